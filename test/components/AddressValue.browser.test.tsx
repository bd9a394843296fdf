import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AddressValue } from '../../src/components/AddressValue.tsx';
import { addressURL } from '../../src/routes/urls.ts';
import { desktop, overflowing, phone, render, shownText, textColour, textContrast } from './support/render.tsx';

// anvil's first account as a node sends it, and its EIP-55 spelling as anvil prints it
const SENT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('AddressValue', () => {
  it('shows the address checksummed, whole, and leads to its address page', async () => {
    await desktop();
    const host = await render(<AddressValue address={SENT} testId="from" />);
    expect(shownText(host)).toBe(ADDRESS);
    expect(host.querySelector('a')!.getAttribute('href')).toBe(addressURL(SENT));
    expect(host.querySelector('[data-testid="from"]')!.getAttribute('data-value')).toBe(SENT);
  });

  it('at 390 px: 0xf39Fd6e5…fFb92266 with the whole address in the title, copy copies it whole and checksummed, no overflow', async () => {
    await phone();
    const host = await render(<AddressValue address={SENT} />);
    expect(shownText(host)).toBe('0xf39Fd6e5…fFb92266');
    expect(host.querySelector(`[title="${ADDRESS}"]`)).not.toBeNull();
    expect(overflowing(host)).toEqual([]);
    await userEvent.click(host.querySelector('button')!);
    await expect.poll(() => navigator.clipboard.readText()).toBe(ADDRESS);
  });

  it('the link is readable in both themes, and takes a lighter colour in dark mode', async () => {
    const colours: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await desktop(theme);
      const host = await render(<AddressValue address={SENT} />);
      const link = host.querySelector('a')!;
      expect(textContrast(link)).toBeGreaterThanOrEqual(4.5);
      colours.push(textColour(link));
    }
    expect(colours[0]).not.toBe(colours[1]);
  });
});
