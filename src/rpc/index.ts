/**
 * Hexray's JSON-RPC wire: the only face the pages, hooks and benchmarks use.
 * No React here, no ethers or viem at run time.
 */
export { createRpcClient, DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from './client.ts';
export type { RpcClient, RpcClientOptions, RpcClientStats } from './client.ts';
export { API_KEY_CHARS, buildRpcUrls } from './endpoint.ts';
export type { RpcEndpoint, RpcTransportKind } from './endpoint.ts';
export { redactUrl, REDACTED } from './redact.ts';
export {
  RpcError,
  RpcArgumentError,
  RpcNetworkError,
  RpcTimeoutError,
  RpcClosedError,
  RpcHttpError,
  RpcAuthError,
  RpcResponseError,
  RpcMalformedResponseError,
} from './errors.ts';
export type { RpcErrorKind, RpcErrorDetails } from './errors.ts';
export type { RpcExchange } from './transport.ts';
export type { WebSocketConstructorLike, WebSocketLike } from './websocket-transport.ts';
export { BLOCK_TAGS } from './validate-arguments.ts';
export type { BlockTag } from './validate-arguments.ts';
export type { Transaction, AccessListEntry, Authorization } from '../domain/transaction.ts';
export type { Receipt, ReceiptOutcome, Log } from '../domain/receipt.ts';
export type { Hex, Address, Hash } from '../domain/hex.ts';
