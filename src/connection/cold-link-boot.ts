/**
 * The first thing a cold link runs: index.html carries this function's source inline (the build
 * writes it there, with its hash in the Content-Security-Policy; build/cold-link-boot.ts), so the
 * lookup leaves while the HTML is still being parsed, not after the app's JS has loaded and run.
 *
 * It knows none of the app's facts itself; the build hands them over, generated from the code
 * that owns them:
 * - the record pages' path patterns, and each one's POST body with a hole per argument (the route
 *   manifest's lookups, encoded by rpc/envelope.ts: the very body the app's client sends first);
 * - the source of `parseStoredConnection` (connection.ts: how the saved connection is read) and
 *   of `rpcUrls` (rpc/endpoint.ts: where `{base}` and a key send a request), run as they are.
 * It reads the devnet preset the page carries or asks for /devnet.json when the app would, sends
 * the request and leaves each response in `window.__hexrayBoot`, which the app takes off the page as
 * it starts, answering its own first requests from it (boot-requests.ts). It also preloads the
 * route's chunks.
 *
 * It must stand alone: no imports, nothing from outside the function (its source is inlined).
 * Anything it does not recognise it leaves to the app; a guess that does not match what the app
 * sends is never used (the app then sends its own request).
 */
import type { rpcUrls } from '../rpc/endpoint.ts';
import type { parseStoredConnection } from './connection.ts';

/** How an argument's text becomes the wire's: as written, in lower case, or as a hex quantity. */
export type BootWireForm = 'as-written' | 'lower-case' | 'quantity';

export interface BootArgument {
  /** the path parameter it is read from, or else the query parameter */
  name: string;
  /** the query's default when it leaves the parameter out */
  fallback: string;
  /** a regular expression for the texts the boot script takes (others are left to the app) */
  accept: string;
  /**
   * in the path, texts the page may take that only the app can judge (a mixed-case address, whose
   * checksum needs keccak): the page's code is preloaded and the app decides what to send
   */
  leave?: string;
  wire: BootWireForm;
}

/** A record page, as the boot script matches it and asks for its data. */
export interface BootRoute {
  name: string;
  /** react-router's path pattern, from the route manifest */
  pattern: string;
  args: BootArgument[];
  /** the POST body, `"\u0000<n>"` (a JSON string) where argument n goes */
  body: string;
}

export interface ColdLinkBootConfig {
  /** the connection's storage key (connection.ts) */
  storageKey: string;
  /** the base the build was made for without its final slash ('' at a host's root; base-path.ts) */
  basename: string;
  presetUrl: string;
  /** the id of the preset's data block, when the server wrote it into the page (devnet-preset.ts) */
  presetElementId: string;
  routes: BootRoute[];
  /** route name → the chunks its page needs beyond the entry's, to modulepreload */
  preload: Record<string, string[]>;
}

/** The functions the boot script is given, as source, beside its configuration. */
export interface BootCode {
  lookup: typeof bootLookup;
  parseStoredConnection: typeof parseStoredConnection;
  rpcUrls: typeof rpcUrls;
}

export interface BootRequest {
  /** the POST body, or null for the GET of the preset */
  body: string | null;
  /** where it was sent, or null while the preset that names the endpoint is on its way */
  url: string | null;
  /** where it went and its response; null when it was not sent after all (no usable preset) */
  sent: Promise<{ url: string; response: Promise<Response> } | null>;
}

/**
 * The record page at `pathname` (base included) and the body of its first request (null when an
 * argument from the query is one the boot script leaves to the app), or null for any other page.
 * Matched as the router matches (pages.tsx `routeAt`): under the base on a segment boundary,
 * case-insensitive, a parameter one non-empty segment, trailing slashes allowed. Stands alone too.
 */
