/**
 * A cold link (a pasted URL, a fresh tab) asks for its data from index.html's boot script, before
 * the app's code has loaded, and the app takes that answer instead of asking again: one request
 * to the endpoint, the devnet preset read from the page (`npm start` writes it there) rather than
 * fetched, the exchange shown in the request inspector as any other, and nothing refused by the
 * Content-Security-Policy (the fixture fails on a console error).
 */
import type { Page } from '@playwright/test';
import { connectWithKey, expect, scopedKey, test, useDevnet } from './support/fixtures.ts';

/** The JSON-RPC methods of each POST to the endpoint, from the page's start (call before `goto`). */
function recordEndpointPosts(page: Page): Post[] {
  const posts: Post[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/v3/')) return;
    const body = request.postDataJSON() as { method: string } | Array<{ method: string }>;
    posts.push({ url: request.url(), methods: (Array.isArray(body) ? body : [body]).map((call) => call.method) });
  });
  return posts;
}

interface Post {
  url: string;
  methods: string[];
}

/** The service's four methods: what a record page looks up (the endpoint probe asks for others). */
const RECORD_METHODS = new Set([
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getStorageAt',
]);

/**
 * The page's fetches since its navigation: how many POSTs carried record lookups, how many went
 * to the preset, and whether the boot script's requests are still on the page. A POST that mixes
 * the record's lookups with the endpoint probe's calls fails here: the probe must never slow a record.
 */
async function fetched(page: Page, posts: Post[]): Promise<{ endpoint: number; preset: number; bootOnPage: boolean }> {
  // a stray second request would leave soon after the data shows: every request answered, and
  // no new one for half a second
  await page.waitForLoadState('networkidle');
  const records = posts.filter(({ methods }) => methods.some((method) => RECORD_METHODS.has(method)));
  for (const { methods } of records) expect(methods.filter((method) => !RECORD_METHODS.has(method))).toEqual([]);
  const seen = await page.evaluate(() => {
    const paths = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    return {
      preset: paths.filter((p) => p === '/devnet.json').length,
      // the boot script's requests (their URLs hold the key) are the app's alone once it starts
      bootOnPage: '__hexrayBoot' in window,
    };
  });
  return { endpoint: records.length, ...seen };
}

/** Whether the first request to the endpoint left while the page was still being parsed (from its boot script). */
function lookupLeftWhileParsing(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const lookup = performance.getEntriesByType('resource').find((e) => e.name.includes('/v3/'));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return lookup !== undefined && lookup.startTime < navigation.domInteractive;
  });
}

test('a cold link with nothing saved: the preset comes with the page, the transaction with its receipt is fetched once', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const { hash } = manifest.roles.eip1559;
  const posts = recordEndpointPosts(page);
  const response = await page.goto(`/tx/${hash}`);
  // the page carries this run's endpoint and key: never kept by a cache for a later run
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  // the receipt came in the same batch: the summary shows its outcome
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'success');
  expect(await fetched(page, posts)).toEqual({ endpoint: 1, preset: 0, bootOnPage: false });
  // asked for the preset first, the lookup would have waited for the preset's answer
  expect(await lookupLeftWhileParsing(page)).toBe(true);
  await page.getByTestId('request-count').click();
  const exchanges = page.getByTestId('exchange');
  await expect(exchanges.filter({ hasText: 'eth_getTransactionByHash' })).toHaveCount(1);
  await expect(exchanges.filter({ hasText: 'eth_getTransactionReceipt' })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('a cold link with the user’s own key: the receipt is asked for once, from the boot script; its transaction once, after it', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = scopedKey(manifest, 'cold-link');
  await connectWithKey(page, manifest.base, key, 'http');
  const { hash } = manifest.roles.tokens.transfer;
  const posts = recordEndpointPosts(page);
  await page.goto(`/tx/${hash}/receipt`);
  await expect(page.getByTestId('receipt-status')).toBeVisible();
  const seen = await fetched(page, posts);
  // the receipt alone from the boot script, never waiting for its transaction; then the
  // transaction, which prices and names what the receipt alone cannot: each asked for once
  expect(seen.endpoint).toBe(2);
  expect(seen.bootOnPage).toBe(false);
  expect(await lookupLeftWhileParsing(page)).toBe(true);
  const records = posts.filter(({ methods }) => methods.some((method) => RECORD_METHODS.has(method)));
  expect(records.map(({ methods }) => methods)).toEqual([['eth_getTransactionReceipt'], ['eth_getTransactionByHash']]);
  // every request went to the endpoint with that key (the probe's too, if it ran)
  expect(posts.map(({ url }) => url)).toEqual(posts.map(() => `${manifest.base}/v3/${key}`));
  expect(consoleErrors).toEqual([]);
});

