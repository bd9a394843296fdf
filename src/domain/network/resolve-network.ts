/**
 * Which network a page is on, from what is known, in a fixed order: the provider's host name
 * (`opbnb-mainnet.infura.io` names it), else the chain id the endpoint said (eth_chainId, known
 * before any record is read), else the chain id the transaction carries (or its EIP-155 v), else
 * a chain id an earlier transaction on this endpoint carried, else the bundled devnet when
 * connected to it, else the user's choice in Settings. Nothing known → unknown, and amounts say
 * "native units". Chain 31337 is any local node's unless the devnet's preset says it is the devnet.
 */
import {
  bundledDevnetNetwork,
  chainIdFromLegacyV,
  LOCAL_CHAIN_ID,
  networkByChainId,
  networkFromUrl,
  type Network,
} from './networks.ts';

/** The user's choice in Settings: detect (the default), a chain id, or "unknown network". */
export type NetworkChoice = { kind: 'auto' } | { kind: 'unknown' } | { kind: 'chain'; chainId: bigint };

/**
 * `chainId`: the endpoint's eth_chainId; `snapshot`: the chain a snapshot link names for its record;
 * `seen`: an earlier transaction read on this endpoint.
 */
export type NetworkSource = 'host' | 'chainId' | 'snapshot' | 'transaction' | 'seen' | 'devnet' | 'settings' | 'none';

export interface ResolvedNetwork {
  /** null: unknown network (or a chain id the registry does not list; see chainId) */
  network: Network | null;
  /** the chain id that decided it, when one did */
  chainId: bigint | null;
  source: NetworkSource;
  /**
   * The transaction's own chain id when the endpoint (its host name or eth_chainId) names another
   * chain: worth a visible note, since one of them is not what it seems.
   */
  transactionDisagrees?: bigint;
}

export interface NetworkClues {
  /** the provider base URL or full RPC URL; null when not connected */
  endpointUrl: string | null;
  /** connected to the bundled devnet */
  devnet: boolean;
  /** the chain the devnet preset names (204 for `npm start -- --opbnb`); absent: anvil's 31337 */
  devnetChainId?: bigint;
  /** what the endpoint answered to eth_chainId */
  endpointChainId: bigint | null;
  /**
   * the chain a snapshot link names for the record it carries (the network its sharer fetched it
   * on); absent where the record came from the endpoint
   */
  snapshotChainId?: bigint | null;
  /** chain id of the transaction on the page */
  transactionChainId: bigint | null;
  /** chain id seen on an earlier transaction from the same endpoint */
  seenChainId: bigint | null;
  choice: NetworkChoice;
}

/** The network a chain id names; the devnet's own chain takes the devnet's name only when connected to it. */
function named(chainId: bigint, clues: NetworkClues): Network | null {
  return clues.devnet && chainId === (clues.devnetChainId ?? LOCAL_CHAIN_ID)
    ? bundledDevnetNetwork(chainId)
    : networkByChainId(chainId);
}

function decided(chainId: bigint, source: NetworkSource, clues: NetworkClues): ResolvedNetwork {
  const resolved: ResolvedNetwork = { network: named(chainId, clues), chainId, source };
  const other = clues.transactionChainId;
  // a chain named apart from the transaction's own signed one: say when the two differ
  const namedApart = source === 'host' || source === 'chainId' || source === 'snapshot';
  if (namedApart && other !== null && other !== chainId) resolved.transactionDisagrees = other;
  return resolved;
}

export function resolveNetwork(clues: NetworkClues): ResolvedNetwork {
  const fromHost = clues.endpointUrl ? networkFromUrl(clues.endpointUrl) : null;
  if (fromHost) return { ...decided(fromHost.chainId, 'host', clues), network: fromHost };
  if (clues.endpointChainId !== null) return decided(clues.endpointChainId, 'chainId', clues);
  if (clues.snapshotChainId != null) return decided(clues.snapshotChainId, 'snapshot', clues);
  if (clues.transactionChainId !== null) return decided(clues.transactionChainId, 'transaction', clues);
  if (clues.seenChainId !== null) return decided(clues.seenChainId, 'seen', clues);
  if (clues.devnet) return decided(clues.devnetChainId ?? LOCAL_CHAIN_ID, 'devnet', clues);
  if (clues.choice.kind === 'chain') return decided(clues.choice.chainId, 'settings', clues);
  return { network: null, chainId: null, source: clues.choice.kind === 'unknown' ? 'settings' : 'none' };
}

/** How the page says where its guess came from. */
export function describeNetworkSource(resolved: ResolvedNetwork): string {
  switch (resolved.source) {
    case 'host':
      return 'named by the provider’s host name';
    case 'chainId':
      return 'from the endpoint';
    case 'snapshot':
      return resolved.chainId === null
        ? 'the snapshot names no network, nor does its transaction'
        : 'as the snapshot names it (the network it was fetched on)';
    case 'transaction':
      return 'from the transaction’s chain id';
    case 'seen':
      return 'from the chain id of a transaction seen on this endpoint';
    case 'devnet':
      return 'the bundled local devnet';
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
