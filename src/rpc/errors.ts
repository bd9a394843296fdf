/**
 * One small hierarchy for everything that can go wrong on the wire. Each error has a short
 * message a person can read, a hint saying what to do, and the details a developer needs.
 * `endpoint` is always the redacted label (see redact.ts); provider text is scrubbed of the key
 * before it reaches a message.
 */

export type RpcErrorKind =
  | 'argument'
  | 'network'
  | 'timeout'
  | 'closed'
  | 'http'
  | 'rpc'
  | 'malformed'
  | 'auth';

export interface RpcErrorDetails {
  method?: string;
  /** redacted endpoint label, never the raw URL */
  endpoint?: string;
  code?: number;
  data?: unknown;
  status?: number;
  retryAfterMs?: number;
  hint?: string;
  cause?: unknown;
}

export class RpcError extends Error {
  readonly kind: RpcErrorKind;
  declare readonly method?: string;
  declare readonly endpoint?: string;
  declare readonly code?: number;
  declare readonly data?: unknown;
  declare readonly status?: number;
  declare readonly retryAfterMs?: number;
  readonly hint: string;

  constructor(kind: RpcErrorKind, message: string, details: RpcErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'RpcError';
    this.kind = kind;
    this.hint = details.hint ?? '';
    // Only set what is known, so `'code' in error` and snapshots stay honest.
    if (details.method !== undefined) this.method = details.method;
    if (details.endpoint !== undefined) this.endpoint = details.endpoint;
    if (details.code !== undefined) this.code = details.code;
    if (details.data !== undefined) this.data = details.data;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
  }
}

/** Bad input: nothing was sent. `argument` names the parameter, e.g. "transaction hash". */
export class RpcArgumentError extends RpcError {
  readonly argument: string;
  constructor(argument: string, problem: string, details: RpcErrorDetails = {}) {
    super('argument', `${argument} ${problem}`, {
      hint: 'Fix the value and try again; nothing was sent to the node.',
      ...details,
    });
    this.name = 'RpcArgumentError';
    this.argument = argument;
  }
}

export class RpcNetworkError extends RpcError {
  constructor(message: string, details: RpcErrorDetails = {}) {
    super('network', message, {
      hint: 'Check the endpoint address and your connection; the request may be retried.',
      ...details,
    });
    this.name = 'RpcNetworkError';
  }
}

