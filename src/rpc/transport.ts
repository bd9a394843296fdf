/**
 * The contract every transport keeps: one attempt of one call in, a result or a typed RpcError
 * out, and one `RpcExchange` reported per attempt for the request inspector. Retries, argument
 * checks and parsing live above this line (client.ts).
 */
import type { RpcError } from './errors.ts';
import type { RpcTransportKind } from './endpoint.ts';

/** One attempt as it went over the wire. `url` is redacted; bodies are scrubbed of the key. */
export interface RpcExchange {
  id: number;
  method: string;
  params: unknown[];
  transport: RpcTransportKind;
  /** redacted */
  url: string;
  /** exact body sent */
  request: string;
  /** exact body received, truncated to `EXCHANGE_RESPONSE_LIMIT` characters */
  response?: string;
  status?: number;
  error?: RpcError;
  startedAt: number;
  durationMs?: number;
  attempt: number;
}

export const EXCHANGE_RESPONSE_LIMIT = 64 * 1024;

export interface TransportStats {
  /** attempts put on the wire */
  requestsSent: number;
  /** WebSocket replies whose id matched no request in flight (late replies included) */
  unknownIdReplies: number;
  /** of those, replies to a request that had already timed out */
  lateReplies: number;
  /** WebSocket messages with no id at all (notifications) */
  notifications: number;
  /** WebSocket connections opened after the first */
  reconnects: number;
  /** WebSocket connection attempts that failed before opening */
  connectFailures: number;
  /** WebSocket messages with no usable id (garbage, `id: null` errors); each fails the oldest request in flight */
  malformedMessages: number;
  /** requests waiting for a reply right now */
  inFlight: number;
}

/** Where a subscription's notifications go (eth_subscribe over a WebSocket). */
export interface SubscriptionListener {
  /** each notification's `result`, as the endpoint sent it */
  next(result: unknown): void;
  /** the subscription is gone (the socket dropped, the client closed): subscribe again to go on */
  ended(error: RpcError): void;
}

export interface RpcTransport {
  readonly kind: RpcTransportKind;
  readonly label: string;
  request(method: string, params: unknown[], attempt: number): Promise<unknown>;
  /**
   * WebSocket only: sends the notifications of subscription `id` (already made with
   * eth_subscribe) to `listener` until the returned function is called or the socket drops.
   */
  listen?(id: string, listener: SubscriptionListener): () => void;
  stats(): TransportStats;
  close(): void;
}

export function emptyStats(): TransportStats {
  return {
    requestsSent: 0,
    unknownIdReplies: 0,
    lateReplies: 0,
    notifications: 0,
    reconnects: 0,
    connectFailures: 0,
    malformedMessages: 0,
    inFlight: 0,
  };
}

export function truncateForExchange(text: string): string {
  if (text.length <= EXCHANGE_RESPONSE_LIMIT) return text;
  // A copy, not a slice: V8's slice of a long string points into it and keeps all of it alive,
  // and the inspector keeps 50 exchanges (50 replies of a 2,000-log receipt were ~85 MB of heap).
  const head = JSON.parse(JSON.stringify(text.slice(0, EXCHANGE_RESPONSE_LIMIT))) as string;
  return `${head}…[truncated]`;
}
