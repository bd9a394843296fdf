import { describe, expect, it } from 'vitest';
import type { Address, Hash, Hex } from '../../../src/domain/hex.ts';
import { prestateDiffOf, type TouchedAccount } from '../../../src/domain/trace/prestate-from-states.ts';

const A = `0x${'a'.repeat(40)}` as Address;
const slot = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;
const word = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex;

function account(overrides: Partial<TouchedAccount>): Map<Address, TouchedAccount> {
  const same = { balance: 5n, nonce: 1n, code: '0x60' as Hex };
  return new Map([
    [
      A,
      {
        before: same,
        after: same,
        storageBefore: new Map(),
        storageAfter: new Map(),
        created: false,
        ...overrides,
      },
    ],
  ]);
}

describe('prestateDiffOf', () => {
  it('leaves out an account nothing changed', () => {
    const diff = prestateDiffOf(
      account({ storageBefore: new Map([[slot(1), word(3)]]), storageAfter: new Map([[slot(1), word(3)]]) }),
    );
    expect(diff.pre.size).toBe(0);
    expect(diff.post.size).toBe(0);
  });

  it('gives pre the account as it was and the changed slots, post only what changed', () => {
    const diff = prestateDiffOf(
      account({
        after: { balance: 4n, nonce: 1n, code: '0x60' },
        storageBefore: new Map([
          [slot(1), word(3)],
          [slot(2), word(0)],
          [slot(3), word(9)],
          [slot(4), word(8)],
        ]),
        storageAfter: new Map([
          [slot(1), word(3)],
          [slot(2), word(7)],
          [slot(3), word(0)],
          [slot(4), word(6)],
        ]),
      }),
    );
    expect(diff.pre.get(A)).toEqual({
      balance: 5n,
      nonce: 1n,
      code: '0x60',
      // a slot that was zero is not in pre; an unchanged one in neither
      storage: new Map([
        [slot(3), word(9)],
        [slot(4), word(8)],
      ]),
    });
    // a slot that became zero is not in post
    expect(diff.post.get(A)).toEqual({
      balance: 4n,
      storage: new Map([
        [slot(2), word(7)],
        [slot(4), word(6)],
      ]),
    });
  });

  it('writes a zero nonce and empty code nowhere, a zero balance in pre', () => {
    const diff = prestateDiffOf(
      account({ before: { balance: 0n, nonce: 0n, code: '0x' }, after: { balance: 2n, nonce: 0n, code: '0x' } }),
    );
    expect(diff.pre.get(A)).toEqual({ balance: 0n });
    expect(diff.post.get(A)).toEqual({ balance: 2n });
  });

  it('puts a destroyed account in pre only, a created one in post only, one both in neither', () => {
    const destroyed = prestateDiffOf(account({ after: null }));
    expect([destroyed.pre.has(A), destroyed.post.has(A)]).toEqual([true, false]);
    const created = prestateDiffOf(
      account({ before: null, after: { balance: 0n, nonce: 1n, code: '0x60' }, created: true }),
    );
    expect([created.pre.has(A), created.post.get(A)]).toEqual([false, { nonce: 1n, code: '0x60' }]);
    const both = prestateDiffOf(account({ before: null, after: null, created: true }));
    expect([both.pre.size, both.post.size]).toEqual([0, 0]);
    // an empty account touched (a coinbase paid nothing) did not exist before and does not now
    const touchedOnly = prestateDiffOf(account({ before: null, after: null }));
    expect([touchedOnly.pre.size, touchedOnly.post.size]).toEqual([0, 0]);
  });
});
