/**
 * `npm start`: the seeded devnet plus the explorer, preconfigured for it.
 *   --manifest <file>   also write the devnet manifest (with the explorer's URL) there
 *   --port <n>          the explorer's port (default 5173; 0 picks a free one)
 *   --preview           serve the production build (run `npm run build` first) instead of the dev server
 *   --faults            the gateway's test-only fault injection and scoped keys (browser tests use it)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer, preview } from 'vite';
import { startDevnet } from './index.ts';
import { writeManifestFile } from './manifest-file.ts';
import { explorerPreset } from './explorer-preset.ts';

const { values } = parseArgs({
  options: {
    manifest: { type: 'string' },
    port: { type: 'string', default: '5173' },
    preview: { type: 'boolean', default: false },
    faults: { type: 'boolean', default: false },
  },
});

const started = performance.now();
const devnet = await startDevnet({ quiet: true, faults: values.faults });
const presetDir = mkdtempSync(join(tmpdir(), 'hexray-'));
const presetFile = join(presetDir, 'devnet.json');
writeFileSync(presetFile, JSON.stringify(explorerPreset(devnet.manifest)));
process.env.HEXRAY_DEVNET_PRESET = presetFile;

const port = Number(values.port);
const server = values.preview
  ? await preview({ preview: { port, strictPort: port !== 0, open: false } })
  : await createServer({ server: { port, strictPort: port !== 0 }, clearScreen: false });
if (!values.preview && 'listen' in server) await server.listen();
const explorerUrl = (server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`).replace(/\/$/, '');

const manifest = { ...devnet.manifest, explorerUrl };
if (values.manifest) writeManifestFile(values.manifest, manifest);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const r = manifest.roles;
console.log(`
  Hexray is ready (${seconds} s) — open ${explorerUrl}/

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
