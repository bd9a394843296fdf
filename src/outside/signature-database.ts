/**
 * The signature database's client: `GET {url}/signature-database/v1/lookup?function=0x…,0x…&event=0x…&filter=true`,
 * the API of Sourcify's signature database (api.4byte.sourcify.dev), the same as openchain's:
 *
 *     {"ok": true, "result": {"function": {"0xa9059cbb": [{"name": "transfer(address,uint256)", "filtered": false}]},
 *                             "event": {"0xddf2…": [{"name": "Transfer(address,address,uint256)", "filtered": false}]}}}
 *
 * A selector nobody submitted comes back `null` (functions) or `[]` (events). Custom errors are
 * selected like functions: the public service answers them under `function`, while other builds
 * of its API keep an `error` kind apart (the devnet's stand-in follows one); an error selector is
 * asked as both, which reveals nothing more, and the two lists are merged.
 *
 * The answer is hostile input: the request carries nothing but the selectors (no cookies, no
 * referrer, nothing of the connection), the body is read to a byte budget and the whole lookup to a
 * time budget, and each name is accepted only as a canonical signature that hashes to what was
 * asked (guessed-signatures.ts). Loaded on demand: never part of the first page.
 */
import {
  guessedEvent,
  guessedFunction,
  MAX_GUESSES_PER_SELECTOR,
  type GuessReading,
} from '../domain/abi/guessed-signatures.ts';
import type { EventSignature, FunctionSignature } from '../domain/abi/signature.ts';
import type { Hash, Hex } from '../domain/hex.ts';
import { fetchJsonWithBudget, OutsideFetchError, type OutsideAnswer } from './budgeted-fetch.ts';
import { formatCount } from '../domain/units.ts';
import { cutToCodePoints, withoutFormatCharacters } from '../domain/untrusted-text.ts';

/** Selectors asked in one request: keeps the URL well under the 8 KB many servers refuse (an event topic is 66 characters). */
export const MAX_SELECTORS_PER_REQUEST = 80;
/** An honest answer for 80 selectors is tens of kilobytes. */
export const MAX_ANSWER_BYTES = 512 * 1024;
/** A source slower than this is given up for this page: names are a nicety, never worth a hung request. */
export const LOOKUP_TIMEOUT_MS = 8_000;
/** Entries of one selector's list looked at: each one accepted costs a keccak. */
const MAX_ENTRIES_READ = 32;

export interface SignatureQuery {
  /** 4-byte function selectors, lowercase */
  functions: readonly Hex[];
  /** 4-byte custom-error selectors, lowercase */
  errors: readonly Hex[];
  /** 32-byte event topics, lowercase */
  events: readonly Hash[];
}

export interface SignatureAnswer {
  /** every selector asked: its guesses, or an empty list when the database knows none */
  functions: Map<Hex, FunctionSignature[]>;
  errors: Map<Hex, FunctionSignature[]>;
  events: Map<Hash, EventSignature[]>;
  /** entries left out (too long, not canonical, hashing to something else), in words */
  refused: string[];
}

export type SignatureLookupProblem = 'timeout' | 'network' | 'status' | 'too-large' | 'malformed' | 'refused';

