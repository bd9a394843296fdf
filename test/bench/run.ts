/**
 * `npm run bench`: the RPC client, the slot calculator, hostile calldata, the bundle and rendering, measured beside
 * their peers. Prints a table; `--json <file>` also writes it as JSON; `--only rpc,slots` runs a
 * subset; `--rounds N` sets the rounds of the RPC and slot races (default 3); `--lines 'http 64'` runs
 * only the RPC lines whose name contains it; `--against <checkout>` adds cold-link-pair, this
 * build's cold links against that checkout's in the same run (`--pairs N` loads of each, default 30),
 * and rendering-pair, its search and receipt steps against that checkout's the same way (default 20). Measurements only — nothing here fails on
 * a number; a missed target is marked MISSED in the table.
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import type { Measurement } from './measure.ts';
import { formatTable, writeJson } from './table.ts';

const MEASURES = [
  'rpc',
  'slots',
  'receipts-root',
  'abi',
  'bundle',
  'rendering',
  'heap',
  'cold-link',
  'cold-link-pair',
  'rendering-pair',
  'live-head',
  'archive-page',
  'archive-fallback',
  'archive-cost',
  'trace',
  'activity',
  'read-tab',
] as const;
type MeasureName = (typeof MEASURES)[number];

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    lines: { type: 'string' },
    against: { type: 'string' },
    pairs: { type: 'string' },
  },
});

const only = new Set<MeasureName>(
  values.only
    ? values.only.split(',').map((s) => {
        const name = s.trim() as MeasureName;
        if (!MEASURES.includes(name)) throw new Error(`--only: unknown measure "${s}" (known: ${MEASURES.join(', ')})`);
        return name;
      })
    : MEASURES.filter((name) => (name !== 'cold-link-pair' && name !== 'rendering-pair') || values.against),
);
for (const paired of ['cold-link-pair', 'rendering-pair'] as const)
  if (only.has(paired) && !values.against)
    throw new Error(`${paired} needs --against <a checkout of the commit to compare with>`);
const pairs = values.pairs === undefined ? undefined : Number(values.pairs);
if (pairs !== undefined && (!Number.isInteger(pairs) || pairs < 6))
  throw new Error('--pairs must be a whole number ≥ 6 (fewer have no 95% interval for their median)');
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number ≥ 1');

const log = (line: string) => console.error(line);
const results: Measurement[] = [];
log(`Machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);

if (only.has('slots')) {
  log('slots…');
  const { benchSlots } = await import('./slots.ts');
  results.push(...benchSlots({ rounds, log }));
}

if (only.has('receipts-root')) {
  log('receipts root…');
  const { benchReceiptsRoot } = await import('./receipts-root.ts');
  results.push(...benchReceiptsRoot({ rounds, log }));
}

if (only.has('abi')) {
  const { benchAbiDecode } = await import('./abi-decode.ts');
  results.push(...(await benchAbiDecode({ rounds, log })));
}

if (only.has('rpc')) {
  log('rpc: starting the devnet…');
  const { benchRpc } = await import('./rpc.ts');
  const { prepareRpcWorkload } = await import('./rpc-workload.ts');
  const { startChildServer } = await import('./child-server.ts');
  const devnet = await startChildServer('test/devnet/cli.ts', [], 'artifacts/bench/rpc-manifest.json');
  try {
    const workload = await prepareRpcWorkload(devnet.manifest);
    results.push(...(await benchRpc(devnet.manifest, workload, { rounds, log, lines: values.lines })));
  } finally {
    await devnet.stop();
  }
}

if (
  only.has('bundle') ||
  only.has('rendering') ||
  only.has('heap') ||
  only.has('cold-link') ||
  only.has('cold-link-pair') ||
  only.has('rendering-pair') ||
  only.has('live-head') ||
  only.has('archive-page') ||
  only.has('archive-fallback') ||
  only.has('archive-cost') ||
  only.has('trace') ||
  only.has('activity') ||
  only.has('read-tab')
) {
  const { buildForBench, benchBundle } = await import('./bundle.ts');
  log('bundle: building…');
  const build = buildForBench();
  if (only.has('bundle')) results.push(...benchBundle(build));
  if (only.has('rendering')) {
    log('rendering: starting the preview on a devnet…');
    const { benchRendering } = await import('./rendering.ts');
    results.push(...(await benchRendering(build.outDir, { log })));
  }
  if (only.has('heap')) {
    log('heap: starting the preview on a devnet…');
    const { benchHeap } = await import('./heap.ts');
    results.push(...(await benchHeap(build.outDir, { log })));
  }
  if (only.has('cold-link')) {
    log('cold link: starting the preview on a devnet…');
    const { benchColdLink } = await import('./cold-link.ts');
    results.push(...(await benchColdLink(build.outDir, { log })));
  }
  if (only.has('cold-link-pair')) {
    log(`cold-link pair: this build and ${values.against}'s, each on its own preview and devnet…`);
    const { benchColdLinkPair } = await import('./cold-link-pair.ts');
    results.push(...(await benchColdLinkPair(build.outDir, values.against!, { log, pairs })));
  }
  if (only.has('rendering-pair')) {
    log(`rendering pair: this build and ${values.against}'s, each on its own preview and devnet…`);
    const { benchRenderingPair } = await import('./rendering-pair.ts');
    results.push(...(await benchRenderingPair(build.outDir, values.against!, { log, pairs })));
  }
  if (only.has('live-head')) {
    log('live head: starting the preview on a devnet…');
    const { benchLiveHead } = await import('./live-head.ts');
    results.push(...(await benchLiveHead(build.outDir, { log })));
  }
  if (only.has('archive-page')) {
    log('archive page: starting the preview on a devnet…');
    const { benchArchivePage } = await import('./archive-page.ts');
    results.push(...(await benchArchivePage(build.outDir, { log })));
  }
  if (only.has('archive-fallback')) {
    log('archive fallback: starting the preview on the opBNB devnet (250 ms blocks)…');
    const { benchArchiveFallback } = await import('./archive-fallback.ts');
    results.push(...(await benchArchiveFallback(build.outDir, { log })));
  }
  if (only.has('trace')) {
    log('trace: starting the preview on a devnet…');
    const { benchTrace } = await import('./trace.ts');
    results.push(...(await benchTrace(build, { log })));
  }
  if (only.has('activity')) {
    log('activity: starting the preview on a devnet…');
    const { benchActivity } = await import('./activity.ts');
    results.push(...(await benchActivity(build.outDir, { log })));
  }
  if (only.has('read-tab')) {
    log('read tab: starting the preview on a devnet…');
    const { benchReadTab } = await import('./read-tab.ts');
    results.push(...(await benchReadTab(build.outDir, { log })));
  }
  if (only.has('archive-cost')) {
    log('archive cost: starting the preview on a devnet…');
    const { benchArchiveCost } = await import('./archive-cost.ts');
    results.push(...(await benchArchiveCost(build.outDir, { log })));
  }
}

console.log(formatTable(results));
if (values.json) {
  writeJson(values.json, results);
  log(`wrote ${values.json}`);
}
