/**
 * The answer of `eth_createAccessList`: the accounts and storage slots a call touches, run against
 * a block's state (the sender, the recipient and precompiles left out, as nodes do). A
 * re-execution reads them all in one batch before the EVM asks (data/reexec/). It comes from the
 * endpoint: read strictly, and refused past MAX_ACCESS_LIST_ITEMS accounts and slots, a list no
 * real transaction needs, rather than read from the endpoint one by one.
 */
import { formatCount } from './units.ts';
import { FieldReader, MalformedFieldError, asQuantity } from './parse-fields.ts';
import { asAccessList, type AccessListEntry } from './transaction.ts';

/** Accounts and slots an answer may name; a swap names tens. */
export const MAX_ACCESS_LIST_ITEMS = 2_000;

export interface AccessListAnswer {
  accessList: AccessListEntry[];
  /** the gas the call used with the list, as the node says */
  gasUsed: bigint;
}

export function parseAccessListAnswer(raw: unknown, path = 'access list answer'): AccessListAnswer {
  const f = new FieldReader(raw, path);
  const list = f.raw['accessList'];
  // counted before the entries are read: a huge answer costs one pass over its top level
  const items = Array.isArray(list)
    ? list.reduce<number>((sum, entry: unknown) => {
        const keys = (entry as { storageKeys?: unknown } | null)?.storageKeys;
        return sum + 1 + (Array.isArray(keys) ? keys.length : 0);
      }, 0)
    : 0;
  if (items > MAX_ACCESS_LIST_ITEMS)
    throw new MalformedFieldError(
      f.at('accessList'),
      `names ${formatCount(items)} accounts and slots; a re-execution takes at most ${formatCount(MAX_ACCESS_LIST_ITEMS)}`,
    );
  return { accessList: f.required('accessList', asAccessList), gasUsed: f.required('gasUsed', asQuantity) };
}
