import { useMemo } from 'react';
import { useLocation, useParams, Link } from 'react-router';
import type { EndpointMiss } from '../data/archive/useArchived.ts';
import { useArchivedTrace } from '../data/hooks/useArchivedTrace.ts';
import { useKeepTrace } from '../data/hooks/useKeepTrace.ts';
import type { KeptTrace, TraceSource } from '../domain/trace/kept-trace.ts';
import { receiptQuery, transactionByHashQuery } from '../data/queries/queries.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { useBrowserTrace } from '../data/hooks/useBrowserTrace.ts';
import { useEndpointFacts } from '../data/hooks/useEndpointFacts.ts';
import { useEndpointTrace } from '../data/hooks/useEndpointTrace.ts';
import { REEXEC_METHODS } from '../data/reexec/reexec-methods.ts';
import { useLookup } from '../data/hooks/useLookup.ts';
import { useNetwork } from '../data/hooks/useNetwork.ts';
import { isHash } from '../domain/hex.ts';
import { transactionChainId } from '../domain/network/resolve-network.ts';
import { castRunCommand } from '../domain/cast-commands.ts';
import { parseForkName } from '../domain/trace/fork-name.ts';
import { saysTracerNotServed } from '../rpc/optional-methods.ts';
import { readQuery } from '../routes/query-state.ts';
import { routeTable } from '../routes/route-table.ts';
import { traceURL, transactionURL } from '../routes/urls.ts';
import { CastCommand } from '../components/CastCommand.tsx';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { NativeCurrencyProvider } from '../components/NativeCurrency.tsx';
import { NOT_FOUND_REASONS, NotFoundPanel } from '../components/NotFoundPanel.tsx';
import { BadRouteParameter, NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { NetworkLine } from '../components/network/NetworkLine.tsx';
import { ArchivedTraceView } from '../components/trace/ArchivedTraceView.tsx';
import { BrowserTrace } from '../components/trace/BrowserTrace.tsx';
import { TraceKeptLine } from '../components/trace/TraceKeptLine.tsx';
import { TraceNotServed } from '../components/trace/TraceNotServed.tsx';
import { TraceView } from '../components/trace/TraceView.tsx';
import { TransactionTabs } from '../components/transaction/TransactionTabs.tsx';

/** Where a trace can come from (`?source=`), as the page names it. */
const SOURCES: Record<TraceSource, string> = {
  endpoint: 'From the endpoint’s tracer (debug_traceTransaction)',
  browser: 'Re-executed in this browser (EthereumJS), from the endpoint’s state before its block',
};
type Source = TraceSource;

function isSource(value: string): value is Source {
  return Object.hasOwn(SOURCES, value);
}

/** The link to the other source, carried by `?source=` (and the chosen fork, where there is one). */
function SourceSwitch({ hash, source, fork }: { hash: string; source: Source; fork: string }) {
  const other: Source = source === 'endpoint' ? 'browser' : 'endpoint';
  return (
    <Link
      to={traceURL(hash, { source: other, fork })}
      className="text-sm text-sky-700 hover:underline dark:text-sky-400"
      data-testid="trace-source-switch"
    >
      {other === 'browser' ? 'Re-execute in this browser instead' : 'Ask the endpoint’s tracer instead'}
    </Link>
  );
}

export function TracePage() {
  const { hash = '' } = useParams();
  const { search } = useLocation();
  const { source, fork: forkText } = readQuery(new URLSearchParams(search), routeTable.trace.query);
  const endpoint = useEndpoint();
  const valid = isHash(hash);
  const known = isSource(source);
  const fork = forkText === '' ? null : parseForkName(forkText);
  const on = valid && known && (fork === null || fork.ok) && endpoint !== null;
  const tx = useLookup({ ...transactionByHashQuery(endpoint, hash), enabled: on });
  const receipt = useLookup({ ...receiptQuery(endpoint, hash, false), enabled: on });
  const minedTx = tx.data && !tx.data.pending ? tx.data : null;
  const minedReceipt = receipt.data ?? null;
  const mined = minedTx !== null && minedReceipt !== null;
  const trace = useEndpointTrace(hash, on && mined && source === 'endpoint');
  const network = useNetwork(tx.data ? transactionChainId(tx.data) : null);
  const reexec = useBrowserTrace(
    minedTx,
    network.chainId,
    network.network?.dialect === 'op-stack',
    fork?.ok ? fork.value : null,
    on && mined && source === 'browser',
  );
  const { serves } = useEndpointFacts();

  // a finished trace, from either source, goes to this browser's archive with the transaction
  const calls = trace.calls.data;
  const diff = trace.stateDiff.data;
  const diffSettled = !trace.stateDiff.isPending;
  const reexecState = reexec.state;
  const finished = useMemo((): KeptTrace | null => {
    if (source === 'endpoint' && calls && diffSettled)
      return { source: 'endpoint', fork: null, calls, diff: diff ?? null, preimages: new Map() };
    if (source === 'browser' && reexecState?.kind === 'done') {
      const { calls: reexecuted, diff: reexecDiff, preimages, fork: rules } = reexecState;
      return { source: 'browser', fork: rules.fork, calls: reexecuted, diff: reexecDiff, preimages };
    }
    return null;
  }, [source, calls, diff, diffSettled, reexecState]);
  const chain = network.chainId === null ? null : network.chainId.toString();
  const kept = useKeepTrace(
    hash,
    chain,
    finished,
    minedTx && minedReceipt ? { gas: minedTx.gas, gasUsed: minedReceipt.gasUsed } : null,
  );

  // the endpoint no longer serves the transaction (its window has passed) or failed, or its tracer
  // is missing or failed: the archive's trace, where one was kept
  const tracerMissed = source === 'endpoint' && mined && trace.calls.isError;
  const miss: EndpointMiss | null =
    tx.isError || receipt.isError
      ? 'error'
      : tx.data === null || (receipt.data === null && tx.data?.pending === false)
        ? 'null'
        : tracerMissed
          ? saysTracerNotServed(trace.calls.error)
            ? 'noTracer'
            : 'tracerFailed'
          : null;
  const archived = useArchivedTrace(hash, chain, on && miss !== null);
  const fromArchive =
    miss !== null && archived.trace && archived.tx && archived.receipt
      ? { trace: archived.trace, tx: tx.data ?? archived.tx, receipt: receipt.data ?? archived.receipt }
      : null;

  if (!valid) return <BadRouteParameter what="transaction hash" value={hash} expected="0x followed by 64 hex digits" />;
  if (!known) {
    return (
      <BadRouteParameter
        what="trace source"
        value={source}
        expected="endpoint or browser"
        problem="is not a source of traces: “endpoint” (the endpoint’s tracer) or “browser” (re-executed in this browser)."
      />
    );
  }
  if (fork && !fork.ok)
    return <BadRouteParameter what="fork" value={forkText} expected="a fork" problem={fork.message} />;
  if (!endpoint) return <NeedsConnection />;

  let body;
  if (
    tx.isPending ||
    receipt.isPending ||
    (mined && source === 'endpoint' && trace.calls.isPending) ||
    archived.isPending
  ) {
    body = <DetailsSkeleton rows={8} />;
  } else if (fromArchive && miss) {
    body = (
      <>
        {miss === 'tracerFailed' && <ErrorPanel error={trace.calls.error} onRetry={() => void trace.calls.refetch()} />}
        <ArchivedTraceView archived={fromArchive.trace} tx={fromArchive.tx} receipt={fromArchive.receipt} miss={miss} />
      </>
    );
  } else if (tx.isError || receipt.isError) {
    const error = tx.error ?? receipt.error;
    body = <ErrorPanel error={error} onRetry={() => void (tx.isError ? tx.refetch() : receipt.refetch())} />;
  } else if (minedTx === null || minedReceipt === null) {
    body = (
      <NotFoundPanel
        title={tx.data?.pending ? 'Pending: nothing to trace until it is mined' : 'No mined transaction with this hash'}
        reasons={
          tx.data?.pending
            ? []
            : [
                NOT_FOUND_REASONS.typo,
                NOT_FOUND_REASONS.window,
                NOT_FOUND_REASONS.network,
                ...(archived.tx
                  ? [
                      'This browser’s archive holds the transaction but no trace of it: a trace is kept once it has finished on this page.',
                    ]
                  : []),
              ]
        }
      >
        <Link to={transactionURL(hash)} className="text-sm text-sky-700 hover:underline dark:text-sky-400">
          Look the hash up as a transaction →
        </Link>
      </NotFoundPanel>
    );
  } else if (source === 'browser') {
    body = (
      <BrowserTrace
        tx={minedTx}
        receipt={minedReceipt}
        state={reexec.state}
        onStop={reexec.stop}
        onAgain={reexec.again}
      />
    );
  } else if (trace.calls.isError) {
    body = saysTracerNotServed(trace.calls.error) ? (
      <TraceNotServed hash={hash} missing={REEXEC_METHODS.filter((method) => serves(method) === false)} />
    ) : (
      <ErrorPanel error={trace.calls.error} onRetry={() => void trace.calls.refetch()} />
    );
  } else {
    const { stateDiff } = trace;
    body = (
      <TraceView
        tx={minedTx}
        receipt={minedReceipt}
        calls={trace.calls.data!}
        stateDiff={stateDiff.data ?? null}
        stateDiffProblem={
          stateDiff.isError ? (
            <section className="mb-6" data-testid="state-changes-error">
              <h2 className="mb-2 text-base font-semibold">State changes</h2>
              <ErrorPanel error={stateDiff.error} onRetry={() => void stateDiff.refetch()} />
            </section>
          ) : (
            <DetailsSkeleton rows={3} />
          )
        }
      />
    );
  }

  return (
    <div>
      <PageTitle title="Transaction trace" subtitle={hash} />
      <TransactionTabs hash={hash} current="trace" />
      <CastCommand command={castRunCommand(hash.toLowerCase())} label="Copy as cast run" />
      <p className="mb-1 text-sm text-slate-600 dark:text-slate-400" data-testid="trace-source">
        {SOURCES[source]}
      </p>
      <p className="mb-1">
        <SourceSwitch hash={hash} source={source} fork={forkText} />
      </p>
      <p className="mb-3">
        <NetworkLine resolved={network} />
      </p>
      {kept && <TraceKeptLine outcome={kept} />}
      <NativeCurrencyProvider network={network}>{body}</NativeCurrencyProvider>
    </div>
  );
}
