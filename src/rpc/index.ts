/**
 * Hexray's JSON-RPC wire: the only face the pages, hooks and benchmarks use.
 * No React here, no ethers or viem at run time.
 */
export { createRpcClient } from './client.ts';
export type { RpcClient, RpcClientOptions } from './client.ts';
export { buildRpcUrls } from './endpoint.ts';
export type { RpcEndpoint, RpcTransportKind } from './endpoint.ts';
export { redactUrl } from './redact.ts';
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
export type { RpcExchange } from './transport.ts';
export type { WebSocketConstructorLike } from './websocket-transport.ts';
export type { Transaction } from '../domain/transaction.ts';
export type { Receipt, ReceiptOutcome, Log } from '../domain/receipt.ts';
