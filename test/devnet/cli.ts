/**
 * `npm run devnet`: the seeded devnet on its own, until Ctrl-C or SIGTERM.
 *   --manifest <file>   write the manifest JSON there
 *   --key <key>         an accepted API key (repeatable; default hexray-demo-key; the first is the demo key)
 *   --port <n>          the gateway's port (default: any free port)
 *   --faults            enable fault injection and its admin route (for test runs)
 *   --verbose           show anvil's own output
 */
import { parseArgs } from 'node:util';
import { startDevnet } from './index.ts';

const started = performance.now();
const { values } = parseArgs({
  options: {
    manifest: { type: 'string' },
    key: { type: 'string', multiple: true },
    port: { type: 'string' },
    faults: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const devnet = await startDevnet({
  ...(values.key ? { keys: values.key } : {}),
  ...(values.manifest ? { manifestPath: values.manifest } : {}),
  ...(values.port ? { port: Number(values.port) } : {}),
  faults: values.faults,
  quiet: !values.verbose,
});
const m = devnet.manifest;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`
  Hexray devnet ready (${seconds} s)

  HTTP        ${m.http}
  WebSocket   ${m.ws}
  API key     ${m.apiKey}${m.keys && m.keys.length > 1 ? `   (also: ${m.keys.slice(1).join(', ')})` : ''}
  Anvil node  ${m.nodeUrl}   (chain ${m.chainId}, head ${m.headAtSeed}, mining stopped)
  Stats       ${m.admin?.stats ?? '-'}${m.admin?.faults ? `\n  Faults      ${m.admin.faults}` : ''}
  Manifest    ${values.manifest ?? '(not written: pass --manifest <file>)'}

  Ctrl-C stops everything.
`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  await devnet.stop();
  console.log(`  Devnet stopped (${signal}).`);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
