/**
 * Calls issued in the same tick leave as one JSON-RPC batch (one POST, one round trip), and each
 * call of it is answered, failed and retried on its own. Against the misbehaving server (which
 * answers batches element by element); against the real devnet gateway in http-batch-devnet.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, beforeEach } from 'vitest';
import { RpcMalformedResponseError, RpcResponseError } from '../../src/rpc/errors.ts';
import { createRpcClient } from '../../src/rpc/client.ts';
import { type RpcExchange } from '../../src/rpc/transport.ts';
import { MAX_BATCH, createHttpTransport } from '../../src/rpc/http-transport.ts';
import { rejectionOf } from './support/collect.ts';
import { ADDRESS, TX_HASH, defaultResult, jsonError, jsonReply } from './support/misbehaving-server.ts';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type RpcClientOptions } from '../../src/rpc/client.ts';
import { resolveEndpoint } from '../../src/rpc/endpoint.ts';
import { createIdSource } from '../../src/rpc/envelope.ts';
import { RpcClosedError } from '../../src/rpc/errors.ts';
import { EXCHANGE_RESPONSE_LIMIT } from '../../src/rpc/transport.ts';
import { misbehavingServerPerFile } from './support/misbehaving-server-per-file.ts';

const KEY = '0b7c2e9d4f1a8b3c6d5e0f9a2b4c7d1e';
const server = misbehavingServerPerFile(KEY);
let exchanges: RpcExchange[];

function client(base = server.base, apiKey = KEY) {
  exchanges = [];
  return createRpcClient(
    { base, apiKey, transport: 'http' },
    { retry: { baseDelayMs: 5, maxDelayMs: 50 }, onExchange: (x) => exchanges.push(x) },
  );
}

const posts = () => new Set(server.calls.map((call) => call.post)).size;

describe('HTTP batches against the misbehaving server', () => {
  it('a transaction and its receipt asked in the same tick cost one POST, each answered with its own result', async () => {
    const rpc = client();
    const [tx, receipt] = await Promise.all([rpc.getTransactionByHash(TX_HASH), rpc.getTransactionReceipt(TX_HASH)]);
    expect(tx?.hash).toBe(TX_HASH);
    expect(receipt?.transactionHash).toBe(TX_HASH);
    expect(server.calls.map((c) => c.method)).toEqual(['eth_getTransactionByHash', 'eth_getTransactionReceipt']);
    expect(posts(), 'one round trip').toBe(1);
    // the inspector still shows one exchange per call, with that call's own request and answer
    expect(exchanges).toHaveLength(2);
    for (const x of exchanges) {
      expect(JSON.parse(x.request)).toMatchObject({ method: x.method, id: x.id });
      expect(JSON.parse(x.response!)).toMatchObject({ id: x.id });
    }
  });

  it('a call alone is sent as a plain request, not a batch of one', async () => {
    await client().getTransactionByHash(TX_HASH);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.raw.startsWith('{')).toBe(true);
  });

  it('calls in separate ticks leave separately', async () => {
    const rpc = client();
    await rpc.getTransactionByHash(TX_HASH);
    await rpc.getTransactionReceipt(TX_HASH);
    expect(posts()).toBe(2);
  });

  it('a batch reply missing an element fails only that call, clearly', async () => {
    server.onHttp((call) => ({
      body: call.method === 'eth_getTransactionReceipt' ? '' : jsonReply(call.id, defaultResult(call)),
    }));
    const rpc = client();
    const [tx, receipt] = await Promise.allSettled([
      rpc.getTransactionByHash(TX_HASH),
      rpc.getTransactionReceipt(TX_HASH),
    ]);
    expect(tx.status).toBe('fulfilled');
    expect(receipt.status).toBe('rejected');
    const error = (receipt as PromiseRejectedResult).reason as Error;
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error.message).toMatch(/batch reply holds no answer for request id \d+/);
  });

  it("an error element fails only its call, with the provider's code and message", async () => {
    server.onHttp((call) => ({
      body:
        call.method === 'eth_getStorageAt'
          ? jsonError(call.id, -32000, 'missing trie node abc')
          : jsonReply(call.id, defaultResult(call)),
    }));
    const rpc = client();
    const [tx, word] = await Promise.allSettled([rpc.getTransactionByHash(TX_HASH), rpc.getStorageAt(ADDRESS, 0n, 1n)]);
    expect(tx.status).toBe('fulfilled');
    const error = (word as PromiseRejectedResult).reason as RpcResponseError;
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error.code).toBe(-32000);
    expect(error.message).toContain('missing trie node abc');
    expect(posts(), 'not retried: the node said no').toBe(1);
  });

  it('a rate-limited element is retried on its own; its neighbour is not asked twice', async () => {
    let limited = 0;
    server.onHttp((call) =>
      call.method === 'eth_getTransactionReceipt' && limited++ === 0
        ? { body: jsonError(call.id, -32005, 'limit exceeded', { backoff_seconds: 0.01 }) }
        : { body: jsonReply(call.id, defaultResult(call)) },
    );
    const rpc = client();
    const [tx, receipt] = await Promise.all([rpc.getTransactionByHash(TX_HASH), rpc.getTransactionReceipt(TX_HASH)]);
    expect(tx?.hash).toBe(TX_HASH);
    expect(receipt?.transactionHash).toBe(TX_HASH);
    expect(server.calls.map((c) => c.method)).toEqual([
      'eth_getTransactionByHash',
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
    ]);
    expect(rpc.stats().retries).toBe(1);
  });

  it('a refusal of the whole POST fails every call in it, each retried, each with its own method named', async () => {
    server.onHttp((call, index) =>
      index < 2 ? { status: 503, body: 'busy' } : { body: jsonReply(call.id, defaultResult(call)) },
    );
    const rpc = client();
    const [tx, receipt] = await Promise.all([rpc.getTransactionByHash(TX_HASH), rpc.getTransactionReceipt(TX_HASH)]);
    expect(tx?.hash).toBe(TX_HASH);
    expect(receipt?.transactionHash).toBe(TX_HASH);
    expect(
      exchanges
        .filter((x) => x.status === 503)
        .map((x) => x.error?.method)
        .sort(),
    ).toEqual(['eth_getTransactionByHash', 'eth_getTransactionReceipt']);
  });

  it('a batch reply with one id-null error answers the first call with it and reports the other as unanswered', async () => {
    server.onHttp((call) => ({
      body: call.method === 'eth_getTransactionByHash' ? jsonError(null, -32602, 'batch refused') : '',
    }));
    const rpc = client();
    const [tx, receipt] = await Promise.allSettled([
      rpc.getTransactionByHash(TX_HASH),
      rpc.getTransactionReceipt(TX_HASH),
    ]);
    const txError = (tx as PromiseRejectedResult).reason as RpcResponseError;
    expect(txError).toBeInstanceOf(RpcResponseError);
    expect(txError.message).toContain('batch refused');
    expect((receipt as PromiseRejectedResult).reason).toBeInstanceOf(RpcMalformedResponseError);
  });

  it('an element whose id echoes no request is reported as a wrong id, not as a missing answer', async () => {
    server.onHttp((call) => ({
      body: jsonReply(call.method === 'eth_getTransactionReceipt' ? 999_999 : call.id, defaultResult(call)),
    }));
    const rpc = client();
    const [tx, receipt] = await Promise.allSettled([
      rpc.getTransactionByHash(TX_HASH),
      rpc.getTransactionReceipt(TX_HASH),
    ]);
    expect(tx.status).toBe('fulfilled');
    const error = (receipt as PromiseRejectedResult).reason as Error;
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error.message).toMatch(/reply id 999999 does not echo the request id \d+/);
  });

  it(`more than ${MAX_BATCH} calls in a tick leave in POSTs of at most ${MAX_BATCH}`, async () => {
    const rpc = client();
    const words = await Promise.all(
      Array.from({ length: 2 * MAX_BATCH + 1 }, (_, i) => rpc.getStorageAt(ADDRESS, BigInt(i))),
    );
    words.forEach((word, i) => expect(BigInt(word)).toBe(BigInt(i)));
    expect(posts()).toBe(3);
  });

  it('a malformed batch reply fails each call with a clear message', async () => {
    server.onHttp((call) => ({ body: call.method === 'eth_getTransactionByHash' ? '{"oops' : '' }));
    const rpc = client();
    const error = await rejectionOf(
      Promise.all([rpc.getTransactionByHash(TX_HASH), rpc.getTransactionReceipt(TX_HASH)]),
    );
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect((error as Error).message).toContain('reply is not valid JSON');
  });
});

/**
 * HTTP batches against replies shaped as a whole: a local server (node:http on port 0) that answers
 * each POST with whatever the test makes of the full body, so a batch can come back reordered, as
 * one object for all its calls, past the size cap, or nested past what JavaScript can re-serialize.
 * The element-by-element cases are in http-batch.test.ts.
 */
