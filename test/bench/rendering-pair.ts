/**
 * The rendering lines of this build against another commit's, in the same run (as cold-link-pair
 * does for cold links, and for the same reason: one build's median moves more between runs on a
 * busy machine than the differences in question). Both builds are served at once, each on its own
 * preview and devnet, and each round times each step on both, back to back, in alternating order:
 * search → transaction page painted, and the 2,000-log receipt's link → its first logs painted.
 * The median paired difference is reported with a distribution-free 95% interval.
 */
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { startPreview, type ChildServer } from './child-server.ts';
import { buildCheckout, commitOf } from './cold-link-pair.ts';
import { median, medianInterval, round, type Measurement } from './measure.ts';
import { INIT_SCRIPT, receiptLinkToLogs, searchedHashes, searchToTransaction } from './rendering.ts';

const DEFAULT_PAIRS = 20;
const MANIFEST = 'artifacts/bench/rendering-pair-manifest.json';
const OTHER_MANIFEST = 'artifacts/bench/rendering-pair-other-manifest.json';

interface Side {
  label: string;
  server: ChildServer;
  page: Page;
}

type Step = (side: Side, round: number) => Promise<number>;

async function sideOf(browser: Browser, label: string, server: ChildServer): Promise<Side> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(INIT_SCRIPT);
  return { label, server, page: await context.newPage() };
}

export async function benchRenderingPair(
  outDir: string,
  otherCheckout: string,
  options: { log: (line: string) => void; pairs?: number },
): Promise<Measurement[]> {
  const pairs = options.pairs ?? DEFAULT_PAIRS;
  const checkout = resolve(otherCheckout);
  options.log(`rendering pair: building ${checkout}…`);
  const otherOutDir = buildCheckout(checkout);
  const thisServer = await startPreview(outDir, MANIFEST);
  let otherServer: ChildServer | undefined;
  let browser: Browser | undefined;
  try {
    otherServer = await startPreview(otherOutDir, OTHER_MANIFEST, { cwd: checkout });
    browser = await chromium.launch((await resolveChromium()).launchOptions);
    const sides: [Side, Side] = [
      await sideOf(browser, `this build (${commitOf('.')})`, thisServer),
      await sideOf(browser, commitOf(checkout), otherServer),
    ];
    const base = (side: Side) => side.server.manifest.explorerUrl!;
    const search: Step = (side, i) => {
      const hashes = searchedHashes(side.server.manifest);
      return searchToTransaction(side.page, base(side), hashes[i % hashes.length]!);
    };
    const receipt: Step = async (side) => {
      const t = await receiptLinkToLogs(side.page, base(side), side.server.manifest.roles.manyLogs.hash);
      return t.painted - t.start;
    };
    // one of each first, not counted: the route chunks into the HTTP cache, the gateways warm
    for (const side of sides) {
      await search(side, 0);
      await receipt(side, 0);
    }
    const logs = thisServer.manifest.roles.manyLogs.logCount;
    return [
      await pair(sides, search, pairs, 'search → transaction page painted', options.log),
      await pair(
        sides,
        receipt,
        // the receipt step is slower: half as many pairs, 6 at least (fewer have no 95% interval)
        Math.max(6, Math.ceil(pairs / 2)),
        `receipt of ${logs} logs, link click → first screen of logs painted`,
        options.log,
      ),
    ];
  } finally {
    await browser?.close();
    await otherServer?.stop();
    await thisServer.stop();
  }
}

async function pair(
  [mine, other]: [Side, Side],
  step: Step,
  pairs: number,
  name: string,
  log: (line: string) => void,
): Promise<Measurement> {
  const mineMs: number[] = [];
  const otherMs: number[] = [];
  for (let round = 0; round < pairs; round++) {
    // alternate which build goes first, so a warmed cache or a busy moment favours neither
    const first = round % 2 === 0;
    const a = await step(first ? mine : other, round);
    const b = await step(first ? other : mine, round);
    mineMs.push(first ? a : b);
    otherMs.push(first ? b : a);
  }
  const differences = mineMs.map((ms, i) => ms - otherMs[i]!);
  const difference = median(differences);
  // 6 pairs or more (run.ts checks): fewer have no 95% interval
  const interval = medianInterval(differences)!;
  const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
  const ms = median(mineMs);
  const peer = median(otherMs);
  log(
    `  rendering pair ${name}: ${ms.toFixed(0)} vs ${peer.toFixed(0)} ms, difference ${signed(difference)} [${signed(interval.low)}, ${signed(interval.high)}]`,
  );
  return {
    measure: `rendering pair: ${name}, ${mine.label}`,
    value: round(ms, 1),
    unit: 'ms',
    peer: `the same step built from ${other.label}`,
    peerValue: round(peer, 1),
    ratio: round(ms / peer, 3),
    target: 'not shown slower (95% interval of the paired difference reaches ≤ 0)',
    met: interval.low <= 0,
    note: `${pairs} back-to-back pairs; median paired difference ${signed(difference)} ms, 95% interval ${signed(interval.low)} to ${signed(interval.high)} ms`,
  };
}
