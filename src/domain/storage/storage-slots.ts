/**
 * Storage-slot arithmetic, following Solidity's "Layout of State Variables in Storage":
 * plain variables, mapping entries (any key type, nested to any depth), dynamic and fixed array
 * elements (packed when small), struct members, long string/bytes data slots, ERC-1967 proxy
 * slots and ERC-7201 namespaced roots.
 *
 * Every derivation returns its steps (the bytes hashed, the hash, the number added) so the slot
 * calculator can show how the slot was reached. Slot input and its errors: slot-input.ts; key
 * types and h(k): mapping-key.ts.
 */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { bigIntToBytes32, bytesToBigInt } from '../bytes32.ts';
import { bytesToHex, type Hash, type Hex } from '../hex.ts';
import { encodeMappingKey, isPaddedKeyType, parseMappingKeyType, type MappingKey } from './mapping-key.ts';
import { parseSlot, SlotInputError, type SlotInput } from './slot-input.ts';
import { encodeUtf8 } from '../utf8.ts';

export interface SlotStep {
  /** One line a person can read: what was done at this step. */
  label: string;
  /** The encoded key h(k) of a mapping step. */
  key?: Hex;
  /** The exact bytes hashed. */
  preimage?: Hex;
  hash?: Hash;
  /** The number added to the previous result (negative for the `- 1` of ERC-1967/7201). */
  add?: bigint;
  /** The slot after this step, as a 32-byte word. */
  result: Hash;
}

export interface SlotDerivation {
  slot: Hash;
  steps: SlotStep[];
}

/** An array element: the slot, plus where inside it the element sits when elements are packed. */
export interface ElementSlotDerivation extends SlotDerivation {
  /** Byte offset from the right (lower-order) end of the slot, as in solc's storageLayout. */
  offset: number;
  /** Bytes the element occupies (for packed elements; 32 × slots otherwise). */
  size: number;
}

const word = (value: bigint): Hash => bytesToHex(bigIntToBytes32(value));

// ---------------------------------------------------------------------------------------------
// Key types and key encoding h(k)

/** A plain variable at declaration slot `p`. */
export function plainSlot(p: SlotInput): SlotDerivation {
  const slot = word(parseSlot(p));
  return { slot, steps: [{ label: `variable at slot ${parseSlot(p)}`, result: slot }] };
}

/** keccak256(h(k) . p) for one key, as a step. */
export function mappingStep(base: Hash, key: MappingKey, field: string): SlotStep {
  const encoded = encodeMappingKey(key, field);
  const preimage = new Uint8Array(encoded.length + 32);
  preimage.set(encoded, 0);
  preimage.set(bigIntToBytes32(BigInt(base)), encoded.length);
  const hash = bytesToHex(keccak_256(preimage));
  const type = parseMappingKeyType(key.type);
  const how = isPaddedKeyType(type) ? 'padded to 32 bytes' : 'unpadded';
  return {
    label: `keccak256(h(${field}) . slot): ${field} as ${type}, ${how}`,
    key: bytesToHex(encoded),
    preimage: bytesToHex(preimage),
    hash,
    result: hash,
  };
}

/**
 * The entry `m[k1][k2]…` of a mapping declared at slot `p`: each key folds into the next
 * slot, `slot = keccak256(h(k) . slot)`. Errors name the key as `key` (one key) or `key 1`, `key 2`, ….
 */
export function mappingSlot(p: SlotInput, keys: readonly MappingKey[]): SlotDerivation {
  if (keys.length === 0) throw new SlotInputError('key', 'A mapping entry needs at least one key');
  let slot = word(parseSlot(p));
  const steps: SlotStep[] = [{ label: `mapping at slot ${BigInt(slot)}`, result: slot }];
  keys.forEach((key, i) => {
    const step = mappingStep(slot, key, keys.length === 1 ? 'key' : `key ${i + 1}`);
    steps.push(step);
    slot = step.result;
  });
  return { slot, steps };
}

/** keccak256(p) as a step: where the data of a dynamic array or long string/bytes begins. */
function dataStartStep(p: bigint, what: string): SlotStep {
  const preimage = bigIntToBytes32(p);
  const hash = bytesToHex(keccak_256(preimage));
  return {
    label: `keccak256(slot ${p}): first slot of the ${what}`,
    preimage: bytesToHex(preimage),
    hash,
    result: hash,
  };
}

function addStep(base: Hash, add: bigint, label: string): SlotStep {
  return { label, add, result: word(BigInt(base) + add) };
}

/** How elements of `elementBytes` bytes sit in storage: several per slot when they fit (≤ 16 bytes pack), else whole slots each. */
export function elementPacking(elementBytes: number): { perSlot: number; slotsPerElement: number } {
  if (!Number.isInteger(elementBytes) || elementBytes < 1) {
    throw new SlotInputError('element size', `Element size must be a whole number of bytes ≥ 1, got ${elementBytes}`);
  }
  return elementBytes <= 32
    ? { perSlot: Math.floor(32 / elementBytes), slotsPerElement: 1 }
    : { perSlot: 1, slotsPerElement: Math.ceil(elementBytes / 32) };
}

function parseIndex(index: SlotInput, length: bigint | undefined, what: string): bigint {
  const i = parseSlot(index, 'index');
  if (length !== undefined && i >= length) {
    throw new SlotInputError('index', `Index ${i} is past the end of the ${what} (length ${length})`);
  }
  return i;
}

