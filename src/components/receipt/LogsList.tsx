import { useCallback, type Ref } from 'react';
import type { Log } from '../../domain/receipt.ts';
import type { Address, Hash } from '../../domain/hex.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import type { VerifiedNames } from '../../data/names/useVerifiedContract.ts';
import { estimateLogHeight, LogEntry } from './LogEntry.tsx';
import { WindowedList, type WindowedListHandle } from './WindowedList.tsx';

/** The logs the filter shows, windowed: only those near the viewport are in the DOM. */
export function LogsList({
  logs,
  positions,
  tableFor,
  verified,
  onPasteAbi,
  selected,
  handleRef,
  topInset,
}: {
  logs: readonly Log[];
  /** the receipt positions to show, in order */
  positions: readonly number[];
  tableFor: (address: Address) => EventTable;
  /** what Sourcify says of each emitter it was asked about (lowercase address) */
  verified: ReadonlyMap<Address, VerifiedNames>;
  onPasteAbi: (address: string) => void;
  /** the receipt position of the linked log, or -1 */
  selected: number;
  handleRef: Ref<WindowedListHandle>;
  /** height of the sticky toolbar above the list, for scrolling a log into view below it */
  topInset: number;
}) {
  const itemKey = useCallback((i: number) => String(positions[i]), [positions]);
  const estimateHeight = useCallback(
    (i: number) => {
      const log = logs[positions[i]!]!;
      const topic0 = log.topics[0]?.toLowerCase() as Hash | undefined;
      return estimateLogHeight(log, topic0 !== undefined && tableFor(log.address).has(topic0));
    },
    [logs, positions, tableFor],
  );
  const renderItem = useCallback(
    (i: number) => {
      const position = positions[i]!;
      const log = logs[position]!;
      return (
        <LogEntry
          log={log}
          position={position}
          table={tableFor(log.address)}
          verified={verified.get(log.address.toLowerCase() as Address)?.own}
          onPasteAbi={onPasteAbi}
          selected={position === selected}
        />
      );
    },
    [logs, positions, tableFor, verified, onPasteAbi, selected],
  );
  return (
    <WindowedList
      handleRef={handleRef}
      label="Logs"
      count={positions.length}
      itemKey={itemKey}
      estimateHeight={estimateHeight}
      renderItem={renderItem}
      topInset={topInset}
    />
  );
}
