/**
 * Every network the provider serves, right to the byte: answers recorded from ZKsync,
 * Celo, Mantle, Scroll and Arbitrum (test/fixtures/recorded/, each names its source; the gateway's
 * test mode serves them, see test/devnet/recorded.ts) shown whole in a real browser: no error
 * panel, the network's currency, the type named in the network's terms, and a verification mark
 * that says "verified" only when the browser recomputed the hash, "cannot be checked" when the
 * encoding is not one it knows, and "failed" never for a genuine answer.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, connectWithKey, scopedKey } from './support/fixtures.ts';

function recorded(name: string): Record<string, string> {
  return (JSON.parse(readFileSync(`test/fixtures/recorded/${name}.json`, 'utf8')) as { result: Record<string, string> })
    .result;
}

/** The key is not remembered, so a reload would forget it: open pages from the search box. */
async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

/** An in-app navigation (no reload, so the key stays), for pages no link on screen leads to. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Connects with a fresh key whose host names no network, and chooses one in Settings when given. */
async function connect(page: Page, manifest: Parameters<typeof scopedKey>[0], name: string, chainId?: string) {
  await connectWithKey(page, manifest.base, scopedKey(manifest, name), 'http');
  if (chainId) await page.getByLabel('When nothing names the network').selectOption(chainId);
}

/** The page is shown whole: no error panel, and (so far) no uncaught exception or console error. */
async function expectWhole(page: Page, consoleErrors: string[]) {
  await expect(page.getByTestId('tx-hash').or(page.getByTestId('receipt-tx-hash')).first()).toBeVisible();
  await expect(page.getByTestId('error-panel')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
}

async function expectVerdict(page: Page, verdict: string, mark: string | RegExp) {
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', verdict);
  await expect(page.getByTestId('verify-mark')).toHaveText(mark);
  await expect(page.getByTestId('verify-alert')).toHaveCount(0);
}

test.describe('ZKsync Era', () => {
  test('a receipt with status and root is shown whole: success, root named as ZKsync’s block hash, fee in ETH, bloom not held against it', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'zksync', '324');
    const receipt = recorded('zksync-receipt-status-and-root');
    await navigate(page, `/tx/${receipt.transactionHash}/receipt`);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('network')).toContainText('ZKsync Era');
    await expect(page.getByTestId('receipt-status')).toHaveAttribute('data-status', 'success');
    await expect(page.getByTestId('network-field-root')).toContainText('not a state root');
    await expect(page.getByTestId('extra-root')).toHaveAttribute('data-value', receipt.root!);
    await expect(page.getByTestId('extra-l1BatchNumber')).toHaveAttribute('data-value', String(0x1d4f2));
    // 0x115532 gas × 0xee6b280 wei
    await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-wei', String(0x115532n * 0xee6b280n));
    await expect(page.getByTestId('receipt-fee')).toContainText(' ETH');
    await expectVerdict(page, 'partial', '– Partly verified in your browser');
    await page.getByTestId('verify-mark').click();
    await expect(page.getByTestId('verify-check-bloom')).toContainText('ZKsync Era sends an empty logsBloom');
  });

  test('an L1 priority transaction (0xff, no signature) and its block-position page: named, shown whole, "cannot be checked"', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'zksync-priority', '324');
    const tx = recorded('zksync-priority-tx');
    await search(page, tx.hash!);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('tx-type')).toContainText('L1 priority (ZKsync)');
    await expect(page.getByTestId('tx-no-signature')).toBeVisible();
    await expectVerdict(page, 'unchecked', '? Cannot be checked in your browser');
    await expect(page.getByTestId('verify-limits')).toContainText('type 0xff is ZKsync’s own');

    await navigate(page, `/block/${tx.blockHash}/tx/0`);
    await expect(page.getByTestId('tx-hash')).toContainText(tx.hash!.slice(0, 10));
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('tx-type')).toContainText('L1 priority (ZKsync)');
    await expectVerdict(page, 'unchecked', '? Cannot be checked in your browser');
  });
});

