/**
 * A whole path `m[a][b].member[3]` folded in one call, left to right, from the app's own steps
 * (storage-slots.ts). The app derives slots one step at a time (the calculator, storage-layout.ts);
 * tests fold the steps with this and check the result against cast.
 */

import type { MappingKey } from '../../src/domain/storage/mapping-key.ts';
import type { SlotInput } from '../../src/domain/storage/slot-input.ts';
import {
  arrayElementSlot,
  bytesDataSlot,
  fixedArrayElementSlot,
  mappingStep,
  plainSlot,
  structMemberSlot,
  type ElementSlotDerivation,
} from '../../src/domain/storage/storage-slots.ts';

export type SlotPathSegment =
  | ({ kind: 'mappingKey' } & MappingKey)
  | { kind: 'arrayIndex'; index: SlotInput; elementBytes: number; length?: bigint }
  | { kind: 'fixedArrayIndex'; index: SlotInput; elementBytes: number; length?: bigint }
  | { kind: 'structMember'; memberSlot: SlotInput }
  | { kind: 'bytesData'; chunk: SlotInput };

/**
 * Folds a path from the root slot `p`: each segment takes the slot reached so far as its base.
 * The returned offset/size are those of the last array segment when it was packed, else 0/32.
 */
export function slotPath(p: SlotInput, segments: readonly SlotPathSegment[]): ElementSlotDerivation {
  let current: ElementSlotDerivation = { ...plainSlot(p), offset: 0, size: 32 };
  let keyNumber = 0;
  const keyCount = segments.filter((s) => s.kind === 'mappingKey').length;
  for (const segment of segments) {
    const base = current.slot;
    let next: ElementSlotDerivation;
    switch (segment.kind) {
      case 'mappingKey': {
        keyNumber++;
        const step = mappingStep(base, segment, keyCount === 1 ? 'key' : `key ${keyNumber}`);
        next = { slot: step.result, steps: [step], offset: 0, size: 32 };
        break;
      }
      case 'arrayIndex':
        next = arrayElementSlot(base, segment.index, segment.elementBytes, { length: segment.length });
        next.steps.shift(); // "length at slot …" repeats the previous result
        break;
      case 'fixedArrayIndex':
        next = fixedArrayElementSlot(base, segment.index, segment.elementBytes, { length: segment.length });
        next.steps.shift();
        break;
      case 'structMember': {
        const d = structMemberSlot(base, segment.memberSlot);
        next = { slot: d.slot, steps: d.steps.slice(1), offset: 0, size: 32 };
        break;
      }
      case 'bytesData': {
        const d = bytesDataSlot(base, segment.chunk);
        next = { ...d, offset: 0, size: 32 };
        break;
      }
    }
    current = { slot: next.slot, steps: [...current.steps, ...next.steps], offset: next.offset, size: next.size };
  }
  return current;
}
