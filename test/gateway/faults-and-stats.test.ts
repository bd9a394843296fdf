/**
 * Test control of the gateway: the request counter and the fault modes, steered through the
 * admin routes with a key of this file's own (so parallel files never see these faults).
 */
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, openWs, postJson, scopedKey, setFault, stats, wsUrl } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const request = (id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'eth_getTransactionByHash',
  params: [manifest.roles.legacy.hash],
});

describe('request counter', () => {
  it('counts every HTTP request and WebSocket message under its key, and not admin reads', async () => {
    const key = scopedKey(manifest, 'count');
    await postJson(httpUrl(manifest, key), request());
    await fetch(httpUrl(manifest, key), { method: 'OPTIONS' });
    await postJson(httpUrl(manifest, key), { bad: true });
    const ws = await openWs(wsUrl(manifest, key)); // the upgrade is a request too
    ws.send(JSON.stringify(request()));
    await new Promise((resolve) => ws.once('message', resolve));
    ws.close();
    await stats(manifest); // reading the counter must not count
    expect((await stats(manifest)).byKey[key]).toBe(5);
  });

  it('counts each key’s calls by method, every call of a batch, over HTTP and WebSocket', async () => {
    const key = scopedKey(manifest, 'count-methods');
    await postJson(httpUrl(manifest, key), [request(1), { ...request(2), method: 'eth_getTransactionReceipt' }]);
    await postJson(httpUrl(manifest, key), request(3));
    const ws = await openWs(wsUrl(manifest, key));
    ws.send(JSON.stringify({ ...request(4), method: 'eth_getTransactionReceipt' }));
    await new Promise((resolve) => ws.once('message', resolve));
    ws.close();
    expect((await stats(manifest)).byKeyMethod[key]).toEqual({
      eth_getTransactionByHash: 2,
      eth_getTransactionReceipt: 2,
    });
  });

  it('accepts scoped keys only with their prefix', async () => {
    expect((await postJson(httpUrl(manifest, 'scoped-'), request())).status).toBe(401);
    expect((await postJson(httpUrl(manifest, 'scopedx-1'), request())).status).toBe(401);
  });
});

describe('faults', () => {
  it('answers with an HTTP status and Retry-After, then only as many times as asked', async () => {
    const key = scopedKey(manifest, 'status');
    await setFault(manifest, key, { kind: 'status', status: 429, retryAfter: 3 }, 1);
    const limited = await postJson(httpUrl(manifest, key), request());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.json.error.code).toBe(-32005);
    expect((await postJson(httpUrl(manifest, key), request())).status).toBe(200);
  });

  it('answers -32005 with data.backoff_seconds', async () => {
    const key = scopedKey(manifest, 'limit');
    await setFault(manifest, key, { kind: 'limit', backoffSeconds: 2, status: 200 });
    const answer = await postJson(httpUrl(manifest, key), request());
    expect(answer.json.error).toMatchObject({ code: -32005, data: { backoff_seconds: 2 } });
  });

  it('can answer garbage, a wrong id, a truncated body or a huge one', async () => {
    const key = scopedKey(manifest, 'shapes');
    const url = httpUrl(manifest, key);
    await setFault(manifest, key, { kind: 'garbage' }, 1);
    expect((await postJson(url, request())).json).toBeUndefined();
    await setFault(manifest, key, { kind: 'wrongId' }, 1);
    expect((await postJson(url, request(5))).json.id).not.toBe(5);
    await setFault(manifest, key, { kind: 'truncated' }, 1);
    expect((await postJson(url, request())).json).toBeUndefined();
    await setFault(manifest, key, { kind: 'huge', bytes: 2_000_000 }, 1);
    const huge = await postJson(url, request());
    expect(huge.text.length).toBeGreaterThanOrEqual(2_000_000);
    expect(huge.json.result.hash).toBe(manifest.roles.legacy.hash);
  });

  it('can delay, or drop the connection', async () => {
    const key = scopedKey(manifest, 'timing');
    // the delayed answer is overtaken by a request sent after it, which the fault (count 1) spares
    await setFault(manifest, key, { kind: 'delay', ms: 2000 }, 1);
    const order: string[] = [];
    const delayed = postJson(httpUrl(manifest, key), request()).then((answer) => {
      order.push('delayed');
      return answer;
    });
    // taken when the gateway counts the request, before it waits
    await expect.poll(async () => (await stats(manifest)).byKey[key]).toBe(1);
    const prompt = await postJson(httpUrl(manifest, key), request());
    order.push('prompt');
    expect(prompt.status).toBe(200);
    expect((await delayed).status).toBe(200);
    expect(order).toEqual(['prompt', 'delayed']);
    await setFault(manifest, key, { kind: 'drop' }, 1);
    await expect(postJson(httpUrl(manifest, key), request())).rejects.toThrow();
  });

  it('can close a WebSocket while a request is in flight', async () => {
    const key = scopedKey(manifest, 'ws');
    const ws = await openWs(wsUrl(manifest, key));
    await setFault(manifest, key, { kind: 'wsClose', code: 1013 });
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send(JSON.stringify(request()));
    expect(await closed).toBe(1013);
  });

  it('can answer with the right shape but the wrong types', async () => {
    const key = scopedKey(manifest, 'types');
    await setFault(manifest, key, { kind: 'wrongTypes' }, 1);
    const answer = await postJson(httpUrl(manifest, key), request());
    expect(answer.json.id).toBe(1);
    expect(answer.json.result.hash).toBe(manifest.roles.legacy.hash);
    expect(typeof answer.json.result.blockNumber).toBe('number');
    expect(typeof answer.json.result.nonce).toBe('number');
  });

  it('can close an idle WebSocket after answering, as load balancers do', async () => {
    const key = scopedKey(manifest, 'idle');
    const ws = await openWs(wsUrl(manifest, key));
    await setFault(manifest, key, { kind: 'idleClose', afterMs: 20 }, 1);
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    const answer = JSON.parse(
      String(
        await new Promise((resolve) => {
          ws.once('message', resolve);
          ws.send(JSON.stringify(request()));
        }),
      ),
    ) as { result: { hash: string } };
    expect(answer.result.hash).toBe(manifest.roles.legacy.hash);
    expect(await closed).toBe(1001);
  });

  it('refuses an unknown fault kind', async () => {
    const response = await fetch(manifest.admin!.faults!, {
      method: 'POST',
      body: JSON.stringify({ fault: { kind: 'nope' } }),
    });
    expect(response.status).toBe(400);
  });
});
