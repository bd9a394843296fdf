/**
 * This build's cold links against another commit's, in the same run: "no slower than before" is a
 * claim about two builds, and one build's median moves 20–60 ms between runs on a busy machine,
 * more than the differences in question. So both builds are served at once (each checkout's own
 * `start.ts --preview` on a devnet of its own) and every round loads each record page from both,
 * back to back, in alternating order. The difference of each such pair is taken, and the median
 * difference is reported with a distribution-free 95% interval: a build is "not shown slower" when
 * that interval reaches zero or below.
 *
 * The other checkout needs its own `node_modules` (a symlink to this one's will do when the
 * dependencies match) and must have the four record pages (every build since the cold-link boot).
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { startPreview, type ChildServer } from './child-server.ts';
import { coldLoad, LATENCIES, recordPages, type ColdLinkPage, type Load } from './cold-link.ts';
import { median, medianInterval, round, type Measurement } from './measure.ts';

/** pairs per page and latency, unless asked otherwise: 30 puts the interval between the 10th and 21st difference */
const DEFAULT_PAIRS = 30;
const MANIFEST = 'artifacts/bench/cold-link-pair-manifest.json';
const OTHER_MANIFEST = 'artifacts/bench/cold-link-pair-other-manifest.json';

interface Build {
  label: string;
  server: ChildServer;
  pages: ColdLinkPage[];
}

/** Builds `checkout` (its own Vite and config) into its artifacts folder; returns that folder. */
export function buildCheckout(checkout: string): string {
  const outDir = resolve(checkout, 'artifacts/bench/pair-dist');
  execFileSync(process.execPath, [join(checkout, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HEXRAY_OUT_DIR: outDir },
  });
  return outDir;
}

export function commitOf(checkout: string): string {
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim();
}

export async function benchColdLinkPair(
  outDir: string,
  otherCheckout: string,
  options: { log: (line: string) => void; pairs?: number },
): Promise<Measurement[]> {
  const pairs = options.pairs ?? DEFAULT_PAIRS;
  const checkout = resolve(otherCheckout);
  options.log(`cold-link pair: building ${checkout}…`);
  const otherOutDir = buildCheckout(checkout);
  const thisServer = await startPreview(outDir, MANIFEST);
  let otherServer: ChildServer | undefined;
  let browser: Browser | undefined;
  try {
    otherServer = await startPreview(otherOutDir, OTHER_MANIFEST, { cwd: checkout });
    browser = await chromium.launch((await resolveChromium()).launchOptions);
    const builds: [Build, Build] = [
      { label: `this build (${commitOf('.')})`, server: thisServer, pages: recordPages(thisServer.manifest) },
      { label: commitOf(checkout), server: otherServer, pages: recordPages(otherServer.manifest) },
    ];
    // one warm-up of each, not counted: the previews and gateways compile their first answers
    for (const build of builds) for (const p of build.pages) await coldLoad(browser, p.url, p.selector, 0);
    const results: Measurement[] = [];
    for (const latencyMs of LATENCIES) results.push(...(await pairAt(browser, builds, latencyMs, pairs, options.log)));
    return results;
  } finally {
    await browser?.close();
    await otherServer?.stop();
    await thisServer.stop();
  }
}

async function pairAt(
  browser: Browser,
  [mine, other]: [Build, Build],
  latencyMs: number,
  pairs: number,
  log: (line: string) => void,
): Promise<Measurement[]> {
  const where = latencyMs > 0 ? `${latencyMs} ms emulated latency` : 'loopback';
  const pages = mine.pages.map((page, i) => ({
    page,
    otherPage: other.pages[i]!,
    mine: [] as Load[],
    other: [] as Load[],
  }));
  for (let round = 0; round < pairs; round++) {
    for (const p of pages) {
      // alternate which build goes first, so a warmed cache or a busy moment favours neither
      const first = round % 2 === 0;
      const a = await coldLoad(browser, (first ? p.page : p.otherPage).url, p.page.selector, latencyMs);
      const b = await coldLoad(browser, (first ? p.otherPage : p.page).url, p.page.selector, latencyMs);
      p.mine.push(first ? a : b);
      p.other.push(first ? b : a);
    }
  }
  return pages.map(({ page, mine: loads, other: otherLoads }) => {
    const differences = loads.map((l, i) => l.ms - otherLoads[i]!.ms);
    const difference = median(differences);
    // 6 pairs or more (run.ts checks): fewer have no 95% interval
    const interval = medianInterval(differences)!;
    const ms = median(loads.map((l) => l.ms));
    const otherMs = median(otherLoads.map((l) => l.ms));
    const kb = (sample: Load[]) => median(sample.map((l) => l.kb)).toFixed(1);
    const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
    log(
      `  cold-link pair (${where}) ${page.name}: ${ms.toFixed(0)} vs ${otherMs.toFixed(0)} ms, difference ${signed(difference)} [${signed(interval.low)}, ${signed(interval.high)}]`,
    );
    return {
      measure: `cold-link pair (${where}) → data visible: ${page.name} page, ${mine.label}`,
      value: round(ms, 1),
      unit: 'ms',
      peer: `the same page built from ${other.label}`,
      peerValue: round(otherMs, 1),
      ratio: round(ms / otherMs, 3),
      target: 'not shown slower (95% interval of the paired difference reaches ≤ 0)',
      met: interval.low <= 0,
      note: `${pairs} back-to-back pairs; median paired difference ${signed(difference)} ms, 95% interval ${signed(interval.low)} to ${signed(interval.high)} ms; before data visible ${kb(loads)} vs ${kb(otherLoads)} KB`,
    };
  });
}
