import { useEffect, useSyncExternalStore } from 'react';
import { useConnection } from './ConnectionProvider.tsx';
import { resolveNetwork, type ResolvedNetwork } from '../../domain/network/resolve-network.ts';
import { endpointFacts } from '../stores/endpoint-facts.ts';
import { networkStore } from '../stores/network-store.ts';
import { noteArchiveChain } from '../archive/archive-feed.ts';

function chainIdOf(decimal: string | null): bigint | null {
  return decimal === null ? null : BigInt(decimal);
}

/**
 * The network the current page is on (see resolveNetwork for the order of clues). The chain ids
 * an endpoint is known by live in data/stores/endpoint-facts.ts (kept over a reload): what eth_chainId
 * said, and the one the page's transaction carries, remembered so its receipt page knows it too.
 * Inside WithoutEndpoint, the network of the record shown there.
 */
export function useNetwork(transactionChainId: bigint | null = null): ResolvedNetwork {
  const { settings, endpointId, devnet, recordNetwork } = useConnection();
  const choice = useSyncExternalStore(networkStore.subscribe, networkStore.choice);
  const facts = useSyncExternalStore(endpointFacts.subscribe, () => endpointFacts.of(endpointId));
  useEffect(() => {
    if (endpointId && transactionChainId !== null) endpointFacts.learnSeenChainId(endpointId, transactionChainId);
  }, [endpointId, transactionChainId]);
  const connection = settings?.connection;
  const endpointUrl = connection ? (connection.kind === 'provider' ? connection.base : connection.url) : null;
  const resolved = resolveNetwork({
    endpointUrl,
    // only the preset's own connection: the gateway under another key may replay other networks
    devnet: settings?.source === 'devnet',
    ...(devnet?.chainId === undefined ? {} : { devnetChainId: BigInt(devnet.chainId) }),
    endpointChainId: chainIdOf(facts.chainId),
    transactionChainId,
    seenChainId: chainIdOf(facts.seenChainId),
    choice,
  });
  const chainId = resolved.chainId ?? resolved.network?.chainId ?? null;
  useEffect(() => {
    if (endpointId && chainId !== null) noteArchiveChain(endpointId, chainId);
  }, [endpointId, chainId]);
  // a record shown without an endpoint (data/hooks/ConnectionProvider.tsx WithoutEndpoint) is on its own network
  return recordNetwork ?? resolved;
}
