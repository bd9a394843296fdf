/**
 * The trace written back in geth's shapes, so it can be diffed against any node's answer:
 * "callTracer JSON" (`callTracer` with `withLog: true`) and "prestateTracer JSON" (`diffMode`).
 *
 * The top frame's gas figures are geth's, not the tracer's as sent: geth reports `gas` as the
 * transaction's gas limit and `gasUsed` as the receipt's. anvil reports the limit less the
 * intrinsic gas, and for a transaction not first in its block the block's cumulative gas; the
 * transaction and the receipt Hexray read correct both, so the export reads the same whichever
 * node made the trace. Every inner frame is as the tracer sent it.
 */
import { bigIntToQuantity } from '../hex.ts';
import type { CallFrame, TraceLog } from './call-trace.ts';
import type { AccountState, PrestateDiff } from './prestate-diff.ts';

export interface TopFrameGas {
  /** the transaction's gas limit */
  gas: bigint;
  /** the receipt's gas used */
  gasUsed: bigint;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function logJson(log: TraceLog): Json {
  const out: Record<string, Json> = { address: log.address, topics: log.topics, data: log.data };
  if (log.position !== null) out['position'] = bigIntToQuantity(BigInt(log.position));
  if (log.index !== null) out['index'] = bigIntToQuantity(BigInt(log.index));
  return out;
}

// Recursive: the parse refused anything deeper than the EVM's 1024 calls, well within the stack.
function frameJson(frame: CallFrame, gas: TopFrameGas | null): Record<string, Json> {
  const out: Record<string, Json> = {
    from: frame.from,
    gas: bigIntToQuantity(gas?.gas ?? frame.gas),
    gasUsed: bigIntToQuantity(gas?.gasUsed ?? frame.gasUsed),
  };
  if (frame.to !== null) out['to'] = frame.to;
  out['input'] = frame.input;
  if (frame.output !== null) out['output'] = frame.output;
  if (frame.error !== null) out['error'] = frame.error;
  if (frame.revertReason !== null) out['revertReason'] = frame.revertReason;
  if (frame.calls.length > 0) out['calls'] = frame.calls.map((call) => frameJson(call, null));
  if (frame.logs.length > 0) out['logs'] = frame.logs.map(logJson);
  if (frame.value !== null) out['value'] = bigIntToQuantity(frame.value);
  out['type'] = frame.type;
  return out;
}

/** geth's callTracer object, the top frame's gas set from the transaction and its receipt. */
export function callTracerJson(top: CallFrame, gas: TopFrameGas): Record<string, Json> {
  return frameJson(top, gas);
}

function accountJson(state: AccountState): Record<string, Json> {
  const out: Record<string, Json> = {};
  if (state.balance !== undefined) out['balance'] = bigIntToQuantity(state.balance);
  if (state.code !== undefined) out['code'] = state.code;
  // geth writes the nonce as a JSON number
  if (state.nonce !== undefined) out['nonce'] = Number(state.nonce);
  if (state.storage !== undefined) out['storage'] = Object.fromEntries(state.storage);
  return out;
}

/** geth's prestateTracer diffMode object. */
export function prestateTracerJson(diff: PrestateDiff): { pre: Record<string, Json>; post: Record<string, Json> } {
  const side = (accounts: PrestateDiff['pre']) =>
    Object.fromEntries([...accounts].map(([address, state]) => [address, accountJson(state)]));
  return { pre: side(diff.pre), post: side(diff.post) };
}
