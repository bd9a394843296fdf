/**
 * The app's RPC client, owned outside React. React may render, mount, unmount and mount again
 * (StrictMode does so on purpose in development): a client built in `useMemo` and closed in an
 * effect cleanup was then reused closed, and every lookup said "client is closed". Here the client
 * of an endpoint is built once and closed only when another endpoint takes its place.
 */
import type { RpcClient } from '../../rpc/client.ts';
import type { RpcEndpoint } from '../../rpc/endpoint.ts';
import { createLazyRpcClient } from '../../rpc/lazy-client.ts';
import { exchangeLog } from '../stores/exchange-log.ts';
import { archiveFeed } from '../archive/archive-feed.ts';
import { fetchWithBootRequests } from '../../connection/boot-requests.ts';
import { endpointId, type Connection } from '../../connection/connection.ts';
import { reportingHealth } from '../../connection/health.ts';

function toEndpoint(connection: Connection): RpcEndpoint {
  return connection.kind === 'provider'
    ? { base: connection.base, apiKey: connection.apiKey, transport: connection.transport }
    : { url: connection.url };
}

/** A client of its own (a settings test, a transport check): the caller closes it. */
export function createClientFor(connection: Connection): RpcClient {
  const endpoint = toEndpoint(connection);
  // the archive files what arrives under the endpoint's redacted label, never the key
  const label = () => client.endpointLabel;
  const client = createLazyRpcClient(endpoint, {
    WebSocket: globalThis.WebSocket,
    // a cold link's first lookup may already be on its way, sent by index.html's boot script
    fetch: fetchWithBootRequests,
    onExchange: exchangeLog.record,
    onExchangeStart: exchangeLog.record,
    onResult: archiveFeed(endpointId(connection), label),
  });
  return client;
}

let current: { id: string; client: RpcClient } | null = null;

/** The client for this connection: the same object for as long as the connection stays. Throws for an endpoint the wire refuses. */
export function appClientFor(connection: Connection): RpcClient {
  const id = endpointId(connection);
  if (current?.id === id) return current.client;
  const client = reportingHealth(createClientFor(connection), id);
  // the previous endpoint's client: its lookups belong to a cache nobody reads any more
  current?.client.close();
  current = { id, client };
  return client;
}
