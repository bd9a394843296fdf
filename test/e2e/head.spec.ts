/**
 * The head, live: on a bare anvil reached through the full URL (it serves eth_blockNumber and
 * blocks), the home page lists the latest blocks and a just-sent transaction is one click away;
 * record pages count confirmations as blocks are mined; nothing is asked while the tab is hidden;
 * the slot history starts from the node's head. On the four-method gateway the home page says what
 * it cannot show. These tests mine blocks, so they run on a devnet of their own (as pending.spec.ts).
 */
import type { Page, Request } from '@playwright/test';
import { ownDevnet } from './support/own-devnet.ts';
import { connectWithKey, connectWithUrl, expect, test } from './support/fixtures.ts';
import { nodeCall } from '../devnet/gateway-client.ts';

const devnet = ownDevnet();

const nodeHead = async () => Number(await nodeCall<string>(devnet().manifest.nodeUrl, 'eth_blockNumber'));

/** Settings → Full RPC URL → the bare anvil. */
async function connectToAnvil(page: Page): Promise<void> {
  await connectWithUrl(page, devnet().manifest.nodeUrl);
  await page.getByRole('link', { name: '0xhexray' }).click();
  await expect(page).toHaveURL('/');
}

/** The JSON-RPC methods of a request to the node (a batch names several). */
function methodsOf(request: Request): string[] {
  if (request.method() !== 'POST' || !request.url().startsWith(devnet().manifest.nodeUrl)) return [];
  const body = request.postDataJSON() as { method: string } | Array<{ method: string }>;
  return (Array.isArray(body) ? body : [body]).map((call) => call.method);
}

