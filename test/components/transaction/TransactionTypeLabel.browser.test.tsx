import { describe, expect, it } from 'vitest';
import { TransactionTypeLabel } from '../../../src/components/transaction/TransactionTypeLabel.tsx';
import { NativeCurrencyProvider } from '../../../src/components/NativeCurrency.tsx';
import { networkByChainId } from '../../../src/domain/network/networks.ts';
import { desktop, render, shownText, textContrast } from '../support/render.tsx';

describe('TransactionTypeLabel', () => {
  it('names Ethereum’s types beside their number; a number networks disagree on says what it usually is, the number shown once', async () => {
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
      'Unknown 0x7e Usually Deposit (OP stack), Deposit (Mantle) or L1 message (Scroll), on the networks that define it; the network is unknown, so Hexray cannot be sure which it is',
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

  it('on a network that defines no 0x7e (a local anvil chain), a deposit says what it usually is and why that is not sure', async () => {
    await desktop();
    const local = { network: networkByChainId(31337n), chainId: 31337n, source: 'chainId' } as const;
    const host = await render(
      <NativeCurrencyProvider network={local}>
        <TransactionTypeLabel type={0x7en} extra={{ sourceHash: `0x${'11'.repeat(32)}`, mint: '0x0' }} />
      </NativeCurrencyProvider>,
    );
    const text = shownText(host);
    expect(text).toMatch(/^Unknown 0x7e Usually Deposit \(OP stack\), Deposit \(Mantle\) or L1 message \(Scroll\)/);
    expect(text).toContain('this network defines no type 0x7e, so Hexray cannot be sure which it is');
    expect(text.match(/0x7e/g)).toHaveLength(2);
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
