/**
 * What a person waits for when they open a link: a fresh browser context (empty HTTP cache, no
 * storage) loads a page of the production build (`start.ts --preview`) straight from its URL, and
 * the time from navigation start until the page's data is in the DOM is taken inside the page by a
 * MutationObserver installed before any app script. The app carries no benchmark hooks.
 *
 * The floor, measured in the same run: a bare HTML page (written beside the build, served by the
 * same preview server) whose inline script does one fetch of the same transaction from the same
 * endpoint and writes the answer: about one page load plus one round trip. Each page's ratio is
 * its median over the floor's median. Bytes and requests are those finished before data visible
 * (Resource Timing, the document included).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { resolveChromium } from '../support/chromium.ts';
import { startPreview } from './child-server.ts';
import { median, round, spread, type Measurement } from './measure.ts';
import { emulateLatency } from './endpoint-session.ts';

const RUNS = 12;
/** loopback, then a real network's round trip */
export const LATENCIES = [0, 50];
const MANIFEST = 'artifacts/bench/cold-link-manifest.json';

export interface Load {
  ms: number;
  kb: number;
  requests: number;
  /** of those, requests to the endpoint (its /v3/<key> path) */
  endpointRequests: number;
}

/** Resolves `window.__visible` with the time and what had loaded when `selector` first matched. */
const observer = (selector: string) => `(() => {
  window.__visible = new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector(${JSON.stringify(selector)})) return false;
      const t = performance.now();
      const done = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= t);
      const nav = performance.getEntriesByType('navigation')[0];
      const bytes = done.reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize || 0), nav ? nav.transferSize || nav.encodedBodySize || 0 : 0);
      const endpointRequests = done.filter((e) => new URL(e.name).pathname.includes('/v3/')).length;
      resolve({ ms: t, kb: bytes / 1024, requests: done.length + 1, endpointRequests });
      return true;
    };
    const watch = new MutationObserver(() => { if (check()) watch.disconnect(); });
    watch.observe(document, { childList: true, subtree: true, attributes: true });
  });
})();`;

/**
 * `init`: a script run before the app's (a connection kept for the tab, as a person's Settings
 * would have left it).
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  selector: string,
  latencyMs: number,
  init?: string,
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (init) await context.addInitScript({ content: init });
    await context.addInitScript({ content: observer(selector) });
    const page = await context.newPage();
    // a real network's round trip, added by Chromium to every request of this page
    if (latencyMs > 0) await emulateLatency(context, page, latencyMs);
    await page.goto(url, { waitUntil: 'commit' });
    return await page.evaluate(() => (window as unknown as { __visible: Promise<Load> }).__visible);
  } finally {
    await context.close();
  }
}

export interface ColdLinkPage {
  name: string;
  url: string;
  /** what marks the page's data as visible */
  selector: string;
  /** run before the app's scripts (coldLoad's `init`) */
  init?: string;
  /** the most requests to the endpoint before data visible (a line of its own) */
  endpointRequests?: number;
}

/**
 * The record pages a cold link opens, on a devnet's seeded records: every build since the cold-link
 * boot has had these four, so the pair (cold-link-pair.ts) can hold one build against another.
 */
export function recordPages(manifest: DevnetManifest): ColdLinkPage[] {
  const base = manifest.explorerUrl!;
  const r = manifest.roles;
  return [
    { name: 'transaction', url: `${base}/tx/${r.eip1559.hash}`, selector: '[data-testid="tx-hash"]' },
    {
      name: 'receipt',
      url: `${base}/tx/${r.tokens.transfer.hash}/receipt`,
      selector: '[data-testid="receipt-status"]',
    },
    { name: 'block position', url: `${base}/block/${manifest.block.hash}/tx/0`, selector: '[data-testid="tx-hash"]' },
    {
      name: 'storage (slot 0, latest)',
      url: `${base}/address/${manifest.storage.address}/storage?slot=0`,
      selector: '[data-testid="word-hex"]',
    },
  ];
}

const PROVED_STORAGE = 'storage (slot 0, latest), proved (full-mode key)';

/** A provider connection kept for the tab, as Settings leaves it (connection.ts's stored shape). */
function keptConnection(base: string, apiKey: string): string {
  const stored = JSON.stringify({ kind: 'provider', base, transport: 'http', apiKey, remember: false });
  return `sessionStorage.setItem('hexray.connection', ${JSON.stringify(stored)});`;
}

function floorPage(endpoint: string, hash: string): string {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByHash', params: [hash] });
  return `<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body><script>
fetch(${JSON.stringify(endpoint)}, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(body)} })
  .then((r) => r.text())
  .then((text) => { const pre = document.createElement('pre'); pre.dataset.testid = 'floor'; pre.textContent = text; document.body.append(pre); });
</script></body></html>`;
}

