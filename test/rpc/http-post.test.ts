/**
 * The HTTP POST itself, against small real servers: what it sends (providers want JSON in and
 * out), and how an unreachable endpoint is described (the system's reason, never the URL).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../src/rpc/client.ts';
import { RpcNetworkError } from '../../src/rpc/errors.ts';
import { rejectionOf } from './support/collect.ts';

const KEY = '5d1c7e0a9b2f4c6d8e3a1b5c7d9e0f2a';
const HASH = `0x${'ab'.repeat(32)}`;

describe('the POST', () => {
  it('says it sends and accepts JSON', async () => {
    let seen: IncomingHttpHeaders | undefined;
    const server = createServer((req, res) => {
      seen = req.headers;
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":null}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const rpc = createRpcClient({ base: `http://127.0.0.1:${port}`, apiKey: KEY, transport: 'http' });
    try {
      await rpc.getTransactionByHash(HASH);
      expect(seen?.['content-type']).toBe('application/json');
      expect(seen?.accept).toBe('application/json');
    } finally {
      rpc.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('an endpoint nobody listens on: a network error naming the system’s reason, without the URL', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const rpc = createRpcClient(
      { base: `http://127.0.0.1:${port}`, apiKey: KEY, transport: 'http' },
      { retry: { attempts: 1 } },
    );
    const error = await rejectionOf(rpc.getTransactionByHash(HASH));
    rpc.close();
    expect(error).toBeInstanceOf(RpcNetworkError);
    // Node's fetch gives the system code as the cause of its "fetch failed".
    expect((error as Error).message).toBe('could not reach the endpoint (ECONNREFUSED)');
    expect((error as Error).message).not.toContain(String(port));
  });
});
