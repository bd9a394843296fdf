/**
 * Why a call reverted, from the data it reverted with — for a failed transaction replayed with
 * `eth_call`, or revert data a person pastes.
 *
 * Use from a page:
 *
 *   // the replay's eth_call failed: the wire's RpcResponseError carries the node's error object
 *   const reason = revertReasonFromRpcError({ code: e.code, message: e.providerMessage, data: e.data }, errors);
 *   // null: not a revert (out of gas, block not served, …): say what the wire error says instead
 *
 *   // pasted data: readRevertDataInput(text) checks the box, then decodeRevertData(value, errors)
 *
 * `errors` is an ErrorTable: `functionTable(pasted.errors, [...COMMON_ERRORS.values()].flat())`
 * (the pasted ABI first, so it wins). A RevertReason says one of:
 * - `none`: reverted without a reason (no data: `revert()`, `require(x)` without a message);
 * - `message`: `Error(string)`'s text (from `require(x, "…")`/`revert("…")`), or only the node's
 *   words when it sent no data (`from` says which); format characters removed and control
 *   characters made visible, cut after MAX_REASON_BYTES bytes (code points, for the node's words;
 *   `cut` says so, `byteLength` says how long it was);
 * - `panic`: `Panic(uint256)`, a check the compiler inserted, with the code's meaning from the
 *   Solidity documentation ("Panic via assert and Error via require"), null for a code it does not list;
 * - `custom`: a custom error a known ABI declares, with its decoded arguments;
 * - `malformed`: data that starts with Error(string)'s or Panic's selector but does not fit it;
 * - `unknown`: anything else — its selector (null when shorter than 4 bytes) and the raw data.
 *
 * Hostile data costs one scan that it is hex, then what is shown: a 5 MB reason is read as its
 * first MAX_REASON_BYTES, and a custom error's data is decoded only up to MAX_CUSTOM_ERROR_BYTES,
 * under the ABI decoder's budget.
 */

import { findNonHexDigit, hexToBytes, isHash, isHexData, type Hex } from './hex.ts';
import { parsed, rejected, type ParseResult } from './parse-result.ts';
import { cleanUserInput, formatCount } from './units.ts';
import { cutToCodePoints, withoutFormatCharacters } from './untrusted-text.ts';
import { encodeUtf8 } from './utf8.ts';
import { visibleControlCharacters } from './visible-control-characters.ts';
import { decodeBoundedAbiString } from './abi/bounded-abi-string.ts';
import { AbiDecodeError, decodeAbiParameters } from './abi/decode-abi-parameters.ts';
import { decodedParam, type DecodedParam } from './abi/decoded-param.ts';
import { staticLengthMismatch } from './abi/guessed-signatures.ts';
import type { ErrorSignature, ErrorTable } from './abi/signature.ts';

/** `Error(string)`: what `require(condition, "reason")` and `revert("reason")` revert with. */
export const ERROR_STRING_SELECTOR = '0x08c379a0';
/** `Panic(uint256)`: what a failed compiler-inserted check reverts with (Solidity ≥ 0.8). */
export const PANIC_SELECTOR = '0x4e487b71';

/** Bytes of an Error(string) reason shown; real reasons are a line, a hostile one can be megabytes. */
export const MAX_REASON_BYTES = 1024;
/** Revert data beyond this is not decoded as a custom error (its arguments would be shown whole). */
export const MAX_CUSTOM_ERROR_BYTES = 64 * 1024;

export type RevertReason =
  | { kind: 'none' }
  | {
      kind: 'message';
      text: string;
      cut: boolean;
      /** UTF-8 bytes of the whole reason. */
      byteLength: number;
      /** Decoded from the data, or only the node's words ("execution reverted: …") without data. */
      from: 'Error(string)' | 'node message';
    }
  | { kind: 'panic'; code: bigint; meaning: string | null }
  | { kind: 'custom'; selector: Hex; error: ErrorSignature; args: DecodedParam[] }
  | {
      kind: 'malformed';
      selector: Hex;
      expected: 'Error(string)' | 'Panic(uint256)';
      problem: string;
      data: Hex;
      byteLength: number;
    }
  | {
      kind: 'unknown';
      /** null when the data is shorter than a selector. */
      selector: Hex | null;
      data: Hex;
      byteLength: number;
      /** Why it was not named: unknown selector, arguments that do not fit, too large, not hex. */
      problem: string;
      /** Known errors with this selector that did not fit the data. */
      candidates: readonly ErrorSignature[];
    };

