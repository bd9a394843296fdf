import { useMemo, type ReactNode } from 'react';
import { opReceiptFields } from '../../domain/dialects/op-stack.ts';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import type { CallFrame } from '../../domain/trace/call-trace.ts';
import type { PrestateDiff } from '../../domain/trace/prestate-diff.ts';
import { slotNamer, type Preimages } from '../../domain/trace/slot-names.ts';
import { checkAgainstReceipt } from '../../domain/trace/receipt-check.ts';
import { stateChanges } from '../../domain/trace/state-changes.ts';
import { callTracerJson, prestateTracerJson } from '../../domain/trace/trace-export.ts';
import { flattenFrames, receiptOrderLogs, valueTransfers } from '../../domain/trace/trace-frames.ts';
import { CallTree } from './CallTree.tsx';
import { InternalTransfers } from './InternalTransfers.tsx';
import { ReceiptCheckLine } from './ReceiptCheckLine.tsx';
import { StateChanges } from './StateChanges.tsx';
import { TraceExports } from './TraceExports.tsx';

/**
 * A transaction's trace: checked against its receipt, the call tree, the internal transfers, the
 * state changes (or why they are missing) and the exports.
 */
export function TraceView({
  tx,
  receipt,
  calls,
  stateDiff,
  stateDiffProblem,
  preimages = null,
}: {
  tx: Transaction;
  receipt: Receipt;
  calls: CallFrame;
  stateDiff: PrestateDiff | null;
  /** what to show where the state changes would be, while they load or when they failed */
  stateDiffProblem: ReactNode;
  /** the KECCAK256 inputs a re-execution saw: they name the slots it wrote */
  preimages?: Preimages | null;
}) {
  // the top frame's gas as geth reports it, as the export writes it (trace-export.ts says why)
  const shown = useMemo(() => ({ ...calls, gas: tx.gas, gasUsed: receipt.gasUsed }), [calls, tx.gas, receipt.gasUsed]);
  const frames = useMemo(() => flattenFrames(shown), [shown]);
  const check = useMemo(() => checkAgainstReceipt(calls, receiptOrderLogs(frames), receipt), [calls, frames, receipt]);
  const transfers = useMemo(() => valueTransfers(frames), [frames]);
  const changes = useMemo(() => (stateDiff ? stateChanges(stateDiff) : null), [stateDiff]);
  const nameSlot = useMemo(() => (preimages ? slotNamer(preimages) : null), [preimages]);
  const l1Fee = useMemo(() => {
    const amount = opReceiptFields(receipt.extra).l1Fee;
    return amount ? { payer: tx.from, amount } : null;
  }, [receipt.extra, tx.from]);
  return (
    <div>
      <ReceiptCheckLine check={check} />
      <CallTree frames={frames} receiptLogs={receipt.logs} />
      <InternalTransfers transfers={transfers} frames={frames} />
      {changes ? <StateChanges changes={changes} nameSlot={nameSlot} l1Fee={l1Fee} /> : stateDiffProblem}
      <TraceExports
        hash={tx.hash}
        callTracer={() => callTracerJson(calls, { gas: tx.gas, gasUsed: receipt.gasUsed })}
        prestateTracer={stateDiff ? () => prestateTracerJson(stateDiff) : null}
      />
    </div>
  );
}
