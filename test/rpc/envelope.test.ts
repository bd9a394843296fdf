/**
 * The JSON-RPC envelope as the transports rely on it: request text, ids, and how every shape of
 * reply becomes a result or a typed, scrubbed error. The transports' own tests cover these paths
 * through real servers; here each rule is pinned on its own.
 */
import { describe as group, expect, it } from 'vitest';
import {
  backoffFromData,
  createIdSource,
  describe,
  detailsOf,
  encodeRequest,
  parseReplyText,
  providerText,
  readReply,
  responseErrorFrom,
  salvageId,
  type CallContext,
} from '../../src/rpc/envelope.ts';
import { RpcMalformedResponseError, RpcResponseError } from '../../src/rpc/errors.ts';

const KEY = 'k3y0123456789abcdef';
const ctx: CallContext = { method: 'eth_getStorageAt', endpoint: 'https://h.example/v3/<API_KEY>', secrets: [KEY] };

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

group('requests', () => {
  it('ids count up from 1, one source per client', () => {
    const next = createIdSource();
    expect([next(), next(), next()]).toEqual([1, 2, 3]);
    expect(createIdSource()()).toBe(1);
  });

  it('a request is one JSON-RPC 2.0 object with method, params and id', () => {
    expect(encodeRequest(7, 'eth_getTransactionByHash', ['0xab'])).toBe(
      '{"jsonrpc":"2.0","method":"eth_getTransactionByHash","params":["0xab"],"id":7}',
    );
  });

  it('error details name the method and the redacted endpoint, plus what the caller adds', () => {
    expect(detailsOf(ctx)).toEqual({ method: ctx.method, endpoint: ctx.endpoint });
    expect(detailsOf(ctx, { status: 429 })).toEqual({ method: ctx.method, endpoint: ctx.endpoint, status: 429 });
  });
});

group('providerText', () => {
  it('scrubs the key and folds whitespace into one trimmed line', () => {
    expect(providerText(`  invalid key\n\t${KEY}  `, ctx)).toBe('invalid key <API_KEY>');
  });

  it('keeps text of exactly the limit, and cuts longer text with an ellipsis', () => {
    expect(providerText('abcde', ctx, 5)).toBe('abcde');
    expect(providerText('abcdef', ctx, 5)).toBe('abcde…');
    expect(providerText('x'.repeat(301), ctx)).toBe(`${'x'.repeat(300)}…`);
  });
});

group('backoffFromData: Infura-style backoff_seconds, in ms', () => {
  it.each([
    [{ backoff_seconds: 2 }, 2000],
    [{ backoff_seconds: 0.0015 }, 2],
    [{ backoff_seconds: '1.5' }, 1500],
    [{ backoff_seconds: 0 }, 0],
  ])('%j → %d ms', (data, ms) => {
    expect(backoffFromData(data)).toBe(ms);
  });

  it.each([
    [{ backoff_seconds: -1 }],
    [{ backoff_seconds: 'soon' }],
    [{ backoff_seconds: Infinity }],
    [{ backoff_seconds: true }],
    [{ backoff_seconds: null }],
    [{}],
    [[2]],
    [null],
    [2],
    ['2'],
    [undefined],
  ])('no usable backoff in %j', (data) => {
    expect(backoffFromData(data)).toBeUndefined();
  });
});

group('responseErrorFrom', () => {
  it('reads code, scrubbed message, scrubbed data and backoff', () => {
    const error = responseErrorFrom(
      { code: -32005, message: `limit for ${KEY}`, data: { backoff_seconds: 3, url: `https://h.example/v3/${KEY}` } },
      ctx,
    );
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error).toMatchObject({
      code: -32005,
      providerMessage: 'limit for <API_KEY>',
      data: { backoff_seconds: 3, url: 'https://h.example/v3/<API_KEY>' },
      retryAfterMs: 3000,
      method: ctx.method,
      endpoint: ctx.endpoint,
    });
  });

  it('sets no backoff and no data when the error has none, and a missing message is empty', () => {
    const error = responseErrorFrom({ code: -32000 }, ctx)!;
    expect(error.providerMessage).toBe('');
    // Absent, not merely undefined: `'retryAfterMs' in error` is how a caller asks.
    expect('retryAfterMs' in error).toBe(false);
    expect('data' in error).toBe(false);
  });

  it('takes the extra details the transport adds', () => {
    expect(responseErrorFrom({ code: -32000, message: 'x' }, ctx, { status: 200 })).toMatchObject({ status: 200 });
  });

  it('drops data it cannot render rather than failing', () => {
    expect('data' in responseErrorFrom({ code: -32000, data: 10n }, ctx)!).toBe(false);
  });

  it.each([[null], [[]], ['boom'], [{ message: 'no code' }], [{ code: '-32000' }], [{ code: -32000.5 }]])(
    '%j is not a JSON-RPC error object',
    (error) => {
      expect(responseErrorFrom(error, ctx)).toBeUndefined();
    },
  );
});

