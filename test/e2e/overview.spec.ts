/**
 * The transaction overview: every seeded transaction's first screen says its outcome,
 * fee, gas and network; OP-stack and BSC answers recorded from real nodes (served by the gateway's
 * test mode, see test/devnet/recorded.ts) are right to the wei and the symbol.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, useDevnet, screenshotAllModes, connectWithKey, scopedKey } from './support/fixtures.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';

async function nodeReceipt(manifest: DevnetManifest, hash: string): Promise<Record<string, string>> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
  });
  return ((await response.json()) as { result: Record<string, string> }).result;
}

function recorded(name: string): Record<string, string> {
  return (JSON.parse(readFileSync(`test/fixtures/recorded/${name}`, 'utf8')) as { result: Record<string, string> })
    .result;
}

/** Outcome, fee, gas and network all inside the first 1280×900 screen. */
async function expectFirstScreen(page: Page, status: string) {
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', status);
  for (const id of ['summary-outcome', 'summary-fee', 'network']) await expect(page.getByTestId(id)).toBeInViewport();
  if (status !== 'pending') await expect(page.getByTestId('summary-gas')).toBeInViewport();
}

/** The key is not remembered, so a reload would forget it: open pages from the search box. */
async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

function seededRoles(manifest: DevnetManifest): Array<[string, string, string]> {
  const r = manifest.roles;
  return [
    ['legacy', r.legacy.hash, 'success'],
    ['accessList', r.accessList.hash, 'success'],
    ['eip1559', r.eip1559.hash, 'success'],
    ['setCode', r.setCode.hash, 'success'],
    ['creation', r.creation.hash, 'success'],
    ['reverted', r.reverted.hash, 'failed'],
    ['erc20Transfer', r.tokens.transfer.hash, 'success'],
    ['erc20Approval', r.tokens.approval.hash, 'success'],
    ['outOfGas', manifest.overview.outOfGas, 'failed'],
    ['erc721Transfer', manifest.overview.erc721Transfer, 'success'],
    ['erc1155Transfer', manifest.overview.erc1155Transfer, 'success'],
  ];
}

test('every seeded transaction: outcome, fee, gas, time and network in the first screen, equal to what the node says', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await useDevnet(page, 'http');
  for (const [role, hash, status] of seededRoles(manifest)) {
    await test.step(role, async () => {
      const node = await nodeReceipt(manifest, hash);
      await page.goto(`/tx/${hash}`);
      await expectFirstScreen(page, status);
      const fee = BigInt(node.gasUsed!) * BigInt(node.effectiveGasPrice!);
      await expect(page.getByTestId('summary-fee')).toHaveAttribute('data-wei', fee.toString());
      await expect(page.getByTestId('summary-fee')).toContainText(' ETH');
      await expect(page.getByTestId('network')).toContainText('Hexray devnet');
      await expect(page.getByTestId('network')).toHaveAttribute('data-chain-id', '31337');
      await expect(page.getByTestId('summary-gas')).toContainText(
        `${BigInt(node.gasUsed!).toLocaleString('en-US')} of`,
      );
      await expect(page.getByTestId('summary-time')).toHaveAttribute(
        'data-seconds',
        BigInt(node.blockTimestamp!).toString(),
      );
    });
  }
  await test.step('the pending transaction says pending, and its fee is not known yet', async () => {
    await page.goto(`/tx/${manifest.roles.pending.hash}`);
    await expectFirstScreen(page, 'pending');
    await expect(page.getByTestId('summary-fee')).toContainText('Known once mined');
  });
  expect(consoleErrors).toEqual([]);
});

