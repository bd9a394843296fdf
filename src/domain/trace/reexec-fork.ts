/**
 * The rules a re-execution runs under: the fork a link names (`?fork=`), else the one in force at
 * the block on the network's schedule (fork-schedules.ts), else, for a network whose schedule
 * Hexray does not know (a local devnet, 31337), the newest rules the engine knows, and the page
 * says so.
 */
import { forkAt, type EthereumFork } from '../network/fork-schedules.ts';

export type ForkChoice =
  | { fork: EthereumFork; by: 'link' }
  | { fork: EthereumFork; by: 'schedule'; upgrade: string }
  | { fork: EthereumFork; by: 'newest' };

export function chooseFork(
  chainId: bigint | null,
  block: { number: bigint; timestamp: bigint },
  chosen: EthereumFork | null,
  newest: EthereumFork,
): ForkChoice {
  if (chosen) return { fork: chosen, by: 'link' };
  const upgrade = chainId === null ? null : forkAt({ chainId }, block.number, block.timestamp);
  if (upgrade) return { fork: upgrade.rules, by: 'schedule', upgrade: upgrade.name };
  return { fork: newest, by: 'newest' };
}
