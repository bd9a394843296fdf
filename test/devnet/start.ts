/**
 * `npm start`: the seeded devnet plus the explorer, preconfigured for it.
 *   --manifest <file>   also write the devnet manifest (with the explorer's URL) there
 *   --port <n>          the explorer's port, and only that one (0 picks a free one); without it,
 *                       5173 or, when that is taken, the next free port (the URL printed says which)
 *   --preview           serve the production build (run `npm run build` first) instead of the dev server
 *   --faults            the gateway's test-only fault injection and scoped keys (browser tests use it)
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer, preview, resolveConfig } from 'vite';
import { startDevnet } from './index.ts';
import { writeManifestFile } from './manifest-file.ts';
import { explorerPreset } from './explorer-preset.ts';

const { values } = parseArgs({
  options: {
    manifest: { type: 'string' },
    port: { type: 'string' },
    preview: { type: 'boolean', default: false },
    faults: { type: 'boolean', default: false },
  },
});

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
const devnet = await startDevnet({ quiet: true, faults: values.faults });
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
const r = manifest.roles;
console.log(`
  Hexray is ready (${seconds} s) — open ${explorerUrl}/${values.port === undefined && new URL(explorerUrl).port !== String(DEFAULT_PORT) ? `   (port ${DEFAULT_PORT} was taken)` : ''}

  Devnet gateway   ${manifest.base}/v3/<key>   and   ${manifest.wsBase}/ws/v3/<key>
  Demo API key     ${manifest.apiKey}   (a local devnet key, not a secret)
  Anvil node       ${manifest.nodeUrl}${values.manifest ? `\n  Manifest         ${values.manifest}` : ''}

  Try:
    ${explorerUrl}/tx/${r.eip1559.hash}
    ${explorerUrl}/tx/${r.manyLogs.hash}/receipt
    ${explorerUrl}/block/${manifest.block.hash}/tx/0
    ${explorerUrl}/address/${manifest.storage.address}/storage

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
