/**
 * Spawns the anvil binary from @foundry-rs/anvil-linux-amd64 (not the npm wrapper script, which
 * would add a node process between us and the node) and reads the port it picks itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { killOnExit } from './cleanup.ts';

export interface AnvilNode {
  url: string;
  port: number;
  chainId: number;
  stop(): Promise<void>;
}

export const ANVIL_CHAIN_ID = 31337;
/** High enough for the 2,000-log transaction next to others in the same block. */
const BLOCK_GAS_LIMIT = 100_000_000;

/** Which chain the node runs as. */
export interface ChainProfile {
  chainId: number;
  /** `--network optimism`: OP-stack deposit transactions (0x7e) and their receipt fields */
  opStack: boolean;
  /** seconds between blocks (interval mining, fractions allowed); undefined: a block per transaction */
  blockTime?: number;
  /** an Ethereum fork other than Prague (`--hardfork`), for tests of older headers; not with opStack */
  hardfork?: string;
}

/** The default devnet: Ethereum (Prague) rules under anvil's own chain id. */
export const DEVNET_CHAIN: ChainProfile = { chainId: ANVIL_CHAIN_ID, opStack: false };

function chainArguments(chain: ChainProfile): string[] {
  return [
    // anvil's OP-stack mode runs its own latest OP hardfork; Prague is an Ethereum fork name.
    ...(chain.opStack ? ['--network', 'optimism'] : ['--hardfork', chain.hardfork ?? 'prague']),
    '--chain-id',
    String(chain.chainId),
    ...(chain.blockTime === undefined ? [] : ['--block-time', String(chain.blockTime)]),
  ];
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve(
    `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`,
  );
  return join(dirname(pkg), 'bin', 'anvil');
}

export async function startAnvil(options: { quiet?: boolean; chain?: ChainProfile } = {}): Promise<AnvilNode> {
  const chain = options.chain ?? DEVNET_CHAIN;
  const child = spawn(
    anvilBinary(),
    [
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      ...chainArguments(chain),
      '--gas-limit',
      String(BLOCK_GAS_LIMIT),
      // Pin the genesis time so blocks look alike from run to run.
      '--timestamp',
      '1767225600',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const release = killOnExit(child);
  const port = await readListeningPort(child, options.quiet ?? true);
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    chainId: chain.chainId,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        release();
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        // anvil exits promptly on SIGTERM; SIGKILL covers a wedged node.
        setTimeout(() => child.kill('SIGKILL'), 2000).unref();
      });
      return stopped;
    },
  };
}

function readListeningPort(child: ChildProcess, quiet: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (!quiet) process.stderr.write(text);
      seen += text;
      const match = /Listening on [\d.]+:(\d+)/.exec(seen);
      if (match) {
        child.stdout?.off('data', onData);
        // Keep draining so anvil never blocks on a full pipe.
        child.stdout?.on('data', quiet ? () => {} : (c: Buffer) => process.stderr.write(c));
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      seen += c.toString();
      if (!quiet) process.stderr.write(c);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`anvil exited before listening (code ${code}, signal ${signal}):\n${seen.slice(-2000)}`)),
    );
  });
}
