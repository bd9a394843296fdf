/**
 * Checks what a person typed in the connection form before anything is sent.
 * Returns a message per field; an empty object means the form can be used.
 */
// endpoint.ts, not the index: the settings chunk must not pull in the whole wire
import { API_KEY_CHARS } from '../rpc/endpoint.ts';
import type { FormResult } from '../domain/parse-result.ts';
import type { Connection } from './connection.ts';

export type ConnectionErrors = Partial<Record<'base' | 'apiKey' | 'url', string>>;

function urlProblem(text: string, schemes: string[], what: string): string | null {
  if (text.trim() === '') return `Enter the ${what}.`;
  // Chromium's URL parser lets a space in the host through (as %20): refuse it here.
  if (/\s/.test(text.trim())) return `The ${what} has a space inside: paste it again without spaces or line breaks.`;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}” is not a URL: it should look like ${schemes[0]}//example.com.`;
  }
  if (!schemes.includes(url.protocol))
    return `The ${what} must start with ${schemes.map((s) => `${s}//`).join(' or ')}.`;
  // Unencrypted, the key would cross the network in clear (and the page's Content-Security-Policy
  // refuses it): plain http/ws only for a node on this machine.
  if ((url.protocol === 'http:' || url.protocol === 'ws:') && !LOOPBACK_HOSTS.has(url.hostname)) {
    return `Plain ${url.protocol.slice(0, -1)}:// would send the API key unencrypted: use ${url.protocol === 'http:' ? 'https' : 'wss'}:// (plain is fine only for localhost or 127.0.0.1).`;
  }
  return null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function validateConnection(connection: Connection): ConnectionErrors {
  const errors: ConnectionErrors = {};
  if (connection.kind === 'provider') {
    // a WebSocket base (wss://, or ws:// on this machine) is as good: it picks the WebSocket transport
    const base = urlProblem(connection.base, ['https:', 'http:', 'wss:', 'ws:'], 'provider base URL');
    if (base) errors.base = base;
    else if (/\/v3\/?/.test(new URL(connection.base.trim()).pathname))
      errors.base = 'Give the base URL only (e.g. https://mainnet.example.io); Hexray adds /v3/<key> itself.';
    const key = connection.apiKey.trim();
    if (key === '') errors.apiKey = 'Enter the API key from your provider’s dashboard.';
    else if (/[\s/?#]/.test(key)) errors.apiKey = 'An API key has no spaces, slashes, ? or #: check what was pasted.';
    // The wire refuses anything else (it goes into the URL path as is); say so here instead.
    else if (!API_KEY_CHARS.test(key))
      errors.apiKey =
        'An API key holds only letters, digits and . _ ~ - : check what was pasted (copies can carry invisible characters).';
  } else {
    const url = urlProblem(connection.url, ['https:', 'http:', 'wss:', 'ws:'], 'RPC URL');
    if (url) errors.url = url;
  }
  return errors;
}

/** The connection form: what was typed, tidied, or a message for each box that needs fixing. */
export function parseConnection(typed: Connection): FormResult<Connection, keyof ConnectionErrors> {
  const connection = tidyConnection(typed);
  const fields = validateConnection(connection);
  const first = Object.values(fields)[0];
  return first === undefined ? { ok: true, value: connection } : { ok: false, message: first, fields };
}

/** True for a base URL that names a WebSocket endpoint (wss://, ws://). */
export function isWebSocketBase(base: string): boolean {
  return /^wss?:\/\//i.test(base.trim());
}

/**
 * True for a URL that can hold no secret: a node on this machine addressed by host and port alone
 * (`http://127.0.0.1:8545`). A path, query or user part may carry a key (the devnet's own
 * `/v3/<key>` does), so such a URL counts as secret even on this machine.
 */
export function isKeylessLocalUrl(text: string): boolean {
  try {
    const url = new URL(withScheme(text.trim()));
    return (
      LOOPBACK_HOSTS.has(url.hostname) &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * A URL typed without its scheme, as people type a node's address (`localhost:8545`,
 * `127.0.0.1:8545`, `rpc.example.org/…`): http:// for this machine (a local node speaks plain
 * HTTP), https:// anywhere else. Anything else (a scheme, a typo like `http//…`) is left as typed,
 * for the check to explain.
 */
export function withScheme(text: string): string {
  const bare = HOST_FIRST.exec(text);
  if (!bare) return text;
  return `${LOOPBACK_HOSTS.has(bare[1]!.toLowerCase()) ? 'http' : 'https'}://${text}`;
}

/** `host[:port][/…]` with a host that can only be a host: localhost, [::1], or a dotted name or address. */
const HOST_FIRST = /^(localhost|\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d{1,5})?(?:[/?#].*)?$/i;

/**
 * Trims what was typed (people paste with spaces and line breaks) and gives a URL without a scheme
 * its scheme. A WebSocket base URL chooses the WebSocket transport, and loses a trailing `/ws`
 * (Hexray adds `/ws/v3/<key>` itself).
 */
export function tidyConnection(connection: Connection): Connection {
  if (connection.kind === 'url') return { kind: 'url', url: withScheme(connection.url.trim()) };
  const base = withScheme(connection.base.trim()).replace(/\/+$/, '');
  const apiKey = connection.apiKey.trim();
  if (isWebSocketBase(base)) return { ...connection, base: base.replace(/\/ws$/i, ''), apiKey, transport: 'websocket' };
  return { ...connection, base, apiKey };
}
