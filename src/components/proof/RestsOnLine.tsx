/**
 * One line under a page's title saying what its values rest on: what was proved against which
 * block, what is still the endpoint's word, and what remains to trust (that the block is on the
 * chain). The values' own marks say the details.
 */
import type { ProofRead } from '../../data/hooks/useAccountProof.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { blockWords } from './proof-words.ts';
import { SecondOpinionLine } from './SecondOpinionLine.tsx';

function restsOn(read: ProofRead, proved: string, rest: string): string {
  switch (read.status) {
    case 'pending':
      return `Proving ${proved} against the block’s state root…`;
    case 'absent':
      return 'Everything here is the endpoint’s word: it does not serve eth_getProof.';
    case 'error':
      return `Everything here is the endpoint’s word: asking for the proof of ${proved} failed.`;
    case 'done':
      break;
  }
  const outcome = read.data;
  switch (outcome.status) {
    case 'proved':
      return `${proved[0]!.toUpperCase()}${proved.slice(1)}: proved against ${blockWords(outcome.block)} (${middleEllipsis(outcome.blockHash, 4)}); ${rest}: the endpoint’s word. What remains to trust is that this block is on the chain.`;
    case 'unchecked':
      return `Everything here is the endpoint’s word: ${blockWords(outcome.block)}’s header cannot be checked in your browser.`;
    case 'refused':
      return `Nothing here is proved: the endpoint’s proof of ${proved} did not check out (below).`;
  }
}

/**
 * `proved`: what the proof covers ("the slot's word"); `rest`: what it does not. Under it, the
 * second endpoint's opinion on the block, where one is given.
 */
export function RestsOnLine({ read, proved, rest }: { read: ProofRead; proved: string; rest: string }) {
  const status = read.status === 'done' ? read.data.status : read.status;
  return (
    <>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400" data-testid="rests-on" data-status={status}>
        {restsOn(read, proved, rest)}
      </p>
      <SecondOpinionLine read={read} />
    </>
  );
}
