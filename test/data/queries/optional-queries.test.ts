/**
 * The query factory of the optional read methods, run by a real QueryClient against an
 * in-process JSON-RPC server: one cache key per question (an address's case or a block hash's
 * case does not make a second one), what is asked of the endpoint, how long an answer is kept
 * (a fixed block for good, a tag or a missing block briefly), and what each call teaches.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RpcClient } from '../../../src/rpc/client.ts';
import { OPTIONAL_METHODS, type OptionalMethod } from '../../../src/rpc/optional-method-names.ts';
import { optionalMethodEntry, type OptionalArgs } from '../../../src/rpc/optional-methods.ts';
import { jsonError, jsonReply } from '../../rpc/support/misbehaving-server.ts';
import { misbehavingServerPerFile } from '../../rpc/support/misbehaving-server-per-file.ts';
import { rawFrame } from '../../domain/trace/support.ts';

type Queries = typeof import('../../../src/data/queries/optional-queries.ts');
type Facts = typeof import('../../../src/data/stores/endpoint-facts.ts');

const ID = 'endpoint-00000000000000a1';
const ADDRESS = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
const HASH = `0x${'CD'.repeat(32)}`;
const BLOCK = {
  number: '0x10',
  hash: HASH.toLowerCase(),
  parentHash: `0x${'ab'.repeat(32)}`,
  timestamp: '0x5',
  gasUsed: '0x0',
  gasLimit: '0x1c9c380',
  transactions: [],
};
const FRESH_MS = 2_000;

/** What a node answers to each optional method (a method added without one does not compile). */
const ANSWERS: Record<OptionalMethod, unknown> = {
  eth_chainId: '0xcc',
  eth_blockNumber: '0x10',
  eth_getBlockByHash: BLOCK,
  eth_getBlockByNumber: BLOCK,
  // a block without transactions has no receipts
  eth_getBlockReceipts: [],
  eth_getBalance: '0xde0b6b3a7640000',
  eth_getTransactionCount: '0x7',
  eth_getCode: '0x6001',
  // the zero address emitted nothing
  eth_getLogs: [],
  // the probe's question: the zero address, no keys (an empty trie's proof is no nodes)
  eth_getProof: {
    address: `0x${'0'.repeat(40)}`,
    balance: '0x0',
    nonce: '0x0',
    codeHash: '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    storageHash: '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
    accountProof: [],
    storageProof: [],
  },
  eth_call: '0x2a',
  eth_createAccessList: { accessList: [], gasUsed: '0x5208' },
  debug_traceTransaction: rawFrame(),
  // a subscription's id, as geth and anvil give it
  eth_subscribe: '0x9cef478923ff08bf67fde6c64013158d',
};

const server = misbehavingServerPerFile('queries-key');
let rpc: RpcClient;
let q: Queries;
let facts: Facts;
let cache: QueryClient;
let endpoint: { client: RpcClient; endpointId: string };

beforeEach(async () => {
  vi.resetModules();
  server.onHttp((call) => ({ body: jsonReply(call.id, ANSWERS[call.method as OptionalMethod] ?? null) }));
  q = await import('../../../src/data/queries/optional-queries.ts');
  facts = await import('../../../src/data/stores/endpoint-facts.ts');
  const { createRpcClient } = await import('../../../src/rpc/client.ts');
  rpc = createRpcClient(
    { base: server.base, apiKey: server.apiKey, transport: 'http' },
    { retry: { attempts: 1 }, timeoutMs: 2_000 },
  );
  endpoint = { client: rpc, endpointId: ID };
  cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  rpc.close();
  cache.clear();
});

/** How long the cache takes the answer of `options` as current, as react-query reads staleTime. */
function keptFor(options: { queryKey: readonly unknown[]; staleTime?: unknown }): number {
  const query = cache.getQueryCache().find({ queryKey: options.queryKey, exact: true }) as Query;
  const stale = options.staleTime;
  return typeof stale === 'function' ? (stale as (query: Query) => number)(query) : (stale as number);
}

/** What the server was asked, hex case aside (the client sends an address as it is given). */
const asked = () => server.calls.map((call) => [call.method, JSON.parse(JSON.stringify(call.params).toLowerCase())]);

describe('the head', () => {
  it('asks eth_blockNumber, kept briefly (a page polling it sets its own interval)', async () => {
    const options = q.optionalQuery(endpoint, 'eth_blockNumber');
    expect(options.queryKey).toEqual([ID, 'eth_blockNumber']);
    expect(await cache.query(options)).toBe(16n);
    expect(asked()).toEqual([['eth_blockNumber', []]]);
    expect(keptFor(options)).toBe(FRESH_MS);
    expect(options.gcTime).toBeUndefined();
    expect(facts.endpointFacts.serves(ID, 'eth_blockNumber')).toBe(true);
  });
});

