import { describe, expect, it } from 'vitest';
import { TransactionTypeLabel } from '../../../src/components/transaction/TransactionTypeLabel.tsx';
import { NativeCurrencyProvider } from '../../../src/components/NativeCurrency.tsx';
import { networkByChainId } from '../../../src/domain/networks.ts';
import { desktop, render, shownText, textContrast } from '../support/render.tsx';

describe('TransactionTypeLabel', () => {
  it('names Ethereum’s types beside their number; a number networks disagree on is explained', async () => {
    await desktop();
    const shown: string[] = [];
    for (const type of [0n, 1n, 2n, 3n, 4n, 0x7en])
      shown.push(shownText(await render(<TransactionTypeLabel type={type} />)));
    expect(shown).toEqual([
      'Legacy 0x0',
      'EIP-2930 0x1',
      'EIP-1559 0x2',
      'EIP-4844 0x3',
      'EIP-7702 0x4',
      'type 0x7e 0x7e Deposit (OP stack), or Deposit (Mantle), or L1 message (Scroll): the network decides which',
    ]);
  });

  it('on an OP-stack network, 0x7e is a deposit', async () => {
    await desktop();
    const optimism = { network: networkByChainId(10n), chainId: 10n, source: 'host' } as const;
    const host = await render(
      <NativeCurrencyProvider network={optimism}>
        <TransactionTypeLabel type={0x7en} />
      </NativeCurrencyProvider>,
    );
    expect(shownText(host)).toMatch(/^Deposit \(OP stack\) 0x7e /);
  });

  it('the name and the number are readable in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await desktop(theme);
      const host = await render(<TransactionTypeLabel type={2n} />);
      for (const part of host.querySelectorAll('[data-testid="tx-type"] > span'))
        expect(textContrast(part)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
