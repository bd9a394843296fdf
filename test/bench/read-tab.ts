/**
 * The Read tab's first answers (`/address/<token>/read` of the devnet's ERC-20, no ABI at hand: the
 * standard recognised in its code): on the production build (`start.ts --preview`, its own
 * devnet) connected to the bare anvil by its full URL, at 50 ms of emulated latency, a cold link
 * until every parameterless function shows its answer. Counted: the POSTs carrying its eth_calls
 * (goal: one, all the parameterless reads in one batch) and the round trips from the link (the
 * code read to recognise the standard, then the calls). Figures, not assertions.
 */
import { chromium } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { startPreview } from './child-server.ts';
import { alone, round, waves, type Measurement } from './measure.ts';
import { connectFullUrl, emulateLatency, timePosts, type TimedPost } from './endpoint-session.ts';

const MANIFEST = 'artifacts/bench/read-tab-manifest.json';
const LATENCY_MS = 50;

export async function benchReadTab(outDir: string, options: { log: (line: string) => void }): Promise<Measurement[]> {
  const server = await startPreview(outDir, MANIFEST);
  const { manifest } = server;
  const node = manifest.nodeUrl;
  const explorer = manifest.explorerUrl!;
  const token = manifest.tokenContracts.standard.address;
  const browser = await chromium.launch((await resolveChromium()).launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await connectFullUrl(page, explorer, node);
    await emulateLatency(context, page, LATENCY_MS);
    const posts = timePosts(page, node);
    const start = performance.now();
    await page.goto(`${explorer}/address/${token}/read`);
    const rows = page.locator('[data-testid="read-row"]');
    await rows.first().waitFor({ timeout: 60_000 });
    const count = await rows.count();
    await page
      .locator('[data-testid="read-row"] [data-testid="call-answer"]:not([data-state="pending"])')
      .nth(count - 1)
      .waitFor({ timeout: 60_000 });
    const ms = performance.now() - start;
    await context.close();
    const before = posts.filter((post) => post.sent <= start + ms);
    const calls = (post: TimedPost) => post.calls.filter((call) => call.method === 'eth_call').length;
    const callPosts = before.filter((post) => calls(post) > 0);
    const result = alone({
      measure: `read tab: an ERC-20's parameterless reads at ${LATENCY_MS} ms, POSTs carrying them (bare anvil)`,
      value: callPosts.length,
      unit: 'POSTs',
      target: '1',
      max: 1,
      note: `${count} functions, ${callPosts.reduce((sum, post) => sum + calls(post), 0)} eth_calls; ${waves(before)} round trips from the link (its code read first, to recognise the standard); ${round(ms, 0)} ms, the page's code under the same latency`,
    });
    options.log(`  ${result.measure}: ${result.value} ${result.unit} (${result.note})`);
    return [result];
  } finally {
    await browser.close();
    await server.stop();
  }
}
