import { describe, expect, it } from 'vitest';
import { TransactionTypeLabel } from '../../../src/components/transaction/TransactionTypeLabel.tsx';
import { desktop, render, shownText, textContrast } from '../support/render.tsx';

describe('TransactionTypeLabel', () => {
  it('names the known types beside their number, and shows an unknown one by number', async () => {
    await desktop();
    const shown: string[] = [];
    for (const type of [0n, 2n, 3n, 4n, 0x7en, 0x64n])
      shown.push(shownText(await render(<TransactionTypeLabel type={type} />)));
    expect(shown).toEqual([
      'Legacy 0x0',
      'EIP-1559 0x2',
      'EIP-4844 0x3',
      'EIP-7702 0x4',
      'Deposit (OP stack) 0x7e',
      'type 0x64 0x64',
    ]);
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
