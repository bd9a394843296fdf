/**
 * One small hierarchy for everything that can go wrong on the wire. Each error has a short
 * message and the facts (kind, status, code, the provider's text) a developer needs; what to tell
 * a person about it is the presentation layer's job (src/components/describe-error.ts).
 * `endpoint` is always the redacted label (see redact.ts); provider text is scrubbed of the key
 * before it reaches a message.
 */

import { RpcError, type RpcErrorDetails, type RpcErrorKind } from './error-base.ts';

export { RpcArgumentError, RpcError, type RpcErrorDetails, type RpcErrorKind } from './error-base.ts';

export class RpcNetworkError extends RpcError {
  constructor(message: string, details: RpcErrorDetails = {}) {
    super('network', message, details);
    this.name = 'RpcNetworkError';
  }
}

export class RpcTimeoutError extends RpcError {
  readonly timeoutMs: number;
  constructor(timeoutMs: number, details: RpcErrorDetails = {}) {
    super('timeout', `no reply within ${formatMs(timeoutMs)}`, details);
    this.name = 'RpcTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The WebSocket closed with the request in flight, or the client was closed. */
export class RpcClosedError extends RpcError {
  declare readonly closeCode?: number;
  constructor(message: string, details: RpcErrorDetails & { closeCode?: number } = {}) {
    super('closed', message, details);
    this.name = 'RpcClosedError';
    if (details.closeCode !== undefined) this.closeCode = details.closeCode;
  }
}

const HTTP_TITLES: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorized',
  402: 'daily credit limit reached',
  403: 'forbidden',
  404: 'not found',
  405: 'method not allowed',
  413: 'request too large',
  429: 'rate limited',
  500: 'internal server error',
  502: 'bad gateway',
  503: 'service unavailable',
  504: 'gateway timeout',
};

/** A non-2xx HTTP answer. `providerMessage` is the provider's own text, already scrubbed. */
export class RpcHttpError extends RpcError {
  declare readonly providerMessage?: string;
  constructor(
    status: number,
    providerMessage: string | undefined,
    details: RpcErrorDetails = {},
    kind: RpcErrorKind = 'http',
  ) {
    const title = HTTP_TITLES[status] ?? (status >= 500 ? 'server error' : 'HTTP error');
    super(kind, `HTTP ${status} ${title}${providerMessage ? `: ${providerMessage}` : ''}`, {
      ...details,
      status,
    });
    this.name = 'RpcHttpError';
    if (providerMessage !== undefined) this.providerMessage = providerMessage;
  }
}

/** 401/403: a key or allowlist problem, not a connection problem. */
export class RpcAuthError extends RpcHttpError {
  constructor(status: number, providerMessage: string | undefined, details: RpcErrorDetails = {}) {
    super(status, providerMessage, details, 'auth');
    this.name = 'RpcAuthError';
  }
}

/** Names of the JSON-RPC error codes, after Infura's published table. */
const RPC_CODE_TITLES: Partial<Record<number, string>> = {
  [-32700]: 'parse error',
  [-32600]: 'invalid request',
  [-32601]: 'method not found',
  [-32602]: 'invalid argument',
  [-32603]: 'internal error',
  [-32000]: 'invalid input',
  [-32001]: 'resource not found',
  [-32002]: 'resource unavailable',
  [-32003]: 'transaction rejected',
  [-32004]: 'method not supported',
  [-32005]: 'limit exceeded',
  [-32006]: 'JSON-RPC version not supported',
};

const NEAR_HEAD = /missing trie node|state (is )?not available|pruned|archive/i;

/**
 * A block the node does not have: beyond its latest block (anvil: `BlockOutOfRangeError: block
 * height is H but requested was N`, -32602; geth: `header not found`, also for a header pruned
 * away; others: `unknown block`). Not a bad argument: the block is not there yet.
 */
const BLOCK_NOT_THERE =
  /BlockOutOfRange|block height is \d+ but requested|header not found|unknown block|block not found/i;
const ANVIL_HEIGHTS = /block height is (\d+) but requested was (\d+)/i;

/** A JSON-RPC error object in a reply. */
export class RpcResponseError extends RpcError {
  readonly providerMessage: string;
  constructor(code: number, providerMessage: string, details: RpcErrorDetails = {}) {
    const title = RPC_CODE_TITLES[code] ?? (code >= -32099 && code <= -32000 ? 'server error' : 'JSON-RPC error');
    super('rpc', `${title} (${code})${providerMessage ? `: ${providerMessage}` : ''}`, { ...details, code });
    this.name = 'RpcResponseError';
    this.providerMessage = providerMessage;
  }

  /** The node refused old state: it serves only the near-head window (a pruned, non-archive node). */
  get outsideNearHeadWindow(): boolean {
    return !this.blockNotThere && NEAR_HEAD.test(this.providerMessage);
  }

  /** The node does not have the block: not mined yet (or, for `header not found`, possibly pruned). */
  get blockNotThere(): boolean {
    return BLOCK_NOT_THERE.test(this.providerMessage);
  }

  /** The node's latest block, when its answer names it (anvil does). */
  get reportedHead(): bigint | null {
    const heights = ANVIL_HEIGHTS.exec(this.providerMessage);
    return heights ? BigInt(heights[1]!) : null;
  }

  /** The block that was asked for, when the node's answer names it (anvil does). */
  get requestedBlock(): bigint | null {
    const heights = ANVIL_HEIGHTS.exec(this.providerMessage);
    return heights ? BigInt(heights[2]!) : null;
  }
}

/** The reply is not what JSON-RPC or the spec promises. `field` names the offending field. */
export class RpcMalformedResponseError extends RpcError {
  declare readonly field?: string;
  /** set when the reply was abandoned for being larger than this many bytes */
  declare readonly sizeCapBytes?: number;
  constructor(message: string, details: RpcErrorDetails & { field?: string; sizeCapBytes?: number } = {}) {
    super('malformed', message, details);
    this.name = 'RpcMalformedResponseError';
    if (details.field !== undefined) this.field = details.field;
    if (details.sizeCapBytes !== undefined) this.sizeCapBytes = details.sizeCapBytes;
  }
}

function formatMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
