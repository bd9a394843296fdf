/**
 * Decodes a log against known events. Candidates share topic0 and must have as many indexed
 * parameters as the log has topics after topic0 — which is what tells an ERC-20 Transfer (two
 * indexed, value in data) from an ERC-721 Transfer (three indexed, no data).
 */

import { hexToBytes, isHash, isHexData, type Hash, type Hex } from '../hex.ts';
import { isDynamicType } from './abi-type.ts';
import { AbiDecodeError, AbiDecodeLimitError, decodeAbiParameters, type AbiValue } from './decode-abi-parameters.ts';
import { decodedParam, type DecodedParam } from './decoded-param.ts';
import { staticLengthMismatch, type OtherCandidate } from './guessed-signatures.ts';
import type { EventSignature, EventTable } from './signature.ts';

export type LogDecoding =
  | {
      ok: true;
      event: EventSignature;
      args: DecodedParam[];
      /** beside a guessed name: the other signatures known for its topic */
      others?: readonly OtherCandidate<EventSignature>[];
    }
  | {
      ok: false;
      reason: string;
      candidates: readonly EventSignature[];
      /** A known event might fit, but decoding its data would read far more than the data holds. */
      tooCostly?: true;
    };

function decodeWith(event: EventSignature, topics: readonly Hash[], data: Uint8Array): DecodedParam[] {
  const plain = event.inputs.filter((p) => !p.indexed);
  const dataValues = decodeAbiParameters(
    plain.map((p) => p.type),
    data,
  );
  let topicIndex = 1;
  let dataIndex = 0;
  return event.inputs.map((param) => {
    if (!param.indexed) return decodedParam(param, dataValues[dataIndex++]!, { indexed: false });
    const topic = topics[topicIndex++]!;
    // Indexed reference types are stored as their keccak256: the value itself is not recoverable.
    const hashed = param.type.kind === 'tuple' || param.type.kind === 'array' || isDynamicType(param.type);
    const value: AbiValue = hashed ? topic : decodeAbiParameters([param.type], hexToBytes(topic))[0]!;
    return decodedParam(param, value, { indexed: true, ...(hashed ? { hashed } : {}) });
  });
}

/** Choices of indexed parameters tried for a guessed event before giving up: C(n, 3) grows fast. */
export const MAX_INDEXED_CHOICES = 64;

/** The first `limit` ways to pick `k` of `n` positions, in order: the first parameters indexed first. */
function* choices(n: number, k: number, limit: number): Generator<number[]> {
  if (k > n) return;
  const picked = Array.from({ length: k }, (_, i) => i);
  for (let made = 0; made < limit; made++) {
    yield [...picked];
    let i = k - 1;
    while (i >= 0 && picked[i] === n - k + i) i--;
    if (i < 0) return;
    picked[i]!++;
    for (let j = i + 1; j < k; j++) picked[j] = picked[j - 1]! + 1;
  }
}

type Attempt =
  { ok: true; event: EventSignature; args: DecodedParam[] } | { ok: false; failure: string; costly: boolean };

function attempt(event: EventSignature, topics: readonly Hash[], data: Uint8Array): Attempt {
  const indexedCount = event.inputs.filter((p) => p.indexed).length;
  if (indexedCount !== topics.length - 1) {
    return {
      ok: false,
      failure: `${event.signature} has ${indexedCount} indexed parameter${indexedCount === 1 ? '' : 's'}, the log ${topics.length - 1}`,
      costly: false,
    };
  }
  if (event.trust === 'guessed') {
    const mismatch = staticLengthMismatch(
      event.inputs.filter((p) => !p.indexed).map((p) => p.type),
      data.length,
    );
    if (mismatch !== null) return { ok: false, failure: `${event.signature}: ${mismatch}`, costly: false };
  }
  try {
    return { ok: true, event, args: decodeWith(event, topics, data) };
  } catch (error) {
    if (!(error instanceof AbiDecodeError)) throw error;
    return { ok: false, failure: `${event.signature}: ${error.message}`, costly: error instanceof AbiDecodeLimitError };
  }
}

/** A guessed event whose indexed parameters are unknown: the first choice of them that fits the log. */
function attemptFitted(event: EventSignature, topics: readonly Hash[], data: Uint8Array): Attempt {
  const wanted = topics.length - 1;
  if (wanted > event.inputs.length)
    return {
      ok: false,
      failure: `${event.signature} has fewer parameters than the log has topics after topic0`,
      costly: false,
    };
  let last: Attempt | null = null;
  // Contracts index addresses far more than amounts, and an amount below 2^160 also reads as an
  // address: choices that index the address parameters are tried first, else the first parameters.
  const addresses = (positions: number[]) => positions.filter((i) => event.inputs[i]!.type.kind === 'address').length;
  const ordered = [...choices(event.inputs.length, wanted, MAX_INDEXED_CHOICES)].sort(
    (a, b) => addresses(b) - addresses(a),
  );
  for (const positions of ordered) {
    const fitted: EventSignature = {
      ...event,
      inputs: event.inputs.map((p, i) => ({ ...p, indexed: positions.includes(i) })),
    };
    delete fitted.indexedUnknown;
    last = attempt(fitted, topics, data);
    if (last.ok || last.costly) return last;
  }
  return {
    ok: false,
    failure: `${event.signature}: no choice of ${wanted} indexed parameter${wanted === 1 ? '' : 's'} fits the log${last && !last.ok ? ` (${last.failure})` : ''}`,
    costly: false,
  };
}

/**
 * Never throws: a log that fits no known event comes back `{ ok: false, reason }`. When the name
 * shown is a guess, the other candidates for its topic come with it, each saying whether it fits too.
 */
export function decodeLog(topics: readonly Hash[], data: Hex, table: EventTable): LogDecoding {
  if (topics.length === 0)
    return { ok: false, reason: 'No topics: an anonymous event cannot be looked up', candidates: [] };
  if (!topics.every(isHash)) return { ok: false, reason: 'A topic is not a 32-byte hex word', candidates: [] };
  if (!isHexData(data)) return { ok: false, reason: 'Data is not even-length 0x-hex', candidates: [] };
  const topic0 = topics[0]!.toLowerCase() as Hash;
  const candidates = table.get(topic0) ?? [];
  if (candidates.length === 0) return { ok: false, reason: `Unknown event topic ${topic0}`, candidates };
  const bytes = hexToBytes(data);
  const failures: string[] = [];
  const tooCostly: string[] = [];
  const others: OtherCandidate<EventSignature>[] = [];
  let chosen: Extract<Attempt, { ok: true }> | null = null;
  for (const event of candidates) {
    const result = event.indexedUnknown ? attemptFitted(event, topics, bytes) : attempt(event, topics, bytes);
    if (chosen === null && result.ok) {
      chosen = result;
      // a trusted name is not second-guessed: the others are weighed only beside a guess
      if (event.trust !== 'guessed') break;
      continue;
    }
    others.push({ signature: result.ok ? result.event : event, fits: result.ok });
    if (!result.ok) (result.costly ? tooCostly : failures).push(result.failure);
  }
  if (chosen !== null)
    return { ...chosen, ...(chosen.event.trust === 'guessed' && others.length > 0 ? { others } : {}) };
  if (tooCostly.length > 0)
    return { ok: false, reason: `Too costly to decode: ${tooCostly.join('; ')}`, candidates, tooCostly: true };
  return { ok: false, reason: `Known topic, but no declaration fits: ${failures.join('; ')}`, candidates };
}
