import { useQuery } from '@tanstack/react-query';
import type { CallFrame } from '../../domain/trace/call-trace.ts';
import type { PrestateDiff } from '../../domain/trace/prestate-diff.ts';
import type { Trace } from '../../rpc/optional-methods.ts';
import { optionalQuery } from '../queries/optional-queries.ts';
import { useEndpoint } from './useEndpoint.ts';

/** Each query asks one tracer, and its entry tags the answer with the tracer asked. */
const callsOf = (trace: Trace): CallFrame => (trace.tracer === 'callTracer' ? trace.calls : wrongTracer(trace));
const diffOf = (trace: Trace): PrestateDiff => (trace.tracer === 'prestateTracer' ? trace.diff : wrongTracer(trace));
function wrongTracer(trace: Trace): never {
  throw new Error(`a ${trace.tracer} answer where another tracer was asked`);
}

/**
 * A transaction's trace from the endpoint's tracer: the call tree and the state diff, asked
 * together (one batch over HTTP) once the Trace page is open and `enabled`, never before.
 */
export function useEndpointTrace(hash: string, enabled: boolean) {
  const endpoint = useEndpoint();
  const on = enabled && endpoint !== null;
  const calls = useQuery({
    ...optionalQuery(endpoint, 'debug_traceTransaction', hash, 'callTracer'),
    enabled: on,
    select: callsOf,
  });
  const stateDiff = useQuery({
    ...optionalQuery(endpoint, 'debug_traceTransaction', hash, 'prestateTracer'),
    enabled: on,
    select: diffOf,
  });
  return { calls, stateDiff };
}