/** Makes the tab hidden or visible as a browser does when it is switched away from, or back to. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { value: next, configurable: true });
    Object.defineProperty(document, 'hidden', { value: next === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('a transaction just sent shows on the home page, one click from its page, which counts its confirmations', async ({
  page,
  consoleErrors,
}) => {
  await connectToAnvil(page);
  const latest = page.getByTestId('latest-blocks');
  await expect(page.getByTestId('latest-head')).toHaveAttribute('data-head', String(await nodeHead()));
  await expect(latest.getByTestId('latest-block')).toHaveCount(10);

  const [from, to] = devnet().manifest.accounts;
  const hash = await nodeCall<string>(devnet().manifest.nodeUrl, 'eth_sendTransaction', [
    { from, to, value: '0x2386f26fc10000' },
  ]);
  await nodeCall(devnet().manifest.nodeUrl, 'evm_mine');
  const mined = await nodeHead();
  const newest = latest.getByTestId('latest-block').first();
  // the page asks again at most 12 s later (once per block, within its ceiling)
  await expect(newest).toHaveAttribute('data-number', String(mined), { timeout: 20_000 });
  // the devnet's seeded pending transaction is mined in the same block: the node says how many
  const block = await nodeCall<{ transactions: string[] }>(devnet().manifest.nodeUrl, 'eth_getBlockByNumber', [
    `0x${mined.toString(16)}`,
    false,
  ]);
  expect(block.transactions).toContain(hash);
  await expect(newest.getByTestId('latest-block-count')).toHaveText(`${block.transactions.length} transactions`);
  await expect(newest.getByTestId('latest-block-link')).toHaveAttribute('href', `/block/${mined}`);
  const sent = newest.getByTestId('latest-tx').filter({ has: page.locator(`a[href="/tx/${hash}"]`) });
  const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
  await expect(sent.getByTestId('latest-tx-parties')).toHaveText(new RegExp(`^${short(from!)} → ${short(to!)}$`, 'i'));
  await screenshotLatest(page);

  await sent.getByTestId('latest-tx-link').click();
  await expect(page).toHaveURL(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  const confirmations = page.getByTestId('confirmations');
  await expect(confirmations).toHaveAttribute('data-count', '1', { timeout: 20_000 });
  // "at least" when the seeded blocks' timestamps say the chain is faster than one ask a second
  await expect(confirmations).toHaveText(/^(at least )?1 confirmation$/);
  // a bare anvil keeps every block: no countdown to leaving a window
  await expect(page.getByTestId('window-left')).toHaveCount(0);

  await nodeCall(devnet().manifest.nodeUrl, 'anvil_mine', ['0x4']);
  await expect(confirmations).toHaveAttribute('data-count', '5', { timeout: 20_000 });
  await expect(confirmations).toHaveText(/^(at least )?5 confirmations$/);

  // the receipt page counts the same
  await page.getByTestId('receipt-link').click();
  await expect(page.getByTestId('confirmations')).toHaveAttribute('data-count', '5');
  expect(consoleErrors).toEqual([]);
});

async function screenshotLatest(page: Page): Promise<void> {
  await page.getByTestId('latest-blocks').screenshot({ path: 'artifacts/screenshots/home-latest-blocks.png' });
}

test('the home page asks nothing while the tab is hidden, and catches up when it is shown again', async ({ page }) => {
  // the page's timers on a clock the test can move: time passes as usual until it jumps
  await page.clock.install();
  await connectToAnvil(page);
  const head = page.getByTestId('latest-head');
  await expect(head).toHaveAttribute('data-head', String(await nodeHead()));
  // the block time is learned: the page says how often it asks
  await expect(head).toHaveAttribute('data-poll-ms', /^\d+$/);
  const pollMs = Number(await head.getAttribute('data-poll-ms'));
  // the head's blocks and their transactions finish loading first: reads the shown head started
  // are not what this test is about (on a busy machine they can still be in flight here)
  await expect(page.getByTestId('latest-block-count')).toHaveCount(10);
  await expect
    .poll(
      async () => (await page.getByTestId('latest-tx').count()) - (await page.getByTestId('latest-tx-parties').count()),
    )
    .toBe(0);

  const asked: string[] = [];
  page.on('request', (request) => asked.push(...methodsOf(request)));
  await setVisibility(page, 'hidden');
  const shownHead = await head.getAttribute('data-head');
  await nodeCall(devnet().manifest.nodeUrl, 'anvil_mine', ['0x2']);
  // three polls' worth of the page's time at once: a page still polling would have asked at least
  // twice, and those requests would be answered before the network is idle
  await page.clock.runFor(3 * pollMs + 500);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(head).toHaveAttribute('data-head', shownHead!);

  await setVisibility(page, 'visible');
  await expect(head).toHaveAttribute('data-head', String(await nodeHead()));
  expect(asked).toContain('eth_blockNumber');
  // each new block is read once, hashes only
  expect(asked.filter((m) => m === 'eth_getBlockByNumber').length).toBeLessThanOrEqual(2);
});

test('the slot history starts from the head the node names: no read above it', async ({ page }) => {
  await connectToAnvil(page);
  const { address, slot } = devnet().manifest.slotHistory;
  await page.goto(`/address/${address}/storage?slot=${slot}`);
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', /^0x/);
  const head = await nodeHead();
  const readAt: number[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    asked.push(...methodsOf(request));
    if (!request.url().startsWith(devnet().manifest.nodeUrl) || request.method() !== 'POST') return;
    const body = request.postDataJSON() as unknown;
    for (const call of (Array.isArray(body) ? body : [body]) as Array<{ method: string; params: string[] }>)
      if (call.method === 'eth_getStorageAt') readAt.push(Number(call.params[2]));
  });
  await page.getByRole('button', { name: 'Find changes' }).click();
  const ranges = page.getByTestId('slot-history').getByTestId('history-range');
  await expect(page.getByTestId('history-done')).toBeVisible();
  await expect(ranges.last()).toHaveAttribute('data-to', String(head));
  await expect(ranges.first()).toHaveAttribute('data-from', String(head - 127));
  expect(asked).toContain('eth_blockNumber');
  expect(readAt.length).toBeGreaterThan(0);
  expect(Math.max(...readAt)).toBeLessThanOrEqual(head);
});

test('on the four-method gateway the home page says it cannot show the latest blocks, and record pages say nothing new', async ({
  page,
  consoleErrors,
}) => {
  await connectWithKey(page, devnet().manifest.base, devnet().manifest.apiKey, 'http');
  await page.goto('/');
  await expect(page.getByTestId('latest-blocks-absent')).toContainText('does not serve eth_blockNumber');
  await expect(page.getByTestId('latest-block')).toHaveCount(0);
  // the rest of the home page is as before
  await expect(page.getByTestId('home-endpoint')).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    const body = request.method() === 'POST' && request.url().includes('/v3/') ? (request.postData() ?? '') : '';
    if (body.includes('eth_blockNumber')) asked.push(body);
  });
  // followed in the app, as a link is (a reload would probe the endpoint again)
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/tx/${devnet().manifest.roles.eip1559.hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', devnet().manifest.roles.eip1559.hash);
  await expect(page.getByTestId('tx-block-number')).toBeVisible();
  await expect(page.getByTestId('confirmations')).toHaveCount(0);
  await expect(page.getByTestId('error-panel')).toHaveCount(0);
  // the endpoint is known not to serve it: never asked, not even once to find out again
  expect(asked).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
