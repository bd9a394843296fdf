/**
 * A snapshot link opened: the transaction (and its receipt) the link's fragment carries, shown with
 * the same components as the transaction and receipt pages, checked again in this browser, with no
 * endpoint and no key. The fragment is hostile input: decoding caps every size and refuses, with
 * its own message, anything that is not a snapshot Hexray wrote or a transaction that was changed.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../components/PageTitle.tsx';
import { WithoutEndpoint } from '../data/hooks/ConnectionProvider.tsx';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { NativeCurrencyProvider } from '../components/NativeCurrency.tsx';
import { ReceiptView } from '../components/receipt/ReceiptView.tsx';
import { SnapshotNote } from '../components/snapshot/SnapshotNote.tsx';
import { TransactionRecord } from '../components/transaction/TransactionView.tsx';
import { ReceiptVerification } from '../components/verify/ReceiptVerification.tsx';
import { TransactionVerification } from '../components/verify/TransactionVerification.tsx';
import type { ResolvedNetwork } from '../domain/network/resolve-network.ts';
import { decodeSnapshot, type Snapshot } from '../domain/snapshot/snapshot-link.ts';
import { snapshotNetwork, snapshotRefusal } from '../domain/snapshot/verify-snapshot.ts';
import type { SnapshotProofOutcome } from '../domain/snapshot/check-snapshot-proof.ts';
import { SnapshotProofLine } from '../components/snapshot/SnapshotProofLine.tsx';
import { snapshotProofRefusal } from '../components/snapshot/snapshot-proof-words.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { homeURL, transactionURL } from '../routes/urls.ts';

type Opened =
  | {
      fragment: string;
      ok: true;
      snapshot: Snapshot;
      network: ResolvedNetwork;
      proof: Exclude<SnapshotProofOutcome, { status: 'refused' }>;
    }
  | { fragment: string; ok: false; message: string };

async function open(fragment: string): Promise<Opened> {
  const decoded = await decodeSnapshot(fragment);
  if (!decoded.ok) return { fragment, ok: false, message: decoded.message };
  const network = snapshotNetwork(decoded.value);
  const dialect = network.network?.dialect ?? null;
  // the same lazily loaded chunk as every verification mark (components/verify/useVerifier.ts)
  const [{ verifyTransaction }, { checkSnapshotProof }] = await Promise.all([
    import('../domain/verify/index.ts'),
    import('../domain/snapshot/check-snapshot-proof.ts'),
  ]);
  const verification = verifyTransaction(decoded.value.transaction, dialect);
  const refusal = snapshotRefusal(decoded.value, verification);
  if (refusal !== null) return { fragment, ok: false, message: refusal };
  // a proof that does not check out refuses the whole link: a changed receipt is not shown at all
  const proof = checkSnapshotProof(decoded.value.proof, decoded.value.receipt, dialect);
  if (proof.status === 'refused') return { fragment, ok: false, message: snapshotProofRefusal(proof) };
  return { fragment, ok: true, snapshot: decoded.value, network, proof };
}

function Refused({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-testid="snapshot-refused"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40"
    >
      <h1 className="font-semibold text-red-800 dark:text-red-300">This snapshot link cannot be shown</h1>
      <p className="mt-1" data-testid="snapshot-refusal">
        {message}
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Nothing was shown from it and nothing was sent anywhere. Ask whoever shared it for the link again, or{' '}
        <Link to={homeURL()} className="text-sky-700 underline dark:text-sky-400">
          look the transaction up yourself →
        </Link>
      </p>
    </div>
  );
}

/**
 * The record as the link carries it. The components are the record pages', whose hooks would ask
 * the connected endpoint (its head for confirmations, token decimals, a revert's replay, …): that
 * endpoint may be on another network, and the link is the record's only source, so they see none.
 */
function SnapshotRecord({
  snapshot,
  network,
  proof,
}: {
  snapshot: Snapshot;
  network: ResolvedNetwork;
  proof: Extract<Opened, { ok: true }>['proof'];
}) {
  const { transaction: tx, receipt } = snapshot;
  // the viewer's own connection, outside the record's: asked only when the person asks (SnapshotProofLine)
  const connected = useEndpoint();
  return (
    <WithoutEndpoint network={network}>
      <div>
        <PageTitle title="Transaction snapshot" subtitle={tx.hash} />
        <SnapshotNote snapshot={snapshot} proved={proof.status === 'proved'} />
        {receipt && <SnapshotProofLine outcome={proof} connected={connected} />}
        <p className="mb-4 text-sm">
          <Link to={transactionURL(tx.hash)} className="text-sky-700 hover:underline dark:text-sky-400">
            Look it up on your own endpoint →
          </Link>
        </p>
        <TransactionVerification tx={tx} network={network} />
        {receipt && <ReceiptVerification receipt={receipt} network={network} provedAbove={proof.status === 'proved'} />}
        <TransactionRecord tx={tx} receipt={receipt} network={network} />
        {receipt && (
          <section aria-labelledby="snapshot-receipt" className="mt-10">
            <h2 id="snapshot-receipt" className="mb-4 text-lg font-semibold">
              Receipt
            </h2>
            <NativeCurrencyProvider network={network}>
              <ReceiptView receipt={receipt} tx={tx} dialect={network.network?.dialect ?? null} />
            </NativeCurrencyProvider>
          </section>
        )}
      </div>
    </WithoutEndpoint>
  );
}

export function SnapshotPage() {
  // the fragment: the one part of a URL a browser never sends to a server
  const fragment = useLocation().hash.replace(/^#/, '');
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    let live = true;
    void open(fragment).then((result) => live && setOpened(result));
    return () => {
      live = false;
    };
  }, [fragment]);

  if (opened?.fragment !== fragment) {
    return (
      <div role="status" aria-label="Opening the snapshot">
        <DetailsSkeleton rows={12} />
      </div>
    );
  }
  if (!opened.ok) return <Refused message={opened.message} />;
  return <SnapshotRecord snapshot={opened.snapshot} network={opened.network} proof={opened.proof} />;
}
