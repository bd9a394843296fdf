/**
 * Exact amounts and user-typed numbers. Everything is `bigint`: a float cannot hold a Wei amount
 * (2^53 Wei is less than 0.01 ETH), so no value here ever passes through `Number`.
 */

import { findNonHexDigit } from './hex.ts';
import { MAX_UINT256 } from './uint-limits.ts';
import { parsed, rejected, type ParseResult } from './parse-result.ts';

export type QuantityInputProblem = 'empty' | 'negative' | 'overflow' | 'fraction' | 'separator' | 'invalid';

/** A number the user typed that we cannot use; `message` is written to be shown as-is. */
export class QuantityInputError extends Error {
  override readonly name = 'QuantityInputError';
  constructor(
    readonly input: string,
    readonly problem: QuantityInputProblem,
    message: string,
  ) {
    super(message);
  }
}

// Invisible characters that ride along when a value is copied from a web page or a chat.
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060|\uFEFF/g;

/**
 * Normalises what a person typed: zero-width characters are removed wherever they are (they are
 * invisible, so never meant), whitespace only at the ends (inner spaces are a mistake to report).
 */
export function cleanUserInput(input: string): string {
  return input.replace(ZERO_WIDTH, '').trim();
}

/**
 * Parses a whole number typed as decimal (`123`, leading zeros allowed) or hex (`0x7b`, `0X7B`),
 * optionally negative (`-5`, `-0x5`) when `allowNegative` is set. No upper bound: callers check
 * their own range. Rejected with a specific message: empty, fractions (`1.5`), scientific
 * notation, digit separators (`1,000`, `1_000`, `1 000`), anything else.
 */
export function parseUserInteger(input: string, options: { allowNegative?: boolean } = {}): bigint {
  const text = cleanUserInput(input);
  if (text === '') throw new QuantityInputError(input, 'empty', 'Enter a number (decimal, or hex starting with 0x)');
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1).trimStart() : text;
  if (negative && !options.allowNegative) {
    throw new QuantityInputError(input, 'negative', `Must not be negative: ${text}`);
  }
  let magnitude: bigint;
  if (/^0x/i.test(body)) {
    const digits = body.slice(2);
    if (digits === '') throw new QuantityInputError(input, 'invalid', '"0x" needs hex digits after it');
    if (findNonHexDigit(digits)) {
      throw new QuantityInputError(input, 'invalid', `Not a hex number: ${text} (hex digits are 0-9 and a-f)`);
    }
    magnitude = BigInt(`0x${digits}`);
  } else if (/^[0-9]+$/.test(body)) {
    magnitude = BigInt(body);
  } else if (/^[0-9]*\.[0-9]*$/.test(body) && body !== '.') {
    throw new QuantityInputError(input, 'fraction', `Whole numbers only: ${text} has a fractional part`);
  } else if (/^[0-9.]+e[+-]?[0-9]+$/i.test(body)) {
    throw new QuantityInputError(input, 'invalid', `Scientific notation is not supported: write ${text} out in full`);
  } else if (/^[0-9][0-9,_ ]*[0-9]$/.test(body)) {
    throw new QuantityInputError(input, 'separator', `Remove the digit separators from ${text}`);
  } else {
    throw new QuantityInputError(input, 'invalid', `Not a number: "${text}" (use decimal like 123, or hex like 0x7b)`);
  }
  return negative ? -magnitude : magnitude;
}

/**
 * A non-negative quantity that fits the EVM word (0 … 2^256 − 1), typed as decimal or 0x-hex —
 * the block number, storage position or index box. `parseUserQuantity("123") === 0x7bn`.
 */
export function parseUserQuantity(input: string): bigint {
  const value = parseUserInteger(input);
  if (value > MAX_UINT256) {
    throw new QuantityInputError(input, 'overflow', 'Too large: the maximum is 2^256 − 1 (a 32-byte word)');
  }
  return value;
}

/** parseUserQuantity as a box reads it: the number, or the message to show beside the box. */
export function readUserQuantity(input: string): ParseResult<bigint> {
  try {
    return parsed(parseUserQuantity(input));
  } catch (error) {
    if (error instanceof QuantityInputError) return rejected(error.message);
    throw error;
  }
}

export interface FormatOptions {
  /** Group the integer part in thousands (`1,234,567.5`). Default false. */
  thousands?: boolean;
  /** Separator used when `thousands` is set. Default `,`. */
  separator?: string;
}

/** Groups a string of decimal digits in threes from the right. */
function groupThousands(digits: string, separator: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits.charAt(i);
  }
  return out;
}

/** A whole number in decimal, optionally grouped (`1,234,567`). */
export function formatInteger(value: bigint, options: FormatOptions = {}): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString();
  const body = options.thousands ? groupThousands(digits, options.separator ?? ',') : digits;
  return negative ? `-${body}` : body;
}

/**
 * A count of things (bytes, logs, lines) grouped in thousands, as `toLocaleString('en-US')` writes
 * it (`262,144`). Not that: the first use of Intl in a page loads ICU's number formatting, 15–27 ms
 * of Chromium's main thread, and a transaction page's first render (its input's byte count) is on a
 * cold link's critical path. Not a safe integer (never a count): written as `String` writes it.
 */
export function formatCount(count: number): string {
  return Number.isSafeInteger(count) ? formatInteger(BigInt(count), { thousands: true }) : String(count);
}

/**
 * `value / 10^decimals` written exactly, trailing fractional zeros trimmed
 * (`formatUnits(1500000000000000000n, 18) === "1.5"`, `formatUnits(1n, 18) === "0.000000000000000001"`).
 */
export function formatUnits(value: bigint, decimals: number, options: FormatOptions = {}): string {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`decimals must be a whole number ≥ 0, got ${decimals}`);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = formatInteger(magnitude / base, options);
  // With 0 decimals the remainder is 0, which the trim empties too.
  const fraction = (magnitude % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  const body = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative ? `-${body}` : body;
}

export function formatGwei(wei: bigint, options?: FormatOptions): string {
  return formatUnits(wei, 9, options);
}
