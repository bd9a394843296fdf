/**
 * JSON-RPC over one WebSocket: the connection's life (websocket-connection.ts) carrying requests
 * told apart by id (request-multiplexer.ts). Connects lazily, queues while connecting, times each
 * request out on its own, accepts replies in any order. When the socket closes, every request in
 * flight fails at once with RpcClosedError and the next request reconnects (after a bounded
 * backoff if connecting itself failed), so a provider's idle close goes unnoticed.
 * Subscriptions (subscription-router.ts) ride on the same socket and end when it closes.
 */
import { RpcClosedError, RpcNetworkError } from './errors.ts';
import { detailsOf, type CallContext } from './envelope.ts';
import type { ResolvedEndpoint } from './endpoint.ts';
import { createRequestMultiplexer } from './request-multiplexer.ts';
import type { RetryPolicy } from './retry.ts';
import { emptyStats, type RpcExchange, type RpcTransport, type TransportStats } from './transport.ts';
import { createWebSocketConnection, type WebSocketConstructorLike } from './websocket-connection.ts';
import { createSubscriptionRouter } from './subscription-router.ts';

export type { WebSocketConstructorLike } from './websocket-connection.ts';

export interface WebSocketTransportConfig {
  endpoint: ResolvedEndpoint;
  nextId: () => number;
  timeoutMs: number;
  maxResponseBytes: number;
  WebSocket: WebSocketConstructorLike;
  /** for the bad-key probe when the upgrade status is hidden (browsers) */
  fetch?: typeof fetch;
  reconnect: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>;
  onExchange?: (exchange: RpcExchange) => void;
  onExchangeStart?: (exchange: RpcExchange) => void;
}

export function createWebSocketTransport(config: WebSocketTransportConfig): RpcTransport {
  const stats: TransportStats = emptyStats();
  const subscriptions = createSubscriptionRouter();
  const requests = createRequestMultiplexer({ ...config, stats, onNotification: subscriptions.deliver });
  const ctx: CallContext = {
    method: 'eth_subscription',
    endpoint: config.endpoint.label,
    secrets: config.endpoint.secrets,
  };
  const sendFailed = (ctx: CallContext) => new RpcNetworkError('could not send on the WebSocket', detailsOf(ctx));
  // made once: a closure per request showed in a profile of many requests in flight
  const sendOnSocket = (body: string): void => connection.send(body);
  const flushQueued = () => requests.flush(sendOnSocket, sendFailed);
  const connection = createWebSocketConnection(
    { ...config, stats },
    {
      hasWaiting: () => requests.hasQueued(),
      opened: flushQueued,
      message: (data) => void requests.receive(data),
      dropped: (error) => {
        requests.failSent(error);
        subscriptions.endAll(error(ctx));
      },
      failedToOpen: (error) => requests.failQueued(error),
    },
  );
  let closed = false;
  function request(method: string, params: unknown[], attempt: number): Promise<unknown> {
    if (closed)
      return requests.refuse(method, params, attempt, (ctx) => new RpcClosedError('client is closed', detailsOf(ctx)));
    const answer = requests.enqueue(method, params, attempt);
    if (connection.isOpen()) flushQueued();
    else connection.ensureOpen();
    return answer;
  }

  return {
    kind: 'websocket',
    label: config.endpoint.label,
    request,
    listen: subscriptions.listen,
    stats: () => ({ ...stats }),
    close() {
      if (closed) return;
      closed = true;
      connection.close();
      requests.failAll((ctx) => new RpcClosedError('client was closed with the request in flight', detailsOf(ctx)));
      subscriptions.endAll(new RpcClosedError('client was closed', detailsOf(ctx)));
    },
  };
}
