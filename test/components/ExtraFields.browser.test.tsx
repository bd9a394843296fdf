import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ExtraFields } from '../../src/components/ExtraFields.tsx';
import { desktop, overflowing, phone, render, shownText, unmountAll } from './support/render.tsx';

const EXTRA = {
  fooBlockCount: '0x1312d00',
  fooTimestamp: '0x65a0b1c0',
  fooVersion: '0x1',
  mystery: { nested: [1, 2] },
  fooHash: `0x${'5a'.repeat(32)}`,
};

describe('ExtraFields', () => {
  it('shows every field neither the spec nor a known network names, as sent, with a date for timestamps; hidden ones left out', async () => {
    await desktop();
    const host = await render(<ExtraFields extra={EXTRA} dialect={null} hidden={['fooHash']} />);
    expect(host.querySelector('h2')!.textContent).toBe('Other fields sent by the endpoint');
    expect([...host.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'fooBlockCount',
      'fooTimestamp',
      'fooVersion',
      'mystery',
    ]);
    expect([...host.querySelectorAll('dd')].map(shownText)).toEqual([
      '0x1312d00',
      '0x65a0b1c0 2024-01-12 03:28:00 UTC',
      '0x1',
      '{"nested":[1,2]}',
    ]);
  });

  it('a field is named by its meaning on the network that defines it, and shown as sent on any other', async () => {
    await desktop();
    const zksyncReceipt = { root: `0x${'ab'.repeat(32)}`, l1BatchNumber: '0x1d4f2' };
    const onZksync = await render(<ExtraFields extra={zksyncReceipt} dialect="zksync" />);
    expect([...onZksync.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'root (ZKsync: the block hash)',
      'L1 batch (ZKsync)',
    ]);
    expect(shownText(onZksync.querySelectorAll('dd')[1]!)).toContain('120,050');
    const elsewhere = await render(<ExtraFields extra={zksyncReceipt} dialect="op-stack" />);
    expect([...elsewhere.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['root', 'l1BatchNumber']);
    expect([...elsewhere.querySelectorAll('dd')].map(shownText)).toEqual([`0x${'ab'.repeat(32)}`, '0x1d4f2']);
  });

  it('copies each value as shown', async () => {
    await desktop();
    const host = await render(<ExtraFields extra={EXTRA} dialect={null} />);
    const copy = host.querySelectorAll('dd button')[3]!;
    expect(copy.getAttribute('aria-label')).toBe('Copy mystery');
    await userEvent.click(copy);
    await expect.poll(() => navigator.clipboard.readText()).toBe('{"nested":[1,2]}');
  });

  it('nothing at all when every extra field is shown elsewhere', async () => {
    await desktop();
    expect((await render(<ExtraFields extra={{ a: '1' }} dialect={null} hidden={['a']} />)).innerHTML).toBe('');
  });

  it('an address or a 32-byte value is whole on a desktop and on one line at 390 px, an address linked to its page', async () => {
    const creates = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
    const extra = { creates, fooHash: `0x${'5a'.repeat(32)}` };
    await desktop();
    const wide = await render(<ExtraFields extra={extra} dialect={null} />);
    expect([...wide.querySelectorAll('dd')].map(shownText)).toEqual([
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      `0x${'5a'.repeat(32)}`,
    ]);
    expect(wide.querySelector('dd a')!.getAttribute('href')).toBe(`/address/${creates}`);
    await unmountAll();
    await phone();
    const narrow = await render(<ExtraFields extra={extra} dialect={null} />);
    for (const dd of narrow.querySelectorAll('dd')) {
      const text = dd.querySelector<HTMLElement>('[title^="0x"]')!;
      expect(text.getClientRects().length, `${shownText(dd)} on one line`).toBe(1);
      expect(text.getBoundingClientRect().height).toBeLessThan(30);
    }
  });

  it('a 32-byte value breaks across lines at 390 px instead of running off the screen', async () => {
    await phone('dark');
    const host = await render(<ExtraFields extra={EXTRA} dialect={null} />);
    expect(overflowing(host)).toEqual([]);
  });
});
