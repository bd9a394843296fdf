// Compiles one Solidity source in-process with the solc npm package.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const solc = require('solc') as { compile(input: string): string };

export interface Compiled {
  abi: unknown[];
  bytecode: `0x${string}`;
  storageLayout: unknown;
  /** The whole standard-JSON output, shaped like a Hardhat build-info's `output`. */
  output: Record<string, unknown>;
}

export function compileContract(source: string, name: string): Compiled {
  const input = {
    language: 'Solidity',
    sources: { 'Test.sol': { content: source } },
    settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'storageLayout'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error');
  if (errors.length > 0)
    throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'));
  const contract = output.contracts['Test.sol'][name];
  return {
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    storageLayout: contract.storageLayout,
    output,
  };
}
