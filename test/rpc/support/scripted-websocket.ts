/**
 * A WebSocket whose every event the test fires by hand, for the connection's state machine:
 * a socket that never opens, opens late after being given up on, or fails in a browser (status
 * hidden) or in Node (`ws`'s 'unexpected-response' with status and body). A real server cannot
 * be told to do these at an exact moment; the wire itself is tested against the in-process
 * server in websocket-transport.test.ts.
 */
import type { WebSocketLike } from '../../../src/rpc/websocket-connection.ts';

type Listener = (event: never) => void;

export class ScriptedWebSocket implements WebSocketLike {
  /** every socket made, oldest first */
  static made: ScriptedWebSocket[] = [];
  /** when set, the constructor throws it (as a browser does for a bad URL) */
  static throwOnCreate: Error | undefined;
  readyState = 0;
  readonly sent: string[] = [];
  /** the arguments of each close() call */
  readonly closeCalls: Array<[number | undefined, string | undefined]> = [];
  readonly #listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    if (ScriptedWebSocket.throwOnCreate) throw ScriptedWebSocket.throwOnCreate;
    ScriptedWebSocket.made.push(this);
  }
  static reset(): void {
    ScriptedWebSocket.made = [];
    ScriptedWebSocket.throwOnCreate = undefined;
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number, reason?: string): void {
    this.closeCalls.push([code, reason]);
  }
  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  protected fire(type: string, event: unknown): void {
    for (const listener of this.#listeners.get(type) ?? []) (listener as (event: unknown) => void)(event);
  }
  open(): void {
    this.readyState = 1;
    this.fire('open', {});
  }
  message(data: unknown): void {
    this.fire('message', { data });
  }
  /** the server or the network closed it */
  closed(code: number, reason = ''): void {
    this.readyState = 3;
    this.fire('close', { code, reason });
  }
  /** what a browser shows of a failure: 'error', then 'close' 1006 */
  failed(): void {
    this.readyState = 3;
    this.fire('error', {});
    this.fire('close', { code: 1006, reason: '' });
  }
}

type UpgradeListener = (request: unknown, response: ScriptedUpgradeResponse) => void;

export class ScriptedUpgradeResponse {
  readonly #listeners = new Map<string, Array<(arg?: unknown) => void>>();
  constructor(readonly statusCode: number) {}
  on(event: string, listener: (arg?: unknown) => void): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: 'data' | 'end' | 'error', arg?: unknown): void {
    for (const listener of this.#listeners.get(event) ?? []) listener(arg);
  }
}

/** Node's `ws` face: 'unexpected-response' carries the refused upgrade; terminate() ends it. */
export class ScriptedNodeWebSocket extends ScriptedWebSocket {
  terminated = 0;
  readonly #upgrade: UpgradeListener[] = [];
  on(event: 'unexpected-response', listener: UpgradeListener): this {
    if (event === 'unexpected-response') this.#upgrade.push(listener);
    return this;
  }
  terminate(): void {
    this.terminated++;
  }
  /** the upgrade was answered with a status: the response follows, then (in `ws`) error+close */
  refused(status: number): ScriptedUpgradeResponse {
    const response = new ScriptedUpgradeResponse(status);
    for (const listener of this.#upgrade) listener({}, response);
    return response;
  }
}
