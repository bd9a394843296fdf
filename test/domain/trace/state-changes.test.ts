import { describe, expect, it } from 'vitest';
import { parsePrestateDiff } from '../../../src/domain/trace/prestate-diff.ts';
import { stateChanges } from '../../../src/domain/trace/state-changes.ts';
import { anvilSwap } from './support.ts';

const A = `0x${'aa'.repeat(20)}`;
const B = `0x${'bb'.repeat(20)}`;
const word = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('stateChanges', () => {
  it("reads the devnet swap's changes: the trader paid gas and got ether, the pair's reserves word, the token's balances and the allowance spent", () => {
    const changes = stateChanges(parsePrestateDiff(anvilSwap().prestateTracer));
    const trader = changes.find((c) => c.address === '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')!;
    expect(trader.nonce).toEqual({ before: 6n, after: 7n });
    expect(trader.balance!.difference).toBe(0x21e045bde8d52c92151n - 0x21e03aba3d6a53483b9n);
    const token = changes.find((c) => c.address === '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')!;
    expect(token.balance).toBeNull();
    expect(token.code).toBeNull();
    // the allowance slot is in pre but not in post: it became zero
    expect(token.storage).toContainEqual({
      slot: '0x2af8d0a0f0f309351be7beacc4fc5ec3cc098d8970ae8875eb9912f59a001645',
      before: '0x0000000000000000000000000000000000000000000000056bc75e2d63100000',
      after: word(0),
    });
    expect(token.storage).toHaveLength(3);
    expect(changes.map((c) => c.address)).toEqual([...changes.map((c) => c.address)].sort());
  });

  it('says a created account got its code and a destroyed one lost everything', () => {
    const changes = stateChanges(
      parsePrestateDiff({
        pre: { [A]: { balance: '0x5', nonce: 1, code: '0x60', storage: { [word(1)]: word(7) } } },
        post: { [B]: { balance: '0x2', nonce: 1, code: '0x6001', storage: { [word(0)]: word(9) } } },
      }),
    );
    expect(changes).toEqual([
      {
        address: A,
        balance: { before: 5n, after: 0n, difference: -5n },
        nonce: { before: 1n, after: 0n },
        code: { kind: 'destroyed' },
        storage: [{ slot: word(1), before: word(7), after: word(0) }],
      },
      {
        address: B,
        balance: { before: 0n, after: 2n, difference: 2n },
        nonce: { before: 0n, after: 1n },
        code: { kind: 'deployed', code: '0x6001' },
        storage: [{ slot: word(0), before: word(0), after: word(9) }],
      },
    ]);
  });

  it('leaves out what did not change: a field absent from post, a slot with the same word', () => {
    const changes = stateChanges(
      parsePrestateDiff({
        pre: { [A]: { balance: '0x5', nonce: 3, storage: { [word(1)]: word(7) } } },
        post: { [A]: { storage: { [word(1)]: word(7) } } },
      }),
    );
    expect(changes).toEqual([]);
  });
});
