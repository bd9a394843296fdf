/**
 * The floor the RPC client is judged against: what any client must do for the same lookups — a
 * bare `fetch` (or `ws.send`) of the JSON-RPC body and `JSON.parse` of the reply — with no
 * validation, no parsing into types, no retries, no batching. What our client costs beyond this is
 * what it adds to the unavoidable.
 */
import WebSocket from 'ws';

export interface Contender {
  lookup: (hash: string) => Promise<unknown>;
  close(): Promise<void> | void;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

function bareHttp(url: string): Contender {
  let id = 0;
  return {
    async lookup(hash) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'eth_getTransactionByHash', params: [hash] }),
      });
      const reply = JSON.parse(await response.text()) as Reply;
      if (reply.error) throw new Error(reply.error.message);
      return reply.result;
    },
    close: () => undefined,
  };
}

function bareWs(url: string): Contender {
  let id = 0;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const socket = new WebSocket(url);
  const open = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('message', (data: Buffer) => {
    const reply = JSON.parse(data.toString()) as Reply;
    const waiter = pending.get(reply.id!);
    if (!waiter) return;
    pending.delete(reply.id!);
    if (reply.error) waiter.reject(new Error(reply.error.message));
    else waiter.resolve(reply.result);
  });
  return {
    async lookup(hash) {
      await open;
      const own = ++id;
      return new Promise((resolve, reject) => {
        pending.set(own, { resolve, reject });
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: own, method: 'eth_getTransactionByHash', params: [hash] }));
      });
    },
    close() {
      socket.close();
    },
  };
}

export const bareClient = (url: string): Contender => (url.startsWith('ws') ? bareWs(url) : bareHttp(url));
