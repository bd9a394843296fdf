/**
 * Decodes a log against known events. Candidates share topic0 and must have as many indexed
 * parameters as the log has topics after topic0 — which is what tells an ERC-20 Transfer (two
 * indexed, value in data) from an ERC-721 Transfer (three indexed, no data).
 */

import { hexToBytes, isHash, isHexData, type Hash, type Hex } from '../hex.ts';
import { isDynamicType } from './abi-type.ts';
import { AbiDecodeError, AbiDecodeLimitError, decodeAbiParameters, type AbiValue } from './decode-abi-parameters.ts';
import { decodedParam, type DecodedParam } from './decoded-param.ts';
import type { EventSignature, EventTable } from './signature.ts';

export type LogDecoding =
  | { ok: true; event: EventSignature; args: DecodedParam[] }
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

/** Never throws: a log that fits no known event comes back `{ ok: false, reason }`. */
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
  for (const event of candidates) {
    const indexedCount = event.inputs.filter((p) => p.indexed).length;
    if (indexedCount !== topics.length - 1) {
      failures.push(
        `${event.signature} has ${indexedCount} indexed parameter${indexedCount === 1 ? '' : 's'}, the log ${topics.length - 1}`,
      );
      continue;
    }
    try {
      return { ok: true, event, args: decodeWith(event, topics, bytes) };
    } catch (error) {
      if (!(error instanceof AbiDecodeError)) throw error;
      (error instanceof AbiDecodeLimitError ? tooCostly : failures).push(`${event.signature}: ${error.message}`);
    }
  }
  if (tooCostly.length > 0)
    return { ok: false, reason: `Too costly to decode: ${tooCostly.join('; ')}`, candidates, tooCostly: true };
  return { ok: false, reason: `Known topic, but no declaration fits: ${failures.join('; ')}`, candidates };
}
