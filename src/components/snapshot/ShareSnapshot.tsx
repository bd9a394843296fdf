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
import type { InclusionRead } from '../../data/hooks/useInclusionProof.ts';
import type { InclusionEvidence } from '../../domain/proof/prove-inclusion.ts';
import type { Snapshot } from '../../domain/snapshot/snapshot-link.ts';
import type { CarriedProof, NoProofReason, SnapshotProof } from '../../domain/snapshot/snapshot-proof.ts';

/** Whether the link carries its receipt's proof, or why not. */
type ProofState = 'carried' | NoProofReason;

type Shared =
  /** `proof`: what the link says of its receipt's proof; `withoutProof`: the link's length without it */
  | { kind: 'link'; url: string; proof: ProofState; withoutProof: number | null; notProved: string }
  | { kind: 'too long'; length: number; limit: number }
  | { kind: 'failed'; reason: string };

const kilobytes = (characters: number) => `${Math.ceil(characters / 1024)} KB`;
/** To a tenth: what a proof adds is a kilobyte or two, which whole kilobytes would hide. */
const tenths = (characters: number) => `${(characters / 1024).toFixed(1)} KB`;

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

/** The receipt's proof as the page proved it, or why the link carries none. */
function proofToCarry(
  receipt: Receipt | null,
  inclusion: InclusionRead | undefined,
  carry: (evidence: InclusionEvidence, index: number) => CarriedProof,
): SnapshotProof {
  if (receipt === null) return { kind: 'none', why: 'no-receipt' };
  const outcome = inclusion?.status === 'done' ? inclusion.data : null;
  if (outcome?.status !== 'proved' || outcome.list !== 'receipts') return { kind: 'none', why: 'not-proved' };
  return { kind: 'carried', proof: carry(outcome.evidence, outcome.index) };
}

/** Why the page's proof could not be carried, as the page stood when the link was made. */
function notProvedWords(inclusion: InclusionRead | undefined): string {
  if (inclusion === undefined)
    return 'this page proves the transaction, not its receipt; a link shared from the receipt page carries the receipt’s proof';
  if (inclusion.status === 'pending')
    return 'it was still being proved; make the link again once the line above says it is proved';
  return 'this page could not prove the receipt at its index (the line above says why)';
}

/** Why a link made here carries no proof (a link is never 'old', and says nothing of a receipt it lacks). */
const NOT_CARRIED: Readonly<Record<Exclude<NoProofReason, 'not-proved'>, string>> = {
  old: 'it was made before links carried proofs',
  'too-long': 'with it the link would be longer than a link holds',
  'no-receipt': 'it has no receipt',
};

/** What the link says of its receipt's proof, and what the proof weighs. */
function ProofCarried({
  proof,
  length,
  without,
  notProved,
}: {
  proof: ProofState;
  length: number;
  without: number | null;
  notProved: string;
}) {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="snapshot-proof-carried" data-proof={proof}>
      {proof === 'carried'
        ? `It carries the receipt’s proof too (its block’s header and the trie nodes from receiptsRoot to it${without === null ? '' : `: ${tenths(length)} with them, ${tenths(without)} without`}), so the receipt’s status and gas are proved where it is opened, against the header it carries.`
        : `It carries no proof of the receipt: ${proof === 'not-proved' ? notProved : NOT_CARRIED[proof]}.`}
    </p>
  );
}

export function ShareSnapshot({
  tx,
  receipt,
  fetchedAt,
  inclusion,
}: {
  tx: Transaction;
  /** undefined while it is still being asked for: the snapshot waits for it */
  receipt: Receipt | null | undefined;
  /** when the page received the record (ms since the epoch) */
  fetchedAt: number;
  /** the page's proof of the receipt at its index (the receipt page's): the link carries its nodes */
  inclusion?: InclusionRead;
}) {
  const { client } = useConnection();
  const chainId = useNetwork(transactionChainId(tx)).chainId;
  const [shared, setShared] = useState<Shared | null>(null);
  const ready = receipt !== undefined || tx.pending;

  async function share() {
    try {
      // loaded on the click: the encoder costs the transaction page nothing until someone shares
      const [{ encodeSnapshot }, { carriedProofOf }] = await Promise.all([
        import('../../domain/snapshot/snapshot-link.ts'),
        import('../../domain/snapshot/snapshot-proof.ts'),
      ]);
      const snapshot: Snapshot = {
        chain: chainId === null ? 'unknown' : chainId.toString(),
        // the redacted label (rpc/redact.ts), never the URL the client sends to
        endpoint: client?.endpointLabel ?? 'unknown endpoint',
        fetchedAt,
        transaction: tx,
        receipt: receipt ?? null,
        proof: proofToCarry(receipt ?? null, inclusion, carriedProofOf),
      };
      const encoded = await encodeSnapshot(snapshot);
      if (!encoded.ok) {
        setShared({ kind: 'too long', length: encoded.tooLong, limit: encoded.limit });
        return;
      }
      const carried = snapshot.proof.kind === 'carried' && !encoded.proofLeftOut;
      // what the proof adds, said beside the link: the same record without it
      const bare = carried ? await encodeSnapshot({ ...snapshot, proof: { kind: 'none', why: 'not-proved' } }) : null;
      const url = absoluteLink(encoded.fragment);
      setShared({
        kind: 'link',
        url,
        proof: encoded.proofLeftOut ? 'too-long' : snapshot.proof.kind === 'carried' ? 'carried' : snapshot.proof.why,
        withoutProof: bare?.ok ? url.length - encoded.fragment.length + bare.fragment.length : null,
        notProved: notProvedWords(inclusion),
      });
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
          {receipt && (
            <ProofCarried
              proof={shared.proof}
              length={shared.url.length}
              without={shared.withoutProof}
              notProved={shared.notProved}
            />
          )}
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
