/**
 * When does a failed call say "this endpoint does not serve the method"? That is knowledge (the
 * page says what it cannot show and why); any other failure is the usual error, and the method may
 * well be served. The messages below are the ones nodes and providers send (geth and Infura's
 * "does not exist/is not available", Alchemy's "Unsupported method", allowlists' "not allowed").
 */
import { describe, expect, it } from 'vitest';
import { saysMethodNotServed } from '../../src/rpc/method-absence.ts';
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

const answer = (code: number, message: string) => new RpcResponseError(code, message, { method: 'eth_getBalance' });

describe('a JSON-RPC error answer', () => {
  it('-32601 (method not found) and -32004 (method not supported) say not served, whatever the text', () => {
    expect(saysMethodNotServed(answer(-32601, 'the method eth_getBalance does not exist/is not available'))).toBe(true);
    expect(saysMethodNotServed(answer(-32601, ''))).toBe(true);
    expect(saysMethodNotServed(answer(-32004, 'method not supported'))).toBe(true);
    expect(saysMethodNotServed(answer(-32004, ''))).toBe(true);
  });

  it('a provider’s own words for it count under any code', () => {
    const said = [
      'the method eth_call does not exist/is not available',
      'The method eth_getCode is not available',
      'Method not found',
      'method eth_getBalance not allowed',
      'Method eth_chainId is not supported on this network',
      'this method is not available on the free plan',
      'method not whitelisted',
      'eth_getBlockByNumber: method unsupported here',
      'Unsupported method: eth_getTransactionCount. See available methods at https://docs.example',
      'not allowed method eth_call',
      'Not supported method',
      'METHOD NOT ALLOWED',
    ];
    for (const text of said) expect(saysMethodNotServed(answer(-32000, text)), text).toBe(true);
    expect(saysMethodNotServed(answer(-32603, 'method eth_call not available'))).toBe(true);
  });

  it('a failure of a served method is not "not served"', () => {
    const failures: Array<[number, string]> = [
      [3, 'execution reverted'],
      [-32000, 'execution reverted: not allowed'],
      [-32602, 'invalid argument 0: hex string has odd length'],
      [-32005, 'project ID request rate exceeded'],
      [-32000, 'header not found'],
      [-32603, 'internal error'],
      [-32000, 'missing trie node'],
      // a batch limit speaks of methods, but of how many, not of which
      [-32600, 'more than 100 methods not allowed in one batch'],
      [-32000, 'the method handler cannot found the state'],
      [-32000, 'methodology not found'],
      [-32000, 'transfer not allowed'],
      [-32000, ''],
    ];
    for (const [code, text] of failures) expect(saysMethodNotServed(answer(code, text)), text).toBe(false);
  });
});

describe('an HTTP refusal of the call', () => {
  it('400, 403 (an allowlist refusing this method), 404, 405 and 501 say not served', () => {
    for (const status of [400, 404, 405, 501]) {
      expect(saysMethodNotServed(new RpcHttpError(status, undefined)), String(status)).toBe(true);
    }
    expect(saysMethodNotServed(new RpcAuthError(403, 'rejected due to project ID settings'))).toBe(true);
  });

  it('401 (a bad key refuses every method), 429 (try again later) and server errors do not', () => {
    expect(saysMethodNotServed(new RpcAuthError(401, 'invalid project id'))).toBe(false);
    for (const status of [402, 413, 429, 500, 502, 503, 504]) {
      expect(saysMethodNotServed(new RpcHttpError(status, 'method not allowed')), String(status)).toBe(false);
    }
  });
});

describe('other failures', () => {
  it('a malformed answer counts as not served (the method is not usable here)', () => {
    expect(saysMethodNotServed(new RpcMalformedResponseError('result is not a quantity', { field: 'result' }))).toBe(
      true,
    );
  });

  it('no answer at all says nothing about the method', () => {
    expect(saysMethodNotServed(new RpcTimeoutError(10_000))).toBe(false);
    expect(saysMethodNotServed(new RpcClosedError('client is closed'))).toBe(false);
    // a network failure carries no status; even one that did is no refusal of the method
    expect(saysMethodNotServed(new RpcNetworkError('fetch failed'))).toBe(false);
    expect(saysMethodNotServed(new RpcNetworkError('fetch failed', { status: 404 }))).toBe(false);
    expect(saysMethodNotServed(new RpcError('http', 'no status'))).toBe(false);
  });

  it('bad input was never sent, and anything that is not the wire’s error is not the endpoint’s word', () => {
    expect(saysMethodNotServed(new RpcArgumentError('address', 'must be 20 bytes'))).toBe(false);
    expect(saysMethodNotServed(new RpcError('rpc', 'method not found', { code: -32601 }))).toBe(false);
    expect(saysMethodNotServed(new Error('method not found'))).toBe(false);
    expect(saysMethodNotServed({ code: -32601, message: 'method not found' })).toBe(false);
    expect(saysMethodNotServed(null)).toBe(false);
  });
});
