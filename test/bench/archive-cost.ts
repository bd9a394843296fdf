/**
 * What archiving costs a page's first paint: the same cold link to a transaction page (a fresh
 * Chromium context each load: empty cache, empty storage) of the production build on its own
 * devnet, with the archive on (the default) and off (its budget set to 0 in this device's
 * settings, as Settings does: the feed then collects nothing), alternately in the same run. Timed
 * inside the page from navigation start: a MutationObserver installed before any app script marks
 * when the transaction is in the DOM, then painted (after the next frame, as the rendering bench
 * does). Each load is checked after the measurement: on, the transaction reaches the archive's
 * IndexedDB (written when the browser is idle); off, no archive database is created at all.
 */
import { chromium, type Browser } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { startPreview } from './child-server.ts';
import { median, round, spread, type Measurement } from './measure.ts';

const RUNS = 14;
const MANIFEST = 'artifacts/bench/archive-cost-manifest.json';
const BUDGET_KEY = 'hexray.archive.budget-bytes';
const DEFAULT_BUDGET_BYTES = 100_000_000;
/** The writer waits for the browser to be idle, at most 2 s (browser/idle.ts): past this, it would have written. */
const IDLE_WAIT_MS = 2_500;

const SELECTOR = '[data-testid="tx-hash"]';

/** Resolves `window.__painted` with the time (since navigation start) the transaction was painted. */
const OBSERVER = `(() => {
  window.__painted = new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector(${JSON.stringify(SELECTOR)})) return false;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      return true;
    };
    const watch = new MutationObserver(() => { if (check()) watch.disconnect(); });
    watch.observe(document, { childList: true, subtree: true });
  });
})();`;

/** The ids the archive's database holds, or null when the page never created it. */
const ARCHIVE_IDS = () =>
  indexedDB.databases().then((databases) =>
    databases.some((d) => d.name === 'hexray-archive')
      ? new Promise<string[]>((resolve) => {
          const open = indexedDB.open('hexray-archive');
          open.onsuccess = () => {
            const request = open.result.transaction('records').objectStore('records').getAllKeys();
            request.onsuccess = () => {
              resolve(request.result.map(String));
              open.result.close();
            };
          };
        })
      : null,
  );

async function coldLoad(browser: Browser, url: string, origin: string, archiving: boolean, hash: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    // the budget as Settings writes it: 0 MB (off) or 100 MB (on, the default), so both contexts
    // start through the same storage state (Playwright sets it before the first load)
    storageState: {
      cookies: [],
      origins: [
        { origin, localStorage: [{ name: BUDGET_KEY, value: archiving ? String(DEFAULT_BUDGET_BYTES) : '0' }] },
      ],
    },
  });
  try {
    await context.addInitScript({ content: OBSERVER });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await page.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted);
    if (archiving) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const ids = await page.evaluate(ARCHIVE_IDS);
        if (ids?.some((kept) => kept.startsWith('transaction|') && kept.endsWith(`|${hash}`))) break;
        if (Date.now() > deadline)
          throw new Error('archive cost: with the archive on, the transaction was not archived');
        await page.waitForTimeout(100);
      }
    } else {
      await page.waitForTimeout(IDLE_WAIT_MS);
      if ((await page.evaluate(ARCHIVE_IDS)) !== null)
        throw new Error('archive cost: with the budget at 0, the page still opened the archive');
    }
    return ms;
  } finally {
    await context.close();
  }
}

export async function benchArchiveCost(
  outDir: string,
  options: { log: (line: string) => void },
): Promise<Measurement[]> {
  const server = await startPreview(outDir, MANIFEST);
  const browser = await chromium.launch((await resolveChromium()).launchOptions);
  try {
    const explorer = server.manifest.explorerUrl!;
    const { origin } = new URL(explorer);
    const hash = server.manifest.roles.eip1559.hash.toLowerCase();
    const url = `${explorer}/tx/${hash}`;
    // one warm-up of each, not counted: the preview and the gateway compile their first answers
    await coldLoad(browser, url, origin, true, hash);
    await coldLoad(browser, url, origin, false, hash);
    const on: number[] = [];
    const off: number[] = [];
    // alternated, who goes first swapped each round, so a busy moment on the machine falls on both alike
    for (let i = 0; i < RUNS; i++) {
      for (const archiving of i % 2 === 0 ? [true, false] : [false, true])
        (archiving ? on : off).push(await coldLoad(browser, url, origin, archiving, hash));
    }
    const onMs = median(on);
    const offMs = median(off);
    options.log(`  archive cost: on ${onMs.toFixed(1)} ms, off ${offMs.toFixed(1)} ms`);
    const ratio = round(onMs / offMs, 3);
    return [
      {
        measure: 'archive cost: cold link → transaction painted, archive on vs off',
        value: round(onMs, 1),
        unit: 'ms',
        peer: 'the same, archive off (budget 0)',
        peerValue: round(offMs, 1),
        ratio,
        target: '≤ 1.05× off',
        met: ratio <= 1.05,
        note: `medians of ${RUNS} fresh contexts each, alternated; on ${spread(on)} ms, off ${spread(off)} ms; every "on" load archived the transaction, no "off" load opened the archive`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
