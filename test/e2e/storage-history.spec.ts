/**
 * A slot's history inside the near-head window, on the devnet's SlotHistory contract (written once
 * before the window and four times inside it, test/devnet/seed-slot-history.ts): the storage page
 * finds exactly the writes inside the window, at their blocks and with their values, within the
 * request bound it states; shows progress; stops at the cap the person chose and continues; and a
 * cancelled run sends nothing more (the gateway's counter for the test's own key stays still).
 */
import type { Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { clearFault, hostileKey, requestsFor, setFault } from '../hostile/support.ts';
import { axeFindings } from './support/axe.ts';
import { connectWithKey, expect, scopedKey, test, useDevnet } from './support/fixtures.ts';

/** The node's head now (straight from anvil: the oracle, not the app). */
async function nodeHead(manifest: DevnetManifest): Promise<number> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  return Number(((await response.json()) as { result: string }).result);
}

/** What the history must show: the value at the window's oldest block, then each write after it. */
function expectedHistory(manifest: DevnetManifest, head: number) {
  const oldest = head - 127;
  const { writes } = manifest.slotHistory;
  const before = writes.filter((w) => w.block <= oldest);
  const inside = writes.filter((w) => w.block > oldest);
  return { oldest, start: before[before.length - 1]!.word, changes: inside };
}

async function openSlot(page: Page, manifest: DevnetManifest): Promise<void> {
  await page.goto(`/address/${manifest.slotHistory.address}/storage?slot=${manifest.slotHistory.slot}`);
  await expect(page.getByTestId('word-hex')).toHaveAttribute(
    'data-value',
    manifest.slotHistory.writes[manifest.slotHistory.writes.length - 1]!.word,
  );
}

async function expectTimeline(page: Page, manifest: DevnetManifest): Promise<number> {
  const head = await nodeHead(manifest);
  const expected = expectedHistory(manifest, head);
  const history = page.getByTestId('slot-history');
  const ranges = history.getByTestId('history-range');
  await expect(ranges).toHaveCount(expected.changes.length + 1);
  await expect(ranges.first()).toHaveAttribute('data-from', String(expected.oldest));
  await expect(ranges.first()).toHaveAttribute('data-word', expected.start);
  for (const [i, change] of expected.changes.entries()) {
    const range = ranges.nth(i + 1);
    await expect(range).toHaveAttribute('data-changed', 'true');
    await expect(range).toHaveAttribute('data-from', String(change.block));
    await expect(range).toHaveAttribute('data-word', change.word);
  }
  await expect(ranges.last()).toHaveAttribute('data-to', String(head));
  await expect(history.locator('[data-changed="true"]')).toHaveCount(expected.changes.length);
  return expected.changes.length;
}

