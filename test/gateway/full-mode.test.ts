/**
 * The gateway's full mode: a key served the other read methods a provider lists beside the four
 * (eth_chainId, eth_blockNumber, blocks, balance, nonce, code, proofs, eth_call, eth_getLogs), passed
 * through to anvil under the same key-in-path and near-head window rules, while the demo key of
 * the same gateway stays on the four.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeDeployData, encodeFunctionData } from 'viem';
import type WebSocket from 'ws';
import { startAnvil, type AnvilNode } from '../devnet/anvil.ts';
import { loadArtifacts } from '../devnet/artifacts.ts';
import { startGateway, type Gateway } from '../devnet/gateway.ts';
import { LOGS_RANGE_LIMIT } from '../devnet/logs-range.ts';
import { httpUrl, openWs, rpc, wsExchange, wsUrl } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const fullUrl = httpUrl(manifest, manifest.fullKey);
const demoUrl = httpUrl(manifest);
const hex = (n: number | bigint) => `0x${n.toString(16)}`;
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const SYMBOL = '0x95d89b41'; // symbol()

describe('full mode: the other read methods, through a full-mode key', () => {
  it('names the full-mode key in the manifest, beside the demo key, and accepts both', () => {
    expect(manifest.fullKey).toBe('hexray-full-key');
    expect(manifest.fullKey).not.toBe(manifest.apiKey);
    expect(manifest.keys).toContain(manifest.fullKey);
    expect(manifest.fullMode).toBe(false);
  });

  it('answers eth_chainId and eth_blockNumber from the node', async () => {
    expect((await rpc(fullUrl, 'eth_chainId', [])).result).toBe(hex(manifest.chainId));
    expect(Number((await rpc(fullUrl, 'eth_blockNumber', [])).result)).toBeGreaterThanOrEqual(manifest.headAtSeed);
  });

  it('finds the multi-transaction block by number and by hash, with its transactions', async () => {
    const byNumber = (await rpc(fullUrl, 'eth_getBlockByNumber', [hex(manifest.block.number), false])).result;
    expect(byNumber.hash).toBe(manifest.block.hash);
    expect(byNumber.transactions).toHaveLength(manifest.block.transactionCount);
    const byHash = (await rpc(fullUrl, 'eth_getBlockByHash', [manifest.block.hash, true])).result;
    expect(Number(byHash.number)).toBe(manifest.block.number);
    expect(byHash.transactions[0].blockHash).toBe(manifest.block.hash);
  });

  it('reads the plain account’s balance, nonce and (empty) code', async () => {
    const { address, balance, nonce } = manifest.eoa;
    const at = hex(manifest.headAtSeed);
    expect((await rpc(fullUrl, 'eth_getBalance', [address, at])).result).toBe(balance);
    expect(Number((await rpc(fullUrl, 'eth_getTransactionCount', [address, at])).result)).toBe(nonce);
    expect((await rpc(fullUrl, 'eth_getCode', [address, 'latest'])).result).toBe('0x');
  });

  it('runs eth_call, and passes a revert through with its data', async () => {
    const hxr = await rpc(fullUrl, 'eth_call', [
      { to: manifest.tokenContracts.standard.address, data: SYMBOL },
      'latest',
    ]);
    expect(
      Buffer.from(hxr.result.slice(2 + 128), 'hex')
        .toString()
        .replace(/\0+$/, ''),
    ).toBe('HXR');
    const { errorString } = manifest.failedCalls;
    const replay = await rpc(fullUrl, 'eth_call', [
      { from: errorString.from, to: errorString.to, input: errorString.input, gas: errorString.gas },
      hex(errorString.blockNumber! - 1),
    ]);
    expect(replay.result).toBeUndefined();
    expect(replay.error.data).toBe(errorString.revertData);
  });

  it('returns the logs of a block inside the window (eth_getLogs)', async () => {
    const { transfer, address } = manifest.tokenContracts.bytes32;
    const logs = (await rpc(fullUrl, 'eth_getLogs', [{ blockHash: transfer.blockHash, address }])).result;
    expect(logs.map((log: { transactionHash: string }) => log.transactionHash)).toContain(transfer.hash);
    expect(logs.every((log: { topics: string[] }) => log.topics[0] === TRANSFER_TOPIC)).toBe(true);
  });

  it('the demo key of the same gateway gets -32601 for each of those methods, the full key an answer', async () => {
    const calls: Array<[string, unknown[]]> = [
      ['eth_chainId', []],
      ['eth_blockNumber', []],
      ['eth_getBlockByNumber', ['latest', false]],
      ['eth_getBlockByHash', [manifest.block.hash, false]],
      ['eth_getBalance', [manifest.eoa.address, 'latest']],
      ['eth_getTransactionCount', [manifest.eoa.address, 'latest']],
      ['eth_getCode', [manifest.proxies.clone.address, 'latest']],
      ['eth_getProof', [manifest.storage.address, [`0x${'0'.repeat(64)}`], 'latest']],
      ['eth_call', [{ to: manifest.tokenContracts.standard.address, data: SYMBOL }, 'latest']],
      ['eth_getLogs', [{ blockHash: manifest.block.hash }]],
    ];
    for (const [method, params] of calls) {
      expect(await rpc(demoUrl, method, params), method).toMatchObject({ error: { code: -32601 } });
      const full = await rpc(fullUrl, method, params);
      expect(full.error, method).toBeUndefined();
      expect(full.result, method).not.toBeNull();
    }
  });

  it('passes only read methods: the full key still gets -32601 for sending and mining', async () => {
    expect((await rpc(fullUrl, 'eth_chainId', [])).result).toBe(hex(manifest.chainId));
    for (const method of ['eth_sendRawTransaction', 'eth_sendTransaction', 'anvil_mine']) {
      expect(await rpc(fullUrl, method, []), method).toMatchObject({ error: { code: -32601 } });
    }
  });

  it('serves a scoped key with the full prefix in full mode, and a plain scoped key the four', async () => {
    const prefix = manifest.admin!.scopedFullKeyPrefix!;
    expect(prefix.startsWith(manifest.admin!.scopedKeyPrefix!)).toBe(true);
    const scopedFull = httpUrl(manifest, `${prefix}full-mode-test`);
    const scopedFour = httpUrl(manifest, `${manifest.admin!.scopedKeyPrefix}four-mode-test`);
    expect((await rpc(scopedFull, 'eth_chainId', [])).result).toBe(hex(manifest.chainId));
    expect(await rpc(scopedFour, 'eth_chainId', [])).toMatchObject({ error: { code: -32601 } });
  });

  describe('over WebSocket', () => {
    let full: WebSocket;
    let demo: WebSocket;
    beforeAll(async () => {
      [full, demo] = await Promise.all([openWs(wsUrl(manifest, manifest.fullKey)), openWs(wsUrl(manifest))]);
    });
    afterAll(() => {
      full.close();
      demo.close();
    });

    it('answers the full key’s eth_getCode and refuses the demo key’s', async () => {
      const message = JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'eth_getCode',
        params: [manifest.proxies.clone.address, 'latest'],
      });
      expect((await wsExchange(full, message)).result).toBe(manifest.proxies.clone.code);
      expect(await wsExchange(demo, message)).toMatchObject({ id: 3, error: { code: -32601 } });
    });
  });
});

describe('full mode: the near-head window', () => {
  const old = manifest.roles.outsideWindow;
  const refusal = { error: { code: -32000, message: expect.stringMatching(/missing trie node/) } };

  it('answers null for a block older than head − 128, by number and by hash', async () => {
    expect((await rpc(fullUrl, 'eth_getBlockByNumber', [hex(old.blockNumber!), false])).result).toBeNull();
    expect((await rpc(fullUrl, 'eth_getBlockByHash', [old.blockHash, false])).result).toBeNull();
    expect((await rpc(fullUrl, 'eth_getBlockByNumber', ['earliest', false])).result).toBeNull();
  });

  it('serves the block at head − 128 and not the one before it', async () => {
    const head = Number((await rpc(fullUrl, 'eth_blockNumber', [])).result);
    const edge = (await rpc(fullUrl, 'eth_getBlockByNumber', [hex(head - 128), false])).result;
    expect(Number(edge.number)).toBe(head - 128);
    expect((await rpc(fullUrl, 'eth_getBlockByNumber', [hex(head - 129), false])).result).toBeNull();
  });

  it('refuses balance, nonce, code, proofs and eth_call at an old block or "earliest" with -32000, as storage', async () => {
    const { address } = manifest.storage;
    const at = hex(manifest.storage.deployBlock!);
    expect(await rpc(fullUrl, 'eth_getBalance', [manifest.accounts[0], at])).toMatchObject(refusal);
    expect(await rpc(fullUrl, 'eth_getTransactionCount', [manifest.accounts[0], 'earliest'])).toMatchObject(refusal);
    expect(await rpc(fullUrl, 'eth_getCode', [address, { blockNumber: at }])).toMatchObject(refusal);
    expect(await rpc(fullUrl, 'eth_call', [{ to: address, data: '0x' }, at])).toMatchObject(refusal);
    expect(await rpc(fullUrl, 'eth_getProof', [address, [], at])).toMatchObject(refusal);
    const message = (await rpc(fullUrl, 'eth_getCode', [address, at])).error.message;
    expect(message).toContain('latest 128 blocks');
  });

  it('serves the same reads at a tag or a block inside the window', async () => {
    const { address } = manifest.storage;
    const code = (await rpc(fullUrl, 'eth_getCode', [address, 'latest'])).result;
    expect(code.length).toBeGreaterThan(2);
    expect((await rpc(fullUrl, 'eth_getCode', [address, hex(manifest.headAtSeed)])).result).toBe(code);
    expect(BigInt((await rpc(fullUrl, 'eth_getBalance', [manifest.accounts[0], 'pending'])).result)).toBeGreaterThan(
      0n,
    );
  });
});

describe('full mode: logs older than the window', () => {
  // its own node: the shared devnet has no log before the window, and must not be mined on
  let node: AnvilNode;
  let gateway: Gateway;
  const nodeCall = async (method: string, params: unknown[]) => {
    const response = await fetch(node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return ((await response.json()) as { result: any }).result;
  };
  /** anvil mines a sent transaction on its own, but the receipt may come a moment after the hash */
  const receiptOf = async (hash: string) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const receipt = await nodeCall('eth_getTransactionReceipt', [hash]);
      if (receipt) return receipt;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no receipt for ${hash}`);
  };
  beforeAll(async () => {
    node = await startAnvil();
    gateway = await startGateway({ nodeUrl: node.url, keys: ['four'], fullKeys: ['full'] });
  });
  afterAll(async () => {
    await gateway?.close();
    await node?.stop();
  });

  it('leaves out the logs of blocks older than head − 128, and keeps the newer ones', async () => {
    const [from] = (await nodeCall('eth_accounts', [])) as string[];
    const { abi, bytecode } = loadArtifacts().DemoToken;
    const data = encodeDeployData({ abi, bytecode, args: [1000n] });
    const deployment = await nodeCall('eth_sendTransaction', [{ from, data }]);
    const token = (await receiptOf(deployment)).contractAddress as string;
    await nodeCall('anvil_mine', [hex(130)]);
    const transfer = encodeFunctionData({ abi, functionName: 'transfer', args: [from as `0x${string}`, 1n] });
    const recent = await nodeCall('eth_sendTransaction', [{ from, to: token, data: transfer }]);
    await receiptOf(recent);

    // each block asked on its own: the gateway's range limit (logs-range.ts) refuses a filter over both
    const hashes = (logs: Array<{ transactionHash: string }>) => logs.map((log) => log.transactionHash);
    for (const [hash, served] of [
      [deployment, []],
      [recent, [recent]],
    ] as const) {
      const { blockNumber } = await receiptOf(hash);
      const filter = { fromBlock: blockNumber, toBlock: blockNumber, address: token };
      expect(hashes((await nodeCall('eth_getLogs', [filter])) as Array<{ transactionHash: string }>)).toEqual([hash]);
      expect(hashes((await rpc(`${gateway.base}/v3/full`, 'eth_getLogs', [filter])).result)).toEqual(served);
    }
  });

  it('refuses a range over LOGS_RANGE_LIMIT blocks in Alchemy’s words, and answers one at the limit', async () => {
    const head = Number(await nodeCall('eth_blockNumber', []));
    const over = await rpc(`${gateway.base}/v3/full`, 'eth_getLogs', [
      { fromBlock: hex(head - LOGS_RANGE_LIMIT), toBlock: 'latest' },
    ]);
    expect(over.error).toEqual({
      code: -32600,
      message: `You can make eth_getLogs requests with up to a ${LOGS_RANGE_LIMIT} block range. Based on your parameters, this block range should work: [${hex(head - LOGS_RANGE_LIMIT)}, ${hex(head - 1)}]`,
    });
    const at = await rpc(`${gateway.base}/v3/full`, 'eth_getLogs', [
      { fromBlock: hex(head - LOGS_RANGE_LIMIT + 1), toBlock: hex(head) },
    ]);
    expect(Array.isArray(at.result)).toBe(true);
  });
});
