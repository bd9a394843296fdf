/**
 * The answer of `debug_traceTransaction` with geth's `callTracer` (`withLog: true`), read once into
 * typed frames. The tree comes from an endpoint and may be hostile: it is walked with an explicit
 * stack (a deep tree never overflows the JS stack), and the walk stops with a clear error past
 * MAX_TRACE_FRAMES frames or MAX_TRACE_DEPTH levels, so a huge or malformed answer costs at most
 * that much work.
 */
import { formatCount } from '../units.ts';
import { MalformedFieldError, FieldReader, asAddress, asHash, asHexData, asQuantity } from '../parse-fields.ts';
import type { Address, Hash, Hex } from '../hex.ts';

/** The frame kinds geth's callTracer reports. */
export const FRAME_TYPES = [
  'CALL',
  'STATICCALL',
  'DELEGATECALL',
  'CALLCODE',
  'CREATE',
  'CREATE2',
  'SELFDESTRUCT',
] as const;
export type FrameType = (typeof FRAME_TYPES)[number];

/**
 * Frames read before the parse gives up. The page windows what it draws, so ten thousand frames
 * stay responsive; beyond fifty thousand the answer is refused rather than held in memory.
 */
export const MAX_TRACE_FRAMES = 50_000;
/** The EVM stops at a call depth of 1024: a deeper tree is not a trace of a real execution. */
export const MAX_TRACE_DEPTH = 1025;
/** Logs read across the whole tree (each costs a row on the page and a line of the export). */
export const MAX_TRACE_LOGS = 50_000;

export interface TraceLog {
  address: Address;
  topics: Hash[];
  data: Hex;
  /** how many of the frame's calls came before this log (geth: `position`); absent in older tracers */
  position: number | null;
  /** the log's index in the transaction, where the tracer sends it (anvil and newer geth) */
  index: number | null;
}

export interface CallFrame {
  type: FrameType;
  from: Address;
  /** null only where a tracer leaves it out (a failed CREATE may have no address) */
  to: Address | null;
  /** null where the tracer sends no value (STATICCALL, and DELEGATECALL on some nodes) */
  value: bigint | null;
  gas: bigint;
  gasUsed: bigint;
  input: Hex;
  /** null where the tracer sends none */
  output: Hex | null;
  error: string | null;
  revertReason: string | null;
  logs: TraceLog[];
  calls: CallFrame[];
}

export class TraceTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TraceTooLargeError';
  }
}

const MAX_TEXT = 4096;

function asFrameType(value: unknown, path: string): FrameType {
  if (typeof value === 'string' && (FRAME_TYPES as readonly string[]).includes(value)) return value as FrameType;
  throw new MalformedFieldError(
    path,
    `must be one of ${FRAME_TYPES.join(', ')}; got ${JSON.stringify(value)?.slice(0, 40)}`,
  );
}

function asText(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new MalformedFieldError(path, 'must be a string');
  // an error text is a line; a hostile one is cut rather than drawn whole
  return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
}

/** A small count a tracer may send as a hex quantity or a JSON number. */
function asSmallCount(value: unknown, path: string): number {
  const n = typeof value === 'number' ? value : Number(asQuantity(value, path));
  if (!Number.isSafeInteger(n) || n < 0) throw new MalformedFieldError(path, 'must be a small non-negative count');
  return n;
}

function asArray(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new MalformedFieldError(path, 'must be an array');
  return value;
}

function parseLog(raw: unknown, path: string): TraceLog {
  const f = new FieldReader(raw, path);
  const topics = asArray(f.raw['topics'], f.at('topics'));
  if (topics.length > 4)
    throw new MalformedFieldError(f.at('topics'), `holds ${topics.length} topics; a log has at most 4`);
  return {
    address: f.required('address', asAddress),
    topics: topics.map((topic, i) => asHash(topic, `${f.at('topics')}[${i}]`)),
    data: f.required('data', asHexData),
    position: f.optional('position', asSmallCount) ?? null,
    index: f.optional('index', asSmallCount) ?? null,
  };
}

