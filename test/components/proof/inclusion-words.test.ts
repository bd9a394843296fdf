/** The words of an inclusion refusal: what did not check out, against which block's root. */
import { describe, expect, it } from 'vitest';
import { inclusionRefusalWords } from '../../../src/components/proof/inclusion-words.ts';
import type { InclusionOutcome } from '../../../src/domain/proof/prove-inclusion.ts';

type Refused = Extract<InclusionOutcome, { status: 'refused' }>;
const A = `0x${'ab'.repeat(32)}` as const;
const C = `0x${'cd'.repeat(32)}` as const;
const at = { status: 'refused', block: 1234n } as const;

describe('inclusionRefusalWords', () => {
  const cases: Array<[Refused, string]> = [
    [
      { ...at, list: 'receipts', part: 'header', claimed: A, computed: C },
      'block 1,234’s header does not hash to its block hash (a field was altered), so its receiptsRoot proves nothing.',
    ],
    [
      { ...at, list: 'transactions', part: 'index', index: 63, count: 4 },
      'it claims index 63, but block 1,234 has 4 transactions.',
    ],
    [
      { ...at, list: 'transactions', part: 'hash', index: 2, listed: A, claimed: C },
      'block 1,234 lists another transaction at index 2 (0xababab…ababab).',
    ],
    [
      { ...at, list: 'receipts', part: 'count', count: 4, given: 3 },
      'the endpoint gave 3 of block 1,234’s 4 receipts.',
    ],
    [
      { ...at, list: 'transactions', part: 'count', count: 1500, given: 12 },
      'the endpoint gave 12 of block 1,234’s 1,500 transactions.',
    ],
    [
      {
        ...at,
        list: 'receipts',
        part: 'root',
        claimed: A,
        computed: C,
        index: 1,
        differs: ['status'],
        listAlone: true,
      },
      'its status differs from block 1,234’s own receipts, which rebuild its receiptsRoot: what is shown is not in the block.',
    ],
    [
      { ...at, list: 'receipts', part: 'root', claimed: A, computed: C, index: 1, differs: ['logs'], listAlone: false },
      'its logs differ from block 1,234’s receipts, and neither rebuilds its receiptsRoot.',
    ],
    [
      {
        ...at,
        list: 'receipts',
        part: 'root',
        claimed: A,
        computed: C,
        index: 1,
        differs: ['status', 'logsBloom'],
        listAlone: true,
      },
      'its status and logs bloom differ from block 1,234’s own receipts, which rebuild its receiptsRoot: what is shown is not in the block.',
    ],
    [
      { ...at, list: 'transactions', part: 'root', claimed: A, computed: C, index: 3, differs: [], listAlone: false },
      'block 1,234’s transactions, this one at index 3, do not rebuild its transactionsRoot (0xcdcd…cdcd, not 0xabab…abab).',
    ],
    [
      { ...at, list: 'receipts', part: 'root', claimed: A, computed: C, index: 3, differs: [], listAlone: false },
      'block 1,234’s receipts, this one at index 3, do not rebuild its receiptsRoot (0xcdcd…cdcd, not 0xabab…abab).',
    ],
    [
      { ...at, list: 'receipts', part: 'gasUsed', claimed: 21_005n, proved: 21_000n },
      'gas used 21,005 is not its cumulative gas less the previous receipt’s (21,000, proved).',
    ],
  ];
  it.each(cases)('%o', (outcome, words) => {
    expect(inclusionRefusalWords(outcome)).toBe(words);
  });
});
