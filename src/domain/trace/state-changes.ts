/**
 * What a transaction changed, per account, from a prestateTracer diff (prestate-diff.ts gives the
 * conventions): balance and nonce before → after, code deployed or destroyed, each storage slot
 * before → after. Accounts in address order, slots in slot order, so two traces read alike.
 */
import type { Address, Hash, Hex } from '../hex.ts';
import type { AccountState, PrestateDiff } from './prestate-diff.ts';

const ZERO_WORD: Hex = `0x${'0'.repeat(64)}`;

export interface SlotChange {
  slot: Hash;
  before: Hex;
  after: Hex;
}

export interface AccountChange {
  address: Address;
  balance: { before: bigint; after: bigint; difference: bigint } | null;
  nonce: { before: bigint; after: bigint } | null;
  /** deployed: code appeared or changed (its new code); destroyed: the account is gone */
  code: { kind: 'deployed'; code: Hex } | { kind: 'destroyed' } | null;
  storage: SlotChange[];
}

function slotsOf(state: AccountState | undefined): ReadonlyMap<Hash, Hex> {
  return state?.storage ?? new Map();
}

export function stateChanges(diff: PrestateDiff): AccountChange[] {
  const addresses = [...new Set([...diff.pre.keys(), ...diff.post.keys()])].sort();
  const out: AccountChange[] = [];
  for (const address of addresses) {
    const pre = diff.pre.get(address);
    const post = diff.post.get(address);
    const destroyed = pre !== undefined && post === undefined;
    const balanceBefore = pre?.balance ?? 0n;
    const balanceAfter = destroyed ? 0n : (post?.balance ?? balanceBefore);
    const nonceBefore = pre?.nonce ?? 0n;
    const nonceAfter = destroyed ? 0n : (post?.nonce ?? nonceBefore);
    const codeBefore = pre?.code ?? '0x';
    const code: AccountChange['code'] = destroyed
      ? codeBefore === '0x'
        ? null
        : { kind: 'destroyed' }
      : post?.code !== undefined && post.code !== codeBefore && post.code !== '0x'
        ? { kind: 'deployed', code: post.code }
        : null;
    const before = slotsOf(pre);
    const after = slotsOf(post);
    const slots = [...new Set([...before.keys(), ...after.keys()])].sort();
    const storage: SlotChange[] = [];
    for (const slot of slots) {
      const was = before.get(slot) ?? ZERO_WORD;
      // a changed slot left out of post became zero (and all of a destroyed account's did)
      const is = after.get(slot) ?? ZERO_WORD;
      if (was !== is) storage.push({ slot, before: was, after: is });
    }
    const balance =
      balanceBefore === balanceAfter
        ? null
        : { before: balanceBefore, after: balanceAfter, difference: balanceAfter - balanceBefore };
    const nonce = nonceBefore === nonceAfter ? null : { before: nonceBefore, after: nonceAfter };
    if (balance || nonce || code || storage.length > 0) out.push({ address, balance, nonce, code, storage });
  }
  return out;
}