function elementAt(base: Hash, i: bigint, elementBytes: number, steps: SlotStep[]): ElementSlotDerivation {
  const { perSlot, slotsPerElement } = elementPacking(elementBytes);
  let step: SlotStep;
  let offset = 0;
  if (perSlot > 1) {
    const slotIndex = i / BigInt(perSlot);
    offset = Number(i % BigInt(perSlot)) * elementBytes;
    step = addStep(
      base,
      slotIndex,
      `+ floor(${i} / ${perSlot}) = ${slotIndex}: ${perSlot} elements of ${elementBytes} bytes share a slot; byte offset ${offset}`,
    );
  } else {
    const add = i * BigInt(slotsPerElement);
    step = addStep(
      base,
      add,
      slotsPerElement === 1 ? `+ index ${i}` : `+ ${i} × ${slotsPerElement} slots per element = ${add}`,
    );
  }
  steps.push(step);
  return { slot: step.result, steps, offset, size: slotsPerElement === 1 ? elementBytes : 32 * slotsPerElement };
}

/**
 * Element `i` of a dynamic array at slot `p`: keccak256(p) + i × slots per element, or for
 * elements of ≤ 16 bytes keccak256(p) + floor(i / perSlot) at byte offset (i % perSlot) × size.
 * `elementBytes` is the element's storage size (solc's `numberOfBytes`). Pass `length` to bound-check.
 */
export function arrayElementSlot(
  p: SlotInput,
  index: SlotInput,
  elementBytes: number,
  options: { length?: bigint } = {},
): ElementSlotDerivation {
  const base = parseSlot(p);
  const i = parseIndex(index, options.length, 'array');
  const start = dataStartStep(base, 'array data');
  return elementAt(start.result, i, elementBytes, [
    { label: `array length at slot ${base}`, result: word(base) },
    start,
  ]);
}

/** Element `i` of a fixed-size array that starts at slot `s` (no hashing: its elements are in place). */
export function fixedArrayElementSlot(
  s: SlotInput,
  index: SlotInput,
  elementBytes: number,
  options: { length?: bigint } = {},
): ElementSlotDerivation {
  const base = word(parseSlot(s));
  const i = parseIndex(index, options.length, 'fixed-size array');
  return elementAt(base, i, elementBytes, [{ label: `fixed-size array starts at slot ${BigInt(base)}`, result: base }]);
}

/** A struct member `memberSlot` slots from the struct's start slot `s` (solc's member `slot`). */
export function structMemberSlot(s: SlotInput, memberSlot: SlotInput): SlotDerivation {
  const base = word(parseSlot(s));
  const add = parseSlot(memberSlot, 'member slot');
  const step = addStep(base, add, `+ member slot ${add}`);
  return { slot: step.result, steps: [{ label: `struct starts at slot ${BigInt(base)}`, result: base }, step] };
}

/** Data slot `k` (0-based, 32 bytes each) of a long string/bytes declared at slot `p`: keccak256(p) + k. */
export function bytesDataSlot(p: SlotInput, k: SlotInput): SlotDerivation {
  const base = parseSlot(p);
  const start = dataStartStep(base, 'string/bytes data');
  const chunk = parseSlot(k, 'chunk');
  const steps = [start];
  if (chunk > 0n) steps.push(addStep(start.result, chunk, `+ chunk ${chunk}`));
  return { slot: steps[steps.length - 1]!.result, steps };
}

export type Erc1967SlotKind = 'implementation' | 'admin' | 'beacon';

/** ERC-1967: `bytes32(uint256(keccak256("eip1967.proxy.<kind>")) - 1)`. */
export function erc1967Slot(kind: Erc1967SlotKind): SlotDerivation {
  const label = `eip1967.proxy.${kind}`;
  const preimage = encodeUtf8(label);
  const hash = bytesToHex(keccak_256(preimage));
  const minus = addStep(hash, -1n, '− 1 (so no known preimage hashes to the slot)');
  return {
    slot: minus.result,
    steps: [{ label: `keccak256("${label}")`, preimage: bytesToHex(preimage), hash, result: hash }, minus],
  };
}

/** ERC-7201 namespaced storage root: `keccak256(abi.encode(uint256(keccak256(id)) - 1)) & ~bytes32(uint256(0xff))`. */
export function erc7201Slot(namespaceId: string): SlotDerivation {
  if (namespaceId === '')
    throw new SlotInputError('namespace', 'Enter a namespace id, e.g. openzeppelin.storage.ERC20');
  const idBytes = encodeUtf8(namespaceId);
  const first = bytesToHex(keccak_256(idBytes));
  const minus = addStep(first, -1n, '− 1');
  const preimage = bigIntToBytes32(BigInt(minus.result));
  const second = keccak_256(preimage);
  const secondHex = bytesToHex(second);
  const masked = word(bytesToBigInt(second) & ~0xffn);
  return {
    slot: masked,
    steps: [
      { label: `keccak256("${namespaceId}")`, preimage: bytesToHex(idBytes), hash: first, result: first },
      minus,
      { label: 'keccak256(abi.encode(…))', preimage: bytesToHex(preimage), hash: secondHex, result: secondHex },
      { label: '& ~0xff (clear the last byte, so the namespace starts on a 256-slot boundary)', result: masked },
    ],
  };
}
