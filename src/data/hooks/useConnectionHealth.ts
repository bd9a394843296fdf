/** The health of an endpoint (connection/health.ts) as React state: the header badge and the home page read the same. */
import { useSyncExternalStore } from 'react';
import { connectionHealth, type ConnectionHealth } from '../../connection/health.ts';

export function useConnectionHealth(endpointId: string | null): ConnectionHealth {
  return useSyncExternalStore(connectionHealth.subscribe, () => connectionHealth.get(endpointId));
}
