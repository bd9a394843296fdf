/**
 * The inclusion line as a person sees it: the same height in every state at one screen width (so
 * nothing below it moves when the proof arrives), its longest sentences fitting that height at
 * 390 px and at 1280 px with nothing clipped, readable in both themes, a refusal an alert.
 */
import { describe, expect, it } from 'vitest';
import { InclusionLine } from '../../../src/components/proof/InclusionLine.tsx';
import type { Block } from '../../../src/domain/block.ts';
import type { InclusionRead } from '../../../src/data/hooks/useInclusionProof.ts';
import type { InclusionList } from '../../../src/domain/proof/prove-inclusion.ts';
import { desktop, overflowing, phone, render, shownText, textContrast } from '../support/render.tsx';

const BLOCK = 12_345_678n;
const HASH = `0x${'ab'.repeat(32)}` as const;
const OTHER = `0x${'cd'.repeat(32)}` as const;

const done = (data: Extract<InclusionRead, { status: 'done' }>['data']): InclusionRead => ({ status: 'done', data });

/** Every state, each with the longest words it can have. */
function states(list: InclusionList): Array<[string, InclusionRead]> {
  const base = { list, block: BLOCK } as const;
  return [
    ['pending', { status: 'pending' }],
    ['absent', { status: 'absent' }],
    ['error', { status: 'error', error: new Error('the endpoint did not answer'), retry: () => {} }],
    [
      'proved',
      done({
        status: 'proved',
        ...base,
        blockHash: HASH,
        index: 1234,
        count: 1500,
        // the line reads none of what a snapshot carries
        evidence: { header: {} as Block, leaves: [] },
      }),
    ],
    [
      'unchecked',
      done({
        status: 'unchecked',
        ...base,
        reason: 'the block’s transaction 1234 is of type 0x7e, which Hexray cannot encode on this network',
        detail: 'type 0x7e is a deposit or an L1 message depending on the network',
      }),
    ],
    [
      'unchecked header',
      done({
        status: 'unchecked',
        ...base,
        reason: 'Arbitrum’s header encoding has not been checked against its own blocks',
      }),
    ],
    ['refused header', done({ status: 'refused', ...base, part: 'header', claimed: HASH, computed: OTHER })],
    [
      'refused root',
      done({
        status: 'refused',
        ...base,
        part: 'root',
        claimed: HASH,
        computed: OTHER,
        index: 1234,
        differs: ['status', 'cumulativeGasUsed', 'logsBloom', 'logs'],
        listAlone: false,
      }),
    ],
    [
      'refused root alone',
      done({
        status: 'refused',
        ...base,
        part: 'root',
        claimed: HASH,
        computed: OTHER,
        index: 1234,
        differs: [],
        listAlone: false,
      }),
    ],
    ['refused hash', done({ status: 'refused', ...base, part: 'hash', index: 1234, listed: HASH, claimed: OTHER })],
  ];
}

async function lines(list: InclusionList): Promise<Array<[string, HTMLElement]>> {
  const out: Array<[string, HTMLElement]> = [];
  for (const [name, read] of states(list)) {
    const host = await render(<InclusionLine read={read} list={list} block={BLOCK} index={1234n} />);
    out.push([name, host.querySelector<HTMLElement>('[data-testid="inclusion"]')!]);
  }
  return out;
}

describe('InclusionLine', () => {
  it('says where it is proved, and what stays the endpoint’s word', async () => {
    await desktop();
    const proved = (await lines('transactions')).find(([name]) => name === 'proved')![1];
    expect(shownText(proved)).toBe(
      '✓ Proved at index 1,234 of block 12,345,678’s transactions (transactionsRoot), its header checked (0xabab…abab). Still the endpoint’s word: that this block is on the chain.',
    );
    const refused = (await lines('receipts')).find(([name]) => name === 'refused root')![1];
    expect(refused.getAttribute('role')).toBe('alert');
    expect(shownText(refused)).toBe(
      'Refused: its status, cumulative gas, logs bloom and logs differ from block 12,345,678’s receipts, and neither rebuilds its receiptsRoot.',
    );
  });

  for (const list of ['transactions', 'receipts'] as const) {
    for (const [screen, setup] of [
      ['390 px', phone],
      ['1280 px', desktop],
    ] as const) {
      it(`${list} at ${screen}: one height in every state, every sentence whole inside it, readable in both themes`, async () => {
        for (const theme of ['light', 'dark'] as const) {
          await setup(theme);
          const shown = await lines(list);
          const heights = new Set(shown.map(([, line]) => line.offsetHeight));
          expect([...heights]).toHaveLength(1);
          for (const [name, line] of shown) {
            expect(line.scrollHeight, `${name} is clipped`).toBeLessThanOrEqual(line.clientHeight);
            expect(overflowing(line), name).toEqual([]);
            expect(textContrast(line), `${name} in ${theme}`).toBeGreaterThanOrEqual(4.5);
          }
        }
      });
    }
  }
});
