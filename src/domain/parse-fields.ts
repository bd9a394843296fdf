/**
 * Reading the fields of a raw JSON-RPC object into typed values, once, at the edge. Every failure
 * names the field (`receipt.logs[2].topics[0]`) and what was wrong. Hex strings come out
 * lowercase, so equality between addresses and hashes is plain `===`.
 *
 * Conventions: `required` fields must be present and non-null; `nullable` fields may be null
 * (absent reads as null: the spec writes absent values as null); `optional` fields may be
 * absent (→ undefined). Fields no reader asked for are collected by `extra()`, verbatim.
 */
import {
  hexNumberValue,
  isAddress,
  isHash,
  isHexData,
  isHexNumber,
  padHexLeft,
  type Address,
  type Hash,
  type Hex,
} from './hex.ts';

export class MalformedFieldError extends Error {
  /** dotted path of the offending field, e.g. `transaction.accessList[0].address` */
  readonly field: string;
  /** what is wrong with it, e.g. `is missing` */
  readonly problem: string;
  constructor(field: string, problem: string) {
    super(`${field} ${problem}`);
    this.name = 'MalformedFieldError';
    this.field = field;
    this.problem = problem;
  }
}

/**
 * The path a FieldReader hands a check while it runs. A check builds the paths of what it nests
 * on this stand-in; when it fails, the reader puts the field's real path in its place (see
 * `FieldReader.check`). Spelling out `transaction.blockHash` for every field read was ~15% of
 * parsing a transaction, for a string only a failure ever shows.
 */
const HERE = '\u0000';

function preview(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 72 ? `${json.slice(0, 72)}…` : json;
}

type Check<T> = (value: unknown, path: string) => T;

export const asQuantity: Check<bigint> = (value, path) => {
  const quantity = hexNumberValue(value);
  if (quantity === undefined) throw new MalformedFieldError(path, `must be a hex quantity; got ${preview(value)}`);
  return quantity;
};

export const asHash: Check<Hash> = (value, path) => {
  if (!isHash(value)) throw new MalformedFieldError(path, `must be a 32-byte hash; got ${preview(value)}`);
  return value.toLowerCase() as Hash;
};

export const asAddress: Check<Address> = (value, path) => {
  if (!isAddress(value)) throw new MalformedFieldError(path, `must be a 20-byte address; got ${preview(value)}`);
  return value.toLowerCase() as Address;
};

export const asHexData: Check<Hex> = (value, path) => {
  if (!isHexData(value)) throw new MalformedFieldError(path, `must be even-length hex data; got ${preview(value)}`);
  return value.toLowerCase() as Hex;
};

/**
 * A 32-byte value that nodes may send unpadded (geth encodes r and s as quantities):
 * normalized to exactly 32 bytes.
 */
export const asWord: Check<Hex> = (value, path) => {
  if (isHexNumber(value)) {
    // Already 32 bytes (the usual r and s): stripping its leading zeros and padding it back would give it again.
    // Stryker disable next-line ConditionalExpression: equivalent — the long way gives the same word
    if (value.length === 66) return value.toLowerCase() as Hex;
    const digits = value.slice(2).replace(/^0+(?=.)/, '');
    if (digits.length <= 64) return padHexLeft(`0x${digits.toLowerCase()}`, 32);
  }
  throw new MalformedFieldError(path, `must be a hex value of at most 32 bytes; got ${preview(value)}`);
};

export const asBoolean: Check<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new MalformedFieldError(path, `must be true or false; got ${preview(value)}`);
  return value;
};

export function asRecord(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedFieldError(path, `must be an object; got ${Array.isArray(value) ? 'an array' : preview(value)}`);
  }
  return value as Record<string, unknown>;
}

export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new MalformedFieldError(path, `must be an array; got ${preview(value)}`);
    return value.map((item, i) => check(item, `${path}[${i}]`));
  };
}

/** Reads the fields of one object and remembers which ones it read. */
export class FieldReader {
  readonly raw: Record<string, unknown>;
  readonly path: string;
  /** an array, not a Set: a parser reads a few dozen keys at most, and scanning them beats hashing each twice */
  private readonly read: string[] = [];

  constructor(value: unknown, path: string) {
    this.raw = asRecord(value, path);
    this.path = path;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined && this.raw[key] !== null;
  }

  at(key: string): string {
    return `${this.path}.${key}`;
  }

  /** Runs `check` on the value at `key`; its failure names the field by its whole path. */
  private check<T>(key: string, value: unknown, check: Check<T>): T {
    try {
      return check(value, HERE);
    } catch (error) {
      if (!(error instanceof MalformedFieldError) || !error.field.startsWith(HERE)) throw error;
      throw new MalformedFieldError(`${this.at(key)}${error.field.slice(HERE.length)}`, error.problem);
    }
  }

  /** Present and non-null. */
  required<T>(key: string, check: Check<T>): T {
    this.read.push(key);
    const value = this.raw[key];
    if (value === undefined) throw new MalformedFieldError(this.at(key), 'is missing');
    if (value === null) throw new MalformedFieldError(this.at(key), 'must not be null');
    return this.check(key, value, check);
  }

  /** May be null; absent reads as null. */
  nullable<T>(key: string, check: Check<T>): T | null {
    this.read.push(key);
    const value = this.raw[key];
    return value === undefined || value === null ? null : this.check(key, value, check);
  }

  /** May be absent (or null) → undefined. */
  optional<T>(key: string, check: Check<T>): T | undefined {
    this.read.push(key);
    const value = this.raw[key];
    return value === undefined || value === null ? undefined : this.check(key, value, check);
  }

  /** Marks a key as understood without reading it through a check. */
  claim(key: string): void {
    this.read.push(key);
  }

  /** Every field nobody read, verbatim. */
  extra(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    // keys, not entries: no [key, value] pair made for each of the ~20 fields of every object
    for (const key of Object.keys(this.raw)) if (!this.read.includes(key)) out[key] = this.raw[key];
    return out;
  }
}
