/**
 * Endpoint URLs: the one place that turns a provider base URL and an API key into the spec's
 * `POST {base}/v3/<key>` and `{ws}/ws/v3/<key>`, and a full URL into a transport choice.
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

function parseBase(base: string): URL {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new RpcArgumentError('endpoint base URL', 'is not a valid URL (expected e.g. https://mainnet.infura.io)');
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) {
    throw new RpcArgumentError('endpoint base URL', `must use http(s) or ws(s); got ${url.protocol.replace(':', '')}`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new RpcArgumentError(
      'endpoint base URL',
      'must not carry credentials, a query or a fragment; pass the key as apiKey',
    );
  }
  return url;
}

/** `{base}/v3/<key>` for HTTP and `ws(s)://{same host}/ws/v3/<key>` for WebSocket. */
export function buildRpcUrls(base: string, apiKey: string): { http: string; ws: string } {
  const url = parseBase(base);
  if (typeof apiKey !== 'string' || apiKey.length === 0) {
    throw new RpcArgumentError('API key', 'is empty');
  }
  // The message must not quote the key.
  if (!API_KEY_CHARS.test(apiKey)) {
    throw new RpcArgumentError('API key', 'may contain only letters, digits and . _ ~ -');
  }
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  const path = url.pathname.replace(/\/+$/, '');
  return {
    http: `${secure ? 'https' : 'http'}://${url.host}${path}/v3/${apiKey}`,
    ws: `${secure ? 'wss' : 'ws'}://${url.host}${path}/ws/v3/${apiKey}`,
  };
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

/**
 * The HTTP(S) twin of a WebSocket URL (`wss://h/ws/v3/k` → `https://h/v3/k`), used to ask the
 * provider why a socket failed: browsers hide the upgrade status.
 */
export function httpTwinOf(wsUrl: string): string | undefined {
  try {
    const url = new URL(wsUrl);
    url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
    url.pathname = url.pathname.replace(/^\/ws(?=\/)/, '');
    return url.toString();
  } catch {
    return undefined;
  }
}
