/**
 * The Trace page (#39), on the production build and the devnet's seeded swap (router → pair →
 * token, third in its block), each figure beside its peer in the same run:
 *
 * - the swap re-executed in this browser (a cold link to `/tx/<swap>/trace?source=browser`, until
 *   the receipt check shows), against the same page from anvil's tracer (`debug_traceTransaction`
 *   through the gateway), anvil's two tracer calls asked from Node, and `cast run <hash>` (the
 *   peer that re-executes, Foundry's binary from node_modules) against the same anvil;
 * - the round trips one re-execution makes to the endpoint at 50 ms of emulated latency (its
 *   POSTs, concurrent ones counted as one: the client sends at most 8 calls in each), through the
 *   gateway, which does not serve eth_createAccessList, and on the bare anvil, which does (its
 *   list read up front); for the swap and for a transaction first in its block (the caught
 *   revert);
 * - that the Trace page's code and the re-execution's worker are off the first page, with their
 *   sizes.
 *
 * Figures only: nothing here fails on a number.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { resolveChromium } from '../support/chromium.ts';
import { firstPageFiles, gzipKB, type BenchBuild } from './bundle.ts';
import { startPreview } from './child-server.ts';
import { coldLoad } from './cold-link.ts';
import { alone, median, round, spread, versus, waves, type Measurement } from './measure.ts';
import { connectFullUrl, emulateLatency, timePosts, type PostedCall } from './endpoint-session.ts';

const MANIFEST = 'artifacts/bench/trace-manifest.json';
const RUNS = 7;
const LATENCY_MS = 50;
const CHECK = '[data-testid="receipt-check"]';
/** What a re-execution asks of the endpoint (the page's own lookups of the transaction and receipt aside). */
const REEXEC_METHODS = [
  'eth_getBlockByNumber',
  'eth_getBalance',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_createAccessList',
];

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** Milliseconds `work` takes, each of `runs` times after one not counted. */
async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

/** A cold link's load, `runs` times after one not counted: its times. */
async function coldLoads(browser: Browser, url: string, runs: number): Promise<number[]> {
  await coldLoad(browser, url, CHECK, 0);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await coldLoad(browser, url, CHECK, 0)).ms);
  return times;
}

/**
 * A re-execution's call: one of its methods, at a block number. The probe's calls (at `latest`,
 * or the chain id and the head) and the page's own lookups are not.
 */
const isReexecCall = ({ method, params }: PostedCall) =>
  (REEXEC_METHODS.includes(method) && !params.includes('latest')) || method === 'eth_getTransactionByHash';

interface RoundTrips {
  posts: number;
  /** waves of POSTs: a POST sent after an answer of the wave before it came back starts a new one */
  roundTrips: number;
  calls: number;
  ms: number;
}

/**
 * One re-execution at LATENCY_MS: a fresh context connected to `endpoint` (a full URL, through
 * Settings), then the trace page; the POSTs to the endpoint from the re-execution's first read
 * (its block) until the receipt check shows.
 */
async function reexecRoundTrips(
  browser: Browser,
  explorer: string,
  endpoint: string,
  hash: string,
): Promise<RoundTrips> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await connectFullUrl(page, explorer, endpoint);
    await emulateLatency(context, page, LATENCY_MS);
    const posts = timePosts(page, endpoint);
    const start = performance.now();
    await page.goto(`${explorer}/tx/${hash}/trace?source=browser`);
    await page.locator(CHECK).waitFor({ timeout: 120_000 });
    const ms = performance.now() - start;
    const first = posts.findIndex((post) => post.calls.some((call) => call.method === 'eth_getBlockByNumber'));
    const reexec = posts.slice(Math.max(first, 0)).filter((post) => post.calls.some(isReexecCall));
    return {
      posts: reexec.length,
      roundTrips: waves(reexec),
      calls: reexec.reduce((sum, post) => sum + post.calls.length, 0),
      ms,
    };
  } finally {
    await context.close();
  }
}

/** `cast run <hash>` against the devnet's anvil: its times, or why it could not run. */
async function castRun(nodeUrl: string, hash: string): Promise<{ times: number[] } | { failed: string }> {
  const run = promisify(execFile);
  const cast = resolve('node_modules/.bin/cast');
  try {
    const times = await timed(3, () => run(cast, ['run', hash, '--rpc-url', nodeUrl], { timeout: 120_000 }));
    return { times };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { failed: text.split('\n').slice(0, 2).join(' ').slice(0, 200) };
  }
}

