/**
 * A call tree built from an EVM's events as it runs (a frame entered, a log, a frame left, a
 * SELFDESTRUCT), into the same CallFrame a tracer's callTracer answer parses to, so a trace made
 * in this browser is shown, checked and exported like the endpoint's. The engine's own event
 * types stay with the engine (data/reexec/); this module knows only frames.
 *
 * geth's callTracer conventions, which anvil follows: a log carries `position`, the number of calls
 * its frame had made before it, and `index`, its place among the transaction's logs; a failed frame
 * keeps no logs, nor does anything under it (the receipt has none of them); a failed creation has
 * no `to`; a reverted frame keeps its output, and `revertReason` when the output is an
 * `Error(string)` or a `Panic(uint256)` (in geth's words); a SELFDESTRUCT is a frame of its own
 * with no gas.
 */
import { bytesToHex, hexToBytes, type Address, type Hash, type Hex } from '../hex.ts';
import { ERROR_STRING_SELECTOR, PANIC_SELECTOR } from '../revert-reason.ts';
import type { CallFrame, FrameType, TraceLog } from './call-trace.ts';
import { MAX_TRACE_DEPTH, MAX_TRACE_FRAMES, MAX_TRACE_LOGS, TraceTooLargeError } from './call-trace.ts';

export interface FrameStart {
  type: FrameType;
  from: Address;
  /** null for a creation, whose address is known when it ends */
  to: Address | null;
  value: bigint | null;
  gas: bigint;
  input: Hex;
}

export interface FrameEnd {
  gasUsed: bigint;
  output: Hex;
  /** geth's words for the failure (`execution reverted`, `out of gas`), null on success */
  error: string | null;
  /** a creation's new address */
  created?: Address | null;
}

/** The geth message for a frame that reverted (the REVERT opcode, as opposed to a halt). */
export const EXECUTION_REVERTED = 'execution reverted';

/** `Error(string)`'s text as geth's `abi.UnpackRevert` reads it; null for any other data. */
export function errorStringOf(output: Hex): string | null {
  if (!output.toLowerCase().startsWith(ERROR_STRING_SELECTOR)) return null;
  const body = hexToBytes(`0x${output.slice(10)}`);
  if (body.length < 64) return null;
  const word = (at: number) => BigInt(bytesToHex(body.subarray(at, at + 32)));
  const offset = word(0);
  if (offset + 32n > BigInt(body.length)) return null;
  const length = word(Number(offset));
  const start = Number(offset) + 32;
  if (BigInt(start) + length > BigInt(body.length)) return null;
  return new TextDecoder().decode(body.subarray(start, start + Number(length)));
}

/**
 * geth's words for each `Panic(uint256)` code (accounts/abi/abi.go `panicReasons`, from
 * ethers.js), which its callTracer puts in `revertReason`: the tracer's text, not Solidity's
 * documentation's (domain/revert-reason.ts says those on the other pages).
 */
const GETH_PANIC_REASONS: ReadonlyMap<bigint, string> = new Map([
  [0x00n, 'generic panic'],
  [0x01n, 'assert(false)'],
  [0x11n, 'arithmetic underflow or overflow'],
  [0x12n, 'division or modulo by zero'],
  [0x21n, 'enum overflow'],
  [0x22n, 'invalid encoded storage byte array accessed'],
  [0x31n, 'out-of-bounds array access; popping on an empty array'],
  [0x32n, 'out-of-bounds access of an array or bytesN'],
  [0x41n, 'out of memory'],
  [0x51n, 'uninitialized function'],
]);

/** `Panic(uint256)`'s reason as geth's `abi.UnpackRevert` gives it; null for any other data. */
export function panicReasonOf(output: Hex): string | null {
  // the code is the first word after the selector; geth ignores what follows it
  if (!output.toLowerCase().startsWith(PANIC_SELECTOR) || output.length < 10 + 64) return null;
  const code = BigInt(`0x${output.slice(10, 74)}`);
  return GETH_PANIC_REASONS.get(code) ?? `unknown panic code: 0x${code.toString(16)}`;
}

