/**
 * The 2048-bit logs bloom of receipts and blocks. Each log adds its address and every topic:
 * keccak256 of the item, three 11-bit numbers from byte pairs (0,1), (2,3), (4,5), each setting
 * bit b of the filter read as one big-endian 2048-bit number (byte 255 − ⌊b/8⌋, bit b mod 8).
 */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { bloomCandidates, parseBloomItem, type BloomCandidate } from './bloom-item.ts';
import { bytesToHex, hexToBytes, isHexData, type Address, type Hash, type Hex } from '../hex.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';

export const BLOOM_BYTES = 256;
export const BLOOM_BITS = 2048;

export class BloomInputError extends Error {
  override readonly name = 'BloomInputError';
}

/** A logsBloom string → 256 bytes. */
export function parseBloom(hex: string): Uint8Array {
  if (!isHexData(hex) || hex.length !== 2 + BLOOM_BYTES * 2) {
    throw new BloomInputError(`A logs bloom is 0x followed by ${BLOOM_BYTES * 2} hex digits (256 bytes)`);
  }
  return hexToBytes(hex);
}

export function bloomToHex(bloom: Uint8Array): Hex {
  return bytesToHex(bloom);
}

/** The three bit numbers (0 … 2047) an item sets. */
export function bloomIndices(item: Uint8Array): [number, number, number] {
  const h = keccak_256(item);
  const bit = (i: number): number => ((h[i]! << 8) | h[i + 1]!) & 0x7ff;
  return [bit(0), bit(2), bit(4)];
}

function hasBit(bloom: Uint8Array, b: number): boolean {
  return (bloom[BLOOM_BYTES - 1 - (b >> 3)]! & (1 << (b & 7))) !== 0;
}

/** Bit b of the filter for every b in 0 … 2047 (1 set, 0 clear), for drawing. */
export function bloomBits(bloom: Uint8Array): Uint8Array {
  return Uint8Array.from({ length: BLOOM_BITS }, (_, b) => (hasBit(bloom, b) ? 1 : 0));
}

function itemBytes(item: Hex | Uint8Array): Uint8Array {
  if (item instanceof Uint8Array) return item;
  if (!isHexData(item)) throw new BloomInputError('An address or topic is even-length 0x-hex');
  return hexToBytes(item);
}

/**
 * Whether the filter may contain the address (20 bytes) or topic (32 bytes): false is certain,
 * true may be a false positive.
 */
export function bloomMayContain(bloom: Uint8Array, item: Hex | Uint8Array): boolean {
  return bloomIndices(itemBytes(item)).every((b) => hasBit(bloom, b));
}

export interface BloomLog {
  address: Address;
  topics: readonly Hash[];
}

/**
 * The bloom of a set of logs (a receipt's `logsBloom` is that of its own logs). Each distinct item
 * is hashed once: a receipt's logs mostly repeat their emitter and event topic (2,000 logs of one
 * event hash 4,000 items, not 10,000), and setting an item's bits twice changes nothing.
 */
export function bloomFor(logs: readonly BloomLog[]): Uint8Array {
  const bloom = new Uint8Array(BLOOM_BYTES);
  const added = new Set<string>();
  for (const log of logs) {
    for (const item of [log.address, ...log.topics]) {
      const key = item.toLowerCase();
      if (added.has(key)) continue;
      added.add(key);
      for (const b of bloomIndices(hexToBytes(item))) bloom[BLOOM_BYTES - 1 - (b >> 3)]! |= 1 << (b & 7);
    }
  }
  return bloom;
}

/** Indices of the logs that really contain the item (address or a topic), to tell true hits from false positives. */
export function logsContaining(logs: readonly BloomLog[], item: Hex): number[] {
  const needle = item.toLowerCase();
  const out: number[] = [];
  logs.forEach((log, i) => {
    if (log.address.toLowerCase() === needle || log.topics.some((t) => t.toLowerCase() === needle)) out.push(i);
  });
  return out;
}

/** The bloom's answer for one place a tested value can sit (as the emitter, or as a topic). */
export interface BloomCandidateVerdict extends BloomCandidate {
  /** False is certain; true may be a false positive, which `matches` settles. */
  may: boolean;
  /** The three bits this candidate needs set. */
  indices: [number, number, number];
  /** Positions of the logs that really hold it in this role or another. */
  matches: number[];
}

/** What the bloom tester shows for one typed value. */
export interface BloomVerdict {
  candidates: BloomCandidateVerdict[];
  /** Whether any candidate may be in the bloom. */
  may: boolean;
  /** Bits to ring on the grid: those that answered "may contain"; with no such answer, every bit asked about. */
  highlight: number[];
  /** Positions of the logs holding any candidate, ascending, each once. */
  matches: number[];
}

/**
 * The bloom tester's answer to what a person typed: a message saying what is wrong with it, or,
 * for an address or a topic, the bloom's answer for each role the value can play in a log, checked
 * against the receipt's own logs so a false positive is named as one.
 */
export function bloomVerdict(bloom: Uint8Array, logs: readonly BloomLog[], input: string): ParseResult<BloomVerdict> {
  const item = parseBloomItem(input);
  if (!item.ok) return rejected(item.message);
  const candidates = bloomCandidates(item.value).map((candidate) => ({
    ...candidate,
    may: bloomMayContain(bloom, candidate.value),
    indices: bloomIndices(hexToBytes(candidate.value)),
    matches: logsContaining(logs, candidate.value),
  }));
  const may = candidates.some((c) => c.may);
  return parsed({
    candidates,
    may,
    highlight: candidates.filter((c) => c.may || !may).flatMap((c) => c.indices),
    matches: [...new Set(candidates.flatMap((c) => c.matches))].sort((a, b) => a - b),
  });
}
