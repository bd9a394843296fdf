import { describe, expect, it } from 'vitest';
import { confirmations } from '../../src/domain/confirmations.ts';

describe('confirmations', () => {
  it('a record in the head block has 1; eleven blocks later, 12', () => {
    expect(confirmations(100n, 100n)).toBe(1n);
    expect(confirmations(100n, 111n)).toBe(12n);
  });

  it('a head read older than the record (a node behind a load balancer): 0, never negative', () => {
    expect(confirmations(100n, 99n)).toBe(0n);
  });
});
