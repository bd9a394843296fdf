/**
 * The slots to watch for "every variable" of an imported storage layout (storage-layout.ts): each
 * variable's own words, from its slot through the last word its bytes reach (solc's numberOfBytes:
 * a struct or a fixed array in place takes all of its words; packed values share one). A mapping's
 * slot holds nothing (its entries need keys), and a dynamic array or a long string is watched by
 * its length word only (its data lives elsewhere, at keccak256(slot)).
 */
import type { StorageLayout } from './storage-layout.ts';

/** At most this many slots are watched for one layout: each is a read at every new block. */
export const LAYOUT_WATCH_SLOT_CAP = 64;

export interface LayoutWatchSlots {
  /** slot → the variables with a word there, in layout order */
  slots: Map<bigint, string[]>;
  /** mappings: nothing to read at their slot */
  mappings: string[];
  /** variables left out, wholly or partly, because the cap was reached */
  capped: string[];
}

export function layoutWatchSlots(layout: StorageLayout, cap: number = LAYOUT_WATCH_SLOT_CAP): LayoutWatchSlots {
  const slots = new Map<bigint, string[]>();
  const mappings: string[] = [];
  const capped: string[] = [];
  for (const variable of layout.variables) {
    const type = layout.types[variable.typeId];
    if (!type) continue;
    if (type.kind === 'mapping') {
      mappings.push(variable.label);
      continue;
    }
    const inPlace = type.kind === 'value' || type.kind === 'struct' || type.kind === 'staticArray';
    const words = inPlace ? Math.max(1, Math.ceil((variable.offset + type.numberOfBytes) / 32)) : 1;
    let complete = true;
    for (let i = 0; i < words; i++) {
      const slot = variable.slot + BigInt(i);
      const labels = slots.get(slot);
      if (labels) {
        if (!labels.includes(variable.label)) labels.push(variable.label);
      } else if (slots.size < cap) slots.set(slot, [variable.label]);
      else {
        complete = false;
        break;
      }
    }
    if (!complete) capped.push(variable.label);
  }
  return { slots, mappings, capped };
}
