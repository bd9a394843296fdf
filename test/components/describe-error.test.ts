import { describe, expect, it } from 'vitest';
import { describeError } from '../../src/components/describe-error.ts';
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

describe('describeError: the words for each kind of failure', () => {
  it.each<[RpcError, string, RegExp]>([
    [new RpcArgumentError('transaction hash', 'is not 32 bytes'), 'That input cannot be sent', /nothing was sent/],
    [new RpcAuthError(401, 'invalid project id'), 'The endpoint refused the API key', /Check the API key/],
    [new RpcAuthError(403, undefined), 'The endpoint refused the API key', /allowlist/],
    [new RpcNetworkError('could not reach the endpoint'), 'Could not reach the endpoint', /connection/],
    [new RpcTimeoutError(5000), 'The endpoint did not answer in time', /raise the timeout/],
    [new RpcClosedError('closed'), 'The connection closed', /the next request reconnects/],
    [new RpcHttpError(402, undefined), 'The endpoint answered with an error', /daily credit limit is used up/],
    [new RpcHttpError(500, undefined), 'The endpoint answered with an error', /The provider failed/],
    [new RpcHttpError(418, undefined), 'The endpoint answered with an error', /refused the request/],
    [new RpcResponseError(-32601, 'no such method'), 'The node answered with an error', /does not offer the method/],
    [new RpcResponseError(-32099, 'odd'), 'The node answered with an error', /answered with an error/],
    [
      new RpcMalformedResponseError('no result'),
      'The endpoint sent a reply that makes no sense',
      /not a valid JSON-RPC reply/,
    ],
    [
      new RpcMalformedResponseError('too big', { sizeCapBytes: 1000 }),
      'The endpoint sent a reply that makes no sense',
      /size cap/,
    ],
  ])('%s', (error, title, hint) => {
    const info = describeError(error);
    expect(info.title).toBe(title);
    expect(info.hint).toMatch(hint);
    expect(info.message).toBe(error.message);
    expect(info.kind).toBe(error.kind);
  });

  it('names the status, code and method for a developer', () => {
    const info = describeError(new RpcAuthError(401, 'x', { code: -32002, method: 'eth_getStorageAt' }));
    expect(info.detail).toBe('HTTP 401 · JSON-RPC -32002 · eth_getStorageAt');
    expect(describeError(new RpcClosedError('closed')).detail).toBeNull();
  });

  it('a block beyond the head names both heights; pruned state names the window', () => {
    const ahead = new RpcResponseError(-32602, 'BlockOutOfRangeError: block height is 120 but requested was 5000');
    expect(describeError(ahead).hint).toBe("The node's latest block is 120: block 5000 is not there yet.");
    expect(describeError(new RpcResponseError(-32000, 'missing trie node 1a2b')).hint).toMatch(/the latest 128\)/);
  });

  it('adds the wait the provider asked for', () => {
    const info = describeError(new RpcHttpError(429, undefined, { retryAfterMs: 1500 }));
    expect(info.hint).toBe(
      'Too many requests; slow down and retry later. The provider asked to wait 2 s before trying again.',
    );
  });

  it('anything else is "Something went wrong" with its message', () => {
    expect(describeError(new Error('boom'))).toEqual({
      title: 'Something went wrong',
      message: 'boom',
      detail: null,
      hint: null,
      kind: 'unknown',
    });
  });
});