function traceCode(build: BenchBuild): Measurement {
  const first = firstPageFiles(build);
  const assets = readdirSync(resolve(build.outDir, 'assets'));
  const traceFiles = assets.filter((file) => /^(TracePage|reexec-worker|kept-trace)-.*\.js$/.test(file));
  const onFirst = traceFiles.filter((file) => first.has(`assets/${file}`));
  const sizes = gzipKB(
    build.outDir,
    traceFiles.map((file) => `assets/${file}`),
  ).sizes.map(([file, kb]) => `${file.replace(/^assets\//, '')} ${kb.toFixed(1)}`);
  return alone({
    measure:
      'trace: the Trace page’s code on the first page (its chunk, the kept-trace chunk, the re-execution worker)',
    value: gzipKB(
      build.outDir,
      onFirst.map((file) => `assets/${file}`),
    ).kb,
    unit: 'KB gzip',
    target: '0 KB',
    max: 0,
    note: `loaded only by the Trace page (the worker only when a re-execution starts): ${sizes.join(', ')} KB gzip`,
  });
}

export async function benchTrace(build: BenchBuild, options: { log: (line: string) => void }): Promise<Measurement[]> {
  const results: Measurement[] = [traceCode(build)];
  // --full: the demo key, which a cold link opens with, serves blocks, state and the tracer
  const server = await startPreview(build.outDir, MANIFEST, { flags: ['--full'] });
  const manifest: DevnetManifest = server.manifest;
  const explorer = manifest.explorerUrl!;
  const swap = manifest.trace.swap.hash;
  const browser = await chromium.launch((await resolveChromium()).launchOptions);
  try {
    options.log('trace: the swap re-executed in the browser, and from the tracer…');
    const browserTimes = await coldLoads(browser, `${explorer}/tx/${swap}/trace?source=browser`, RUNS);
    const tracerTimes = await coldLoads(browser, `${explorer}/tx/${swap}/trace`, RUNS);
    const tracerCalls = await timed(RUNS, () =>
      Promise.all(
        [
          { tracer: 'callTracer', tracerConfig: { withLog: true } },
          { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
        ].map((config) => rpc(manifest.nodeUrl, 'debug_traceTransaction', [swap, config])),
      ),
    );
    const pageNote = (times: number[]) => `median of ${RUNS} cold links (${spread(times, 0)} ms), loopback`;
    results.push(
      versus({
        measure: 'trace: the swap re-executed in this browser, cold link until the receipt check shows',
        value: round(median(browserTimes), 0),
        unit: 'ms',
        peer: 'the same page from anvil’s debug_traceTransaction (gateway)',
        peerValue: round(median(tracerTimes), 0),
        target: null,
        note: `${pageNote(browserTimes)}; peer ${pageNote(tracerTimes)}`,
      }),
      alone({
        measure:
          'trace: anvil’s debug_traceTransaction for the swap, callTracer and prestateTracer together, from Node',
        value: round(median(tracerCalls), 1),
        unit: 'ms',
        target: null,
        note: `median of ${RUNS} (${spread(tracerCalls)} ms), bare anvil, loopback`,
      }),
    );

    options.log('trace: cast run…');
    const cast = await castRun(manifest.nodeUrl, swap);
    results.push(
      'times' in cast
        ? versus({
            measure: 'trace: the swap re-executed in this browser, against `cast run <hash>` on the same anvil',
            value: round(median(browserTimes), 0),
            unit: 'ms',
            peer: 'cast run (Foundry, wall time of the process)',
            peerValue: round(median(cast.times), 0),
            target: null,
            note: `cast run: median of 3 (${spread(cast.times, 0)} ms), replays the block's earlier transactions too; ours includes the page's load`,
          })
        : alone({
            measure: 'trace: `cast run <hash>` on the same anvil',
            value: Number.NaN,
            unit: 'ms',
            target: null,
            note: `could not run: ${cast.failed}`,
          }),
    );

    options.log(`trace: round trips per re-execution at ${LATENCY_MS} ms…`);
    const gateway = `${manifest.base}/v3/${manifest.apiKey}`;
    const cases = [
      ['the swap (third in its block)', swap],
      ['the caught revert (first in its block)', manifest.trace.caughtRevert.hash],
    ] as const;
    for (const [name, hash] of cases) {
      const without = await reexecRoundTrips(browser, explorer, gateway, hash);
      const withList = await reexecRoundTrips(browser, explorer, manifest.nodeUrl, hash);
      results.push(
        versus({
          measure: `trace: round trips per re-execution at ${LATENCY_MS} ms, ${name}, with eth_createAccessList served (bare anvil)`,
          value: withList.roundTrips,
          unit: 'round trips',
          peer: 'without it (the gateway’s full key)',
          peerValue: without.roundTrips,
          target: '≤ 3',
          note: `with: ${withList.posts} POSTs, ${withList.calls} calls, ${round(withList.ms, 0)} ms to the trace; without: ${without.posts} POSTs, ${without.calls} calls, ${round(without.ms, 0)} ms`,
        }),
      );
      const last = results.at(-1)!;
      last.met = withList.roundTrips <= 3;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}
