import { describe, expect, it } from 'vitest';
import { medianInterval } from './measure.ts';

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
