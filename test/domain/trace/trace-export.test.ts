import { describe, expect, it } from 'vitest';
import { parseCallTrace } from '../../../src/domain/trace/call-trace.ts';
import { parsePrestateDiff } from '../../../src/domain/trace/prestate-diff.ts';
import { callTracerJson, prestateTracerJson } from '../../../src/domain/trace/trace-export.ts';
import { anvilSwap, gethPartialFailed } from './support.ts';

describe('callTracerJson', () => {
  it("writes anvil's swap trace back as anvil sent it, the top frame's gas used being the receipt's", () => {
    const { callTracer, receipt } = anvilSwap();
    const gas = BigInt(callTracer['gas'] as string);
    const exported = callTracerJson(parseCallTrace(callTracer), { gas, gasUsed: BigInt(receipt['gasUsed'] as string) });
    // anvil sent the block's cumulative gas (the swap is third in its block); geth sends the transaction's
    expect(exported).toEqual({ ...callTracer, gasUsed: receipt['gasUsed'] });
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
  });

  it("writes geth's own fixture back unchanged", () => {
    const result = gethPartialFailed();
    expect(callTracerJson(parseCallTrace(result), { gas: 0x28e28n, gasUsed: 0x209b1n })).toEqual(result);
  });

  it('sets the top frame’s gas to the limit given, leaving inner frames as traced', () => {
    const { callTracer } = anvilSwap();
    const exported = callTracerJson(parseCallTrace(callTracer), { gas: 1000n, gasUsed: 10n });
    expect(exported).toMatchObject({ gas: '0x3e8', gasUsed: '0xa' });
    expect((exported['calls'] as unknown[])[0]).toEqual((callTracer['calls'] as unknown[])[0]);
  });
});

describe('prestateTracerJson', () => {
  it("writes anvil's swap diff back as anvil sent it", () => {
    const { prestateTracer } = anvilSwap();
    expect(prestateTracerJson(parsePrestateDiff(prestateTracer))).toEqual(prestateTracer);
  });
});
