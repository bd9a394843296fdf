/**
 * What the wire makes of a provider's refusal or a node's error, before describeError puts it in
 * words: the title each documented HTTP status and JSON-RPC code gets in the message, and what a
 * node's own text says about the block asked for (not there yet, outside the near-head window,
 * the heights anvil names). Pure: the messages are those real nodes send (anvil's answer to a
 * block beyond its head was captured from anvil itself; geth's from the field notes).
 */
import { describe, expect, it } from 'vitest';
import { describeError } from '../../src/components/describe-error.ts';
import { RpcHttpError, RpcMalformedResponseError, RpcResponseError } from '../../src/rpc/errors.ts';

describe('every HTTP status the provider documents has its own title', () => {
  it.each([
    [400, 'bad request'],
    [401, 'unauthorized'],
    [402, 'daily credit limit reached'],
    [403, 'forbidden'],
    [404, 'not found'],
    [405, 'method not allowed'],
    [413, 'request too large'],
    [429, 'rate limited'],
    [500, 'internal server error'],
    [502, 'bad gateway'],
    [503, 'service unavailable'],
    [504, 'gateway timeout'],
  ])('HTTP %d is "%s"', (status, title) => {
    expect(new RpcHttpError(status, undefined).message).toBe(`HTTP ${status} ${title}`);
    expect(new RpcHttpError(status, 'the provider says').message).toBe(`HTTP ${status} ${title}: the provider says`);
  });

  it.each([
    [501, 'server error'],
    [505, 'server error'],
    [599, 'server error'],
    [406, 'HTTP error'],
    [451, 'HTTP error'],
  ])('an undocumented HTTP %d is a "%s"', (status, title) => {
    expect(new RpcHttpError(status, undefined).message).toBe(`HTTP ${status} ${title}`);
  });
});

describe("every JSON-RPC code of Infura's table has its own title", () => {
  it.each([
    [-32700, 'parse error'],
    [-32600, 'invalid request'],
    [-32601, 'method not found'],
    [-32602, 'invalid argument'],
    [-32603, 'internal error'],
    [-32000, 'invalid input'],
    [-32001, 'resource not found'],
    [-32002, 'resource unavailable'],
    [-32003, 'transaction rejected'],
    [-32004, 'method not supported'],
    [-32005, 'limit exceeded'],
    [-32006, 'JSON-RPC version not supported'],
  ])('%d is "%s"', (code, title) => {
    const error = new RpcResponseError(code, 'the node says');
    expect(error.message).toBe(`${title} (${code}): the node says`);
    expect(error.code).toBe(code);
  });

  it.each([
    [-32007, 'server error'],
    [-32099, 'server error'],
    [-32100, 'JSON-RPC error'],
    [-32701, 'JSON-RPC error'],
    [32700, 'JSON-RPC error'],
  ])('an unlisted %d is a "%s"', (code, title) => {
    expect(new RpcResponseError(code, '').message).toBe(`${title} (${code})`);
  });
});

interface Reading {
  blockNotThere: boolean;
  outsideNearHeadWindow: boolean;
  reportedHead: bigint | null;
  requestedBlock: bigint | null;
}

const readingOf = (error: RpcResponseError): Reading => ({
  blockNotThere: error.blockNotThere,
  outsideNearHeadWindow: error.outsideNearHeadWindow,
  reportedHead: error.reportedHead,
  requestedBlock: error.requestedBlock,
});

const NOT_THERE = { blockNotThere: true, outsideNearHeadWindow: false, reportedHead: null, requestedBlock: null };
const OUTSIDE = { blockNotThere: false, outsideNearHeadWindow: true, reportedHead: null, requestedBlock: null };
const NEITHER = { blockNotThere: false, outsideNearHeadWindow: false, reportedHead: null, requestedBlock: null };

describe("what a node's message says about the block asked for", () => {
  it("anvil's answer beyond its head: not there yet, with its latest block and the one asked for", () => {
    const error = new RpcResponseError(-32602, 'BlockOutOfRangeError: block height is 200 but requested was 1000200');
    expect(readingOf(error)).toEqual({ ...NOT_THERE, reportedHead: 200n, requestedBlock: 1000200n });
    expect(describeError(error).hint).toBe("The node's latest block is 200: block 1000200 is not there yet.");
  });

  it('a fresh anvil (head 0) names its heights too', () => {
    const error = new RpcResponseError(-32602, 'BlockOutOfRangeError: block height is 0 but requested was 1000');
    expect(readingOf(error)).toEqual({ ...NOT_THERE, reportedHead: 0n, requestedBlock: 1000n });
  });

  it("the heights sentence says it without anvil's error name (a provider relaying the text), in any case", () => {
    expect(readingOf(new RpcResponseError(-32000, 'block height is 4096 but requested was 70000')), 'bare').toEqual({
      ...NOT_THERE,
      reportedHead: 4096n,
      requestedBlock: 70000n,
    });
    expect(readingOf(new RpcResponseError(-32000, 'Block Height Is 12 But Requested Was 345')), 'capitals').toEqual({
      ...NOT_THERE,
      reportedHead: 12n,
      requestedBlock: 345n,
    });
  });

  it.each(['header not found', 'Header not found', 'unknown block', 'block not found', 'BlockOutOfRangeError'])(
    '"%s": not there yet (or pruned away), with no heights named',
    (message) => {
      const error = new RpcResponseError(-32000, message);
      expect(readingOf(error)).toEqual(NOT_THERE);
      expect(describeError(error).hint).toBe(
        'The block is not there yet (beyond the latest block), or outside the window of recent blocks this endpoint serves.',
      );
    },
  );

  it.each([
    'missing trie node 1b2c3d4e (path )',
    'missing trie node: state at block 3 is not available (this endpoint serves only the latest 128 blocks; head is 200)',
    'historical state not available',
    'state is not available',
    'State Not Available',
    'block 12 has been pruned',
    'this request needs an archive node',
  ])('"%s": outside the near-head window', (message) => {
    const error = new RpcResponseError(-32000, message);
    expect(readingOf(error)).toEqual(OUTSIDE);
    expect(describeError(error).hint).toBe(
      'The node serves only recent blocks (the latest 128); older state is not available here.',
    );
  });

  it('a message that says both is a block not there: the block is missing, not only its state', () => {
    expect(readingOf(new RpcResponseError(-32000, 'header not found (pruned)'))).toEqual(NOT_THERE);
  });

  it.each(['execution reverted', 'invalid argument 0: hex string has length 63, want 64 for common.Hash', ''])(
    '"%s": says nothing about the block',
    (message) => {
      expect(readingOf(new RpcResponseError(-32602, message))).toEqual(NEITHER);
    },
  );
});

describe('a malformed reply', () => {
  it('carries the size cap only when it was abandoned for its size', () => {
    const tooLarge = new RpcMalformedResponseError('reply is larger than the 1024-byte limit', { sizeCapBytes: 1024 });
    expect(tooLarge.sizeCapBytes).toBe(1024);
    expect(describeError(tooLarge).hint).toBe(
      'The reply was abandoned past the size cap; raise maxResponseBytes if this is expected.',
    );
    const garbage = new RpcMalformedResponseError('reply is not valid JSON');
    expect('sizeCapBytes' in garbage).toBe(false);
    expect(describeError(garbage).hint).toBe(
      'The endpoint answered with something that is not a valid JSON-RPC reply; it may not be an Ethereum node.',
    );
  });
});
