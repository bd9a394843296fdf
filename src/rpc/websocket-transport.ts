/**
 * JSON-RPC over one WebSocket: the connection's life (websocket-connection.ts) carrying requests
 * told apart by id (request-multiplexer.ts). Connects lazily, queues while connecting, times each
 * request out on its own, accepts replies in any order. When the socket closes, every request in
 * flight fails at once with RpcClosedError and the next request reconnects (after a bounded
 * backoff if connecting itself failed), so a provider's idle close goes unnoticed.
 */
import { RpcClosedError, RpcNetworkError } from './errors.ts';
import { detailsOf, type CallContext } from './envelope.ts';
import type { ResolvedEndpoint } from './endpoint.ts';
import { createRequestMultiplexer } from './request-multiplexer.ts';
import type { RetryPolicy } from './retry.ts';
import { emptyStats, type RpcExchange, type RpcTransport, type TransportStats } from './transport.ts';
import { createWebSocketConnection, type WebSocketConstructorLike } from './websocket-connection.ts';

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
  const requests = createRequestMultiplexer({ ...config, stats });
  const sendFailed = (ctx: CallContext) => new RpcNetworkError('could not send on the WebSocket', detailsOf(ctx));
  // made once: a closure per request showed in a profile of many requests in flight
  const sendOnSocket = (body: string): void => connection.send(body);
  const connection = createWebSocketConnection(
    { ...config, stats },
    {
      hasWaiting: () => requests.hasQueued(),
      opened: () => requests.flush(sendOnSocket, sendFailed),
      message: (data) => void requests.receive(data),
      dropped: (error) => requests.failSent(error),
      failedToOpen: (error) => requests.failQueued(error),
    },
  );
  let closed = false;

  function request(method: string, params: unknown[], attempt: number): Promise<unknown> {
    if (closed)
      return requests.refuse(method, params, attempt, (ctx) => new RpcClosedError('client is closed', detailsOf(ctx)));
    const answer = requests.enqueue(method, params, attempt);
    if (connection.isOpen()) requests.flush(sendOnSocket, sendFailed);
    else connection.ensureOpen();
    return answer;
  }

  return {
    kind: 'websocket',
    label: config.endpoint.label,
    request,
    stats: () => ({ ...stats }),
    close() {
      if (closed) return;
      closed = true;
      connection.close();
      requests.failAll((ctx) => new RpcClosedError('client was closed with the request in flight', detailsOf(ctx)));
    },
  };
}
