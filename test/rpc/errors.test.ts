/**
 * The error hierarchy as the UI reads it: kind, name, message (the hint, through describeError), and only the details that
 * are known (absent, not undefined). Provider text and URLs are scrubbed before they get here.
 */
import { describeError } from '../../src/components/describe-error.ts';
import { describe, expect, it } from 'vitest';
import {
  RpcArgumentError,
  RpcAuthError,
  RpcClosedError,
  RpcError,
  RpcHttpError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcResponseError,
  RpcTimeoutError,
} from '../../src/rpc/errors.ts';

const DETAIL_KEYS = ['method', 'endpoint', 'code', 'data', 'status', 'retryAfterMs'] as const;

describe('RpcError', () => {
  it('keeps only the details it was given', () => {
    const bare = new RpcError('network', 'x');
    expect(bare.name).toBe('RpcError');
    expect('cause' in bare).toBe(false);
    for (const key of DETAIL_KEYS) expect(key in bare).toBe(false);
    const cause = new Error('socket hang up');
    const full = new RpcError('http', 'y', {
      method: 'm',
      endpoint: 'e',
      code: 1,
      data: { a: 1 },
      status: 500,
      retryAfterMs: 9,
      cause,
    });
    expect(full).toMatchObject({
      kind: 'http',
      message: 'y',
      method: 'm',
      endpoint: 'e',
      code: 1,
      data: { a: 1 },
      status: 500,
      retryAfterMs: 9,
    });
    expect(full.cause).toBe(cause);
  });
});

