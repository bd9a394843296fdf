/**
 * What it takes to read each variable of a parsed storage layout (storage-layout.ts): a read plan
 * per variable, with structs and fixed arrays expanded in place and mapping entries and dynamic
 * array elements planned on demand from a key or an index (types may be recursive).
 */

import { parseMappingKeyType, type MappingKeyType } from './mapping-key.ts';
import { parseSlot } from './slot-input.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';
import {
  listLayoutSources,
  parseStorageLayout,
  StorageLayoutError,
  type LayoutSource,
  type LayoutType,
  type LayoutVariable,
  type StorageLayout,
} from './storage-layout.ts';
import {
  arrayElementSlot,
  fixedArrayElementSlot,
  mappingSlot,
  type ElementSlotDerivation,
  type SlotDerivation,
} from './storage-slots.ts';
import type { ValueKind } from './storage-word.ts';

interface PlanCommon {
  /** The path a person would write: `balances`, `users[0xab…][3].name`. */
  label: string;
  typeId: string;
  typeLabel: string;
  slot: bigint;
}

/** A value type, possibly packed with others: read the word at `slot`, take `size` bytes at `offset`. */
export type ValuePlan = PlanCommon & { kind: 'value'; offset: number; size: number; decodeAs: ValueKind };
/** string/bytes: read `slot`; if the word is the long form, its data is at keccak256(slot) onwards. */
export type BytesPlan = PlanCommon & { kind: 'bytes'; isString: boolean };
/** Needs a key of `keyType`; `slot` itself is empty. */
export type MappingPlan = PlanCommon & {
  kind: 'mapping';
  keyType: MappingKeyType;
  keyTypeLabel: string;
  valueTypeId: string;
};
/** Length at `slot`; elements from keccak256(slot), `elementBytes` each (packed when ≤ 16). */
export type DynamicArrayPlan = PlanCommon & { kind: 'dynamicArray'; baseTypeId: string; elementBytes: number };
/** `length` elements in place from `slot`. */
export type StaticArrayPlan = PlanCommon & {
  kind: 'staticArray';
  baseTypeId: string;
  elementBytes: number;
  length: bigint;
};
/** Members at absolute slots. */
export type StructPlan = PlanCommon & { kind: 'struct'; members: ReadPlan[] };

export type ReadPlan = ValuePlan | BytesPlan | MappingPlan | DynamicArrayPlan | StaticArrayPlan | StructPlan;

function typeOf(layout: StorageLayout, id: string): LayoutType {
  const t = layout.types[id];
  if (!t) throw new StorageLayoutError(`types.${id}`, 'Type is not defined');
  return t;
}

/** The mapping key type a layout type id stands for (enums as uintN, contracts as address). */
export function mappingKeyTypeOf(layout: StorageLayout, typeId: string): MappingKeyType {
  const t = typeOf(layout, typeId);
  if (t.kind === 'bytes') return t.isString ? 'string' : 'bytes';
  if (t.kind !== 'value') throw new StorageLayoutError(`types.${typeId}`, `${t.label} cannot be a mapping key`);
  switch (t.decodeAs) {
    case 'address':
    case 'bool':
      return t.decodeAs;
    case 'int':
      return parseMappingKeyType(`int${t.numberOfBytes * 8}`);
    case 'fixedBytes':
      return parseMappingKeyType(`bytes${t.numberOfBytes}`);
    case 'uint':
      return parseMappingKeyType(`uint${t.numberOfBytes * 8}`);
  }
}

