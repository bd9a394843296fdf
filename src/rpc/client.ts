/**
 * The four methods of the service over either transport: arguments validated first (nothing is
 * sent when they are wrong), retries around each attempt, results parsed once into typed
 * objects. `null` stays `null`: not found is not an error.
 */
import { parseBlock, type Block } from '../domain/block.ts';
import { isHash, type Hex } from '../domain/hex.ts';
import { MalformedFieldError, asHexData, asQuantity } from '../domain/parse-fields.ts';
import { parseStorageValue } from '../domain/storage-value.ts';
import { parseReceipt, type Receipt } from '../domain/receipt.ts';
import { parseTransaction, type Transaction } from '../domain/transaction.ts';
import { parseCallTrace, type CallFrame } from '../domain/trace/call-trace.ts';
import { parsePrestateDiff, type PrestateDiff } from '../domain/trace/prestate-diff.ts';
import { resolveEndpoint, type RpcEndpoint, type RpcTransportKind } from './endpoint.ts';
import { MAX_UINT64 } from '../domain/uint-limits.ts';
import { createIdSource } from './envelope.ts';
import { RpcArgumentError, RpcMalformedResponseError } from './errors.ts';
import { createHttpTransport } from './http-transport.ts';
import { DEFAULT_RETRY, retryAfter, type RetryHooks, type RetryPolicy } from './retry.ts';
import type { RpcExchange, RpcTransport, TransportStats } from './transport.ts';
import {
  validateAddress,
  validateBlock,
  validateData,
  validateHash,
  validateQuantity,
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

/** An `eth_call` request: what a transaction would send, run against a block's state. */
export interface CallRequest {
  from?: string;
  to: string;
  /** call data, `0x…` (default empty) */
  data?: string;
  value?: bigint;
  gas?: bigint;
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
  // The optional read methods: beyond the service's four, used where an endpoint answers them
  // (data/capabilities.ts learns which). An endpoint without one answers -32601 or an HTTP 4xx.
  /** eth_chainId */
  chainId(): Promise<bigint>;
  /** eth_blockNumber: the head */
  blockNumber(): Promise<bigint>;
  /**
   * eth_getBlockByHash for a 32-byte hash, else eth_getBlockByNumber (hex quantity, bigint or tag),
   * always without full transactions (domain/block.ts says why).
   */
  getBlock(block: string | bigint): Promise<Block | null>;
  /** eth_getBalance, in wei */
  getBalance(address: string, block?: string | bigint): Promise<bigint>;
  /** eth_getTransactionCount: the nonce */
  getTransactionCount(address: string, block?: string | bigint): Promise<bigint>;
  /** eth_getCode: `0x` for an account without code */
  getCode(address: string, block?: string | bigint): Promise<Hex>;
  /** eth_call: the returned data; a revert is an RpcResponseError whose details carry the revert data */
  call(request: CallRequest, block?: string | bigint): Promise<Hex>;
  /** debug_traceTransaction with geth's callTracer, logs included: the call tree */
  traceCalls(hash: string): Promise<CallFrame>;
  /** debug_traceTransaction with geth's prestateTracer in diff mode: what changed, before and after */
  traceStateDiff(hash: string): Promise<PrestateDiff>;
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
const parseBlockOrNull = orNull(parseBlock);

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

    async chainId() {
      return call('eth_chainId', [], (raw) => asQuantity(raw, 'chain id'));
    },

    async blockNumber() {
      return call('eth_blockNumber', [], (raw) => asQuantity(raw, 'block number'));
    },

    async getBlock(block) {
      if (isHash(block)) {
        const h = block.toLowerCase();
        const method = 'eth_getBlockByHash';
        const found = await call(method, [block, false], parseBlockOrNull);
        if (found) mustMatch('block.hash', found.hash, h, method);
        return found;
      }
      const b = validateBlock('block', block);
      const method = 'eth_getBlockByNumber';
      const found = await call(method, [b, false], parseBlockOrNull);
      if (found && b.startsWith('0x')) mustMatch('block.number', found.number, BigInt(b), method);
      return found;
    },

    async getBalance(address, block = 'latest') {
      const params = [validateAddress('address', address), validateBlock('block', block)];
      return call('eth_getBalance', params, (raw) => asQuantity(raw, 'balance'));
    },

    async getTransactionCount(address, block = 'latest') {
      const params = [validateAddress('address', address), validateBlock('block', block)];
      return call('eth_getTransactionCount', params, (raw) => asQuantity(raw, 'transaction count'));
    },

    async getCode(address, block = 'latest') {
      const params = [validateAddress('address', address), validateBlock('block', block)];
      return call('eth_getCode', params, (raw) => asHexData(raw, 'code'));
    },

    async call(request, block = 'latest') {
      const object: Record<string, string> = { to: validateAddress('call.to', request.to) };
      if (request.from !== undefined) object['from'] = validateAddress('call.from', request.from);
      object['data'] = validateData('call.data', request.data ?? '0x');
      if (request.value !== undefined) object['value'] = validateQuantity('call.value', request.value);
      if (request.gas !== undefined) object['gas'] = validateQuantity('call.gas', request.gas, MAX_UINT64);
      return call('eth_call', [object, validateBlock('block', block)], (raw) => asHexData(raw, 'call result'));
    },

    async traceCalls(hash) {
      const params = [
        validateHash('transaction hash', hash),
        { tracer: 'callTracer', tracerConfig: { withLog: true } },
      ];
      return call('debug_traceTransaction', params, (raw) => parseCallTrace(raw));
    },

    async traceStateDiff(hash) {
      const params = [
        validateHash('transaction hash', hash),
        { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
      ];
      return call('debug_traceTransaction', params, (raw) => parsePrestateDiff(raw));
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
