/**
 * The Activity tab's list, newest first: each row says what happened (a token transfer in or out,
 * an event the address emitted, a transaction it sent or received), where (the block, linked) and
 * in which transaction (linked). Transfers read in the token's units as everywhere else
 * (summary/TokenMovements.tsx); events are named and decoded with what Hexray knows of the
 * address (its pasted ABI, its verified one, the built-in signatures: useNameTables.ts).
 */
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { rowKey, type ActivityRow } from '../../domain/activity/activity-rows.ts';
import { decodeLog } from '../../domain/abi/decode-log.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import type { Address } from '../../domain/hex.ts';
import type { Log } from '../../domain/receipt.ts';
import { transferDirection } from '../../domain/token/token-movements.ts';
import { useNameTables } from '../../data/names/useNameTables.ts';
import { logAnchor, receiptURL, transactionURL } from '../../routes/urls.ts';
import { AddressValue } from '../AddressValue.tsx';
import { ValueView } from '../DecodedParams.tsx';
import { middleEllipsis } from '../HashValue.tsx';
import { WeiValue } from '../WeiValue.tsx';
import { BlockNumberLink } from '../block/BlockNumberLink.tsx';
import { MovementContent } from '../summary/TokenMovements.tsx';

/** Rows drawn at once; the rest wait for "Show more" (a busy token's window can hold thousands). */
export const ROWS_PER_PAGE = 100;

const LABEL = {
  transfer: { in: 'Transfer in', out: 'Transfer out', self: 'Transfer to itself' },
  transaction: { sent: 'Sent', received: 'Received', self: 'Sent to itself' },
} as const;

function rowLabel(row: ActivityRow): string {
  if (row.kind === 'event') return 'Event';
  if (row.kind === 'transaction') return LABEL.transaction[row.direction];
  const direction = transferDirection(row.movement);
  return direction === 'transfer'
    ? LABEL.transfer[row.direction]
    : direction === 'mint'
      ? 'Minted to it'
      : 'Burned from it';
}

function EmittedEvent({ log, events }: { log: Log; events: EventTable }) {
  const decoded = useMemo(() => decodeLog(log.topics, log.data, events), [log, events]);
  if (!decoded.ok)
    return (
      <span className="text-slate-600 dark:text-slate-400" data-testid="activity-event-name">
        an event Hexray cannot name (topic0 <span className="font-mono">{middleEllipsis(log.topics[0] ?? 'none')}</span>
        )
      </span>
    );
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-mono font-semibold" data-testid="activity-event-name">
        {decoded.event.name}
      </span>
      {decoded.args.map((arg, i) => (
        <span key={i} className="inline-flex flex-wrap items-center gap-1">
          <span className="font-mono text-xs text-slate-500">{arg.name || `#${i}`}</span>
          <ValueView value={arg.value} type={arg.abiType} />
        </span>
      ))}
    </span>
  );
}

const Row = memo(function Row({ row, events }: { row: ActivityRow; events: EventTable }) {
  const { at } = row;
  return (
    <li
      className="border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800"
      data-testid="activity-row"
      data-kind={row.kind}
      data-direction={row.kind === 'event' ? undefined : row.direction}
      data-standard={row.kind === 'transfer' ? row.movement.standard : undefined}
      data-transaction={at.transactionHash}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {rowLabel(row)}
          {row.kind === 'transfer' && ` · ${row.movement.standard}`}
        </span>
        <span>block</span>
        <BlockNumberLink number={at.blockNumber} />
        <span>transaction</span>
        <Link
          to={
            at.logIndex === null
              ? transactionURL(at.transactionHash)
              : `${receiptURL(at.transactionHash)}#${logAnchor(at.logIndex)}`
          }
          className="font-mono text-sky-700 hover:underline dark:text-sky-400"
          data-testid="activity-transaction-link"
        >
          {middleEllipsis(at.transactionHash)}
        </Link>
      </div>
      <div className="mt-1">
        {row.kind === 'transfer' ? (
          <MovementContent movement={row.movement} />
        ) : row.kind === 'event' ? (
          <EmittedEvent log={row.log} events={events} />
        ) : (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {row.direction === 'received' ? (
              <>
                <span className="text-slate-500">from</span>
                <AddressValue address={row.transaction.from} />
              </>
            ) : (
              <>
                <span className="text-slate-500">to</span>
                {row.transaction.to === null ? (
                  <span>a new contract</span>
                ) : (
                  <AddressValue address={row.transaction.to} />
                )}
              </>
            )}
            {row.transaction.value > 0n && <WeiValue wei={row.transaction.value} />}
          </div>
        )}
      </div>
    </li>
  );
});

export function ActivityRows({
  address,
  rows,
  shown,
}: {
  address: Address;
  rows: readonly ActivityRow[];
  shown: number;
}) {
  const questions = useMemo(() => {
    const topics = new Set<string>();
    for (const row of rows) if (row.kind === 'event' && row.log.topics[0]) topics.add(row.log.topics[0]);
    return [...topics].map((topic) => ({ kind: 'event' as const, topic: topic as Address, contract: address }));
  }, [rows, address]);
  const contracts = useMemo(() => [address], [address]);
  const names = useNameTables(contracts, questions);
  const events = names.tablesFor(address).events;
  return (
    <ul
      className="rounded-lg border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="activity-rows"
    >
      {/* keyed by what the row is, not where: a new block's rows on top leave the others mounted */}
      {rows.slice(0, shown).map((row) => (
        <Row key={rowKey(row)} row={row} events={events} />
      ))}
    </ul>
  );
}
