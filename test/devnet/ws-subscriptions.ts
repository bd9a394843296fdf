/**
 * `eth_subscribe` / `eth_unsubscribe` on the gateway's WebSocket, for a key served the full set:
 * relayed to anvil over a WebSocket of the client socket's own (opened on its first subscription,
 * closed with it), so anvil's notifications (`eth_subscription`, its subscription ids) reach the
 * client as a provider sends them. Over HTTP, and for a four-method key, the methods stay unknown
 * (-32601), as a provider's HTTP endpoint answers them.
 */
import { WebSocket } from 'ws';
import { INTERNAL_ERROR, errorResponse, type RpcRequest, type RpcResponse } from './jsonrpc.ts';

export const SUBSCRIPTION_METHODS: ReadonlySet<string> = new Set(['eth_subscribe', 'eth_unsubscribe']);

export interface SubscriptionRelay {
  /** Relays one subscription request; its answer carries the client's id. */
  answer(request: RpcRequest): Promise<RpcResponse>;
  /**
   * Sends `count` copies of the node's newest head as notifications of `subscription`, at
   * `perSecond` (a flooding provider, for fault injection).
   */
  flood(subscription: string, count: number, perSecond: number): void;
  close(): void;
}

interface Waiting {
  resolve: (answer: RpcResponse) => void;
}

/** `toClient`: sends a text on the client's socket (dropped once it is closed). */
export function createSubscriptionRelay(nodeUrl: string, toClient: (text: string) => void): SubscriptionRelay {
  let upstream: Promise<WebSocket> | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  let floodTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  function open(): Promise<WebSocket> {
    upstream ??= new Promise((resolve, reject) => {
      const ws = new WebSocket(nodeUrl.replace(/^http/, 'ws'));
      ws.on('open', () => resolve(ws));
      ws.on('error', reject);
      ws.on('message', (data) => {
        const text = String(data);
        const message = JSON.parse(text) as { id?: number; method?: string };
        if (message.method === 'eth_subscription') return toClient(text);
        const entry = message.id === undefined ? undefined : waiting.get(message.id);
        if (!entry) return;
        waiting.delete(message.id!);
        entry.resolve(message as RpcResponse);
      });
      ws.on('close', () => {
        for (const [id, entry] of waiting) entry.resolve(errorResponse(id, INTERNAL_ERROR, 'node connection closed'));
        waiting.clear();
      });
    });
    return upstream;
  }

  async function answer(request: RpcRequest): Promise<RpcResponse> {
    let ws: WebSocket;
    try {
      ws = await open();
    } catch {
      return errorResponse(request.id, INTERNAL_ERROR, 'internal error: the node refused a WebSocket');
    }
    const id = nextId++;
    const reply = await new Promise<RpcResponse>((resolve) => {
      waiting.set(id, { resolve });
      ws.send(JSON.stringify({ jsonrpc: '2.0', id, method: request.method, params: request.params ?? [] }));
    });
    return { ...reply, id: request.id } as RpcResponse;
  }

  function flood(subscription: string, count: number, perSecond: number): void {
    void (async () => {
      const ws = await open();
      const id = nextId++;
      const head = await new Promise<RpcResponse>((resolve) => {
        waiting.set(id, { resolve });
        ws.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getBlockByNumber', params: ['latest', false] }));
      });
      if (!('result' in head) || closed) return;
      const text = JSON.stringify({
        jsonrpc: '2.0',
        method: 'eth_subscription',
        params: { subscription, result: head.result },
      });
      // in ticks of 10 ms: setInterval cannot fire a thousand times a second
      const perTick = Math.max(1, Math.round(perSecond / 100));
      let sent = 0;
      floodTimer = setInterval(() => {
        for (let i = 0; i < perTick && sent < count; i++, sent++) toClient(text);
        if (sent >= count) clearInterval(floodTimer);
      }, 10);
    })();
  }

  return {
    answer,
    flood,
    close() {
      closed = true;
      clearInterval(floodTimer);
      void upstream?.then(
        (ws) => ws.close(),
        () => undefined,
      );
    },
  };
}
