/**
 * Which network a page is on, from what is known, in a fixed order: the provider's host name
 * (`opbnb-mainnet.infura.io` names it), else the chain id the transaction carries (or its EIP-155
 * v), else a chain id an earlier transaction on this endpoint carried, else the bundled devnet
 * when connected to it, else the user's choice in Settings. Nothing known → unknown, and amounts say "native units".
 */
import { chainIdFromLegacyV, networkByChainId, networkFromUrl, type Network } from './networks.ts';

/** The user's choice in Settings: detect (the default), a chain id, or "unknown network". */
export type NetworkChoice = { kind: 'auto' } | { kind: 'unknown' } | { kind: 'chain'; chainId: bigint };

export type NetworkSource = 'host' | 'devnet' | 'transaction' | 'endpoint' | 'settings' | 'none';

export interface ResolvedNetwork {
  /** null: unknown network (or a chain id the registry does not list; see chainId) */
  network: Network | null;
  /** the chain id that decided it, when one did */
  chainId: bigint | null;
  source: NetworkSource;
}

export interface NetworkClues {
  /** the provider base URL or full RPC URL; null when not connected */
  endpointUrl: string | null;
  /** connected to the bundled devnet */
  devnet: boolean;
  /** the chain the devnet preset names (204 for `npm start -- --opbnb`); absent: anvil's 31337 */
  devnetChainId?: bigint;
  /** chain id of the transaction on the page */
  transactionChainId: bigint | null;
  /** chain id seen on an earlier transaction from the same endpoint */
  endpointChainId: bigint | null;
  choice: NetworkChoice;
}

const DEVNET_CHAIN_ID = 31337n;

export function resolveNetwork(clues: NetworkClues): ResolvedNetwork {
  const fromHost = clues.endpointUrl ? networkFromUrl(clues.endpointUrl) : null;
  if (fromHost) return { network: fromHost, chainId: fromHost.chainId, source: 'host' };
  if (clues.transactionChainId !== null) {
    return {
      network: networkByChainId(clues.transactionChainId),
      chainId: clues.transactionChainId,
      source: 'transaction',
    };
  }
  if (clues.endpointChainId !== null) {
    return { network: networkByChainId(clues.endpointChainId), chainId: clues.endpointChainId, source: 'endpoint' };
  }
  if (clues.devnet) {
    const chainId = clues.devnetChainId ?? DEVNET_CHAIN_ID;
    return { network: networkByChainId(chainId), chainId, source: 'devnet' };
  }
  if (clues.choice.kind === 'chain')
    return { network: networkByChainId(clues.choice.chainId), chainId: clues.choice.chainId, source: 'settings' };
  return { network: null, chainId: null, source: clues.choice.kind === 'unknown' ? 'settings' : 'none' };
}

/** How the page says where its guess came from. */
export function describeNetworkSource(resolved: ResolvedNetwork): string {
  switch (resolved.source) {
    case 'host':
      return 'named by the provider’s host name';
    case 'devnet':
      return 'the bundled local devnet';
    case 'transaction':
      return 'from the transaction’s chain id';
    case 'endpoint':
      return 'from the chain id of a transaction seen on this endpoint';
    case 'settings':
      return 'your choice in Settings';
    case 'none':
      return 'nothing names it: choose it in Settings';
  }
}

export function parseNetworkChoice(text: string | null): NetworkChoice {
  if (text === 'unknown') return { kind: 'unknown' };
  if (text !== null && /^[0-9]{1,12}$/.test(text)) return { kind: 'chain', chainId: BigInt(text) };
  return { kind: 'auto' };
}

export function serializeNetworkChoice(choice: NetworkChoice): string {
  return choice.kind === 'chain' ? choice.chainId.toString() : choice.kind;
}

/**
 * The chain id a transaction names: its chainId field, else the one in an EIP-155 legacy v. Some
 * nodes send `chainId: 0x0` on legacy transactions signed before EIP-155: 0 names no chain.
 */
export function transactionChainId(tx: { chainId: bigint | null; type: bigint; v: bigint | null }): bigint | null {
  if (tx.chainId !== null && tx.chainId !== 0n) return tx.chainId;
  return tx.type === 0n ? chainIdFromLegacyV(tx.v) : null;
}
