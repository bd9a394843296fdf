/**
 * The words for an inclusion proof's outcome (domain/proof/prove-inclusion.ts): where the record
 * was proved, what did not check out, or why it cannot be checked. Short enough for the line's
 * fixed height at 390 px.
 */
import type { InclusionList, InclusionOutcome, ReceiptField } from '../../domain/proof/prove-inclusion.ts';
import { formatInteger } from '../../domain/units.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { blockWords } from './proof-words.ts';

export const ROOT_OF: Readonly<Record<InclusionList, string>> = {
  transactions: 'transactionsRoot',
  receipts: 'receiptsRoot',
};

const FIELD_WORDS: Readonly<Record<ReceiptField, string>> = {
  status: 'status',
  cumulativeGasUsed: 'cumulative gas',
  logsBloom: 'logs bloom',
  logs: 'logs',
};

const count = (n: bigint | number) => formatInteger(BigInt(n), { thousands: true });

function listing(fields: readonly ReceiptField[]): string {
  const words = fields.map((f) => FIELD_WORDS[f]);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/** "its status differs", "its status and logs differ" (logs alone are plural too) */
const verb = (fields: readonly ReceiptField[]) => (fields.length === 1 && fields[0] !== 'logs' ? 'differs' : 'differ');

/** What did not check out, as one clause after "Refused: ". */
export function inclusionRefusalWords(outcome: Extract<InclusionOutcome, { status: 'refused' }>): string {
  const block = blockWords(outcome.block);
  const root = ROOT_OF[outcome.list];
  const item = outcome.list === 'transactions' ? 'transactions' : 'receipts';
  switch (outcome.part) {
    case 'header':
      return `${block}’s header does not hash to its block hash (a field was altered), so its ${root} proves nothing.`;
    case 'index':
      return `it claims index ${count(outcome.index)}, but ${block} has ${count(outcome.count)} transactions.`;
    case 'hash':
      return `${block} lists another transaction at index ${count(outcome.index)} (${middleEllipsis(outcome.listed, 6)}).`;
    case 'count':
      return `the endpoint gave ${count(outcome.given)} of ${block}’s ${count(outcome.count)} ${item}.`;
    case 'root':
      if (outcome.differs.length > 0)
        return outcome.listAlone
          ? `its ${listing(outcome.differs)} ${verb(outcome.differs)} from ${block}’s own receipts, which rebuild its ${root}: what is shown is not in the block.`
          : `its ${listing(outcome.differs)} ${verb(outcome.differs)} from ${block}’s receipts, and neither rebuilds its ${root}.`;
      return outcome.list === 'transactions'
        ? `${block}’s transactions, this one at index ${count(outcome.index)}, do not rebuild its ${root} (${middleEllipsis(outcome.computed, 4)}, not ${middleEllipsis(outcome.claimed, 4)}).`
        : `${block}’s receipts, this one at index ${count(outcome.index)}, do not rebuild its ${root} (${middleEllipsis(outcome.computed, 4)}, not ${middleEllipsis(outcome.claimed, 4)}).`;
    case 'gasUsed':
      return `gas used ${count(outcome.claimed)} is not its cumulative gas less the previous receipt’s (${count(outcome.proved)}, proved).`;
  }
}
