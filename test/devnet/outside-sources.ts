/**
 * The devnet's stand-ins for the outside sources of names, on their own port beside the gateway
 * (another origin, as the real services are, so a test can tell their requests from the endpoint's):
 *
 *   {base}/sourcify    Sourcify's API v2 (sourcify-stand-in.ts): /v2/contract/{chainId}/{address}, /chains
 *   {base}/signatures  Sourcify's signature database (signature-database.ts): /signature-database/v1/lookup
 *   {base}/__requests  test control: GET what they were asked ({requests: {sourcify, signatures}, log, leaks}),
 *                      POST /__requests/reset clears it
 *
 * CORS is open to any origin (the public services answer `access-control-allow-origin: *`).
 * Hexray must never send them anything of its connection: a request carrying an API key the
 * gateway accepts, or the gateway's or the node's address, anywhere in its URL or headers is
 * refused with 400 naming where it was found, and kept in `leaks`, so a browser test that leaks
 * fails loudly.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Abi } from 'viem';
import type { ArtifactsFile } from './artifacts.ts';
import type { OutsideSourceUrls } from './manifest.ts';
import type { NamesSeed } from './seed-names.ts';
import { SignatureDatabase } from './signature-database.ts';
import { SourcifyStandIn } from './sourcify-stand-in.ts';

export interface OutsideSourcesOptions {
  chainId: number;
  names: NamesSeed;
  artifacts: ArtifactsFile;
  /** file name → Solidity source (sources.ts) */
  sources: Record<string, string>;
  /** what must never reach them: the API keys, the gateway's and the node's host:port, key prefixes */
  secrets: readonly string[];
  port?: number;
}

export interface OutsideSources {
  urls: OutsideSourceUrls;
  /** the request log (GET) and its reset (POST `${requests}/reset`) */
  requests: string;
  close(): Promise<void>;
}

type SourceName = keyof OutsideSourceUrls;

interface LoggedRequest {
  source: SourceName | 'other';
  method: string;
  /** path and query as received */
  url: string;
  origin: string | null;
  referer: string | null;
}

/** Enough for any test's page visits; a runaway client cannot grow the log without bound. */
const LOG_LIMIT = 2000;

const CORS_HEADERS: Record<string, string> = { 'access-control-allow-origin': '*' };

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Where a secret shows in the request (URL or a header), or null. */
function leakIn(req: IncomingMessage, secrets: readonly string[]): string | null {
  const places: Array<[string, string]> = [['URL', req.url ?? '']];
  try {
    places.push(['URL', decodeURIComponent(req.url ?? '')]);
  } catch {
    // a malformed escape: the raw URL is still checked
  }
  for (const [name, value] of Object.entries(req.headers)) {
    places.push([`header ${name}`, Array.isArray(value) ? value.join(', ') : (value ?? '')]);
  }
  // A digit may not follow: the gateway at 127.0.0.1:4123 is not the explorer at 127.0.0.1:41234.
  const patterns = secrets
    .filter((secret) => secret !== '')
    .map((secret) => new RegExp(`${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`));
  for (const [where, text] of places) {
    if (patterns.some((pattern) => pattern.test(text))) return where;
  }
  return null;
}

export async function startOutsideSources(options: OutsideSourcesOptions): Promise<OutsideSources> {
  const sourcify = new SourcifyStandIn(
    options.chainId,
    options.names.verified,
    options.artifacts,
    options.sources,
    new Date(),
  );
  const signatures = new SignatureDatabase(Object.values(options.artifacts.contracts).map((c) => c.abi as Abi));
  const log: LoggedRequest[] = [];
  const leaks: Array<LoggedRequest & { where: string }> = [];
  const counts: Record<SourceName, number> = { sourcify: 0, signatures: 0 };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://outside');
    const path = url.pathname;
    if (path === '/__requests' && req.method === 'GET') {
      return send(res, 200, { requests: counts, log, leaks });
    }
    if (path === '/__requests/reset' && req.method === 'POST') {
      log.length = 0;
      leaks.length = 0;
      counts.sourcify = 0;
      counts.signatures = 0;
      return send(res, 200, { ok: true });
    }

    const source: SourceName | 'other' = path.startsWith('/sourcify/')
      ? 'sourcify'
      : path.startsWith('/signatures/')
        ? 'signatures'
        : 'other';
    const entry: LoggedRequest = {
      source,
      method: req.method ?? '',
      url: req.url ?? '',
      origin: req.headers.origin ?? null,
      referer: req.headers.referer ?? null,
    };
    if (log.length < LOG_LIMIT) log.push(entry);
    if (source !== 'other') counts[source]++;

    const leak = leakIn(req, options.secrets);
    if (leak) {
      leaks.push({ ...entry, where: leak });
      return send(res, 400, {
        error: `This request carries the devnet's API key or endpoint (in its ${leak}): an outside source must never see them.`,
      });
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS_HEADERS,
        'access-control-allow-methods': 'GET, OPTIONS',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '86400',
      });
      return void res.end();
    }
    if (req.method !== 'GET') return send(res, 405, { error: `method ${req.method} not allowed: use GET` });

    if (path === '/signatures/signature-database/v1/lookup') {
      const answer = signatures.lookup(url.searchParams);
      return send(res, answer.status, answer.body);
    }
    if (path === '/sourcify/chains') {
      const answer = sourcify.chains();
      return send(res, answer.status, answer.body);
    }
    const contract = /^\/sourcify\/v2\/contract\/([^/]+)\/([^/]+)$/.exec(path);
    if (contract) {
      const answer = sourcify.contract(
        decodeURIComponent(contract[1]!),
        decodeURIComponent(contract[2]!),
        url.searchParams,
      );
      return send(res, answer.status, answer.body);
    }
    return send(res, 404, {
      customCode: 'route_not_found',
      message: `The requested path ${path} was not found on the devnet's outside-source stand-ins`,
      errorId: '00000000-0000-4000-8000-000000000000',
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closed: Promise<void> | undefined;
  return {
    urls: { sourcify: `${base}/sourcify`, signatures: `${base}/signatures` },
    requests: `${base}/__requests`,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