/** What a Panic code means, after the Solidity documentation; null for a code it does not list. */
export function panicMeaning(code: bigint): string | null {
  switch (code) {
    case 0x00n:
      return 'generic compiler-inserted panic';
    case 0x01n:
      return 'assertion failed (assert with a false condition)';
    case 0x11n:
      return 'arithmetic overflow or underflow outside an unchecked block';
    case 0x12n:
      return 'division or modulo by zero';
    case 0x21n:
      return 'conversion of a value out of range into an enum';
    case 0x22n:
      return 'access to an incorrectly encoded storage byte array';
    case 0x31n:
      return '.pop() on an empty array';
    case 0x32n:
      return 'array, bytesN or slice index out of bounds';
    case 0x41n:
      return 'too much memory allocated, or an array too large';
    case 0x51n:
      return 'call to a zero-initialised variable of internal function type';
    default:
      return null;
  }
}

/** A reason as it can be shown: no invisible reordering, control characters as their pictures. */
function messageReason(
  text: string,
  cut: boolean,
  byteLength: number,
  from: 'Error(string)' | 'node message',
): RevertReason {
  return { kind: 'message', text: visibleControlCharacters(withoutFormatCharacters(text)), cut, byteLength, from };
}

/**
 * Names the data a call reverted with; never throws. `errors`: custom errors known by selector.
 * Cost: one scan that the data is hex (the JSON parse of the answer that brought it cost more),
 * then only the slices shown.
 */
export function decodeRevertData(data: Hex, errors?: ErrorTable): RevertReason {
  const text: string = data;
  if (isHexData(text)) return decodeHexData(text, errors);
  return {
    kind: 'unknown',
    selector: null,
    data,
    byteLength: (text.length - 2) >> 1,
    problem: 'Not even-length 0x-hex data',
    candidates: [],
  };
}

/** decodeRevertData for data already known to be even-length hex. */
function decodeHexData(data: Hex, errors?: ErrorTable): RevertReason {
  const byteLength = (data.length - 2) / 2;
  const unknown = (
    selector: Hex | null,
    problem: string,
    candidates: readonly ErrorSignature[] = [],
  ): RevertReason => ({
    kind: 'unknown',
    selector,
    data,
    byteLength,
    problem,
    candidates,
  });
  if (byteLength === 0) return { kind: 'none' };
  if (byteLength < 4) return unknown(null, `${byteLength} bytes, shorter than a 4-byte selector`);
  const selector = data.slice(0, 10).toLowerCase() as Hex;
  const malformed = (expected: 'Error(string)' | 'Panic(uint256)', problem: string): RevertReason => ({
    kind: 'malformed',
    selector,
    expected,
    problem,
    data,
    byteLength,
  });

  if (selector === ERROR_STRING_SELECTOR) {
    const reason = decodeBoundedAbiString(data, 4, MAX_REASON_BYTES);
    return reason.ok
      ? messageReason(reason.text, reason.cut, reason.byteLength, 'Error(string)')
      : malformed('Error(string)', reason.problem);
  }
  if (selector === PANIC_SELECTOR) {
    // Anything after the code word is ignored, as Solidity's decoder ignores it.
    if (byteLength < 36)
      return malformed(
        'Panic(uint256)',
        `A panic code needs 32 bytes; the data holds ${byteLength - 4} after its selector`,
      );
    const code = BigInt(`0x${data.slice(10, 74)}`);
    return { kind: 'panic', code, meaning: panicMeaning(code) };
  }

  const candidates = errors?.get(selector) ?? [];
  if (candidates.length === 0) return unknown(selector, `Unknown selector ${selector}`);
  if (byteLength > MAX_CUSTOM_ERROR_BYTES)
    return unknown(
      selector,
      `${formatCount(byteLength)} bytes of data: too large to decode as ${candidates[0]!.signature}`,
      candidates,
    );
  const body = hexToBytes(`0x${data.slice(10)}`);
  const failures: string[] = [];
  for (const error of candidates) {
    // a guessed error must use every byte of static arguments, as a guessed function must
    const mismatch =
      error.trust === 'guessed'
        ? staticLengthMismatch(
            error.inputs.map((p) => p.type),
            body.length,
          )
        : null;
    if (mismatch !== null) {
      failures.push(`${error.signature}: ${mismatch}`);
      continue;
    }
    try {
      const values = decodeAbiParameters(
        error.inputs.map((p) => p.type),
        body,
      );
      return { kind: 'custom', selector, error, args: error.inputs.map((p, i) => decodedParam(p, values[i]!)) };
    } catch (problem) {
      if (!(problem instanceof AbiDecodeError)) throw problem;
      failures.push(`${error.signature}: ${problem.message}`);
    }
  }
  return unknown(selector, `The data does not fit ${failures.join('; ')}`, candidates);
}

