/**
 * The probe of what an endpoint serves beyond the four methods, against an in-process JSON-RPC
 * server (the misbehaving one the transport tests use) that answers each method as a node, a
 * provider refusing it, or a failing server would: one POST for the calls of every method whose
 * entry names a probe (rpc/optional-methods.ts), each method learnt on its own, a failure that is not "not served" teaching nothing, and once per tab.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RpcClient } from '../../../src/rpc/client.ts';
import type { RpcResponseError } from '../../../src/rpc/errors.ts';
import { MAX_BATCH } from '../../../src/rpc/http-transport.ts';
import { LEARNED_ON_USE, OPTIONAL_METHODS, type OptionalMethod } from '../../../src/rpc/optional-method-names.ts';
import { optionalMethodEntry } from '../../../src/rpc/optional-methods.ts';
import { jsonError, jsonReply, type HttpHandler } from '../../rpc/support/misbehaving-server.ts';
import { rejectionOf } from '../../rpc/support/collect.ts';
import { misbehavingServerPerFile } from '../../rpc/support/misbehaving-server-per-file.ts';

type Facts = typeof import('../../../src/data/stores/endpoint-facts.ts');
type Probe = typeof import('../../../src/data/queries/probe-endpoint.ts');

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;
const BLOCK = {
  number: '0x10',
  hash: `0x${'cd'.repeat(32)}`,
  parentHash: `0x${'ab'.repeat(32)}`,
  timestamp: '0x5',
  gasUsed: '0x0',
  gasLimit: '0x1c9c380',
  transactions: [],
};

/** What a full node answers to each probe call (a method added without one does not compile). */
const NODE_ANSWERS: Record<OptionalMethod, unknown> = {
  eth_chainId: '0xcc',
  eth_blockNumber: '0x10',
  eth_getBlockByHash: null,
  eth_getBlockByNumber: BLOCK,
  // never asked by the probe (its entry names no probe call)
  eth_getBlockReceipts: null,
  eth_getBalance: '0x0',
  eth_getTransactionCount: '0x0',
  eth_getCode: '0x',
  // the zero address emitted nothing
  eth_getLogs: [],
  // the zero address holds nothing: an empty trie's root and no nodes prove it
  eth_getProof: {
    address: ZERO_ADDRESS,
    balance: '0x0',
    nonce: '0x0',
    codeHash: '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    storageHash: '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
    accountProof: [],
    storageProof: [],
  },
  eth_call: '0x',
  // never asked by the probe (their entries name no probe call)
  eth_createAccessList: null,
  debug_traceTransaction: null,
  eth_subscribe: null,
};

/** A node for `served`; "method not found" (-32601) for the rest, as a provider's plan says. */
function serving(served: readonly string[]): HttpHandler {
  return (call) => ({
    body: served.includes(call.method)
      ? jsonReply(call.id, NODE_ANSWERS[call.method as OptionalMethod])
      : jsonError(call.id, -32601, `the method ${call.method} does not exist/is not available`),
  });
}

const server = misbehavingServerPerFile('probe-key');
let rpc: RpcClient;
let facts: Facts;
let probe: Probe;
const ID = 'endpoint-00000000000000a1';

/** A fresh tab: the modules afresh (nothing probed), over storages that keep nothing. */
beforeEach(async () => {
  vi.resetModules();
  facts = await import('../../../src/data/stores/endpoint-facts.ts');
  probe = await import('../../../src/data/queries/probe-endpoint.ts');
  // the client of the same fresh modules: its errors are the classes the probe tells apart
  const { createRpcClient } = await import('../../../src/rpc/client.ts');
  rpc = createRpcClient(
    { base: server.base, apiKey: server.apiKey, transport: 'http' },
    { retry: { attempts: 1 }, timeoutMs: 2_000 },
  );
});
afterEach(() => rpc.close());

const posts = () => new Set(server.calls.map((call) => call.post)).size;
/** The methods the probe asks: those whose entry names a probe call. */
const PROBED = OPTIONAL_METHODS.filter((method) => optionalMethodEntry(method).probe !== null);
/** The POSTs one probe takes: its calls leave in one tick, as many to a POST as a batch may carry. */
const PROBE_POSTS = Math.ceil(PROBED.length / MAX_BATCH);

