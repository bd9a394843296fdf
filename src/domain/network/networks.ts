/**
 * The networks Hexray knows by name: chain id → name, native currency and family. The provider in
 * the spec serves these (its host names are `<slug>.infura.io`); 31337 is any local node's (anvil
 * and Hardhat both default to it), the bundled devnet's only when its preset says so.
 * Nothing here is fetched: a chain id that is not listed is shown as "unknown network".
 */

import type { TransactionDialect } from '../dialects/index.ts';

export type NetworkFamily = 'ethereum' | 'op-stack' | 'bnb' | 'arbitrum' | 'zk-rollup' | 'other-evm' | 'devnet';

export interface Network {
  chainId: bigint;
  name: string;
  /** the native currency's ticker, e.g. ETH, BNB, POL */
  symbol: string;
  decimals: number;
  family: NetworkFamily;
  /**
   * Its transaction types, their fields and hash encodings (dialects/): a type number alone does not
   * say which, 0x7e being an OP-stack deposit, a Mantle deposit or a Scroll L1 message.
   */
  dialect: TransactionDialect;
  testnet: boolean;
  /** Infura-style host-name slugs that name this network (`opbnb-mainnet` for opbnb-mainnet.infura.io) */
  hosts: readonly string[];
}

type Row = [
  chainId: number,
  name: string,
  symbol: string,
  family: NetworkFamily,
  testnet: boolean,
  hosts: string[],
  /** only where it is not the family's own (FAMILY_DIALECT) */
  dialect?: TransactionDialect,
];

const FAMILY_DIALECT: Record<NetworkFamily, TransactionDialect> = {
  ethereum: 'ethereum',
  'op-stack': 'op-stack',
  bnb: 'ethereum',
  arbitrum: 'arbitrum',
  'zk-rollup': 'ethereum',
  'other-evm': 'ethereum',
  devnet: 'ethereum',
};

// One line per network, so a missing or wrong one is easy to see.
const ROWS: Row[] = [
  [1, 'Ethereum Mainnet', 'ETH', 'ethereum', false, ['mainnet']],
  [11155111, 'Sepolia', 'ETH', 'ethereum', true, ['sepolia']],
  [560048, 'Hoodi', 'ETH', 'ethereum', true, ['hoodi']],
  [17000, 'Holesky', 'ETH', 'ethereum', true, ['holesky']],
  [204, 'opBNB Mainnet', 'BNB', 'op-stack', false, ['opbnb-mainnet']],
  [5611, 'opBNB Testnet', 'tBNB', 'op-stack', true, ['opbnb-testnet']],
  [56, 'BNB Smart Chain', 'BNB', 'bnb', false, ['bsc-mainnet']],
  [97, 'BNB Smart Chain Testnet', 'tBNB', 'bnb', true, ['bsc-testnet']],
  [10, 'OP Mainnet', 'ETH', 'op-stack', false, ['optimism-mainnet']],
  [11155420, 'OP Sepolia', 'ETH', 'op-stack', true, ['optimism-sepolia']],
  [8453, 'Base', 'ETH', 'op-stack', false, ['base-mainnet']],
  [84532, 'Base Sepolia', 'ETH', 'op-stack', true, ['base-sepolia']],
  [42161, 'Arbitrum One', 'ETH', 'arbitrum', false, ['arbitrum-mainnet']],
  [421614, 'Arbitrum Sepolia', 'ETH', 'arbitrum', true, ['arbitrum-sepolia']],
  [59144, 'Linea', 'ETH', 'zk-rollup', false, ['linea-mainnet']],
  [59141, 'Linea Sepolia', 'ETH', 'zk-rollup', true, ['linea-sepolia']],
  [137, 'Polygon PoS', 'POL', 'other-evm', false, ['polygon-mainnet']],
  [80002, 'Polygon Amoy', 'POL', 'other-evm', true, ['polygon-amoy']],
  [43114, 'Avalanche C-Chain', 'AVAX', 'other-evm', false, ['avalanche-mainnet']],
  [43113, 'Avalanche Fuji', 'AVAX', 'other-evm', true, ['avalanche-fuji']],
  [534352, 'Scroll', 'ETH', 'zk-rollup', false, ['scroll-mainnet'], 'scroll'],
  [534351, 'Scroll Sepolia', 'ETH', 'zk-rollup', true, ['scroll-sepolia'], 'scroll'],
  [5000, 'Mantle', 'MNT', 'op-stack', false, ['mantle-mainnet'], 'mantle'],
  [5003, 'Mantle Sepolia', 'MNT', 'op-stack', true, ['mantle-sepolia'], 'mantle'],
  [81457, 'Blast', 'ETH', 'op-stack', false, ['blast-mainnet']],
  [168587773, 'Blast Sepolia', 'ETH', 'op-stack', true, ['blast-sepolia']],
  [42220, 'Celo', 'CELO', 'op-stack', false, ['celo-mainnet'], 'celo'],
  [44787, 'Celo Alfajores', 'CELO', 'other-evm', true, ['celo-alfajores'], 'celo'],
  [324, 'ZKsync Era', 'ETH', 'zk-rollup', false, ['zksync-mainnet'], 'zksync'],
  [300, 'ZKsync Sepolia', 'ETH', 'zk-rollup', true, ['zksync-sepolia'], 'zksync'],
  [130, 'Unichain', 'ETH', 'op-stack', false, ['unichain-mainnet']],
  [1301, 'Unichain Sepolia', 'ETH', 'op-stack', true, ['unichain-sepolia']],
  [1923, 'Swellchain', 'ETH', 'op-stack', false, ['swellchain-mainnet']],
  [1924, 'Swellchain Testnet', 'ETH', 'op-stack', true, ['swellchain-testnet']],
  [31337, 'Local chain 31337 (anvil/Hardhat)', 'ETH', 'devnet', true, []],
];

