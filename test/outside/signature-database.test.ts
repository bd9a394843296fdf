/**
 * The signature database's client against a local server speaking the real lookup API: one
 * request for every selector, nothing in it but the selectors, each name accepted only as a
 * canonical signature hashing to what was asked, and a hostile answer (a 10 KB signature, a huge
 * or malformed body, a slow source) refused within its budgets with a message.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toEventSelector, toFunctionSelector } from 'viem';
import {
  lookUpSignatures,
  MAX_SELECTORS_PER_REQUEST,
  parseSignatureAnswer,
  SignatureLookupError,
  type SignatureQuery,
} from '../../src/outside/signature-database.ts';
import type { Hash, Hex } from '../../src/domain/hex.ts';
import { startSignatureServer, type SignatureServer } from './support/signature-server.ts';

const SWAP = 'swap(uint256,uint256,address,bytes)';
const SWAP_EVENT = 'Swap(address,uint256,uint256,uint256,uint256,address)';
const DEADLINE = 'Expired(uint256)';
const swap = toFunctionSelector(SWAP) as Hex;
const swapEvent = toEventSelector(SWAP_EVENT) as Hash;
const expired = toFunctionSelector(DEADLINE) as Hex;
const unknownFunction = '0x12345678' as Hex;
const unknownEvent = `0x${'ab'.repeat(32)}` as Hash;

let server: SignatureServer;

beforeAll(async () => {
  server = await startSignatureServer([SWAP, DEADLINE], [SWAP_EVENT]);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reply(undefined);
  server.received.length = 0;
});

const query = (functions: Hex[], events: Hash[] = [], errors: Hex[] = []): SignatureQuery => ({
  functions,
  errors,
  events,
});

async function problemOf(promise: Promise<unknown>): Promise<SignatureLookupError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SignatureLookupError);
  return error as SignatureLookupError;
}

const json = (body: unknown) => (_: unknown, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};

describe('the lookup', () => {
  it('asks for every function, error and event selector in one request and reads the names', async () => {
    const answer = await lookUpSignatures(
      server.url,
      query([swap, unknownFunction], [swapEvent, unknownEvent], [expired]),
    );
    expect(server.received).toHaveLength(1);
    const url = server.received[0]!.url;
    expect(url.pathname).toBe('/signature-database/v1/lookup');
    // the public service answers errors as functions; builds with an `error` kind answer it there
    expect(url.searchParams.get('function')).toBe(`${swap},${unknownFunction},${expired}`);
    expect(url.searchParams.get('error')).toBe(expired);
    expect(url.searchParams.get('event')).toBe(`${swapEvent},${unknownEvent}`);
    expect(url.searchParams.get('filter')).toBe('true');
    expect(answer.functions.get(swap)?.map((f) => f.signature)).toEqual([SWAP]);
    expect(answer.errors.get(expired)?.map((f) => f.signature)).toEqual([DEADLINE]);
    expect(answer.functions.get(unknownFunction)).toEqual([]);
    expect(answer.events.get(swapEvent)?.map((e) => e.signature)).toEqual([SWAP_EVENT]);
    expect(answer.events.get(unknownEvent)).toEqual([]);
    expect(answer.refused).toEqual([]);
  });

  it('marks every name as a guess from the signature database, an event with its indexed parameters unknown', async () => {
    const answer = await lookUpSignatures(server.url, query([swap], [swapEvent]));
    expect(answer.functions.get(swap)?.[0]).toMatchObject({ trust: 'guessed', source: 'signature database' });
    expect(answer.events.get(swapEvent)?.[0]).toMatchObject({ trust: 'guessed', indexedUnknown: true });
  });

  it('sends no cookie, no referrer and nothing but the selectors', async () => {
    await lookUpSignatures(server.url, query([swap]));
    const { headers, url } = server.received[0]!;
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect([...url.searchParams.keys()].sort()).toEqual(['filter', 'function']);
  });

  it('leaves out a kind with nothing to ask, and asks at most MAX_SELECTORS_PER_REQUEST selectors', async () => {
    const many = Array.from(
      { length: MAX_SELECTORS_PER_REQUEST + 5 },
      (_, i) => `0x${i.toString(16).padStart(8, '0')}` as Hex,
    );
    await lookUpSignatures(server.url, query(many, [swapEvent]));
    const url = server.received[0]!.url;
    expect(url.searchParams.get('function')?.split(',')).toHaveLength(MAX_SELECTORS_PER_REQUEST);
    expect(url.searchParams.has('event')).toBe(false);
  });
});

describe('names that are not what they claim', () => {
  const answerFor = (selector: string, names: string[]) => ({
    ok: true,
    result: { function: { [selector]: names.map((name) => ({ name, filtered: false })) }, event: {} },
  });

  it('refuses a name that hashes to another selector, keeps the true one beside it', () => {
    const answer = parseSignatureAnswer(answerFor(swap, ['transfer(address,uint256)', SWAP]), query([swap]));
    expect(answer.functions.get(swap)?.map((f) => f.signature)).toEqual([SWAP]);
    expect(answer.refused).toEqual([`${swap}: "transfer(address,uint256)" does not hash to ${swap}`]);
  });

  it('refuses a 10 KB signature unparsed, saying how long it was', () => {
    const long = `f(${Array(2500).fill('uint').join(',')})`;
    const answer = parseSignatureAnswer(answerFor(swap, [long]), query([swap]));
    expect(answer.functions.get(swap)).toEqual([]);
    expect(long.length).toBe(12_502);
    expect(answer.refused[0]).toBe(`${swap}: a signature of 12,502 characters (longer than 1,024)`);
  });

  it('refuses names with bidirectional overrides, spaces or parameter names', () => {
    const names = ['swap\u202e(uint256)', 'swap(uint256 amount)', 'swap( uint256)'];
    const answer = parseSignatureAnswer(answerFor(swap, names), query([swap]));
    expect(answer.functions.get(swap)).toEqual([]);
    expect(answer.refused).toHaveLength(3);
    expect(answer.refused.every((line) => line.includes('not a canonical signature'))).toBe(true);
  });

  it('skips entries the database marks as filtered, and keeps at most 8 per selector', () => {
    const entries = [
      { name: SWAP, filtered: true },
      ...Array.from({ length: 12 }, () => ({ name: SWAP, filtered: false })),
    ];
    const answer = parseSignatureAnswer({ ok: true, result: { function: { [swap]: entries } } }, query([swap]));
    expect(answer.functions.get(swap)).toHaveLength(8);
  });

  it('merges an error selector’s answers under `error` and `function`, each signature once', () => {
    const body = {
      ok: true,
      result: {
        function: { [expired]: [{ name: DEADLINE, filtered: false }] },
        error: { [expired]: [{ name: DEADLINE, filtered: false }] },
      },
    };
    const answer = parseSignatureAnswer(body, query([], [], [expired]));
    expect(answer.errors.get(expired)?.map((f) => f.signature)).toEqual([DEADLINE]);
  });

  it('ignores selectors that were not asked', () => {
    const answer = parseSignatureAnswer(answerFor(expired, [DEADLINE]), query([swap]));
    expect([...answer.functions.keys()]).toEqual([swap]);
    expect(answer.functions.get(swap)).toEqual([]);
  });
});

describe('a hostile or failing source', () => {
  it('an answer past the byte budget is cut off unread', async () => {
    server.reply((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // no content-length: the budget must hold while streaming
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
    });
    const error = await problemOf(lookUpSignatures(server.url, query([swap]), { maxBytes: 100_000 }));
    expect(error.problem).toBe('too-large');
    expect(error.message).toBe('The answer is larger than 100,000 bytes: not read');
  });

  it('a declared length past the budget is refused before reading', async () => {
    server.reply((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2_000_000) });
      response.write('{');
    });
    expect((await problemOf(lookUpSignatures(server.url, query([swap])))).problem).toBe('too-large');
  });

  it('a source that never answers is given up at the time budget', async () => {
    server.reply(() => undefined);
    const error = await problemOf(lookUpSignatures(server.url, query([swap]), { timeoutMs: 300 }));
    expect(error.problem).toBe('timeout');
  });

  it('malformed answers are named, not passed through', async () => {
    const cases: Array<[unknown, string]> = [
      ['<html>busy</html>', 'not JSON'],
      [[], 'not a JSON object'],
      [{ ok: true }, 'no "result" object'],
      [{ ok: true, result: { function: [] } }, '"result.function" is not an object'],
      [{ ok: true, result: { function: { [swap]: 'swap()' } } }, `the entry for ${swap} is not a list`],
      [{ ok: true, result: { function: { [swap]: [{ text: SWAP }] } } }, `an entry for ${swap} has no name`],
    ];
    for (const [body, why] of cases) {
      server.reply(json(body));
      const error = await problemOf(lookUpSignatures(server.url, query([swap])));
      expect(error.problem).toBe('malformed');
      expect(error.message).toBe(`The answer is not a signature lookup: ${why}`);
    }
  });

  it('an error status and the service’s own refusal are told apart; its words are cleaned', async () => {
    server.reply((_, response) => response.writeHead(503).end());
    expect((await problemOf(lookUpSignatures(server.url, query([swap])))).message).toBe(
      'The signature database answered HTTP 503',
    );
    server.reply((_, response) => response.writeHead(502).end('<html>bad gateway</html>'));
    expect((await problemOf(lookUpSignatures(server.url, query([swap])))).message).toBe(
      'The signature database answered HTTP 502',
    );
    server.reply(json({ ok: false, error: 'Invalid hash\u202e' }));
    expect((await problemOf(lookUpSignatures(server.url, query([swap])))).message).toBe(
      'The signature database refused the lookup: Invalid hash',
    );
  });

  it('an unreachable source is said so', async () => {
    const closed = await startSignatureServer([], []);
    await closed.close();
    expect((await problemOf(lookUpSignatures(closed.url, query([swap])))).problem).toBe('network');
  });
});
