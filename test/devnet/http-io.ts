/** Reading a bounded request body and writing JSON answers, with the CORS headers on every one. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS } from './cors.ts';

/** Bodies over 1 MiB are refused with 413: a bounded cost for a hostile client. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    // A declared length over the limit is refused before reading a byte of it.
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume(); // drain the rest so the 413 can still be written
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json', ...headers });
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(value), headers);
}