test.describe('Celo', () => {
  test('a legacy transaction with feeCurrency and a gateway fee is verified, in CELO, its fee currency named', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'celo');
    const tx = recorded('celo-legacy-tx');
    await search(page, tx.hash!);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('network')).toContainText('Celo');
    await expect(page.getByTestId('tx-type')).toContainText('Legacy');
    await expect(page.getByTestId('summary-value')).toContainText(' CELO');
    await expect(page.getByTestId('network-field-feeCurrency')).toContainText('not CELO');
    await expect(page.getByTestId('extra-feeCurrency')).toHaveAttribute('data-value', tx.feeCurrency!);
    await expect(page.getByTestId('extra-gatewayFee')).toContainText('smallest units of the fee currency');
    await expectVerdict(page, 'verified', '✓ Verified in your browser');
  });

  test('CIP-64 (0x7b) is named and verified', async ({ page, manifest, consoleErrors }) => {
    await connect(page, manifest, 'celo-cip64');
    await search(page, recorded('celo-cip64-tx').hash!);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('tx-type')).toContainText('CIP-64 (Celo fee currency)');
    await expectVerdict(page, 'verified', '✓ Verified in your browser');
  });
});

test.describe('the receipt page prices the fee with its transaction', () => {
  test('a real Celo CIP-64 receipt: shown at once, then the fee is in the token the transaction names, never CELO', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'celo-receipt');
    const receipt = recorded('celo-mainnet-cip64-receipt');
    const tx = recorded('celo-mainnet-cip64-tx');
    // hold the transaction lookup back: the receipt must not wait for it
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v3/**', async (route) => {
      if (route.request().postData()?.includes('eth_getTransactionByHash')) await held;
      await route.continue();
    });
    // a cold link: the receipt leaves with the page, the transaction after it
    await page.goto(`/tx/${receipt.transactionHash}/receipt`);
    // 177,243 gas × 7,214,474,993 per gas
    const total = String(0x2b45bn * 0x1ae0426f1n);
    await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-wei', total);
    await expect(page.getByTestId('receipt-fee-fee-currency')).toHaveCount(0);
    release();
    await expect(page.getByTestId('receipt-fee-fee-currency')).toContainText('smallest units of the fee currency');
    await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-fee-currency', tx.feeCurrency!);
    await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-wei', total);
    await expect(page.getByTestId('receipt-fee-fee-currency')).toContainText('not in CELO');
    await expectWhole(page, consoleErrors);
    // the transaction named the network, which names Celo's own fields and type
    await expect(page.getByTestId('network')).toContainText('Celo');
    await expect(page.getByTestId('tx-type')).toContainText('CIP-64 (Celo fee currency)');
    await expect(page.getByTestId('network-field-baseFee')).toContainText('in the currency this transaction paid');
  });

  test('a receipt without effectiveGasPrice: the legacy transaction’s gasPrice prices it, and the page says so', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'no-effective-price-receipt', '1');
    const receipt = recorded('constructed-legacy-receipt-without-effective-gas-price');
    await navigate(page, `/tx/${receipt.transactionHash}/receipt`);
    await expectWhole(page, consoleErrors);
    // 21,000 gas × gasPrice 1 wei: what the receipt's removed effectiveGasPrice (0x1) gave
    await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-wei', '21000');
    await expect(page.getByTestId('receipt-fee-price-source')).toContainText('priced with the transaction’s gasPrice');
    await expect(page.getByTestId('receipt-fee-unknown')).toHaveCount(0);
  });
});

test('Mantle: a deposit with ethValue is verified with Mantle’s encoding, named, amounts in MNT and ethValue in ETH', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connect(page, manifest, 'mantle', '5000');
  await search(page, recorded('mantle-deposit-tx').hash!);
  await expectWhole(page, consoleErrors);
  await expect(page.getByTestId('network')).toContainText('Mantle');
  await expect(page.getByTestId('tx-type')).toContainText('Deposit (Mantle)');
  await expect(page.getByTestId('summary-value')).toContainText(' MNT');
  await expect(page.getByTestId('extra-ethValue')).toHaveText('0 ETH');
  await expectVerdict(page, 'verified', '✓ Verified in your browser');
  await page.getByTestId('verify-mark').click();
  await expect(page.getByTestId('verify-check-hash')).toContainText('Mantle deposit: 0x7e ‖ rlp[…]');
});

test('Scroll: an L1 message (0x7e) is named as Scroll’s, not as an OP-stack deposit, and verified with its own encoding', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connect(page, manifest, 'scroll', '534352');
  await search(page, recorded('constructed-scroll-l1-message-tx').hash!);
  await expectWhole(page, consoleErrors);
  await expect(page.getByTestId('network')).toContainText('Scroll');
  await expect(page.getByTestId('tx-type')).toContainText('L1 message (Scroll)');
  await expect(page.getByTestId('tx-type')).not.toContainText('OP stack');
  await expect(page.getByTestId('deposit-note')).toContainText('an L1 message');
  await expect(page.getByTestId('extra-queueIndex')).toHaveAttribute('data-value', String(0xe76ab));
  await expect(page.getByTestId('summary-value')).toContainText(' ETH');
  await expectVerdict(page, 'verified', '✓ Verified in your browser');
});

test.describe('a type number the network does not name', () => {
  test('a deposit (0x7e) on an unknown network says what 0x7e usually is and why it cannot be sure, the number shown once', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'deposit-unknown-network');
    // a Base deposit's receipt, whose transaction is not served: no field tells which 0x7e it is
    const receipt = recorded('base-deposit-receipt-l1fee');
    await navigate(page, `/tx/${receipt.transactionHash}/receipt`);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('network')).toContainText('Unknown network');
    const type = page.getByTestId('tx-type');
    await expect(type).toHaveAttribute('data-type', '0x7e');
    await expect(page.getByTestId('tx-type-description')).toHaveText(
      'Usually Deposit (OP stack), Deposit (Mantle) or L1 message (Scroll), on the networks that define it; the network is unknown, so Hexray cannot be sure which it is',
    );
    await expect(type).not.toContainText('type 0x7e 0x7e');
    await expect(type).toContainText(/^Unknown\s*0x7e/);
  });

  test('a deposit on a network that defines no 0x7e (Ethereum chosen in Settings) says so, beside what 0x7e usually is', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'deposit-on-ethereum', '1');
    await search(page, recorded('op-mainnet-deposit-tx').hash!);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('network')).toContainText('Ethereum Mainnet');
    await expect(page.getByTestId('tx-type')).toContainText(/^Unknown\s*0x7e/);
    await expect(page.getByTestId('tx-type-description')).toHaveText(
      'Usually Deposit (OP stack), Deposit (Mantle) or L1 message (Scroll), on the networks that define it; this network defines no type 0x7e, so Hexray cannot be sure which it is',
    );
  });
});

test.describe('Arbitrum', () => {
  test('an internal transaction (0x6a) is named, marked system, verified; its receipt names gasUsedForL1 with its meaning', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'arbitrum');
    const tx = recorded('arbitrum-internal-tx');
    await search(page, tx.hash!);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('network')).toContainText('Arbitrum One');
    await expect(page.getByTestId('tx-type')).toContainText('Internal (Arbitrum)');
    await expect(page.getByTestId('tx-type-system')).toHaveText('system');
    await expectVerdict(page, 'verified', '✓ Verified in your browser');
    await page.getByTestId('summary-receipt-link').click();
    await expect(page.getByTestId('receipt-tx-hash')).toBeVisible();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.getByTestId('network-field-gasUsedForL1')).toContainText('already part of gasUsed');
  });

  test('a receipt’s gasUsedForL1 is gas, shown by name; the fee is in ETH', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'arbitrum-receipt', '42161');
    const receipt = recorded('arbitrum-receipt-gas-used-for-l1');
    await navigate(page, `/tx/${receipt.transactionHash}/receipt`);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('extra-gasUsedForL1')).toHaveText('182,534 gas');
    await expect(page.getByTestId('receipt-fee')).toContainText(' ETH');
    await expectVerdict(page, 'verified', '✓ Verified in your browser');
  });
});

test.describe('fields that vary', () => {
  test('a typed transaction without accessList is verified: absent is the empty list', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'no-access-list');
    await search(page, recorded('constructed-type2-without-accesslist').hash!);
    await expectWhole(page, consoleErrors);
    await expectVerdict(page, 'verified', '✓ Verified in your browser');
  });

  test('chainId 0x0 on a pre-EIP-155 transaction names no chain: the next clue decides, never "chain 0"', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'chain-0', '1');
    await search(page, recorded('constructed-legacy-chainid-0').hash!);
    await expectWhole(page, consoleErrors);
    await expect(page.getByTestId('network')).toContainText('Ethereum Mainnet');
    await expect(page.getByTestId('network')).toContainText('your choice in Settings');
    await expect(page.getByTestId('network')).not.toContainText('chain 0');
  });

  test('a receipt without effectiveGasPrice: the fee of a legacy transaction comes from its gasPrice, and says so', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connect(page, manifest, 'no-effective-price', '1');
    await search(page, recorded('execution-apis-legacy-tx').hash!);
    await expectWhole(page, consoleErrors);
    // 21,000 gas × gasPrice 1 wei: what the receipt's removed effectiveGasPrice (0x1) gave
    await expect(page.getByTestId('summary-fee')).toHaveAttribute('data-wei', '21000');
    await expect(page.getByTestId('summary-fee-price-source')).toContainText('priced with the transaction’s gasPrice');
  });
});