export class RpcTimeoutError extends RpcError {
  readonly timeoutMs: number;
  constructor(timeoutMs: number, details: RpcErrorDetails = {}) {
    super('timeout', `no reply within ${formatMs(timeoutMs)}`, {
      hint: 'The node is slow or unreachable; try again or raise the timeout.',
      ...details,
    });
    this.name = 'RpcTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The WebSocket closed with the request in flight, or the client was closed. */
export class RpcClosedError extends RpcError {
  declare readonly closeCode?: number;
  constructor(message: string, details: RpcErrorDetails & { closeCode?: number } = {}) {
    super('closed', message, {
      hint: 'The connection was closed; the next request reconnects.',
      ...details,
    });
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

const HTTP_HINTS: Record<number, string> = {
  401: 'Check the API key: it is missing, mistyped or revoked.',
  402: "The project's daily credit limit is used up; wait for the reset or raise the plan.",
  403: "The project's allowlist settings reject this request (origin, address or method).",
  429: 'Too many requests; slow down and retry later.',
  502: 'The provider had a transient failure; retry shortly.',
  503: 'The provider is temporarily unavailable; retry shortly.',
  504: 'The provider timed out; retry shortly.',
};

/** A non-2xx HTTP answer. `providerMessage` is the provider's own text, already scrubbed. */
export class RpcHttpError extends RpcError {
  declare readonly providerMessage?: string;
  constructor(status: number, providerMessage: string | undefined, details: RpcErrorDetails = {}, kind: RpcErrorKind = 'http') {
    const title = HTTP_TITLES[status] ?? (status >= 500 ? 'server error' : 'HTTP error');
    super(kind, `HTTP ${status} ${title}${providerMessage ? `: ${providerMessage}` : ''}`, {
      hint: HTTP_HINTS[status] ?? (status >= 500 ? 'The provider failed; try again later.' : 'The provider refused the request.'),
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

/** Titles and hints for JSON-RPC error codes, after Infura's published table. */
const RPC_CODES: Record<number, { title: string; hint: string }> = {
  [-32700]: { title: 'parse error', hint: 'The node could not parse the request JSON.' },
  [-32600]: { title: 'invalid request', hint: 'The request envelope was rejected.' },
  [-32601]: { title: 'method not found', hint: 'This endpoint does not offer the method.' },
  [-32602]: { title: 'invalid argument', hint: 'The node rejected an argument; check its format.' },
  [-32603]: { title: 'internal error', hint: 'The node failed internally; try again later.' },
  [-32000]: { title: 'invalid input', hint: 'The node rejected the request.' },
  [-32001]: { title: 'resource not found', hint: 'The requested resource does not exist on this node.' },
  [-32002]: { title: 'resource unavailable', hint: "Check the project's settings in the provider dashboard (key, allowlists)." },
  [-32003]: { title: 'transaction rejected', hint: 'The transaction was rejected.' },
  [-32004]: { title: 'method not supported', hint: 'This endpoint does not support the method.' },
  [-32005]: { title: 'limit exceeded', hint: 'The request rate or size limit was exceeded; slow down and retry later.' },
  [-32006]: { title: 'JSON-RPC version not supported', hint: 'The node does not speak JSON-RPC 2.0.' },
};

const NEAR_HEAD = /missing trie node|state (is )?not available|pruned|archive/i;

/**
 * A block the node does not have: beyond its latest block (anvil: `BlockOutOfRangeError: block
 * height is H but requested was N`, -32602; geth: `header not found`, also for a header pruned
 * away; others: `unknown block`). Not a bad argument: the block is not there yet.
 */
const BLOCK_NOT_THERE = /BlockOutOfRange|block height is \d+ but requested|header not found|unknown block|block not found/i;
const ANVIL_HEIGHTS = /block height is (\d+) but requested was (\d+)/i;

/** A JSON-RPC error object in a reply. */
export class RpcResponseError extends RpcError {
  readonly providerMessage: string;
  constructor(code: number, providerMessage: string, details: RpcErrorDetails = {}) {
    const known = RPC_CODES[code];
    const title = known?.title ?? (code >= -32099 && code <= -32000 ? 'server error' : 'JSON-RPC error');
    let hint = known?.hint ?? 'The node answered with an error.';
    // Non-archive nodes (the near-head window) answer old-state requests this way.
    if (BLOCK_NOT_THERE.test(providerMessage)) {
      const heights = ANVIL_HEIGHTS.exec(providerMessage);
      hint = heights
        ? `The node's latest block is ${heights[1]}: block ${heights[2]} is not there yet.`
        : 'The block is not there yet (beyond the latest block), or outside the window of recent blocks this endpoint serves.';
    }
    else if (NEAR_HEAD.test(providerMessage)) {
      hint = 'The node serves only recent blocks (the latest 128); older state is not available here.';
    }
    super('rpc', `${title} (${code})${providerMessage ? `: ${providerMessage}` : ''}`, { hint, ...details, code });
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
}

/** The reply is not what JSON-RPC or the spec promises. `field` names the offending field. */
export class RpcMalformedResponseError extends RpcError {
  declare readonly field?: string;
  constructor(message: string, details: RpcErrorDetails & { field?: string } = {}) {
    super('malformed', message, {
      hint: 'The endpoint answered with something that is not a valid JSON-RPC reply; it may not be an Ethereum node.',
      ...details,
    });
    this.name = 'RpcMalformedResponseError';
    if (details.field !== undefined) this.field = details.field;
  }
}

function formatMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
