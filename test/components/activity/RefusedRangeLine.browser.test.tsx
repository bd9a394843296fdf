import { describe, expect, it } from 'vitest';
import { RefusedRangeLine } from '../../../src/components/activity/RefusedRangeLine.tsx';
import { rangeRefusal } from '../../../src/domain/activity/range-refusal.ts';
import { activityURL } from '../../../src/routes/urls.ts';
import { desktop, overflowing, phone, render, shownText, textContrast } from '../support/render.tsx';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const refused = (said: string) => ({ fromBlock: 1_000n, toBlock: 1_003n, refusal: rangeRefusal(said)!, said });

describe('RefusedRangeLine', () => {
  it('says "more than N; narrow the range" with the provider’s own words, and links to half the blocks', async () => {
    await desktop();
    const host = await render(
      <RefusedRangeLine refused={refused('query returned more than 10000 results')} address={ADDRESS} blocks={128} />,
    );
    const text = shownText(host);
    expect(text).toContain('The endpoint refused the logs of blocks 1,000–1,003 even split into smaller ranges');
    expect(text).toContain('more than 10,000 logs; narrow the range');
    expect(text).toContain('It said: query returned more than 10000 results.');
    expect(host.querySelector('a')!.getAttribute('href')).toBe(activityURL(ADDRESS, 64));
  });

  it('a block cap reads as blocks per request; no cap named, as more than it answers', async () => {
    await desktop();
    const capped = await render(
      <RefusedRangeLine refused={refused('eth_getLogs is limited to a 10,000 range')} address={ADDRESS} blocks={1} />,
    );
    expect(shownText(capped)).toContain('more than its limit of 10,000 blocks per request; narrow the range');
    // one block cannot be halved: no link
    expect(capped.querySelector('a')).toBeNull();
    const unnamed = await render(
      <RefusedRangeLine refused={refused('query timeout exceeded')} address={ADDRESS} blocks={128} />,
    );
    expect(shownText(unnamed)).toContain('more than it answers in one request; narrow the range');
  });

  it('at 390 px in dark mode: a long provider message wraps, readable', async () => {
    await phone('dark');
    const long = `You can make eth_getLogs requests with up to a 500 block range. Based on your parameters, this block range should work: [0x${'a'.repeat(60)}, 0x123cba5]`;
    const host = await render(<RefusedRangeLine refused={refused(long)} address={ADDRESS} blocks={128} />);
    expect(overflowing(host)).toEqual([]);
    expect(textContrast(host.querySelector('[data-testid="activity-refused"]')!)).toBeGreaterThanOrEqual(4.5);
  });
});
