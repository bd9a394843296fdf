/**
 * Watching a slot on a chain that mines every 250 ms (a devnet of its own, as
 * `npm start -- --block-time 0.25` runs it: the shared one must not move): the storage page reads
 * the slot at each new block, a change sent with the seeded SlotHistory contract is seen at its
 * block, and once the endpoint's 128-block window has moved past it (the gateway refuses that
 * block), the slot's history still shows it, marked as watched, beside the window's own history.
 * Each block is read once; Stop sends nothing more; a hidden tab reads nothing and says so. On the
 * four methods (no eth_blockNumber) the watch finds new blocks with eth_getStorageAt.
 */
import { loadArtifacts } from '../devnet/artifacts.ts';
import { ownDevnet } from './support/own-devnet.ts';
import { connectWithKey, expect, test } from './support/fixtures.ts';
import { lastBlock, nodeHead, openAndWatch, setSlot, storageReads, watchJourney, word } from './support/slot-watch.ts';

const devnet = ownDevnet({ blockTime: 0.25 });

test('a change seen by watching stays in the history after the window has moved past it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await watchJourney(page, devnet());
  expect(consoleErrors).toEqual([]);
});

test('on the four methods, new blocks are found with eth_getStorageAt; a hidden tab reads nothing and says so', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const reads = storageReads(page);
  const status = await openAndWatch(page, devnet(), devnet().manifest.apiKey);
  await expect(status).toHaveAttribute('data-via', 'storage');
  await expect(status).toContainText('does not serve eth_blockNumber');

  const value = 0xfeedn;
  const changed = await setSlot(devnet(), value);
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
  const head = await nodeHead(devnet());
  await expect.poll(() => nodeHead(devnet())).toBeGreaterThan(head + 8);
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
  const { address, slot } = devnet().manifest.slotHistory;
  await connectWithKey(page, devnet().manifest.base, devnet().manifest.fullKey);
  await page.goto(`/address/${address}/storage?slot=${slot}`);
  await page.getByTestId('layout-input').fill(JSON.stringify(loadArtifacts().SlotHistory.storageLayout));
  await page.getByRole('button', { name: 'Watch every variable (1 slot)' }).click();
  const status = page.getByTestId('layout-watch').getByTestId('watch-status');
  await expect(status).toHaveAttribute('data-last-block', /^\d+$/);
  // the slot watched by the layout is the page's slot too: its history shows the watch
  const value = 0xab1en;
  const changed = await setSlot(devnet(), value);
  const change = page.getByTestId('layout-watch-change').first();
  await expect(change).toHaveAttribute('data-block', String(changed));
  await expect(change).toHaveAttribute('data-after', word(value));
  await expect(change).toContainText(`block ${changed}: value (slot 0x0)`);
  const watched = page.getByTestId('slot-history').locator(`[data-testid="history-range"][data-from="${changed}"]`);
  await expect(watched).toHaveAttribute('data-source', 'watch');
  // the full key serves eth_getProof: the change seen by watching is proved, and the word before it
  const proof = watched.getByTestId('change-proof');
  await expect(proof).toHaveAttribute('data-status', 'proved');
  await expect(proof).toContainText(`the word before at block ${(changed - 1).toLocaleString('en-US')}`);
  await page.getByRole('button', { name: 'Stop watching the variables' }).click();
  await expect(status).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