export class SignatureLookupError extends Error {
  override readonly name = 'SignatureLookupError';
  constructor(
    readonly problem: SignatureLookupProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface LookupOptions {
  timeoutMs?: number;
  maxBytes?: number;
  signal?: AbortSignal;
}

/** The request's URL: the base from the setting (http(s), no query, no trailing slash), then the selectors. */
export function lookupUrl(baseUrl: string, query: SignatureQuery): string {
  const parts: string[] = [];
  const functionLike = [...new Set([...query.functions, ...query.errors])];
  if (functionLike.length > 0) parts.push(`function=${functionLike.join(',')}`);
  if (query.events.length > 0) parts.push(`event=${query.events.join(',')}`);
  if (query.errors.length > 0) parts.push(`error=${query.errors.join(',')}`);
  parts.push('filter=true');
  return `${baseUrl}/signature-database/v1/lookup?${parts.join('&')}`;
}

/** Text the service wrote, made safe to show: no invisible characters, a sentence long at most. */
function serviceText(text: string): string {
  const cut = cutToCodePoints(withoutFormatCharacters(text), 160);
  return cut.cut ? `${cut.text}…` : cut.text;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function malformed(why: string): SignatureLookupError {
  return new SignatureLookupError('malformed', `The answer is not a signature lookup: ${why}`);
}

/** One kind's lists, for the selectors asked only; names read with `read` and refused ones said in `refused`. */
function readLists<K extends string, T>(
  section: unknown,
  kind: 'function' | 'event' | 'error',
  asked: readonly K[],
  read: (text: string, selector: K) => GuessReading<T>,
  refused: string[],
): Map<K, T[]> {
  if (section !== undefined && section !== null && !isObject(section))
    throw malformed(`"result.${kind}" is not an object`);
  const out = new Map<K, T[]>();
  for (const selector of asked) {
    const list: unknown = section ? (section[selector] ?? section[selector.toLowerCase()]) : undefined;
    if (list !== undefined && list !== null && !Array.isArray(list))
      throw malformed(`the entry for ${selector} is not a list`);
    const kept: T[] = [];
    for (const entry of (list ?? []).slice(0, MAX_ENTRIES_READ)) {
      if (!isObject(entry) || typeof entry.name !== 'string') throw malformed(`an entry for ${selector} has no name`);
      // filter=true already leaves out what the database marks as junk; a server that ignores it is not trusted more
      if (entry.filtered === true) continue;
      if (kept.length === MAX_GUESSES_PER_SELECTOR) break;
      const reading = read(entry.name, selector);
      if (reading.ok) kept.push(reading.signature);
      else refused.push(`${selector}: ${reading.problem}`);
    }
    out.set(selector, kept);
  }
  return out;
}

/** Reads an answer's JSON strictly; the selectors asked decide which entries are looked at. */
export function parseSignatureAnswer(json: unknown, query: SignatureQuery): SignatureAnswer {
  if (!isObject(json)) throw malformed('not a JSON object');
  if (json.ok !== true) {
    const said = typeof json.error === 'string' ? `: ${serviceText(json.error)}` : '';
    throw new SignatureLookupError('refused', `The signature database refused the lookup${said}`);
  }
  if (!isObject(json.result)) throw malformed('no "result" object');
  const refused: string[] = [];
  const asFunctions = readLists(
    json.result.function,
    'function',
    [...query.functions, ...query.errors],
    guessedFunction,
    refused,
  );
  const asErrors = readLists(json.result.error, 'error', query.errors, guessedFunction, refused);
  const errors = new Map<Hex, FunctionSignature[]>();
  for (const selector of query.errors) {
    const merged = [...(asErrors.get(selector) ?? []), ...(asFunctions.get(selector) ?? [])];
    errors.set(
      selector,
      merged.filter((entry, i) => merged.findIndex((other) => other.signature === entry.signature) === i),
    );
  }
  return {
    functions: new Map(query.functions.map((selector) => [selector, asFunctions.get(selector)!])),
    errors,
    events: readLists(json.result.event, 'event', query.events, guessedEvent, refused),
    refused,
  };
}

/**
 * Looks the selectors up in one request. Rejects with a SignatureLookupError (never anything
 * else): the source is slow, unreachable, answers with an error status, too much, or not the API.
 */
export async function lookUpSignatures(
  baseUrl: string,
  query: SignatureQuery,
  options: LookupOptions = {},
): Promise<SignatureAnswer> {
  const functions = query.functions.slice(0, MAX_SELECTORS_PER_REQUEST);
  const errors = query.errors.slice(0, MAX_SELECTORS_PER_REQUEST - functions.length);
  const asked: SignatureQuery = {
    functions,
    errors,
    events: query.events.slice(0, MAX_SELECTORS_PER_REQUEST - functions.length - errors.length),
  };
  const timeoutMs = options.timeoutMs ?? LOOKUP_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  let answer: OutsideAnswer;
  try {
    answer = await fetchJsonWithBudget(lookupUrl(baseUrl, asked), { timeoutMs, maxBytes, signal: options.signal });
  } catch (error) {
    throw lookupFailure(error, timeoutMs, maxBytes);
  }
  if (answer.status < 200 || answer.status > 299)
    throw new SignatureLookupError('status', `The signature database answered HTTP ${answer.status}`);
  return parseSignatureAnswer(answer.json, asked);
}

/** The budgeted GET's failure in the signature database's words (a cancelled lookup reads as unreachable). */
function lookupFailure(error: unknown, timeoutMs: number, maxBytes: number): SignatureLookupError {
  switch (error instanceof OutsideFetchError ? error.reason : 'network') {
    case 'timeout':
      return new SignatureLookupError(
        'timeout',
        `The signature database did not answer within ${formatCount(timeoutMs / 1000)} s`,
      );
    case 'too-large':
      return new SignatureLookupError(
        'too-large',
        `The answer is larger than ${formatCount(maxBytes)} bytes: not read`,
      );
    case 'not-json':
      return malformed('not JSON');
    default:
      return new SignatureLookupError('network', 'The signature database could not be reached');
  }
}