group('parseReplyText', () => {
  it('parses JSON', () => {
    expect(parseReplyText('{"a":1}', ctx)).toEqual({ a: 1 });
  });

  it('an empty reply says so', () => {
    const error = thrown(() => parseReplyText('', ctx));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error).toMatchObject({ message: 'empty reply', method: ctx.method, endpoint: ctx.endpoint });
  });

  it('garbage is quoted, scrubbed and bounded', () => {
    expect(thrown(() => parseReplyText(`<html>bad gateway for ${KEY} ${'.'.repeat(100)}`, ctx))).toMatchObject({
      kind: 'malformed',
      message: `reply is not valid JSON (starts "<html>bad gateway for <API_KEY> ${'.'.repeat(28)}…")`,
    });
  });

  it('whitespace-only garbage is not quoted', () => {
    expect(thrown(() => parseReplyText('  \n ', ctx))).toMatchObject({ message: 'reply is not valid JSON' });
  });
});

group('readReply', () => {
  it('returns the result, null included', () => {
    expect(readReply({ jsonrpc: '2.0', id: 3, result: '0x1' }, 3, ctx)).toBe('0x1');
    expect(readReply({ jsonrpc: '2.0', id: 3, result: null }, 3, ctx)).toBeNull();
    expect(readReply({ jsonrpc: '2.0', id: 3, error: undefined, result: '0x2' }, 3, ctx)).toBe('0x2');
  });

  it.each([
    [[], 'reply must be a JSON object; got an array'],
    [null, 'reply must be a JSON object; got null'],
    [42, 'reply must be a JSON object; got number'],
    ['ok', 'reply must be a JSON object; got string'],
  ])('%j is no reply', (payload, message) => {
    const error = thrown(() => readReply(payload, 1, ctx));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error).toMatchObject({ message, method: ctx.method });
  });

  it('names a missing or wrong jsonrpc version', () => {
    expect(thrown(() => readReply({ id: 1, result: 1 }, 1, ctx))).toMatchObject({
      message: 'reply must carry jsonrpc "2.0"; got nothing',
      field: 'jsonrpc',
    });
    expect(thrown(() => readReply({ jsonrpc: '1.0', id: 1, result: 1 }, 1, ctx))).toMatchObject({
      message: 'reply must carry jsonrpc "2.0"; got "1.0"',
    });
  });

  it('an error with id null (a rate limit) is the request’s error, with its backoff', () => {
    const error = thrown(() =>
      readReply(
        { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'too many', data: { backoff_seconds: 1 } } },
        9,
        ctx,
      ),
    );
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error).toMatchObject({ code: -32005, retryAfterMs: 1000 });
  });

  it('id null without a readable error is a reply to someone else', () => {
    expect(thrown(() => readReply({ jsonrpc: '2.0', id: null, error: { message: 'no code' } }, 9, ctx))).toMatchObject({
      kind: 'malformed',
      message: 'reply id null does not echo the request id 9',
      field: 'id',
    });
    expect(thrown(() => readReply({ jsonrpc: '2.0', id: null, result: 1 }, 9, ctx))).toMatchObject({
      kind: 'malformed',
      field: 'id',
    });
  });

  it('a reply to another id is malformed, with the id quoted', () => {
    expect(thrown(() => readReply({ jsonrpc: '2.0', id: '9', result: 1 }, 9, ctx))).toMatchObject({
      message: 'reply id "9" does not echo the request id 9',
    });
    expect(thrown(() => readReply({ jsonrpc: '2.0', result: 1 }, 9, ctx))).toMatchObject({
      message: 'reply id nothing does not echo the request id 9',
    });
  });

  it('an error reply to another id is not this request’s error', () => {
    expect(
      thrown(() => readReply({ jsonrpc: '2.0', id: 5, error: { code: -32000, message: 'x' } }, 9, ctx)),
    ).toMatchObject({
      kind: 'malformed',
      field: 'id',
    });
  });

  it('a JSON-RPC error is thrown as such, even with a result beside it', () => {
    const error = thrown(() =>
      readReply({ jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'bad' }, result: 1 }, 2, ctx),
    );
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error).toMatchObject({ code: -32602, providerMessage: 'bad' });
  });

  it('an error that is not an error object is malformed', () => {
    expect(thrown(() => readReply({ jsonrpc: '2.0', id: 2, error: 'nope' }, 2, ctx))).toMatchObject({
      kind: 'malformed',
      message: 'reply carries an error that is not a JSON-RPC error object',
    });
    expect(thrown(() => readReply({ jsonrpc: '2.0', id: 2, error: null, result: 1 }, 2, ctx))).toMatchObject({
      kind: 'malformed',
    });
  });

  it('neither result nor error is malformed', () => {
    expect(thrown(() => readReply({ jsonrpc: '2.0', id: 2 }, 2, ctx))).toMatchObject({
      kind: 'malformed',
      message: 'reply has neither result nor error',
    });
  });
});

group('salvageId and describe', () => {
  it('reads the id of a reply that would not parse, quoted or not', () => {
    expect(salvageId('{"jsonrpc":"2.0","id":42,"result":0x}')).toBe(42);
    expect(salvageId('{"id" : "17", "result": }')).toBe(17);
    expect(salvageId('{"result": 1}')).toBeUndefined();
    expect(salvageId('{"id":null}')).toBeUndefined();
  });

  it('describes a provider value briefly and scrubbed', () => {
    expect(describe(undefined, ctx)).toBe('nothing');
    expect(describe({ key: KEY }, ctx)).toBe('{"key":"<API_KEY>"}');
    expect(describe('y'.repeat(70), ctx)).toBe(`"${'y'.repeat(59)}…`);
    expect(describe(() => 1, ctx)).toBe('() => 1');
  });
});
