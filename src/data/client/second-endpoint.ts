/**
 * The second endpoint in use (connection/second-endpoint.ts keeps it), and its client, owned
 * outside React like the app's (client-registry.ts): built once per endpoint, closed when another
 * takes its place or it is removed. Its exchanges stay out of the request inspector, which is the
 * connection's: the inspector's "reveal" puts the connection's key into the commands it shows, and
 * must never put it into a command for the second endpoint (nor two clients' exchange ids mix
 * there). Nothing it answers is archived or taught to the connection's stores but whether it
 * serves eth_getBlockByNumber, kept under its own id. Read with useSyncExternalStore.
 */
import { endpointId } from '../../connection/connection.ts';
import {
  forgetSecondEndpoint,
  loadSecondEndpoint,
  saveSecondEndpoint,
  secondEndpointHost,
  type SecondEndpointSettings,
} from '../../connection/second-endpoint.ts';
import { createLazyRpcClient } from '../../rpc/lazy-client.ts';
import type { QueryEndpoint } from '../queries/queries.ts';
import { createListeners } from '../stores/listeners.ts';

export interface SecondEndpoint extends QueryEndpoint {
  settings: SecondEndpointSettings;
  /** what the page names it by: its host, never its path or key */
  host: string;
}

const listeners = createListeners();
/** undefined: not read from storage yet */
let current: SecondEndpoint | null | undefined;

function build(settings: SecondEndpointSettings): SecondEndpoint | null {
  const { connection } = settings;
  try {
    const client = createLazyRpcClient(
      connection.kind === 'provider'
        ? { base: connection.base, apiKey: connection.apiKey, transport: connection.transport }
        : { url: connection.url },
      { WebSocket: globalThis.WebSocket },
    );
    return { settings, client, endpointId: endpointId(connection), host: secondEndpointHost(connection) };
  } catch {
    // an endpoint the wire refuses (storage edited by hand): as if there were none; Settings explains
    return null;
  }
}

function replace(next: SecondEndpoint | null): void {
  if (current && current.endpointId !== next?.endpointId) current.client.close();
  current = next;
  listeners.notify();
}

export const secondEndpointStore = {
  snapshot(): SecondEndpoint | null {
    if (current === undefined) {
      const kept = loadSecondEndpoint();
      current = kept && build(kept);
    }
    return current;
  },
  /** Uses and keeps this second endpoint (the key for the tab, on the device only when remembered). */
  set(settings: SecondEndpointSettings): void {
    saveSecondEndpoint(settings);
    const same = current && current.endpointId === endpointId(settings.connection);
    replace(same ? { ...current!, settings } : build(settings));
  },
  /** Forgets it here, in this tab's storage and on the device: no page asks it anything more. */
  clear(): void {
    forgetSecondEndpoint();
    replace(null);
  },
  subscribe: listeners.subscribe,
};
