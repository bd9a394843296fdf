/**
 * What the Activity tab (`/address/<a>/activity`) costs, on the production build (`start.ts
 * --preview`, its own devnet) connected to the bare anvil by its full URL (it serves eth_getLogs,
 * blocks and, over its WebSocket, eth_subscribe):
 *
 * - its first screen over the window's 128 blocks at 50 ms of emulated latency: the round trips
 *   from the link until the seeded transfer shows (concurrent POSTs are one; the client sends at
 *   most 8 calls in each) on the rows' path (FIRST_SCREEN_PATH), and with the scan beside it;
 * - a live tab's cost per block, while the node makes a block with one transfer to the address
 *   every BLOCK_MS: over HTTP (the head polled) in POSTs, over the WebSocket (the head pushed by
 *   eth_subscribe) in messages, each visible and then hidden (visibilityState and the
 *   visibilitychange event, as a browser sets them when the tab is switched away).
 *
 * Figures, not assertions.
 */
import { chromium, type Browser, type Request } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { nodeCall } from '../devnet/gateway-client.ts';
import { startPreview } from './child-server.ts';
import { alone, round, waves, type Measurement } from './measure.ts';
import { connectFullUrl, emulateLatency, setVisibility, timePosts } from './endpoint-session.ts';

const MANIFEST = 'artifacts/bench/activity-manifest.json';
const LATENCY_MS = 50;
const BLOCKS = 8;
/** A block every 2 s: the page learns it from the timestamps and, over HTTP, asks every 2 s. */
const BLOCK_MS = 2_000;

/**
 * What the first screen's rows wait for: the head (which blocks), the logs, the token's symbol and
 * decimals (amounts in its units). The transaction scan's block reads run beside them, in waves of
 * their own the rows do not wait for.
 */
const FIRST_SCREEN_PATH = new Set(['eth_blockNumber', 'eth_getLogs', 'eth_call']);

async function firstScreen(
  browser: Browser,
  explorer: string,
  node: string,
  account: string,
  transfer: string,
): Promise<{ roundTrips: number; allRoundTrips: number; posts: number; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await connectFullUrl(page, explorer, node);
    await emulateLatency(context, page, LATENCY_MS);
    const posts = timePosts(page, node);
    const start = performance.now();
    await page.goto(`${explorer}/address/${account}/activity`);
    await page
      .locator(`[data-testid="activity-row"][data-kind="transfer"][data-transaction="${transfer}"]`)
      .waitFor({ timeout: 60_000 });
    const ms = performance.now() - start;
    const before = posts.filter((post) => post.sent <= start + ms);
    return {
      roundTrips: waves(before.filter((post) => post.calls.some((call) => FIRST_SCREEN_PATH.has(call.method)))),
      allRoundTrips: waves(before),
      posts: before.length,
      ms,
    };
  } finally {
    await context.close();
  }
}

interface PerBlock {
  visible: { requests: number; calls: number };
  hidden: { requests: number; calls: number };
}

/** A live tab's requests (POSTs, or WebSocket messages) and calls per block, visible then hidden. */
async function livePerBlock(
  browser: Browser,
  explorer: string,
  url: string,
  account: string,
  mineBlocks: () => Promise<void>,
): Promise<PerBlock> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    let requests = 0;
    let calls = 0;
    const count = (body: string | null) => {
      const parsed = JSON.parse(body ?? 'null') as unknown;
      requests++;
      calls += Array.isArray(parsed) ? parsed.length : 1;
    };
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().startsWith(url)) count(request.postData());
    });
    page.on('websocket', (socket) => socket.on('framesent', (frame) => count(String(frame.payload))));
    await connectFullUrl(page, explorer, url);
    await page.goto(`${explorer}/address/${account}/activity`);
    await page.locator('[data-testid="activity-scan"][data-done="true"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2 * BLOCK_MS);
    const phase = async (state: 'visible' | 'hidden') => {
      await setVisibility(page, state);
      // the hidden tab's cancel of its subscription is sent as it hides: not a block's cost
      await page.waitForTimeout(500);
      [requests, calls] = [0, 0];
      await mineBlocks();
      return { requests: requests / BLOCKS, calls: calls / BLOCKS };
    };
    const visible = await phase('visible');
    const hidden = await phase('hidden');
    return { visible, hidden };
  } finally {
    await context.close();
  }
}

export async function benchActivity(outDir: string, options: { log: (line: string) => void }): Promise<Measurement[]> {
  const server = await startPreview(outDir, MANIFEST);
  const { manifest } = server;
  const node = manifest.nodeUrl;
  const explorer = manifest.explorerUrl!;
  const { account } = manifest.activity;
  const browser = await chromium.launch((await resolveChromium()).launchOptions);
  try {
    const from = manifest.accounts[1];
    const mineBlocks = async () => {
      for (let i = 0; i < BLOCKS; i++) {
        await nodeCall(node, 'eth_sendTransaction', [{ from, to: account, value: '0x1' }]);
        await nodeCall(node, 'evm_mine');
        await new Promise((r) => setTimeout(r, BLOCK_MS));
      }
    };
    options.log(`activity: first screen at ${LATENCY_MS} ms…`);
    const first = await firstScreen(browser, explorer, node, account, manifest.activity.erc20In.hash.toLowerCase());
    // the chain's pace before the live tabs look (they learn the block time from the latest 32 blocks)
    await nodeCall(node, 'anvil_mine', ['0x22', `0x${(BLOCK_MS / 1000).toString(16)}`]);
    options.log('activity: a live tab over HTTP…');
    const http = await livePerBlock(browser, explorer, node, account, mineBlocks);
    options.log('activity: a live tab over the WebSocket…');
    const ws = await livePerBlock(browser, explorer, node.replace(/^http/, 'ws'), account, mineBlocks);

    const note = `${BLOCKS} blocks of one transfer to the address, one every ${BLOCK_MS / 1000} s; bare anvil by full URL`;
    const results = [
      alone({
        measure: `activity: first screen over 128 blocks at ${LATENCY_MS} ms, round trips (bare anvil, HTTP)`,
        value: first.roundTrips,
        unit: 'round trips',
        target: '≤ 3',
        max: 3,
        note: `the waves of the head, the logs and the token's metadata; ${first.allRoundTrips} with the transaction scan's block reads beside them; ${first.posts} POSTs in ${round(first.ms, 0)} ms from the link to the seeded transfer (the page's code under the same latency)`,
      }),
      alone({
        measure: 'activity: live tab, visible, WebSocket messages per block (head pushed by eth_subscribe)',
        value: round(ws.visible.requests, 2),
        unit: 'messages',
        target: null,
        note: `${round(ws.visible.calls, 2)} JSON-RPC calls per block; ${note}`,
      }),
      alone({
        measure: 'activity: live tab, visible, HTTP requests per block (head polled)',
        value: round(http.visible.requests, 2),
        unit: 'POSTs',
        target: null,
        note: `${round(http.visible.calls, 2)} JSON-RPC calls per block (the head's poll, then the block's logs and transactions in one batch); ${note}`,
      }),
      alone({
        measure: 'activity: live tab, hidden, requests per block (HTTP and WebSocket)',
        value: round(http.hidden.requests + ws.hidden.requests, 2),
        unit: 'requests',
        target: '0',
        max: 0,
        note: `HTTP ${round(http.hidden.requests, 2)} POSTs, WebSocket ${round(ws.hidden.requests, 2)} messages; ${note}`,
      }),
    ];
    for (const m of results) options.log(`  ${m.measure}: ${m.value} ${m.unit} (${m.note})`);
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
