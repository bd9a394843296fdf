/**
 * The transaction and receipt pages' one line on what they rest on: the record proved at its index
 * of its block (the block's transactionsRoot or receiptsRoot rebuilt, its header checked), a
 * refusal naming what did not check out, or why it stays the endpoint's word. Its height is fixed
 * from its first render (per screen width), so nothing below it moves when the proof arrives: a
 * `#log-N` link has already scrolled by then.
 */
import type { ReactNode } from 'react';
import { useTransactionInclusion, type InclusionRead } from '../../data/hooks/useInclusionProof.ts';
import { useNetwork } from '../../data/hooks/useNetwork.ts';
import { transactionChainId } from '../../domain/network/resolve-network.ts';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import type { InclusionList } from '../../domain/proof/prove-inclusion.ts';
import { formatInteger } from '../../domain/units.ts';
import { describeError } from '../describe-error.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { inclusionRefusalWords, ROOT_OF } from './inclusion-words.ts';
import { blockWords } from './proof-words.ts';
import { SecondOpinionLine } from './SecondOpinionLine.tsx';

const BOX = 'mb-3 h-16 overflow-hidden text-xs leading-4 sm:h-12 lg:h-8';

/** What the proof covers, said where it is proved. */
const PROVED: Readonly<Record<InclusionList, string>> = {
  transactions: 'Proved',
  receipts: 'Status, gas used, logs and bloom proved',
};
/** What stays the endpoint's word once it is proved. */
const REST: Readonly<Record<InclusionList, string>> = {
  transactions: 'that this block is on the chain',
  receipts: 'the gas price, the logs’ positions, and that this block is on the chain',
};

function Line({
  status,
  part,
  title,
  children,
}: {
  status: string;
  part?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <p
      title={title}
      className={`${BOX} ${status === 'refused' ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
      data-testid="inclusion"
      data-status={status}
      data-part={part}
      role={status === 'refused' ? 'alert' : undefined}
    >
      {children}
    </p>
  );
}

/** `block`, `index`: where the record says it is. */
export function InclusionLine({
  read,
  list,
  block,
  index,
}: {
  read: InclusionRead;
  list: InclusionList;
  block: bigint;
  index: bigint;
}) {
  const root = ROOT_OF[list];
  const where = `index ${formatInteger(index, { thousands: true })} of ${blockWords(block)}`;
  switch (read.status) {
    case 'pending':
      return (
        <Line status="pending">
          Proving it is at {where}’s {list} ({root})…
        </Line>
      );
    case 'absent':
      return (
        <Line status="absent">
          That it is at {where} is the endpoint’s word: it does not serve eth_getBlockByHash, so {root} cannot be
          rebuilt in your browser.
        </Line>
      );
    case 'error': {
      const { title } = describeError(read.error);
      return (
        <Line status="error">
          Not proved at its index: asking for {blockWords(block)}’s {list} failed ({title}).{' '}
          <button type="button" className="text-sky-700 underline dark:text-sky-400" onClick={read.retry}>
            Try again
          </button>
        </Line>
      );
    }
    case 'done':
      break;
  }
  const outcome = read.data;
  switch (outcome.status) {
    case 'proved':
      return (
        <Line status="proved">
          <span className="font-medium text-emerald-700 dark:text-emerald-300">
            ✓ {PROVED[list]} at index {formatInteger(BigInt(outcome.index), { thousands: true })} of{' '}
            {blockWords(outcome.block)}’s {list} ({root})
          </span>
          , its header checked ({middleEllipsis(outcome.blockHash, 4)}). Still the endpoint’s word: {REST[list]}.
        </Line>
      );
    case 'unchecked':
      return (
        <Line status="unchecked" title={outcome.detail}>
          Cannot check it is at {where}: {outcome.reason}. That is the endpoint’s word.
        </Line>
      );
    case 'refused':
      return (
        <Line status="refused" part={outcome.part}>
          Refused: {inclusionRefusalWords(outcome)}
        </Line>
      );
  }
}

/** The inclusion line, and under it the second opinion on the block it proved the record in. */
function WithSecondOpinion({ read, children }: { read: InclusionRead; children: ReactNode }) {
  return (
    <>
      {children}
      <SecondOpinionLine read={read} />
    </>
  );
}

/** A mined transaction's line: at its index of its block's transactions. */
export function TransactionInclusion({ tx }: { tx: Transaction }) {
  const dialect = useNetwork(transactionChainId(tx)).network?.dialect ?? null;
  const read = useTransactionInclusion(tx, dialect);
  if (tx.blockNumber === null || tx.transactionIndex === null) return null;
  return (
    <WithSecondOpinion read={read}>
      <InclusionLine read={read} list="transactions" block={tx.blockNumber} index={tx.transactionIndex} />
    </WithSecondOpinion>
  );
}

/**
 * A receipt's line: at its index of its block's receipts. `read`: the page's useReceiptInclusion,
 * asked once there, since the page's snapshot carries the same proof's nodes.
 */
export function ReceiptInclusion({ receipt, read }: { receipt: Receipt; read: InclusionRead }) {
  return (
    <WithSecondOpinion read={read}>
      <InclusionLine read={read} list="receipts" block={receipt.blockNumber} index={receipt.transactionIndex} />
    </WithSecondOpinion>
  );
}
