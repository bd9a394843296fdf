/**
 * The small pieces both transports share: reading a provider's failure body, classifying a
 * refusal, decoding a WebSocket message, and the error base's fields.
 */
import { describe, expect, it } from 'vitest';
import { failureMessage, refusalError } from '../../src/rpc/failure-body.ts';
import { decodeMessage, messageText } from '../../src/rpc/websocket-message.ts';
import { RpcArgumentError, RpcError } from '../../src/rpc/error-base.ts';
import { RpcAuthError, RpcHttpError } from '../../src/rpc/errors.ts';

const ctx = {
  method: 'eth_getTransactionByHash',
  endpoint: 'https://mainnet.infura.io/v3/****',
  secrets: ['s3cr3tkey'],
};

describe('failureMessage', () => {
  it('a JSON-RPC error object: its message, key scrubbed, and the JSON kept', () => {
    const body = '{"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"invalid project id s3cr3tkey"}}';
    const read = failureMessage(body, ctx);
    expect(read.message).toBe('invalid project id <API_KEY>');
    expect(read.json).toMatchObject({ error: { code: -32001 } });
  });

  it('an error given as a string, or a top-level message', () => {
    expect(failureMessage('{"error":"rate  limited\\n"}', ctx)).toEqual({
      message: 'rate limited',
      json: { error: 'rate  limited\n' },
    });
    expect(failureMessage('{"message":"Forbidden"}', ctx)).toEqual({
      message: 'Forbidden',
      json: { message: 'Forbidden' },
    });
  });

  it('JSON that says nothing: no message, the JSON kept; JSON that is not an object: nothing', () => {
    expect(failureMessage('{"error":{"code":1}}', ctx)).toEqual({ json: { error: { code: 1 } } });
    expect(failureMessage('{"error":42}', ctx)).toEqual({ json: { error: 42 } });
    expect(failureMessage('[1,2]', ctx)).toEqual({});
    expect(failureMessage('"text"', ctx)).toEqual({});
    expect(failureMessage('null', ctx)).toEqual({});
  });

  it('an HTML error page: its text without tags, on one line, at most 200 characters', () => {
    expect(failureMessage('<html><body><h1>502 Bad Gateway</h1>\n<p>nginx</p></body></html>', ctx)).toEqual({
      message: '502 Bad Gateway nginx',
    });
    const long = failureMessage(`<p>${'x'.repeat(500)}</p>`, ctx).message!;
    expect(long).toBe(`${'x'.repeat(200)}…`);
  });

  it('an empty or tags-only body: no message at all', () => {
    expect(failureMessage('', ctx)).toEqual({});
    expect(failureMessage('<br/>  <hr>', ctx)).toEqual({});
  });
});

describe('refusalError', () => {
  it('401 and 403 are the key’s fault; other statuses are HTTP errors', () => {
    for (const status of [401, 403]) {
      const error = refusalError(status, 'no', { endpoint: ctx.endpoint });
      expect(error).toBeInstanceOf(RpcAuthError);
      expect(error).toMatchObject({ kind: 'auth', status });
    }
    for (const status of [400, 402, 404, 429, 500]) {
      const error = refusalError(status, 'no', {});
      expect(error).not.toBeInstanceOf(RpcAuthError);
      expect(error).toBeInstanceOf(RpcHttpError);
      expect(error).toMatchObject({ kind: 'http', status });
    }
  });
});

describe('WebSocket messages', () => {
  it('text from strings, buffers and array buffers at once; from a Blob later', async () => {
    expect(messageText('{"id":1}')).toBe('{"id":1}');
    const bytes = new TextEncoder().encode('{"id":2}');
    expect(messageText(bytes)).toBe('{"id":2}');
    expect(messageText(Buffer.from('{"id":3}'))).toBe('{"id":3}');
    expect(messageText(bytes.buffer)).toBe('{"id":2}');
    const fromBlob = messageText(new Blob(['{"id":4}']));
    expect(fromBlob).toBeInstanceOf(Promise);
    await expect(fromBlob).resolves.toBe('{"id":4}');
    expect(messageText(42)).toBeUndefined();
    expect(messageText(null)).toBeUndefined();
    expect(messageText({ text: 'not a function' })).toBeUndefined();
  });

  it('a batch is split into replies, each with its own text; one reply keeps the text it came in', () => {
    expect(decodeMessage('[{"id":1,"result":"0x1"}, {"id":2,"result":null}]', 1000)).toEqual({
      kind: 'replies',
      replies: [
        { reply: { id: 1, result: '0x1' }, text: '{"id":1,"result":"0x1"}' },
        { reply: { id: 2, result: null }, text: '{"id":2,"result":null}' },
      ],
    });
    const text = '{ "id": 7, "result": "0x2" }';
    expect(decodeMessage(text, 1000)).toEqual({
      kind: 'replies',
      replies: [{ reply: { id: 7, result: '0x2' }, text }],
    });
  });

  it('not text, over the limit (only the first KiB kept), or not JSON', () => {
    expect(decodeMessage(undefined, 10)).toEqual({ kind: 'undecodable' });
    const big = `{"id":9,"result":"${'a'.repeat(5000)}"}`;
    expect(decodeMessage(big, big.length)).toMatchObject({ kind: 'replies' });
    expect(decodeMessage(big, big.length - 1)).toEqual({ kind: 'oversized', head: big.slice(0, 1024) });
    expect(decodeMessage('{"id":1,"res', 1000)).toEqual({ kind: 'unparseable', text: '{"id":1,"res' });
  });
});

describe('RpcError', () => {
  it('carries only the details that are known', () => {
    const bare = new RpcError('network', 'down');
    expect(bare).toMatchObject({ name: 'RpcError', kind: 'network', message: 'down' });
    for (const key of ['method', 'endpoint', 'code', 'data', 'status', 'retryAfterMs', 'cause']) {
      expect(key in bare, key).toBe(false);
    }
    const cause = new Error('socket hang up');
    const full = new RpcError('rpc', 'x', {
      method: 'm',
      endpoint: 'e',
      code: -32000,
      data: { a: 1 },
      status: 500,
      retryAfterMs: 1500,
      cause,
    });
    expect(full).toMatchObject({
      method: 'm',
      endpoint: 'e',
      code: -32000,
      data: { a: 1 },
      status: 500,
      retryAfterMs: 1500,
    });
    expect(full.cause).toBe(cause);
  });

  it('an argument error names the argument and sent nothing', () => {
    const error = new RpcArgumentError('transaction hash', 'must be 32 bytes', { method: 'eth_getTransactionByHash' });
    expect(error).toMatchObject({
      name: 'RpcArgumentError',
      kind: 'argument',
      argument: 'transaction hash',
      message: 'transaction hash must be 32 bytes',
      method: 'eth_getTransactionByHash',
    });
    expect(error).toBeInstanceOf(RpcError);
  });
});
