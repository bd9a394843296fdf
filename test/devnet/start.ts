/**
 * `npm start`: the seeded devnet plus the explorer, preconfigured for it.
 *   --manifest <file>   also write the devnet manifest (with the explorer's URL) there
 *   --port <n>          the explorer's port, and only that one (0 picks a free one); without it,
 *                       5173 or, when that is taken, the next free port (the URL printed says which)
 *   --preview           serve the production build (run `npm run build` first) instead of the dev server
 *   --faults            the gateway's test-only fault injection and scoped keys (browser tests use it)
 *   --full              the demo key is served every read method (blocks, balances, code, eth_call…),
 *                       not only the service's four (hexray-full-key always is)
 *   --no-debug          the full-mode key is refused debug_traceTransaction (-32601), as a provider without
 *                       the debug API, so the Trace page's fallback shows (hexray-nodebug-key always is)
 *   --opbnb             the opBNB flavour: an OP-stack chain 204 with deposits, mining every 250 ms
 *   --block-time <s>    seconds between blocks (0: a block per transaction, none after seeding); on the
 *                       default devnet the blocks start after seeding (interval-mining.ts), which mines
 *                       the seeded pending transaction
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer, preview, resolveConfig } from 'vite';
import { startDevnet } from './index.ts';
import { startOpBnbDevnet } from './opbnb.ts';
import { writeManifestFile } from './manifest-file.ts';
import { explorerPreset } from './explorer-preset.ts';

const { values } = parseArgs({
  options: {
    manifest: { type: 'string' },
    port: { type: 'string' },
    preview: { type: 'boolean', default: false },
    faults: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    'no-debug': { type: 'boolean', default: false },
    opbnb: { type: 'boolean', default: false },
    'block-time': { type: 'string' },
  },
});

const blockTime = values['block-time'] === undefined ? undefined : Number(values['block-time']);
if (blockTime !== undefined && !(blockTime >= 0)) {
  console.error(`--block-time takes seconds (0 or more, e.g. 0.25), not "${values['block-time']}"`);
  process.exit(2);
}

/**
 * Why `--preview` cannot serve, or null. Without a build Vite fails from inside its server (no
 * folder, or an ENOENT for index.html on the first request); say so in one line before the
 * devnet starts. The folder is the one vite.config.ts builds into (HEXRAY_OUT_DIR or dist/).
 */
async function missingBuild(): Promise<string | null> {
  const config = await resolveConfig({}, 'serve', 'production', 'production', true);
  const outDir = resolve(config.root, config.build.outDir);
  if (existsSync(join(outDir, 'index.html'))) return null;
  const shown = relative(process.cwd(), outDir);
  return `No production build in ${shown.startsWith('..') ? outDir : shown || '.'}/: run \`npm run build\` first.`;
}

if (values.preview) {
  const reason = await missingBuild();
  if (reason) {
    console.error(reason);
    process.exit(1);
  }
}

const started = performance.now();
const devnetOptions = { quiet: true, faults: values.faults, full: values.full, noDebug: values['no-debug'] };
const devnet = values.opbnb
  ? await startOpBnbDevnet({ ...devnetOptions, blockTime: blockTime === 0 ? null : blockTime })
  : // the default seeding needs a block per transaction (one block of four, one left pending): the
    // interval starts after it
    await startDevnet({ ...devnetOptions, ...(blockTime ? { blockTime } : {}) });
const presetDir = mkdtempSync(join(tmpdir(), 'hexray-'));
const presetFile = join(presetDir, 'devnet.json');
writeFileSync(presetFile, JSON.stringify(explorerPreset(devnet.manifest)));
process.env.HEXRAY_DEVNET_PRESET = presetFile;

const DEFAULT_PORT = 5173;
// A port asked for is a promise (the browser tests rely on it); the default is only a preference,
// so a second `npm start` or another Vite app on 5173 does not make the first try fail.
const strictPort = values.port !== undefined && Number(values.port) !== 0;
const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
const server = values.preview
  ? await preview({ preview: { port, strictPort, open: false } })
  : await createServer({ server: { port, strictPort }, clearScreen: false });
if (!values.preview && 'listen' in server) await server.listen();
const explorerUrl = (server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`).replace(/\/$/, '');

const manifest = { ...devnet.manifest, explorerUrl };
if (values.manifest) writeManifestFile(values.manifest, manifest);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const tryPaths =
  'flavour' in manifest
    ? [
        `/tx/${manifest.roles.deposit.hash}`,
        `/tx/${manifest.roles.deposit.hash}/receipt`,
        `/tx/${manifest.roles.transfer.hash}`,
      ]
    : [
        `/tx/${manifest.roles.eip1559.hash}`,
        `/tx/${manifest.roles.manyLogs.hash}/receipt`,
        `/block/${manifest.block.hash}/tx/0`,
        `/address/${manifest.storage.address}/storage`,
      ];
const windowLine = (seconds: number) => `a block every ${seconds} s, so the 128-block window is ${seconds * 128} s`;
const chainLine =
  'flavour' in manifest
    ? `\n  Chain            opBNB (204, OP stack): ${manifest.blockTime === null ? 'a block per transaction, none after seeding' : windowLine(manifest.blockTime)}`
    : blockTime
      ? `\n  Chain            after seeding, ${windowLine(blockTime)} (the seeded pending transaction is mined)`
      : '';
const outsideLine =
  'outsideSources' in manifest && manifest.outsideSources
    ? `\n  Outside sources  ${manifest.outsideSources.sourcify} (Sourcify) and ${manifest.outsideSources.signatures} (signatures): local stand-ins, the defaults, off until turned on`
    : '';
console.log(`
  Hexray is ready (${seconds} s) — open ${explorerUrl}/${values.port === undefined && new URL(explorerUrl).port !== String(DEFAULT_PORT) ? `   (port ${DEFAULT_PORT} was taken)` : ''}

  Devnet gateway   ${manifest.base}/v3/<key>   and   ${manifest.wsBase}/ws/v3/<key>
  Demo API key     ${manifest.apiKey}   (a local devnet key, not a secret; ${manifest.fullMode ? 'every read method' : 'the four methods of the service only'})
  Full-mode key    ${manifest.fullKey}   (the same gateway, also serving blocks, balances, code, eth_call and logs${manifest.debugRefused ? '' : ', and traces'})
  No-debug key     ${manifest.noDebugKey}   (the full-mode set without traces: debug_* answers -32601)
  Bare anvil       ${manifest.nodeUrl}   (every method, no key: connect with the full URL option in Settings)${chainLine}${outsideLine}${values.manifest ? `\n  Manifest         ${values.manifest}` : ''}

  Try:
${tryPaths.map((path) => `    ${explorerUrl}${path}`).join('\n')}

  Ctrl-C stops everything.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([server.close(), devnet.stop()]);
  rmSync(presetDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