export function bootLookup(
  config: Pick<ColdLinkBootConfig, 'basename' | 'routes'>,
  pathname: string,
  search: string,
): { route: string; body: string | null } | null {
  const under = pathname.slice(0, config.basename.length).toLowerCase() === config.basename.toLowerCase();
  const path = pathname.slice(config.basename.length) || '/';
  if (!under || !path.startsWith('/')) return null;
  const query = new URLSearchParams(search);
  for (const route of config.routes) {
    const names: string[] = [];
    const source = route.pattern
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    const match = new RegExp(`^${source}/*$`, 'i').exec(path);
    if (!match) continue;
    const values: string[] = [];
    for (const arg of route.args) {
      const at = names.indexOf(arg.name);
      const text = at >= 0 ? (match[at + 1] ?? '') : (query.get(arg.name) ?? arg.fallback);
      // a path the page refuses is nothing to preload for; a query it may read otherwise is the app's
      if (!new RegExp(`^(?:${arg.accept})$`).test(text)) {
        const appDecides = at < 0 || (arg.leave !== undefined && new RegExp(`^(?:${arg.leave})$`).test(text));
        return appDecides ? { route: route.name, body: null } : null;
      }
      values.push(
        arg.wire === 'lower-case'
          ? text.toLowerCase()
          : arg.wire === 'quantity'
            ? `0x${BigInt(text).toString(16)}`
            : text,
      );
    }
    const body = route.body.replace(/"\\u0000(\d+)"/g, (_, n: string) => JSON.stringify(values[Number(n)]));
    return { route: route.name, body };
  }
  return null;
}

export function coldLinkBoot(config: ColdLinkBootConfig, code: BootCode): void {
  const sent: BootRequest[] = [];
  (window as unknown as { __hexrayBoot?: BootRequest[] }).__hexrayBoot = sent;
  const found = code.lookup(config, location.pathname, location.search);
  if (!found) return;

  // The route's chunks, once the parser has queued the entry and its own preloads: over HTTP/1.1
  // (six connections a host) two dozen chunks asked for first would hold back the entry and the
  // preset behind them, wave after wave.
  setTimeout(() => {
    for (const href of config.preload[found.route] ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }, 0);
  const body = found.body;
  if (body === null) return;

  // the connection this tab uses, else the device's (connection.ts loadConnection)
  const read = (storage: () => Storage) => {
    try {
      return code.parseStoredConnection(storage().getItem(config.storageKey));
    } catch {
      return null;
    }
  };
  const tab = read(() => sessionStorage);
  const saved = tab?.complete ? tab : read(() => localStorage);

  /** `{base}/v3/<key>`, as the wire builds it, or '' for anything it would refuse. */
  const httpUrl = (base: unknown, apiKey: unknown): string => {
    if (typeof base !== 'string' || typeof apiKey !== 'string') return '';
    const urls = code.rpcUrls(base, apiKey);
    return 'http' in urls ? urls.http : '';
  };
  const post = (url: string) => {
    if (!url) return null;
    const response = fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
    });
    // a failure is the app's to meet when it takes the response; unhandled here it would be logged
    response.catch(() => undefined);
    return { url, response };
  };

  if (saved?.complete && saved.settings.source !== 'devnet') {
    // the user's own connection: over HTTP only (a WebSocket is the app's to open)
    const connection = saved.settings.connection;
    const url =
      connection.kind === 'url'
        ? /^https?:\/\//i.test(connection.url)
          ? connection.url
          : ''
        : connection.transport === 'websocket'
          ? ''
          : httpUrl(connection.base, connection.apiKey);
    if (url) sent.push({ body, url, sent: Promise.resolve(post(url)) });
    return;
  }
  // nothing complete saved: the app falls back to the devnet preset when nothing, or the devnet,
  // is remembered (start-connection.ts), over the transport remembered with it
  if (saved && saved.settings.source !== 'devnet') return;
  if (saved?.settings.connection.kind === 'provider' && saved.settings.connection.transport === 'websocket') return;
  // the preset the server wrote into the page (the app reads it there too), else /devnet.json
  const inline = document.getElementById(config.presetElementId);
  if (inline) {
    const carried = ((): { base?: unknown; apiKey?: unknown } | null => {
      try {
        return JSON.parse(inline.textContent ?? '') as { base?: unknown; apiKey?: unknown } | null;
      } catch {
        return null;
      }
    })();
    const url = carried ? httpUrl(carried.base, carried.apiKey) : '';
    if (url) sent.push({ body, url, sent: Promise.resolve(post(url)) });
    return;
  }
  const preset = fetch(config.presetUrl, { cache: 'no-store' });
  preset.catch(() => undefined);
  sent.push({ body: null, url: config.presetUrl, sent: Promise.resolve({ url: config.presetUrl, response: preset }) });
  // listed at once, sent once the preset names the endpoint: the app, asking meanwhile, waits for it
  sent.push({
    body,
    url: null,
    sent: preset
      .then((response) =>
        response.ok ? (response.clone().json() as Promise<{ base?: unknown; apiKey?: unknown }>) : null,
      )
      .then((preset) => (preset ? post(httpUrl(preset.base, preset.apiKey)) : null))
      .catch(() => null),
  });
}
