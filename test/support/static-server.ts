/**
 * A static file server as plain as GitHub Pages: files from one folder, published under a base path,
 * and nothing else — no SPA fallback, no rewrites, no headers of ours. A directory serves its
 * index.html (`/hexray` is first redirected to `/hexray/`), and anything missing is answered
 * 404 with the folder's 404.html when there is one. What the deploy test serves `dist/` with.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export interface StaticServer {
  /** e.g. `http://127.0.0.1:41234/hexray/` */
  url: string;
  origin: string;
  /** every path asked for, in order (query strings included) */
  requests: string[];
  close(): Promise<void>;
}

async function fileAt(path: string): Promise<'file' | 'directory' | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? 'file' : found.isDirectory() ? 'directory' : null;
  } catch {
    return null;
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, path: string, status: number): void {
  res.writeHead(status, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(path).pipe(res);
}

/** Serves `root` at `base` (`/` or `/hexray/`) on a free loopback port. */
export async function serveStatic(folder: string, base = '/'): Promise<StaticServer> {
  const root = resolve(folder);
  const requests: string[] = [];
  const notFound = async (req: IncomingMessage, res: ServerResponse) => {
    const page = join(root, '404.html');
    if ((await fileAt(page)) === 'file') return sendFile(req, res, page, 404);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://static.invalid');
      requests.push(`${url.pathname}${url.search}`);
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
      if (`${url.pathname}/` === base) return void res.writeHead(301, { location: base }).end();
      if (!url.pathname.startsWith(base)) return notFound(req, res);
      let relative: string;
      try {
        relative = decodeURIComponent(url.pathname.slice(base.length));
      } catch {
        return notFound(req, res);
      }
      const path = normalize(join(root, relative));
      if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return notFound(req, res);
      const kind = await fileAt(path);
      if (kind === 'file') return sendFile(req, res, path, 200);
      if (kind === 'directory') {
        if (!url.pathname.endsWith('/'))
          return void res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        const index = join(path, 'index.html');
        if ((await fileAt(index)) === 'file') return sendFile(req, res, index, 200);
      }
      return notFound(req, res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${base}`,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