export const NETWORKS: readonly Network[] = ROWS.map(([chainId, name, symbol, family, testnet, hosts, dialect]) => ({
  chainId: BigInt(chainId),
  name,
  symbol,
  decimals: 18,
  family,
  dialect: dialect ?? FAMILY_DIALECT[family],
  testnet,
  hosts,
}));

const byChainId = new Map(NETWORKS.map((n) => [n.chainId, n]));

export function networkByChainId(chainId: bigint): Network | null {
  return byChainId.get(chainId) ?? null;
}

/** The chain id anvil and Hardhat start with: any local node, not only the bundled devnet. */
export const LOCAL_CHAIN_ID = 31337n;

const BUNDLED_DEVNET: Network = { ...byChainId.get(LOCAL_CHAIN_ID)!, name: 'Hexray devnet (anvil)' };

/**
 * The network of the bundled devnet's chain, once its preset says this is the devnet: on 31337,
 * "Hexray devnet (anvil)"; a devnet on another chain (the opBNB flavour's 204) is that network.
 */
export function bundledDevnetNetwork(chainId: bigint): Network | null {
  return chainId === LOCAL_CHAIN_ID ? BUNDLED_DEVNET : networkByChainId(chainId);
}

/**
 * The network a provider URL names by its host, e.g. `https://opbnb-mainnet.infura.io` → opBNB
 * Mainnet. Only the first label of the host counts, so `mainnet.example.com` is not taken for
 * Ethereum unless the host is the provider's own (`*.infura.io`): a generic word in another
 * provider's host name says nothing sure.
 */
export function networkFromUrl(url: string): Network | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (labels.length < 3 || labels.slice(-2).join('.') !== 'infura.io') return null;
  const slug = labels[0] as string;
  return NETWORKS.find((n) => n.hosts.includes(slug)) ?? null;
}

/**
 * The chain id a legacy transaction signed under EIP-155 carries in v (v = chainId × 2 + 35/36);
 * null for pre-EIP-155 signatures (v 27/28) and anything else.
 */
export function chainIdFromLegacyV(v: bigint | null): bigint | null {
  if (v === null || v < 37n) return null;
  return (v - 35n) / 2n;
}