describe('each kind: name, message and hint', () => {
  it('argument', () => {
    const e = new RpcArgumentError('transaction hash', 'must start with 0x');
    expect([e.name, e.kind, e.message, e.argument]).toEqual([
      'RpcArgumentError',
      'argument',
      'transaction hash must start with 0x',
      'transaction hash',
    ]);
    expect(describeError(e).hint).toBe('Fix the value and try again; nothing was sent to the node.');
    expect(e).toBeInstanceOf(RpcError);
  });

  it('network', () => {
    const e = new RpcNetworkError('fetch failed', { method: 'm' });
    expect([e.name, e.kind, e.message, e.method]).toEqual(['RpcNetworkError', 'network', 'fetch failed', 'm']);
    expect(describeError(e).hint).toBe('Check the endpoint address and your connection; the request may be retried.');
  });

  it('timeout, in whole seconds when it is whole seconds', () => {
    const e = new RpcTimeoutError(15_000);
    expect([e.name, e.kind, e.message, e.timeoutMs]).toEqual([
      'RpcTimeoutError',
      'timeout',
      'no reply within 15 s',
      15_000,
    ]);
    expect(describeError(e).hint).toBe('The node is slow or unreachable; try again or raise the timeout.');
    expect(new RpcTimeoutError(1000).message).toBe('no reply within 1 s');
    expect(new RpcTimeoutError(1500).message).toBe('no reply within 1500 ms');
    expect(new RpcTimeoutError(999).message).toBe('no reply within 999 ms');
    expect(new RpcTimeoutError(0).message).toBe('no reply within 0 ms');
    expect(new RpcTimeoutError(10, { endpoint: 'e' }).endpoint).toBe('e');
  });

  it('closed, with the close code when there is one', () => {
    const e = new RpcClosedError('socket closed', { closeCode: 1006 });
    expect([e.name, e.kind, e.message, e.closeCode]).toEqual(['RpcClosedError', 'closed', 'socket closed', 1006]);
    expect(describeError(e).hint).toBe('The connection was closed; the next request reconnects.');
    expect('closeCode' in new RpcClosedError('x')).toBe(false);
  });

  it.each([
    [401, 'HTTP 401 unauthorized', 'Check the API key: it is missing, mistyped or revoked.'],
    [404, 'HTTP 404 not found', 'The provider refused the request.'],
    [418, 'HTTP 418 HTTP error', 'The provider refused the request.'],
    [499, 'HTTP 499 HTTP error', 'The provider refused the request.'],
    [500, 'HTTP 500 internal server error', 'The provider failed; try again later.'],
    [503, 'HTTP 503 service unavailable', 'The provider is temporarily unavailable; retry shortly.'],
    [507, 'HTTP 507 server error', 'The provider failed; try again later.'],
  ])('HTTP %d', (status, message, hint) => {
    const e = new RpcHttpError(status, undefined);
    expect([e.name, e.kind, e.message, describeError(e).hint, e.status]).toEqual([
      'RpcHttpError',
      'http',
      message,
      hint,
      status,
    ]);
    expect('providerMessage' in e).toBe(false);
  });

  it('HTTP with the provider’s own words', () => {
    const e = new RpcHttpError(429, 'slow down');
    expect(e.message).toBe('HTTP 429 rate limited: slow down');
    expect(e.providerMessage).toBe('slow down');
    expect(new RpcHttpError(429, '').message).toBe('HTTP 429 rate limited');
  });

  it('auth is an HTTP error of its own kind', () => {
    const e = new RpcAuthError(403, 'origin not allowed');
    expect([e.name, e.kind, e.message]).toEqual(['RpcAuthError', 'auth', 'HTTP 403 forbidden: origin not allowed']);
    expect(e).toBeInstanceOf(RpcHttpError);
  });

  it.each([
    [
      -32005,
      'limit exceeded (-32005): too many',
      'The request rate or size limit was exceeded; slow down and retry later.',
    ],
    [-32000, 'invalid input (-32000): too many', 'The node rejected the request.'],
    [-32050, 'server error (-32050): too many', 'The node answered with an error.'],
    [-32099, 'server error (-32099): too many', 'The node answered with an error.'],
    [-32100, 'JSON-RPC error (-32100): too many', 'The node answered with an error.'],
    [-31999, 'JSON-RPC error (-31999): too many', 'The node answered with an error.'],
    [3, 'JSON-RPC error (3): too many', 'The node answered with an error.'],
  ])('JSON-RPC code %d', (code, message, hint) => {
    const e = new RpcResponseError(code, 'too many');
    expect([e.name, e.kind, e.message, describeError(e).hint, e.code, e.providerMessage]).toEqual([
      'RpcResponseError',
      'rpc',
      message,
      hint,
      code,
      'too many',
    ]);
    expect(e.outsideNearHeadWindow).toBe(false);
  });

  it('JSON-RPC without provider text, and with details', () => {
    const e = new RpcResponseError(-32601, '', { method: 'eth_x', data: 'd' });
    expect(e.message).toBe('method not found (-32601)');
    expect(e).toMatchObject({ method: 'eth_x', data: 'd' });
  });

  it('a node outside its near-head window says so, whatever the code', () => {
    const e = new RpcResponseError(-32000, 'missing trie node abc (path )');
    expect(e.outsideNearHeadWindow).toBe(true);
    expect(describeError(e).hint).toBe(
      'The node serves only recent blocks (the latest 128); older state is not available here.',
    );
  });

  it('geth\'s "header not found" is a block the node does not have: not there yet, or pruned away', () => {
    const e = new RpcResponseError(-32602, 'header not found');
    expect(e.blockNotThere).toBe(true);
    expect(e.outsideNearHeadWindow).toBe(false);
    expect(describeError(e).hint).toBe(
      'The block is not there yet (beyond the latest block), or outside the window of recent blocks this endpoint serves.',
    );
  });

  it('malformed, naming the field when known', () => {
    const e = new RpcMalformedResponseError('reply has neither result nor error', { field: 'result' });
    expect([e.name, e.kind, e.field]).toEqual(['RpcMalformedResponseError', 'malformed', 'result']);
    expect(describeError(e).hint).toBe(
      'The endpoint answered with something that is not a valid JSON-RPC reply; it may not be an Ethereum node.',
    );
    expect('field' in new RpcMalformedResponseError('x')).toBe(false);
  });
});
