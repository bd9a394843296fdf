/**
 * When each network's execution rules changed: the block or the time each fork activated, so a
 * transaction can be replayed (traced) under the rules of its own block. Ethereum's forks carry
 * execution-specs' names; an OP-stack chain names its own upgrades (Bedrock … Isthmus), each
 * mapped to the Ethereum rules it carries.
 *
 * Sources: go-ethereum and op-geth `params/config.go` (Mainnet, Sepolia, Holesky, Hoodi),
 * execution-specs `forks/paris` (Mainnet's first proof-of-stake block), Hardhat's hardfork history
 * (Sepolia's), the superchain-registry `configs/mainnet` (OP Mainnet, Base). A network left out has
 * no schedule Hexray could confirm: its fork is not known rather than guessed. Each schedule ends
 * at the last fork confirmed there; a later one is not known either.
 */
import type { Network } from './networks.ts';

/** execution-specs' fork names, oldest first: each carries every rule before it. */
export const ETHEREUM_FORKS = [
  'frontier',
  'homestead',
  'tangerine_whistle',
  'spurious_dragon',
  'byzantium',
  'constantinople',
  'petersburg',
  'istanbul',
  'berlin',
  'london',
  'paris',
  'shanghai',
  'cancun',
  'prague',
  'osaka',
] as const;

export type EthereumFork = (typeof ETHEREUM_FORKS)[number];

/** Before the Merge forks began at a block number; from Shanghai on, at a block's timestamp (seconds). */
type Activation = { block: bigint } | { time: bigint };

export interface Upgrade {
  /** the network's own name for it: the Ethereum fork's, or an OP-stack upgrade's (`Ecotone`) */
  name: string;
  /** the Ethereum execution rules in force from it on */
  rules: EthereumFork;
  at: Activation;
}

const block = (n: number): Activation => ({ block: BigInt(n) });
const time = (seconds: number): Activation => ({ time: BigInt(seconds) });

const ethereum = (rules: EthereumFork, at: Activation): Upgrade => ({ name: rules, rules, at });

/** A testnet that started with every fork up to `last` already on. */
function fromGenesis(last: EthereumFork): Upgrade[] {
  return ETHEREUM_FORKS.slice(0, ETHEREUM_FORKS.indexOf(last) + 1).map((fork) => ethereum(fork, block(0)));
}

/**
 * The superchain's mainnet upgrades, shared by every chain that follows it. Delta and Regolith
 * changed the rollup's derivation, not its EVM, and are left out; Fjord, Granite and Holocene kept
 * Cancun's rules with OP changes of their own.
 */
const SUPERCHAIN_MAINNET: Upgrade[] = [
  { name: 'Canyon', rules: 'shanghai', at: time(1704992401) },
  { name: 'Ecotone', rules: 'cancun', at: time(1710374401) },
  { name: 'Fjord', rules: 'cancun', at: time(1720627201) },
  { name: 'Granite', rules: 'cancun', at: time(1726070401) },
  { name: 'Holocene', rules: 'cancun', at: time(1736445601) },
  { name: 'Isthmus', rules: 'prague', at: time(1746806401) },
];

/** Bedrock made the chain op-geth's, with the rules of Ethereum after the Merge. */
const bedrock = (at: Activation): Upgrade => ({ name: 'Bedrock', rules: 'paris', at });

/** Chain id → its upgrades in the order they activated. */
const SCHEDULES: ReadonlyMap<bigint, readonly Upgrade[]> = new Map([
  [
    1n,
    [
      ethereum('frontier', block(0)),
      ethereum('homestead', block(1_150_000)),
      ethereum('tangerine_whistle', block(2_463_000)),
      ethereum('spurious_dragon', block(2_675_000)),
      ethereum('byzantium', block(4_370_000)),
      // Constantinople was called off and replaced by Petersburg at the same block
      ethereum('constantinople', block(7_280_000)),
      ethereum('petersburg', block(7_280_000)),
      ethereum('istanbul', block(9_069_000)),
      ethereum('berlin', block(12_244_000)),
      ethereum('london', block(12_965_000)),
      ethereum('paris', block(15_537_394)),
      ethereum('shanghai', time(1681338455)),
      ethereum('cancun', time(1710338135)),
      ethereum('prague', time(1746612311)),
      ethereum('osaka', time(1764798551)),
    ],
  ],
  [
    11155111n,
    [
      ...fromGenesis('london'),
      ethereum('paris', block(1_450_409)),
      ethereum('shanghai', time(1677557088)),
      ethereum('cancun', time(1706655072)),
      ethereum('prague', time(1741159776)),
      ethereum('osaka', time(1760427360)),
    ],
  ],
  [
    17000n,
    [
      ...fromGenesis('paris'),
      ethereum('shanghai', time(1696000704)),
      ethereum('cancun', time(1707305664)),
      ethereum('prague', time(1740434112)),
      ethereum('osaka', time(1759308480)),
    ],
  ],
  [560048n, [...fromGenesis('cancun'), ethereum('prague', time(1742999832)), ethereum('osaka', time(1761677592))]],
  // OP Mainnet's blocks before Bedrock ran on the legacy OVM, whose rules are none of these
  [10n, [bedrock(block(105_235_063)), ...SUPERCHAIN_MAINNET]],
  [8453n, [bedrock(block(0)), ...SUPERCHAIN_MAINNET]],
]);

/** The network's upgrades in the order they activated; null when Hexray does not know them. */
export function forkSchedule(network: Pick<Network, 'chainId'>): readonly Upgrade[] | null {
  return SCHEDULES.get(network.chainId) ?? null;
}

function active(at: Activation, blockNumber: bigint, timestamp: bigint): boolean {
  return 'block' in at ? at.block <= blockNumber : at.time <= timestamp;
}

/**
 * The upgrade in force at a block (its number and its timestamp, in seconds): its `rules` are the
 * EVM's. null when the network's schedule is not known, or the block is older than its first
 * known upgrade (OP Mainnet before Bedrock).
 */
export function forkAt(network: Pick<Network, 'chainId'>, blockNumber: bigint, timestamp: bigint): Upgrade | null {
  return forkSchedule(network)?.findLast((upgrade) => active(upgrade.at, blockNumber, timestamp)) ?? null;
}
