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

/** A tree this small opens whole by itself; a larger one its first levels only. */
const OPEN_WHOLE_UP_TO = 200;
const OPEN_DEPTH = 3;

/**
 * The frames a tree shows unfolded at first: all of a small tree, the first levels of a large one
 * (ten thousand frames are there to scroll, not to be drawn open), and always the path down to the
 * failure.
 */
export function initiallyOpen(frames: readonly TraceFrame[]): Set<number> {
  const depth = frames.length <= OPEN_WHOLE_UP_TO ? Infinity : OPEN_DEPTH;
  const open = new Set<number>();
  for (const f of frames) if (f.depth < depth) open.add(f.index);
  if (frames.length > 0) open.add(0);
  for (const index of failurePath(frames)) open.add(index);
  return open;
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

/** Each frame's calls, by index, in call order. */
export function childrenOf(frames: readonly TraceFrame[]): number[][] {
  const children: number[][] = frames.map(() => []);
  for (const f of frames) if (f.parent !== null) children[f.parent]!.push(f.index);
  return children;
}

/** A frame's own logs and calls as they happened: a log at `position` p after its first p calls. */
export type FrameEvent = { kind: 'call'; frame: number } | { kind: 'log'; frame: number; log: number };

/**
 * The events inside one frame in execution order. A log without a position (older tracers) comes
 * after the frame's calls.
 */
export function frameEvents(f: TraceFrame, calls: readonly number[]): FrameEvent[] {
  const events: FrameEvent[] = [];
  const logs = f.frame.logs;
  let next = 0;
  for (let c = 0; c <= calls.length; c++) {
    while (next < logs.length && (logs[next]!.position ?? calls.length) <= c) {
      events.push({ kind: 'log', frame: f.index, log: next });
      next++;
    }
    if (c < calls.length) events.push({ kind: 'call', frame: calls[c]! });
  }
  return events;
}

/**
 * The logs in the order the receipt holds them; logs of a frame whose effects were undone are not
 * in the receipt and are left out.
 */
export function receiptOrderLogs(frames: readonly TraceFrame[]): FrameLog[] {
  const out: FrameLog[] = [];
  if (frames.length === 0) return out;
  const children = childrenOf(frames);
  const stack: FrameEvent[] = [{ kind: 'call', frame: 0 }];
  while (stack.length > 0) {
    const event = stack.pop()!;
    const f = frames[event.frame]!;
    if (event.kind === 'log') {
      out.push({ log: f.frame.logs[event.log]!, frame: f.index });
      continue;
    }
    if (f.outcome !== 'ok') continue;
    const events = frameEvents(f, children[f.index]!);
    for (let i = events.length - 1; i >= 0; i--) stack.push(events[i]!);
  }
  return out;
}

/** A row of the call tree as drawn: a frame, or a log at its place inside an open frame. */
export type TreeRow = FrameEvent;

/** The rows a tree shows with the frames in `open` unfolded (their calls and logs below them). */
export function treeRows(
  frames: readonly TraceFrame[],
  children: readonly number[][],
  open: ReadonlySet<number>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  if (frames.length === 0) return rows;
  const stack: FrameEvent[] = [{ kind: 'call', frame: 0 }];
  while (stack.length > 0) {
    const event = stack.pop()!;
    rows.push(event);
    if (event.kind === 'log' || !open.has(event.frame)) continue;
    const events = frameEvents(frames[event.frame]!, children[event.frame]!);
    for (let i = events.length - 1; i >= 0; i--) stack.push(events[i]!);
  }
  return rows;
}
