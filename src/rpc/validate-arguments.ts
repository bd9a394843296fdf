/**
 * Arguments checked before anything is sent, with a message naming the argument and what is
 * wrong. The wire takes hex (and bigint for numbers); decimal input is the UI's business.
 */
import {
  bigIntToQuantity,
  findNonHexDigit,
  isHash,
  isHex,
  isHexOfBytes,
  isQuantity,
  type Address,
  type Hash,
  type Hex,
} from '../domain/hex.ts';
import { BLOCK_TAGS, type BlockTag } from '../domain/block-tag.ts';
import { MAX_UINT256, MAX_UINT64 } from '../domain/uint-limits.ts';
import { RpcArgumentError } from './errors.ts';

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/** Checks `0x` + hex digits of an exact byte length, explaining the first thing wrong. */
function fixedHex(argument: string, value: unknown, bytes: number): Hex {
  // Well formed, as nearly every argument is: one test, no search for the first bad digit.
  // Stryker disable next-line ConditionalExpression: equivalent — the checks below pass the same value through
  if (isHexOfBytes(value, bytes)) return value;
  if (typeof value !== 'string') throw new RpcArgumentError(argument, `must be a hex string; got ${typeName(value)}`);
  if (!value.startsWith('0x')) throw new RpcArgumentError(argument, 'must start with 0x');
  const bad = findNonHexDigit(value.slice(2));
  if (bad)
    throw new RpcArgumentError(argument, `must be hex; found ${JSON.stringify(bad.char)} at position ${bad.index + 2}`);
  const digits = value.length - 2;
  if (digits !== bytes * 2) {
    throw new RpcArgumentError(argument, `must be ${bytes} bytes (${bytes * 2} hex digits after 0x); got ${digits}`);
  }
  return value as Hex;
}

export function validateHash(argument: string, value: unknown): Hash {
  return fixedHex(argument, value, 32);
}

export function validateAddress(argument: string, value: unknown): Address {
  return fixedHex(argument, value, 20);
}

/** A hex quantity as the spec encodes it (`0x0`, `0x1a`; no leading zeros), or a bigint. */
export function validateQuantity(argument: string, value: unknown, max: bigint = MAX_UINT256): Hex {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new RpcArgumentError(argument, `must not be negative; got ${value}`);
    if (value > max) throw new RpcArgumentError(argument, `is too large; got ${value}`);
    return bigIntToQuantity(value);
  }
  if (typeof value !== 'string') {
    throw new RpcArgumentError(
      argument,
      `must be a hex quantity string (e.g. 0x1a) or a bigint; got ${typeName(value)}`,
    );
  }
  if (!isQuantity(value)) {
    if (!value.startsWith('0x')) {
      throw new RpcArgumentError(
        argument,
        `must be a hex quantity starting with 0x (e.g. 0x1a); got ${JSON.stringify(preview(value))}`,
      );
    }
    if (value === '0x') throw new RpcArgumentError(argument, 'must have at least one hex digit after 0x (zero is 0x0)');
    if (!isHex(value)) throw new RpcArgumentError(argument, `must be hex; got ${JSON.stringify(preview(value))}`);
    throw new RpcArgumentError(
      argument,
      `must be a hex quantity without leading zeros (e.g. 0x1a, 0x0); got ${preview(value)}`,
    );
  }
  if (BigInt(value) > max) throw new RpcArgumentError(argument, `is too large; got ${preview(value)}`);
  return value;
}

/**
 * A storage position: a quantity for plain variables (`0x0`), or a full 32-byte word as the spec
 * gives mapping slots (keccak output keeps its leading zeros).
 */
export function validateStoragePosition(argument: string, value: unknown): Hex {
  if (isHash(value)) return value;
  if (typeof value === 'string' && value.startsWith('0x') && value.length > 66) {
    throw new RpcArgumentError(argument, `must be at most 32 bytes (64 hex digits after 0x); got ${value.length - 2}`);
  }
  return validateQuantity(argument, value, MAX_UINT256);
}

export function validateIndex(argument: string, value: unknown): Hex {
  return validateQuantity(argument, value, MAX_UINT64);
}

/** A block number (hex quantity or bigint) or one of the spec's tags. */
export function validateBlock(argument: string, value: unknown): Hex | BlockTag {
  if (typeof value === 'string' && (BLOCK_TAGS as readonly string[]).includes(value)) return value as BlockTag;
  if (typeof value === 'string' && !value.startsWith('0x')) {
    throw new RpcArgumentError(
      argument,
      `must be a hex block number (e.g. 0x1b4) or one of ${BLOCK_TAGS.join(', ')}; got ${JSON.stringify(preview(value))}`,
    );
  }
  return validateQuantity(argument, value, MAX_UINT64);
}

/** Call data: `0x` and an even number of hex digits (`0x` alone is empty data). */
export function validateData(argument: string, value: unknown): Hex {
  if (typeof value !== 'string') throw new RpcArgumentError(argument, `must be a hex string; got ${typeName(value)}`);
  if (!value.startsWith('0x')) throw new RpcArgumentError(argument, 'must start with 0x');
  const bad = findNonHexDigit(value.slice(2));
  if (bad)
    throw new RpcArgumentError(argument, `must be hex; found ${JSON.stringify(bad.char)} at position ${bad.index + 2}`);
  if (value.length % 2 !== 0)
    throw new RpcArgumentError(argument, 'must have an even number of hex digits (whole bytes)');
  return value.toLowerCase() as Hex;
}

function preview(value: string): string {
  return value.length > 24 ? `${value.slice(0, 24)}…` : value;
}
