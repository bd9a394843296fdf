import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createLazyRpcClient } from '../../src/rpc/lazy-client.ts';
import { RpcArgumentError } from '../../src/rpc/errors.ts';
import { type WebSocketConstructorLike } from '../../src/rpc/websocket-transport.ts';

const manifest = inject('manifest');

describe('the lazily loaded client', () => {
  it('resolves the endpoint at once: label and transport before anything loads, bad endpoints refused', () => {
    const client = createLazyRpcClient({ base: manifest.base, apiKey: manifest.apiKey, transport: 'websocket' });
    expect(client.transport).toBe('websocket');
    expect(client.endpointLabel).not.toContain(manifest.apiKey);
    expect(client.stats().requestsSent).toBe(0);
    client.close();
    expect(() => createLazyRpcClient({ base: 'not a url', apiKey: 'k', transport: 'http' })).toThrow(RpcArgumentError);
  });

  for (const transport of ['http', 'websocket'] as const) {
    it(`answers like the real client over ${transport}`, async () => {
      const client = createLazyRpcClient(
        { base: manifest.base, apiKey: manifest.apiKey, transport },
        { WebSocket: WebSocket as unknown as WebSocketConstructorLike },
      );
      const tx = await client.getTransactionByHash(manifest.roles.eip1559.hash);
      expect(tx?.hash).toBe(manifest.roles.eip1559.hash);
      expect(tx?.blockNumber).toBe(BigInt(manifest.roles.eip1559.blockNumber!));
      expect(client.stats().requestsSent).toBeGreaterThan(0);
      client.close();
    });
  }
});
