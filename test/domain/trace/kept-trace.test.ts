/**
 * A trace as the archive keeps it: geth's two shapes with what made it, read back as a tracer's
 * answer is. anvil's swap round-trips to anvil's own answers; a re-execution keeps only the
 * KECCAK256 inputs that name its changed slots, whose hashes are computed again on reading.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, type Hash, type Hex } from '../../../src/domain/hex.ts';
import { MalformedFieldError } from '../../../src/domain/parse-fields.ts';
import { parseCallTrace, TraceTooLargeError } from '../../../src/domain/trace/call-trace.ts';
import {
  MAX_KEPT_PREIMAGES,
  keptTraceJson,
  parseKeptTrace,
  type KeptTrace,
} from '../../../src/domain/trace/kept-trace.ts';
import { parsePrestateDiff, type PrestateDiff } from '../../../src/domain/trace/prestate-diff.ts';
import { slotNameText, slotNamer } from '../../../src/domain/trace/slot-names.ts';
import { anvilSwap } from './support.ts';

const hashOf = (input: Hex): Hash => bytesToHex(keccak_256(hexToBytes(input)));
const word = (n: bigint): string => n.toString(16).padStart(64, '0');

/** The swap as anvil traced it, as the endpoint source keeps it. */
function swap(): { kept: KeptTrace; gas: { gas: bigint; gasUsed: bigint } } {
  const { callTracer, prestateTracer, receipt } = anvilSwap();
  return {
    kept: {
      source: 'endpoint',
      fork: null,
      calls: parseCallTrace(callTracer),
      diff: parsePrestateDiff(prestateTracer),
      preimages: new Map(),
    },
    gas: { gas: BigInt(callTracer['gas'] as string), gasUsed: BigInt(receipt['gasUsed'] as string) },
  };
}

describe('keptTraceJson and parseKeptTrace', () => {
  it('keep anvil’s swap in geth’s shapes, and read it back to the same trace', () => {
    const { kept, gas } = swap();
    const { callTracer, prestateTracer, receipt } = anvilSwap();
    const json = JSON.parse(JSON.stringify(keptTraceJson(kept, gas))) as Record<string, unknown>;
    expect(json).toEqual({
      source: 'endpoint',
      fork: null,
      // the top frame's gas used as geth reports it: the receipt's, not anvil's cumulative figure
      callTracer: { ...callTracer, gasUsed: receipt['gasUsed'] },
      prestateTracer,
      preimages: [],
    });
    const back = parseKeptTrace(json);
    expect(back.source).toBe('endpoint');
    expect(back.diff).toEqual(kept.diff);
    expect(back.calls).toEqual({ ...kept.calls, gasUsed: gas.gasUsed });
    expect(keptTraceJson(back, gas)).toEqual(json);
  });

  it('a re-execution keeps its rules and only the hashes that name its changed slots, nested ones included', () => {
    const { kept, gas } = swap();
    const holder = `0x${'00'.repeat(12)}${'ab'.repeat(20)}`;
    const spender = `0x${'00'.repeat(12)}${'cd'.repeat(20)}`;
    // allowances[holder][spender] at slot 1: keccak(spender . keccak(holder . 1))
    const outer: Hex = `0x${holder.slice(2)}${word(1n)}`;
    const inner: Hex = `0x${spender.slice(2)}${hashOf(outer).slice(2)}`;
    const unrelated: Hex = `0x${word(7n)}${word(99n)}`;
    const slot = hashOf(inner);
    const token: Hex = `0x${'ee'.repeat(20)}`;
    const diff: PrestateDiff = {
      pre: new Map([[token, { storage: new Map([[slot, `0x${word(5n)}` as Hex]]) }]]),
      post: new Map([[token, { storage: new Map([[slot, `0x${word(6n)}` as Hex]]) }]]),
    };
    const browser: KeptTrace = {
      ...kept,
      source: 'browser',
      fork: 'prague',
      diff,
      preimages: new Map([outer, inner, unrelated].map((input) => [hashOf(input), input])),
    };
    const json = keptTraceJson(browser, gas);
    expect(json['preimages']).toEqual(expect.arrayContaining([outer, inner]));
    expect(json['preimages']).toHaveLength(2);
    const back = parseKeptTrace(JSON.parse(JSON.stringify(json)));
    expect(back.fork).toBe('prague');
    expect(slotNameText(slotNamer(back.preimages)(slot)!)).toBe(
      `mapping at slot 1[0x${'ab'.repeat(20)}][0x${'cd'.repeat(20)}]`,
    );
  });

  it('a hostile record names the field that is wrong, and stops at the tracers’ caps', () => {
    const { kept, gas } = swap();
    const json = keptTraceJson(kept, gas);
    const problem = (change: Record<string, unknown>) => {
      try {
        parseKeptTrace({ ...json, ...change });
        return null;
      } catch (error) {
        if (error instanceof MalformedFieldError || error instanceof TraceTooLargeError) return error.message;
        throw error;
      }
    };
    expect(problem({ source: 'etherscan' })).toBe('trace.source must be “endpoint” or “browser”');
    expect(problem({ fork: 'shanghai2' })).toBe(
      'trace.fork must be a fork in execution-specs’ names (prague, cancun, …)',
    );
    expect(problem({ callTracer: undefined })).toMatch(/^trace\.callTracer /);
    expect(problem({ callTracer: { ...(json['callTracer'] as object), calls: [{ type: 'JUMP' }] } })).toMatch(
      /^trace\.callTracer\.calls\[0\]\.type must be one of CALL/,
    );
    expect(problem({ prestateTracer: { pre: {} } })).toBe('trace.prestateTracer.post is missing');
    expect(problem({ preimages: ['0x1234'] })).toBe(
      'trace.preimages[0] must be 32 or 64 bytes (a slot, or a key and a slot)',
    );
    expect(problem({ preimages: Array.from({ length: MAX_KEPT_PREIMAGES + 1 }, () => `0x${word(1n)}`) })).toMatch(
      /^The trace names its slots from more than 20,000 hashes/,
    );
    const deep = { type: 'CALL', from: `0x${'aa'.repeat(20)}`, calls: [] as unknown[] };
    let at = deep;
    for (let i = 0; i < 1100; i++) {
      const next = { type: 'CALL', from: `0x${'aa'.repeat(20)}`, calls: [] as unknown[] };
      at.calls.push(next);
      at = next;
    }
    expect(problem({ callTracer: deep })).toMatch(/deeper than the EVM allows/);
  });

  it('a trace from the endpoint without its state changes is kept without them', () => {
    const { kept, gas } = swap();
    const json = keptTraceJson({ ...kept, diff: null }, gas);
    expect(json['prestateTracer']).toBeNull();
    expect(parseKeptTrace(json).diff).toBeNull();
  });
});
