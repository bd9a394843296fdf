/**
 * The wire against the devnet gateway, over both transports: for every seeded role, what the
 * client parses equals what the node holds. The node's raw JSON is fetched from anvil directly
 * with a plain fetch and converted here, independently of src/domain.
 */
import WebSocket from 'ws';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { scopedKey, setFault, stats } from '../devnet/gateway-client.ts';
import type { SeededTransaction } from '../devnet/manifest.ts';
import type { Receipt } from '../../src/domain/receipt.ts';
import type { Transaction } from '../../src/domain/transaction.ts';
import { createRpcClient, type RpcClient } from '../../src/rpc/client.ts';
import {
  RpcArgumentError,
  RpcAuthError,
  RpcClosedError,
  RpcMalformedResponseError,
  RpcResponseError,
  RpcTimeoutError,
} from '../../src/rpc/errors.ts';
import type { RpcExchange } from '../../src/rpc/transport.ts';
import { describeError } from '../../src/components/describe-error.ts';
import { rejectionOf, visibleText } from './support/collect.ts';

const manifest = inject('manifest');
const clients: RpcClient[] = [];
afterAll(() => {
  for (const c of clients) c.close();
});

function open(
  transport: 'http' | 'websocket',
  apiKey = manifest.apiKey,
  onExchange?: (x: RpcExchange) => void,
): RpcClient {
  const rpc = createRpcClient(
    { base: manifest.base, apiKey, transport },
    { WebSocket, retry: { baseDelayMs: 10, maxDelayMs: 3000 }, ...(onExchange ? { onExchange } : {}) },
  );
  clients.push(rpc);
  return rpc;
}

let rawId = 1;
async function nodeRaw(method: string, params: unknown[]): Promise<any> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: rawId++, method, params }),
  });
  const json = (await response.json()) as { result?: unknown; error?: unknown };
  if (json.error) throw new Error(`node: ${JSON.stringify(json.error)}`);
  return json.result;
}

// --- independent conversion of the node's raw JSON -------------------------------------------
const TX_QUANTITIES = [
  'blockNumber',
  'transactionIndex',
  'gas',
  'gasPrice',
  'value',
  'nonce',
  'v',
  'type',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'maxFeePerBlobGas',
  'yParity',
];
const TX_HEX = ['hash', 'blockHash', 'from', 'to', 'input'];
const RECEIPT_QUANTITIES = [
  'transactionIndex',
  'blockNumber',
  'cumulativeGasUsed',
  'gasUsed',
  'effectiveGasPrice',
  'type',
  'blobGasUsed',
  'blobGasPrice',
];
const RECEIPT_HEX = ['transactionHash', 'blockHash', 'from', 'to', 'contractAddress', 'logsBloom'];
const LOG_QUANTITIES = ['blockNumber', 'transactionIndex', 'logIndex'];
const LOG_HEX = ['address', 'data', 'blockHash', 'transactionHash'];

const big = (x: unknown) => (x === null ? null : BigInt(x as string));
const lower = (x: unknown) => (x === null ? null : (x as string).toLowerCase());
const word = (x: unknown) =>
  `0x${BigInt(x as string)
    .toString(16)
    .padStart(64, '0')}`;

function expectTransactionEqualsRaw(tx: Transaction, raw: Record<string, any>): void {
  const t = tx as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw)) {
    if (TX_QUANTITIES.includes(key)) expect(t[key], key).toBe(big(value));
    else if (TX_HEX.includes(key)) expect(t[key], key).toBe(lower(value));
    else if (key === 'chainId' || key === 'chainID') expect(tx.chainId, key).toBe(big(value));
    else if (key === 'r' || key === 's') expect(t[key], key).toBe(word(value));
    else if (key === 'accessList') {
      expect(tx.accessList).toEqual(
        value.map((e: any) => ({ address: lower(e.address), storageKeys: e.storageKeys.map(lower) })),
      );
    } else if (key === 'authorizationList') {
      expect(tx.authorizationList).toEqual(
        value.map((a: any) => ({
          chainId: big(a.chainId),
          nonce: big(a.nonce),
          address: lower(a.address),
          yParity: big(a.yParity),
          r: word(a.r),
          s: word(a.s),
        })),
      );
    } else if (key === 'blobVersionedHashes') expect(tx.blobVersionedHashes).toEqual(value.map(lower));
    else expect(tx.extra[key], `extra.${key}`).toEqual(value);
  }
  expect(tx.pending).toBe(raw['blockHash'] === null);
}

