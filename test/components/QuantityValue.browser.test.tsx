import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { QuantityValue } from '../../src/components/QuantityValue.tsx';
import { FieldName } from '../../src/components/FieldName.tsx';
import { desktop, overflowing, phone, render, shownText, textContrast } from './support/render.tsx';

const GAS = 21_000_000_123n;

describe('QuantityValue', () => {
  it('shows the exact integer with thousands separators, and the hex the node sent one click away', async () => {
    await desktop();
    const host = await render(
      <FieldName name="Gas limit">
        <QuantityValue value={GAS} />
      </FieldName>,
    );
    const toggle = host.querySelector('button')!;
    expect(shownText(host)).toBe('21,000,000,123');
    expect(toggle.getAttribute('aria-label')).toBe('21,000,000,123, gas limit in decimal: show hex');
    await userEvent.click(toggle);
    await expect.poll(() => shownText(host)).toBe('0x4e3b2927b hex');
    expect(toggle.getAttribute('aria-label')).toBe('0x4e3b2927b, gas limit in hex: show decimal');
  });

  it('copies what it shows: the plain decimal, then the hex', async () => {
    await desktop();
    const host = await render(<QuantityValue value={GAS} name="nonce" />);
    const [toggle, copy] = host.querySelectorAll('button');
    expect(copy!.getAttribute('aria-label')).toBe('Copy nonce in decimal');
    await userEvent.click(copy!);
    await expect.poll(() => navigator.clipboard.readText()).toBe('21000000123');
    await userEvent.click(toggle!);
    await expect.poll(() => copy!.getAttribute('aria-label')).toBe('Copy nonce in hex');
    await userEvent.click(copy!);
    await expect.poll(() => navigator.clipboard.readText()).toBe('0x4e3b2927b');
  });

  it('the largest 64-bit quantity (a nonce, a gas limit) fits a 390 px phone, readable in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await phone(theme);
      const host = await render(
        <div style={{ width: 358 }}>
          <QuantityValue value={2n ** 64n - 1n} />
        </div>,
      );
      expect(shownText(host)).toBe('18,446,744,073,709,551,615');
      expect(textContrast(host.querySelector('button')!)).toBeGreaterThanOrEqual(4.5);
      expect(overflowing(host)).toEqual([]);
    }
  });
});