test('a cold link to a block position with the devnet remembered: the position is asked for once', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const posts = recordEndpointPosts(page);
  await page.goto(`/block/${manifest.block.hash}/tx/0`);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  // then, in one batch, the receipt (once the transaction names its hash) and the next position
  // (for the Next link): each lookup asked for once
  expect(await fetched(page, posts)).toEqual({ endpoint: 2, preset: 0, bootOnPage: false });
  expect(await lookupLeftWhileParsing(page)).toBe(true);
  await page.getByTestId('request-count').click();
  const exchanges = page.getByTestId('exchange');
  await expect(exchanges.filter({ hasText: 'eth_getTransactionByBlockHashAndIndex' })).toHaveCount(2);
  await expect(exchanges.filter({ hasText: 'eth_getTransactionReceipt' })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('a cold link to a storage page: its first word leaves with the page and is asked for once', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const posts = recordEndpointPosts(page);
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0`);
  await expect(page.getByTestId('word-hex')).toHaveText(/^0x[0-9a-f]{64}$/);
  expect(await fetched(page, posts)).toEqual({ endpoint: 1, preset: 0, bootOnPage: false });
  expect(await lookupLeftWhileParsing(page)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('over WebSocket the boot script sends nothing: the app opens its socket and shows the page', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'websocket');
  const { hash } = manifest.roles.legacy;
  const posts = recordEndpointPosts(page);
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  expect((await fetched(page, posts)).endpoint).toBe(0);
  expect(consoleErrors).toEqual([]);
});

/**
 * When `main` (the layout's page area) first appeared and whether the frame after it was painted
 * without the page's data (`dataSelector`, checked just before that paint), and when the loading
 * placeholder first appeared (null: never), in ms since navigation start.
 */
const firstSightings = (dataSelector: string) => `(() => {
  const seen = { main: null, placeholder: null, paintedWithoutData: null };
  window.__sightings = seen;
  const hasData = () => document.querySelector(${JSON.stringify(dataSelector)}) !== null;
  new MutationObserver(() => {
    if (seen.main === null && document.querySelector('main')) {
      seen.main = performance.now();
      requestAnimationFrame(() => (seen.paintedWithoutData = !hasData()));
    }
    if (seen.placeholder === null && document.querySelector('[role=status][aria-label=Loading]')) seen.placeholder = performance.now();
  }).observe(document, { childList: true, subtree: true });
})();`;
const FIRST_SIGHTINGS = firstSightings('[data-testid=tx-hash]');

type Sightings = { main: number | null; placeholder: number | null; paintedWithoutData: boolean | null };
const sightings = (page: Page) => page.evaluate(() => (window as unknown as { __sightings: Sightings }).__sightings);

test('a cold link’s page appears whole: no placeholder before the data, unless they take longer than a second', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await page.addInitScript(FIRST_SIGHTINGS);
  const { hash } = manifest.roles.eip1559;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  const seen = await sightings(page);
  expect(seen.main).not.toBeNull();
  if (seen.placeholder === null) {
    // the page's code and its answer came within the wait: the first frame with the layout has the data
    expect(seen.paintedWithoutData, 'a frame painted with the layout but not the data').toBe(false);
  } else {
    // only a machine too slow for the wait may show the placeholder, and only after it
    expect(seen.main, 'the layout waited a second for the page').toBeGreaterThanOrEqual(1000);
  }
  expect(consoleErrors).toEqual([]);
});

test('a cold link’s storage page at latest appears whole too: its first word is read at boot, not after the page mounts', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await page.addInitScript(firstSightings('[data-testid=word-hex]'));
  const posts = recordEndpointPosts(page);
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0`);
  await expect(page.getByTestId('word-hex')).toHaveText(/^0x[0-9a-f]{64}$/);
  const seen = await sightings(page);
  expect(seen.main).not.toBeNull();
  if (seen.placeholder === null) expect(seen.paintedWithoutData, 'a frame painted without the word').toBe(false);
  else expect(seen.main, 'the layout waited a second for the page').toBeGreaterThanOrEqual(1000);
  // and the page, mounting with the word just read, did not read it again
  expect((await fetched(page, posts)).endpoint).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('a slow answer: after a second the layout shows with its placeholder, then the data replaces it', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await page.addInitScript(FIRST_SIGHTINGS);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${manifest.base}/v3/**`, async (route) => {
    await held;
    await route.continue();
  });
  const { hash } = manifest.roles.eip1559;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('tx-hash')).toHaveCount(0);
  release();
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  const seen = await sightings(page);
  expect(seen.placeholder!, 'the layout waited a second first').toBeGreaterThanOrEqual(1000);
  expect(consoleErrors).toEqual([]);
});
