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
        metadata: string;
        userdoc: Record<string, unknown>;
        devdoc: Record<string, unknown>;
        evm: {
          bytecode: { object: string };
          deployedBytecode: { object: string; immutableReferences?: ContractArtifact['immutableReferences'] };
          methodIdentifiers: Record<string, string>;
        };
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
    // metadata, docs, runtime code and selectors feed the devnet's Sourcify and signature-database
    // stand-ins (outside-sources.ts): what they answer is the compiler's output, never hand-written.
    outputSelection: {
      '*': {
        '*': [
          'abi',
          'metadata',
          'userdoc',
          'devdoc',
          'evm.bytecode.object',
          'evm.deployedBytecode.object',
          'evm.deployedBytecode.immutableReferences',
          'evm.methodIdentifiers',
          'storageLayout',
        ],
      },
    },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput;
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length > 0) {
  for (const e of errors) console.error(e.formattedMessage);
  process.exit(1);
}

const contracts: Record<string, ContractArtifact> = {};
for (const [sourceFile, byName] of Object.entries(output.contracts ?? {})) {
  for (const [name, c] of Object.entries(byName)) {
    // abstract contracts (shared bases) and interfaces have no bytecode of their own: nothing to deploy
    if (c.evm.bytecode.object === '') continue;
    contracts[name] = {
      abi: c.abi,
      bytecode: `0x${c.evm.bytecode.object}`,
      storageLayout: c.storageLayout,
      sourceFile,
      deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
      immutableReferences: c.evm.deployedBytecode.immutableReferences ?? {},
      methodIdentifiers: c.evm.methodIdentifiers,
      metadata: c.metadata,
      userdoc: c.userdoc,
      devdoc: c.devdoc,
    };
  }
}
const file: ArtifactsFile = {
  solcVersion: solc.version() as string,
  settings: { evmVersion: input.settings.evmVersion, optimizer: input.settings.optimizer },
  sourcesFingerprint: sourcesFingerprint(sources),
  contracts,
};
writeFileSync(ARTIFACTS_FILE, `${JSON.stringify(file, null, 2)}\n`);
console.log(`Wrote ${Object.keys(contracts).join(', ')} to ${ARTIFACTS_FILE} (solc ${file.solcVersion})`);
