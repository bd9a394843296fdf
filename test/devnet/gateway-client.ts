/**
 * A bare client for testing the gateway itself (test/gateway): raw HTTP and WebSocket exchanges
 * with nothing smoothed over, so a test sees exactly what a browser would.
 */
import WebSocket from 'ws';
import type { DevnetManifest } from './manifest.ts';
import type { RequestCounter } from './request-counter.ts';

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed body, or undefined when it is not JSON */
  json: any;
}

export async function postRaw(url: string, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function postJson(url: string, value: unknown): Promise<RawAnswer> {
  return postRaw(url, JSON.stringify(value));
}

let nextId = 1;

/** One JSON-RPC call over HTTP; returns the whole answer (result or error). */
export async function rpc(url: string, method: string, params: unknown[]): Promise<any> {
  const answer = await postJson(url, { jsonrpc: '2.0', id: nextId++, method, params });
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text}`);
  return answer.json;
}

/** One JSON-RPC call's result, with nothing of the explorer between (a node, for a test to check a page against); an error answer throws. */
export async function nodeCall<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export function httpUrl(manifest: DevnetManifest, key = manifest.apiKey): string {
  return `${manifest.base}/v3/${key}`;
}

export function wsUrl(manifest: DevnetManifest, key = manifest.apiKey): string {
  return `${manifest.wsBase}/ws/v3/${key}`;
}

export function openWs(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
  });
}

/** The HTTP status and body with which an upgrade is refused (undefined if it succeeds). */
export function refusedUpgrade(url: string): Promise<{ status: number; body: string } | undefined> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      ws.close();
      resolve(undefined);
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

/** Sends one message and waits for the next message back. */
export function wsExchange(ws: WebSocket, text: string): Promise<any> {
  return new Promise((resolve, reject) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data))));
    ws.once('close', (code) => reject(new Error(`closed with ${code}`)));
    ws.send(text);
  });
}

type Stats = ReturnType<RequestCounter['snapshot']>;

export async function stats(manifest: DevnetManifest): Promise<Stats> {
  const response = await fetch(manifest.admin!.stats);
  return (await response.json()) as Stats;
}

/** Sets (or clears, with null) a fault for one key through the admin route. */
export async function setFault(manifest: DevnetManifest, key: string, fault: unknown, times?: number): Promise<void> {
  const response = await fetch(manifest.admin!.faults!, {
    method: 'POST',
    body: JSON.stringify({ key, fault, ...(times === undefined ? {} : { times }) }),
  });
  if (response.status !== 200) throw new Error(`setting a fault failed: ${await response.text()}`);
}

/** A key of its own for one test file: its own counter and faults, untouched by other files. */
export function scopedKey(manifest: DevnetManifest, name: string): string {
  return `${manifest.admin!.scopedKeyPrefix}${name}-${Math.random().toString(36).slice(2, 8)}`;
}