export async function benchColdLink(outDir: string, options: { log: (line: string) => void }): Promise<Measurement[]> {
  // the floor is written beside the build; the preview serves it as a static file
  const floorFile = 'bench-floor.html';
  const server = await startPreview(outDir, MANIFEST);
  const { manifest } = server;
  writeFileSync(
    join(outDir, floorFile),
    floorPage(`${manifest.base}/v3/${manifest.apiKey}`, manifest.roles.eip1559.hash),
  );
  const browser = await chromium.launch((await resolveChromium()).launchOptions);
  try {
    const pages: ColdLinkPage[] = [
      ...recordPages(manifest),
      // balance, nonce and code (not served by the four-method gateway: answered so in the same
      // batch), slot 0 and the two ERC-1967 slots: one POST
      {
        name: 'address',
        url: `${manifest.explorerUrl}/address/${manifest.roles.tokens.token}`,
        selector: '[data-testid="slot0-word"]',
        endpointRequests: 1,
      },
      // the same storage link on the full-mode key (kept for the tab): the word proved with
      // eth_getProof, asked in the same batch, against the four methods' unproved word above
      {
        name: PROVED_STORAGE,
        url: recordPages(manifest).find((p) => p.name === 'storage (slot 0, latest)')!.url,
        selector: '[data-testid="word-hex"]',
        init: keptConnection(manifest.base, manifest.fullKey),
      },
    ];
    const floorUrl = `${manifest.explorerUrl}/${floorFile}`;
    // one warm-up of each, not counted: the preview and the gateway compile their first answers
    await coldLoad(browser, floorUrl, '[data-testid="floor"]', 0);
    for (const p of pages) await coldLoad(browser, p.url, p.selector, 0, p.init);
    const results: Measurement[] = [];
    for (const latencyMs of LATENCIES)
      results.push(...(await measureAt(browser, floorUrl, pages, latencyMs, options.log)));
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function measureAt(
  browser: Browser,
  floorUrl: string,
  pages: ColdLinkPage[],
  latencyMs: number,
  log: (line: string) => void,
): Promise<Measurement[]> {
  const where = latencyMs > 0 ? `${latencyMs} ms emulated latency` : 'loopback';
  const floor: Load[] = [];
  const loads = new Map<string, Load[]>(pages.map((p) => [p.name, []]));
  // interleaved, so a busy moment on the machine falls on every page alike
  for (let i = 0; i < RUNS; i++) {
    floor.push(await coldLoad(browser, floorUrl, '[data-testid="floor"]', latencyMs));
    for (const p of pages) loads.get(p.name)!.push(await coldLoad(browser, p.url, p.selector, latencyMs, p.init));
  }
  const floorMs = median(floor.map((l) => l.ms));
  log(`  cold link (${where}): floor ${floorMs.toFixed(0)} ms`);
  {
    const results: Measurement[] = [
      {
        measure: `cold link (${where}): floor (bare HTML + one fetch of the transaction)`,
        value: round(floorMs, 1),
        unit: 'ms',
        peer: null,
        peerValue: null,
        ratio: null,
        target: null,
        met: null,
        note: `median of ${RUNS} fresh contexts; ${spread(floor.map((l) => l.ms))} ms`,
      },
    ];
    for (const p of pages) {
      const sample = loads.get(p.name)!;
      const ms = median(sample.map((l) => l.ms));
      const ratio = round(ms / floorMs, 2);
      results.push({
        measure: `cold link (${where}) → data visible: ${p.name} page`,
        value: round(ms, 1),
        unit: 'ms',
        peer: 'bare-fetch floor',
        peerValue: round(floorMs, 1),
        ratio,
        target: '≤ 1.5× floor',
        met: ratio <= 1.5,
        note: `median of ${RUNS} fresh contexts; ${spread(sample.map((l) => l.ms))} ms; before data visible: ${median(sample.map((l) => l.kb)).toFixed(1)} KB transferred, ${median(sample.map((l) => l.requests))} requests`,
      });
      if (p.endpointRequests === undefined) continue;
      const most = Math.max(...sample.map((l) => l.endpointRequests));
      results.push({
        measure: `cold link (${where}): ${p.name} page → requests to the endpoint before data visible`,
        value: most,
        unit: 'requests',
        peer: null,
        peerValue: null,
        ratio: null,
        target: `≤ ${p.endpointRequests}`,
        met: most <= p.endpointRequests,
        note: `the most of ${RUNS} fresh contexts`,
      });
    }
    // a proved word against the endpoint's word, the same link in the same run
    const proved = loads.get(PROVED_STORAGE);
    const plain = loads.get('storage (slot 0, latest)');
    if (proved && plain) {
      const provedMs = median(proved.map((l) => l.ms));
      const plainMs = median(plain.map((l) => l.ms));
      results.push({
        measure: `cold link (${where}): storage page with its word proved (eth_getProof) against without`,
        value: round(provedMs, 1),
        unit: 'ms',
        peer: 'the same link on the four methods (unproved)',
        peerValue: round(plainMs, 1),
        ratio: round(provedMs / plainMs, 2),
        target: '≤ 1.1×',
        met: provedMs / plainMs <= 1.1,
        note: `medians of ${RUNS} fresh contexts each, interleaved`,
      });
    }
    return results;
  }
}