/** What reading a value of type `typeId` stored at (`slot`, `offset`) takes. */
export function planForType(
  layout: StorageLayout,
  typeId: string,
  slot: bigint,
  offset: number,
  label: string,
): ReadPlan {
  const t = typeOf(layout, typeId);
  const common = { label, typeId, typeLabel: t.label, slot };
  switch (t.kind) {
    case 'value':
      return { ...common, kind: 'value', offset, size: t.numberOfBytes, decodeAs: t.decodeAs };
    case 'bytes':
      return { ...common, kind: 'bytes', isString: t.isString };
    case 'mapping':
      return {
        ...common,
        kind: 'mapping',
        keyType: mappingKeyTypeOf(layout, t.keyId),
        keyTypeLabel: typeOf(layout, t.keyId).label,
        valueTypeId: t.valueId,
      };
    case 'dynamicArray':
      return {
        ...common,
        kind: 'dynamicArray',
        baseTypeId: t.baseId,
        elementBytes: typeOf(layout, t.baseId).numberOfBytes,
      };
    case 'staticArray':
      return {
        ...common,
        kind: 'staticArray',
        baseTypeId: t.baseId,
        elementBytes: typeOf(layout, t.baseId).numberOfBytes,
        length: t.length,
      };
    case 'struct':
      return {
        ...common,
        kind: 'struct',
        members: t.members.map((m) =>
          planForType(layout, m.typeId, BigInt.asUintN(256, slot + m.slot), m.offset, `${label}.${m.label}`),
        ),
      };
  }
}

/** The read plan of one top-level variable. */
export function variablePlan(layout: StorageLayout, variable: LayoutVariable): ReadPlan {
  return planForType(layout, variable.typeId, variable.slot, variable.offset, variable.label);
}

/** Read plans for every top-level variable, in declaration order. */
export function layoutPlans(layout: StorageLayout): ReadPlan[] {
  return layout.variables.map((v) => variablePlan(layout, v));
}

/** What the layout box holds: the contracts in the paste, then the chosen one's layout and plans. */
export interface LayoutPaste {
  sources: LayoutSource[];
  /** null while several contracts wait for a choice */
  read: ParseResult<{ layout: StorageLayout; plans: ReadPlan[] }> | null;
}

/** The layout box: `contract` picks one of several; a paste that cannot be read gets its message. */
export function readLayoutPaste(text: string, contract: string): LayoutPaste {
  let sources: LayoutSource[] = [];
  try {
    sources = listLayoutSources(text);
    const chosen = sources.length > 1 ? sources.find((s) => s.name === contract)?.name : undefined;
    if (sources.length > 1 && chosen === undefined) return { sources, read: null };
    const layout = parseStorageLayout(text, chosen === undefined ? {} : { contract: chosen });
    return { sources, read: parsed({ layout, plans: layoutPlans(layout) }) };
  } catch (error) {
    if (error instanceof StorageLayoutError) return { sources, read: rejected(error.message) };
    throw error;
  }
}

/** The entry under one key (typed as the user typed it); errors are SlotInputError naming `key`. */
export function mappingEntryPlan(
  layout: StorageLayout,
  plan: MappingPlan,
  key: string,
  options: { encoding?: 'utf8' | 'hex' } = {},
): { derivation: SlotDerivation; plan: ReadPlan } {
  const derivation = mappingSlot(plan.slot, [{ type: plan.keyType, value: key, encoding: options.encoding }]);
  const shown = plan.keyType === 'string' && options.encoding !== 'hex' ? JSON.stringify(key) : key.trim();
  return {
    derivation,
    plan: planForType(layout, plan.valueTypeId, BigInt(derivation.slot), 0, `${plan.label}[${shown}]`),
  };
}

/**
 * Element `index` of an array. For a dynamic array pass the length read from its slot to
 * bound-check; a fixed-size array is always bound-checked against its declared length.
 */
export function arrayElementPlan(
  layout: StorageLayout,
  plan: DynamicArrayPlan | StaticArrayPlan,
  index: bigint | string,
  options: { length?: bigint } = {},
): { derivation: ElementSlotDerivation; plan: ReadPlan } {
  const derivation =
    plan.kind === 'dynamicArray'
      ? arrayElementSlot(plan.slot, index, plan.elementBytes, { length: options.length })
      : fixedArrayElementSlot(plan.slot, index, plan.elementBytes, { length: plan.length });
  const i = parseSlot(index, 'index');
  return {
    derivation,
    plan: planForType(layout, plan.baseTypeId, BigInt(derivation.slot), derivation.offset, `${plan.label}[${i}]`),
  };
}
