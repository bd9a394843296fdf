/**
 * Reading a 32-byte storage word the ways Solidity may have written it (each value type as
 * word-readings.ts reads any word; strings and packed fields as storage holds them). Value types are stored
 * lower-order aligned: a field at byte `offset` of size `size` occupies bytes
 * [32 − offset − size, 32 − offset) counting from the left of the big-endian word.
 */

import { bytesToBigInt, bytesToSignedBigInt } from '../bytes32.ts';
import { bytesToHex, hexToBytes, padHexLeft, type Address, type Hash, type Hex } from '../hex.ts';
import { SlotInputError } from './slot-input.ts';
import { withoutFormatCharacters } from '../untrusted-text.ts';
import { decodeUtf8, looksLikeText } from '../utf8.ts';
import { wordAsAddress, wordAsBool, wordAsBytes32, wordAsInt256, wordAsUint256 } from '../word-readings.ts';

/** Accepts a storage value as returned by eth_getStorageAt: 0x-hex of up to 32 bytes (left-padded if shorter). */
export function storageWordBytes(value: Hex | Uint8Array): Uint8Array {
  if (value instanceof Uint8Array) {
    if (value.length !== 32) throw new SlotInputError('word', `A storage word is 32 bytes, got ${value.length}`);
    return value;
  }
  const body = value.slice(2);
  if (!/^0x[0-9a-fA-F]*$/.test(value) || body.length > 64) {
    throw new SlotInputError('word', 'A storage word is 0x followed by up to 64 hex digits');
  }
  return hexToBytes(padHexLeft(value, 32));
}

export type BytesSlot =
  /** ≤ 31 bytes stored in the slot itself, left-aligned; `text` is null when not valid UTF-8. */
  | { kind: 'short'; length: number; bytes: Uint8Array; text: string | null }
  /** The slot holds length × 2 + 1; the data lives at keccak256(p) onwards in `dataSlots` words. */
  | { kind: 'long'; length: bigint; dataSlots: bigint }
  /** Cannot be a string/bytes slot Solidity wrote; `reason` says why. */
  | { kind: 'invalid'; reason: string };

/** Decodes a `string`/`bytes` slot per Solidity's in-slot encoding (lowest bit 0: short, 1: long). */
export function decodeBytesSlot(word: Uint8Array): BytesSlot {
  const last = word[31]!;
  if ((last & 1) === 0) {
    const length = last >> 1;
    if (length > 31)
      return { kind: 'invalid', reason: `Short form claims ${length} bytes; at most 31 fit in the slot` };
    if (word.subarray(length, 31).some((b) => b !== 0)) {
      return { kind: 'invalid', reason: `Bytes after the ${length}-byte short value are not zero` };
    }
    const bytes = word.slice(0, length);
    return { kind: 'short', length, bytes, text: decodeUtf8(bytes) };
  }
  const length = (bytesToBigInt(word) - 1n) / 2n;
  if (length < 32n)
    return {
      kind: 'invalid',
      reason: `Long form claims ${length} bytes; Solidity stores fewer than 32 bytes in place`,
    };
  return { kind: 'long', length, dataSlots: bytesDataSlotCount(length) };
}

/**
 * The text a word holds if it is a Solidity short string (≤ 31 bytes in the slot, length × 2 in
 * its last byte) that reads as text a person wrote; null otherwise. A word says nothing of its
 * type: this is a guess, strict enough that a number, an address or packed fields do not pass
 * (their zero bytes are NULs, their lengths do not agree), for a view that does not know the layout.
 * Short: 31 bytes at most, so no cut is needed.
 */
export function shortTextOf(value: Hex): string | null {
  const slot = decodeBytesSlot(storageWordBytes(value));
  if (slot.kind !== 'short' || slot.text === null) return null;
  // a contract's own text: without the invisible characters that would make it read as another
  const text = withoutFormatCharacters(slot.text);
  return looksLikeText(text) ? text : null;
}