function expectReceiptEqualsRaw(receipt: Receipt, raw: Record<string, any>): void {
  const r = receipt as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw)) {
    if (RECEIPT_QUANTITIES.includes(key)) expect(r[key], key).toBe(big(value));
    else if (RECEIPT_HEX.includes(key)) expect(r[key], key).toBe(lower(value));
    else if (key === 'status') expect(receipt.outcome).toEqual({ kind: 'status', success: value === '0x1' });
    else if (key === 'root') expect(receipt.outcome).toEqual({ kind: 'root', root: lower(value) });
    else if (key === 'logs') {
      expect(receipt.logs).toHaveLength(value.length);
      value.forEach((rawLog: Record<string, any>, i: number) => {
        const log = receipt.logs[i] as unknown as Record<string, unknown> & { extra: Record<string, unknown> };
        for (const [k, v] of Object.entries(rawLog)) {
          if (LOG_QUANTITIES.includes(k)) expect(log[k], `logs[${i}].${k}`).toBe(big(v));
          else if (LOG_HEX.includes(k)) expect(log[k], `logs[${i}].${k}`).toBe(lower(v));
          else if (k === 'topics') expect(log['topics']).toEqual((v as string[]).map(lower));
          else if (k === 'removed') expect(log['removed']).toBe(v);
          else expect(log.extra[k], `logs[${i}].extra.${k}`).toEqual(v);
        }
      });
    } else expect(receipt.extra[key], `extra.${key}`).toEqual(value);
  }
}

// --- the roles --------------------------------------------------------------------------------
const { tokens, ...plainRoles } = manifest.roles;
const roles: Array<[string, SeededTransaction]> = [
  ...Object.entries(plainRoles),
  ['tokens.transfer', tokens.transfer],
  ['tokens.approval', tokens.approval],
];

