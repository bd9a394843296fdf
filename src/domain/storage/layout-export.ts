/**
 * An imported storage layout's variables with their values at one block, as JSON a person can keep
 * or diff: name, type, slot, offset, bytes, the raw word and the decoded value. Structs and arrays
 * are exported member by member and element by element (bounded); a mapping's entries cannot be
 * listed from storage, which its row says. Words come from `read`, so the caller decides how they
 * are fetched (and cached); the provider's URL and key never enter the file.
 */
import { bytesToHex, type Hex } from '../hex.ts';
import { arrayElementPlan, type ReadPlan } from './storage-read-plan.ts';
import type { StorageLayout } from './storage-layout.ts';
import { bytesDataSlot } from './storage-slots.ts';
import { decodeBytesSlot, decodeLongBytes, decodePackedValue, storageWordBytes } from './storage-word.ts';

/** Elements exported per array, and data slots read per long string: a bound on requests. */
export const EXPORT_LIMITS = { arrayElements: 100, stringDataSlots: 256 } as const;

export interface ExportedVariable {
  name: string;
  type: string;
  /** decimal, exact */
  slot: string;
  /** byte offset from the right of the slot, as in solc's storageLayout */
  offset: number;
  /** bytes the value occupies in its slot (32 for string/bytes, mappings and array lengths) */
  bytes: number;
  /** the 32-byte word at `slot` as eth_getStorageAt returned it; null when it could not be read (the note says why) */
  word: Hex | null;
  /** integers as decimal text (exact past 2^53), addresses and fixed bytes as hex, bools as booleans */
  value: string | boolean | null;
  note?: string;
}

export interface LayoutExport {
  contract: string;
  /** the block as the page names it: a number or a tag such as `latest` */
  block: string;
  note?: string;
  variables: ExportedVariable[];
}

export type WordReader = (slot: bigint) => Promise<Hex>;

function row(plan: ReadPlan, word: Hex, value: ExportedVariable['value'], extra: Partial<ExportedVariable> = {}) {
  return {
    name: plan.label,
    type: plan.typeLabel,
    slot: plan.slot.toString(),
    offset: 0,
    bytes: 32,
    word,
    value,
    ...extra,
  } satisfies ExportedVariable;
}

async function bytesRow(plan: ReadPlan & { kind: 'bytes' }, word: Hex, read: WordReader): Promise<ExportedVariable> {
  const decoded = decodeBytesSlot(storageWordBytes(word));
  if (decoded.kind === 'invalid') return row(plan, word, null, { note: decoded.reason });
  if (decoded.kind === 'short') {
    const text = plan.isString ? decoded.text : null;
    return row(
      plan,
      word,
      text ?? bytesToHex(decoded.bytes),
      text === null && plan.isString ? { note: 'not UTF-8: hex' } : {},
    );
  }
  if (decoded.dataSlots > BigInt(EXPORT_LIMITS.stringDataSlots))
    return row(plan, word, null, {
      note: `${decoded.length} bytes in ${decoded.dataSlots} data slots: more than the ${EXPORT_LIMITS.stringDataSlots} an export reads`,
    });
  const start = BigInt(bytesDataSlot(plan.slot, 0n).slot);
  const data = await Promise.all(
    Array.from({ length: Number(decoded.dataSlots) }, (_, k) => read(BigInt.asUintN(256, start + BigInt(k)))),
  );
  const long = decodeLongBytes(data, decoded.length);
  const text = plan.isString ? long.text : null;
  return row(plan, word, text ?? long.hex, {
    note: `long form: ${decoded.length} bytes from keccak256(slot)${text === null && plan.isString ? ', not UTF-8: hex' : ''}`,
  });
}

async function exportPlan(layout: StorageLayout, plan: ReadPlan, read: WordReader): Promise<ExportedVariable[]> {
  switch (plan.kind) {
    case 'value': {
      const word = await read(plan.slot);
      const decoded = decodePackedValue(storageWordBytes(word), plan.offset, plan.size, plan.decodeAs);
      const value = typeof decoded.value === 'bigint' ? decoded.value.toString() : decoded.value;
      return [row(plan, word, value, { offset: plan.offset, bytes: plan.size })];
    }
    case 'bytes':
      return [await bytesRow(plan, await read(plan.slot), read)];
    case 'mapping':
      return [
        row(plan, await read(plan.slot), null, {
          note: 'a mapping: its entries cannot be listed from storage; read one by its key on the storage page',
        }),
      ];
    case 'dynamicArray': {
      const word = await read(plan.slot);
      const length = BigInt(word);
      const shown = length < BigInt(EXPORT_LIMITS.arrayElements) ? length : BigInt(EXPORT_LIMITS.arrayElements);
      const head = row(plan, word, length.toString(), {
        note:
          shown === length
            ? 'the length; the elements follow'
            : `the length; the first ${shown} elements follow (an export reads at most ${EXPORT_LIMITS.arrayElements})`,
      });
      return [head, ...(await elements(layout, plan, shown, read))];
    }
    case 'staticArray': {
      const shown =
        plan.length < BigInt(EXPORT_LIMITS.arrayElements) ? plan.length : BigInt(EXPORT_LIMITS.arrayElements);
      return elements(layout, plan, shown, read);
    }
    case 'struct':
      return (await Promise.all(plan.members.map((member) => exportPlan(layout, member, read)))).flat();
  }
}

/** The first `count` elements; `count` is at most the array's length, so no index needs a bound check. */
async function elements(
  layout: StorageLayout,
  plan: ReadPlan & { kind: 'dynamicArray' | 'staticArray' },
  count: bigint,
  read: WordReader,
): Promise<ExportedVariable[]> {
  const rows = await Promise.all(
    Array.from({ length: Number(count) }, (_, i) =>
      exportPlan(layout, arrayElementPlan(layout, plan, BigInt(i)).plan, read),
    ),
  );
  return rows.flat();
}

/** Tags whose block moves while the words are read. */
const MOVING_TAGS = new Set(['latest', 'pending', 'safe', 'finalized']);

/**
 * A variable whose words could not all be read: one row that says why, in place of its rows (a
 * struct or an array is not exported half).
 */
function unreadRow(plan: ReadPlan, why: string): ExportedVariable {
  return {
    name: plan.label,
    type: plan.typeLabel,
    slot: plan.slot.toString(),
    offset: plan.kind === 'value' ? plan.offset : 0,
    bytes: plan.kind === 'value' ? plan.size : 32,
    word: null,
    value: null,
    note: `not read: ${why}`,
  };
}

/**
 * Every variable of `plans` read through `read`; `block` is recorded as the page names it. A
 * variable whose read fails is one row saying why (`unreadable` words the failure; the caller knows
 * the wire's errors), so one word the endpoint cannot give does not cost the others.
 */
export async function exportLayout(
  layout: StorageLayout,
  plans: readonly ReadPlan[],
  context: { contract: string; block: string; unreadable: (error: unknown) => string },
  read: WordReader,
): Promise<LayoutExport> {
  const variables = (
    await Promise.all(
      plans.map((plan) =>
        exportPlan(layout, plan, read).catch((error: unknown) => [unreadRow(plan, context.unreadable(error))]),
      ),
    )
  ).flat();
  return {
    contract: context.contract.toLowerCase(),
    block: context.block,
    ...(MOVING_TAGS.has(context.block)
      ? {
          note: `read at "${context.block}": each word at the newest such block when it was read; choose a block number for one snapshot`,
        }
      : {}),
    variables,
  };
}