/** How many 32-byte data slots hold a long string/bytes of `length` bytes (exact for any length). */
export function bytesDataSlotCount(length: bigint | number): bigint {
  const n = BigInt(length);
  if (n < 0n) throw new SlotInputError('length', 'A length cannot be negative');
  return (n + 31n) / 32n;
}

/**
 * A long string/bytes from its data words (keccak256(p), keccak256(p) + 1, …), cut to `length`
 * bytes. `text` is the strict UTF-8 reading, or null.
 */
export function decodeLongBytes(
  dataWords: ReadonlyArray<Hex | Uint8Array>,
  length: bigint | number,
): { bytes: Uint8Array; hex: Hex; text: string | null } {
  const n = Number(length);
  if (!Number.isSafeInteger(n) || n < 0) throw new SlotInputError('length', `Cannot read ${length} bytes`);
  if (dataWords.length * 32 < n) {
    throw new SlotInputError(
      'length',
      `${n} bytes need ${bytesDataSlotCount(n)} data slots, only ${dataWords.length} given`,
    );
  }
  const all = new Uint8Array(dataWords.length * 32);
  dataWords.forEach((w, i) => all.set(storageWordBytes(w), i * 32));
  const bytes = all.slice(0, n);
  return { bytes, hex: bytesToHex(bytes), text: decodeUtf8(bytes) };
}

/** The `size` bytes at byte `offset` (from the right) of a word: how solc packs value types. */
export function packedField(word: Uint8Array, offset: number, size: number): Uint8Array {
  if (!Number.isInteger(offset) || offset < 0 || offset > 31)
    throw new SlotInputError('offset', `Offset is a byte position 0 … 31, got ${offset}`);
  if (!Number.isInteger(size) || size < 1 || size > 32)
    throw new SlotInputError('size', `Size is 1 … 32 bytes, got ${size}`);
  if (offset + size > 32)
    throw new SlotInputError('size', `Offset ${offset} + size ${size} runs past the 32-byte word`);
  return word.slice(32 - offset - size, 32 - offset);
}

export type ValueKind = 'uint' | 'int' | 'address' | 'bool' | 'fixedBytes';

export type DecodedValue =
  | { kind: 'uint' | 'int'; value: bigint }
  | { kind: 'address'; value: Address }
  | { kind: 'bool'; value: boolean | null }
  | { kind: 'fixedBytes'; value: Hex };

/** A packed field read as a value type of its own size (uint40, int16, address, bool, bytes4, …). */
export function decodePackedValue(word: Uint8Array, offset: number, size: number, kind: ValueKind): DecodedValue {
  const field = packedField(word, offset, size);
  switch (kind) {
    case 'uint':
      return { kind, value: bytesToBigInt(field) };
    case 'int':
      return { kind, value: bytesToSignedBigInt(field) };
    case 'address':
      if (size !== 20) throw new SlotInputError('size', `An address is 20 bytes, not ${size}`);
      return { kind, value: bytesToHex(field) };
    case 'bool':
      return {
        kind,
        value: field.every((b, i) => b === 0 || (i === size - 1 && b === 1)) ? field[size - 1] === 1 : null,
      };
    case 'fixedBytes':
      return { kind, value: bytesToHex(field) };
  }
}

export interface StorageWordViews {
  hex: Hash;
  uint256: bigint;
  int256: bigint;
  address: { address: Address; clean: boolean };
  bool: boolean | null;
  bytes32: Hash;
  bytes: BytesSlot;
}

/** Every reading of a word side by side, for the storage page. */
export function storageWordViews(value: Hex | Uint8Array): StorageWordViews {
  const word = storageWordBytes(value);
  const hex = wordAsBytes32(word);
  return {
    hex,
    uint256: wordAsUint256(word),
    int256: wordAsInt256(word),
    address: wordAsAddress(word),
    bool: wordAsBool(word),
    bytes32: hex,
    bytes: decodeBytesSlot(word),
  };
}
