/**
 * Compiled contracts, read from the committed JSON (compiling with solc-js at every start would
 * add a few seconds). Regenerate with `npx tsx test/devnet/compile.ts`. The folder is `compiled/`,
 * not `artifacts/`, because the repository's .gitignore drops every `artifacts/` folder.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';
import { readSources, sourcesFingerprint } from './sources.ts';

export const ARTIFACTS_FILE = fileURLToPath(new URL('./compiled/contracts.json', import.meta.url));

export interface ContractArtifact {
  abi: Abi;
  bytecode: Hex;
  /** solc's storageLayout output, verbatim */
  storageLayout: SolcStorageLayout;
}

export interface SolcStorageLayout {
  storage: Array<{ label: string; slot: string; offset: number; type: string; contract: string }>;
  types: Record<string, { encoding: string; label: string; numberOfBytes: string } & Record<string, unknown>> | null;
}

export interface ArtifactsFile {
  solcVersion: string;
  sourcesFingerprint: string;
  contracts: Record<string, ContractArtifact>;
}

const CONTRACT_NAMES = [
  'DemoToken',
  'LogEmitter',
  'Reverter',
  'StorageShowcase',
  'SlotHistory',
  'Vault',
  'Box',
  'Erc1967Proxy',
  'UpgradeableBeacon',
  'BeaconProxy',
  'Bytes32Token',
  'NoSymbolToken',
  'TextToken',
] as const;

export type ContractName = (typeof CONTRACT_NAMES)[number];

export function loadArtifacts(): Record<ContractName, ContractArtifact> {
  const file = JSON.parse(readFileSync(ARTIFACTS_FILE, 'utf8')) as ArtifactsFile;
  if (file.sourcesFingerprint !== sourcesFingerprint(readSources())) {
    throw new Error(
      'test/devnet/contracts changed since the artifacts were compiled: run `npx tsx test/devnet/compile.ts`',
    );
  }
  const out = {} as Record<ContractName, ContractArtifact>;
  for (const name of CONTRACT_NAMES) {
    const artifact = file.contracts[name];
    if (!artifact) throw new Error(`Artifact ${name} missing: run \`npx tsx test/devnet/compile.ts\``);
    out[name] = artifact;
  }
  return out;
}
