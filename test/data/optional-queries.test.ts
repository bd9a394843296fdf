/**
 * The query factories of the optional read methods, run by a real QueryClient against an
 * in-process JSON-RPC server: one cache key per question (an address's case or a block hash's
 * case does not make a second one), what is asked of the endpoint, how long an answer is kept
 * (a fixed block for good, a tag or a missing block briefly), and what each call teaches.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RpcClient } from '../../src/rpc/client.ts';
import { jsonError, jsonReply } from '../rpc/support/misbehaving-server.ts';
import { misbehavingServerPerFile } from '../rpc/support/misbehaving-server-per-file.ts';

type Queries = typeof import('../../src/data/optional-queries.ts');
type Facts = typeof import('../../src/data/endpoint-facts.ts');

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

const ANSWERS: Record<string, unknown> = {
  eth_blockNumber: '0x10',
  eth_getBlockByHash: BLOCK,
  eth_getBlockByNumber: BLOCK,
  eth_getBalance: '0xde0b6b3a7640000',
  eth_getTransactionCount: '0x7',
  eth_getCode: '0x6001',
  eth_call: '0x2a',
};

const server = misbehavingServerPerFile('queries-key');
let rpc: RpcClient;
let q: Queries;
let facts: Facts;
let cache: QueryClient;
let endpoint: { client: RpcClient; endpointId: string };

beforeEach(async () => {
  vi.resetModules();
  server.onHttp((call) => ({ body: jsonReply(call.id, ANSWERS[call.method] ?? null) }));
  q = await import('../../src/data/optional-queries.ts');
  facts = await import('../../src/data/endpoint-facts.ts');
  const { createRpcClient } = await import('../../src/rpc/client.ts');
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
  it('asks eth_blockNumber, kept as the head for the interval a page polls at', async () => {
    const options = q.blockNumberQuery(endpoint, 500);
    expect(options.queryKey).toEqual([ID, 'eth_blockNumber']);
    expect(await cache.query(options)).toBe(16n);
    expect(asked()).toEqual([['eth_blockNumber', []]]);
    expect(keptFor(options)).toBe(500);
    expect(keptFor(q.blockNumberQuery(endpoint))).toBe(FRESH_MS);
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

describe('an address: balance, nonce, code', () => {
  const cases = [
    ['eth_getBalance', (block?: string) => q.balanceQuery(endpoint, ADDRESS, block), 10n ** 18n],
    ['eth_getTransactionCount', (block?: string) => q.transactionCountQuery(endpoint, ADDRESS, block), 7n],
    ['eth_getCode', (block?: string) => q.codeQuery(endpoint, ADDRESS, block), '0x6001'],
  ] as const;

  /** The three factories' options differ in type only by their method's name. */
  const ask = (options: ReturnType<(typeof cases)[number][1]>): Promise<unknown> =>
    cache.query(options as Parameters<QueryClient['query']>[0]);

  for (const [method, query, expected] of cases) {
    it(`${method}: at latest by default, one key whatever the address's case, kept briefly`, async () => {
      const options = query();
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
      await expect(ask(query())).rejects.toThrow(/-32601/);
      expect(facts.endpointFacts.serves(ID, method)).toBe(false);
    });
  }
});

describe('eth_call', () => {
  const TO = '0x9999999999999999999999999999999999999999';

  it('each part of the request makes its own key, case aside; a revert is the query’s error', async () => {
    const options = q.callQuery(endpoint, { to: TO.toUpperCase().replace('0X', '0x'), data: '0xABCD' });
    expect(options.queryKey).toEqual([ID, 'eth_call', TO, '0xabcd', null, null, null, 'latest']);
    expect(await cache.query(options)).toBe('0x2a');
    expect(asked()).toEqual([['eth_call', [{ to: TO, data: '0xabcd' }, 'latest']]]);
    expect(keptFor(options)).toBe(FRESH_MS);
    expect(options.gcTime).toBe(Infinity);
    expect(facts.endpointFacts.serves(ID, 'eth_call')).toBe(true);

    const replay = q.callQuery(
      endpoint,
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
    expect(q.callQuery(endpoint, { to: TO }).queryKey[3]).toBe('0x');
  });
});

describe('without an endpoint', () => {
  it('nothing is enabled, and the keys name no endpoint', () => {
    for (const options of [
      q.blockNumberQuery(null),
      q.blockQuery(null, 'latest'),
      q.balanceQuery(null, ADDRESS),
      q.transactionCountQuery(null, ADDRESS),
      q.codeQuery(null, ADDRESS),
      q.callQuery(null, { to: ADDRESS }),
    ]) {
      expect(options.enabled).toBe(false);
      expect(options.queryKey[0]).toBe('none');
    }
    // with one, every factory asks
    for (const options of [
      q.blockNumberQuery(endpoint),
      q.blockQuery(endpoint, 'latest'),
      q.balanceQuery(endpoint, ADDRESS),
      q.transactionCountQuery(endpoint, ADDRESS),
      q.codeQuery(endpoint, ADDRESS),
      q.callQuery(endpoint, { to: ADDRESS }),
    ])
      expect(options.enabled).toBe(true);
  });
});
