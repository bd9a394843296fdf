/**
 * Sourcify as a name source, with its device cache in memory (IndexedDB itself is tested in
 * Chromium, verified-contract-cache.browser.test.ts): the chains it serves asked once per source
 * and kept, each answer kept and read back without asking, a kept record that no longer reads asked
 * again. The server speaks API v2's shapes with the compiler's real ABI.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import compiled from '../../devnet/compiled/contracts.json' with { type: 'json' };
import type { Address } from '../../../src/domain/hex.ts';

const kept = new Map<string, unknown>();
vi.mock('../../../src/data/names/verified-contract-cache.ts', () => ({
  cacheKey: (url: string, chainId: string, address: string) => `${url}|${chainId}|${address.toLowerCase()}`,
  readCachedAnswer: async (key: string) => kept.get(key) ?? null,
  writeCachedAnswer: async (key: string, answer: unknown) => void kept.set(key, answer),
  readCachedChains: async (url: string) => kept.get(`chains|${url}`) ?? null,
  writeCachedChains: async (url: string, chains: string[]) => void kept.set(`chains|${url}`, chains),
  clearCachedAnswers: async () => kept.clear(),
}));

const { sourcify } = await import('../../../src/data/names/sourcify-source.ts');

const contracts = compiled.contracts as Record<string, { abi: unknown[] }>;
const VERIFIED = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const UNVERIFIED = '0x0000000000000000000000000000000000000bad' as Address;
const body = (address: string) => ({
  match: 'exact_match',
  chainId: '31337',
  address,
  compilation: { name: 'StorageShowcase' },
  abi: contracts.StorageShowcase!.abi,
});

const seen: string[] = [];
let chainsStatus = 200;
let server: Server;
let origin: string;

const send = (response: ServerResponse, status: number, json: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(json));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url!.split('?')[0]!;
    seen.push(path);
    if (path.endsWith('/chains'))
      return send(response, chainsStatus, [
        { chainId: 31337, supported: true },
        { chainId: 204, supported: true },
      ]);
    if (path.endsWith(`/v2/contract/31337/${VERIFIED.toLowerCase()}`)) return send(response, 200, body(VERIFIED));
    // a chain listed as served whose lookups the server refuses, as Sourcify answers an unsupported one
    if (path.includes('/v2/contract/204/'))
      return send(response, 404, { customCode: 'unsupported_chain', message: 'Chain 204 not found', errorId: 'x' });
    send(response, 404, { match: null, chainId: '31337', address: path });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  seen.length = 0;
  chainsStatus = 200;
  await sourcify.clear();
});

/** each test its own source URL: the chains a source serves are asked once per page load */
let sources = 0;
const freshSource = () => `${origin}/source${++sources}`;
const contractAsks = () => seen.filter((path) => path.includes('/v2/contract/')).length;
const chainAsks = () => seen.filter((path) => path.endsWith('/chains')).length;

describe('Sourcify as a name source', () => {
  it('asks the chains a source serves once, and keeps them', async () => {
    const url = freshSource();
    await sourcify.lookupAddress(url, '31337', VERIFIED);
    expect(kept.get(`chains|${url}`)).toEqual(['31337', '204']);
    // gone from the device (another tab cleared it): this page load still knows them
    kept.delete(`chains|${url}`);
    await sourcify.lookupAddress(url, '31337', UNVERIFIED);
    expect(chainAsks()).toBe(1);
  });

  it('uses the kept list of chains without asking for it', async () => {
    const url = freshSource();
    kept.set(`chains|${url}`, ['10']);
    expect(await sourcify.lookupAddress(url, '31337', VERIFIED)).toEqual({ kind: 'not-covered' });
    expect(seen).toEqual([]);
  });

  it('tries every chain when the list cannot be had', async () => {
    chainsStatus = 500;
    const answer = await sourcify.lookupAddress(freshSource(), '31337', VERIFIED);
    expect(answer.kind).toBe('verified');
    expect(contractAsks()).toBe(1);
  });

  it('keeps a verified answer and names the contract from it next time, asking nothing', async () => {
    const url = freshSource();
    await sourcify.lookupAddress(url, '31337', VERIFIED);
    expect(kept.get(`${url}|31337|${VERIFIED.toLowerCase()}`)).toEqual({ verified: true, json: body(VERIFIED) });
    seen.length = 0;
    const again = await sourcify.lookupAddress(url, '31337', VERIFIED);
    expect(seen).toEqual([]);
    if (again.kind !== 'verified') throw new Error(again.kind);
    expect(again.contract.name).toBe('StorageShowcase');
  });

  it('keeps "not verified" and says it next time, asking nothing; "not covered" is not kept', async () => {
    const url = freshSource();
    expect(await sourcify.lookupAddress(url, '31337', UNVERIFIED)).toEqual({ kind: 'not-verified' });
    expect(kept.get(`${url}|31337|${UNVERIFIED.toLowerCase()}`)).toEqual({ verified: false });
    seen.length = 0;
    expect(await sourcify.lookupAddress(url, '31337', UNVERIFIED)).toEqual({ kind: 'not-verified' });
    expect(seen).toEqual([]);
    expect(await sourcify.lookupAddress(url, '10', UNVERIFIED)).toEqual({ kind: 'not-covered' });
    expect(await sourcify.lookupAddress(url, '204', UNVERIFIED)).toEqual({ kind: 'not-covered' });
    expect(contractAsks()).toBe(1);
    expect([...kept.keys()].filter((key) => !key.includes('|31337|') && !key.startsWith('chains|'))).toEqual([]);
  });

  it('asks again when a kept record no longer reads, or reads as no contract', async () => {
    const url = freshSource();
    const key = `${url}|31337|${VERIFIED.toLowerCase()}`;
    for (const json of [{ match: 'exact_match', abi: 'not an ABI' }, { match: null }]) {
      kept.set(`chains|${url}`, ['31337']);
      kept.set(key, { verified: true, json });
      seen.length = 0;
      const answer = await sourcify.lookupAddress(url, '31337', VERIFIED);
      expect(answer.kind).toBe('verified');
      expect(contractAsks()).toBe(1);
    }
  });

  it('forgets what it kept when cleared', async () => {
    const url = freshSource();
    await sourcify.lookupAddress(url, '31337', UNVERIFIED);
    await sourcify.clear();
    expect(kept.size).toBe(0);
  });
});
