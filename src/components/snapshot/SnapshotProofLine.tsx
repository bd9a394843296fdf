/**
 * A snapshot's line on its receipt's proof: proved against the receipts root of the header the link
 * carries, or why it is not. A proved receipt rests on that header, which hashes to its hash but is
 * the snapshot's word until an endpoint says the chain has that block: the second endpoint
 * (Settings) is asked, as on every page that rests on a block; the connected endpoint only when the
 * person asks (an opened snapshot asks it nothing on its own: which block a link is about is the
 * link's business). Either agreeing lifts the caveat; a disagreement says so. An archived receipt
 * that keeps its proof (components/archive/ArchivedProofLine.tsx) says the same of the file's header.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { opinionOf, useSecondOpinion, type SecondOpinion } from '../../data/hooks/useSecondOpinion.ts';
import { optionalQuery } from '../../data/queries/optional-queries.ts';
import type { QueryEndpoint } from '../../data/queries/queries.ts';
import { endpointFacts } from '../../data/stores/endpoint-facts.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import type { SnapshotProofOutcome } from '../../domain/snapshot/check-snapshot-proof.ts';
import { formatInteger } from '../../domain/units.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { blockWords } from '../proof/proof-words.ts';
import { SecondOpinionView } from '../proof/SecondOpinionLine.tsx';
import { NO_PROOF_WORDS } from './snapshot-proof-words.ts';

type Shown = Exclude<SnapshotProofOutcome, { status: 'refused' }>;
type Proved = Extract<SnapshotProofOutcome, { status: 'proved' }>;

const LINE = 'mb-2 text-xs';

/** Whose word the header is: the link's, or the archive file's the record was kept in. */
export type ProofSource = 'snapshot' | 'file';

const SOURCE_WORDS: Readonly<Record<ProofSource, { whose: string; alsoOf: string }>> = {
  snapshot: { whose: 'the snapshot’s', alsoOf: 'of whoever made this link' },
  file: { whose: 'the file’s', alsoOf: 'of the archive file that kept it' },
};
const METHOD = 'eth_getBlockByNumber';

/** The connected endpoint's host, as its redacted label names it (never its path or key). */
function hostOf(endpoint: QueryEndpoint): string {
  try {
    return new URL(endpoint.client.endpointLabel).host || 'your endpoint';
  } catch {
    return 'your endpoint';
  }
}

/** The connected endpoint's word on the block, once the person asked for it. */
function useConnectedOpinion(connected: QueryEndpoint | null, proved: Proved, asked: boolean): SecondOpinion {
  const resting = useMemo(() => ({ number: proved.block, hash: proved.blockHash }), [proved]);
  const served = connected ? endpointFacts.serves(connected.endpointId, METHOD) : null;
  const query = useQuery({
    ...optionalQuery(connected, METHOD, bigIntToQuantity(proved.block)),
    enabled: connected !== null && asked && served !== false,
  });
  if (!connected) return { status: 'none' };
  const host = hostOf(connected);
  return asked ? opinionOf(host, resting, served, query) : { status: 'unasked', host };
}

function ProvedLine({
  proved,
  connected,
  source,
}: {
  proved: Proved;
  connected: QueryEndpoint | null;
  source: ProofSource;
}) {
  const { whose } = SOURCE_WORDS[source];
  const [asked, setAsked] = useState(false);
  const resting = useMemo(() => ({ number: proved.block, hash: proved.blockHash }), [proved]);
  const second = useSecondOpinion(resting);
  const mine = useConnectedOpinion(connected, proved, asked);
  const agrees = (opinion: SecondOpinion) => opinion.status === 'done' && opinion.data.kind === 'agrees';
  const confirmedBy = [mine, second].filter(agrees).map((opinion) => ('host' in opinion ? opinion.host : ''));
  const block = blockWords(proved.block);
  return (
    <div data-testid="snapshot-proof" data-status="proved" data-block={proved.block.toString()}>
      <p className={`${LINE} font-medium text-emerald-700 dark:text-emerald-300`}>
        ✓ Status, gas used, logs and bloom proved against {block}’s receipts root (index{' '}
        {formatInteger(BigInt(proved.index), { thousands: true })}), its header checked (
        <span title={proved.blockHash}>{middleEllipsis(proved.blockHash, 4)}</span>).
      </p>
      <p
        className={`${LINE} text-slate-600 dark:text-slate-400`}
        data-testid="snapshot-header-word"
        data-confirmed={confirmedBy.length > 0}
      >
        {confirmedBy.length > 0
          ? `The header is not only ${whose} word: ${confirmedBy.join(' and ')} ${confirmedBy.length > 1 ? 'see' : 'sees'} the same hash at ${block}. What remains to trust is that ${confirmedBy.length > 1 ? 'they are' : 'it is'} on the chain you mean.`
          : `The header itself is ${whose} word: that ${block} is ${middleEllipsis(proved.blockHash, 4)} on the chain, no endpoint has said here.`}{' '}
        {mine.status === 'unasked' && (
          <button
            type="button"
            className="text-sky-700 underline dark:text-sky-400"
            onClick={() => setAsked(true)}
            data-testid="snapshot-ask-endpoint"
          >
            Ask {mine.host} for {block}’s hash
          </button>
        )}
      </p>
      {mine.status !== 'unasked' && mine.status !== 'none' && (
        <div data-testid="snapshot-endpoint-opinion">
          <SecondOpinionView opinion={mine} resting={resting} proving={false} />
        </div>
      )}
      <SecondOpinionView opinion={second} resting={resting} proving={false} />
    </div>
  );
}

/**
 * `connected`: the viewer's own endpoint, if any (the record's components see none). `source`:
 * where the proof came with the receipt (a link, or an archive file).
 */
export function SnapshotProofLine({
  outcome,
  connected,
  source = 'snapshot',
}: {
  outcome: Shown;
  connected: QueryEndpoint | null;
  source?: ProofSource;
}) {
  const { alsoOf } = SOURCE_WORDS[source];
  switch (outcome.status) {
    case 'proved':
      return <ProvedLine proved={outcome} connected={connected} source={source} />;
    case 'none':
      return (
        <p
          className={`${LINE} text-slate-600 dark:text-slate-400`}
          data-testid="snapshot-proof"
          data-status="none"
          data-why={outcome.why}
        >
          No proof carried: {NO_PROOF_WORDS[outcome.why]}. The receipt’s status and gas are the word of the endpoint it
          came from, and {alsoOf}.
        </p>
      );
    case 'unchecked':
      return (
        <p
          className={`${LINE} text-slate-600 dark:text-slate-400`}
          data-testid="snapshot-proof"
          data-status="unchecked"
        >
          The receipt’s proof cannot be checked in your browser: {outcome.reason}. Its status and gas are the word of
          the endpoint it came from, and {alsoOf}.
        </p>
      );
  }
}
