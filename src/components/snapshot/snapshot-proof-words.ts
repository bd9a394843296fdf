/**
 * The words for a snapshot's receipt proof (domain/snapshot/check-snapshot-proof.ts): why none was
 * carried, and which part of a carried one did not check out (the link is then refused whole).
 */
import type { LeafField, ProofOf, SnapshotProofOutcome } from '../../domain/snapshot/check-snapshot-proof.ts';
import type { NoProofReason } from '../../domain/snapshot/snapshot-proof.ts';
import { formatInteger } from '../../domain/units.ts';
import { blockWords, proofFailureWords } from '../proof/proof-words.ts';

export const NO_PROOF_WORDS: Readonly<Record<NoProofReason, string>> = {
  old: 'the link was made before snapshots carried proofs',
  'not-proved': 'the page it was shared from had not proved the receipt at its index',
  'too-long': 'with the proof the link would have been too long, so it was left out',
  'no-receipt': 'no receipt came with it',
};

const FIELD_WORDS: Readonly<Record<LeafField, string>> = {
  type: 'type',
  status: 'status',
  cumulativeGasUsed: 'cumulative gas',
  logsBloom: 'logs bloom',
  logs: 'logs',
};

function listing(fields: readonly LeafField[]): string {
  const words = fields.map((f) => FIELD_WORDS[f]);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

const whose = (of: ProofOf) => (of === 'receipt' ? 'receipt’s' : 'previous receipt’s');

/**
 * Which part of a carried proof did not check out, in words (a clause: "its block header’s fields
 * hash to …"); a snapshot's refusal and an archive record's say it alike.
 */
export function proofRefusalWords(outcome: Extract<SnapshotProofOutcome, { status: 'refused' }>): string {
  const block = blockWords(outcome.block);
  const root = `${block}’s receipts root`;
  switch (outcome.part) {
    case 'header':
      return `its block header’s fields hash to ${outcome.computed}, not to the block hash ${outcome.claimed} it names (a header field was changed)`;
    case 'block':
      return `the header it carries is of block ${outcome.header}, not of ${outcome.named}, the block its receipt names`;
    case 'proof':
      return `its ${whose(outcome.of)} proof did not check out against ${root}: ${proofFailureWords(outcome.failure, 'the header’s receiptsRoot')}`;
    case 'absent':
      return `its ${whose(outcome.of)} proof leads to no receipt at that index of ${block}`;
    case 'leaf': {
      const verb = outcome.differs.length === 1 && outcome.differs[0] !== 'logs' ? 'differs' : 'differ';
      return `its receipt’s ${listing(outcome.differs)} ${verb} from the receipt its proof holds in ${root}`;
    }
    case 'previous':
      return outcome.why === 'missing'
        ? 'it leaves out the previous receipt’s proof, which its gas used needs'
        : 'the previous receipt’s proof leads to a leaf that is not a receipt';
    case 'no-receipt':
      return 'it carries a receipt’s proof but no receipt';
    case 'gasUsed':
      return `its gas used ${formatInteger(outcome.claimed, { thousands: true })} is not its cumulative gas less the previous receipt’s (${formatInteger(outcome.proved, { thousands: true })}, proved)`;
  }
}

/** Why a snapshot with this outcome is refused, as the sentence the refusal shows. */
export function snapshotProofRefusal(outcome: Extract<SnapshotProofOutcome, { status: 'refused' }>): string {
  return `This snapshot was changed: ${proofRefusalWords(outcome)}. Nothing of it is shown as proved.`;
}
