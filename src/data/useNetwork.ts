import { useEffect, useSyncExternalStore } from 'react';
import { useConnection } from '../connection/ConnectionProvider.tsx';
import { resolveNetwork, type ResolvedNetwork } from '../domain/resolve-network.ts';
import { networkStore } from './network-store.ts';

/**
 * The network the current page is on (see resolveNetwork for the order of clues). A chain id the
 * page's transaction carries is remembered for the endpoint, so its receipt page knows it too.
 */
export function useNetwork(transactionChainId: bigint | null = null): ResolvedNetwork {
  const { settings, endpointId, devnet } = useConnection();
  const choice = useSyncExternalStore(networkStore.subscribe, networkStore.choice);
  const endpointChainId = useSyncExternalStore(networkStore.subscribe, () =>
    endpointId ? networkStore.seenChainId(endpointId) : null,
  );
  useEffect(() => {
    if (endpointId && transactionChainId !== null) networkStore.recordChainId(endpointId, transactionChainId);
  }, [endpointId, transactionChainId]);
  const connection = settings?.connection;
  return resolveNetwork({
    endpointUrl: connection ? (connection.kind === 'provider' ? connection.base : connection.url) : null,
    devnet: settings?.source === 'devnet',
    ...(devnet?.chainId === undefined ? {} : { devnetChainId: BigInt(devnet.chainId) }),
    transactionChainId,
    endpointChainId,
    choice,
  });
}
