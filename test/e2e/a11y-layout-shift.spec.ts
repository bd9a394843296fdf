/**
 * Layout shift. Asserted: the one deterministic property behind most of the shift the audit saw —
 * the page keeps the scrollbar's space, so content does not move sideways when a lookup makes the
 * page tall enough to scroll. Measured and reported, not asserted (a timing-dependent figure): the
 * cumulative layout shift of a fresh load of the transaction and receipt pages, as Chromium's
 * `layout-shift` entries sum it (session windows of ≤ 5 s with gaps < 1 s, the largest counts),
 * with the app as built and with the scrollbar gutter switched off for comparison; and of the home
 * page connected with the full-mode key, whose latest blocks arrive after its first paint.
 */
import type { Page } from '@playwright/test';
import { connectWithKey, expect, test, useDevnet } from './support/fixtures.ts';
import config from '../../playwright.config.ts';

// Headless Chromium hides scrollbars by default, which would hide the very shift measured here.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

// Lighthouse's desktop screen
const VIEWPORT = { width: 1350, height: 940 };
const LOADS = 3;

const CLS_OBSERVER = `(() => {
  const windows = [];
  let current = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (!current || entry.startTime - current.last > 1000 || entry.startTime - current.first > 5000) {
        current = { first: entry.startTime, last: entry.startTime, value: 0, shifts: [] };
        windows.push(current);
      }
      current.last = entry.startTime;
      current.value += entry.value;
      current.shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__cls = () => Math.max(0, ...windows.map((w) => w.value));
  // the comparison run: the page as it was before the gutter was kept (CSSOM, so the CSP allows it)
  if (location.search.includes('without-gutter')) document.documentElement.style.setProperty('scrollbar-gutter', 'auto', 'important');
})()`;

async function loadAndMeasure(page: Page, path: string, ready: string, gutter: boolean): Promise<number> {
  await page.goto(gutter ? path : `${path}?without-gutter`);
  await expect(page.locator(ready).first()).toBeVisible();
  // let late rows, measured heights and fonts settle
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __cls: () => number }).__cls());
}

test.describe('layout shift', () => {
  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
    await page.setViewportSize(VIEWPORT);
  });

  test('the content keeps its place when the page becomes tall enough to scroll', async ({ page, manifest }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'No such page' })).toBeVisible();
    const short = await page.locator('main').boundingBox();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(false);
    await page.goto(`/tx/${manifest.roles.manyLogs.hash}/receipt`);
    await expect(page.getByTestId('log').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    const tall = await page.locator('main').boundingBox();
    // a classic scrollbar is there to take space from (not an overlay one)
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    expect(tall!.x).toBe(short!.x);
    expect(tall!.width).toBe(short!.width);
  });

  test('CLS of a fresh load of the transaction and receipt pages (reported)', async ({ page, manifest }) => {
    test.setTimeout(120_000);
    await page.addInitScript(CLS_OBSERVER);
    const pages = [
      { name: 'transaction', path: `/tx/${manifest.roles.tokens.transfer.hash}`, ready: '[data-testid=tx-hash]' },
      {
        name: 'receipt (1 log)',
        path: `/tx/${manifest.roles.tokens.transfer.hash}/receipt`,
        ready: '[data-testid=log]',
      },
      { name: 'receipt (2,000 logs)', path: `/tx/${manifest.roles.manyLogs.hash}/receipt`, ready: '[data-testid=log]' },
    ];
    const lines: string[] = [];
    for (const { name, path, ready } of pages) {
      for (const gutter of [true, false]) {
        const figures: number[] = [];
        for (let i = 0; i < LOADS; i++) figures.push(await loadAndMeasure(page, path, ready, gutter));
        lines.push(
          `CLS ${name}${gutter ? '' : ' without scrollbar-gutter'}: ${figures.map((f) => f.toFixed(3)).join(' / ')} (max ${Math.max(...figures).toFixed(3)})`,
        );
      }
    }
    console.log(lines.join('\n'));
    test.info().annotations.push(...lines.map((description) => ({ type: 'measurement', description })));
  });

  test('CLS of a fresh load of the home page with its latest blocks (reported)', async ({ page, manifest }) => {
    test.setTimeout(60_000);
    await page.addInitScript(CLS_OBSERVER);
    await connectWithKey(page, manifest.base, manifest.fullKey);
    const figures: number[] = [];
    for (let i = 0; i < LOADS; i++)
      figures.push(await loadAndMeasure(page, '/', '[data-testid=latest-tx-parties]', true));
    const line = `CLS home, latest blocks (full-mode key): ${figures.map((f) => f.toFixed(3)).join(' / ')} (max ${Math.max(...figures).toFixed(3)})`;
    console.log(line);
    test.info().annotations.push({ type: 'measurement', description: line });
  });
});
