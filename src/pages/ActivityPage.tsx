import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ActivityNotServed } from '../components/activity/ActivityNotServed.tsx';
import { ActivityRows, ROWS_PER_PAGE } from '../components/activity/ActivityRows.tsx';
import { ArchivedActivity } from '../components/activity/ArchivedActivity.tsx';
import { Holdings } from '../components/activity/Holdings.tsx';
import { WatchAddress } from '../components/activity/WatchAddress.tsx';
import { CoverageLine } from '../components/activity/CoverageLine.tsx';
import { RefusedRangeLine } from '../components/activity/RefusedRangeLine.tsx';
import { ScanLine } from '../components/activity/ScanLine.tsx';
import { AddressTabs } from '../components/address/AddressTabs.tsx';
import { CheckedAddress } from '../components/address/CheckedAddress.tsx';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { NativeCurrencyProvider } from '../components/NativeCurrency.tsx';
import { NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { NetworkLine } from '../components/network/NetworkLine.tsx';
import { TokenListScope } from '../components/summary/TokenReadScope.tsx';
import { GoField } from '../components/GoField.tsx';
import { archiveBudgetBytes } from '../data/archive/archive-budget.ts';
import { ACTIVITY_SPAN, useAddressActivity } from '../data/hooks/useAddressActivity.ts';
import { useAddressWatch } from '../data/hooks/useAddressWatch.ts';
import { useArchivedActivity } from '../data/hooks/useArchivedActivity.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { useEndpointFacts } from '../data/hooks/useEndpointFacts.ts';
import { useHead } from '../data/hooks/useHead.ts';
import { useNetwork } from '../data/hooks/useNetwork.ts';
import { mergeRows } from '../domain/activity/activity-rows.ts';
import { parseBlockCount } from '../domain/activity/block-count.ts';
import { checksumAddress } from '../domain/address-checksum.ts';
import type { Address } from '../domain/hex.ts';
import { holdingsOf } from '../domain/token/holdings.ts';
import { formatCount } from '../domain/units.ts';
import { readActivityBlocks } from '../routes/query-state.ts';
import { activityURL } from '../routes/urls.ts';

export function ActivityPage() {
  const { address = '' } = useParams();
  const endpoint = useEndpoint();
  return (
    <CheckedAddress value={address} what="address">
      {(checked) => (
        <div>
          <PageTitle title="Address" subtitle={checksumAddress(checked)} />
          <AddressTabs address={checked} current="activity" />
          {endpoint ? <Covered address={checked} endpointId={endpoint.endpointId} /> : <NeedsConnection />}
        </div>
      )}
    </CheckedAddress>
  );
}

/**
 * How many of the latest blocks the tab covers (`?blocks=`, the window by default), checked before
 * anything is read: a bad count shows its message and sends nothing.
 */
function Covered({ address, endpointId }: { address: Address; endpointId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { windowBlocks } = useHead();
  const text = readActivityBlocks(params);
  const blocks = parseBlockCount(text, windowBlocks ?? ACTIVITY_SPAN, windowBlocks);
  return (
    <>
      <BlocksField
        key={text}
        text={text}
        problem={blocks.ok ? null : blocks.message}
        onChoose={(typed) =>
          void navigate(`${activityURL(address)}${typed === '' ? '' : `?blocks=${encodeURIComponent(typed)}`}`)
        }
      />
      {/* another address, endpoint or span starts from nothing */}
      {blocks.ok && (
        <Activity key={`${endpointId}:${address}:${blocks.value}`} address={address} blocks={blocks.value} />
      )}
    </>
  );
}

function BlocksField({
  text,
  problem,
  onChoose,
}: {
  text: string;
  problem: string | null;
  onChoose: (text: string) => void;
}) {
  return (
    <GoField
      label="Latest blocks covered"
      text={text}
      placeholder="all the endpoint serves"
      problem={problem}
      onGo={(typed) => onChoose(typed.trim())}
      testId="activity-blocks"
      className="mb-3 max-w-xs"
    />
  );
}

/**
 * What the address did lately, within the blocks the endpoint serves: its token transfers, the
 * events it emitted and its transactions, newest first, live while the tab is open.
 */
function Activity({ address, blocks }: { address: Address; blocks: number }) {
  const network = useNetwork();
  const { windowBlocks } = useHead();
  const activity = useAddressActivity(address, blocks);
  const callServed = useEndpointFacts().serves('eth_call');
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  const { rows, covered, scan } = activity;
  const logsOut = activity.notServed.includes('eth_getLogs');
  // what this browser's archive holds for the address, and the part older than the tab's span
  const endpoint = useEndpoint();
  const chain = network.chainId === null ? 'unknown' : network.chainId.toString();
  const endpointLabel = endpoint?.client.endpointLabel ?? '';
  const source = useMemo(() => ({ chain, endpoint: endpointLabel }), [chain, endpointLabel]);
  // the archive is read once the tab's own first read is through: a re-render during it starts it again
  const scanned = activity.notServed.includes('eth_getBlockByNumber') || scan?.done === true;
  const firstReadDone = covered !== null && !activity.readingLogs && scanned;
  const archived = useArchivedActivity(address, source, firstReadDone);
  const kept = useMemo(() => mergeRows([archived], 0n).rows, [archived]);
  const beyond = useMemo(
    () => (covered === null ? [] : kept.filter((row) => row.at.blockNumber < covered.fromBlock)),
    [kept, covered],
  );
  const watch = useAddressWatch(address, chain, rows, covered?.toBlock ?? null);
  const holdings = useMemo(() => holdingsOf([...rows, ...beyond]), [rows, beyond]);
  const transfersSeen = rows.filter((row) => row.kind === 'transfer').length + beyond.length;
  const tokens = holdings.flatMap((holding) => (holding.standard === 'ERC-20' ? [holding.token] : []));
  return (
    <>
      <p className="mb-3">
        <NetworkLine resolved={network} />
      </p>
      <ActivityNotServed methods={callServed === false ? [...activity.notServed, 'eth_call'] : activity.notServed} />
      {covered === null ? (
        activity.notServed.length === 0 && (
          <p className="text-sm text-slate-500" data-testid="activity-waiting">
            Reading the latest block…
          </p>
        )
      ) : (
        <CoverageLine
          fromBlock={covered.fromBlock}
          toBlock={covered.toBlock}
          windowed={windowBlocks !== null}
          blocksRead={scan?.done === true}
        />
      )}
      {covered !== null && !logsOut && (
        <WatchAddress control={watch} kept={kept.length} archiveOff={archiveBudgetBytes() === 0} />
      )}
      {activity.refused && <RefusedRangeLine refused={activity.refused} address={address} blocks={blocks} />}
      {activity.logsError && (
        <div className="mb-3">
          <ErrorPanel error={activity.logsError} />
        </div>
      )}
      {scan && covered && <ScanLine scan={scan} fromBlock={covered.fromBlock} />}
      {activity.scanError && (
        <div className="mb-3">
          <ErrorPanel error={activity.scanError} />
        </div>
      )}
      {covered !== null && !logsOut && (
        <NativeCurrencyProvider network={network}>
          <TokenListScope tokens={tokens}>
            {/* the tokens are the transfers': none to name until the logs are read */}
            {!activity.readingLogs && !activity.logsError && (
              <Holdings
                owner={address}
                holdings={holdings}
                head={covered.toBlock}
                transfersSeen={transfersSeen}
                callServed={callServed}
              />
            )}
            {rows.length === 0 ? (
              activity.readingLogs ? (
                <p className="text-sm text-slate-500" data-testid="activity-reading">
                  Reading the transfers and events of these blocks…
                </p>
              ) : (
                <p className="text-sm" data-testid="activity-none">
                  Nothing found for this address in these blocks{scan?.done ? '' : ' so far'}.
                </p>
              )
            ) : (
              <ActivityRows address={address} rows={rows} shown={shown} />
            )}
          </TokenListScope>
        </NativeCurrencyProvider>
      )}
      {rows.length > shown && (
        <button
          type="button"
          className="mt-2 rounded-md border border-slate-300 px-3 py-1 text-sm dark:border-slate-700"
          onClick={() => setShown(shown + ROWS_PER_PAGE)}
          data-testid="activity-more"
        >
          Show {formatCount(Math.min(ROWS_PER_PAGE, rows.length - shown))} more of {formatCount(rows.length - shown)}
        </button>
      )}
      {covered !== null && !logsOut && (
        <NativeCurrencyProvider network={network}>
          <TokenListScope tokens={tokens}>
            <ArchivedActivity address={address} rows={beyond} watch={watch.watch} />
          </TokenListScope>
        </NativeCurrencyProvider>
      )}
      {activity.dropped > 0 && (
        <p className="mt-2 text-xs text-slate-500">
          {formatCount(activity.dropped)} older rows left out: the tab keeps the newest {formatCount(rows.length)}.
        </p>
      )}
    </>
  );
}
