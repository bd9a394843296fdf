/**
 * Endpoint URLs: the one place that turns a provider base URL and an API key into the spec's
 * `POST {base}/v3/<key>` and `{ws}/ws/v3/<key>`, and a full URL into a transport choice. A
 * WebSocket URL's HTTP twin, the same shape read backwards, is http-twin.ts's (off the first page).
 */
import { RpcArgumentError } from './error-base.ts';
import { redactUrlParts } from './redact.ts';

export type RpcTransportKind = 'http' | 'websocket';

export type RpcEndpoint = { base: string; apiKey: string; transport: RpcTransportKind } | { url: string };

export interface ResolvedEndpoint {
  transport: RpcTransportKind;
  /** the real URL, key included: handed to fetch/WebSocket and nothing else */
  url: string;
  /** redacted, safe to show */
  label: string;
  /** strings to scrub from provider text */
  secrets: string[];
}

/** What an API key may hold: it becomes a URL path segment as is (RFC 3986 unreserved characters). */
export const API_KEY_CHARS = /^[A-Za-z0-9._~-]+$/;

/** What rpcUrls found wrong with a base URL or a key (buildRpcUrls says it in words). */
type EndpointProblem =
  | { problem: 'base-not-url' }
  | { problem: 'base-scheme'; scheme: string }
  | { problem: 'base-parts' }
  | { problem: 'key-empty' }
  | { problem: 'key-chars' };

/**
 * `{base}/v3/<key>` for HTTP and `ws(s)://{same host}/ws/v3/<key>` for WebSocket, or the first
 * thing wrong with the parts. It refers to nothing outside its own body (the key's characters are
 * API_KEY_CHARS, written out; a test holds the two together): index.html's boot script carries
 * this function's source (build/cold-link-boot.ts), so a cold link's first request goes exactly
 * where the wire's would.
 */
export function rpcUrls(base: string, apiKey: string): { http: string; ws: string } | EndpointProblem {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return { problem: 'base-not-url' };
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol))
    return { problem: 'base-scheme', scheme: url.protocol.replace(':', '') };
  if (url.username || url.password || url.search || url.hash) return { problem: 'base-parts' };
  if (typeof apiKey !== 'string' || apiKey.length === 0) return { problem: 'key-empty' };
  if (!/^[A-Za-z0-9._~-]+$/.test(apiKey)) return { problem: 'key-chars' };
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  const path = url.pathname.replace(/\/+$/, '');
  return {
    http: `${secure ? 'https' : 'http'}://${url.host}${path}/v3/${apiKey}`,
    ws: `${secure ? 'wss' : 'ws'}://${url.host}${path}/ws/v3/${apiKey}`,
  };
}

/** `{base}/v3/<key>` for HTTP and `ws(s)://{same host}/ws/v3/<key>` for WebSocket. */
export function buildRpcUrls(base: string, apiKey: string): { http: string; ws: string } {
  const urls = rpcUrls(base, apiKey);
  if (!('problem' in urls)) return urls;
  switch (urls.problem) {
    case 'base-not-url':
      throw new RpcArgumentError('endpoint base URL', 'is not a valid URL (expected e.g. https://mainnet.infura.io)');
    case 'base-scheme':
      throw new RpcArgumentError('endpoint base URL', `must use http(s) or ws(s); got ${urls.scheme}`);
    case 'base-parts':
      throw new RpcArgumentError(
        'endpoint base URL',
        'must not carry credentials, a query or a fragment; pass the key as apiKey',
      );
    case 'key-empty':
      throw new RpcArgumentError('API key', 'is empty');
    case 'key-chars':
      // The message must not quote the key.
      throw new RpcArgumentError('API key', 'may contain only letters, digits and . _ ~ -');
  }
}

export function resolveEndpoint(endpoint: RpcEndpoint): ResolvedEndpoint {
  if (endpoint === null || typeof endpoint !== 'object') {
    throw new RpcArgumentError('endpoint', 'must be { base, apiKey, transport } or { url }');
  }
  if ('url' in endpoint) {
    let parsed: URL;
    try {
      parsed = new URL(endpoint.url);
    } catch {
      throw new RpcArgumentError('endpoint URL', 'is not a valid URL');
    }
    const scheme = parsed.protocol;
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(scheme)) {
      throw new RpcArgumentError('endpoint URL', `must use http(s) or ws(s); got ${scheme.replace(':', '')}`);
    }
    const { label, secrets } = redactUrlParts(endpoint.url);
    return { transport: scheme.startsWith('ws') ? 'websocket' : 'http', url: endpoint.url, label, secrets };
  }
  if (endpoint.transport !== 'http' && endpoint.transport !== 'websocket') {
    throw new RpcArgumentError('endpoint transport', "must be 'http' or 'websocket'");
  }
  const urls = buildRpcUrls(endpoint.base, endpoint.apiKey);
  const url = endpoint.transport === 'http' ? urls.http : urls.ws;
  const { label, secrets } = redactUrlParts(url);
  return { transport: endpoint.transport, url, label, secrets: [...new Set([endpoint.apiKey, ...secrets])] };
}
