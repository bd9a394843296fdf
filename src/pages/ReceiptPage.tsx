import { useLookup } from '../data/hooks/useLookup.ts';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { receiptQuery, transactionByHashQuery } from '../data/queries/queries.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { isHash } from '../domain/hex.ts';
import type { Transaction } from '../domain/transaction.ts';
import { transactionURL } from '../routes/urls.ts';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { NOT_FOUND_REASONS, NotFoundPanel } from '../components/NotFoundPanel.tsx';
import { BadRouteParameter, NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { TransactionTabs } from '../components/transaction/TransactionTabs.tsx';
import { ReceiptVerification } from '../components/verify/ReceiptVerification.tsx';
import { ReceiptView } from '../components/receipt/ReceiptView.tsx';
import { ShareSnapshot } from '../components/snapshot/ShareSnapshot.tsx';
import { CastCommand } from '../components/CastCommand.tsx';
import { CopyShortcut } from '../components/CopyShortcut.tsx';
import { castReceiptCommand } from '../domain/cast-commands.ts';
import { HashValue } from '../components/HashValue.tsx';
import { checksumAddress } from '../domain/address-checksum.ts';
import { NativeCurrencyProvider } from '../components/NativeCurrency.tsx';
import { NetworkLine } from '../components/network/NetworkLine.tsx';
import { useNetwork } from '../data/hooks/useNetwork.ts';
import { transactionChainId } from '../domain/network/resolve-network.ts';
import { useArchived, type EndpointMiss } from '../data/archive/useArchived.ts';
import { parseReceipt } from '../domain/receipt.ts';
import { parseTransaction } from '../domain/transaction.ts';
import { verifyReceipt } from '../domain/verify/verify-receipt.ts';
import { ArchiveMark } from '../components/archive/ArchiveMark.tsx';
import { ReceiptInclusion } from '../components/proof/InclusionLine.tsx';
import { useReceiptInclusion } from '../data/hooks/useInclusionProof.ts';
import { useKeepReceiptProof } from '../data/archive/useKeepReceiptProof.ts';
import { useArchivedProof } from '../data/archive/useArchivedProof.ts';
import { ArchivedProofLine } from '../components/archive/ArchivedProofLine.tsx';

function PendingReceipt({ tx }: { tx: Transaction }) {
  return (
    <div
      data-testid="receipt-pending"
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <h2 className="flex items-center gap-2 font-semibold text-amber-900 dark:text-amber-200">
        <span className="h-2 w-2 animate-pulse rounded-full bg-amber-500" aria-hidden="true" />
        Pending: no receipt until it is mined
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        The transaction is known to the endpoint but not yet in a block. This page checks again every few seconds and
        shows the receipt as soon as it exists.
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span className="text-slate-500">From</span> <HashValue value={checksumAddress(tx.from)} />
        <Link to={transactionURL(tx.hash)} className="text-sky-700 hover:underline dark:text-sky-400">
          Open the transaction →
        </Link>
      </p>
    </div>
  );
}

export function ReceiptPage() {
  const { hash = '' } = useParams();
  const endpoint = useEndpoint();
  const valid = isHash(hash);
  // The transaction is asked for beside the receipt, never before it: the receipt is shown as soon
  // as it is here, and the transaction refines it when it comes (the network from its chain id, a
  // fee priced by its gasPrice or paid in a Celo fee currency, which 0x7e this is). A missing
  // receipt needs it too: it tells pending from not found.
  const tx = useLookup({ ...transactionByHashQuery(endpoint, hash), enabled: valid && endpoint !== null });
  // A pending transaction's receipt is expected to appear: keep asking while the tx says pending.
  const knownPending = tx.data?.pending === true;
  const receipt = useLookup({ ...receiptQuery(endpoint, hash, knownPending), enabled: valid && endpoint !== null });
  const missing = receipt.data === null;
  // a receipt carries no chain id: the transaction's, when it is known, helps name the network
  const network = useNetwork(tx.data ? transactionChainId(tx.data) : null);

  // The endpoint answered null (and the transaction is not pending) or failed: this browser's
  // archive may still hold the receipt, and its transaction if the endpoint lost that too.
  const miss: EndpointMiss | null = receipt.isError
    ? 'error'
    : missing && !tx.isPending && !tx.data?.pending
      ? 'null'
      : null;
  const chain = network.chainId === null ? null : network.chainId.toString();
  const archived = useArchived('receipt', hash, chain, valid && miss !== null, parseReceipt);
  const txMissing = tx.isError || tx.data === null;
  const archivedTx = useArchived('transaction', hash, chain, valid && miss !== null && txMissing, parseTransaction);
  const fromArchive = miss !== null ? (archived.data ?? null) : null;
  const shownReceipt = receipt.data ?? fromArchive?.value ?? null;
  const shownTx = tx.data ?? (txMissing ? (archivedTx.data?.value ?? null) : null);
  const dialect = network.network?.dialect ?? null;
  // asked here once: the inclusion line shows it, and a snapshot shared from here carries its nodes
  const inclusion = useReceiptInclusion(receipt.data ?? null, dialect);
  useKeepReceiptProof(receipt.data ?? null, inclusion);
  // the proof the archived receipt keeps, checked again against the header kept with it
  const archivedProof = useArchivedProof(fromArchive);
  const archivedCheck = useMemo(
    () => (fromArchive ? verifyReceipt(fromArchive.value, dialect) : null),
    [fromArchive, dialect],
  );

  // The tx poll may see the block before the receipt poll does; then look for the receipt once more.
  const mined = tx.data ? !tx.data.pending : false;
  const refetchReceipt = receipt.refetch;
  useEffect(() => {
    if (mined && missing) void refetchReceipt();
  }, [mined, missing, refetchReceipt]);

  if (!valid) return <BadRouteParameter what="transaction hash" value={hash} expected="0x followed by 64 hex digits" />;
  if (!endpoint) return <NeedsConnection />;

  let body;
  if (receipt.isPending || (missing && tx.isPending) || (miss !== null && archived.isPending)) {
    body = (
      <div className="space-y-8">
        <DetailsSkeleton rows={11} />
        <div className="animate-pulse space-y-2" role="status" aria-label="Loading logs">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-28 rounded-lg bg-slate-100 dark:bg-slate-800/60" />
          ))}
        </div>
      </div>
    );
  } else if (receipt.isError && !fromArchive) {
    body = <ErrorPanel error={receipt.error} onRetry={() => void receipt.refetch()} />;
  } else if (shownReceipt) {
    body = <ReceiptView receipt={shownReceipt} tx={shownTx} dialect={network.network?.dialect ?? null} />;
  } else if (tx.isError) {
    body = <ErrorPanel error={tx.error} onRetry={() => void tx.refetch()} />;
  } else if (tx.data?.pending) {
    body = <PendingReceipt tx={tx.data} />;
  } else {
    body = (
      <NotFoundPanel
        title="No receipt for this transaction"
        reasons={
          tx.data
            ? ['The endpoint knows the transaction as mined but has no receipt for it: try again, or another endpoint.']
            : [NOT_FOUND_REASONS.typo, NOT_FOUND_REASONS.window, NOT_FOUND_REASONS.network]
        }
      >
        <Link to={transactionURL(hash)} className="text-sm text-sky-700 hover:underline dark:text-sky-400">
          Look the hash up as a transaction →
        </Link>
      </NotFoundPanel>
    );
  }

  return (
    <div>
      <PageTitle title="Transaction receipt" subtitle={hash} />
      <TransactionTabs hash={hash} current="receipt" />
      <CastCommand command={castReceiptCommand(hash.toLowerCase())} />
      <CopyShortcut what="the receipt’s transaction hash" value={hash.toLowerCase()} />
      <p className="mb-3">
        <NetworkLine resolved={network} />
      </p>
      {fromArchive && miss && (
        <ArchiveMark record={fromArchive.record} miss={miss} verification={archivedCheck} checked="bloom and logs" />
      )}
      {fromArchive && archivedProof && <ArchivedProofLine proof={archivedProof} connected={endpoint} />}
      {shownReceipt && (
        <ReceiptVerification
          receipt={shownReceipt}
          network={network}
          provedAbove={fromArchive !== null && archivedProof?.status === 'proved'}
        />
      )}
      {receipt.data && <ReceiptInclusion receipt={receipt.data} read={inclusion} />}
      {/* a snapshot carries the transaction too: its hash and signature are what make it trustworthy */}
      {receipt.data && tx.data && (
        <ShareSnapshot tx={tx.data} receipt={receipt.data} fetchedAt={receipt.dataUpdatedAt} inclusion={inclusion} />
      )}
      <NativeCurrencyProvider network={network}>{body}</NativeCurrencyProvider>
    </div>
  );
}
