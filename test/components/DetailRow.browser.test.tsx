import { describe, expect, it } from 'vitest';
import { DetailList, DetailRow } from '../../src/components/DetailRow.tsx';
import { QuantityValue } from '../../src/components/QuantityValue.tsx';
import { HashValue } from '../../src/components/HashValue.tsx';
import { desktop, overflowing, phone, render, textContrast } from './support/render.tsx';

const HASH = `0x${'ab'.repeat(32)}`;

function Rows() {
  return (
    <DetailList>
      <DetailRow label="Nonce" hint="How many transactions the sender sent before this one">
        <QuantityValue value={7n} />
      </DetailRow>
      <DetailRow label="Block hash">
        <HashValue value={HASH} />
      </DetailRow>
      <DetailRow label="Note">{'x'.repeat(120)}</DetailRow>
    </DetailList>
  );
}

describe('DetailRow', () => {
  it('pairs each label with its value, the hint on the label, and names the value’s controls after it', async () => {
    await desktop();
    const host = await render(<Rows />);
    expect([...host.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Nonce', 'Block hash', 'Note']);
    expect(host.querySelector('dt')!.title).toBe('How many transactions the sender sent before this one');
    expect(host.querySelector('dd button')!.getAttribute('aria-label')).toBe('7, nonce in decimal: show hex');
  });

  it('label beside value on a desktop, label above value at 390 px, and nothing overflows', async () => {
    await desktop();
    let host = await render(<Rows />);
    let [dt, dd] = [host.querySelector('dt')!, host.querySelector('dd')!];
    expect(dt.getBoundingClientRect().top).toBe(dd.getBoundingClientRect().top);

    await phone();
    host = await render(<Rows />);
    [dt, dd] = [host.querySelector('dt')!, host.querySelector('dd')!];
    expect(dd.getBoundingClientRect().top).toBeGreaterThanOrEqual(dt.getBoundingClientRect().bottom);
    expect(overflowing(host)).toEqual([]);
  });

  it('labels are readable in both themes, in a different shade in each', async () => {
    const shades = new Set<string>();
    for (const theme of ['light', 'dark'] as const) {
      await desktop(theme);
      const dt = (await render(<Rows />)).querySelector('dt')!;
      expect(textContrast(dt)).toBeGreaterThanOrEqual(4.5);
      shades.add(getComputedStyle(dt).color);
    }
    expect(shades.size).toBe(2);
  });
});
