import { useConnection } from './ConnectionProvider.tsx';
import type { QueryEndpoint } from '../queries/queries.ts';

/** The client and its id for query keys, or null while no connection is configured. */
export function useEndpoint(): QueryEndpoint | null {
  const { client, endpointId } = useConnection();
  return client && endpointId ? { client, endpointId } : null;
}
