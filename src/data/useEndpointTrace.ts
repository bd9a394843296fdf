import { useQuery } from '@tanstack/react-query';
import { callTraceQuery, stateDiffQuery } from './optional-queries.ts';
import { useEndpoint } from './useEndpoint.ts';

/**
 * A transaction's trace from the endpoint's tracer: the call tree and the state diff, asked
 * together (one batch over HTTP) once the Trace page is open and `enabled`, never before.
 */
export function useEndpointTrace(hash: string, enabled: boolean) {
  const endpoint = useEndpoint();
  const on = enabled && endpoint !== null;
  const calls = useQuery({ ...callTraceQuery(endpoint, hash), enabled: on });
  const stateDiff = useQuery({ ...stateDiffQuery(endpoint, hash), enabled: on });
  return { calls, stateDiff };
}
