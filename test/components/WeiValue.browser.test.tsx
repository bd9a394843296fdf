import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { WeiValue } from '../../src/components/WeiValue.tsx';
import { FieldName } from '../../src/components/FieldName.tsx';
import { NativeCurrencyProvider } from '../../src/components/NativeCurrency.tsx';
import { networkByChainId } from '../../src/domain/network/networks.ts';
import { desktop, overflowing, phone, render, shownText, textContrast } from './support/render.tsx';

const WEI = 1_234_567_890_123_456_789n;
const ethereum = { network: networkByChainId(1n), chainId: 1n, source: 'host' } as const;
const unknown = { network: null, chainId: null, source: 'none' } as const;

describe('WeiValue and NativeCurrency', () => {
  it('shows the exact amount in the network’s currency, with Gwei and Wei beside it', async () => {
    await desktop();
    const host = await render(
      <NativeCurrencyProvider network={ethereum}>
        <WeiValue wei={WEI} />
      </NativeCurrencyProvider>,
    );
    expect(shownText(host)).toBe(
      '1.234567890123456789 ETH (1,234,567,890.123456789 Gwei · 1,234,567,890,123,456,789 Wei)',
    );
  });

  it('says “native units” when the network is unknown, and puts Gwei first for a gas price', async () => {
    await desktop();
    const host = await render(
      <NativeCurrencyProvider network={unknown}>
        <WeiValue wei={30_000_000_001n} unit="gwei" />
      </NativeCurrencyProvider>,
    );
    expect(shownText(host)).toBe('30.000000001 Gwei (0.000000030000000001 native units · 30,000,000,001 Wei)');
  });

  it('copies the exact Wei, named after its field', async () => {
    await desktop();
    const host = await render(
      <FieldName name="Value">
        <WeiValue wei={WEI} />
      </FieldName>,
    );
    const copy = host.querySelector('button')!;
    expect(copy.getAttribute('aria-label')).toBe('Copy value in Wei');
    await userEvent.click(copy);
    await expect.poll(() => navigator.clipboard.readText()).toBe(WEI.toString());
  });

  it('an amount larger than all the ether there is wraps within a 390 px phone; the muted part stays readable in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await phone(theme);
      const host = await render(
        <div style={{ width: 358 }}>
          <WeiValue wei={123_456_789_123_456_789_012_345_678n} />
        </div>,
      );
      expect(overflowing(host)).toEqual([]);
      expect(textContrast(host.querySelector('.text-slate-500')!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
