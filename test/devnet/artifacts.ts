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
  /** the source file (its name in contracts/) the contract is compiled from */
  sourceFile: string;
  /** the runtime code, with zeros where immutables go */
  deployedBytecode: Hex;
  /** AST id → where in the runtime code each immutable's 32 bytes go */
  immutableReferences: Record<string, Array<{ start: number; length: number }>>;
  /** canonical function signature → selector (hex without 0x), as solc computes them */
  methodIdentifiers: Record<string, string>;
  /** solc's metadata JSON, as the string whose hash is in the code's CBOR trailer */
  metadata: string;
  userdoc: Record<string, unknown>;
  devdoc: Record<string, unknown>;
}

export interface SolcStorageLayout {
  storage: Array<{ label: string; slot: string; offset: number; type: string; contract: string }>;
  types: Record<string, { encoding: string; label: string; numberOfBytes: string } & Record<string, unknown>> | null;
}

export interface ArtifactsFile {
  solcVersion: string;
  /** the compiler settings every contract was compiled with (outputSelection aside) */
  settings: { evmVersion: string; optimizer: { enabled: boolean; runs: number } };
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
  'HexPair',
  'HexRouter',
  'SelectorCollision',
  'Relay',
  'Catcher',
  'Sink',
  'Splitter',
  'Child',
  'ChildFactory',
  'EphemeralFactory',
] as const;

export type ContractName = (typeof CONTRACT_NAMES)[number];

/** The committed compiler output, refused when the sources changed since it was made. */
export function readArtifactsFile(): ArtifactsFile {
  const file = JSON.parse(readFileSync(ARTIFACTS_FILE, 'utf8')) as ArtifactsFile;
  if (file.sourcesFingerprint !== sourcesFingerprint(readSources())) {
    throw new Error(
      'test/devnet/contracts changed since the artifacts were compiled: run `npx tsx test/devnet/compile.ts`',
    );
  }
  return file;
}

export function loadArtifacts(): Record<ContractName, ContractArtifact> {
  const file = readArtifactsFile();
  const out = {} as Record<ContractName, ContractArtifact>;
  for (const name of CONTRACT_NAMES) {
    const artifact = file.contracts[name];
    if (!artifact) throw new Error(`Artifact ${name} missing: run \`npx tsx test/devnet/compile.ts\``);
    out[name] = artifact;
  }
  return out;
}
