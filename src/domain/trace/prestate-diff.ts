/**
 * The answer of `debug_traceTransaction` with geth's `prestateTracer` in `diffMode`: `{pre, post}`,
 * each account's fields before and after the transaction. geth's conventions, which anvil follows:
 * an account the transaction did not change is in neither; `pre` holds a changed account's
 * balance, nonce and code as they were and the slots it changed; `post` holds only what changed,
 * a slot that became zero left out; an account in `pre` and not in `post` was destroyed; one in
 * `post` and not in `pre` was created.
 */
import { formatCount } from '../units.ts';
import {
  MalformedFieldError,
  FieldReader,
  asAddress,
  asHash,
  asHexData,
  asQuantity,
  asRecord,
  asWord,
} from '../parse-fields.ts';
import type { Address, Hash, Hex } from '../hex.ts';
import { TraceTooLargeError } from './call-trace.ts';

/** Accounts and slots read across both sides before the parse gives up. */
export const MAX_PRESTATE_ENTRIES = 100_000;

export interface AccountState {
  balance?: bigint;
  nonce?: bigint;
  code?: Hex;
  /** slot → 32-byte word */
  storage?: ReadonlyMap<Hash, Hex>;
}

export interface PrestateDiff {
  pre: ReadonlyMap<Address, AccountState>;
  post: ReadonlyMap<Address, AccountState>;
}

/** geth sends the nonce as a JSON number; some tracers as a hex quantity. */
function asNonce(value: unknown, path: string): bigint {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new MalformedFieldError(path, 'must be a non-negative integer');
    return BigInt(value);
  }
  return asQuantity(value, path);
}

export function parsePrestateDiff(raw: unknown, path = 'prestate'): PrestateDiff {
  let entries = 0;
  const count = (n: number) => {
    entries += n;
    if (entries > MAX_PRESTATE_ENTRIES) {
      throw new TraceTooLargeError(
        `The state changes hold more than ${formatCount(MAX_PRESTATE_ENTRIES)} accounts and slots; Hexray reads at most that many.`,
      );
    }
  };
  const side = (value: unknown, at: string): Map<Address, AccountState> => {
    const accounts = asRecord(value, at);
    const out = new Map<Address, AccountState>();
    const keys = Object.keys(accounts);
    count(keys.length);
    for (const key of keys) {
      const address = asAddress(key, `${at} key ${JSON.stringify(key.slice(0, 50))}`);
      const f = new FieldReader(accounts[key], `${at}.${address}`);
      const state: AccountState = {};
      const balance = f.optional('balance', asQuantity);
      if (balance !== undefined) state.balance = balance;
      const nonce = f.optional('nonce', asNonce);
      if (nonce !== undefined) state.nonce = nonce;
      const code = f.optional('code', asHexData);
      if (code !== undefined) state.code = code;
      if (f.has('storage')) {
        const slots = asRecord(f.raw['storage'], f.at('storage'));
        const slotKeys = Object.keys(slots);
        count(slotKeys.length);
        const storage = new Map<Hash, Hex>();
        for (const slot of slotKeys) {
          storage.set(asHash(slot, `${f.at('storage')} key`), asWord(slots[slot], `${f.at('storage')}.${slot}`));
        }
        state.storage = storage;
      }
      out.set(address, state);
    }
    return out;
  };
  const f = new FieldReader(raw, path);
  return { pre: f.required('pre', side), post: f.required('post', side) };
}
