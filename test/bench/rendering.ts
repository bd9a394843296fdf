/**
 * Rendering in Chromium against the production build on its own devnet (`start.ts --preview`).
 * Timed inside the page, from outside the app: an init script marks the search form's submit
 * (or the click on the receipt link) and a MutationObserver marks when the awaited element is in
 * the DOM, then once more after the next frame is painted (requestAnimationFrame → setTimeout).
 * The app carries no benchmark hooks.
 *
 * - transaction: a fresh page load on the home page per run (warm HTTP cache, empty query
 *   cache), the hash pasted into the search box and Enter → the details rendered and painted.
 * - receipt: from the transaction page of the 2,000-log transaction, the receipt link clicked →
 *   the first log rows painted; then the DOM's element count once the list has settled.
 */
import { chromium, type Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { resolveChromium } from '../support/chromium.ts';
import { startPreview } from './child-server.ts';
import { gzipKB } from './bundle.ts';
import { alone, median, round, spread, type Measurement } from './measure.ts';

const TX_RUNS = 20;
const RECEIPT_RUNS = 10;
const MANIFEST = 'artifacts/bench/rendering-manifest.json';

/** Installed before any app script: `__bench.arm(selector, startEvent)` resolves with the timings. */
export const INIT_SCRIPT = `(() => {
  let armed = null;
  const now = () => performance.now();
  function check() {
    if (!armed || armed.start === undefined || armed.dom !== undefined) return;
    if (!document.querySelector(armed.selector)) return;
    armed.dom = now();
    performance.mark('bench:rendered');
    const a = armed;
    requestAnimationFrame(() => setTimeout(() => {
      a.painted = now();
      performance.mark('bench:painted');
      performance.measure('bench:to-painted', 'bench:start', 'bench:painted');
      a.resolve({ start: a.start, dom: a.dom, painted: a.painted });
    }, 0));
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: false });
  for (const type of ['submit', 'click']) {
    document.addEventListener(type, (event) => {
      if (!armed || armed.start !== undefined || armed.startEvent !== type) return;
      if (type === 'click' && !(event.target instanceof Element && event.target.closest(armed.startSelector))) return;
      armed.start = event.timeStamp;
      performance.mark('bench:start', { startTime: armed.start });
    }, true);
  }
  window.__bench = {
    arm(selector, startEvent, startSelector) {
      return new Promise((resolve) => { armed = { selector, startEvent, startSelector, resolve }; });
    },
    fromNavigation(selector) {
      return new Promise((resolve) => {
        const poll = () => { if (document.querySelector(selector)) resolve(now()); else requestAnimationFrame(poll); };
        poll();
      });
    },
  };
})();`;

export interface Timing {
  start: number;
  dom: number;
  painted: number;
}

async function waitConnected(page: Page): Promise<void> {
  await page.getByTestId('connection-badge').waitFor();
  await page.locator('#search').waitFor();
}

/** The transactions the search step looks up, in turn: one of each type the devnet seeds. */
export function searchedHashes(manifest: DevnetManifest): string[] {
  const r = manifest.roles;
  return [
    r.legacy,
    r.accessList,
    r.eip1559,
    r.setCode,
    r.creation,
    r.reverted,
    r.tokens.transfer,
    r.tokens.approval,
  ].map((t) => t.hash);
}

/** A fresh home page (warm HTTP cache, empty query cache), the hash pasted and Enter → the details painted, in ms. */
export async function searchToTransaction(page: Page, base: string, hash: string): Promise<number> {
  await page.goto(`${base}/`);
  await waitConnected(page);
  const armed = page.evaluate(() =>
    (window as unknown as { __bench: { arm(s: string, e: string): Promise<Timing> } }).__bench.arm(
      'main [data-testid="tx-hash"]',
      'submit',
    ),
  );
  const box = page.locator('#search');
  await box.fill(hash);
  await box.press('Enter');
  const t = await armed;
  const shown = await page.getByTestId('tx-hash').getAttribute('data-value');
  if (shown !== hash) throw new Error(`transaction page shows ${shown}, expected ${hash}`);
  return t.painted - t.start;
}

/** From the transaction page of `hash`, its receipt link clicked → the first log rows painted. */
export async function receiptLinkToLogs(page: Page, base: string, hash: string): Promise<Timing> {
  await page.goto(`${base}/tx/${hash}`);
  await page.getByTestId('receipt-link').waitFor();
  const armed = page.evaluate(() =>
    (window as unknown as { __bench: { arm(s: string, e: string, ss: string): Promise<Timing> } }).__bench.arm(
      '[data-testid="windowed-list"] [data-testid="log"]',
      'click',
      '[data-testid="receipt-link"]',
    ),
  );
  await page.getByTestId('receipt-link').click();
  return armed;
}

export async function benchRendering(outDir: string, options: { log: (line: string) => void }): Promise<Measurement[]> {
  const server = await startPreview(outDir, MANIFEST);
  const { manifest } = server;
  // The same browser and flags as the browser tests.
  const browser = await chromium.launch((await resolveChromium()).launchOptions);
  try {
    const base = manifest.explorerUrl!;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(INIT_SCRIPT);
    const page = await context.newPage();
    page.on('pageerror', (error) => options.log(`  page error: ${error.message}`));

    const r = manifest.roles;
    const hashes = searchedHashes(manifest);
    // The home page as a browser really loads it, connected: the first page plus what it loads after
    // its first paint (the wire, the live head, the archive). Reported beside the first page's budget
    // (bundle.ts), not budgeted: what loads after the paint must only not delay a cold link's data.
    await page.goto(`${base}/`);
    await waitConnected(page);
    await page
      .getByTestId('connection-badge')
      .filter({ hasText: /HTTP|WS/ })
      .waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    const assets = [...new Set(loaded.filter((p) => /^\/assets\/.+\.(js|css)$/.test(p)).map((p) => p.slice(1)))];
    const firstPage = gzipKB(outDir, assets);
    const firstPageMeasure = alone({
      measure: 'bundle: home page as loaded, connected: the first page + what loads after its first paint (reported)',
      value: firstPage.kb,
      unit: 'KB gzip',
      target: null,
      note: firstPage.sizes.map(([f, kb]) => `${f.replace(/^assets\//, '')} ${kb.toFixed(1)}`).join(', '),
    });

    // One visit first so the route chunk is in the HTTP cache, as for anyone who has opened a transaction before.
    await page.goto(`${base}/tx/${hashes[0]}`);
    await page.getByTestId('tx-hash').waitFor();

    const txTimes: number[] = [];
    for (let i = 0; i < TX_RUNS; i++) txTimes.push(await searchToTransaction(page, base, hashes[i % hashes.length]!));

    const many = r.manyLogs.hash;
    const receiptTimes: number[] = [];
    const coldTimes: number[] = [];
    const gatewayTimes: number[] = [];
    const clientTimes: number[] = [];
    const fetchTimes: number[] = [];
    const nodeCounts: number[] = [];
    let rendered = 0;
    for (let i = 0; i < RECEIPT_RUNS; i++) {
      const t = await receiptLinkToLogs(page, base, many);
      receiptTimes.push(t.painted - t.start);
      // The gateway's share: the receipt's POST (cross-origin, so only its start and end are
      // visible) overlapping the wait; the rest of the wait is the client's (parse, render, paint).
      const fetchSpan = await page.evaluate(
        ({ start, painted }) => {
          const posts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
            (e) => e.name.includes('/v3/') && e.responseEnd <= painted && e.responseEnd >= start - 5000,
          );
          const last = posts.sort((a, b) => b.responseEnd - a.responseEnd)[0];
          return last ? { from: last.startTime, to: last.responseEnd } : null;
        },
        { start: t.start, painted: t.painted },
      );
      const waited = fetchSpan ? Math.max(0, Math.min(fetchSpan.to, t.painted) - Math.max(fetchSpan.from, t.start)) : 0;
      gatewayTimes.push(waited);
      clientTimes.push(t.painted - t.start - waited);
      if (fetchSpan) fetchTimes.push(fetchSpan.to - fetchSpan.from);
      // Let the list measure its rows and settle before counting.
      await page.waitForTimeout(750);
      const count = await page.evaluate(() => document.getElementsByTagName('*').length);
      nodeCounts.push(count);
      rendered = Number(await page.getByTestId('windowed-list').getAttribute('data-rendered'));

      // Informative: a cold load of the receipt URL, navigation start → first log rows in the DOM.
      await page.goto(`${base}/tx/${many}/receipt`, { waitUntil: 'commit' });
      coldTimes.push(
        await page.evaluate(() =>
          (window as unknown as { __bench: { fromNavigation(s: string): Promise<number> } }).__bench.fromNavigation(
            '[data-testid="windowed-list"] [data-testid="log"]',
          ),
        ),
      );
    }

    const results = [
      firstPageMeasure,
      alone({
        measure: 'rendering: search → transaction page painted',
        value: round(median(txTimes), 1),
        unit: 'ms',
        target: '≤ 50 ms',
        max: 50,
        note: `median of ${TX_RUNS}; ${spread(txTimes)} ms`,
      }),
      alone({
        measure: `rendering: receipt of ${r.manyLogs.logCount} logs, link click → first screen of logs painted`,
        value: round(median(receiptTimes), 1),
        unit: 'ms',
        target: '≤ 150 ms',
        max: 150,
        note: `median of ${RECEIPT_RUNS}; ${spread(receiptTimes)} ms`,
      }),
      alone({
        measure: `rendering: receipt of ${r.manyLogs.logCount} logs, first screen: the client's share`,
        value: round(median(clientTimes), 1),
        unit: 'ms',
        target: null,
        note: `click → painted minus the time spent waiting on the receipt's POST; median of ${RECEIPT_RUNS}; ${spread(clientTimes)} ms`,
      }),
      alone({
        measure: `rendering: receipt of ${r.manyLogs.logCount} logs, first screen: waiting on the gateway`,
        value: round(median(gatewayTimes), 1),
        unit: 'ms',
        target: null,
        note: `the part of click → painted the POST was still in flight (it may start on hover, before the click); the whole POST took ${spread(fetchTimes)} ms (median ${median(fetchTimes).toFixed(1)})`,
      }),
      alone({
        measure: `rendering: receipt of ${r.manyLogs.logCount} logs, DOM elements`,
        value: median(nodeCounts),
        unit: 'elements',
        target: '< 3,000',
        max: 3000,
        exclusive: true,
        note: `whole document after the list settled; ${rendered} log rows rendered`,
      }),
      alone({
        measure: `rendering: receipt of ${r.manyLogs.logCount} logs, cold page load → first logs in DOM`,
        value: round(median(coldTimes), 1),
        unit: 'ms',
        target: null,
        note: `informative; median of ${RECEIPT_RUNS}; ${spread(coldTimes)} ms; includes loading the app and connecting`,
      }),
    ];
    for (const m of results) options.log(`  ${m.measure}: ${m.value} ${m.unit}`);
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
