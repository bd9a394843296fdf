/**
 * The call tree laid out for reading: every frame once, in execution order, with its path
 * (`0.2.1`: the top frame's third call's second call), its depth, and what became of it. Walked
 * with an explicit stack, as the tree may be a thousand deep.
 */
import type { Address } from '../hex.ts';
import type { CallFrame, TraceLog } from './call-trace.ts';

/**
 * `ok`: the frame succeeded and so did every frame above it; `failed`: it failed and so did its
 * caller (the failure went up); `caught`: it failed and its caller carried on (a try/catch, or a
 * low-level call whose result was checked); `undone`: it succeeded, but a frame above it failed,
 * so its effects were undone.
 */
export type FrameOutcome = 'ok' | 'failed' | 'caught' | 'undone';

export interface TraceFrame {
  frame: CallFrame;
  /** position in `frames` (execution order) */
  index: number;
  /** `0` for the top frame, `0.2.1` for the top's third call's second call */
  path: string;
  /** 0 for the top frame */
  depth: number;
  /** index of the calling frame; null for the top frame */
  parent: number | null;
  outcome: FrameOutcome;
}

export interface FrameLog {
  log: TraceLog;
  /** index of the frame that emitted it */
  frame: number;
}

export interface ValueTransfer {
  from: Address;
  to: Address;
  amount: bigint;
  /** index of the frame that moved it */
  frame: number;
}

export function flattenFrames(top: CallFrame): TraceFrame[] {
  const frames: TraceFrame[] = [];
  const stack: Array<{ frame: CallFrame; path: string; depth: number; parent: number | null }> = [
    { frame: top, path: '0', depth: 0, parent: null },
  ];
  while (stack.length > 0) {
    const next = stack.pop()!;
    const above = next.parent === null ? null : frames[next.parent]!;
    const aboveFailed = above !== null && above.outcome !== 'ok';
    const failed = next.frame.error !== null;
    const outcome: FrameOutcome = failed
      ? above === null || above.frame.error !== null
        ? 'failed'
        : 'caught'
      : aboveFailed
        ? 'undone'
        : 'ok';
    const index = frames.length;
    frames.push({ frame: next.frame, index, path: next.path, depth: next.depth, parent: next.parent, outcome });
    const calls = next.frame.calls;
    for (let i = calls.length - 1; i >= 0; i--) {
      stack.push({ frame: calls[i]!, path: `${next.path}.${i}`, depth: next.depth + 1, parent: index });
    }
  }
  return frames;
}

/**
 * The frames from the top down to where the failure started: the path a page opens by itself. When
 * the transaction failed, the deepest frame whose failure went all the way up; otherwise the
 * deepest failure a caller caught. Empty when nothing failed.
 */
export function failurePath(frames: readonly TraceFrame[]): number[] {
  const deepest = (outcome: FrameOutcome): TraceFrame | null => {
    let found: TraceFrame | null = null;
    for (const f of frames) if (f.outcome === outcome && (found === null || f.depth > found.depth)) found = f;
    return found;
  };
  const path: number[] = [];
  for (
    let at = deepest('failed') ?? deepest('caught');
    at !== null;
    at = at.parent === null ? null : frames[at.parent]!
  ) {
    path.push(at.index);
  }
  return path.reverse();
}

/**
 * Native currency moved by frames other than the top one (the transaction's own value is on the
 * transaction page): Etherscan's "internal transactions". A DELEGATECALL or a STATICCALL moves
 * nothing (a DELEGATECALL's value is its caller's, reported again). A SELFDESTRUCT moves the
 * contract's balance to its beneficiary.
 */
export function valueTransfers(frames: readonly TraceFrame[]): ValueTransfer[] {
  const out: ValueTransfer[] = [];
  for (const f of frames) {
    const { type, value, from, to } = f.frame;
    if (f.parent === null || value === null || value === 0n || to === null) continue;
    if (type === 'DELEGATECALL' || type === 'STATICCALL') continue;
    out.push({ from, to, amount: value, frame: f.index });
  }
  return out;
}

/**
 * The logs in the order the receipt holds them: a frame's log at `position` p comes after its
 * first p calls (and everything they logged); logs of a frame whose effects were undone are not
 * in the receipt and are left out. A log without a position (older tracers) comes after the
 * frame's calls.
 */
export function receiptOrderLogs(frames: readonly TraceFrame[]): FrameLog[] {
  const out: FrameLog[] = [];
  if (frames.length === 0) return out;
  // children of each frame, by index, in call order
  const children = new Map<number, number[]>();
  for (const f of frames) {
    if (f.parent === null) continue;
    const list = children.get(f.parent);
    if (list) list.push(f.index);
    else children.set(f.parent, [f.index]);
  }
  type Step = { kind: 'frame'; index: number } | { kind: 'log'; log: FrameLog };
  const stack: Step[] = [{ kind: 'frame', index: 0 }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (step.kind === 'log') {
      out.push(step.log);
      continue;
    }
    const f = frames[step.index]!;
    if (f.outcome !== 'ok') continue;
    const calls = children.get(f.index) ?? [];
    // the frame's events interleaved: log at position p after call p-1
    const sequence: Step[] = [];
    const logs = f.frame.logs;
    let next = 0;
    for (let c = 0; c <= calls.length; c++) {
      while (next < logs.length && (logs[next]!.position ?? calls.length) <= c) {
        sequence.push({ kind: 'log', log: { log: logs[next]!, frame: f.index } });
        next++;
      }
      if (c < calls.length) sequence.push({ kind: 'frame', index: calls[c]! });
    }
    for (let i = sequence.length - 1; i >= 0; i--) stack.push(sequence[i]!);
  }
  return out;
}
