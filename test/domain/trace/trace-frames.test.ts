import { describe, expect, it } from 'vitest';
import { parseCallTrace } from '../../../src/domain/trace/call-trace.ts';
import {
  failurePath,
  flattenFrames,
  childrenOf,
  initiallyOpen,
  receiptOrderLogs,
  treeRows,
  valueTransfers,
} from '../../../src/domain/trace/trace-frames.ts';
import { rawFrame, anvilSwap } from './support.ts';

const log = (address: string, position: number) => ({
  address,
  topics: [],
  data: '0x',
  position: `0x${position.toString(16)}`,
});
const addr = (byte: string) => `0x${byte.repeat(20)}`;

describe('flattenFrames', () => {
  it('lists frames in execution order with their paths and depths', () => {
    const top = parseCallTrace(rawFrame({ calls: [rawFrame({ calls: [rawFrame()] }), rawFrame()] }));
    expect(flattenFrames(top).map((f) => [f.path, f.depth, f.parent])).toEqual([
      ['0', 0, null],
      ['0.0', 1, 0],
      ['0.0.0', 2, 1],
      ['0.1', 1, 0],
    ]);
  });

  it('tells a failure that went up from one the caller caught, and success undone by a failure above', () => {
    const top = parseCallTrace(
      rawFrame({
        calls: [
          rawFrame({ error: 'execution reverted' }),
          rawFrame({ error: 'execution reverted', calls: [rawFrame()] }),
        ],
      }),
    );
    expect(flattenFrames(top).map((f) => f.outcome)).toEqual(['ok', 'caught', 'caught', 'undone']);
    const failed = parseCallTrace(
      rawFrame({ error: 'execution reverted', calls: [rawFrame({ error: 'out of gas' })] }),
    );
    expect(flattenFrames(failed).map((f) => f.outcome)).toEqual(['failed', 'failed']);
  });
});

describe('failurePath', () => {
  it('opens the path down to where a failure that went all the way up started', () => {
    const frames = flattenFrames(
      parseCallTrace(
        rawFrame({
          error: 'execution reverted',
          calls: [
            rawFrame(),
            rawFrame({ error: 'execution reverted', calls: [rawFrame({ error: 'execution reverted' })] }),
          ],
        }),
      ),
    );
    expect(failurePath(frames).map((i) => frames[i]!.path)).toEqual(['0', '0.1', '0.1.0']);
  });

  it('opens a caught failure when the transaction succeeded, and nothing when nothing failed', () => {
    const frames = flattenFrames(parseCallTrace(rawFrame({ calls: [rawFrame(), rawFrame({ error: 'x' })] })));
    expect(failurePath(frames).map((i) => frames[i]!.path)).toEqual(['0', '0.1']);
    expect(failurePath(flattenFrames(parseCallTrace(rawFrame())))).toEqual([]);
  });
});

describe('valueTransfers', () => {
  it("lists the swap's ether paid from the pair to the trader, not the top-level call nor the static calls", () => {
    const frames = flattenFrames(parseCallTrace(anvilSwap().callTracer));
    expect(valueTransfers(frames)).toEqual([
      {
        from: '0xe6e340d132b5f46d1e472debcd681b2abc16e57e',
        to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        amount: 0xb07593f16d3b56n,
        frame: frames.findIndex((f) => f.path === '0.3.1'),
      },
    ]);
  });

  it('leaves out a DELEGATECALL, which moves nothing of its own', () => {
    const frames = flattenFrames(
      parseCallTrace(
        rawFrame({
          value: '0x5',
          calls: [rawFrame({ type: 'DELEGATECALL', value: '0x5' }), rawFrame({ value: '0x2' })],
        }),
      ),
    );
    expect(valueTransfers(frames).map((t) => t.amount)).toEqual([2n]);
  });
});

describe('receiptOrderLogs', () => {
  it("orders logs as the receipt does: a log at position p after the frame's first p calls", () => {
    const frames = flattenFrames(
      parseCallTrace(
        rawFrame({
          logs: [log(addr('01'), 0), log(addr('03'), 1), log(addr('05'), 2)],
          calls: [rawFrame({ logs: [log(addr('02'), 0)] }), rawFrame({ logs: [log(addr('04'), 0)] })],
        }),
      ),
    );
    expect(receiptOrderLogs(frames).map((l) => l.log.address)).toEqual(['01', '02', '03', '04', '05'].map(addr));
  });

  it('leaves out the logs of a frame whose effects were undone', () => {
    const frames = flattenFrames(
      parseCallTrace(
        rawFrame({
          logs: [log(addr('01'), 1)],
          calls: [rawFrame({ error: 'execution reverted', calls: [rawFrame({ logs: [log(addr('02'), 0)] })] })],
        }),
      ),
    );
    expect(receiptOrderLogs(frames).map((l) => l.log.address)).toEqual([addr('01')]);
  });
});

describe('treeRows', () => {
  const frames = flattenFrames(
    parseCallTrace(
      rawFrame({
        logs: [log(addr('01'), 1)],
        calls: [rawFrame({ calls: [rawFrame()], logs: [log(addr('02'), 0)] }), rawFrame()],
      }),
    ),
  );
  const children = childrenOf(frames);
  const shown = (open: number[]) =>
    treeRows(frames, children, new Set(open)).map((row) =>
      row.kind === 'call' ? frames[row.frame]!.path : `log of ${frames[row.frame]!.path}`,
    );

  it('shows a folded frame alone, and an open one with its calls and logs in the order they happened', () => {
    expect(shown([])).toEqual(['0']);
    expect(shown([0])).toEqual(['0', '0.0', 'log of 0', '0.1']);
    expect(shown([0, 1])).toEqual(['0', '0.0', 'log of 0.0', '0.0.0', 'log of 0', '0.1']);
  });

  it('hides what is under a folded frame even when its calls are open', () => {
    expect(shown([1, 2])).toEqual(['0']);
  });
});

describe('initiallyOpen', () => {
  it('opens a small tree whole', () => {
    const frames = flattenFrames(
      parseCallTrace(rawFrame({ calls: [rawFrame({ calls: [rawFrame({ calls: [rawFrame()] })] })] })),
    );
    expect([...initiallyOpen(frames)].sort()).toEqual([0, 1, 2, 3]);
  });

  it('opens a 10,000-frame tree at its first levels and along the path to its failure, so few rows are drawn open', () => {
    // ten chains of a thousand calls each; the last one fails at its bottom and the failure goes up
    const chain = (failing: boolean) => {
      let frame = rawFrame(failing ? { error: 'execution reverted' } : {});
      for (let i = 1; i < 1000; i++)
        frame = rawFrame({ calls: [frame], ...(failing ? { error: 'execution reverted' } : {}) });
      return frame;
    };
    const top = parseCallTrace(
      rawFrame({ error: 'execution reverted', calls: [...Array.from({ length: 9 }, () => chain(false)), chain(true)] }),
    );
    const frames = flattenFrames(top);
    expect(frames).toHaveLength(10_001);
    const open = initiallyOpen(frames);
    // depth 0, 1 and 2 of each chain (21 frames) and the failing chain whole (1,000, two of them counted already)
    expect(open.size).toBe(1 + 10 + 10 + 998);
    const rows = treeRows(frames, childrenOf(frames), open);
    expect(rows.length).toBeLessThan(1_100);
    expect(frames[rows.at(-1)!.frame]!.depth).toBe(1000);
  });
});
