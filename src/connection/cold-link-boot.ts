/**
 * The first thing a cold link runs: index.html carries this function's source inline (the build
 * writes it there, with its hash in the Content-Security-Policy; vite.config.ts), so the lookup
 * leaves while the HTML is still being parsed, not after the app's JS has loaded and run. It reads
 * the saved connection by the same keys and rules as src/connection (the key goes nowhere but to
 * the endpoint), reads the devnet preset the page carries or asks for /devnet.json when the app
 * would, sends the very request the app's client would send first (same body, ids 1 and 2) and
 * leaves each response in `window.__hexrayBoot` for the app to take once (boot-requests.ts). It
 * also preloads the route's chunks.
 *
 * It must stand alone: no imports, nothing from outside the function (its source is inlined).
 * Anything it does not recognise it leaves to the app; a guess that does not match what the app
 * sends is never used (the app then sends its own request).
 */

export interface ColdLinkBootConfig {
  /** the connection's storage key (connection.ts) */
  storageKey: string;
  /** the base the build was made for without its final slash ('' at a host's root; base-path.ts) */
  basename: string;
  presetUrl: string;
  /** the id of the preset's data block, when the server wrote it into the page (devnet-preset.ts) */
  presetElementId: string;
  /** route name → the chunks its page needs beyond the entry's, to modulepreload */
  preload: Record<string, string[]>;
}

export interface BootRequest {
  /** the POST body, or null for the GET of the preset */
  body: string | null;
  /** where it was sent, or null while the preset that names the endpoint is on its way */
  url: string | null;
  /** where it went and its response; null when it was not sent after all (no usable preset) */
  sent: Promise<{ url: string; response: Promise<Response> } | null>;
}

export function coldLinkBoot(config: ColdLinkBootConfig): void {
  const sent: BootRequest[] = [];
  (window as unknown as { __hexrayBoot?: BootRequest[] }).__hexrayBoot = sent;
  const HASH = '(0x[0-9a-fA-F]{64})';
  // the in-app path, as the router sees it (base-path.ts: case-insensitive, on a segment boundary)
  const full = location.pathname;
  const under = full.slice(0, config.basename.length).toLowerCase() === config.basename.toLowerCase();
  const path = full.slice(config.basename.length);
  if (!under || (config.basename !== '' && path !== '' && !path.startsWith('/'))) return;
  let route = '';
  let calls: Array<[string, unknown[]]> = [];
  let match: RegExpExecArray | null;
  if ((match = new RegExp(`^/tx/${HASH}$`).exec(path))) {
    route = 'transaction';
    // the transaction page asks for the transaction and its receipt in one tick: one batch
    calls = [
      ['eth_getTransactionByHash', [match[1]]],
      ['eth_getTransactionReceipt', [match[1]]],
    ];
  } else if ((match = new RegExp(`^/tx/${HASH}/receipt$`).exec(path))) {
    route = 'receipt';
    calls = [['eth_getTransactionReceipt', [match[1]]]];
  } else if ((match = new RegExp(`^/block/${HASH}/tx/(\\d{1,9}|0x[0-9a-fA-F]{1,8})$`).exec(path))) {
    route = 'blockTransaction';
    const index = Number(match[2]);
    calls = [['eth_getTransactionByBlockHashAndIndex', [match[1], `0x${index.toString(16)}`]]];
  } else if ((match = /^\/address\/(0x[0-9a-fA-F]{40})\/storage$/.exec(path))) {
    route = 'storage';
    // the word the page reads first (StoragePage: slot 0 unless ?slot= says, at `latest` unless
    // ?block= says), for a plain number only; the app's cold-link lookup takes it at boot
    const query = new URLSearchParams(location.search);
    const slot = query.get('slot') ?? '0';
    const block = query.get('block') ?? 'latest';
    if (block === 'latest' && /^(\d{1,15}|0x[0-9a-fA-F]{1,64})$/.test(slot))
      calls = [['eth_getStorageAt', [match[1]!.toLowerCase(), `0x${BigInt(slot).toString(16)}`, 'latest']]];
  }
  if (!route) return;

  // The route's chunks, once the parser has queued the entry and its own preloads: over HTTP/1.1
  // (six connections a host) two dozen chunks asked for first would hold back the entry and the
  // preset behind them, wave after wave.
  setTimeout(() => {
    for (const href of config.preload[route] ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }, 0);
  if (calls.length === 0) return;

  interface Saved {
    source?: string;
    kind?: string;
    base?: unknown;
    apiKey?: unknown;
    url?: unknown;
    transport?: string;
  }
  const read = (storage: () => Storage): Saved | null => {
    try {
      const value: unknown = JSON.parse(storage().getItem(config.storageKey) ?? 'null');
      return typeof value === 'object' && value !== null ? value : null;
    } catch {
      return null;
    }
  };
  const complete = (s: Saved | null) =>
    s !== null &&
    s.source !== 'devnet' &&
    ((s.kind === 'provider' && typeof s.base === 'string' && typeof s.apiKey === 'string' && s.apiKey !== '') ||
      (s.kind === 'url' && typeof s.url === 'string' && s.url !== ''));
  const known = (s: Saved | null) =>
    s !== null && (s.source === 'devnet' || (s.kind === 'provider' && typeof s.base === 'string') || s.kind === 'url');
  const tab = read(() => sessionStorage);
  const saved = complete(tab) ? tab : read(() => localStorage);

  /** `{base}/v3/<key>`, as the wire builds it (endpoint.ts), or '' for anything it would refuse. */
  const httpUrl = (base: unknown, apiKey: unknown): string => {
    if (typeof base !== 'string' || typeof apiKey !== 'string' || !/^[A-Za-z0-9._~-]+$/.test(apiKey)) return '';
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      return '';
    }
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return '';
    if (url.username || url.password || url.search || url.hash) return '';
    const secure = url.protocol === 'https:' || url.protocol === 'wss:';
    return `${secure ? 'https' : 'http'}://${url.host}${url.pathname.replace(/\/+$/, '')}/v3/${apiKey}`;
  };

  const bodies = calls.map(([method, params], i) => JSON.stringify({ jsonrpc: '2.0', method, params, id: i + 1 }));
  const body = bodies.length === 1 ? bodies[0]! : `[${bodies.join(',')}]`;
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

  if (complete(saved)) {
    // the user's own connection: over HTTP only (a WebSocket is the app's to open)
    const url =
      saved!.kind === 'url'
        ? /^https?:\/\//i.test(saved!.url as string)
          ? (saved!.url as string)
          : ''
        : saved!.transport === 'websocket'
          ? ''
          : httpUrl(saved!.base, saved!.apiKey);
    if (url) sent.push({ body, url, sent: Promise.resolve(post(url)) });
    return;
  }
  // nothing complete saved: the app falls back to the devnet preset when nothing, or the devnet, is remembered
  if (known(saved) && saved!.source !== 'devnet') return;
  if (saved?.transport === 'websocket') return;
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