test.describe('a slot’s history in the latest 128 blocks', () => {
  test('finds exactly the seeded changes, within the bound it states, and shows them in any word view', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const key = hostileKey(manifest, 'slot-history');
    await connectWithKey(page, manifest.base, key, 'http');
    await openSlot(page, manifest);
    const before = await requestsFor(manifest, key);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v3/')) posts++;
    });

    await page.getByRole('button', { name: 'Find changes' }).click();
    const done = page.getByTestId('history-done');
    await expect(done).toBeVisible();
    const changes = await expectTimeline(page, manifest);
    expect(changes).toBeGreaterThanOrEqual(3);

    // what the page says it sent is what the gateway counted, and within its stated bound
    const sent = Number(await done.getAttribute('data-requests'));
    expect(await requestsFor(manifest, key)).toBe(before + sent);
    expect(sent).toBeLessThanOrEqual(Number(await done.getAttribute('data-bound')));
    expect(sent).toBeLessThanOrEqual(2 * Math.log2(128) * changes);
    await expect(done).toContainText(`${changes} changes in blocks`);
    // the reads of a round leave together: over HTTP, fewer POSTs than calls
    expect(posts).toBeLessThan(sent);
    test.info().annotations.push({ type: 'posts', description: `${posts} POSTs for ${sent} calls` });

    // each value in the chosen word view
    await page.getByTestId('slot-history').getByRole('tab', { name: 'uint256' }).click();
    const values = page.getByTestId('history-value');
    const expected = expectedHistory(manifest, await nodeHead(manifest));
    const decimal = (word: string) => BigInt(word).toLocaleString('en-US');
    await expect(values.first()).toHaveText(decimal(expected.start));
    await expect(values.last()).toHaveText(decimal(expected.changes[expected.changes.length - 1]!.word));
    await page.getByTestId('slot-history').screenshot({ path: 'artifacts/screenshots/slot-history.png' });
    test.info().annotations.push({ type: 'requests', description: `${sent} for ${changes} changes` });
    expect(consoleErrors).toEqual([]);
  });

  test('shows progress; cancel stops at once and sends nothing more; continue finishes', async ({ page, manifest }) => {
    const key = hostileKey(manifest, 'slot-history-cancel');
    await connectWithKey(page, manifest.base, key, 'http');
    await openSlot(page, manifest);
    const before = await requestsFor(manifest, key);
    // every POST answers after 1.5 s, so the run is slow enough to watch and to cancel
    await setFault(manifest, key, { kind: 'delay', ms: 1500 });
    try {
      await page.getByRole('button', { name: 'Find changes' }).click();
      const progress = page.getByTestId('history-progress');
      await expect(progress).toContainText('Finding the newest block');
      await expect(progress).toContainText(/request(s)? sent/);
      await expect.poll(async () => Number(await progress.getAttribute('data-requests'))).toBeGreaterThanOrEqual(2);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('slot-history')).toHaveAttribute('data-status', 'cancelled');
      const stopped = page.getByTestId('history-stopped');
      await expect(stopped).toContainText(/Cancelled after \d+ requests?; \d+ changes? found so far/);
      const text = (await stopped.textContent()) ?? '';
      const answered = Number(/Cancelled after (\d+) request/.exec(text)?.[1]);
      const abandoned = Number(/(\d+) more requests? (?:was|were) in flight/.exec(text)?.[1] ?? 0);
      const atCancel = await requestsFor(manifest, key);
      // the page accounts for every request the gateway received: answered, and abandoned in flight
      expect(atCancel - before).toBe(answered + abandoned);
      expect(abandoned).toBeGreaterThan(0);
      // the abandoned requests answered (late, as the fault delays them) and nothing sent after them
      await page.waitForLoadState('networkidle');
      expect(await requestsFor(manifest, key)).toBe(atCancel);
    } finally {
      await clearFault(manifest, key);
    }
    await page.getByRole('button', { name: /Continue/ }).click();
    await expect(page.getByTestId('history-done')).toBeVisible();
    await expectTimeline(page, manifest);
  });

  test('stops at the cap the person chose, says what it found so far, and continues', async ({ page, manifest }) => {
    await useDevnet(page, 'http');
    await openSlot(page, manifest);
    await page.getByTestId('history-cap').selectOption('16');
    await page.getByRole('button', { name: 'Find changes' }).click();
    await expect(page.getByTestId('history-stopped')).toContainText(
      /Stopped after 16 requests; \d+ changes? found so far/,
    );
    const history = page.getByTestId('slot-history');
    for (let round = 0; round < 5 && (await history.getAttribute('data-status')) === 'capped'; round++) {
      await page.getByRole('button', { name: 'Continue (up to 16 more requests)' }).click();
      await expect(history).not.toHaveAttribute('data-status', 'running');
    }
    await expect(page.getByTestId('history-done')).toBeVisible();
    await expectTimeline(page, manifest);
  });

  test('over WebSocket, after a read at the head: the head search starts there and costs 2 requests', async ({
    page,
    manifest,
  }) => {
    await useDevnet(page, 'websocket');
    const head = await nodeHead(manifest);
    await page.goto(`/address/${manifest.slotHistory.address}/storage?slot=${manifest.slotHistory.slot}&block=${head}`);
    await expect(page.getByTestId('word-hex')).toBeVisible();
    await page.getByRole('button', { name: 'Find changes' }).click();
    const done = page.getByTestId('history-done');
    await expect(done).toBeVisible();
    await expect(done).toContainText('2 to find the newest block');
    await expectTimeline(page, manifest);
  });
});

