/**
 * The four methods of the service over either transport: arguments validated first (nothing is
 * sent when they are wrong), retries around each attempt, results parsed once into typed
 * objects. `null` stays `null`: not found is not an error.
 */
import type { Hex } from '../domain/hex.ts';
import { MalformedFieldError } from '../domain/parse-fields.ts';
import { parseStorageValue } from '../domain/storage/storage-value.ts';
import { parseReceipt, type Receipt } from '../domain/receipt.ts';
import { parseTransaction, type Transaction } from '../domain/transaction.ts';
import { resolveEndpoint, type RpcEndpoint, type RpcTransportKind } from './endpoint.ts';
import { createIdSource } from './envelope.ts';
import { RpcArgumentError, RpcMalformedResponseError } from './errors.ts';
import { createHttpTransport } from './http-transport.ts';
import { DEFAULT_RETRY, retryAfter, type RetryHooks, type RetryPolicy } from './retry.ts';
import type { RpcExchange, RpcTransport, SubscriptionListener, TransportStats } from './transport.ts';
import type { OptionalMethod } from './optional-method-names.ts';
import {
  optionalMethodEntry,
  type OptionalArgs,
  type OptionalResult,
  type SubscriptionKind,
} from './optional-methods.ts';
import {
  validateAddress,
  validateBlock,
  validateHash,
  validateIndex,
  validateStoragePosition,
} from './validate-arguments.ts';
import { createWebSocketTransport, type WebSocketConstructorLike } from './websocket-transport.ts';

export interface RpcClientOptions {
  /** per attempt, default 15000 */
  timeoutMs?: number;
  /** attempts = total tries including the first, default 3 */
  retry?: { attempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** browsers: globalThis.WebSocket; Node tests inject the `ws` package */
  WebSocket?: WebSocketConstructorLike;
  fetch?: typeof fetch;
  /** default 8 MiB */
  maxResponseBytes?: number;
  /** every attempt, once it settles, for the UI's request inspector */
  onExchange?: (exchange: RpcExchange) => void;
  /** every attempt as it starts (no response yet), so the inspector can show requests in flight */
  onExchangeStart?: (exchange: RpcExchange) => void;
  /**
   * every result that parsed, as the endpoint sent it (the archive keeps transactions, receipts
   * and storage words this way); called after the parse, so a malformed answer never reaches it
   */
  onResult?: (method: string, params: readonly unknown[], result: unknown) => void;
}

export interface RpcClientStats extends TransportStats {
  /** attempts repeated after a retryable failure */
  retries: number;
}

export interface RpcClient {
  readonly transport: RpcTransportKind;
  /** redacted URL, safe to show */
  readonly endpointLabel: string;
  getTransactionByHash(hash: string): Promise<Transaction | null>;
  /** index: hex quantity string or bigint */
  getTransactionByBlockHashAndIndex(blockHash: string, index: string | bigint): Promise<Transaction | null>;
  getTransactionReceipt(hash: string): Promise<Receipt | null>;
  /**
   * position: hex quantity or 32-byte word; block: hex quantity, bigint or tag (default 'latest').
   * `signal`: once aborted, a failed attempt is not retried (an attempt on the wire is left to
   * settle: over HTTP it may share its POST with other calls).
   */
  getStorageAt(
    address: string,
    position: string | bigint,
    block?: string | bigint,
    /** `passOn: false`: the word is not handed to `onResult` (a watch keeps only the changes it sees) */
    options?: { signal?: AbortSignal; passOn?: boolean },
  ): Promise<Hex>;
  /**
   * One of the optional read methods (optional-methods.ts: its arguments checked, its answer parsed
   * as its entry says). An endpoint without it answers -32601 or an HTTP 4xx (its entry's `notServed`).
   */
  readOptional<M extends OptionalMethod>(method: M, ...args: OptionalArgs<M>): Promise<OptionalResult<M>>;
  /**
   * A subscription (eth_subscribe) over the WebSocket: each notification's result goes to
   * `listener.next` as sent, `ended` once the socket drops or the client closes. Resolves to the
   * function that cancels it (eth_unsubscribe). An HTTP endpoint has none: refused, nothing sent.
   */
  subscribe(kind: SubscriptionKind, listener: SubscriptionListener): Promise<() => void>;
  /** counters for tests and diagnostics */
  stats(): RpcClientStats;
  close(): void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

function positiveNumber(argument: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new RpcArgumentError(argument, `must be a positive number; got ${String(value)}`);
  }
  return value;
}

// Made once, not per call: `null` stays `null` (not found is not an error).
const orNull =
  <T>(parse: (raw: unknown) => T) =>
  (raw: unknown): T | null =>
    raw === null ? null : parse(raw);
const parseTransactionOrNull = orNull(parseTransaction);
const parseReceiptOrNull = orNull(parseReceipt);

export function createRpcClient(endpoint: RpcEndpoint, options: RpcClientOptions = {}): RpcClient {
  const resolved = resolveEndpoint(endpoint);
  const timeoutMs = positiveNumber('timeoutMs', options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const maxResponseBytes = positiveNumber('maxResponseBytes', options.maxResponseBytes, DEFAULT_MAX_RESPONSE_BYTES);
  const policy: RetryPolicy = {
    attempts: positiveNumber('retry.attempts', options.retry?.attempts, DEFAULT_RETRY.attempts),
    baseDelayMs: positiveNumber('retry.baseDelayMs', options.retry?.baseDelayMs, DEFAULT_RETRY.baseDelayMs),
    maxDelayMs: positiveNumber('retry.maxDelayMs', options.retry?.maxDelayMs, DEFAULT_RETRY.maxDelayMs),
  };
  const nextId = createIdSource();
  const shared = {
    endpoint: resolved,
    nextId,
    timeoutMs,
    maxResponseBytes,
    onExchange: options.onExchange,
    onExchangeStart: options.onExchangeStart,
  };

  let transport: RpcTransport;
  if (resolved.transport === 'http') {
    const doFetch = options.fetch ?? globalThis.fetch;
    if (typeof doFetch !== 'function') throw new RpcArgumentError('fetch', 'is not available; pass options.fetch');
    transport = createHttpTransport({ ...shared, fetch: doFetch.bind(globalThis) });
  } else {
    const WebSocketImpl = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructorLike }).WebSocket;
    if (typeof WebSocketImpl !== 'function') {
      throw new RpcArgumentError(
        'WebSocket',
        'is not available here; pass options.WebSocket (in Node, the `ws` package)',
      );
    }
    const doFetch =
      options.fetch ?? (typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined);
    transport = createWebSocketTransport({
      ...shared,
      WebSocket: WebSocketImpl,
      ...(doFetch ? { fetch: doFetch } : {}),
      reconnect: policy,
    });
  }

