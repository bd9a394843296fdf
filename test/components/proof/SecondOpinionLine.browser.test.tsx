/**
 * The second opinion's line as a person sees it: its words for agreement and disagreement, the
 * same height in every state at one screen width (so nothing below it moves as the answer comes),
 * its longest sentences whole inside that height at 390 px and at 1280 px, readable in both
 * themes, a disagreement an alert.
 */
import { describe, expect, it } from 'vitest';
import { SecondOpinionView } from '../../../src/components/proof/SecondOpinionLine.tsx';
import type { SecondOpinion } from '../../../src/data/hooks/useSecondOpinion.ts';
import { desktop, overflowing, phone, render, shownText, textContrast } from '../support/render.tsx';

const BLOCK = 12_345_678n;
const OURS = `0x${'ab'.repeat(32)}` as const;
const THEIRS = `0x${'cd'.repeat(32)}` as const;
/** a long host, with its port */
const HOST = 'opbnb-mainnet.nodereal-provider.example.io:8443';
const resting = { number: BLOCK, hash: OURS };

/** Every state, each with the longest words it can have, and whether the page is still proving. */
const STATES: Array<[string, SecondOpinion, boolean]> = [
  ['waiting', { status: 'unasked', host: HOST }, true],
  ['unasked', { status: 'unasked', host: HOST }, false],
  ['pending', { status: 'pending', host: HOST }, false],
  ['absent', { status: 'absent', host: HOST }, false],
  ['error', { status: 'error', host: HOST, error: new Error('the endpoint did not answer'), retry: () => {} }, false],
  ['agrees', { status: 'done', host: HOST, data: { kind: 'agrees', block: BLOCK, hash: OURS } }, false],
  [
    'disagrees',
    { status: 'done', host: HOST, data: { kind: 'disagrees', block: BLOCK, ours: OURS, theirs: THEIRS } },
    false,
  ],
  ['no block', { status: 'done', host: HOST, data: { kind: 'no-block', block: BLOCK } }, false],
];

async function lines(): Promise<Array<[string, HTMLElement]>> {
  const out: Array<[string, HTMLElement]> = [];
  for (const [name, opinion, proving] of STATES) {
    const host = await render(
      <SecondOpinionView opinion={opinion} resting={opinion.status === 'unasked' ? null : resting} proving={proving} />,
    );
    out.push([name, host.querySelector<HTMLElement>('[data-testid="second-opinion"]')!]);
  }
  return out;
}

describe('SecondOpinionLine', () => {
  it('says whether the second endpoint agrees, and a disagreement loudly', async () => {
    await desktop();
    const shown = new Map(await lines());
    expect(shownText(shown.get('agrees')!)).toBe(`✓ ${HOST} agrees: block 12,345,678 is 0xabab…abab`);
    expect(shown.get('disagrees')!.getAttribute('role')).toBe('alert');
    expect(shownText(shown.get('disagrees')!)).toBe(
      `✗ ${HOST} says block 12,345,678 is 0xcdcd…cdcd, not 0xabab…abab: one of the two endpoints is not on the same chain`,
    );
    expect(shownText(shown.get('no block')!)).toBe(
      `${HOST} does not serve block 12,345,678 (outside its window, or past its head)`,
    );
    expect(shown.get('agrees')!.getAttribute('role')).toBeNull();
  });

  it('shows nothing without a second endpoint', async () => {
    const host = await render(<SecondOpinionView opinion={{ status: 'none' }} resting={resting} proving={false} />);
    expect(host.querySelector('[data-testid="second-opinion"]')).toBeNull();
  });

  for (const [screen, setup] of [
    ['390 px', phone],
    ['1280 px', desktop],
  ] as const) {
    it(`at ${screen}: one height in every state, every sentence whole inside it, readable in both themes`, async () => {
      for (const theme of ['light', 'dark'] as const) {
        await setup(theme);
        const shown = await lines();
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
});
