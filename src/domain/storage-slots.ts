/**
 * Storage-slot arithmetic, following Solidity's "Layout of State Variables in Storage":
 * plain variables, mapping entries (any key type, nested to any depth), dynamic and fixed array
 * elements (packed when small), struct members, long string/bytes data slots, ERC-1967 proxy
 * slots and ERC-7201 namespaced roots.
 *
 * Every derivation returns its steps (the bytes hashed, the hash, the number added) so the slot
 * calculator can show how the slot was reached. `mappingSlotFast` is the allocation-light path
 * for bulk work and shares nothing with the step-by-step variants.
 */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { bigIntToBytes32, bytesToBigInt, MAX_UINT256 } from './bytes32.ts';
import { bytesToHex, type Hash, type Hex } from './hex.ts';
import { cleanUserInput, parseUserInteger, QuantityInputError } from './units.ts';
import { encodeUtf8 } from './utf8.ts';

/** Input the user can fix; `field` names the box it came from (`slot`, `key`, `key 2`, `index`, …). */
export class SlotInputError extends Error {
  override readonly name = 'SlotInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export type MappingKeyType = 'address' | 'bool' | 'string' | 'bytes' | `uint${number}` | `int${number}` | `bytes${number}`;

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

/** A slot given as a bigint, or as the user typed it (decimal, 0x-hex, or a 32-byte hash). */
export type SlotInput = bigint | string;

/** `encoding` applies to `string` and `bytes` keys: text as UTF-8 (default for string) or 0x-hex (default for bytes). */
export interface MappingKey {
  type: string;
  value: string;
  encoding?: 'utf8' | 'hex';
}

const word = (value: bigint): Hash => bytesToHex(bigIntToBytes32(value));

/** Parses a slot number; errors name `field`. */
export function parseSlot(input: SlotInput, field = 'slot'): bigint {
  if (typeof input === 'bigint') {
    if (input < 0n || input > MAX_UINT256) throw new SlotInputError(field, `${field} must be between 0 and 2^256 − 1`);
    return input;
  }
  let value: bigint;
  try {
    value = parseUserInteger(input);
  } catch (error) {
    if (error instanceof QuantityInputError) throw new SlotInputError(field, `${capitalise(field)}: ${error.message}`);
    throw error;
  }
  if (value > MAX_UINT256) {
    throw new SlotInputError(field, `${capitalise(field)}: too large, the maximum is 2^256 − 1 (a 32-byte word)`);
  }
  return value;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Key types and key encoding h(k)

/** Normalises a key type (`uint` → `uint256`, `address payable` → `address`) and rejects what cannot be a key. */
export function parseMappingKeyType(type: string, field = 'key type'): MappingKeyType {
  const t = type.trim().replace(/\s+/g, ' ');
  if (t === 'address' || t === 'address payable') return 'address';
  if (t === 'bool' || t === 'string' || t === 'bytes') return t;
  if (t === 'uint') return 'uint256';
  if (t === 'int') return 'int256';
  const int = /^(u?)int([0-9]+)$/.exec(t);
  if (int) {
    const bits = Number(int[2]);
    if (bits < 8 || bits > 256 || bits % 8 !== 0) {
      throw new SlotInputError(field, `${t} is not a Solidity type: integer sizes are 8, 16, … 256 bits`);
    }
    return `${int[1] ? 'uint' : 'int'}${bits}`;
  }
  const fixed = /^bytes([0-9]+)$/.exec(t);
  if (fixed) {
    const size = Number(fixed[1]);
    if (size < 1 || size > 32) throw new SlotInputError(field, `${t} is not a Solidity type: bytesN takes N from 1 to 32`);
    return `bytes${size}`;
  }
  throw new SlotInputError(
    field,
    `"${type}" cannot be a mapping key here: use address, bool, uintN, intN, bytesN, string or bytes (enums as uint8, contracts as address)`,
  );
}

/** True for key types whose h(k) is padded to 32 bytes (value types); false for string/bytes. */
export function isPaddedKeyType(type: MappingKeyType): boolean {
  return type !== 'string' && type !== 'bytes';
}

/** Strict 0x-hex → bytes for user input, with messages that say what is wrong. */
function parseHexInput(raw: string, field: string, what: string): Uint8Array {
  const text = cleanUserInput(raw);
  if (!/^0x/i.test(text)) throw new SlotInputError(field, `${capitalise(what)} must start with 0x`);
  const body = text.slice(2);
  const bad = /[^0-9a-fA-F]/u.exec(body); // `u`: an emoji is shown whole, not as half a surrogate pair
  if (bad) throw new SlotInputError(field, `${capitalise(what)} has a non-hex character "${bad[0]}"`);
  if (body.length % 2 !== 0) throw new SlotInputError(field, `${capitalise(what)} has an odd number of hex digits (${body.length})`);
  return hexBodyToBytes(body);
}

function hexBodyToBytes(body: string): Uint8Array {
  const out = new Uint8Array(body.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(body.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * h(k) per Solidity: value types padded to 32 bytes as in memory (numbers and addresses
 * left-padded, signed integers sign-extended, bytesN right-padded); string and bytes unpadded.
 */
export function encodeMappingKey(key: MappingKey, field = 'key'): Uint8Array {
  const type = parseMappingKeyType(key.type, `${field} type`);
  const value = key.value;
  if (type === 'address') {
    const bytes = parseHexInput(value, field, `${field} (address)`);
    if (bytes.length !== 20) throw new SlotInputError(field, `An address is 20 bytes (40 hex digits); ${field} has ${bytes.length}`);
    const out = new Uint8Array(32);
    out.set(bytes, 12);
    return out;
  }
  if (type === 'bool') {
    const text = cleanUserInput(value).toLowerCase();
    if (text !== 'true' && text !== 'false') throw new SlotInputError(field, `A bool key is true or false; got "${cleanUserInput(value)}"`);
    const out = new Uint8Array(32);
    out[31] = text === 'true' ? 1 : 0;
    return out;
  }
  if (type === 'string' || type === 'bytes') {
    const encoding = key.encoding ?? (type === 'string' ? 'utf8' : 'hex');
    return encoding === 'utf8' ? encodeUtf8(value) : parseHexInput(value, field, `${field} (${type} as hex)`);
  }
  if (type.startsWith('bytes')) {
    const size = Number(type.slice(5));
    const bytes = parseHexInput(value, field, `${field} (${type})`);
    if (bytes.length !== size) {
      throw new SlotInputError(field, `A ${type} key is exactly ${size} byte${size === 1 ? '' : 's'} (${size * 2} hex digits); got ${bytes.length}`);
    }
    const out = new Uint8Array(32);
    out.set(bytes, 0);
    return out;
  }
  const signed = type.startsWith('int');
  const bits = BigInt(type.slice(signed ? 3 : 4));
  let n: bigint;
  try {
    n = parseUserInteger(value, { allowNegative: signed });
  } catch (error) {
    if (error instanceof QuantityInputError) {
      const message = error.problem === 'negative' ? `A ${type} key cannot be negative` : error.message;
      throw new SlotInputError(field, message);
    }
    throw error;
  }
  const min = signed ? -(1n << (bits - 1n)) : 0n;
  const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
  if (n < min || n > max) {
    throw new SlotInputError(field, `${n} does not fit ${type}: ${signed ? 'an' : 'a'} ${type} key is between ${min} and ${max}`);
  }
  return bigIntToBytes32(n);
}

// ---------------------------------------------------------------------------------------------
// Derivations

/** A plain variable at declaration slot `p`. */
export function plainSlot(p: SlotInput): SlotDerivation {
  const slot = word(parseSlot(p));
  return { slot, steps: [{ label: `variable at slot ${parseSlot(p)}`, result: slot }] };
}

/** keccak256(h(k) . p) for one key, as a step. */
function mappingStep(base: Hash, key: MappingKey, field: string): SlotStep {
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

const fastBuffer = new Uint8Array(64);

/**
 * keccak256(key . slot) for a key already encoded to 32 bytes — the bulk path (no validation
 * beyond lengths, no steps, one reused 64-byte buffer). Returns a fresh 32-byte hash.
 */
export function mappingSlotFast(keyBytes32: Uint8Array, slotBytes32: Uint8Array): Uint8Array {
  if (keyBytes32.length !== 32 || slotBytes32.length !== 32) {
    throw new SlotInputError('key', 'mappingSlotFast takes a 32-byte key and a 32-byte slot');
  }
  fastBuffer.set(keyBytes32, 0);
  fastBuffer.set(slotBytes32, 32);
  return keccak_256(fastBuffer);
}

/** keccak256(p) as a step: where the data of a dynamic array or long string/bytes begins. */
function dataStartStep(p: bigint, what: string): SlotStep {
  const preimage = bigIntToBytes32(p);
  const hash = bytesToHex(keccak_256(preimage));
  return { label: `keccak256(slot ${p}): first slot of the ${what}`, preimage: bytesToHex(preimage), hash, result: hash };
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
    step = addStep(base, slotIndex, `+ floor(${i} / ${perSlot}) = ${slotIndex}: ${perSlot} elements of ${elementBytes} bytes share a slot; byte offset ${offset}`);
  } else {
    const add = i * BigInt(slotsPerElement);
    step = addStep(base, add, slotsPerElement === 1 ? `+ index ${i}` : `+ ${i} × ${slotsPerElement} slots per element = ${add}`);
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
  return elementAt(start.result, i, elementBytes, [{ label: `array length at slot ${base}`, result: word(base) }, start]);
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

/** How many 32-byte data slots hold a long string/bytes of `length` bytes. */
export function bytesDataSlotCount(length: bigint | number): number {
  const n = BigInt(length);
  if (n < 0n) throw new SlotInputError('length', 'A length cannot be negative');
  return Number((n + 31n) / 32n);
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
  if (namespaceId === '') throw new SlotInputError('namespace', 'Enter a namespace id, e.g. openzeppelin.storage.ERC20');
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

// ---------------------------------------------------------------------------------------------
// Paths: `m[a][b].member[3]` as a list of segments, folded left to right.

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
