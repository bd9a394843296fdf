/**
 * A WebSocket with only the browser's face (no EventEmitter, no 'unexpected-response'), built on
 * `ws`: in a browser a refused upgrade is just "error, then close 1006", status hidden.
 */
import WebSocket from 'ws';
import type { WebSocketLike } from '../../../src/rpc/websocket-connection.ts';

export class BrowserLikeWebSocket implements WebSocketLike {
  readonly #inner: WebSocket;
  constructor(url: string) {
    this.#inner = new WebSocket(url);
    // Like a browser: a failed handshake surfaces as error + close, with no status.
    this.#inner.on('error', () => undefined);
  }
  get readyState(): number {
    return this.#inner.readyState;
  }
  send(data: string): void {
    this.#inner.send(data);
  }
  close(code?: number, reason?: string): void {
    this.#inner.close(code, reason);
  }
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: never) => void): void {
    const call = listener as (event: unknown) => void;
    switch (type) {
      case 'open':
        this.#inner.on('open', () => call({}));
        break;
      case 'message':
        this.#inner.on('message', (data, isBinary) => call({ data: isBinary ? data : String(data) }));
        break;
      case 'close':
        this.#inner.on('close', (code, reason) => call({ code, reason: String(reason) }));
        break;
      case 'error':
        this.#inner.on('error', () => call({}));
        break;
    }
  }
}
