/**
 * The second opinion under a page's line on what it rests on: whether the second endpoint (Settings)
 * sees the same block at that number. Nothing when no second endpoint is given. Its height is
 * fixed from its first render (per screen width), so nothing below it moves as the answer comes;
 * the whole sentence is in its title when a narrow screen cuts it.
 */
import { useMemo, type ReactNode } from 'react';
import type { Read } from '../../data/hooks/useRead.ts';
import { useSecondOpinion, type SecondOpinion } from '../../data/hooks/useSecondOpinion.ts';
import type { Hash } from '../../domain/hex.ts';
import type { RestingBlock } from '../../domain/proof/second-opinion.ts';
import { describeError } from '../describe-error.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { blockWords } from './proof-words.ts';

const BOX = 'mb-3 h-12 overflow-hidden text-xs leading-4 sm:h-8 lg:h-4';

const short = (hash: string) => middleEllipsis(hash, 4);

function Line({ status, title, children }: { status: string; title?: string; children: ReactNode }) {
  const tone =
    status === 'agrees'
      ? 'text-emerald-700 dark:text-emerald-300'
      : status === 'disagrees'
        ? 'font-medium text-red-700 dark:text-red-300'
        : 'text-slate-600 dark:text-slate-400';
  return (
    <p
      className={`${BOX} ${tone}`}
      title={title}
      data-testid="second-opinion"
      data-status={status}
      role={status === 'disagrees' ? 'alert' : undefined}
    >
      {children}
    </p>
  );
}

/** A page's proof as the line reads it: the block its values were proved against, or not (yet). */
type ProofAsked = Read<{ status: string; block?: bigint; blockHash?: Hash }>;

/**
 * `read`: the page's proof (an inclusion or an account proof); once it has proved its values, the
 * block they rest on is what the second endpoint is asked about.
 */
export function SecondOpinionLine({ read }: { read: ProofAsked }) {
  const proved = read.status === 'done' && read.data.status === 'proved' ? read.data : null;
  const number = proved?.block;
  const hash = proved?.blockHash;
  const resting = useMemo(() => (number !== undefined && hash !== undefined ? { number, hash } : null), [number, hash]);
  return (
    <SecondOpinionView opinion={useSecondOpinion(resting)} resting={resting} proving={read.status === 'pending'} />
  );
}

/** The line for what the second endpoint said so far. */
export function SecondOpinionView({
  opinion,
  resting,
  proving,
}: {
  opinion: SecondOpinion;
  resting: RestingBlock | null;
  proving: boolean;
}) {
  switch (opinion.status) {
    case 'none':
      return null;
    case 'unasked':
      return (
        <Line status={proving ? 'waiting' : 'unasked'}>
          {proving
            ? `Second opinion: ${opinion.host} is asked for the block once it is proved…`
            : `Second opinion: ${opinion.host} not asked, since nothing here is proved against a block.`}
        </Line>
      );
    case 'pending':
      return (
        <Line status="pending">
          Asking {opinion.host} for {blockWords(resting!.number)}’s hash…
        </Line>
      );
    case 'absent':
      return (
        <Line status="absent">
          {opinion.host} does not serve eth_getBlockByNumber: no second opinion on {blockWords(resting!.number)}.
        </Line>
      );
    case 'error': {
      const { title } = describeError(opinion.error);
      return (
        <Line status="error">
          Asking {opinion.host} for {blockWords(resting!.number)} failed ({title}).{' '}
          <button type="button" className="text-sky-700 underline dark:text-sky-400" onClick={opinion.retry}>
            Ask again
          </button>
        </Line>
      );
    }
    case 'done':
      break;
  }
  const verdict = opinion.data;
  const block = blockWords(verdict.block);
  switch (verdict.kind) {
    case 'agrees':
      return (
        <Line status="agrees" title={verdict.hash}>
          ✓ {opinion.host} agrees: {block} is {short(verdict.hash)}
        </Line>
      );
    case 'disagrees':
      return (
        <Line status="disagrees" title={`${opinion.host}: ${verdict.theirs}; proved: ${verdict.ours}`}>
          ✗ {opinion.host} says {block} is {short(verdict.theirs)}, not {short(verdict.ours)}: one of the two endpoints
          is not on the same chain
        </Line>
      );
    case 'no-block':
      return (
        <Line status="no-block">
          {opinion.host} does not serve {block} (outside its window, or past its head)
        </Line>
      );
  }
}
