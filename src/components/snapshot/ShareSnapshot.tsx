/**
 * "Share a snapshot": the transaction (and its receipt) packed into a link's fragment, so whoever
 * opens it sees the record with no endpoint and no key, verified in their own browser, after the
 * endpoint's window (128 blocks) has long moved on. The endpoint is named by its redacted label
 * only; the fragment never reaches a server.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useConnection } from '../../data/hooks/ConnectionProvider.tsx';
import { useNetwork } from '../../data/hooks/useNetwork.ts';
import type { Receipt } from '../../domain/receipt.ts';
import { transactionChainId } from '../../domain/network/resolve-network.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { routerBasename } from '../../routes/base-path.ts';
import { archiveURL, snapshotURL } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';

type Shared =
  | { kind: 'link'; url: string }
  | { kind: 'too long'; length: number; limit: number }
  | { kind: 'failed'; reason: string };

const kilobytes = (characters: number) => `${Math.ceil(characters / 1024)} KB`;

/** The whole link: this page's origin and base, the snapshot page, the fragment. */
function absoluteLink(fragment: string): string {
  const base = routerBasename === '/' ? '' : routerBasename;
  return `${window.location.origin}${base}${snapshotURL(fragment)}`;
}

/**
 * Too large for a link: the file export carries any size, and the record is already in this
 * browser's archive (the page received it), so the archive page can export it.
 */
function TooLongForLink({ length, limit }: { length: number; limit: number }) {
  return (
    <p role="status" data-testid="snapshot-too-long" className="text-sm text-amber-800 dark:text-amber-300">
      Too large for a link: the snapshot would be {kilobytes(length)}, and a link holds at most {kilobytes(limit)}{' '}
      (longer ones get cut by chat and mail apps). Send it as a file instead: the{' '}
      <Link to={archiveURL()} className="text-sky-700 underline hover:no-underline dark:text-sky-400">
        archive
      </Link>{' '}
      keeps this record, and its file export carries a record of any size.
    </p>
  );
}

export function ShareSnapshot({
  tx,
  receipt,
  fetchedAt,
}: {
  tx: Transaction;
  /** undefined while it is still being asked for: the snapshot waits for it */
  receipt: Receipt | null | undefined;
  /** when the page received the record (ms since the epoch) */
  fetchedAt: number;
}) {
  const { client } = useConnection();
  const chainId = useNetwork(transactionChainId(tx)).chainId;
  const [shared, setShared] = useState<Shared | null>(null);
  const ready = receipt !== undefined || tx.pending;

  async function share() {
    try {
      // loaded on the click: the encoder costs the transaction page nothing until someone shares
      const { encodeSnapshot } = await import('../../domain/snapshot/snapshot-link.ts');
      const encoded = await encodeSnapshot({
        chain: chainId === null ? 'unknown' : chainId.toString(),
        // the redacted label (rpc/redact.ts), never the URL the client sends to
        endpoint: client?.endpointLabel ?? 'unknown endpoint',
        fetchedAt,
        transaction: tx,
        receipt: receipt ?? null,
      });
      setShared(
        encoded.ok
          ? { kind: 'link', url: absoluteLink(encoded.fragment) }
          : { kind: 'too long', length: encoded.tooLong, limit: encoded.limit },
      );
    } catch (error) {
      // CompressionStream is in every browser Hexray supports; an old one lacks it
      setShared({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-label="Share a snapshot" className="mb-4 space-y-2" data-testid="share-snapshot">
      <button
        type="button"
        onClick={() => void share()}
        disabled={!ready}
        className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Share a snapshot
      </button>
      {shared?.kind === 'link' && (
        <div className="space-y-1">
          <p className="flex items-center gap-2">
            <input
              readOnly
              value={shared.url}
              aria-label="Snapshot link"
              data-testid="snapshot-link"
              onFocus={(event) => event.currentTarget.select()}
              className="w-full min-w-0 flex-1 rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-900"
            />
            <CopyButton value={shared.url} label="Copy the snapshot link" />
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            The link carries the {receipt ? 'transaction and its receipt' : 'transaction'} itself (
            {kilobytes(shared.url.length)}): whoever opens it sees {receipt ? 'them' : 'it'} without an endpoint or a
            key, checked in their own browser. The record rides after the “#”, which browsers never send to a server;
            the endpoint is named without its key.
          </p>
        </div>
      )}
      {shared?.kind === 'too long' && <TooLongForLink length={shared.length} limit={shared.limit} />}
      {shared?.kind === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          This browser could not make the link: {shared.reason}
        </p>
      )}
    </section>
  );
}
