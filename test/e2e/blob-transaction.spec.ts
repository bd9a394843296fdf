/**
 * The default devnet's blob transaction (EIP-4844, seeded from test/devnet/blob-transaction.ts):
 * its page shows the blob fields a user checks — the versioned hashes, the blob fee cap, the blob
 * gas on the receipt — and a total fee that includes what the blobs cost, to the wei the node says.
 */
import { test, expect, useDevnet } from './support/fixtures.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';

async function node(manifest: DevnetManifest, method: string, hash: string): Promise<Record<string, string>> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [hash] }),
  });
  return ((await response.json()) as { result: Record<string, string> }).result;
}

test('a blob transaction: type named, versioned hashes, blob fee cap, verified, fee including the blobs', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const blob = manifest.roles.blob;
  const receipt = await node(manifest, 'eth_getTransactionReceipt', blob.hash);
  const execution = BigInt(receipt.gasUsed!) * BigInt(receipt.effectiveGasPrice!);
  const blobs = BigInt(receipt.blobGasUsed!) * BigInt(receipt.blobGasPrice!);
  expect(blobs, 'the seeded transaction pays for its blob').toBeGreaterThan(0n);

  await useDevnet(page, 'http');
  await page.goto(`/tx/${blob.hash}`);
  await expect(page.getByTestId('tx-type')).toHaveAttribute('data-type', '0x3');
  await expect(page.getByTestId('tx-type')).toContainText('EIP-4844');
  const hashes = page.locator('section', { hasText: 'Blob versioned hashes (1)' });
  await expect(hashes).toContainText('Blob 0');
  await expect(hashes.locator(`[data-value="${blob.blobVersionedHashes[0]}"]`).first()).toBeVisible();
  await expect(page.getByText('Max fee per blob gas')).toBeVisible();
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.getByTestId('summary-fee')).toHaveAttribute('data-wei', (execution + blobs).toString());
  await expect(page.getByTestId('summary-fee-parts')).toContainText('blobs');

  await page.getByTestId('summary-receipt-link').click();
  await expect(page.getByTestId('receipt-blob-gas-used')).toHaveAttribute(
    'data-value',
    BigInt(receipt.blobGasUsed!).toString(),
  );
  await expect(page.getByTestId('receipt-blob-gas-price')).toHaveAttribute(
    'data-wei',
    BigInt(receipt.blobGasPrice!).toString(),
  );
  await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-wei', (execution + blobs).toString());
  expect(consoleErrors).toEqual([]);
});