test('out of gas: gas used = limit, and the page says what that suggests and what it cannot know', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.overview.outOfGas}`);
  await expect(page.getByTestId('summary-gas')).toHaveText('60,000 of 60,000 (100.0%)');
  await expect(page.getByTestId('failure-note')).toContainText('ran out of gas');
  // the four methods cannot replay the call: the reason box says so
  await expect(page.getByTestId('revert-reason')).toContainText('eth_call');
  await screenshotAllModes(page, 'overview-out-of-gas', { fullPage: false });
  await page.goto(`/tx/${manifest.roles.reverted.hash}`);
  await expect(page.getByTestId('failure-note')).toContainText('did not run out of gas');
});

test('token movements: ERC-721 and ERC-1155 from the logs; an ERC-20 amount is raw until decimals and symbol are set, then remembered', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  const [a0, a1, a2] = manifest.accounts;
  await page.goto(`/tx/${manifest.overview.erc721Transfer}`);
  const nft = page.getByTestId('token-movement');
  await expect(nft).toHaveAttribute('data-standard', 'ERC-721');
  await expect(nft.getByTestId('token-id')).toHaveText('token id 7');
  // shown checksummed (address-case.spec.ts): the case is not what this test is about
  await expect(nft).toContainText(a0!.slice(0, 10), { ignoreCase: true });
  await expect(nft).toContainText(a1!.slice(0, 10), { ignoreCase: true });

  await page.goto(`/tx/${manifest.overview.erc1155Transfer}`);
  const multi = page.getByTestId('token-movement');
  await expect(multi).toHaveAttribute('data-standard', 'ERC-1155');
  await expect(multi.getByTestId('token-id')).toHaveText('token id 3');
  await expect(multi.getByTestId('token-amount')).toHaveAttribute('data-raw', '25');
  await expect(multi).toContainText(a2!.slice(0, 10), { ignoreCase: true });
  await screenshotAllModes(page, 'overview-erc1155', { fullPage: false });

  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
  const erc20 = page.getByTestId('token-movement');
  await expect(erc20.getByTestId('token-amount')).toHaveText('1,000,000,000,000,000,000,000 raw units');
  await erc20.getByRole('button', { name: 'set decimals / symbol' }).click();
  await erc20.getByLabel('Decimals', { exact: true }).fill('eighteen');
  await erc20.getByLabel('Symbol', { exact: true }).fill('HXR');
  await erc20.getByRole('button', { name: 'Save' }).click();
  await expect(erc20.getByRole('alert')).toContainText('Decimals: a whole number');
  await erc20.getByLabel('Decimals', { exact: true }).fill('18');
  await erc20.getByRole('button', { name: 'Save' }).click();
  await expect(erc20.getByTestId('token-amount')).toHaveText('1,000 HXR');
  await page.reload();
  await expect(page.getByTestId('token-movement').getByTestId('token-amount')).toHaveText('1,000 HXR');
});

test('contract creation: "Contract creation → address", and the input shown as init code, not a call', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.creation.hash}`);
  await expect(page.getByTestId('summary-created')).toHaveAttribute(
    'data-value',
    manifest.roles.creation.contractAddress,
  );
  await expect(page.getByTestId('init-code-note')).toContainText('Constructor arguments');
  await expect(page.getByTestId('selector')).toHaveCount(0);
});

test('the block-position page shows the same summary', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.goto(`/block/${manifest.block.hash}/tx/0`);
  await expectFirstScreen(page, 'success');
});

