import { describe, expect, it } from 'vitest';
import {
  MAX_TRACE_DEPTH,
  MAX_TRACE_FRAMES,
  TraceTooLargeError,
  parseCallTrace,
} from '../../../src/domain/trace/call-trace.ts';
import { MalformedFieldError } from '../../../src/domain/parse-fields.ts';
import { rawFrame, anvilSwap, gethPartialFailed } from './support.ts';

describe('parseCallTrace', () => {
  it("reads geth's own withLog fixture: a failed inner call under a successful outer one, and its log", () => {
    const result = gethPartialFailed();
    const top = parseCallTrace(result);
    expect(top).toMatchObject({
      type: 'CALL',
      from: '0x01115b41bd2731353dd3e6abf44818fdc035aaf1',
      to: '0xcf1476387d780169410d4e936d75a206fda2a68c',
      gas: 0x28e28n,
      gasUsed: 0x209b1n,
      value: 0n,
      error: null,
    });
    expect(top.calls).toHaveLength(1);
    expect(top.calls[0]).toMatchObject({ error: 'invalid jump destination', gasUsed: 0x1e30bn, output: null });
    expect(top.logs).toEqual([
      expect.objectContaining({
        address: '0xcf1476387d780169410d4e936d75a206fda2a68c',
        topics: ['0x92ca3a80853e6663fa31fa10b99225f18d4902939b4c53a9caae9043f6efd004'],
        // geth's fixture predates `position`
        position: null,
        index: null,
      }),
    ]);
  });

  it("reads anvil's answer for the devnet's swap: router → pair → token, STATICCALLs without value, logs with position and index", () => {
    const top = parseCallTrace(anvilSwap().callTracer);
    expect(top.calls.map((c) => c.type)).toEqual(['STATICCALL', 'STATICCALL', 'CALL', 'CALL']);
    expect(top.calls[0]!.value).toBeNull();
    const transferFrom = top.calls[2]!;
    expect(transferFrom.logs[0]).toMatchObject({ position: 0, index: 0 });
    const swap = top.calls[3]!;
    expect(swap.calls.map((c) => c.type)).toEqual(['STATICCALL', 'CALL']);
    expect(swap.calls[1]!.value).toBe(0xb07593f16d3b56n);
    expect(swap.logs.map((l) => l.position)).toEqual([2, 2]);
  });

  it('names the first wrong field by its whole path', () => {
    const raw = rawFrame({ calls: [rawFrame(), rawFrame({ calls: [rawFrame({ from: '0x12' })] })] });
    expect(() => parseCallTrace(raw)).toThrow(MalformedFieldError);
    expect(() => parseCallTrace(raw)).toThrow(/^trace\.calls\[1\]\.calls\[0\]\.from must be a 20-byte address/);
  });

  it.each([
    ['a frame type no tracer sends', rawFrame({ type: 'JUMP' }), /trace\.type must be one of CALL, STATICCALL/],
    ['calls that are not an array', rawFrame({ calls: {} }), /trace\.calls must be an array/],
    [
      'a log with five topics',
      rawFrame({
        logs: [{ address: `0x${'11'.repeat(20)}`, topics: Array(5).fill(`0x${'00'.repeat(32)}`), data: '0x' }],
      }),
      /trace\.logs\[0\]\.topics holds 5 topics/,
    ],
    ['odd-length input', rawFrame({ input: '0xabc' }), /trace\.input must be even-length hex data/],
    ['not an object', 'execution reverted', /trace must be an object/],
    ['a negative gas', rawFrame({ gas: '-0x1' }), /trace\.gas must be a hex quantity/],
  ])('refuses %s with a message', (_, raw, message) => {
    expect(() => parseCallTrace(raw)).toThrow(message);
  });

  it('reads a tree as deep as the EVM allows without recursion, and refuses one deeper', () => {
    const chain = (depth: number) => {
      let frame = rawFrame();
      for (let i = 1; i < depth; i++) frame = rawFrame({ calls: [frame] });
      return frame;
    };
    let top = parseCallTrace(chain(MAX_TRACE_DEPTH));
    let depth = 1;
    while (top.calls.length > 0) {
      top = top.calls[0]!;
      depth++;
    }
    expect(depth).toBe(MAX_TRACE_DEPTH);
    expect(() => parseCallTrace(chain(MAX_TRACE_DEPTH + 1))).toThrow(TraceTooLargeError);
    expect(() => parseCallTrace(chain(MAX_TRACE_DEPTH + 1))).toThrow(/more than 1025 deep/);
  });

  it('refuses a 100,000-frame tree with a message, and reads one at its cap', () => {
    const calls = Array.from({ length: 100_000 }, () => rawFrame());
    expect(() => parseCallTrace(rawFrame({ calls }))).toThrow(TraceTooLargeError);
    expect(() => parseCallTrace(rawFrame({ calls }))).toThrow(/more than 50,000 calls/);
    expect(parseCallTrace(rawFrame({ calls: calls.slice(0, MAX_TRACE_FRAMES - 1) })).calls).toHaveLength(
      MAX_TRACE_FRAMES - 1,
    );
    expect(() => parseCallTrace(rawFrame({ calls: calls.slice(0, MAX_TRACE_FRAMES) }))).toThrow(TraceTooLargeError);
  });
});