/** One frame's own fields; its `calls` are read by the walk below, not here. */
function parseFrameFields(f: FieldReader): Omit<CallFrame, 'calls' | 'logs'> {
  return {
    type: f.required('type', asFrameType),
    from: f.required('from', asAddress),
    to: f.optional('to', asAddress) ?? null,
    value: f.optional('value', asQuantity) ?? null,
    gas: f.optional('gas', asQuantity) ?? 0n,
    gasUsed: f.optional('gasUsed', asQuantity) ?? 0n,
    input: f.optional('input', asHexData) ?? '0x',
    output: f.optional('output', asHexData) ?? null,
    error: f.optional('error', asText) ?? null,
    revertReason: f.optional('revertReason', asText) ?? null,
  };
}

/** Where a frame sits, kept as links: a path string per frame of a deep tree would cost depth² memory. */
interface Place {
  parent: Place | null;
  index: number;
}

function pathOf(root: string, place: Place): string {
  const indexes: number[] = [];
  for (let at: Place | null = place; at?.parent; at = at.parent) indexes.push(at.index);
  return (
    root +
    indexes
      .reverse()
      .map((i) => `.calls[${i}]`)
      .join('')
  );
}

const FRAME = 'frame';

/**
 * Reads a callTracer answer. Throws MalformedFieldError naming the first field that is wrong
 * (`trace.calls[2].calls[0].from must be a 20-byte address`) or TraceTooLargeError past the caps.
 */
export function parseCallTrace(raw: unknown, path = 'trace'): CallFrame {
  let frames = 0;
  let logs = 0;
  const read = (value: unknown, depth: number): { frame: CallFrame; children: unknown[] } => {
    frames++;
    if (frames > MAX_TRACE_FRAMES) {
      throw new TraceTooLargeError(
        `The trace has more than ${formatCount(MAX_TRACE_FRAMES)} calls; Hexray reads at most that many.`,
      );
    }
    if (depth > MAX_TRACE_DEPTH) {
      throw new TraceTooLargeError(
        `The trace nests calls more than ${MAX_TRACE_DEPTH} deep, deeper than the EVM allows.`,
      );
    }
    const f = new FieldReader(value, FRAME);
    const rawLogs = f.has('logs') ? asArray(f.raw['logs'], f.at('logs')) : [];
    logs += rawLogs.length;
    if (logs > MAX_TRACE_LOGS) {
      throw new TraceTooLargeError(
        `The trace has more than ${formatCount(MAX_TRACE_LOGS)} logs; Hexray reads at most that many.`,
      );
    }
    const children = f.has('calls') ? asArray(f.raw['calls'], f.at('calls')) : [];
    const frame: CallFrame = {
      ...parseFrameFields(f),
      logs: rawLogs.map((log, i) => parseLog(log, `${f.at('logs')}[${i}]`)),
      calls: [],
    };
    return { frame, children };
  };
  const readAt = (value: unknown, place: Place, depth: number) => {
    try {
      return read(value, depth);
    } catch (error) {
      if (!(error instanceof MalformedFieldError) || !error.field.startsWith(FRAME)) throw error;
      throw new MalformedFieldError(pathOf(path, place) + error.field.slice(FRAME.length), error.problem);
    }
  };

  const root: Place = { parent: null, index: 0 };
  const top = readAt(raw, root, 1);
  // an explicit stack, children pushed in reverse so they are read (and kept) in order
  const stack: Array<{ parent: CallFrame; raw: unknown; place: Place; depth: number }> = [];
  const pushChildren = (parent: CallFrame, children: unknown[], place: Place, depth: number) => {
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ parent, raw: children[i], place: { parent: place, index: i }, depth });
    }
  };
  pushChildren(top.frame, top.children, root, 2);
  while (stack.length > 0) {
    const next = stack.pop()!;
    const { frame, children } = readAt(next.raw, next.place, next.depth);
    next.parent.calls.push(frame);
    pushChildren(frame, children, next.place, next.depth + 1);
  }
  return top.frame;
}