test.describe('recorded OP-stack and BSC answers', () => {
  test('OP Mainnet EIP-1559: total = L2 execution + L1 data fee, to the wei, in ETH; L1 fields by name', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, scopedKey(manifest, 'op'), 'http');
    const tx = recorded('op-mainnet-type2-tx.json');
    await search(page, tx.hash!);
    await expectFirstScreen(page, 'success');
    await expect(page.getByTestId('network')).toContainText('OP Mainnet');
    await expect(page.getByTestId('summary-fee')).toHaveAttribute('data-wei', '3201415895');
    await expect(page.getByTestId('summary-fee-parts')).toHaveText(
      '0.000000000272802114 ETH L2 execution + 0.000000002928613781 ETH L1 data fee',
    );
    await expect(page.getByTestId('op-l1Fee')).toHaveAttribute('data-wei', '2928613781');
    await expect(page.getByTestId('op-da-footprint')).toContainText('40,000');
    await expect(page.getByTestId('summary-base-fee')).toContainText('not burnt');
    await screenshotAllModes(page, 'overview-op-mainnet', { fullPage: false });
    await page.getByTestId('summary-receipt-link').click();
    await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-wei', '3201415895');
    await expect(page.getByTestId('network')).toContainText('OP Mainnet');
  });

  test('an OP deposit (0x7e) is named, with sourceHash and mint; with no chain id the network is the one chosen in Settings', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, scopedKey(manifest, 'deposit'), 'http');
    await page.getByLabel('When nothing names the network').selectOption('10');
    const tx = recorded('op-mainnet-deposit-tx.json');
    await search(page, tx.hash!);
    await expectFirstScreen(page, 'success');
    await expect(page.getByTestId('network')).toContainText('OP Mainnet');
    await expect(page.getByTestId('network')).toContainText('your choice in Settings');
    await expect(page.getByTestId('deposit-note')).toContainText('made on L1');
    await expect(page.getByTestId('deposit-source-hash')).toHaveAttribute('data-value', tx.sourceHash!);
    await expect(page.getByTestId('deposit-mint')).toHaveAttribute('data-wei', '0');
    await expect(page.getByTestId('summary-fee')).toHaveAttribute('data-wei', '0');
    await screenshotAllModes(page, 'overview-op-deposit', { fullPage: false });
  });

  test('BSC: the chain id from the EIP-155 v names BNB Smart Chain, and amounts are in BNB', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, scopedKey(manifest, 'bsc'), 'http');
    const tx = recorded('bsc-system-tx.json');
    await search(page, tx.hash!);
    await expectFirstScreen(page, 'success');
    await expect(page.getByTestId('network')).toContainText('BNB Smart Chain');
    await expect(page.getByTestId('summary-value')).toHaveAttribute('data-wei', BigInt(tx.value!).toString());
    await expect(page.getByTestId('summary-value')).toContainText('0.029863196723926076 BNB');
    await expect(page.getByTestId('summary-fee')).toContainText('0 BNB');
    await screenshotAllModes(page, 'overview-bsc', { fullPage: false });
  });

  test('a host that names no network and no chain id: "unknown network", amounts in native units', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, scopedKey(manifest, 'unknown'), 'http');
    const tx = recorded('op-mainnet-deposit-tx.json');
    await search(page, tx.hash!);
    await expect(page.getByTestId('network')).toContainText('Unknown network');
    await expect(page.getByTestId('summary-value')).toContainText('0 native units');
  });
});

test('ABIs for calls too: human-readable lines pasted on the transaction page decode its input, and the same store decodes the logs', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  const { manyLogs } = manifest.roles;
  await page.goto(`/tx/${manyLogs.hash}`);
  await expect(page.getByTestId('selector')).toContainText('not in the built-in table');
  await page.getByTestId('call-abi-toggle').click();
  const panel = page.getByTestId('abi-panel');
  await panel.getByTestId('abi-json').fill('function emitMany(uint256 count)\nstruct Nope { uint a; }');
  await panel.getByRole('button', { name: 'Decode with this ABI' }).click();
  await expect(panel.getByTestId('abi-error')).toContainText('line 2');
  await panel
    .getByTestId('abi-json')
    .fill(
      'function emitMany(uint256 count)\nevent Tick(address indexed sender, uint256 indexed index, bytes32 indexed tag, uint256 value, string note)',
    );
  await panel.getByRole('button', { name: 'Decode with this ABI' }).click();
  await expect(panel.getByTestId('abi-status')).toContainText('1 function decodes calls');
  await expect(page.getByTestId('selector')).toContainText('emitMany(uint256)');
  const row = page.getByTestId('input-data').getByTestId('decoded-params').locator('tbody tr').first();
  await expect(row.locator('td').first()).toHaveText('count');
  await expect(row.locator('td').nth(2)).toHaveText('2,000');
  await page.getByTestId('summary-receipt-link').click();
  await expect(page.getByTestId('log-event').first()).toContainText('Tick');
  await expect(page.getByTestId('log-event').first()).toContainText('your ABI');
});
