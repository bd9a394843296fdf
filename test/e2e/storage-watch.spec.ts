/**
 * Watching a slot on a chain that mines every 250 ms (a devnet of its own, as
 * `npm start -- --block-time 0.25` runs it: the shared one must not move): the storage page reads
 * the slot at each new block, a change sent with the seeded SlotHistory contract is seen at its
 * block, and once the endpoint's 128-block window has moved past it (the gateway refuses that
 * block), the slot's history still shows it, marked as watched, beside the window's own history.
 * Each block is read once; Stop sends nothing more; a hidden tab reads nothing and says so. On the
 * four methods (no eth_blockNumber) the watch finds new blocks with eth_getStorageAt.
 */
import type { Page, Request } from '@playwright/test';
import { pad, toHex, type Hash } from 'viem';
import { devAccounts } from '../devnet/accounts.ts';
import { loadArtifacts } from '../devnet/artifacts.ts';
import { devnetClient } from '../devnet/devnet-client.ts';
import { rpc } from '../devnet/gateway-client.ts';
import { startDevnet, type Devnet } from '../devnet/index.ts';
import { connectWithKey, expect, test } from './support/fixtures.ts';

let devnet: Devnet;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  devnet = await startDevnet({ blockTime: 0.25 });
});
test.afterAll(async () => {
  await devnet?.stop();
});

const nodeHead = async () => Number((await rpc(devnet.manifest.nodeUrl, 'eth_blockNumber', [])).result);
const word = (value: bigint) => pad(toHex(value)).toLowerCase() as Hash;

/** Sets the SlotHistory contract's slot 0 (its seed sender, dev account 6); the block it landed in. */
async function setSlot(value: bigint): Promise<number> {
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
function storageReads(page: Page): string[] {
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

async function openAndWatch(page: Page, key: string) {
  const { address, slot } = devnet.manifest.slotHistory;
  await connectWithKey(page, devnet.manifest.base, key);
  await page.goto(`/address/${address}/storage?slot=${slot}`);
  await page.getByRole('button', { name: 'Watch this slot' }).click();
  const status = page.getByTestId('watch-status');
  await expect(status).toHaveAttribute('data-last-block', /^\d+$/);
  return status;
}

const lastBlock = async (page: Page) => Number(await page.getByTestId('watch-status').getAttribute('data-last-block'));

test('a change seen by watching stays in the history after the window has moved past it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const reads = storageReads(page);
  const status = await openAndWatch(page, devnet.manifest.fullKey);
  await expect(status).toHaveAttribute('data-via', 'head');
  await expect(status).toContainText('read at every new block');

  const value = 0x5ca1ab1en;
  const changed = await setSlot(value);
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
  expect(new Set(reads).size).toBe(reads.length);

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
  const head = await nodeHead();
  await expect.poll(nodeHead).toBeGreaterThan(head + 8);
  expect(reads.length).toBe(sent);

  // kept in this browser's archive, under the endpoint's label, never its key
  await expect.poll(() => archived(page), { timeout: 15_000 }).toContain(word(value));
  expect(await archived(page)).not.toContain(devnet.manifest.fullKey);
  // a reload forgets the tab's watch; the archive still has the change, pinned to its block
  await page.reload();
  const kept = history.locator(`[data-testid="history-range"][data-from="${changed}"]`);
  await expect(kept).toHaveAttribute('data-changed', 'true');
  await expect(kept).toHaveAttribute('data-source', 'archive');
  await expect(kept.getByTestId('history-source')).toContainText('from this browser’s archive');
  expect(consoleErrors).toEqual([]);
});

/** Every record of the archive's IndexedDB database, as JSON. */
function archived(page: Page): Promise<string> {
  return page.evaluate(async () =>
    // not before the app made it: opening it first would make an empty database and hold it open
    !(await indexedDB.databases()).some((d) => d.name === 'hexray-archive')
      ? ''
      : new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('hexray-archive');
          open.onerror = () => reject(new Error(`indexedDB.open: ${String(open.error)}`));
          open.onsuccess = () => {
            const request = open.result.transaction('records').objectStore('records').getAll();
            request.onerror = () => reject(new Error(`getAll: ${String(request.error)}`));
            request.onsuccess = () => {
              open.result.close();
              resolve(JSON.stringify(request.result));
            };
          };
        }),
  );
}

test('on the four methods, new blocks are found with eth_getStorageAt; a hidden tab reads nothing and says so', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const reads = storageReads(page);
  const status = await openAndWatch(page, devnet.manifest.apiKey);
  await expect(status).toHaveAttribute('data-via', 'storage');
  await expect(status).toContainText('does not serve eth_blockNumber');

  const value = 0xfeedn;
  const changed = await setSlot(value);
  await expect.poll(() => lastBlock(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(changed);
  const change = page.getByTestId('slot-history').locator(`[data-testid="history-range"][data-from="${changed}"]`);
  await expect(change).toHaveAttribute('data-changed', 'true');
  await expect(change).toHaveAttribute('data-word', word(value));
  await expect(change).toHaveAttribute('data-source', 'watch');

  // hidden: paused, said so, and nothing is read while blocks keep coming
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(status).toHaveAttribute('data-phase', 'paused');
  await expect(status).toContainText('Paused: this tab is hidden');
  // a poll already on the wire may still answer: count from the pause's first quiet moment
  await page.waitForLoadState('networkidle');
  const sent = reads.length;
  const pausedAt = await lastBlock(page);
  const head = await nodeHead();
  await expect.poll(nodeHead).toBeGreaterThan(head + 8);
  expect(reads.length).toBe(sent);

  // shown again: it goes on from where it stopped
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(status).toHaveAttribute('data-phase', 'watching');
  await expect.poll(() => lastBlock(page)).toBeGreaterThan(pausedAt + 8);
  expect(consoleErrors).toEqual([]);
});

test('“Watch every variable” of a pasted layout names the variable that changed, at its block', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { address, slot } = devnet.manifest.slotHistory;
  await connectWithKey(page, devnet.manifest.base, devnet.manifest.fullKey);
  await page.goto(`/address/${address}/storage?slot=${slot}`);
  await page.getByTestId('layout-input').fill(JSON.stringify(loadArtifacts().SlotHistory.storageLayout));
  await page.getByRole('button', { name: 'Watch every variable (1 slot)' }).click();
  const status = page.getByTestId('layout-watch').getByTestId('watch-status');
  await expect(status).toHaveAttribute('data-last-block', /^\d+$/);
  // the slot watched by the layout is the page's slot too: its history shows the watch
  const value = 0xab1en;
  const changed = await setSlot(value);
  const change = page.getByTestId('layout-watch-change').first();
  await expect(change).toHaveAttribute('data-block', String(changed));
  await expect(change).toHaveAttribute('data-after', word(value));
  await expect(change).toContainText(`block ${changed}: value (slot 0x0)`);
  await expect(
    page.getByTestId('slot-history').locator(`[data-testid="history-range"][data-from="${changed}"]`),
  ).toHaveAttribute('data-source', 'watch');
  await page.getByRole('button', { name: 'Stop watching the variables' }).click();
  await expect(status).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
