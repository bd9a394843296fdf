/**
 * A trace checked against the receipt Hexray already read: the outcome, the gas used, the logs
 * (emitter, topics, data, order) and the created contract's address. Each says whether it
 * agrees, and where it does not, what each side says.
 *
 * anvil departs from geth in one known way here: for a transaction that is not first in its block
 * it reports the block's cumulative gas as the top frame's `gasUsed`. That is recognised and said,
 * not counted as a difference: the receipt's figure is the transaction's.
 */
import type { Receipt } from '../receipt.ts';
import type { CallFrame } from './call-trace.ts';
import type { FrameLog } from './trace-frames.ts';

export type GasCheck =
  | { kind: 'match'; gasUsed: bigint }
  /** the tracer's figure is the block's cumulative gas up to this transaction (anvil) */
  | { kind: 'cumulative'; gasUsed: bigint; traced: bigint }
  | { kind: 'differs'; traced: bigint; receipt: bigint };

export interface ReceiptCheck {
  status: { traced: boolean; receipt: boolean | null };
  gas: GasCheck;
  logs: { traced: number; receipt: number; firstDifference: number | null };
  /** only for a creation: the address the trace created and the receipt's */
  contractAddress: { traced: string | null; receipt: string | null } | null;
  /** every part agrees (the gas's known departure included) */
  matches: boolean;
}

function sameLog(traced: FrameLog, receipt: Receipt['logs'][number]): boolean {
  const { log } = traced;
  return (
    log.address === receipt.address.toLowerCase() &&
    log.data === receipt.data.toLowerCase() &&
    log.topics.length === receipt.topics.length &&
    log.topics.every((topic, i) => topic === receipt.topics[i]!.toLowerCase())
  );
}

export function checkAgainstReceipt(top: CallFrame, logs: readonly FrameLog[], receipt: Receipt): ReceiptCheck {
  const traced = top.error === null;
  const receiptStatus = receipt.outcome.kind === 'status' ? receipt.outcome.success : null;
  const gas: GasCheck =
    top.gasUsed === receipt.gasUsed
      ? { kind: 'match', gasUsed: receipt.gasUsed }
      : top.gasUsed === receipt.cumulativeGasUsed
        ? { kind: 'cumulative', gasUsed: receipt.gasUsed, traced: top.gasUsed }
        : { kind: 'differs', traced: top.gasUsed, receipt: receipt.gasUsed };
  let firstDifference: number | null = null;
  const count = Math.max(logs.length, receipt.logs.length);
  for (let i = 0; i < count; i++) {
    const a = logs[i];
    const b = receipt.logs[i];
    if (!a || !b || !sameLog(a, b)) {
      firstDifference = i;
      break;
    }
  }
  const creation = top.type === 'CREATE' || top.type === 'CREATE2';
  const contractAddress = creation ? { traced: top.to, receipt: receipt.contractAddress } : null;
  const matches =
    (receiptStatus === null || receiptStatus === traced) &&
    gas.kind !== 'differs' &&
    firstDifference === null &&
    (contractAddress === null || contractAddress.traced === contractAddress.receipt);
  return {
    status: { traced, receipt: receiptStatus },
    gas,
    logs: { traced: logs.length, receipt: receipt.logs.length, firstDifference },
    contractAddress,
    matches,
  };
}
