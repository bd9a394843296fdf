/**
 * Node answers mapped to the right reason. A storage read at a block beyond the head used to say
 * "the node rejected an argument" (anvil answers -32602): against the real devnet it now says the
 * block is not there yet, and the pruned-state answer still says "outside the window".
 */
import WebSocket from 'ws';
import { describe, expect, inject, it } from 'vitest';
import { createRpcClient } from '../../src/rpc/client.ts';
import { RpcResponseError } from '../../src/rpc/errors.ts';
import { describeError } from '../../src/components/describe-error.ts';
import { rejectionOf } from './support/collect.ts';

const manifest = inject('manifest');

describe('a block the node does not have', () => {
  for (const transport of ['http', 'websocket'] as const) {
    it(`beyond the head, over ${transport}: "not there yet", with the node's latest block`, async () => {
      const client = createRpcClient(
        { base: manifest.base, apiKey: manifest.apiKey, transport },
        { WebSocket: WebSocket, retry: { attempts: 1 } },
      );
      try {
        const ahead = BigInt(manifest.headAtSeed) + 1_000_000n;
        const error = await rejectionOf(client.getStorageAt(manifest.storage.address, 0n, ahead));
        expect(error).toBeInstanceOf(RpcResponseError);
        const response = error as RpcResponseError;
        expect(response.blockNotThere).toBe(true);
        expect(response.outsideNearHeadWindow).toBe(false);
        expect(describeError(response).hint).toMatch(new RegExp(`block ${ahead} is not there yet`));
        expect(describeError(response).hint).not.toMatch(/rejected an argument/);
        expect(response.reportedHead).toBeGreaterThanOrEqual(BigInt(manifest.headAtSeed));
      } finally {
        client.close();
      }
    });
  }

  it('geth and others: "header not found" and "unknown block" say not there yet (or outside the window)', () => {
    for (const message of ['header not found', 'unknown block', 'block not found']) {
      const error = new RpcResponseError(-32000, message);
      expect(error.blockNotThere, message).toBe(true);
      expect(describeError(error).hint, message).toMatch(/not there yet .*or outside the window/);
    }
  });

  it('pruned state is still "outside the window", not "not there yet"', () => {
    const error = new RpcResponseError(
      -32000,
      'missing trie node: state at block 3 is not available (this endpoint serves only the latest 128 blocks; head is 200)',
    );
    expect(error.blockNotThere).toBe(false);
    expect(error.outsideNearHeadWindow).toBe(true);
  });
});