describe('probeEndpoint', () => {
  it('asks every probed optional method at once (one POST for up to a batch), with calls any node answers cheaply', async () => {
    server.onHttp(serving(Object.keys(NODE_ANSWERS)));
    await probe.probeEndpoint(rpc, ID);
    expect(posts()).toBe(PROBE_POSTS);
    const params = Object.fromEntries(server.calls.map((call) => [call.method, call.params]));
    expect(PROBED.length).toBeGreaterThan(0);
    expect(Object.keys(params).sort()).toEqual([...PROBED].sort());
    // an empty account, a block that does not exist, the head without its transactions
    expect(params['eth_getBalance']).toEqual([ZERO_ADDRESS, 'latest']);
    expect(params['eth_getTransactionCount']).toEqual([ZERO_ADDRESS, 'latest']);
    expect(params['eth_getCode']).toEqual([ZERO_ADDRESS, 'latest']);
    expect(params['eth_getBlockByHash']).toEqual([ZERO_HASH, false]);
    expect(params['eth_getBlockByNumber']).toEqual(['latest', false]);
    expect(params['eth_call']).toEqual([{ to: ZERO_ADDRESS, data: '0x' }, 'latest']);
    expect(params['eth_getProof']).toEqual([ZERO_ADDRESS, [], 'latest']);
  });

  it('a full node: every method served, and the chain id learnt from eth_chainId', async () => {
    server.onHttp(serving(Object.keys(NODE_ANSWERS)));
    await probe.probeEndpoint(rpc, ID);
    for (const method of PROBED) expect(facts.endpointFacts.serves(ID, method), method).toBe(true);
    // the others are learned from their first real call
    for (const method of LEARNED_ON_USE) expect(facts.endpointFacts.serves(ID, method), method).toBeNull();
    expect(facts.endpointFacts.of(ID).chainId).toBe('204');
  });

  it('each method learnt on its own: served where answered, absent where "method not found"', async () => {
    server.onHttp(serving(['eth_chainId', 'eth_call']));
    await probe.probeEndpoint(rpc, ID);
    expect(facts.endpointFacts.of(ID).methods).toEqual(
      Object.fromEntries(
        PROBED.map((method) => [method, ['eth_chainId', 'eth_call'].includes(method) ? 'served' : 'absent']),
      ),
    );
    expect(facts.endpointFacts.serves(ID, 'eth_getBalance')).toBe(false);
  });

  it('a failure that does not say "not served" (a server error, a rate limit) teaches nothing', async () => {
    server.onHttp((call) =>
      call.method === 'eth_getCode'
        ? { body: jsonError(call.id, -32005, 'rate limit exceeded') }
        : call.method === 'eth_call'
          ? { body: jsonError(call.id, -32603, 'internal error') }
          : serving(['eth_chainId'])(call, 0),
    );
    await probe.probeEndpoint(rpc, ID);
    expect(facts.endpointFacts.serves(ID, 'eth_getCode')).toBeNull();
    expect(facts.endpointFacts.serves(ID, 'eth_call')).toBeNull();
    expect(facts.endpointFacts.serves(ID, 'eth_chainId')).toBe(true);
    expect(facts.endpointFacts.serves(ID, 'eth_getBalance')).toBe(false);
  });

  it('once per tab: asked again, it sends nothing; "again" (Test connection) asks anew', async () => {
    server.onHttp(serving(['eth_chainId']));
    await probe.probeEndpoint(rpc, ID);
    await probe.probeEndpoint(rpc, ID);
    expect(posts()).toBe(PROBE_POSTS);
    server.onHttp(serving(Object.keys(NODE_ANSWERS)));
    await probe.probeEndpoint(rpc, ID, { again: true });
    expect(posts()).toBe(2 * PROBE_POSTS);
    expect(facts.endpointFacts.serves(ID, 'eth_call')).toBe(true);
  });

  it('once per tab even when a failure left a method unknown: the page’s own calls learn it later', async () => {
    server.onHttp((call) =>
      call.method === 'eth_call'
        ? { body: jsonError(call.id, -32603, 'internal error') }
        : serving(['eth_chainId'])(call, 0),
    );
    await probe.probeEndpoint(rpc, ID);
    expect(facts.endpointFacts.serves(ID, 'eth_call')).toBeNull();
    await probe.probeEndpoint(rpc, ID);
    expect(posts()).toBe(PROBE_POSTS);
  });

  it('another endpoint is probed for itself', async () => {
    server.onHttp(serving(['eth_chainId']));
    await probe.probeEndpoint(rpc, ID);
    await probe.probeEndpoint(rpc, 'endpoint-00000000000000b2');
    expect(posts()).toBe(2 * PROBE_POSTS);
  });

  it('a new tab that already knows every method (kept facts) asks nothing; one that knows some asks', async () => {
    for (const method of PROBED) facts.endpointFacts.learnMethod(ID, method, 'served');
    await probe.probeEndpoint(rpc, ID);
    expect(server.calls).toEqual([]);
    const other = 'endpoint-00000000000000c3';
    facts.endpointFacts.learnMethod(other, 'eth_call', 'served');
    server.onHttp(serving(['eth_call']));
    await probe.probeEndpoint(rpc, other);
    expect(posts()).toBe(PROBE_POSTS);
    expect(facts.endpointFacts.serves(other, 'eth_getCode')).toBe(false);
  });
});

describe('learnFrom: a page’s own call teaches what it says of its method', () => {
  it('an answer: served, and the result handed on unchanged', async () => {
    server.onHttp(serving(['eth_blockNumber']));
    await expect(probe.learnFrom(ID, 'eth_blockNumber', rpc.readOptional('eth_blockNumber'))).resolves.toBe(16n);
    expect(facts.endpointFacts.serves(ID, 'eth_blockNumber')).toBe(true);
  });

  it('"method not found": absent, and the error handed on for the page to say', async () => {
    server.onHttp(serving([]));
    const error = await rejectionOf(
      probe.learnFrom(ID, 'eth_getBalance', rpc.readOptional('eth_getBalance', ZERO_ADDRESS, 'latest')),
    );
    expect((error as RpcResponseError).code).toBe(-32601);
    expect(facts.endpointFacts.serves(ID, 'eth_getBalance')).toBe(false);
  });

  it('another failure: nothing learnt, the error handed on', async () => {
    server.onHttp((call) => ({ body: jsonError(call.id, -32603, 'internal error') }));
    const error = await rejectionOf(
      probe.learnFrom(ID, 'eth_getCode', rpc.readOptional('eth_getCode', ZERO_ADDRESS, 'latest')),
    );
    expect((error as RpcResponseError).code).toBe(-32603);
    expect(facts.endpointFacts.serves(ID, 'eth_getCode')).toBeNull();
  });
});
