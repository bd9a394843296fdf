/**
 * The opBNB flavour of the devnet (test/devnet/opbnb.ts: anvil as an OP-stack chain 204), started
 * by this file on its own port, as `npm start -- --opbnb` starts it for a person. Its blocks come
 * one per transaction here (blockTime null), not every 250 ms: at 250 ms the 128-block window is
 * 32 seconds, and a slow run would find the seeded transactions gone; the 250 ms chain itself is
 * checked in test/gateway/opbnb-devnet.test.ts.
 *
 * What an opBNB user checks: the network named opBNB, amounts in BNB, a deposit named as one with
 * what it minted, its hash recomputed, and the receipt's deposit fields. anvil sends no L1-fee
 * fields, so the L1 data fee is checked on a recorded opBNB answer (opbnb-recorded.spec.ts).
 */
import type { Page } from '@playwright/test';
import { connectWithKey, expect, test } from './support/fixtures.ts';
import { startOpBnbDevnet, type OpBnbDevnet } from '../devnet/opbnb.ts';
import { expectExportsEqualAnvil } from './support/trace-exports.ts';

let opbnb: OpBnbDevnet;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  opbnb = await startOpBnbDevnet({ blockTime: null });
});
test.afterAll(async () => {
  await opbnb?.stop();
});

async function node(method: string, hash: string): Promise<Record<string, string>> {
  const response = await fetch(opbnb.manifest.nodeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [hash] }),
  });
  return ((await response.json()) as { result: Record<string, string> }).result;
}

/** The key is not remembered, so a reload would forget it: open pages from the search box. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

test('an EIP-1559 transfer on chain 204: opBNB named from its chain id, 0.75 BNB, fee in BNB, verified', async ({
  page,
  consoleErrors,
}) => {
  const { transfer } = opbnb.manifest.roles;
  const receipt = await node('eth_getTransactionReceipt', transfer.hash);
  await connectWithKey(page, opbnb.manifest.base, opbnb.manifest.apiKey);
  await search(page, transfer.hash);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', transfer.hash);
  await expect(page.getByTestId('network')).toContainText('opBNB Mainnet');
  await expect(page.getByTestId('network')).toContainText('from the transaction’s chain id');
  await expect(page.getByTestId('summary-value')).toContainText('0.75 BNB');
  await expect(page.getByTestId('summary-fee')).toHaveAttribute(
    'data-wei',
    (BigInt(receipt.gasUsed!) * BigInt(receipt.effectiveGasPrice!)).toString(),
  );
  await expect(page.getByTestId('summary-fee')).toContainText('BNB');
  await expect(page.getByTestId('summary-base-fee')).toContainText('not burnt');
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  expect(consoleErrors).toEqual([]);
});

test('a deposit: named, 2 BNB minted and sent, its hash recomputed, opBNB named by the chain seen on this endpoint', async ({
  page,
  consoleErrors,
}) => {
  const { transfer, deposit } = opbnb.manifest.roles;
  const tx = await node('eth_getTransactionByHash', deposit.hash);
  await connectWithKey(page, opbnb.manifest.base, opbnb.manifest.apiKey);
  // A deposit carries no chain id: a transaction seen earlier on the endpoint names the chain.
  await search(page, transfer.hash);
  await expect(page.getByTestId('network')).toContainText('opBNB Mainnet');
  await search(page, deposit.hash);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', deposit.hash);
  await expect(page.getByTestId('tx-type')).toHaveAttribute('data-type', '0x7e');
  await expect(page.getByTestId('tx-type')).toContainText('Deposit (OP stack)');
  await expect(page.getByTestId('network')).toContainText('opBNB Mainnet');
  await expect(page.getByTestId('deposit-note')).toContainText('made on L1');
  await expect(page.getByTestId('deposit-source-hash')).toHaveAttribute('data-value', tx.sourceHash!);
  await expect(page.getByTestId('deposit-mint')).toHaveAttribute('data-wei', (2n * 10n ** 18n).toString());
  await expect(page.getByTestId('deposit-mint')).toContainText('2 BNB');
  await expect(page.getByTestId('summary-value')).toContainText('2 BNB');
  await expect(page.getByTestId('summary-fee')).toHaveAttribute('data-wei', '0');
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');

  await page.getByTestId('summary-receipt-link').click();
  await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-wei', '0');
  await expect(page.getByTestId('op-depositReceiptVersion')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('op-depositNonce')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a legacy transfer signed for chain 204: the EIP-155 v names opBNB, 0.1 BNB, verified', async ({
  page,
  consoleErrors,
}) => {
  const { legacy } = opbnb.manifest.roles;
  const tx = await node('eth_getTransactionByHash', legacy.hash);
  expect([204n * 2n + 35n, 204n * 2n + 36n]).toContain(BigInt(tx.v!));
  await connectWithKey(page, opbnb.manifest.base, opbnb.manifest.apiKey);
  await search(page, legacy.hash);
  await expect(page.getByTestId('tx-type')).toHaveAttribute('data-type', '0x0');
  await expect(page.getByTestId('network')).toContainText('opBNB Mainnet');
  await expect(page.getByTestId('summary-value')).toContainText('0.1 BNB');
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  expect(consoleErrors).toEqual([]);
});

test('re-executed in this browser: the deposit (minted, no gas) and the EIP-1559 transfer (its base fee to the vault) equal anvil’s tracer', async ({
  page,
  consoleErrors,
}) => {
  const { deposit, transfer } = opbnb.manifest.roles;
  await connectWithKey(page, opbnb.manifest.base, opbnb.manifest.fullKey);
  for (const { hash } of [deposit, transfer]) {
    await search(page, hash);
    await page.getByRole('navigation', { name: 'Transaction views' }).getByRole('link', { name: 'Trace' }).click();
    await page.getByTestId('trace-source-switch').click();
    await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    await expectExportsEqualAnvil(page, opbnb.manifest, hash);
  }
  expect(consoleErrors).toEqual([]);
});
