/**
 * The optional read methods and the probe against real servers: a bare anvil reached by its full
 * URL (serves them all) and the devnet gateway (the service's four methods only). What the client
 * parses is compared with anvil's raw JSON, fetched with a plain fetch.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRpcClient, type RpcClient } from '../../src/rpc/client.ts';
import { saysMethodNotServed } from '../../src/rpc/method-absence.ts';
import { endpointFacts } from '../../src/data/stores/endpoint-facts.ts';
import { MAX_BATCH } from '../../src/rpc/http-transport.ts';
import { LEARNED_ON_USE, OPTIONAL_METHODS } from '../../src/rpc/optional-method-names.ts';
import { learnFrom, probeEndpoint } from '../../src/data/queries/probe-endpoint.ts';
import { callTracerJson, prestateTracerJson } from '../../src/domain/trace/trace-export.ts';
import { rejectionOf } from './support/collect.ts';

/** The methods the probe asks: the others are learned from their first real call. */
const PROBED = OPTIONAL_METHODS.filter((method) => !LEARNED_ON_USE.has(method));

const manifest = inject('manifest');
const clients: RpcClient[] = [];
afterAll(() => {
  for (const c of clients) c.close();
});

/** A client that counts its POSTs. */
function open(endpoint: Parameters<typeof createRpcClient>[0]): { rpc: RpcClient; posts: () => number } {
  let posts = 0;
  const rpc = createRpcClient(endpoint, {
    retry: { attempts: 1 },
    fetch: (input, init) => {
      posts++;
      return fetch(input, init);
    },
  });
  clients.push(rpc);
  return { rpc, posts: () => posts };
}

let rawId = 1;
async function nodeRaw(method: string, params: unknown[]): Promise<any> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: rawId++, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

