import { describe, expect, it } from 'vitest';
import { medianInterval, waves } from './measure.ts';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('medianInterval', () => {
  // the ranks from the binomial table for a median's 95% interval (e.g. Conover, Practical
  // Nonparametric Statistics, table A3)
  it.each([
    [6, 1, 6],
    [10, 2, 9],
    [20, 6, 15],
    [30, 10, 21],
    [100, 40, 61],
  ])('of %i values: the %i-th to the %i-th', (n, low, high) => {
    expect(medianInterval(oneTo(n))).toEqual({ low, high });
  });

  it('has no 95% interval for five values or fewer (even all of them hold the median with 94%)', () => {
    expect(medianInterval(oneTo(5))).toBeNull();
    expect(medianInterval([])).toBeNull();
  });

  it('reads the values in order, whatever order they come in, and keeps their sign', () => {
    const shuffled = [-3, 12, -40, 7, 0, -1, 25, -8, 4, 2];
    expect(medianInterval(shuffled)).toEqual({ low: -8, high: 12 });
    expect(shuffled[0]).toBe(-3); // not sorted in place
  });

  it('widens as the confidence asked rises', () => {
    expect(medianInterval(oneTo(30), 0.99)).toEqual({ low: 8, high: 23 });
    expect(medianInterval(oneTo(30), 0.9)).toEqual({ low: 11, high: 20 });
  });
});

describe('waves', () => {
  it('counts concurrent requests as one round trip, and one sent after an answer as the next', () => {
    expect(waves([])).toBe(0);
    // two sent together, a third after the first answer, a fourth beside the third
    expect(
      waves([
        { sent: 0, answered: 10 },
        { sent: 2, answered: 12 },
        { sent: 11, answered: 30 },
        { sent: 15, answered: 25 },
      ]),
    ).toBe(2);
    // in any order
    expect(
      waves([
        { sent: 40, answered: 50 },
        { sent: 0, answered: 10 },
        { sent: 20, answered: 30 },
      ]),
    ).toBe(3);
  });
});