describe('a block', () => {
  it('by hash: eth_getBlockByHash without transactions, one key whatever the case, kept for good', async () => {
    const options = q.blockQuery(endpoint, HASH);
    expect(options.queryKey).toEqual([ID, 'eth_getBlockByHash', HASH.toLowerCase()]);
    expect(q.blockQuery(endpoint, HASH.toLowerCase()).queryKey).toEqual(options.queryKey);
    const block = await cache.query(options);
    expect(block?.number).toBe(16n);
    expect(asked()).toEqual([['eth_getBlockByHash', [HASH.toLowerCase(), false]]]);
    expect(keptFor(options)).toBe(Infinity);
    expect(facts.endpointFacts.serves(ID, 'eth_getBlockByHash')).toBe(true);
    expect(facts.endpointFacts.serves(ID, 'eth_getBlockByNumber')).toBeNull();
  });

  it('by number: eth_getBlockByNumber, kept for good once it exists', async () => {
    const options = q.blockQuery(endpoint, '0x10');
    expect(options.queryKey).toEqual([ID, 'eth_getBlockByNumber', '0x10']);
    await cache.query(options);
    expect(asked()).toEqual([['eth_getBlockByNumber', ['0x10', false]]]);
    expect(keptFor(options)).toBe(Infinity);
    expect(facts.endpointFacts.serves(ID, 'eth_getBlockByNumber')).toBe(true);
  });

  it('a block not mined yet (null) is asked again soon: it may be mined a moment later', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, null) }));
    const options = q.blockQuery(endpoint, '0xff');
    expect(await cache.query(options)).toBeNull();
    expect(keptFor(options)).toBe(FRESH_MS);
  });

  it('`latest` moves with the chain: kept briefly', async () => {
    const options = q.blockQuery(endpoint, 'latest');
    expect(options.queryKey).toEqual([ID, 'eth_getBlockByNumber', 'latest']);
    await cache.query(options);
    expect(keptFor(options)).toBe(FRESH_MS);
  });
});

describe('a proof', () => {
  it('eth_getProof sends each key as 32 bytes, is keyed by the slots, and kept for good at a number', async () => {
    const zero = `0x${'0'.repeat(40)}`;
    const options = q.optionalQuery(endpoint, 'eth_getProof', zero, [], '0x10');
    expect(options.queryKey).toEqual([ID, 'eth_getProof', zero, [], '0x10']);
    expect((await cache.query(options)).storageProof).toEqual([]);
    expect(asked()).toEqual([['eth_getProof', [zero, [], '0x10']]]);
    expect(keptFor(options)).toBe(Infinity);
    expect(q.optionalQuery(endpoint, 'eth_getProof', ADDRESS, [1n, 2n ** 255n], 'latest').queryKey).toEqual([
      ID,
      'eth_getProof',
      ADDRESS.toLowerCase(),
      ['1', (2n ** 255n).toString()],
      'latest',
    ]);
  });
});

describe('an address: balance, nonce, code', () => {
  const cases = [
    ['eth_getBalance', (block: string) => q.optionalQuery(endpoint, 'eth_getBalance', ADDRESS, block), 10n ** 18n],
    [
      'eth_getTransactionCount',
      (block: string) => q.optionalQuery(endpoint, 'eth_getTransactionCount', ADDRESS, block),
      7n,
    ],
    ['eth_getCode', (block: string) => q.optionalQuery(endpoint, 'eth_getCode', ADDRESS, block), '0x6001'],
  ] as const;

  /** The three methods' options differ in type only by their method's name. */
  const ask = (options: ReturnType<(typeof cases)[number][1]>): Promise<unknown> =>
    cache.query(options as Parameters<QueryClient['query']>[0]);

  for (const [method, query, expected] of cases) {
    it(`${method}: at latest, one key whatever the address's case, kept briefly`, async () => {
      const options = query('latest');
      expect(options.queryKey).toEqual([ID, method, ADDRESS.toLowerCase(), 'latest']);
      expect(await ask(options)).toBe(expected);
      expect(asked()).toEqual([[method, [ADDRESS.toLowerCase(), 'latest']]]);
      expect(keptFor(options)).toBe(FRESH_MS);
      expect(facts.endpointFacts.serves(ID, method)).toBe(true);
    });

    it(`${method}: at a block number, asked there and kept for good`, async () => {
      const options = query('0x10');
      expect(options.queryKey).toEqual([ID, method, ADDRESS.toLowerCase(), '0x10']);
      await ask(options);
      expect(asked()).toEqual([[method, [ADDRESS.toLowerCase(), '0x10']]]);
      expect(keptFor(options)).toBe(Infinity);
    });

    it(`${method}: "method not found" teaches that the endpoint does not serve it`, async () => {
      server.onHttp((call) => ({ body: jsonError(call.id, -32601, 'the method does not exist/is not available') }));
      await expect(ask(query('latest'))).rejects.toThrow(/-32601/);
      expect(facts.endpointFacts.serves(ID, method)).toBe(false);
    });
  }
});