describe('a bare anvil through its full URL', () => {
  const { rpc } = open({ url: manifest.nodeUrl });

  it('reads a proof: each slot sent as a 32-byte key (anvil refuses a shorter one), read as anvil sends it', async () => {
    const { address } = manifest.storage;
    const head = await rpc.readOptional('eth_blockNumber');
    const at = `0x${head.toString(16)}`;
    const proof = await rpc.readOptional('eth_getProof', address, [0n, 1n], at);
    const raw = await nodeRaw('eth_getProof', [address, [`0x${'0'.repeat(64)}`, `0x${'0'.repeat(63)}1`], at]);
    expect(proof.accountProof).toEqual(raw.accountProof);
    expect(proof.storageProof.map((p) => [p.slot, p.value])).toEqual(
      raw.storageProof.map((p: { value: string }, i: number) => [BigInt(i), BigInt(p.value)]),
    );
    expect(proof.storageHash).toBe(raw.storageHash);
  });

  it('reads the chain id, the head and a block as the node holds them', async () => {
    expect(await rpc.readOptional('eth_chainId')).toBe(BigInt(manifest.chainId));
    const head = await rpc.readOptional('eth_blockNumber');
    expect(head).toBe(BigInt(await nodeRaw('eth_blockNumber', [])));
    const raw = await nodeRaw('eth_getBlockByHash', [manifest.block.hash, false]);
    const block = await rpc.readOptional('eth_getBlockByHash', manifest.block.hash);
    expect(block?.number).toBe(BigInt(manifest.block.number));
    expect(block?.transactions).toEqual(raw.transactions);
    expect(block?.transactions).toHaveLength(manifest.block.transactionCount);
    expect(block?.parentHash).toBe(raw.parentHash);
    expect(block?.gasUsed).toBe(BigInt(raw.gasUsed));
    const byNumber = await rpc.readOptional('eth_getBlockByNumber', `0x${BigInt(manifest.block.number).toString(16)}`);
    expect(byNumber?.hash).toBe(manifest.block.hash.toLowerCase());
  });

  it('reads a block with its transactions, each as the by-index read gives it', async () => {
    const number = `0x${BigInt(manifest.block.number).toString(16)}`;
    const block = await rpc.readOptional('eth_getBlockByNumber', number, 'with transactions');
    expect(block?.transactionObjects).toHaveLength(manifest.block.transactionCount);
    for (const [i, transaction] of (block?.transactionObjects ?? []).entries())
      expect(transaction).toEqual(await rpc.getTransactionByBlockHashAndIndex(manifest.block.hash, BigInt(i)));
  });

  it('answers null for a block beyond the head', async () => {
    const head = await rpc.readOptional('eth_blockNumber');
    expect(await rpc.readOptional('eth_getBlockByNumber', `0x${(head + 1000n).toString(16)}`)).toBeNull();
  });

  it('reads balance, nonce and code as the node holds them', async () => {
    const account = manifest.accounts[0]!;
    expect(await rpc.readOptional('eth_getBalance', account, 'latest')).toBe(
      BigInt(await nodeRaw('eth_getBalance', [account, 'latest'])),
    );
    expect(await rpc.readOptional('eth_getTransactionCount', account, 'latest')).toBe(
      BigInt(await nodeRaw('eth_getTransactionCount', [account, 'latest'])),
    );
    const token = manifest.roles.tokens.token;
    const code = await rpc.readOptional('eth_getCode', token, 'latest');
    expect(code).toBe((await nodeRaw('eth_getCode', [token, 'latest'])).toLowerCase());
    expect(code.length).toBeGreaterThan(2);
    expect(await rpc.readOptional('eth_getCode', account, 'latest')).toBe('0x');
  });

  it('runs eth_call against a contract (the token’s decimals)', async () => {
    const result = await rpc.readOptional(
      'eth_call',
      { to: manifest.roles.tokens.token, data: '0x313ce567' },
      'latest',
    );
    expect(result).toBe(await nodeRaw('eth_call', [{ to: manifest.roles.tokens.token, data: '0x313ce567' }, 'latest']));
  });

  it('refuses bad arguments before sending anything', async () => {
    const { rpc: counted, posts } = open({ url: manifest.nodeUrl });
    const call = counted.readOptional('eth_call', { to: manifest.accounts[0]!, data: '0x123' }, 'latest');
    expect(((await rejectionOf(call)) as Error).message).toMatch(/call\.data must have an even number of hex digits/);
    const balance = counted.readOptional('eth_getBalance', '0x12', 'latest');
    expect(((await rejectionOf(balance)) as Error).message).toMatch(/address must be 20 bytes/);
    expect(posts()).toBe(0);
  });

  it('the probe finds every method served and the chain id, at once (one POST for up to a batch)', async () => {
    const { rpc: probing, posts } = open({ url: manifest.nodeUrl });
    await probeEndpoint(probing, 'endpoint-00000000000000a1');
    for (const method of PROBED) expect(endpointFacts.serves('endpoint-00000000000000a1', method)).toBe(true);
    expect(endpointFacts.of('endpoint-00000000000000a1').chainId).toBe(String(manifest.chainId));
    expect(posts()).toBe(Math.ceil(PROBED.length / MAX_BATCH));
    // the tracer is not probed: the first trace asked teaches it
    expect(endpointFacts.serves('endpoint-00000000000000a1', 'debug_traceTransaction')).toBeNull();
    await learnFrom(
      'endpoint-00000000000000a1',
      'debug_traceTransaction',
      probing.readOptional('debug_traceTransaction', manifest.names.swap.transaction.hash, 'callTracer'),
    );
    expect(endpointFacts.serves('endpoint-00000000000000a1', 'debug_traceTransaction')).toBe(true);
  });

  it("traces the seeded swap as anvil's own answer, with both tracers", async () => {
    const hash = manifest.names.swap.transaction.hash;
    const calls = await nodeRaw('debug_traceTransaction', [
      hash,
      { tracer: 'callTracer', tracerConfig: { withLog: true } },
    ]);
    const diff = await nodeRaw('debug_traceTransaction', [
      hash,
      { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
    ]);
    const traced = await rpc.readOptional('debug_traceTransaction', hash, 'callTracer');
    const stated = await rpc.readOptional('debug_traceTransaction', hash, 'prestateTracer');
    if (traced.tracer !== 'callTracer' || stated.tracer !== 'prestateTracer')
      throw new Error('each answer is read as its tracer’s');
    expect(callTracerJson(traced.calls, { gas: traced.calls.gas, gasUsed: traced.calls.gasUsed })).toEqual(calls);
    expect(prestateTracerJson(stated.diff)).toEqual(diff);
  });
});

describe('the four-method gateway', () => {
  it('says each optional method is not served, and the probe learns so', async () => {
    const { rpc, posts } = open({ base: manifest.base, apiKey: manifest.apiKey, transport: 'http' });
    const error = await rejectionOf(rpc.readOptional('eth_blockNumber'));
    expect(saysMethodNotServed(error)).toBe(true);
    await probeEndpoint(rpc, 'endpoint-00000000000000b2');
    for (const method of PROBED) expect(endpointFacts.serves('endpoint-00000000000000b2', method)).toBe(false);
    expect(endpointFacts.of('endpoint-00000000000000b2').chainId).toBeNull();
    // the lone call, then the probe's calls at once
    expect(posts()).toBe(1 + Math.ceil(PROBED.length / MAX_BATCH));
  });

  it('says the tracer is not served, learned from its first call', async () => {
    const { rpc } = open({ base: manifest.base, apiKey: manifest.apiKey, transport: 'http' });
    const error = await rejectionOf(
      learnFrom(
        'endpoint-00000000000000d4',
        'debug_traceTransaction',
        rpc.readOptional('debug_traceTransaction', manifest.names.swap.transaction.hash, 'callTracer'),
      ),
    );
    expect(saysMethodNotServed(error)).toBe(true);
    expect(endpointFacts.serves('endpoint-00000000000000d4', 'debug_traceTransaction')).toBe(false);
  });

  it('a failure that is not "not served" teaches nothing (a wrong key)', async () => {
    const { rpc } = open({ base: manifest.base, apiKey: 'not-a-key', transport: 'http' });
    await probeEndpoint(rpc, 'endpoint-00000000000000c3');
    for (const method of PROBED) expect(endpointFacts.serves('endpoint-00000000000000c3', method)).toBeNull();
  });
});
