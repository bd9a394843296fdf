/**
 * What the home page's live view costs per block: the production build (`start.ts --preview`, its
 * own devnet) connected to the bare anvil by its full URL (it serves eth_blockNumber and blocks),
 * on the home page, while the node makes a block with one transfer every BLOCK_MS. Every request
 * the page sends to the node is counted (HTTP POSTs, and the JSON-RPC calls inside them), first
 * while the tab is visible, then while it is hidden (visibilityState and the visibilitychange
 * event, as a browser sets them when the tab is switched away). Figures, not assertions.
 */
import { chromium, type Request } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { startPreview } from './child-server.ts';
import { alone, round, type Measurement } from './measure.ts';
import { setVisibility } from './endpoint-session.ts';
import { nodeCall } from '../devnet/gateway-client.ts';

const MANIFEST = 'artifacts/bench/live-head-manifest.json';
const BLOCKS = 12;
/** A block every 2 s: the page learns it from the timestamps and asks every 2 s. */
const BLOCK_MS = 2_000;

export async function benchLiveHead(outDir: string, options: { log: (line: string) => void }): Promise<Measurement[]> {
  const server = await startPreview(outDir, MANIFEST);
  const { manifest } = server;
  const node = manifest.nodeUrl;
  const browser = await chromium.launch((await resolveChromium()).launchOptions);
  try {
    const [from, to] = manifest.accounts;
    const mineBlocks = async () => {
      for (let i = 0; i < BLOCKS; i++) {
        await nodeCall(node, 'eth_sendTransaction', [{ from, to, value: '0x1' }]);
        await nodeCall(node, 'evm_mine');
        await new Promise((r) => setTimeout(r, BLOCK_MS));
      }
    };
    // the chain's pace before the page looks (the page learns its block time from the latest 32
    // blocks' timestamps): 34 blocks 2 s apart in the chain's time, mined at once
    await nodeCall(node, 'anvil_mine', ['0x22', `0x${(BLOCK_MS / 1000).toString(16)}`]);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${manifest.explorerUrl!}/settings`);
    await page.getByLabel('Full RPC URL').check();
    await page.getByLabel('RPC URL (http, https, ws or wss)').fill(node);
    await page.getByRole('button', { name: 'Save and connect' }).click();
    await page.getByRole('link', { name: '0xhexray' }).click();
    await page.getByTestId('latest-head').waitFor();
    await page.waitForTimeout(2 * BLOCK_MS);

    let posts = 0;
    let calls = 0;
    page.on('request', (request: Request) => {
      if (request.method() !== 'POST' || !request.url().startsWith(node)) return;
      const body = request.postDataJSON() as unknown;
      posts++;
      calls += Array.isArray(body) ? body.length : 1;
    });
    const phase = async (state: 'visible' | 'hidden') => {
      await setVisibility(page, state);
      [posts, calls] = [0, 0];
      await mineBlocks();
      return { posts: posts / BLOCKS, calls: calls / BLOCKS };
    };
    const visible = await phase('visible');
    const pollMs = await page.getByTestId('latest-head').getAttribute('data-poll-ms');
    const hidden = await phase('hidden');
    await context.close();

    const note = `${BLOCKS} blocks of one transfer, one every ${BLOCK_MS / 1000} s; the page asked every ${Number(pollMs) / 1000} s; bare anvil by full URL`;
    const results = [
      alone({
        measure: 'live head: home page, visible, HTTP requests per block',
        value: round(visible.posts, 2),
        unit: 'POSTs',
        target: null,
        note: `${round(visible.calls, 2)} JSON-RPC calls per block; ${note}`,
      }),
      alone({
        measure: 'live head: home page, hidden, HTTP requests per block',
        value: round(hidden.posts, 2),
        unit: 'POSTs',
        target: '0',
        max: 0,
        note: `${round(hidden.calls, 2)} JSON-RPC calls per block; ${note}`,
      }),
    ];
    for (const m of results) options.log(`  ${m.measure}: ${m.value} ${m.unit} (${m.note})`);
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
