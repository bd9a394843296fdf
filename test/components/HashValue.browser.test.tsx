import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { HashValue, middleEllipsis } from '../../src/components/HashValue.tsx';
import { desktop, overflowing, phone, render, shownText, textContrast } from './support/render.tsx';

const TX_HASH = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';

describe('HashValue', () => {
  it('shows the whole hash on a desktop, in one monospaced run', async () => {
    await desktop();
    const host = await render(<HashValue value={TX_HASH} testId="hash" />);
    expect(shownText(host)).toBe(TX_HASH);
  });

  it('shortens it in the middle at 390 px, with the whole value in its title, and nothing overflows', async () => {
    await phone();
    const host = await render(<HashValue value={TX_HASH} />);
    expect(shownText(host)).toBe('0x88df0164…a713944b');
    expect(host.querySelector(`[title="${TX_HASH}"]`)).not.toBeNull();
    expect(overflowing(host)).toEqual([]);
  });

  it('copies the whole value, whatever the screen shows', async () => {
    await phone();
    const host = await render(<HashValue value={TX_HASH} />);
    const copy = host.querySelector('button')!;
    expect(copy.getAttribute('aria-label')).toBe(`Copy ${TX_HASH}`);
    await userEvent.click(copy);
    await expect.poll(() => navigator.clipboard.readText()).toBe(TX_HASH);
    await expect.poll(() => copy.textContent).toBe('✓');
  });

  it('leads somewhere as a link when given a path, readable in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await desktop(theme);
      const host = await render(<HashValue value={TX_HASH} to="/tx/somewhere" />);
      const link = host.querySelector('a')!;
      expect(link.getAttribute('href')).toBe('/tx/somewhere');
      expect(textContrast(link.querySelector('span:not(.hidden)') ?? link)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('middleEllipsis keeps short values whole', () => {
    expect(middleEllipsis('0x1234')).toBe('0x1234');
  });
});
