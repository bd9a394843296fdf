/**
 * Subscriptions (eth_subscribe over a WebSocket) against the devnet gateway, which relays them to
 * anvil for a key served the full set: the notifications reach the listener as anvil sends them,
 * a cancel sends eth_unsubscribe and nothing more arrives, a dropped socket ends the subscription,
 * a four-method key and an HTTP endpoint are refused. The gateway's flood fault makes the
 * notifications come without mining a block (the shared devnet must not move).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createRpcClient, type RpcClient } from '../../src/rpc/client.ts';
import { RpcArgumentError, RpcClosedError } from '../../src/rpc/errors.ts';
import { saysMethodNotServed } from '../../src/rpc/method-absence.ts';
import type { RpcTransportKind } from '../../src/rpc/endpoint.ts';
import { callsFor, hostileKey, requestsFor, setFault } from '../hostile/support.ts';
import { rejectionOf } from './support/collect.ts';

const manifest = inject('manifest');
const clients: RpcClient[] = [];
afterAll(() => {
  for (const c of clients) c.close();
});

/** A key of its own served the full set (or the four methods), counted apart. */
function keyOf(name: string, full = true): string {
  const prefix = full ? manifest.admin!.scopedFullKeyPrefix : manifest.admin!.scopedKeyPrefix;
  return `${prefix}${name}-${Math.random().toString(36).slice(2, 8)}`;
}

function open(apiKey: string, transport: RpcTransportKind = 'websocket'): RpcClient {
  const client = createRpcClient(
    { base: manifest.base, apiKey, transport },
    { WebSocket: WebSocket as never, retry: { attempts: 1 } },
  );
  clients.push(client);
  return client;
}

async function methodsFor(key: string): Promise<Record<string, number>> {
  const response = await fetch(manifest.admin!.stats);
  return ((await response.json()) as { byKeyMethod: Record<string, Record<string, number>> }).byKeyMethod[key] ?? {};
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error(`never happened: ${what}`);
};

describe('a subscription on the gateway’s WebSocket (a key served the full set)', () => {
  it('delivers each notification as anvil sent it, and a cancel stops them with eth_unsubscribe', async () => {
    const key = keyOf('subscribe');
    const client = open(key);
    const head = await client.readOptional('eth_blockNumber');
    const latest = await client.readOptional('eth_getBlockByNumber', `0x${head.toString(16)}`);
    await setFault(manifest, key, { kind: 'flood', count: 5, perSecond: 500 });
    const seen: unknown[] = [];
    const cancel = await client.subscribe('newHeads', { next: (result) => seen.push(result), ended: () => undefined });
    await until(() => seen.length === 5, 'five notifications');
    for (const result of seen) {
      expect(BigInt((result as { number: string }).number)).toBe(head);
      expect((result as { hash: string }).hash).toBe(latest!.hash);
    }
    cancel();
    await setFault(manifest, key, null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await methodsFor(key)).toMatchObject({ eth_subscribe: 1, eth_unsubscribe: 1 });
  });

  it('a flood of 1,000 notifications reaches the listener whole, one by one, without a request of ours', async () => {
    const key = keyOf('flood');
    const client = open(key);
    await client.readOptional('eth_chainId');
    await setFault(manifest, key, { kind: 'flood', count: 1000, perSecond: 1000 });
    let count = 0;
    await client.subscribe('newHeads', { next: () => count++, ended: () => undefined });
    await until(() => count === 1000, 'a thousand notifications');
    expect(client.stats().notifications).toBe(1000);
    // the chain id and the subscription: nothing else was asked
    expect(await callsFor(manifest, key)).toBe(2);
  });

  it('a socket that drops ends the subscription, once, saying so', async () => {
    const key = keyOf('drop');
    const client = open(key);
    const ended: Error[] = [];
    await client.subscribe('newHeads', { next: () => undefined, ended: (error) => ended.push(error) });
    await setFault(manifest, key, { kind: 'wsClose', code: 1011 }, 1);
    await rejectionOf(client.readOptional('eth_chainId'));
    await until(() => ended.length === 1, 'the end');
    expect(ended[0]).toBeInstanceOf(RpcClosedError);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ended).toHaveLength(1);
  });
});

describe('where there are no subscriptions', () => {
  it('a four-method key: refused as a method not served', async () => {
    const key = keyOf('four', false);
    const error = await rejectionOf(open(key).subscribe('newHeads', { next: () => undefined, ended: () => undefined }));
    expect(saysMethodNotServed(error)).toBe(true);
  });

  it('an HTTP endpoint: refused before anything is sent', async () => {
    const key = hostileKey(manifest, 'subscribe-http');
    const error = await rejectionOf(
      open(key, 'http').subscribe('newHeads', { next: () => undefined, ended: () => undefined }),
    );
    expect(error).toBeInstanceOf(RpcArgumentError);
    expect((error as Error).message).toMatch(/needs a WebSocket endpoint/);
    expect(await requestsFor(manifest, key)).toBe(0);
  });
});
