/**
 * The gateway's test mode answers real recorded L2/BSC lookups (test/devnet/recorded.ts), over both
 * transports, and leaves everything else to anvil.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, openWs, postJson, wsExchange, wsUrl } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/recorded/${name}`, import.meta.url), 'utf8')) as {
    method: string;
    params: unknown[];
    result: unknown;
  };

describe('recorded answers (test mode)', () => {
  it('answers the recorded OP Mainnet receipt as recorded, whatever the hash case', async () => {
    const r = recorded('op-mainnet-type2-receipt-l1fee.json');
    const params = [(r.params[0] as string).toUpperCase().replace('0X', '0x')];
    const response = await postJson(httpUrl(manifest), { jsonrpc: '2.0', id: 7, method: r.method, params });
    expect(response.json).toEqual({ jsonrpc: '2.0', id: 7, result: r.result });
  });

  it('answers by block hash and index over WebSocket too', async () => {
    const r = recorded('op-mainnet-deposit-tx-by-block-index.json');
    const ws = await openWs(wsUrl(manifest));
    const reply = await wsExchange(ws, JSON.stringify({ jsonrpc: '2.0', id: 8, method: r.method, params: r.params }));
    ws.close();
    expect(reply).toEqual({ jsonrpc: '2.0', id: 8, result: r.result });
  });

  it('answers a recording from block 3 of another chain: the devnet’s near-head window does not judge it', async () => {
    const r = recorded('execution-apis-legacy-tx.json');
    const response = await postJson(httpUrl(manifest), { jsonrpc: '2.0', id: 10, method: r.method, params: r.params });
    expect(response.json).toEqual({ jsonrpc: '2.0', id: 10, result: r.result });
  });

  it('leaves devnet hashes to anvil', async () => {
    const response = await postJson(httpUrl(manifest), {
      jsonrpc: '2.0',
      id: 9,
      method: 'eth_getTransactionByHash',
      params: [manifest.roles.legacy.hash],
    });
    expect(response.json.result.hash).toBe(manifest.roles.legacy.hash);
  });
});