test.describe('the history’s changes, proved where the endpoint serves eth_getProof', () => {
  test('each change’s word and the word before it are proved against their blocks’ state roots', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const key = scopedKey(manifest, 'history-proofs', 'full');
    await connectWithKey(page, manifest.base, key, 'http');
    await openSlot(page, manifest);
    await page.getByRole('button', { name: 'Find changes' }).click();
    await expect(page.getByTestId('history-done')).toBeVisible();
    const changes = await expectTimeline(page, manifest);
    const history = page.getByTestId('slot-history');
    const proofs = history.getByTestId('change-proof');
    await expect(proofs).toHaveCount(Math.min(changes, 8));
    const changed = history.locator('[data-changed="true"]');
    for (let i = 0; i < changes; i++) {
      const block = Number(await changed.nth(i).getAttribute('data-from'));
      const proof = changed.nth(i).getByTestId('change-proof');
      await expect(proof).toHaveAttribute('data-status', 'proved');
      await expect(proof).toHaveText(
        `✓ Proved: the word before at block ${(block - 1).toLocaleString('en-US')}, this one at block ${block.toLocaleString('en-US')}, each against its state root`,
      );
    }
    await history.screenshot({ path: 'artifacts/screenshots/slot-history-proved.png' });
    expect(consoleErrors).toEqual([]);
  });

  test('an endpoint whose proofs do not check out: each change says which part, and its word is not shown', async ({
    page,
    manifest,
  }) => {
    const key = scopedKey(manifest, 'history-proofs-tampered', 'full');
    await connectWithKey(page, manifest.base, key, 'http');
    await openSlot(page, manifest);
    // every eth_getProof answer names another storage root than the one its account proof proves
    await setFault(manifest, key, { kind: 'tamper', field: 'storageHash', value: `0x${'11'.repeat(32)}` });
    try {
      await page.getByRole('button', { name: 'Find changes' }).click();
      await expect(page.getByTestId('history-done')).toBeVisible();
      const history = page.getByTestId('slot-history');
      const changed = history.locator('[data-changed="true"]');
      const changes = await changed.count();
      expect(changes).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < changes; i++) {
        const proof = changed.nth(i).getByTestId('change-proof');
        await expect(proof).toHaveAttribute('data-status', 'refused');
        await expect(proof).toContainText('Refused: the account proof did not check out against block');
        await expect(proof).toContainText('the storage root is');
        await expect(changed.nth(i).getByTestId('history-value')).toHaveCount(0);
      }
      // the range before the first change is no change: its word is shown, not proved
      await expect(history.getByTestId('history-range').first().getByTestId('history-value')).toBeVisible();
    } finally {
      await clearFault(manifest, key);
    }
  });
});

test.describe('the history’s timeline, once shown', () => {
  // the app's Content-Security-Policy would refuse the injected axe script
  test.use({ bypassCSP: true });

  test('passes axe-core (WCAG 2.2 AA) in light and dark and fits a 390 px screen', async ({ page, manifest }) => {
    await useDevnet(page, 'http');
    await openSlot(page, manifest);
    await page.getByRole('button', { name: 'Find changes' }).click();
    await expect(page.getByTestId('history-done')).toBeVisible();
    for (const [scheme, width] of [
      ['light', 1280],
      ['dark', 1280],
      ['light', 390],
      ['dark', 390],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 844 });
      const findings = await axeFindings(page);
      expect(findings.map((f) => `[${scheme} ${width}px] ${f.rule}: ${f.targets.join(' | ')}`)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    }
  });
});
