import { useEffect, useSyncExternalStore } from 'react';
import { useConnection } from './ConnectionProvider.tsx';
import type { OptionalMethod } from '../../rpc/optional-method-names.ts';
import { endpointFacts, type EndpointFacts } from '../stores/endpoint-facts.ts';

export interface EndpointFactsView {
  facts: EndpointFacts;
  /** true: served; false: the endpoint said it does not serve it; null: not known yet */
  serves: (method: OptionalMethod) => boolean | null;
}

/** What is known about one endpoint (Settings shows the one a test just asked), kept current. */
export function useFactsOf(endpointId: string | null): EndpointFacts {
  return useSyncExternalStore(endpointFacts.subscribe, () => endpointFacts.of(endpointId));
}

/** What is known about the current endpoint (data/stores/endpoint-facts.ts), kept current. */
export function useEndpointFacts(): EndpointFactsView {
  const { endpointId } = useConnection();
  const facts = useFactsOf(endpointId);
  return { facts, serves: (method) => endpointFacts.serves(endpointId, method) };
}

/**
 * Probes the current endpoint once per tab (data/queries/probe-endpoint.ts), when the browser is idle:
 * never in the tick of a page's first lookups, whose batch it would otherwise join and slow.
 * Mounted once, by the layout. A remembered connection keeps its facts on the device.
 */
export function useEndpointProbe(): void {
  const { client, endpointId, settings } = useConnection();
  const remember = settings?.remember === true;
  useEffect(() => {
    if (!client || !endpointId) return;
    if (remember) endpointFacts.keepOnDevice(endpointId);
    const start = () =>
      void import('../queries/probe-endpoint.ts').then(({ probeEndpoint }) => probeEndpoint(client, endpointId));
    const idle = globalThis.requestIdleCallback;
    if (typeof idle === 'function') {
      const handle = idle(start, { timeout: 2_000 });
      return () => globalThis.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, [client, endpointId, remember]);
}