describe.each(['http', 'websocket'] as const)('devnet over %s', (transport) => {
  const rpc = open(transport);

  describe.each(roles)('role %s', (name, role) => {
    it('getTransactionByHash equals what the node holds', async () => {
      const tx = await rpc.getTransactionByHash(role.hash);
      if (name === 'outsideWindow') {
        // The near-head window: a pruned index forgets old transactions (not found, not an error).
        expect(tx).toBeNull();
        return;
      }
      const raw = await nodeRaw('eth_getTransactionByHash', [role.hash]);
      expect(tx).not.toBeNull();
      expectTransactionEqualsRaw(tx!, raw);
      expect(tx!.type).toBe(BigInt(role.type));
      expect(tx!.pending).toBe(name === 'pending');
    });

    it('getTransactionReceipt equals what the node holds', async () => {
      const receipt = await rpc.getTransactionReceipt(role.hash);
      if (name === 'pending' || name === 'outsideWindow') {
        expect(receipt).toBeNull();
        return;
      }
      const raw = await nodeRaw('eth_getTransactionReceipt', [role.hash]);
      expect(receipt).not.toBeNull();
      expectReceiptEqualsRaw(receipt!, raw);
      expect(receipt!.outcome).toEqual({ kind: 'status', success: name !== 'reverted' });
    });

    // the pending role has no block to look it up in
    it.skipIf(role.blockHash === null)('getTransactionByBlockHashAndIndex finds the same transaction', async () => {
      const tx = await rpc.getTransactionByBlockHashAndIndex(role.blockHash!, BigInt(role.transactionIndex!));
      const raw = await nodeRaw('eth_getTransactionByBlockHashAndIndex', [
        role.blockHash,
        `0x${role.transactionIndex!.toString(16)}`,
      ]);
      expect(tx?.hash).toBe(role.hash);
      expectTransactionEqualsRaw(tx!, raw);
    });
  });

  it('creation: the receipt names the created contract and to is null', async () => {
    const receipt = await rpc.getTransactionReceipt(manifest.roles.creation.hash);
    expect(receipt?.to).toBeNull();
    expect(receipt?.contractAddress).toBe(manifest.roles.creation.contractAddress.toLowerCase());
  });

  it('manyLogs: every log is there', async () => {
    const receipt = await rpc.getTransactionReceipt(manifest.roles.manyLogs.hash);
    expect(receipt?.logs).toHaveLength(manifest.roles.manyLogs.logCount);
  });

  it('walks the multi-transaction block by index, then finds nothing past its end', async () => {
    const { hash, transactionCount } = manifest.block;
    for (let i = 0; i < transactionCount; i++) {
      const tx = await rpc.getTransactionByBlockHashAndIndex(hash, `0x${i.toString(16)}`);
      expectTransactionEqualsRaw(
        tx!,
        await nodeRaw('eth_getTransactionByBlockHashAndIndex', [hash, `0x${i.toString(16)}`]),
      );
    }
    expect(await rpc.getTransactionByBlockHashAndIndex(hash, BigInt(transactionCount))).toBeNull();
  });

  it('storage words equal what the node holds, for plain variables and mapping entries', async () => {
    const { address, variables } = manifest.storage;
    const slots = new Set<string>();
    for (const v of variables) {
      slots.add(`0x${BigInt(v.slot).toString(16)}`);
      for (const e of v.entries ?? []) slots.add(e.slot);
    }
    expect(slots.size).toBeGreaterThan(0);
    for (const slot of slots) {
      const value = await rpc.getStorageAt(address, slot);
      expect(value, slot).toBe(word(await nodeRaw('eth_getStorageAt', [address, slot, 'latest'])));
      expect(value).toHaveLength(66);
    }
  });

  it('storage outside the near-head window is a -32000 with a near-head hint', async () => {
    expect(manifest.storage.deployBlock, 'the devnet names a block outside the window').toBeTypeOf('number');
    const error = await rejectionOf(
      rpc.getStorageAt(manifest.storage.address, '0x0', BigInt(manifest.storage.deployBlock!)),
    );
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error).toMatchObject({ code: -32000 });
    expect(describeError(error).hint).toMatch(/latest 128/);
  });

  it('an unknown hash is null, not an error', async () => {
    expect(await rpc.getTransactionByHash(`0x${'00'.repeat(31)}01`)).toBeNull();
    expect(await rpc.getTransactionReceipt(`0x${'00'.repeat(31)}01`)).toBeNull();
  });

  it('a wrong key is an auth error, with the key nowhere in sight', async () => {
    const bad = 'not-a-real-key-0123456789';
    const exchanges: RpcExchange[] = [];
    const error = await rejectionOf(
      open(transport, bad, (x) => exchanges.push(x)).getTransactionByHash(manifest.roles.legacy.hash),
    );
    expect(error).toBeInstanceOf(RpcAuthError);
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect(visibleText(error, exchanges)).not.toContain(bad);
  });

  it('a second accepted key works', async () => {
    expect(manifest.keys?.[1], 'the test devnet accepts a second key').toBeTypeOf('string');
    const tx = await open(transport, manifest.keys![1]).getTransactionByHash(manifest.roles.legacy.hash);
    expect(tx?.hash).toBe(manifest.roles.legacy.hash.toLowerCase());
  });
});

