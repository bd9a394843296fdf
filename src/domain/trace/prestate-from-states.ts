/**
 * A prestateTracer diff (`{pre, post}`) made from the accounts and slots a transaction touched, as
 * they were when it first touched them and as they were when it ended: what a re-execution in this
 * browser knows, turned into the same PrestateDiff an endpoint's tracer answers with.
 *
 * geth's diffMode rules (prestate-diff.ts lists them), which anvil follows: an account nothing
 * changed is left out of both sides; `pre` holds a changed account's balance, its nonce and code
 * where not zero or empty, and the slots that changed from a value other than zero; `post` holds
 * only what changed, a slot that became zero left out; a destroyed account is in `pre` only; one
 * created by this transaction is in `post` only, and one both created and destroyed in neither.
 */
import type { Address, Hash, Hex } from '../hex.ts';
import type { AccountState, PrestateDiff } from './prestate-diff.ts';

export interface AccountSnapshot {
  balance: bigint;
  nonce: bigint;
  /** `0x` for none */
  code: Hex;
}

export interface TouchedAccount {
  /** when the transaction first touched it; null where the account did not exist */
  before: AccountSnapshot | null;
  /** when it ended; null where it no longer exists (destroyed) */
  after: AccountSnapshot | null;
  /** 32-byte words, slot → value when first touched */
  storageBefore: ReadonlyMap<Hash, Hex>;
  /** the same slots' values when the transaction ended */
  storageAfter: ReadonlyMap<Hash, Hex>;
  /** created by a CREATE or CREATE2 of this transaction (or the transaction itself) */
  created: boolean;
}

const ZERO_WORD: Hex = `0x${'0'.repeat(64)}`;
const EMPTY: AccountSnapshot = { balance: 0n, nonce: 0n, code: '0x' };

function preState(before: AccountSnapshot, storage: Map<Hash, Hex>): AccountState {
  const state: AccountState = { balance: before.balance };
  if (before.nonce !== 0n) state.nonce = before.nonce;
  if (before.code !== '0x') state.code = before.code;
  if (storage.size > 0) state.storage = storage;
  return state;
}

export function prestateDiffOf(touched: ReadonlyMap<Address, TouchedAccount>): PrestateDiff {
  const pre = new Map<Address, AccountState>();
  const post = new Map<Address, AccountState>();
  for (const [address, account] of touched) {
    const before = account.before ?? EMPTY;
    const preSlots = new Map<Hash, Hex>();
    const postSlots = new Map<Hash, Hex>();
    for (const [slot, was] of account.storageBefore) {
      const now = account.storageAfter.get(slot) ?? ZERO_WORD;
      if (now === was) continue;
      if (was !== ZERO_WORD) preSlots.set(slot, was);
      if (now !== ZERO_WORD) postSlots.set(slot, now);
    }
    const newlyMade = account.created && account.before === null;
    if (account.after === null) {
      // an account that did not exist before and does not now (an empty one touched) is in neither
      if (account.before !== null && !newlyMade) pre.set(address, preState(before, preSlots));
      continue;
    }
    const after = account.after;
    const changed: AccountState = {};
    if (after.balance !== before.balance) changed.balance = after.balance;
    if (after.nonce !== before.nonce) changed.nonce = after.nonce;
    if (after.code !== before.code) changed.code = after.code;
    if (postSlots.size > 0) changed.storage = postSlots;
    const storageChanged = [...account.storageBefore].some(
      ([slot, was]) => (account.storageAfter.get(slot) ?? ZERO_WORD) !== was,
    );
    if (Object.keys(changed).length === 0 && !storageChanged) continue;
    post.set(address, changed);
    if (!newlyMade) pre.set(address, preState(before, preSlots));
  }
  return { pre, post };
}