  let retries = 0;
  let closed = false;
  // The hooks of a call without a signal, made once: closures per call cost CPU on every lookup.
  const countRetry = (): void => {
    retries++;
  };
  const plainHooks: RetryHooks = { onRetry: countRetry, shouldStop: () => closed };

  async function call<T>(
    method: string,
    params: unknown[],
    parse: (result: unknown) => T,
    signal?: AbortSignal,
    passOn = true,
  ): Promise<T> {
    let result: unknown;
    try {
      result = await transport.request(method, params, 1);
    } catch (error) {
      // only a failed first attempt pays for the retry loop and its closures
      const hooks: RetryHooks = signal
        ? { onRetry: countRetry, shouldStop: () => closed || signal.aborted }
        : plainHooks;
      result = await retryAfter(error, (attempt) => transport.request(method, params, attempt), policy, hooks);
    }
    try {
      const parsed = parse(result);
      if (passOn) options.onResult?.(method, params, result);
      return parsed;
    } catch (error) {
      if (error instanceof MalformedFieldError) {
        throw new RpcMalformedResponseError(error.message, {
          method,
          endpoint: resolved.label,
          field: error.field,
        });
      }
      // a result nested deeper than the stack can follow (while quoting it in a message)
      if (error instanceof RangeError) {
        throw new RpcMalformedResponseError('result could not be read', {
          method,
          endpoint: resolved.label,
          cause: error,
        });
      }
      throw error;
    }
  }

  /** A node that answers for another object than the one asked for is broken, not "found". */
  function mustMatch(field: string, actual: unknown, expected: unknown, method: string): void {
    if (actual !== expected) {
      throw new RpcMalformedResponseError(
        `${field} does not match the request (asked ${String(expected)}, got ${String(actual)})`,
        {
          method,
          endpoint: resolved.label,
          field,
        },
      );
    }
  }

  return {
    transport: resolved.transport,
    endpointLabel: resolved.label,

    async getTransactionByHash(hash) {
      const h = validateHash('transaction hash', hash);
      const method = 'eth_getTransactionByHash';
      const tx = await call(method, [h], parseTransactionOrNull);
      if (tx) mustMatch('transaction.hash', tx.hash, h.toLowerCase(), method);
      return tx;
    },

    async getTransactionByBlockHashAndIndex(blockHash, index) {
      const h = validateHash('block hash', blockHash);
      const i = validateIndex('transaction index', index);
      const method = 'eth_getTransactionByBlockHashAndIndex';
      const tx = await call(method, [h, i], parseTransactionOrNull);
      if (tx) {
        mustMatch('transaction.blockHash', tx.blockHash, h.toLowerCase(), method);
        mustMatch('transaction.transactionIndex', tx.transactionIndex, BigInt(i), method);
      }
      return tx;
    },

    async getTransactionReceipt(hash) {
      const h = validateHash('transaction hash', hash);
      const method = 'eth_getTransactionReceipt';
      const receipt = await call(method, [h], parseReceiptOrNull);
      if (receipt) mustMatch('receipt.transactionHash', receipt.transactionHash, h.toLowerCase(), method);
      return receipt;
    },

    async getStorageAt(address, position, block = 'latest', options = {}) {
      const params = [
        validateAddress('address', address),
        validateStoragePosition('storage position', position),
        validateBlock('block', block),
      ];
      return call('eth_getStorageAt', params, parseStorageValue, options.signal, options.passOn);
    },

    async readOptional(method, ...args) {
      const entry = optionalMethodEntry(method);
      const params = entry.params(...args);
      return call(method, params, (raw) => entry.parse(raw, params));
    },

    async subscribe(kind, listener) {
      const listen = transport.listen;
      if (!listen) throw new RpcArgumentError('subscription', 'needs a WebSocket endpoint (wss://…); this one is HTTP');
      const entry = optionalMethodEntry('eth_subscribe');
      const params = entry.params(kind);
      const id = await call('eth_subscribe', params, (raw) => entry.parse(raw, params));
      let live = true;
      const stop = listen(id, {
        next: (result) => live && listener.next(result),
        ended: (error) => {
          if (!live) return;
          live = false;
          listener.ended(error);
        },
      });
      return () => {
        if (!live) return;
        live = false;
        stop();
        // the node forgets it with the socket anyway: a failed cancel is not worth a word
        if (!closed) transport.request('eth_unsubscribe', [id], 1).catch(() => undefined);
      };
    },

    stats() {
      return { ...transport.stats(), retries };
    },

    close() {
      closed = true;
      transport.close();
    },
  };
}
