/**
 * The registry of the optional read methods (src/rpc/optional-methods.ts): one entry per name, each
 * complete, its probe a call its own checks accept, its words in Settings there; and what the
 * entries say of their methods: arguments checked before anything is sent, an answer about
 * another block refused, which answers are kept for good and which calls are the same question.
 * The client, the query factory and the probe run these entries against servers in
 * test/data/queries/optional-queries.test.ts, test/data/queries/probe-endpoint.test.ts and
 * optional-methods-devnet.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { METHOD_USES } from '../../src/components/settings/method-uses.ts';
import { MalformedFieldError } from '../../src/domain/parse-fields.ts';
import { RpcArgumentError, RpcMalformedResponseError, RpcResponseError } from '../../src/rpc/errors.ts';
import { LEARNED_ON_USE, OPTIONAL_METHODS } from '../../src/rpc/optional-method-names.ts';
import {
  optionalMethodEntry,
  optionalMethodRegistry,
  type OptionalMethodEntry,
} from '../../src/rpc/optional-methods.ts';

const ADDRESS = `0x${'12'.repeat(20)}`;
const HASH = `0x${'cd'.repeat(32)}`;
const OTHER_HASH = `0x${'ef'.repeat(32)}`;
const RAW_BLOCK = {
  number: '0x10',
  hash: HASH,
  parentHash: `0x${'ab'.repeat(32)}`,
  timestamp: '0x5',
  gasUsed: '0x0',
  gasLimit: '0x1c9c380',
  transactions: [],
};

describe('one entry per optional method', () => {
  it('every name has its entry and every entry its name', () => {
    expect(Object.keys(optionalMethodRegistry).sort()).toEqual([...OPTIONAL_METHODS].sort());
  });

  it.each(OPTIONAL_METHODS)('%s: complete, and its probe a call its own checks accept', (method) => {
    // any entry, whatever its own arguments
    const entry = optionalMethodEntry(method) as unknown as OptionalMethodEntry<unknown[], unknown>;
    for (const part of ['params', 'parse', 'key', 'fixed', 'notServed'] as const)
      expect(typeof entry[part], part).toBe('function');
    expect(entry.probe === null || Array.isArray(entry.probe)).toBe(true);
    if (entry.probe === null) return;
    const args = entry.probe;
    expect(Array.isArray(entry.params(...args))).toBe(true);
    // react-query hashes a key as JSON: a bigint in it would throw
    expect(() => JSON.stringify(entry.key(...args))).not.toThrow();
    expect(entry.key(...args)).toEqual(entry.key(...args));
  });

  it('the methods Settings calls "asked when first used" are those the probe does not ask', () => {
    const unprobed = OPTIONAL_METHODS.filter((method) => optionalMethodEntry(method).probe === null);
    expect([...LEARNED_ON_USE].sort()).toEqual(unprobed.sort());
  });

  it.each(OPTIONAL_METHODS)('%s: Settings says what it lights up', (method) => {
    expect(METHOD_USES[method]).toMatch(/^[a-z].{10,}/);
  });
});

describe('what the entries say of their methods', () => {
  it('a wrong argument is refused before anything is sent, naming it', () => {
    expect(() => optionalMethodEntry('eth_getBalance').params('0x12', 'latest')).toThrow(RpcArgumentError);
    expect(() => optionalMethodEntry('eth_getCode').params(ADDRESS, 'newest')).toThrow(/^block must be a hex block/);
    expect(() => optionalMethodEntry('eth_getBlockByHash').params('0x12')).toThrow(/^block hash must be 32 bytes/);
    expect(() => optionalMethodEntry('eth_call').params({ to: ADDRESS, data: '0x123' }, 'latest')).toThrow(
      /^call\.data must have an even number of hex digits/,
    );
    expect(() => optionalMethodEntry('eth_call').params({ to: ADDRESS, gas: 2n ** 64n }, 'latest')).toThrow(
      /^call\.gas is too large/,
    );
  });

  it('each argument refused is named: the message starts with it', () => {
    const refusals: Array<[() => unknown, string]> = [
      [() => optionalMethodEntry('eth_getBalance').params('0x12', 'latest'), 'address'],
      [() => optionalMethodEntry('eth_getTransactionCount').params(ADDRESS, 'newest'), 'block'],
      [() => optionalMethodEntry('eth_getBlockByNumber').params('newest'), 'block'],
      [() => optionalMethodEntry('eth_call').params({ to: '0x12' }, 'latest'), 'call.to'],
      [() => optionalMethodEntry('eth_call').params({ to: ADDRESS, from: '0x12' }, 'latest'), 'call.from'],
      [() => optionalMethodEntry('eth_call').params({ to: ADDRESS, value: -1n }, 'latest'), 'call.value'],
      [() => optionalMethodEntry('eth_call').params({ to: ADDRESS }, 'newest'), 'block'],
    ];
    for (const [call, argument] of refusals) {
      expect(call, argument).toThrow(RpcArgumentError);
      expect(call, argument).toThrow(new RegExp(`^${argument.replace('.', '\\.')} must`));
    }
  });

  it('a malformed answer names what it should have been', () => {
    const answers: Array<[() => unknown, string]> = [
      [() => optionalMethodEntry('eth_chainId').parse('zz', []), 'chain id'],
      [() => optionalMethodEntry('eth_blockNumber').parse('zz', []), 'block number'],
      [() => optionalMethodEntry('eth_getBalance').parse('zz', [ADDRESS, 'latest']), 'balance'],
      [() => optionalMethodEntry('eth_getTransactionCount').parse('zz', [ADDRESS, 'latest']), 'transaction count'],
      [() => optionalMethodEntry('eth_getCode').parse('zz', [ADDRESS, 'latest']), 'code'],
      [() => optionalMethodEntry('eth_call').parse('zz', [{ to: ADDRESS }, 'latest']), 'call result'],
    ];
    for (const [parse, field] of answers) {
      expect(parse, field).toThrow(MalformedFieldError);
      let thrown: unknown;
      try {
        parse();
      } catch (error) {
        thrown = error;
      }
      expect((thrown as MalformedFieldError).field, field).toBe(field);
    }
    expect(optionalMethodEntry('eth_getBalance').parse('0x2a', [ADDRESS, 'latest'])).toBe(42n);
    expect(optionalMethodEntry('eth_getCode').parse('0x60AB', [ADDRESS, 'latest'])).toBe('0x60ab');
  });

  it('the chain id and the head are asked with no arguments, and are one question each', () => {
    for (const method of ['eth_chainId', 'eth_blockNumber'] as const) {
      expect(optionalMethodEntry(method).params(), method).toEqual([]);
      expect(optionalMethodEntry(method).key(), method).toEqual([]);
    }
  });

  it('an address read is asked as [address, block], a block without its transactions', () => {
    expect(optionalMethodEntry('eth_getTransactionCount').params(ADDRESS, '0x10')).toEqual([ADDRESS, '0x10']);
    expect(optionalMethodEntry('eth_getBlockByHash').params(HASH)).toEqual([HASH, false]);
    expect(optionalMethodEntry('eth_getBlockByNumber').params('latest')).toEqual(['latest', false]);
    expect(optionalMethodEntry('eth_getBlockByNumber').params('0x10', 'with transactions')).toEqual(['0x10', true]);
    expect(optionalMethodEntry('eth_blockNumber').params()).toEqual([]);
  });

  it('eth_call sends the parts of the request it was given, data lower case (none is 0x)', () => {
    const call = optionalMethodEntry('eth_call');
    expect(call.params({ to: ADDRESS }, 'latest')).toEqual([{ to: ADDRESS, data: '0x' }, 'latest']);
    expect(call.params({ from: ADDRESS, to: ADDRESS, data: '0xABCD', value: 5n, gas: 21_000n }, '0x10')).toEqual([
      { to: ADDRESS, from: ADDRESS, data: '0xabcd', value: '0x5', gas: '0x5208' },
      '0x10',
    ]);
  });

  it('debug_traceTransaction asks the tracer named and reads the answer as that tracer’s', () => {
    const trace = optionalMethodEntry('debug_traceTransaction');
    const calls = trace.params(HASH, 'callTracer');
    const diff = trace.params(HASH, 'prestateTracer');
    expect(calls).toEqual([HASH, { tracer: 'callTracer', tracerConfig: { withLog: true } }]);
    expect(diff).toEqual([HASH, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }]);
    const frame = { type: 'CALL', from: ADDRESS, to: ADDRESS, gas: '0x100', gasUsed: '0x10', input: '0x' };
    expect(trace.parse(frame, calls)).toMatchObject({ tracer: 'callTracer', calls: { type: 'CALL', gas: 256n } });
    expect(trace.parse({ pre: {}, post: {} }, diff)).toMatchObject({ tracer: 'prestateTracer' });
    // a call tree asked, a diff answered: malformed, not "served"
    expect(() => trace.parse({ pre: {}, post: {} }, calls)).toThrow(MalformedFieldError);
    expect(trace.key(HASH.toUpperCase().replace('0X', '0x'), 'callTracer')).toEqual(trace.key(HASH, 'callTracer'));
    expect(trace.key(HASH, 'callTracer')).not.toEqual(trace.key(HASH, 'prestateTracer'));
  });

  it('eth_createAccessList runs the transaction’s call without fees (a creation without to), and reads what it touches, bounded', () => {
    const list = optionalMethodEntry('eth_createAccessList');
    const request = { from: ADDRESS, to: ADDRESS, data: '0xABCD', value: 0n, gas: 100_000n };
    expect(list.params(request, '0xf')).toEqual([
      { from: ADDRESS, to: ADDRESS, data: '0xabcd', value: '0x0', gas: '0x186a0' },
      '0xf',
    ]);
    expect(list.params({ ...request, to: null }, '0xf')[0]).not.toHaveProperty('to');
    expect(() => list.params({ ...request, from: 'me' }, '0xf')).toThrow(RpcArgumentError);
    const answer = { accessList: [{ address: ADDRESS, storageKeys: [HASH] }], gasUsed: '0x5208' };
    expect(list.parse(answer, [])).toEqual({
      accessList: [{ address: ADDRESS, storageKeys: [HASH] }],
      gasUsed: 21_000n,
    });
    const huge = { accessList: [{ address: ADDRESS, storageKeys: Array.from({ length: 2_000 }, () => HASH) }] };
    expect(() => list.parse({ ...huge, gasUsed: '0x1' }, [])).toThrow(
      'access list answer.accessList names 2,001 accounts and slots; a re-execution takes at most 2,000',
    );
    expect(() => list.parse({ accessList: [{ address: 'x', storageKeys: [] }], gasUsed: '0x1' }, [])).toThrow(
      MalformedFieldError,
    );
    // at a block number, the same call is the same answer for good
    expect(list.fixed({ accessList: [], gasUsed: 1n }, request, '0xf')).toBe(true);
    expect(list.key({ ...request, from: ADDRESS.toUpperCase().replace('0X', '0x') }, '0xf')).toEqual(
      list.key(request, '0xf'),
    );
  });

  it('a tracer is absent when the endpoint says so, not when one trace is malformed', () => {
    const { notServed } = optionalMethodEntry('debug_traceTransaction');
    expect(notServed(new RpcResponseError(-32601, 'the method debug_traceTransaction does not exist'))).toBe(true);
    expect(notServed(new RpcMalformedResponseError('trace.calls[0].from must be a 20-byte address'))).toBe(false);
    // for the other methods a malformed answer means the method is not usable here
    expect(optionalMethodEntry('eth_getBalance').notServed(new RpcMalformedResponseError('balance'))).toBe(true);
  });

  it('a block other than the one asked for is a malformed answer, naming the field', () => {
    const byHash = optionalMethodEntry('eth_getBlockByHash');
    expect(byHash.parse(RAW_BLOCK, [HASH.toUpperCase().replace('0X', '0x'), false])?.number).toBe(16n);
    expect(() => byHash.parse(RAW_BLOCK, [OTHER_HASH, false])).toThrow(
      new MalformedFieldError('block.hash', `does not match the request (asked ${OTHER_HASH}, got ${HASH})`),
    );
    const byNumber = optionalMethodEntry('eth_getBlockByNumber');
    expect(byNumber.parse(RAW_BLOCK, ['0x10', false])?.hash).toBe(HASH);
    expect(() => byNumber.parse(RAW_BLOCK, ['0x11', false])).toThrow(
      new MalformedFieldError('block.number', 'does not match the request (asked 17, got 16)'),
    );
    // a tag names whichever block is there now
    expect(byNumber.parse(RAW_BLOCK, ['latest', false])?.number).toBe(16n);
    // not there (yet) is not an error
    expect(byHash.parse(null, [HASH, false])).toBeNull();
    expect(byNumber.parse(null, ['0x10', false])).toBeNull();
  });

  it('an answer is kept for good only when it cannot change: at a block number, and found', () => {
    expect(optionalMethodEntry('eth_getBalance').fixed(1n, ADDRESS, '0x10')).toBe(true);
    expect(optionalMethodEntry('eth_getBalance').fixed(1n, ADDRESS, 'latest')).toBe(false);
    expect(optionalMethodEntry('eth_call').fixed('0x', { to: ADDRESS }, '0x10')).toBe(true);
    expect(optionalMethodEntry('eth_call').fixed('0x', { to: ADDRESS }, 'safe')).toBe(false);
    expect(optionalMethodEntry('eth_blockNumber').fixed(16n)).toBe(false);
    // an endpoint may be pointed at another chain: asked again like any tag
    expect(optionalMethodEntry('eth_chainId').fixed(1n)).toBe(false);
    const block = optionalMethodEntry('eth_getBlockByNumber').parse(RAW_BLOCK, ['0x10', false]);
    expect(optionalMethodEntry('eth_getBlockByNumber').fixed(block, '0x10')).toBe(true);
    expect(optionalMethodEntry('eth_getBlockByNumber').fixed(null, '0x10')).toBe(false);
    expect(optionalMethodEntry('eth_getBlockByNumber').fixed(block, 'latest')).toBe(false);
    expect(optionalMethodEntry('eth_getBlockByHash').fixed(block, HASH)).toBe(true);
    expect(optionalMethodEntry('eth_getBlockByHash').fixed(null, HASH)).toBe(false);
  });

  it('the same question is one key whatever the case of its hex', () => {
    expect(optionalMethodEntry('eth_getCode').key(ADDRESS.toUpperCase().replace('0X', '0x'), 'latest')).toEqual([
      ADDRESS,
      'latest',
    ]);
    expect(optionalMethodEntry('eth_getBlockByHash').key(HASH.toUpperCase().replace('0X', '0x'))).toEqual([HASH]);
    expect(optionalMethodEntry('eth_getBlockByNumber').key('0xA')).toEqual(['0xa']);
    // a block with its transactions is another answer than the plain block
    expect(optionalMethodEntry('eth_getBlockByNumber').key('0xA', 'with transactions')).toEqual([
      '0xa',
      'with transactions',
    ]);
  });

  it('eth_getProof: each slot sent as a 32-byte key, at most 32 of them, and an answer for other keys refused', () => {
    const entry = optionalMethodEntry('eth_getProof');
    expect(entry.params(ADDRESS, [0n, 1n], '0x10')).toEqual([
      ADDRESS,
      [`0x${'0'.repeat(64)}`, `0x${'0'.repeat(63)}1`],
      '0x10',
    ]);
    expect(() => entry.params(ADDRESS, [-1n], 'latest')).toThrow(/^storage key 0 must not be negative/);
    expect(() => entry.params(ADDRESS, [2n ** 256n], 'latest')).toThrow(/^storage key 0 is too large/);
    expect(() =>
      entry.params(
        ADDRESS,
        Array.from({ length: 33 }, (_, i) => BigInt(i)),
        'latest',
      ),
    ).toThrow(/^storage keys at most 32 in one call/);
    const raw = {
      address: ADDRESS,
      balance: '0x0',
      nonce: '0x0',
      codeHash: HASH,
      storageHash: HASH,
      accountProof: [],
      storageProof: [{ key: '0x1', value: '0x0', proof: [] }],
    };
    expect(entry.parse(raw, entry.params(ADDRESS, [1n], 'latest')).storageProof[0]!.slot).toBe(1n);
    expect(() => entry.parse(raw, entry.params(ADDRESS, [2n], 'latest'))).toThrow(
      /storageProof\[0\]\.key does not match/,
    );
    expect(entry.fixed(entry.parse(raw, entry.params(ADDRESS, [1n], '0x10')), ADDRESS, [1n], '0x10')).toBe(true);
    expect(entry.fixed(entry.parse(raw, entry.params(ADDRESS, [1n], 'latest')), ADDRESS, [1n], 'latest')).toBe(false);
  });

  it('eth_getBlockReceipts: asked by block hash; each receipt of that block, at most 20,000; null a block not there', () => {
    const entry = optionalMethodEntry('eth_getBlockReceipts');
    expect(entry.params(HASH)).toEqual([HASH]);
    expect(() => entry.params('0x12')).toThrow(/^block hash must be 32 bytes/);
    const receipt = {
      transactionHash: OTHER_HASH,
      transactionIndex: '0x0',
      blockHash: HASH,
      blockNumber: '0x10',
      from: ADDRESS,
      to: ADDRESS,
      contractAddress: null,
      cumulativeGasUsed: '0x5208',
      gasUsed: '0x5208',
      effectiveGasPrice: '0x1',
      logs: [],
      logsBloom: `0x${'0'.repeat(512)}`,
      status: '0x1',
      type: '0x2',
    };
    const params = entry.params(HASH);
    expect(entry.parse([receipt], params)!.map((r) => r.gasUsed)).toEqual([21_000n]);
    expect(entry.parse(null, params)).toBe(null);
    expect(() => entry.parse([{ ...receipt, blockHash: OTHER_HASH }], params)).toThrow(
      new MalformedFieldError('receipts[0].blockHash', `does not match the request (asked ${HASH}, got ${OTHER_HASH})`),
    );
    expect(() => entry.parse({}, params)).toThrow(new MalformedFieldError('receipts', 'must be an array or null'));
    expect(() => entry.parse(new Array(20_001).fill(receipt), params)).toThrow(
      new MalformedFieldError('receipts', 'has 20001 receipts, more than the 20000 read'),
    );
    expect(entry.fixed([], HASH)).toBe(true);
    expect(entry.fixed(null, HASH)).toBe(false);
    expect(entry.key(HASH.toUpperCase().replace('0X', '0x'))).toEqual([HASH]);
  });
});

describe('eth_getLogs: a filter checked before it is sent, a refused range not taken for absence', () => {
  const entry = optionalMethodEntry('eth_getLogs');
  const TOPIC = `0x${'ab'.repeat(32)}` as const;

  it('sends the filter as nodes take it: the address, hex block numbers, the topics with their choices', () => {
    expect(
      entry.params({
        address: ADDRESS as `0x${string}`,
        topics: [[TOPIC, HASH as `0x${string}`], null],
        fromBlock: 16n,
        toBlock: 143n,
      }),
    ).toEqual([{ address: ADDRESS, fromBlock: '0x10', toBlock: '0x8f', topics: [[TOPIC, HASH], null] }]);
  });

  it('refuses a bad filter naming the part, sending nothing', () => {
    const bad = (query: Parameters<typeof entry.params>[0], part: string) => {
      expect(() => entry.params(query)).toThrow(RpcArgumentError);
      expect(() => entry.params(query)).toThrow(part);
    };
    bad({ topics: [], fromBlock: 10n, toBlock: 9n }, 'fromBlock');
    bad({ topics: ['0x12'], fromBlock: 0n, toBlock: 1n }, 'topics[0]');
    bad({ topics: [null, []], fromBlock: 0n, toBlock: 1n }, 'topics[1]');
    bad({ topics: [null, null, null, null, null], fromBlock: 0n, toBlock: 1n }, 'topics');
    bad({ address: '0x1234', topics: [], fromBlock: 0n, toBlock: 1n }, 'address');
  });

  it('reads the answer within the range sent; a log from another block is malformed', () => {
    const params = entry.params({ topics: [], fromBlock: 16n, toBlock: 16n });
    const log = {
      address: ADDRESS,
      topics: [TOPIC],
      data: '0x',
      blockNumber: '0x10',
      blockHash: HASH,
      transactionHash: HASH,
      transactionIndex: '0x0',
      logIndex: '0x0',
      removed: false,
    };
    expect(entry.parse([log], params)).toHaveLength(1);
    expect(() => entry.parse([{ ...log, blockNumber: '0x11' }], params)).toThrow(MalformedFieldError);
  });

  it('only “not served” is absence: a refused range, a malformed or oversized answer are this call’s failures', () => {
    expect(
      entry.notServed(new RpcResponseError(-32601, 'the method eth_getLogs does not exist/is not available')),
    ).toBe(true);
    expect(entry.notServed(new RpcResponseError(-32005, 'query returned more than 10000 results'))).toBe(false);
    expect(
      entry.notServed(new RpcResponseError(-32600, 'You can make eth_getLogs requests with up to a 2K block range.')),
    ).toBe(false);
    expect(entry.notServed(new RpcMalformedResponseError('logs has 100000 logs'))).toBe(false);
  });
});
