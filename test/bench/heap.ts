/**
 * Memory over a long session, in Chromium on the production build (`start.ts --preview`, its own
 * devnet): one page, followed through 100 receipts of 2,000 logs each, then through 1,000
 * ordinary transactions, by in-app navigation (the router's history, as a followed link does — no
 * reload, so everything the app keeps stays kept). After each walk the garbage collector is forced
 * (CDP `HeapProfiler.collectGarbage`) before the JS heap is read (`Runtime.getHeapUsage`).
 *
 * The receipts are the seeded 2,000-log transaction's call sent 99 times more on the benchmark's
 * devnet; the transactions are plain transfers, all in one block.
 */
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { startPreview } from './child-server.ts';
import { alone, round, type Measurement } from './measure.ts';
import { nodeCall } from '../devnet/gateway-client.ts';
import { nodeBatch, sendTransfers } from './rpc-workload.ts';

const RECEIPTS = 100;
const TRANSACTIONS = 1000;
const MANIFEST = 'artifacts/bench/heap-manifest.json';

interface NodeTx {
  from: string;
  to: string;
  input: string;
  gas: string;
}

/** The seeded many-logs call, sent again until there are `count` such receipts; all their hashes. */
async function manyLogReceipts(node: string, seeded: string, count: number): Promise<string[]> {
  const tx = await nodeCall<NodeTx>(node, 'eth_getTransactionByHash', [seeded]);
  const { gasUsed } = await nodeCall<{ gasUsed: string }>(node, 'eth_getTransactionReceipt', [seeded]);
  const { gasLimit } = await nodeCall<{ gasLimit: string }>(node, 'eth_getBlockByNumber', ['latest', false]);
  const perBlock = Math.max(1, Math.floor((Number(gasLimit) * 0.9) / Number(gasUsed)));
  await nodeCall(node, 'evm_setAutomine', [false]);
  const hashes = [seeded];
  while (hashes.length < count) {
    const n = Math.min(perBlock, count - hashes.length);
    const nonce = Number(await nodeCall<string>(node, 'eth_getTransactionCount', [tx.from, 'pending']));
    const sent = await nodeBatch<string>(
      node,
      Array.from({ length: n }, (_, i) => ({
        method: 'eth_sendTransaction',
        params: [{ from: tx.from, to: tx.to, data: tx.input, gas: tx.gas, nonce: `0x${(nonce + i).toString(16)}` }],
      })),
    );
    await nodeCall(node, 'evm_mine');
    for (const hash of sent) {
      const receipt = await nodeCall<{ logs: unknown[] } | null>(node, 'eth_getTransactionReceipt', [hash]);
      if (!receipt || receipt.logs.length === 0) throw new Error(`heap bench: ${hash} was not mined with its logs`);
    }
    hashes.push(...sent);
  }
  return hashes;
}

/** Follows the app to `path` as a link does (history push, the router re-renders; no reload). */
async function follow(page: Page, path: string, ready: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // a locator, not waitForSelector: an element handle would keep the old page's DOM alive
  // first(): a page that renders whole at once shows many matches in the same commit
  await page.locator(ready).first().waitFor({ state: 'attached', timeout: 30_000 });
}

async function heapMB(cdp: CDPSession): Promise<number> {
  // twice: a collection can leave garbage that only the next one frees (weak maps, finalizers)
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

export async function benchHeap(outDir: string, options: { log: (line: string) => void }): Promise<Measurement[]> {
  const server = await startPreview(outDir, MANIFEST);
  const { manifest } = server;
  const browser = await chromium.launch((await resolveChromium()).launchOptions);
  try {
    options.log(`heap: sending ${RECEIPTS - 1} more 2,000-log transactions and ${TRANSACTIONS} transfers…`);
    const receipts = await manyLogReceipts(manifest.nodeUrl, manifest.roles.manyLogs.hash, RECEIPTS);
    const transfers = await sendTransfers(manifest.nodeUrl, TRANSACTIONS);
    const base = manifest.explorerUrl!;
    const measure = async (walk: (page: Page) => Promise<void>) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${base}/`);
        await page.getByTestId('connection-badge').waitFor();
        const before = await heapMB(cdp);
        const started = performance.now();
        await walk(page);
        const seconds = (performance.now() - started) / 1000;
        return { before, after: await heapMB(cdp), seconds };
      } finally {
        await context.close();
      }
    };

    const logRow = '[data-testid="windowed-list"] [data-testid="log"]';
    const afterReceipts = await measure(async (page) => {
      for (const hash of receipts)
        await follow(page, `/tx/${hash}/receipt`, `main:has([data-value="${hash}"]) ${logRow}`);
    });
    const afterTransactions = await measure(async (page) => {
      for (const hash of transfers)
        await follow(page, `/tx/${hash}`, `main [data-testid="tx-hash"][data-value="${hash}"]`);
    });
    const results = [
      alone({
        measure: `heap: after following ${RECEIPTS} receipts of ${manifest.roles.manyLogs.logCount} logs`,
        value: round(afterReceipts.after, 1),
        unit: 'MB',
        target: '≤ 64 MB',
        max: 64,
        note: `JS heap after forced GC (CDP Runtime.getHeapUsage); ${afterReceipts.before.toFixed(1)} MB on the home page before; walk took ${afterReceipts.seconds.toFixed(0)} s`,
      }),
      alone({
        measure: `heap: after following ${TRANSACTIONS} ordinary transactions`,
        value: round(afterTransactions.after, 1),
        unit: 'MB',
        target: null,
        note: `JS heap after forced GC; ${afterTransactions.before.toFixed(1)} MB on the home page before; walk took ${afterTransactions.seconds.toFixed(0)} s`,
      }),
    ];
    for (const m of results) options.log(`  ${m.measure}: ${m.value} ${m.unit} (${m.note})`);
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
