import { useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useConnection } from './ConnectionProvider.tsx';
import { blocksBehindAtMost, headPollIntervalMs } from '../../domain/block-time.ts';
import { learnedBlockTime, watchHead } from '../stores/head.ts';
import { servedWindowBlocks } from '../../connection/head-window.ts';
import { optionalQuery } from '../queries/optional-queries.ts';
import { useEndpoint } from './useEndpoint.ts';
import { useEndpointFacts } from './useEndpointFacts.ts';

export interface LiveHead {
  /** the newest block number the endpoint named; null until it answers, or when it does not serve it */
  head: bigint | null;
  /** whether the endpoint serves `eth_blockNumber`: null while not known */
  served: boolean | null;
  /** the chain's mean block time (ms), once learned */
  blockTimeMs: number | null;
  /** how often the head is asked for */
  pollMs: number;
  /** blocks the chain may have made since the head was read (opBNB: 3), 0 when the poll keeps up */
  behindAtMost: number;
  /** blocks the endpoint serves behind its head (connection/head-window.ts), null when it keeps them all */
  windowBlocks: number | null;
}

/** The endpoint's live head (data/stores/head.ts): mounting this keeps it polled, once per block, while the tab is visible. */
export function useHead(): LiveHead {
  const endpoint = useEndpoint();
  const { settings } = useConnection();
  const queryClient = useQueryClient();
  const served = useEndpointFacts().serves('eth_blockNumber');
  const endpointId = endpoint?.endpointId ?? null;
  const client = endpoint?.client ?? null;
  useEffect(() => {
    // only once the endpoint is known to serve it (the probe, or an earlier call): a four-method endpoint is never asked
    if (!client || !endpointId || served !== true) return;
    return watchHead(queryClient, { client, endpointId });
  }, [queryClient, client, endpointId, served]);
  // a reader only: the watch asks, once for everyone
  const query = useQuery({ ...optionalQuery(endpoint, 'eth_blockNumber'), enabled: false });
  const blockTimeMs = useSyncExternalStore(learnedBlockTime.subscribe, () => learnedBlockTime.of(endpointId));
  const pollMs = headPollIntervalMs(blockTimeMs);
  return {
    head: served === false ? null : (query.data ?? null),
    served: endpoint ? served : null,
    blockTimeMs,
    pollMs,
    behindAtMost: blocksBehindAtMost(blockTimeMs, pollMs),
    windowBlocks: servedWindowBlocks(settings),
  };
}
