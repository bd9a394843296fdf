/**
 * The state changes of an OP-stack transaction: the part of the sender's balance change that is
 * the receipt's L1 data fee, its own line under the balance. The diff is anvil's for the opBNB
 * devnet's transfer, with the recorded OP Mainnet receipt's l1Fee (0xae8f1995) taken as well.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NativeCurrencyProvider } from '../../../src/components/NativeCurrency.tsx';
import { ConnectionProvider } from '../../../src/data/hooks/ConnectionProvider.tsx';
import { networkByChainId } from '../../../src/domain/network/networks.ts';
import { StateChanges } from '../../../src/components/trace/StateChanges.tsx';
import { parsePrestateDiff } from '../../../src/domain/trace/prestate-diff.ts';
import { stateChanges } from '../../../src/domain/trace/state-changes.ts';
import { desktop, overflowing, phone, render, shownText, textContrast } from '../support/render.tsx';

const SENDER = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65';
const L1_FEE = 0xae8f1995n;
const diff = parsePrestateDiff({
  pre: {
    [SENDER]: { balance: '0x21e19e0c9bab2400000', nonce: 0 },
    '0x420000000000000000000000000000000000001a': { balance: '0x0' },
  },
  post: {
    [SENDER]: { balance: `0x${(0x21e0f781a2631170de0n - L1_FEE).toString(16)}`, nonce: 1 },
    '0x420000000000000000000000000000000000001a': { balance: `0x${L1_FEE.toString(16)}` },
  },
});

/**
 * Its addresses ask for names through the app's hooks: mounted inside the app's providers (no
 * connection), on opBNB, whose currency is BNB.
 */
const inApp = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConnectionProvider>
        <NativeCurrencyProvider network={{ network: networkByChainId(204n)!, chainId: 204n, source: 'chainId' }}>
          {ui}
        </NativeCurrencyProvider>
      </ConnectionProvider>
    </QueryClientProvider>,
  );

describe('the L1 data fee among the balance changes', () => {
  it('is its own line under the sender’s balance, and nowhere else', async () => {
    await desktop();
    const host = await inApp(<StateChanges changes={stateChanges(diff)} l1Fee={{ payer: SENDER, amount: L1_FEE }} />);
    const lines = host.querySelectorAll('[data-testid="state-l1-fee"]');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.closest('[data-testid="state-account"]')!.getAttribute('data-address')).toBe(SENDER);
    expect(shownText(lines[0]!)).toBe(
      'of which L1 data fee −0.000000002928613781 BNB the receipt’s l1Fee, taken after execution (to the L1 fee vault, 0x4200…001a)',
    );
  });

  it('without a fee, no line', async () => {
    await desktop();
    const host = await inApp(<StateChanges changes={stateChanges(diff)} />);
    expect(host.querySelectorAll('[data-testid="state-l1-fee"]')).toHaveLength(0);
  });

  it('readable in both themes and at 390 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await phone(theme);
      const host = await inApp(<StateChanges changes={stateChanges(diff)} l1Fee={{ payer: SENDER, amount: L1_FEE }} />);
      expect(overflowing(host)).toEqual([]);
      const line = host.querySelector('[data-testid="state-l1-fee"] dd span span')!;
      expect(textContrast(line)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
