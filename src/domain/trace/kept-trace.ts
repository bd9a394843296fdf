/**
 * A finished trace as this browser's archive keeps it (record kind `trace`, keyed by the
 * transaction's hash): geth's two shapes, as the page exports them — `callTracer` (withLog, the top
 * frame's gas the transaction's limit and the receipt's gas used) and `prestateTracer` in
 * diffMode — with what made it (the endpoint's tracer or a re-execution here, and the rules it ran
 * under), and, for a re-execution, the KECCAK256 inputs that name the slots it changed.
 *
 * It is read back as a tracer's answer is, with the same caps (a record from a colleague's file is
 * hostile input): parse once, at the edge, applies to the archive too.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, type Hash, type Hex } from '../hex.ts';
import { ETHEREUM_FORKS, type EthereumFork } from '../network/fork-schedules.ts';
import { FieldReader, MalformedFieldError, asHexData } from '../parse-fields.ts';
import { formatCount } from '../units.ts';
import { parseCallTrace, TraceTooLargeError, type CallFrame } from './call-trace.ts';
import { parsePrestateDiff, type PrestateDiff } from './prestate-diff.ts';
import { preimagesNaming, type Preimages } from './slot-names.ts';
import { callTracerJson, prestateTracerJson, type TopFrameGas } from './trace-export.ts';

/** Where a trace came from, as a link names it (`?source=`). */
export type TraceSource = 'endpoint' | 'browser';
const SOURCES: readonly string[] = ['endpoint', 'browser'] satisfies TraceSource[];

export interface KeptTrace {
  source: TraceSource;
  /** the rules a re-execution ran under; null for the endpoint's tracer */
  fork: EthereumFork | null;
  calls: CallFrame;
  /** null where the endpoint's prestateTracer did not answer */
  diff: PrestateDiff | null;
  /** the KECCAK256 inputs that name the changed slots; empty for the endpoint's tracer */
  preimages: Preimages;
}

/** Preimages a kept trace may carry: the names of its changed slots, each at most 64 bytes. */
export const MAX_KEPT_PREIMAGES = 20_000;

/** The slots the diff names, on either side. */
function changedSlots(diff: PrestateDiff | null): Hash[] {
  if (!diff) return [];
  return [...diff.pre.values(), ...diff.post.values()].flatMap((state) => [...(state.storage?.keys() ?? [])]);
}

/** The record's result: plain JSON, what the archive stores and an archive file carries. */
export function keptTraceJson(trace: KeptTrace, gas: TopFrameGas): Record<string, unknown> {
  return {
    source: trace.source,
    fork: trace.fork,
    callTracer: callTracerJson(trace.calls, gas),
    prestateTracer: trace.diff ? prestateTracerJson(trace.diff) : null,
    // the inputs only: their hashes are computed again on reading, so a file cannot misname a slot
    preimages: [...preimagesNaming(trace.preimages, changedSlots(trace.diff)).values()],
  };
}

function asSource(value: unknown, path: string): TraceSource {
  if (typeof value === 'string' && SOURCES.includes(value)) return value as TraceSource;
  throw new MalformedFieldError(path, 'must be “endpoint” or “browser”');
}

function asFork(value: unknown, path: string): EthereumFork {
  if (typeof value === 'string' && (ETHEREUM_FORKS as readonly string[]).includes(value)) return value as EthereumFork;
  throw new MalformedFieldError(path, 'must be a fork in execution-specs’ names (prague, cancun, …)');
}

function asPreimages(value: unknown, path: string): Preimages {
  if (!Array.isArray(value)) throw new MalformedFieldError(path, 'must be an array');
  if (value.length > MAX_KEPT_PREIMAGES)
    throw new TraceTooLargeError(
      `The trace names its slots from more than ${formatCount(MAX_KEPT_PREIMAGES)} hashes; Hexray reads at most that many.`,
    );
  const preimages = new Map<Hash, Hex>();
  value.forEach((raw, i) => {
    const input = asHexData(raw, `${path}[${i}]`).toLowerCase() as Hex;
    if (input.length !== 2 + 64 && input.length !== 2 + 128)
      throw new MalformedFieldError(`${path}[${i}]`, 'must be 32 or 64 bytes (a slot, or a key and a slot)');
    preimages.set(bytesToHex(keccak_256(hexToBytes(input))), input);
  });
  return preimages;
}

/**
 * A kept trace read back. Throws MalformedFieldError naming the first wrong field
 * (`trace.callTracer.calls[0].from …`), or TraceTooLargeError past the tracers' caps.
 */
export function parseKeptTrace(raw: unknown, path = 'trace'): KeptTrace {
  const f = new FieldReader(raw, path);
  const source = f.required('source', asSource);
  const fork = f.optional('fork', asFork) ?? null;
  const calls = parseCallTrace(f.raw['callTracer'], f.at('callTracer'));
  const diff = f.has('prestateTracer') ? parsePrestateDiff(f.raw['prestateTracer'], f.at('prestateTracer')) : null;
  const preimages = f.has('preimages') ? asPreimages(f.raw['preimages'], f.at('preimages')) : new Map<Hash, Hex>();
  return { source, fork, calls, diff, preimages };
}
