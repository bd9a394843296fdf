/**
 * Watching a slot, shared by the production-build spec (test/e2e/storage-watch.spec.ts) and the
 * dev-server one (test/e2e-dev/window-journeys.spec.ts), on a devnet of its own mining every 250 ms
 * (the shared one must not move): helpers to change the seeded SlotHistory contract's slot, count
 * the page's storage reads, and the journey of a change seen by watching and found in the slot's
 * history once the endpoint's 128-block window has moved past it.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { pad, toHex, type Hash } from 'viem';
import { devAccounts } from '../../devnet/accounts.ts';
import { loadArtifacts } from '../../devnet/artifacts.ts';
import { devnetClient } from '../../devnet/devnet-client.ts';
import { rpc } from '../../devnet/gateway-client.ts';
import type { Devnet } from '../../devnet/index.ts';
import { archiveText } from './archive-db.ts';
import { connectWithKey } from './fixtures.ts';

export const nodeHead = async (devnet: Devnet) =>
  Number((await rpc(devnet.manifest.nodeUrl, 'eth_blockNumber', [])).result);

export const word = (value: bigint) => pad(toHex(value)).toLowerCase() as Hash;

/** Sets the SlotHistory contract's slot 0 (its seed sender, dev account 6); the block it landed in. */
export async function setSlot(devnet: Devnet, value: bigint): Promise<number> {
  const client = devnetClient(devnet.manifest.nodeUrl);
  const hash = await client.writeContract({
    account: devAccounts[6]!,
    address: devnet.manifest.slotHistory.address,
    abi: loadArtifacts().SlotHistory.abi,
    functionName: 'set',
    args: [value],
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 20_000 });
  return Number(receipt.blockNumber);
}

/** Every eth_getStorageAt at a block number the page sends, as `slot@block`. */
export function storageReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().includes('/v3/')) return;
    const body = request.postDataJSON() as unknown;
    for (const call of (Array.isArray(body) ? body : [body]) as Array<{ method: string; params: string[] }>)
      if (call.method === 'eth_getStorageAt' && /^0x[0-9a-f]+$/i.test(call.params[2] ?? ''))
        reads.push(`${call.params[1]}@${call.params[2]}`);
  });
  return reads;
}

export async function openAndWatch(page: Page, devnet: Devnet, key: string) {
  const { address, slot } = devnet.manifest.slotHistory;
  await connectWithKey(page, devnet.manifest.base, key);
  await page.goto(`/address/${address}/storage?slot=${slot}`);
  await page.getByRole('button', { name: 'Watch this slot' }).click();
  const status = page.getByTestId('watch-status');
  await expect(status).toHaveAttribute('data-last-block', /^\d+$/);
  return status;
}

export const lastBlock = async (page: Page) =>
  Number(await page.getByTestId('watch-status').getAttribute('data-last-block'));

/**
 * Watch the slot, change it, let the watch read on until the endpoint's window no longer holds the
 * change: the history still shows it, marked as watched, pinned to its block; each block was read
 * once for the slot (a watch started twice — React StrictMode mounts twice — would read each twice);
 * Stop sends nothing more; the change is kept in the archive under the label, never the key, and
 * found there after a reload.
 */
export async function watchJourney(page: Page, devnet: Devnet): Promise<void> {
  const reads = storageReads(page);
  const status = await openAndWatch(page, devnet, devnet.manifest.fullKey);
  await expect(status).toHaveAttribute('data-via', 'head');
  await expect(status).toContainText('read at every new block');

  const value = 0x5ca1ab1en;
  const changed = await setSlot(devnet, value);
  // the watch reads on past the change, until the endpoint's window no longer holds it
  await expect.poll(() => lastBlock(page), { timeout: 120_000 }).toBeGreaterThan(changed + 130);
  const refused = await rpc(devnet.manifest.http, 'eth_getStorageAt', [
    devnet.manifest.slotHistory.address,
    '0x0',
    toHex(changed),
  ]);
  expect(refused.error, 'the gateway no longer serves the block of the change').toBeDefined();

  const history = page.getByTestId('slot-history');
  const change = history.locator(`[data-testid="history-range"][data-from="${changed}"]`);
  await expect(change).toHaveAttribute('data-changed', 'true');
  await expect(change).toHaveAttribute('data-word', word(value));
  await expect(change).toHaveAttribute('data-source', 'watch');
  await expect(change.getByTestId('history-source')).toHaveText('watched');
  await expect(history.getByRole('heading')).toContainText('as far back as it was watched');
  // the block before the change was read too, with the old value: the change is pinned to its block
  const before = history.locator(`[data-testid="history-range"][data-to="${changed - 1}"]`);
  await expect(before).toHaveAttribute('data-source', 'watch');

  // each block was read once for the slot
  expect(reads.length).toBeGreaterThan(130);
  expect(reads.length - new Set(reads).size, 'storage reads repeated for a block').toBe(0);

  // the window's own history, read now, sits beside the watched change older than the window
  await page.getByRole('button', { name: 'Find changes' }).click();
  await expect(page.getByTestId('history-done')).toBeVisible();
  await expect(change).toHaveAttribute('data-changed', 'true');
  await expect(change).toHaveAttribute('data-source', 'watch');
  await history.screenshot({ path: 'artifacts/screenshots/slot-watch-history.png' });

  // Stop: nothing more is read while blocks keep coming
  await page.getByRole('button', { name: 'Stop watching' }).click();
  await expect(status).toHaveCount(0);
  const sent = reads.length;
  const head = await nodeHead(devnet);
  await expect.poll(() => nodeHead(devnet)).toBeGreaterThan(head + 8);
  expect(reads.length).toBe(sent);

  // kept in this browser's archive, under the endpoint's label, never its key
  await expect.poll(() => archiveText(page), { timeout: 15_000 }).toContain(word(value));
  expect(await archiveText(page)).not.toContain(devnet.manifest.fullKey);
  // a reload forgets the tab's watch; the archive still has the change, pinned to its block
  await page.reload();
  const kept = history.locator(`[data-testid="history-range"][data-from="${changed}"]`);
  await expect(kept).toHaveAttribute('data-changed', 'true');
  await expect(kept).toHaveAttribute('data-source', 'archive');
  await expect(kept.getByTestId('history-source')).toContainText('from this browser’s archive');
}