/** The error object of a JSON-RPC answer, as the node sent it (or the wire's RpcResponseError's fields). */
export interface RpcErrorObject {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Nethermind before 1.19 and OpenEthereum put the data in text: `"data": "Reverted 0x7a933234"`. */
const REVERTED_PREFIX = /^Reverted (0x[0-9a-fA-F]*)$/;

/** Keys under which clients nest the data (Hardhat `data.data`, Ganache 7 `data.result`, …), in order. */
const NESTING_KEYS = ['data', 'result', 'return', 'originalError', 'error'] as const;

/** Keys of one level looked at for Ganache 6's `{ "<transaction hash>": { return } }`. */
const MAX_KEYS_SCANNED = 8;

function findRevertData(value: unknown, depth: number): Hex | null {
  if (typeof value === 'string') {
    if (isHexData(value)) return value;
    const reverted = REVERTED_PREFIX.exec(value)?.[1];
    return reverted !== undefined && isHexData(reverted) ? reverted : null;
  }
  if (depth === 0 || !isRecord(value)) return null;
  for (const key of NESTING_KEYS) {
    const found = findRevertData(value[key], depth - 1);
    if (found !== null) return found;
  }
  let scanned = 0;
  for (const key in value) {
    if (++scanned > MAX_KEYS_SCANNED) break;
    if (isHash(key)) {
      const found = findRevertData(value[key], depth - 1);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The node said the call reverted: EIP-1474's code 3, or "revert" in its words or its data text. */
function saysReverted(error: RpcErrorObject): boolean {
  return (
    error.code === 3 ||
    (typeof error.message === 'string' && /revert/i.test(error.message)) ||
    (typeof error.data === 'string' && /^revert/i.test(error.data))
  );
}

/**
 * The data a failing `eth_call` reverted with, from the node's error object; `0x` when it reverted
 * without data; null when the error is not a revert (out of gas, a block not served, a bad
 * argument…). Where clients put it: geth, Erigon, Besu, Reth, anvil: `data: "0x…"` (code 3 or
 * -32000); Hardhat: `data: { message, data: "0x…" }`; Ganache 7: `data: { result: "0x…" }`;
 * Ganache 6: `data: { "<tx hash>": { return: "0x…" } }`; Nethermind before 1.19 and OpenEthereum:
 * `data: "Reverted 0x…"`; proxies that wrap the node's error: `data: { originalError: { data } }`.
 */
export function revertDataFromRpcError(error: RpcErrorObject): Hex | null {
  if (!saysReverted(error)) return null;
  return findRevertData(error.data, 3) ?? '0x';
}

/** A reason the node gave only in words: `execution reverted: reason`, Nethermind's `revert: reason`. */
function reasonInWords(error: RpcErrorObject): string | null {
  const said =
    (typeof error.message === 'string' ? /^execution reverted: ([^]+)$/i.exec(error.message)?.[1] : undefined) ??
    (typeof error.data === 'string' ? /^revert: ([^]+)$/i.exec(error.data)?.[1] : undefined);
  // Nethermind says "execution reverted: revert" for a revert without a reason.
  return said === undefined || /^revert$/i.test(said.trim()) ? null : said;
}

/**
 * Why a failing `eth_call` reverted, or null when its error is not a revert. The data wins over
 * the node's words (geth writes the reason into both; for a custom error its words are hex).
 */
export function revertReasonFromRpcError(error: RpcErrorObject, errors?: ErrorTable): RevertReason | null {
  const data = revertDataFromRpcError(error);
  if (data === null) return null;
  if (data !== '0x') return decodeHexData(data, errors);
  const words = reasonInWords(error);
  if (words === null) return { kind: 'none' };
  const shown = cutToCodePoints(words, MAX_REASON_BYTES);
  return messageReason(shown.text, shown.cut, encodeUtf8(words).length, 'node message');
}

/** The revert-data box: `0x` and an even number of hex digits, spaces and invisible characters at the ends forgiven. */
export function readRevertDataInput(text: string): ParseResult<Hex> {
  const value = cleanUserInput(text);
  if (value === '') return rejected('Paste the revert data: 0x followed by hex digits');
  if (!/^0x/i.test(value)) return rejected('Revert data starts with 0x');
  const bad = findNonHexDigit(value.slice(2));
  if (bad) return rejected(`"${bad.char}" at position ${bad.index + 3} is not a hex digit`);
  if (value.length % 2 !== 0)
    return rejected(`An odd number of hex digits (${value.length - 2}): whole bytes take two each`);
  return parsed<Hex>(`0x${value.slice(2)}`);
}