describe('batch replies shaped as a whole', () => {
  const KEY = 'batchreplies0123456789abcdef';
  const ADDRESS = `0x${'34'.repeat(20)}`;

  interface Request {
    jsonrpc: string;
    id: number;
    method: string;
    params: string[];
  }

  /** How the server answers one POST: `requests` is the body, parsed; `post` counts from 0. */
  type Answer = (requests: Request[] | Request, post: number) => { status?: number; body: string };

  let server: Server;
  let base: string;
  let answer: Answer;
  let posts: (Request[] | Request)[];

  /** The reply a node gives to a storage read: the word is the position asked for, so replies can be matched. */
  const word = (request: Request) => `0x${BigInt(request.params[1]!).toString(16).padStart(64, '0')}`;
  const storageReply = (request: Request) => ({ jsonrpc: '2.0', id: request.id, result: word(request) });
  const asBatch = (requests: Request[] | Request) => (Array.isArray(requests) ? requests : [requests]);
  const wellAnswered: Answer = (requests) => ({
    body: JSON.stringify(Array.isArray(requests) ? requests.map(storageReply) : storageReply(requests)),
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const requests = JSON.parse(raw) as Request[] | Request;
        posts.push(requests);
        const { status = 200, body } = answer(requests, posts.length - 1);
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    answer = wellAnswered;
    posts = [];
  });

  function client(options: RpcClientOptions = {}) {
    const exchanges: RpcExchange[] = [];
    const rpc = createRpcClient(
      { base, apiKey: KEY, transport: 'http' },
      { retry: { attempts: 1 }, onExchange: (x) => exchanges.push(x), ...options },
    );
    return { rpc, exchanges };
  }

  const read = (rpc: ReturnType<typeof client>['rpc'], position: number) => rpc.getStorageAt(ADDRESS, BigInt(position));
  const positionsOf = (requests: Request[] | Request) => asBatch(requests).map((r) => Number(BigInt(r.params[1]!)));

  describe('each call of a batch gets its own answer', () => {
    it('a reply in another order than the calls (JSON-RPC allows any order): each call still gets its own', async () => {
      answer = (requests) => ({ body: JSON.stringify(asBatch(requests).map(storageReply).reverse()) });
      const { rpc, exchanges } = client();
      const words = await Promise.all([0, 1, 2, 3].map((i) => read(rpc, i)));
      expect(words.map((w) => Number(BigInt(w)))).toEqual([0, 1, 2, 3]);
      expect(posts).toHaveLength(1);
      // the request log pairs each request with its own element of the reply
      for (const x of exchanges) {
        const element = JSON.parse(x.response!) as { id: number; result: string };
        expect(element.id).toBe(x.id);
        expect(BigInt(element.result)).toBe(BigInt(x.params[1] as string));
      }
    });

    it('an element repeated for one call and missing for another: the first answers its call, the repeat is a wrong id', async () => {
      answer = (requests) => {
        const [first] = asBatch(requests);
        return {
          body: JSON.stringify([storageReply(first!), { ...storageReply(first!), result: `0x${'ff'.repeat(32)}` }]),
        };
      };
      const { rpc } = client();
      const [first, second] = await Promise.allSettled([read(rpc, 5), read(rpc, 6)]);
      expect(first).toMatchObject({ status: 'fulfilled', value: `0x${'0'.repeat(63)}5` });
      const error = (second as PromiseRejectedResult).reason as RpcMalformedResponseError;
      expect(error).toBeInstanceOf(RpcMalformedResponseError);
      expect(error.message).toMatch(/^reply id \d+ does not echo the request id \d+$/);
      expect(error.field).toBe('id');
    });

    it('a call the reply does not answer fails alone, naming the id field; the log shows it the whole reply', async () => {
      answer = (requests) => ({ body: JSON.stringify([storageReply(asBatch(requests)[0]!)]) });
      const { rpc, exchanges } = client();
      const [answered, unanswered] = await Promise.allSettled([read(rpc, 7), read(rpc, 8)]);
      expect(answered.status).toBe('fulfilled');
      const error = (unanswered as PromiseRejectedResult).reason as RpcMalformedResponseError;
      expect(error).toBeInstanceOf(RpcMalformedResponseError);
      expect(error.field).toBe('id');
      const missing = exchanges.find((x) => x.error === error)!;
      expect(error.message).toBe(`the batch reply holds no answer for request id ${missing.id}`);
      expect(JSON.parse(missing.response!)).toHaveLength(1);
      expect(missing.status).toBe(200);
    });

    it('an element with a broken envelope fails only its own call', async () => {
      answer = (requests) => ({
        body: JSON.stringify(
          asBatch(requests).map((r, i) => (i === 0 ? { ...storageReply(r), jsonrpc: '1.0' } : storageReply(r))),
        ),
      });
      const { rpc } = client();
      const [broken, fine] = await Promise.allSettled([read(rpc, 1), read(rpc, 2)]);
      expect((broken as PromiseRejectedResult).reason).toMatchObject({ kind: 'malformed', field: 'jsonrpc' });
      expect(fine).toMatchObject({ status: 'fulfilled', value: `0x${'0'.repeat(63)}2` });
    });
  });

  describe('a batch answered with one object', () => {
    it('a rate limit with id null for the whole POST fails every call with it, and each is retried', async () => {
      answer = (requests, post) =>
        post === 0
          ? {
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: null,
                error: { code: -32005, message: 'daily request count exceeded', data: { backoff_seconds: 0.01 } },
              }),
            }
          : wellAnswered(requests, post);
      const { rpc, exchanges } = client({ retry: { attempts: 2, baseDelayMs: 5 } });
      const words = await Promise.all([read(rpc, 3), read(rpc, 4)]);
      expect(words.map((w) => Number(BigInt(w)))).toEqual([3, 4]);
      const limited = exchanges.filter((x) => x.attempt === 1);
      expect(limited).toHaveLength(2);
      for (const x of limited) {
        expect(x.error).toBeInstanceOf(RpcResponseError);
        expect(x.error).toMatchObject({ code: -32005, retryAfterMs: 10, method: 'eth_getStorageAt' });
      }
      expect(rpc.stats().retries).toBe(2);
    });

    it('a lone reply object answers the call whose id it echoes; the others are told it does not echo theirs', async () => {
      answer = (requests) => ({ body: JSON.stringify(storageReply(asBatch(requests)[1]!)) });
      const { rpc } = client();
      const [first, second] = await Promise.allSettled([read(rpc, 1), read(rpc, 2)]);
      expect((first as PromiseRejectedResult).reason).toMatchObject({ kind: 'malformed', field: 'id' });
      expect(((first as PromiseRejectedResult).reason as Error).message).toMatch(/^reply id \d+ does not echo/);
      expect(second).toMatchObject({ status: 'fulfilled', value: `0x${'0'.repeat(63)}2` });
    });

    it('a call sent alone is answered by an object: an array, even holding its reply, is malformed', async () => {
      answer = (requests) => ({ body: JSON.stringify(asBatch(requests).map(storageReply)) });
      const { rpc } = client();
      const error = await rejectionOf(read(rpc, 1));
      expect(error).toBeInstanceOf(RpcMalformedResponseError);
      expect((error as Error).message).toBe('reply must be a JSON object; got an array');
    });
  });

  describe('the size cap is the whole reply’s', () => {
    it('a batch reply past the cap fails each of its calls, though each element alone would fit', async () => {
      const { rpc } = client({ maxResponseBytes: 200 });
      // one storage reply is about 140 bytes: alone it fits
      expect(BigInt(await read(rpc, 9))).toBe(9n);
      const results = await Promise.allSettled([read(rpc, 1), read(rpc, 2)]);
      for (const result of results) {
        const error = (result as PromiseRejectedResult).reason as RpcMalformedResponseError;
        expect(error).toBeInstanceOf(RpcMalformedResponseError);
        expect(error).toMatchObject({ sizeCapBytes: 200, message: 'reply is larger than the 200-byte limit' });
      }
      expect(posts).toHaveLength(2);
    });
  });

  describe('when the calls leave', () => {
    it('calls issued one after the other in callbacks, after a batch left, share the next POST', async () => {
      const { rpc } = client();
      const later: Promise<string>[] = [];
      const first = read(rpc, 0);
      // runs after the first batch has left, like a component that asks once an earlier promise settles
      void Promise.resolve().then(() => later.push(read(rpc, 2)));
      const second = read(rpc, 1);
      void Promise.resolve().then(() => later.push(read(rpc, 3)));
      await Promise.all([first, second]);
      await Promise.all(later);
      expect(posts.map(positionsOf)).toEqual([
        [0, 1],
        [2, 3],
      ]);
    });

    it('closing the client before the tick ends sends nothing: the queued calls fail as closed', async () => {
      const { rpc, exchanges } = client();
      const pending = [read(rpc, 1), read(rpc, 2)];
      rpc.close();
      for (const call of pending) {
        const error = await rejectionOf(call);
        expect(error).toBeInstanceOf(RpcClosedError);
        expect(error).toMatchObject({ message: 'client is closed', method: 'eth_getStorageAt' });
      }
      expect(exchanges.map((x) => x.error?.kind)).toEqual(['closed', 'closed']);
      expect(rpc.stats().requestsSent).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(posts).toHaveLength(0);
    });
  });

  describe('a reply nested deeper than JavaScript can re-serialize', () => {
    // JSON.parse reads any depth; JSON.stringify, which quotes a wrong id in a message and copies an
    // element for the request log, overflows the stack. Such a reply still settles its calls as
    // malformed: nothing hangs, and the request log records each attempt.
    const deepId = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

    it('a call sent alone', async () => {
      answer = () => ({ body: `{"jsonrpc":"2.0","id":${deepId},"result":"0x"}` });
      const { rpc, exchanges } = client();
      const error = await rejectionOf(read(rpc, 1));
      expect(error).toBeInstanceOf(RpcMalformedResponseError);
      expect(error).toMatchObject({ message: 'reply could not be read', method: 'eth_getStorageAt' });
      expect((error as Error).cause).toBeInstanceOf(RangeError);
      expect(exchanges).toHaveLength(1);
      expect(exchanges[0]!.error).toBe(error);
    });

    it('one call of a batch: it fails alone, the other gets its answer; the log shows the whole reply', async () => {
      let body = '';
      answer = (requests) => {
        body = `[${JSON.stringify(storageReply(asBatch(requests)[0]!))},{"jsonrpc":"2.0","id":${deepId},"result":"0x"}]`;
        return { body };
      };
      const { rpc, exchanges } = client();
      const [fine, nested] = await Promise.allSettled([read(rpc, 1), read(rpc, 2)]);
      expect(fine).toMatchObject({ status: 'fulfilled', value: `0x${'0'.repeat(63)}1` });
      const error = (nested as PromiseRejectedResult).reason as Error;
      expect(error).toBeInstanceOf(RpcMalformedResponseError);
      expect(exchanges).toHaveLength(2);
      // the whole reply, cut to the log's limit
      const logged = exchanges.find((x) => x.error === error)!.response!;
      expect(logged.startsWith(body.slice(0, EXCHANGE_RESPONSE_LIMIT))).toBe(true);
    });
  });

  describe('the transport', () => {
    it('says it is the HTTP one, under the redacted label', () => {
      const endpoint = resolveEndpoint({ base, apiKey: KEY, transport: 'http' });
      const transport = createHttpTransport({
        endpoint,
        nextId: createIdSource(),
        timeoutMs: 1000,
        maxResponseBytes: 1024,
        fetch: globalThis.fetch.bind(globalThis),
      });
      expect(transport.kind).toBe('http');
      expect(transport.label).toBe(`${base}/v3/<API_KEY>`);
      transport.close();
    });
  });
});
