/**
 * What code each page makes the browser fetch (build/record-chunks.ts, docs/performance.md): the
 * connected home page loads its live view and the wire in one file beside the entry (and the
 * archive's, when it keeps what the live view brought), none of the record pages' code; a cold
 * link's page needs at most six requests (the entry, its stylesheet and what the boot script
 * preloads), what a browser sends to one host at once over HTTP/1.1.
 */
import type { Page } from '@playwright/test';
import { connectWithUrl, expect, test } from './support/fixtures.ts';

/** The app's scripts this document has fetched (from the HTTP cache or not). */
async function scriptsLoaded(page: Page): Promise<string[]> {
  const paths = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return [...new Set(paths.filter((path) => /^\/assets\/.+\.js$/.test(path)))].sort();
}

/** What index.html's boot script preloads for each record page (its configuration, made at build time). */
async function bootPreloads(page: Page): Promise<Record<string, string[]>> {
  const html = await (await page.request.get('/')).text();
  const config = /"preload":(\{[^}]*\})/.exec(html);
  if (!config) throw new Error('index.html: no preload list in the boot script');
  return JSON.parse(config[1]!) as Record<string, string[]>;
}

test('the connected home page loads its latest blocks and the wire in one file, none of the record pages’ code', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
  await page.goto('/');
  await expect(page.getByTestId('latest-block').first()).toBeVisible();
  await expect(page.getByTestId('endpoint-methods-panel')).toBeVisible();
  // the latest blocks' transactions go to the archive too, when the browser is idle
  await page.waitForLoadState('networkidle');
  const scripts = (await scriptsLoaded(page)).filter((script) => !/\/index-[^/]+\.js$/.test(script));

  const preloads = Object.values(await bootPreloads(page));
  const everyRecordPage = preloads.reduce((common, files) => common.filter((file) => files.includes(file)));
  const someRecordPages = new Set(preloads.flat().filter((file) => !everyRecordPage.includes(file)));
  // of what every record page loads beside its own code (the wire, what two pages share), one file
  expect(scripts.filter((script) => everyRecordPage.includes(script))).toHaveLength(1);
  expect(scripts.filter((script) => someRecordPages.has(script))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a cold link to any record page fetches its code in one wave: at most six requests', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const preloads = await bootPreloads(page);
  expect(Object.keys(preloads).sort()).toEqual(['address', 'blockTransaction', 'receipt', 'storage', 'transaction']);
  for (const [route, files] of Object.entries(preloads)) {
    // beside the entry and its stylesheet
    expect(files.length, route).toBeLessThanOrEqual(4);
  }

  // and what is preloaded is what the page loads: the transaction page's own file among them
  const hash = manifest.roles.eip1559.hash;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  const beforeData = (await scriptsLoaded(page)).filter((script) => !/\/index-[^/]+\.js$/.test(script));
  for (const script of preloads.transaction!) expect(beforeData).toContain(script);
  expect(consoleErrors).toEqual([]);
});