describe('eth_call', () => {
  const TO = '0x9999999999999999999999999999999999999999';

  it('each part of the request makes its own key, case aside; a revert is the query’s error', async () => {
    const options = q.optionalQuery(
      endpoint,
      'eth_call',
      { to: TO.toUpperCase().replace('0X', '0x'), data: '0xABCD' },
      'latest',
    );
    expect(options.queryKey).toEqual([ID, 'eth_call', TO, '0xabcd', null, null, null, 'latest']);
    expect(await cache.query(options)).toBe('0x2a');
    expect(asked()).toEqual([['eth_call', [{ to: TO, data: '0xabcd' }, 'latest']]]);
    expect(keptFor(options)).toBe(FRESH_MS);
    expect(options.gcTime).toBe(Infinity);
    expect(facts.endpointFacts.serves(ID, 'eth_call')).toBe(true);

    const replay = q.optionalQuery(
      endpoint,
      'eth_call',
      { from: '0x1111111111111111111111111111111111111111', to: TO, data: '0x', value: 5n, gas: 21_000n },
      '0x10',
    );
    expect(replay.queryKey).toEqual([
      ID,
      'eth_call',
      TO,
      '0x',
      '0x1111111111111111111111111111111111111111',
      '5',
      '21000',
      '0x10',
    ]);
    await cache.query(replay);
    expect(keptFor(replay)).toBe(Infinity);
    // no data: the empty call, the same key as data 0x
    expect(q.optionalQuery(endpoint, 'eth_call', { to: TO }, 'latest').queryKey[3]).toBe('0x');
  });
});

describe('debug_traceTransaction', () => {
  it('a trace is kept for good, keyed by its hash and tracer, and not kept once no page shows it', async () => {
    const calls = q.optionalQuery(endpoint, 'debug_traceTransaction', HASH, 'callTracer');
    const diff = q.optionalQuery(endpoint, 'debug_traceTransaction', HASH, 'prestateTracer');
    expect(calls.queryKey).toEqual([ID, 'debug_traceTransaction', HASH.toLowerCase(), 'callTracer']);
    expect(diff.queryKey).toEqual([ID, 'debug_traceTransaction', HASH.toLowerCase(), 'prestateTracer']);
    const trace = await cache.query(calls);
    expect(trace.tracer === 'callTracer' && trace.calls.type).toBe('CALL');
    expect(keptFor(calls)).toBe(Infinity);
    expect(calls.gcTime).toBeUndefined();
    expect(server.calls.at(-1)?.params).toEqual([HASH, { tracer: 'callTracer', tracerConfig: { withLog: true } }]);
    expect(facts.endpointFacts.serves(ID, 'debug_traceTransaction')).toBe(true);
  });
});

describe('every optional method', () => {
  /** Each method asked as the probe asks it (its entry's cheap arguments). */
  const probeQuery = <M extends OptionalMethod>(at: typeof endpoint | null, method: M) =>
    q.optionalQuery(at, method, ...(optionalMethodEntry(method).probe as OptionalArgs<M>));
  const probed = OPTIONAL_METHODS.filter((method) => optionalMethodEntry(method).probe !== null);

  it('without an endpoint nothing is enabled, and the keys name no endpoint; with one, each asks', () => {
    expect(probed.length).toBeGreaterThan(0);
    for (const method of probed) {
      const options = probeQuery(null, method);
      expect(options.enabled, method).toBe(false);
      expect(options.queryKey.slice(0, 2), method).toEqual(['none', method]);
      expect(probeQuery(endpoint, method).enabled, method).toBe(true);
    }
  });

  it('each call teaches that the endpoint serves its method, and only its method', async () => {
    // the probe's block hash is of no block: a node answers null
    server.onHttp((call) => ({
      body: jsonReply(call.id, call.method === 'eth_getBlockByHash' ? null : ANSWERS[call.method as OptionalMethod]),
    }));
    for (const method of probed) {
      await cache.query(probeQuery(endpoint, method) as Parameters<QueryClient['query']>[0]);
      expect(facts.endpointFacts.serves(ID, method), method).toBe(true);
    }
    expect(Object.keys(facts.endpointFacts.of(ID).methods).sort()).toEqual([...probed].sort());
  });
});