// the vitest global setup always runs the devnet with faults enabled
describe('devnet gateway faults', () => {
  const legacy = manifest.roles.legacy.hash;

  describe.each(['http', 'websocket'] as const)('over %s', (transport) => {
    it('invalid arguments never reach the gateway', async () => {
      const key = scopedKey(manifest, `args-${transport}`);
      const rpc = open(transport, key);
      expect(await rejectionOf(rpc.getTransactionByHash('0x1234'))).toBeInstanceOf(RpcArgumentError);
      expect(await rejectionOf(rpc.getStorageAt(manifest.storage.address, '0x00'))).toBeInstanceOf(RpcArgumentError);
      expect((await stats(manifest)).byKey[key] ?? 0).toBe(0);
    });

    it('garbage and a truncated reply are malformed responses', async () => {
      for (const kind of ['garbage', 'truncated'] as const) {
        const key = scopedKey(manifest, `${kind}-${transport}`);
        await setFault(manifest, key, { kind }, 1);
        const error = await rejectionOf(open(transport, key).getTransactionByHash(legacy));
        expect(error, kind).toBeInstanceOf(RpcMalformedResponseError);
      }
    });

    it('a reply with a wrong id: malformed over HTTP; over WebSocket ignored and counted, so the request times out', async () => {
      const key = scopedKey(manifest, `wrongId-${transport}`);
      await setFault(manifest, key, { kind: 'wrongId' }, 1);
      const rpc = createRpcClient(
        { base: manifest.base, apiKey: key, transport },
        { WebSocket, timeoutMs: 500, retry: { attempts: 1 } },
      );
      clients.push(rpc);
      const error = await rejectionOf(rpc.getTransactionByHash(legacy));
      if (transport === 'http') expect(error).toBeInstanceOf(RpcMalformedResponseError);
      else {
        expect(error).toBeInstanceOf(RpcTimeoutError);
        expect(rpc.stats().unknownIdReplies).toBe(1);
      }
    });

    it('-32005 with backoff_seconds is retried and then succeeds', async () => {
      const key = scopedKey(manifest, `limit-${transport}`);
      await setFault(manifest, key, { kind: 'limit', backoffSeconds: 0.2 }, 1);
      const rpc = open(transport, key);
      expect((await rpc.getTransactionByHash(legacy))?.hash).toBe(legacy.toLowerCase());
      expect(rpc.stats().retries).toBe(1);
    });

    it('a 503 is retried over HTTP; over WebSocket only its JSON-RPC body (-32002) arrives, which is final', async () => {
      const key = scopedKey(manifest, `503-${transport}`);
      await setFault(manifest, key, { kind: 'status', status: 503 }, 1);
      const rpc = open(transport, key);
      if (transport === 'http') {
        expect((await rpc.getTransactionReceipt(legacy))?.transactionHash).toBe(legacy.toLowerCase());
        expect(rpc.stats().retries).toBe(1);
      } else {
        const error = await rejectionOf(rpc.getTransactionReceipt(legacy));
        expect(error).toMatchObject({ kind: 'rpc', code: -32002 });
        expect(rpc.stats().retries).toBe(0);
      }
    });

    it('a reply bigger than the cap is refused', async () => {
      const key = scopedKey(manifest, `huge-${transport}`);
      await setFault(manifest, key, { kind: 'huge', bytes: 2 * 1024 * 1024 }, 1);
      const rpc = createRpcClient(
        { base: manifest.base, apiKey: key, transport },
        { WebSocket, maxResponseBytes: 1024 * 1024, retry: { attempts: 1 } },
      );
      clients.push(rpc);
      const error = await rejectionOf(rpc.getTransactionByHash(legacy));
      expect(error).toBeInstanceOf(RpcMalformedResponseError);
    });
  });

  it('WebSocket: a close mid-flight rejects with RpcClosedError, and the next request reconnects', async () => {
    const key = scopedKey(manifest, 'wsclose');
    await setFault(manifest, key, { kind: 'wsClose', code: 1011 }, 1);
    const rpc = open('websocket', key);
    expect(await rejectionOf(rpc.getTransactionByHash(legacy))).toBeInstanceOf(RpcClosedError);
    expect((await rpc.getTransactionByHash(legacy))?.hash).toBe(legacy.toLowerCase());
    expect(rpc.stats().reconnects).toBe(1);
  });
});
