/**
 * `npm run devnet`: the seeded devnet on its own, until Ctrl-C or SIGTERM.
 *   --manifest <file>   write the manifest JSON there
 *   --key <key>         an accepted API key (repeatable; default hexray-demo-key; the first is the demo key)
 *   --port <n>          the gateway's port (default: any free port)
 *   --faults            enable fault injection and its admin route (for test runs)
 *   --full              serve every key the full set of read methods (methods.ts), not only hexray-full-key
 *   --no-debug          refuse debug_* (-32601) to every key, as a provider without the debug API (hexray-nodebug-key always is)
 *   --verbose           show anvil's own output
 *   --opbnb             the opBNB flavour (opbnb.ts): OP-stack chain 204, deposits, a block every 250 ms
 *   --block-time <s>    seconds between blocks (0: a block per transaction, none after seeding); on the default
 *                       devnet they start after seeding (interval-mining.ts) and mine its pending transaction
 */
import { parseArgs } from 'node:util';
import { startDevnet } from './index.ts';
import { startOpBnbDevnet } from './opbnb.ts';

const started = performance.now();
const { values } = parseArgs({
  options: {
    manifest: { type: 'string' },
    key: { type: 'string', multiple: true },
    port: { type: 'string' },
    faults: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    'no-debug': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    opbnb: { type: 'boolean', default: false },
    'block-time': { type: 'string' },
  },
});

const blockTime = values['block-time'] === undefined ? undefined : Number(values['block-time']);
if (blockTime !== undefined && !(blockTime >= 0)) {
  console.error('--block-time takes seconds (0 or more, e.g. 0.25)');
  process.exit(2);
}
const options = {
  ...(values.key ? { keys: values.key } : {}),
  ...(values.manifest ? { manifestPath: values.manifest } : {}),
  ...(values.port ? { port: Number(values.port) } : {}),
  faults: values.faults,
  full: values.full,
  noDebug: values['no-debug'],
  quiet: !values.verbose,
};
const devnet = values.opbnb
  ? await startOpBnbDevnet({ ...options, blockTime: blockTime === 0 ? null : blockTime })
  : await startDevnet({ ...options, ...(blockTime ? { blockTime } : {}) });
const m = devnet.manifest;
const interval = 'flavour' in m ? m.blockTime : (blockTime ?? null) || null;
const mining = interval !== null ? `a block every ${interval} s` : 'mining stopped';
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const otherKeys = (m.keys ?? []).filter((key) => ![m.apiKey, m.fullKey, m.noDebugKey].includes(key));
console.log(`
  Hexray devnet ready (${seconds} s)

  HTTP        ${m.http}
  WebSocket   ${m.ws}
  API key     ${m.apiKey}   (${m.fullMode ? 'every read method' : 'the four methods of the service'})
  Full key    ${m.fullKey}   (the four and the other read methods: blocks, balances, code, eth_call, logs${m.debugRefused ? '' : ', debug_traceTransaction'})
  No-debug    ${m.noDebugKey}   (the full set without debug_*: -32601, as a provider without the debug API)${otherKeys.length > 0 ? `\n  Also        ${otherKeys.join(', ')}` : ''}
  Anvil node  ${m.nodeUrl}   (chain ${m.chainId}, head ${m.headAtSeed}, ${mining}; every method, no key)
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
