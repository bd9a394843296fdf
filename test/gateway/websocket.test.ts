/** The gateway over WebSocket: same requests, same answers, same key rule. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type WebSocket from 'ws';
import { httpUrl, openWs, refusedUpgrade, rpc, wsExchange, wsUrl } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');

describe('WebSocket', () => {
  let ws: WebSocket;
  beforeAll(async () => {
    ws = await openWs(wsUrl(manifest));
  });
  afterAll(() => ws.close());

  const calls: Array<[string, unknown[]]> = [
    ['eth_getTransactionByHash', [manifest.roles.eip1559.hash]],
    ['eth_getTransactionReceipt', [manifest.roles.tokens.transfer.hash]],
    ['eth_getTransactionByBlockHashAndIndex', [manifest.block.hash, '0x1']],
    ['eth_getStorageAt', [manifest.storage.address, '0x1', 'latest']],
  ];

  it.each(calls)('answers %s as HTTP does, with the caller’s id', async (method, params) => {
    const answer = await wsExchange(ws, JSON.stringify({ jsonrpc: '2.0', id: 9001, method, params }));
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: 9001 });
    expect(answer.result).not.toBeNull();
    const overHttp = await rpc(httpUrl(manifest), method, params);
    expect(answer.result).toEqual(overHttp.result);
  });

  it('applies the envelope and method rules to messages', async () => {
    expect(await wsExchange(ws, 'not json')).toMatchObject({ id: null, error: { code: -32700 } });
    expect(
      await wsExchange(ws, JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'eth_blockNumber', params: [] })),
    ).toMatchObject({
      id: 5,
      error: { code: -32601 },
    });
  });

  it('refuses an upgrade with an unknown or missing key with HTTP 401', async () => {
    const unknown = await refusedUpgrade(wsUrl(manifest, 'not-a-key'));
    expect(unknown?.status).toBe(401);
    expect(JSON.parse(unknown?.body ?? '{}').error.message).toMatch(/invalid project id/);
    expect((await refusedUpgrade(`${manifest.wsBase}/ws/v3/`))?.status).toBe(401);
  });
});
