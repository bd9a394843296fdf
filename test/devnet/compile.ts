/**
 * Regenerates test/devnet/compiled/contracts.json from test/devnet/contracts/*.sol with solc-js
 * (the `solc` npm package, no download). Run: `npx tsx test/devnet/compile.ts`.
 */
import { writeFileSync } from 'node:fs';
import solc from 'solc';
import type { ArtifactsFile, ContractArtifact } from './artifacts.ts';
import { ARTIFACTS_FILE } from './artifacts.ts';
import { readSources, sourcesFingerprint } from './sources.ts';

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>;
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: ContractArtifact['abi'];
        evm: { bytecode: { object: string } };
        storageLayout: ContractArtifact['storageLayout'];
      }
    >
  >;
}

const sources = readSources();
const input = {
  language: 'Solidity',
  sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
  settings: {
    // Prague matches the hardfork anvil runs; the optimizer keeps the 2,000-log loop cheap.
    evmVersion: 'prague',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'storageLayout'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput;
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length > 0) {
  for (const e of errors) console.error(e.formattedMessage);
  process.exit(1);
}

const contracts: Record<string, ContractArtifact> = {};
for (const byName of Object.values(output.contracts ?? {})) {
  for (const [name, c] of Object.entries(byName)) {
    // abstract contracts (shared bases) have no bytecode of their own: nothing to deploy
    if (c.evm.bytecode.object === '') continue;
    contracts[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}`, storageLayout: c.storageLayout };
  }
}
const file: ArtifactsFile = {
  solcVersion: solc.version() as string,
  sourcesFingerprint: sourcesFingerprint(sources),
  contracts,
};
writeFileSync(ARTIFACTS_FILE, `${JSON.stringify(file, null, 2)}\n`);
console.log(`Wrote ${Object.keys(contracts).join(', ')} to ${ARTIFACTS_FILE} (solc ${file.solcVersion})`);