/** What geth's callTracer puts in a reverted frame's `revertReason`: Error(string)'s text or Panic's words. */
export function revertReasonOf(output: Hex): string | null {
  return errorStringOf(output) ?? panicReasonOf(output);
}

export class CallFrameBuilder {
  private readonly stack: CallFrame[] = [];
  private top: CallFrame | null = null;
  private frames = 0;
  private logs = 0;

  enter(start: FrameStart): void {
    if (++this.frames > MAX_TRACE_FRAMES)
      throw new TraceTooLargeError(`The execution made more than ${MAX_TRACE_FRAMES} calls.`);
    if (this.stack.length >= MAX_TRACE_DEPTH)
      throw new TraceTooLargeError(`The execution nested calls deeper than ${MAX_TRACE_DEPTH}.`);
    const frame: CallFrame = {
      ...start,
      gasUsed: 0n,
      output: null,
      error: null,
      revertReason: null,
      logs: [],
      calls: [],
    };
    const parent = this.stack.at(-1);
    if (parent) parent.calls.push(frame);
    else this.top = frame;
    this.stack.push(frame);
  }

  log(address: Address, topics: Hash[], data: Hex): void {
    const frame = this.stack.at(-1);
    if (!frame) return;
    if (++this.logs > MAX_TRACE_LOGS)
      throw new TraceTooLargeError(`The execution logged more than ${MAX_TRACE_LOGS} events.`);
    // the index is set once the whole tree is known: a failed frame's logs do not count
    frame.logs.push({ address, topics, data, position: frame.calls.length, index: null });
  }

  /** A SELFDESTRUCT in the running frame: geth reports it as a call with no gas, input or output. */
  selfDestruct(from: Address, beneficiary: Address, value: bigint): void {
    this.enter({ type: 'SELFDESTRUCT', from, to: beneficiary, value, gas: 0n, input: '0x' });
    this.exit({ gasUsed: 0n, output: '0x', error: null });
  }

  exit(end: FrameEnd): void {
    const frame = this.stack.pop();
    if (!frame) return;
    frame.gasUsed = end.gasUsed;
    if (end.created && end.error === null) frame.to = end.created;
    if (end.error === null) {
      // geth leaves out an empty output
      frame.output = end.output === '0x' ? null : end.output;
      return;
    }
    frame.error = end.error;
    if (frame.type === 'CREATE' || frame.type === 'CREATE2') frame.to = null;
    if (end.error !== EXECUTION_REVERTED || end.output === '0x') return;
    frame.output = end.output;
    frame.revertReason = revertReasonOf(end.output);
  }

  /** The finished tree: failed frames' logs dropped, every kept log numbered in execution order. */
  result(): CallFrame | null {
    if (!this.top) return null;
    const failing: Array<{ frame: CallFrame; failed: boolean }> = [{ frame: this.top, failed: false }];
    while (failing.length > 0) {
      const { frame, failed: parentFailed } = failing.pop()!;
      const failed = parentFailed || frame.error !== null;
      if (failed) frame.logs = [];
      for (const call of frame.calls) failing.push({ frame: call, failed });
    }
    // execution order: a frame's log at position p came after its first p calls
    let index = 0;
    const walk: Array<CallFrame | TraceLog> = [this.top];
    while (walk.length > 0) {
      const next = walk.pop()!;
      if (!('calls' in next)) {
        next.index = index++;
        continue;
      }
      const events: Array<CallFrame | TraceLog> = [];
      let log = 0;
      for (let call = 0; call <= next.calls.length; call++) {
        while (log < next.logs.length && next.logs[log]!.position! <= call) events.push(next.logs[log++]!);
        if (call < next.calls.length) events.push(next.calls[call]!);
      }
      for (let i = events.length - 1; i >= 0; i--) walk.push(events[i]!);
    }
    return this.top;
  }
}
