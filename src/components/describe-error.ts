/**
 * The words a person reads about a failed request. The wire (src/rpc/errors.ts) carries the kind,
 * the HTTP status, the JSON-RPC code and the provider's own text; this module turns those facts
 * into a title and a hint. One switch over every error kind: a new kind does not compile until it
 * is described here.
 */
// errors.ts directly, not the index: the index would pull the whole wire into the first chunk
import { RpcError, RpcMalformedResponseError, RpcResponseError, type RpcErrorKind } from '../rpc/errors.ts';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../domain/near-head-window.ts';

export interface ErrorDescription {
  title: string;
  message: string;
  /** HTTP status, JSON-RPC code and method, for a developer */
  detail: string | null;
  /** what to do about it */
  hint: string | null;
  kind: RpcErrorKind | 'unknown';
}

export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof RpcError)) {
    return {
      title: 'Something went wrong',
      message: error instanceof Error ? error.message : String(error),
      detail: null,
      hint: null,
      kind: 'unknown',
    };
  }
  const parts: string[] = [];
  if (error.status !== undefined) parts.push(`HTTP ${error.status}`);
  if (error.code !== undefined) parts.push(`JSON-RPC ${error.code}`);
  if (error.method) parts.push(error.method);
  const { title, hint } = describeKind(error);
  return {
    title,
    message: error.message,
    detail: parts.length ? parts.join(' · ') : null,
    hint:
      error.retryAfterMs === undefined
        ? hint
        : `${hint} The provider asked to wait ${Math.ceil(error.retryAfterMs / 1000)} s before trying again.`,
    kind: error.kind,
  };
}

function describeKind(error: RpcError): { title: string; hint: string } {
  const kind: RpcErrorKind = error.kind;
  switch (kind) {
    case 'argument':
      return { title: 'That input cannot be sent', hint: 'Fix the value and try again; nothing was sent to the node.' };
    case 'auth':
      return { title: 'The endpoint refused the API key', hint: httpHint(error.status) };
    case 'network':
      return {
        title: 'Could not reach the endpoint',
        hint: 'Check the endpoint address and your connection; the request may be retried.',
      };
    case 'timeout':
      return {
        title: 'The endpoint did not answer in time',
        hint: 'The node is slow or unreachable; try again or raise the timeout.',
      };
    case 'closed':
      return { title: 'The connection closed', hint: 'The connection was closed; the next request reconnects.' };
    case 'http':
      return { title: 'The endpoint answered with an error', hint: httpHint(error.status) };
    case 'rpc':
      return { title: 'The node answered with an error', hint: rpcHint(error) };
    case 'malformed':
      return {
        title: 'The endpoint sent a reply that makes no sense',
        hint:
          error instanceof RpcMalformedResponseError && error.sizeCapBytes !== undefined
            ? 'The reply was abandoned past the size cap; raise maxResponseBytes if this is expected.'
            : 'The endpoint answered with something that is not a valid JSON-RPC reply; it may not be an Ethereum node.',
      };
    default: {
      const unhandled: never = kind;
      return { title: 'Request failed', hint: String(unhandled) };
    }
  }
}

const HTTP_HINTS: Partial<Record<number, string>> = {
  401: 'Check the API key: it is missing, mistyped or revoked.',
  402: "The project's daily credit limit is used up; wait for the reset or raise the plan.",
  403: "The project's allowlist settings reject this request (origin, address or method).",
  429: 'Too many requests; slow down and retry later.',
  502: 'The provider had a transient failure; retry shortly.',
  503: 'The provider is temporarily unavailable; retry shortly.',
  504: 'The provider timed out; retry shortly.',
};

function httpHint(status: number | undefined): string {
  if (status === undefined) return 'The provider refused the request.';
  return (
    HTTP_HINTS[status] ??
    (status >= 500 ? 'The provider failed; try again later.' : 'The provider refused the request.')
  );
}

/** What to do about a JSON-RPC error code, after Infura's published table. */
const RPC_CODE_HINTS: Partial<Record<number, string>> = {
  [-32700]: 'The node could not parse the request JSON.',
  [-32600]: 'The request envelope was rejected.',
  [-32601]: 'This endpoint does not offer the method.',
  [-32602]: 'The node rejected an argument; check its format.',
  [-32603]: 'The node failed internally; try again later.',
  [-32000]: 'The node rejected the request.',
  [-32001]: 'The requested resource does not exist on this node.',
  [-32002]: "Check the project's settings in the provider dashboard (key, allowlists).",
  [-32003]: 'The transaction was rejected.',
  [-32004]: 'This endpoint does not support the method.',
  [-32005]: 'The request rate or size limit was exceeded; slow down and retry later.',
  [-32006]: 'The node does not speak JSON-RPC 2.0.',
};

function rpcHint(error: RpcError): string {
  // Non-archive nodes (the near-head window) answer old-state requests with their own words.
  if (error instanceof RpcResponseError) {
    if (error.blockNotThere) {
      const head = error.reportedHead;
      const requested = error.requestedBlock;
      return head !== null && requested !== null
        ? `The node's latest block is ${head}: block ${requested} is not there yet.`
        : 'The block is not there yet (beyond the latest block), or outside the window of recent blocks this endpoint serves.';
    }
    if (error.outsideNearHeadWindow) {
      return `The node serves only recent blocks (the latest ${NEAR_HEAD_WINDOW_BLOCKS}); older state is not available here.`;
    }
  }
  return (error.code === undefined ? undefined : RPC_CODE_HINTS[error.code]) ?? 'The node answered with an error.';
}
