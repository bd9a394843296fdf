/**
 * The outside sources of names behind one interface: every setting in OUTSIDE_SOURCES has its
 * source, each names what it can (the signature database selectors and topics, Sourcify contracts)
 * with the trust its names carry, is asked only what it looks up, and forgets what it kept when
 * Settings clears it. Run in Node, where IndexedDB is absent and each cache keeps its answers in
 * memory; the caches on disk are cleared in real Chromium (name-sources.browser.test.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toEventSelector, toFunctionSelector } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import compiled from '../../devnet/compiled/contracts.json' with { type: 'json' };
import type { Address } from '../../../src/domain/hex.ts';
import type { SelectorKey, SelectorNames } from '../../../src/data/names/name-source.ts';
import { clearNames, NAME_SOURCES, onNamesCleared } from '../../../src/data/names/name-sources.ts';
import { refusedWords, signatureDatabase } from '../../../src/data/names/signature-database-source.ts';
import { sourcify } from '../../../src/data/names/sourcify-source.ts';
import { OUTSIDE_SOURCE_IDS, OUTSIDE_SOURCES } from '../../../src/data/names/outside-sources.ts';
import { cacheSignatures } from '../../../src/data/names/signature-cache.ts';
import { startSignatureServer, type SignatureServer } from '../../outside/support/signature-server.ts';

const SWAP = 'swap(uint256,uint256,address,bytes)';
const EXPIRED = 'Expired(uint256)';
const SWAP_EVENT = 'Swap(address,uint256,uint256,uint256,uint256,address)';
const swap = `function:${toFunctionSelector(SWAP)}` as SelectorKey;
const expired = `error:${toFunctionSelector(EXPIRED)}` as SelectorKey;
const swapEvent = `event:${toEventSelector(SWAP_EVENT)}` as SelectorKey;
const unknown = 'function:0x12345678' as SelectorKey;

const signaturesOf = (names: SelectorNames) =>
  Object.fromEntries([...names].map(([key, list]) => [key, list.map((entry) => entry.signature)]));

describe('every outside source', () => {
  it('is one entry per setting, carrying that setting', () => {
    expect(Object.keys(NAME_SOURCES).sort()).toEqual([...OUTSIDE_SOURCE_IDS].sort());
    for (const id of OUTSIDE_SOURCE_IDS) {
      expect(NAME_SOURCES[id].id).toBe(id);
      expect(NAME_SOURCES[id].setting).toBe(OUTSIDE_SOURCES[id]);
    }
  });

  it('names what it can, with the trust its names carry', () => {
    expect(signatureDatabase.trust).toBe('guessed');
    expect(typeof signatureDatabase.lookupSelectors).toBe('function');
    expect('lookupAddress' in signatureDatabase).toBe(false);
    expect(sourcify.trust).toBe('verified');
    expect(typeof sourcify.lookupAddress).toBe('function');
    expect('lookupSelectors' in sourcify).toBe(false);
  });
});

describe('the signature database as a source', () => {
  let server: SignatureServer;
  beforeAll(async () => {
    server = await startSignatureServer([SWAP, EXPIRED], [SWAP_EVENT]);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.reply(undefined);
    server.received.length = 0;
    await signatureDatabase.clear();
  });

  it('names functions, errors and events as guesses, asking the source once for all of them', async () => {
    const answer = await signatureDatabase.lookupSelectors(server.url, [swap, expired, swapEvent, unknown]);
    expect(server.received).toHaveLength(1);
    expect(answer.asked).toBe(true);
    expect(answer.problem).toBeNull();
    expect(signaturesOf(answer.names)).toEqual({
      [swap]: [SWAP],
      [expired]: [EXPIRED],
      [swapEvent]: [SWAP_EVENT],
      [unknown]: [],
    });
    for (const list of answer.names.values())
      for (const entry of list) {
        expect(entry.trust).toBe(signatureDatabase.trust);
        expect(entry.source).toBeDefined();
      }
  });

  it('sends only the selectors it looks up', async () => {
    await signatureDatabase.lookupSelectors(server.url, [swap]);
    const { url, headers } = server.received[0]!;
    expect(url.pathname).toBe('/signature-database/v1/lookup');
    expect(url.searchParams.get('function')).toBe(swap.slice('function:'.length));
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();
  });

  it('answers a second time from what it kept, telling `kept` at once, and asks only for the rest', async () => {
    await signatureDatabase.lookupSelectors(server.url, [swap]);
    server.received.length = 0;
    const heard: SelectorNames[] = [];
    const again = await signatureDatabase.lookupSelectors(server.url, [swap], (kept) => heard.push(kept));
    expect(server.received).toHaveLength(0);
    expect(again.asked).toBe(false);
    expect(signaturesOf(again.names)).toEqual({ [swap]: [SWAP] });
    expect(heard.map(signaturesOf)).toEqual([{ [swap]: [SWAP] }]);

    const mixed = await signatureDatabase.lookupSelectors(server.url, [swap, swapEvent]);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.url.searchParams.get('function')).toBeNull();
    expect(signaturesOf(mixed.names)).toEqual({ [swap]: [SWAP], [swapEvent]: [SWAP_EVENT] });
  });

  it('reads what it kept again as guesses of its kind, dropping a kept text that no longer hashes to its selector', async () => {
    await signatureDatabase.lookupSelectors(server.url, [swapEvent]);
    await cacheSignatures(new Map([[swap, ['notSwap()', SWAP]]]));
    server.received.length = 0;
    const again = await signatureDatabase.lookupSelectors(server.url, [swapEvent, swap]);
    expect(server.received).toHaveLength(0);
    expect(signaturesOf(again.names)).toEqual({ [swapEvent]: [SWAP_EVENT], [swap]: [SWAP] });
    expect(again.names.get(swapEvent)![0]).toMatchObject({ topic0: swapEvent.slice('event:'.length) });
  });

  it('forgets what it kept when cleared: the next lookup asks the source again', async () => {
    await signatureDatabase.lookupSelectors(server.url, [swap]);
    await clearNames('signatures');
    server.received.length = 0;
    const heard: SelectorNames[] = [];
    const answer = await signatureDatabase.lookupSelectors(server.url, [swap], (kept) => heard.push(kept));
    expect(heard).toEqual([]);
    expect(answer.asked).toBe(true);
    expect(server.received).toHaveLength(1);
  });

  it('says why it named less, never throwing: a failing source, answers left out', async () => {
    server.reply((_, response) => response.writeHead(500).end());
    const failed = await signatureDatabase.lookupSelectors(server.url, [swap]);
    expect(failed.asked).toBe(true);
    expect(failed.problem).toMatch(/500/);
    expect(failed.names.size).toBe(0);

    expect(refusedWords([])).toBeNull();
    expect(refusedWords(['"x()" does not hash to 0x12345678'])).toBe(
      '1 of its answers was left out: "x()" does not hash to 0x12345678',
    );
    expect(refusedWords(['first', 'second'])).toBe('2 of its answers were left out: first, …');
  });

  it('reads a kept name again as a guess, dropping one that no longer hashes to its selector', async () => {
    // the same selector answered with a text that does not hash to it is refused on the way in too
    server.reply((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const selector = request.url.searchParams.get('function')!;
      response.end(
        JSON.stringify({ ok: true, result: { function: { [selector]: [{ name: 'notSwap()', filtered: false }] } } }),
      );
    });
    const answer = await signatureDatabase.lookupSelectors(server.url, [swap]);
    expect(signaturesOf(answer.names)).toEqual({ [swap]: [] });
    expect(answer.problem).toMatch(/^1 of its answers was left out: /);
  });
});

describe('Sourcify as a source', () => {
  const contracts = compiled.contracts as Record<string, { abi: unknown[] }>;
  const VERIFIED = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
  const UNVERIFIED = '0x0000000000000000000000000000000000000bad' as Address;
  const seen: string[] = [];
  let server: Server;
  let base: string;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      seen.push(request.url!);
      const path = request.url!.split('?')[0]!;
      if (path === '/server/chains') return send(response, 200, [{ chainId: 31337, supported: true }]);
      if (path === `/server/v2/contract/31337/${VERIFIED.toLowerCase()}`)
        return send(response, 200, {
          match: 'exact_match',
          chainId: '31337',
          address: VERIFIED,
          compilation: { name: 'StorageShowcase' },
          abi: contracts.StorageShowcase!.abi,
        });
      send(response, 404, { match: null, chainId: '31337', address: path });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/server`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  it('names a verified contract, its ABI marked with its trust', async () => {
    const answer = await sourcify.lookupAddress(base, '31337', VERIFIED);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    expect(answer.contract.name).toBe('StorageShowcase');
    expect(answer.contract.abi?.functions.every((entry) => entry.trust === sourcify.trust)).toBe(true);
    expect(seen.every((url) => url === '/server/chains' || url.startsWith('/server/v2/contract/31337/'))).toBe(true);
  });

  it('says "not verified" for a contract it does not know', async () => {
    expect(await sourcify.lookupAddress(base, '31337', UNVERIFIED)).toEqual({ kind: 'not-verified' });
  });

  it('says "not covered" for a chain it does not serve, without asking about the contract', async () => {
    expect(await sourcify.lookupAddress(base, '10', VERIFIED)).toEqual({ kind: 'not-covered' });
    expect(seen.filter((url) => url.includes('/v2/contract/'))).toEqual([]);
  });
});

describe('clearing a source', () => {
  it('tells what a page keeps of that source to forget it, then clears the source', async () => {
    const heard: string[] = [];
    const stop = onNamesCleared((id) => heard.push(id));
    await clearNames('sourcify');
    await clearNames('signatures');
    stop();
    await clearNames('signatures');
    expect(heard).toEqual(['sourcify', 'signatures']);
  });
});
