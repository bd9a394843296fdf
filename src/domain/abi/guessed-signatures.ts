/**
 * Signatures a signature database offers for a selector or an event topic: guesses. Anyone can
 * submit a signature, four bytes collide easily, and the answer comes from a service we do not
 * control, so a text is accepted only when it is a canonical signature (`swap(uint256,address)`,
 * no spaces, no parameter names, nothing hidden in the name) that really hashes to what was looked
 * up. A database knows only the canonical text of an event: which parameters are indexed is not in
 * it, so the decoder fits that to the log's topics (decode-log.ts).
 */

import { formatCount } from '../units.ts';
import { AbiSyntaxError, headSize, isDynamicType, type AbiType } from './abi-type.ts';
import {
  parseEventSignature,
  parseFunctionSignature,
  type EventSignature,
  type FunctionSignature,
} from './signature.ts';

/** Longer texts are refused unparsed: the longest signatures in real contracts are a few hundred characters. */
export const MAX_GUESSED_SIGNATURE_CHARS = 1_024;
/** Kept per selector, first given first: a database's answer for a well-known selector can run to dozens. */
export const MAX_GUESSES_PER_SELECTOR = 8;

/** What the page says a guess came from. */
export const GUESS_SOURCE = 'signature database';

export type GuessReading<T> = { ok: true; signature: T } | { ok: false; problem: string };

function refusedText(text: string): string | null {
  if (text.length > MAX_GUESSED_SIGNATURE_CHARS)
    return `a signature of ${formatCount(text.length)} characters (longer than ${formatCount(MAX_GUESSED_SIGNATURE_CHARS)})`;
  // the canonical form has no spaces and only identifier characters, brackets, commas and digits:
  // this also keeps out bidirectional overrides and invisible characters in a name
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*\([A-Za-z0-9_$(),[\]]*\)$/.test(text))
    return `"${text.slice(0, 80)}" is not a canonical signature`;
  return null;
}

function read<T extends FunctionSignature | EventSignature>(
  text: string,
  parse: (text: string) => T,
  hash: (signature: T) => string,
  lookedUp: string,
): GuessReading<T> {
  const refused = refusedText(text);
  if (refused !== null) return { ok: false, problem: refused };
  let signature: T;
  try {
    signature = parse(text);
  } catch (error) {
    if (error instanceof AbiSyntaxError) return { ok: false, problem: `"${text}": ${error.message}` };
    throw error;
  }
  if (signature.signature !== text) return { ok: false, problem: `"${text}" is not in canonical form` };
  if (hash(signature).toLowerCase() !== lookedUp.toLowerCase())
    return { ok: false, problem: `"${text}" does not hash to ${lookedUp}` };
  return { ok: true, signature: { ...signature, source: GUESS_SOURCE, trust: 'guessed' } };
}

/** A function (or custom error: selected the same way) the database names for `selector`. */
export function guessedFunction(text: string, selector: string): GuessReading<FunctionSignature> {
  return read(
    text,
    (t) => parseFunctionSignature(t),
    (s) => s.selector,
    selector,
  );
}

/** An event the database names for `topic0`; which parameters are indexed is fitted to each log. */
export function guessedEvent(text: string, topic0: string): GuessReading<EventSignature> {
  const reading = read(
    text,
    (t) => parseEventSignature(t),
    (s) => s.topic0,
    topic0,
  );
  return reading.ok ? { ok: true, signature: { ...reading.signature, indexedUnknown: true } } : reading;
}

/** Another signature known for the same selector or topic, shown beside a guessed name. */
export interface OtherCandidate<T> {
  signature: T;
  /** it decodes the data too: the name shown is one guess among several that fit */
  fits: boolean;
}

/**
 * A guess must account for every byte when all its parameters are static: the strict decoder alone
 * accepts trailing bytes, as Solidity does, and a colliding selector with fewer parameters would
 * then "fit" calldata meant for another function. Null when the length fits (or cannot be known
 * without decoding, for dynamic parameters).
 */
export function staticLengthMismatch(types: readonly AbiType[], byteLength: number): string | null {
  if (types.some(isDynamicType)) return null;
  const size = types.reduce((sum, type) => sum + headSize(type), 0);
  return size === byteLength
    ? null
    : `its parameters take ${formatCount(size)} bytes, the data holds ${formatCount(byteLength)}`;
}
