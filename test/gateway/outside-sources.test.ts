/**
 * The devnet's stand-ins for Sourcify and a signature database answer exactly the public APIs'
 * shapes — Sourcify's API v2 (`services/server/src/apiv2.yaml`: VerifiedContractMinimal,
 * ContractNotVerifiedResponse, GenericErrorResponse, ProxyResolution, SignatureRepresentations)
 * and its signature database (`services/4byte/src/openapi.yaml`: {ok, result: {function, event,
 * error}}) — with content that is the compiler's real output: the metadata served is the one whose
 * hash the code on chain carries, the ABI decodes the seeded calls, every signature hashes to the
 * selector it is filed under. And they refuse anything carrying the API key.
 */
import { createHash } from 'node:crypto';
import { decodeErrorResult, decodeFunctionData, getAddress, keccak256, toHex, type Abi, type Hex } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, rpc } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const { names } = manifest;
const sources = manifest.outsideSources!;
const fullUrl = httpUrl(manifest, manifest.fullKey);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MINIMAL = ['match', 'creationMatch', 'runtimeMatch', 'chainId', 'address', 'verifiedAt', 'matchId'];

async function get(url: string): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, json: await response.json() };
}
const contract = (address: string, query = '', chainId = manifest.chainId) =>
  get(`${sources.sourcify}/v2/contract/${chainId}/${address}${query}`);
const lookup = (query: string) => get(`${sources.signatures}/signature-database/v1/lookup?${query}`);
const verified = (name: string) => names.verified.find((v) => v.contract === name)!;
const hash = (signature: string) => keccak256(toHex(signature));

/** The sha-256 IPFS gives a file under 256 KiB, one chunk: a dag-pb node wrapping a UnixFS File (what solc puts in the code). */
function ipfsHash(text: string): string {
  const varint = (n: number) => {
    const bytes: number[] = [];
    for (; n >= 0x80; n >>>= 7) bytes.push((n & 0x7f) | 0x80);
    return Buffer.from([...bytes, n]);
  };
  const content = Buffer.from(text, 'utf8');
  const unixfs = Buffer.concat([
    Buffer.from([0x08, 0x02, 0x12]),
    varint(content.length),
    content,
    Buffer.from([0x18]),
    varint(content.length),
  ]);
  const node = Buffer.concat([Buffer.from([0x0a]), varint(unixfs.length), unixfs]);
  return createHash('sha256').update(node).digest('hex');
}

describe('the Sourcify stand-in', () => {
  it('answers a verified contract with the minimal fields and exactly those asked', async () => {
    const router = verified('HexRouter');
    const answer = await contract(router.address, '?fields=abi,storageLayout,proxyResolution,compilation');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(Object.keys(answer.json).sort()).toEqual(
      [...MINIMAL, 'abi', 'storageLayout', 'proxyResolution', 'compilation'].sort(),
    );
    expect(answer.json).toMatchObject({
      match: 'exact_match',
      creationMatch: null,
      runtimeMatch: 'exact_match',
      chainId: String(manifest.chainId),
      address: getAddress(router.address),
      compilation: {
        language: 'Solidity',
        compiler: 'solc',
        name: 'HexRouter',
        fullyQualifiedName: 'HexSwap.sol:HexRouter',
      },
      proxyResolution: { isProxy: false, proxyType: null, implementations: [] },
    });
    expect(answer.json.compilation.compilerVersion).toMatch(/^\d+\.\d+\.\d+\+commit\.[0-9a-f]{8}$/);
    expect(new Date(answer.json.verifiedAt).toISOString()).toBe(answer.json.verifiedAt.replace('Z', '.000Z'));
    expect(answer.json.matchId).toMatch(/^\d+$/);
    // The served ABI decodes the seeded swap and its custom error exactly as they were sent.
    const abi = answer.json.abi as Abi;
    const call = decodeFunctionData({ abi, data: names.swap.transaction.input });
    expect(call.functionName).toBe('swapTokensForEth');
    expect(call.args?.[1]).toBe(BigInt(names.swap.transaction.amountIn));
    const error = decodeErrorResult({ abi, data: names.customError.revertData });
    expect(error.errorName).toBe('TooLittleReceived');
  });

  it('serves the metadata whose hash the code on chain carries for an exact match (the compiler’s output, not a copy made by hand)', async () => {
    for (const { address, contract: name, match } of names.verified) {
      const { json } = await contract(address, '?fields=metadata,compilation');
      const code: Hex = (await rpc(fullUrl, 'eth_getCode', [address, 'latest'])).result;
      // solc's CBOR trailer: {"ipfs": 0x1220 ‖ IPFS hash of the metadata file, "solc": version},
      // its length in the code's last two bytes; 64 69706673 = the text "ipfs", 58 22 = 34 bytes follow, 1220 = sha2-256
      const length = Number.parseInt(code.slice(-4), 16);
      const trailer = code.slice(-(length + 2) * 2, -4);
      const carried = `646970667358221220${ipfsHash(JSON.stringify(json.metadata))}`;
      // a partial match is exactly that: the same code, built with other metadata
      if (match === 'exact_match') expect(trailer, name).toContain(carried);
      else expect(trailer, name).not.toContain(carried);
      const [file] = (json.compilation.fullyQualifiedName as string).split(':');
      expect(json.metadata.settings.compilationTarget, name).toEqual({ [file!]: name });
    }
  });

  it('serves the storage layout solc gave the storage showcase: every variable the storage page lists', async () => {
    const { json } = await contract(names.storageLayout.address, '?fields=storageLayout');
    expect(json.storageLayout).toEqual(manifest.storage.storageLayout);
    const labels = (json.storageLayout.storage as Array<{ label: string }>).map((s) => s.label);
    // the manifest's labels are the declarations ("uint8 small"): the name is their last word
    expect(labels).toEqual(manifest.storage.variables.map((v) => v.label.split(' ').at(-1)));
  });

  it('resolves the ERC-1967 proxy to the implementation its slot holds, named because it is verified', async () => {
    const { json } = await contract(names.proxy.address, '?fields=proxyResolution');
    const slot: Hex = (
      await rpc(fullUrl, 'eth_getStorageAt', [names.proxy.address, manifest.proxies.erc1967.slot, 'latest'])
    ).result;
    expect(json.proxyResolution).toEqual({
      isProxy: true,
      proxyType: 'EIP1967Proxy',
      implementations: [{ address: getAddress(`0x${slot.slice(-40)}`), name: 'Box' }],
    });
    const implementation = await contract(names.proxy.implementation.address, '?fields=compilation.name,storageLayout');
    expect(implementation.status).toBe(200);
    expect(Object.keys(implementation.json.compilation)).toEqual(['name']);
    expect(implementation.json.storageLayout.storage.map((s: { label: string }) => s.label)).toEqual(['value']);
  });

  it('reports the rebuilt Box as a partial match ("match") and the original as an exact one', async () => {
    const partial = (await contract(names.partialMatch.address, '?fields=compilation.name')).json;
    expect(partial).toMatchObject({ match: 'match', runtimeMatch: 'match', compilation: { name: 'Box' } });
    const exact = (await contract(names.proxy.implementation.address)).json;
    expect(exact).toMatchObject({ match: 'exact_match', runtimeMatch: 'exact_match' });
  });

  it('answers 404 with null matches for a contract that is on chain but not verified', async () => {
    const code: Hex = (await rpc(fullUrl, 'eth_getCode', [names.unverified.address, 'latest'])).result;
    expect(code.length).toBeGreaterThan(2);
    const answer = await contract(names.unverified.address, '?fields=abi');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      match: null,
      creationMatch: null,
      runtimeMatch: null,
      chainId: String(manifest.chainId),
      address: getAddress(names.unverified.address),
    });
  });

  it('answers a chain it does not serve and bad requests as Sourcify does', async () => {
    for (const chainId of [204, 5611]) {
      const answer = await contract(verified('DemoToken').address, '', chainId);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ customCode: 'unsupported_chain', message: `Chain ${chainId} not found` });
      expect(answer.json.errorId).toMatch(UUID);
    }
    const token = verified('DemoToken').address;
    for (const [query, message] of [
      ['?fields=abi&omit=abi', 'Cannot specify both fields and omit'],
      ['?fields=all,abi', "Cannot specify 'all' with other fields"],
      ['?fields=abiz', 'Field selector abiz is not a valid field'],
      ['?fields=compilation.name.first', 'more than one level'],
      ['?fields=deployment', 'does not serve it'],
    ] as const) {
      const answer = await contract(token, query);
      expect(answer.status, query).toBe(400);
      expect(answer.json.customCode, query).toBe('invalid_parameter');
      expect(answer.json.message, query).toContain(message);
    }
    expect((await contract('0x1234', '')).status).toBe(400);
    const chains = await get(`${sources.sourcify}/chains`);
    expect(chains.json).toEqual([expect.objectContaining({ chainId: manifest.chainId, supported: true })]);
  });

  it('selects with all, omit and sub-fields, and answers only the minimal fields when none are asked', async () => {
    const token = verified('DemoToken').address;
    expect(Object.keys((await contract(token)).json).sort()).toEqual([...MINIMAL].sort());
    const all = (await contract(token, '?fields=all')).json;
    for (const field of [
      'abi',
      'metadata',
      'sources',
      'storageLayout',
      'compilation',
      'signatures',
      'proxyResolution',
    ]) {
      expect(all, field).toHaveProperty(field);
    }
    expect(all.sources['DemoToken.sol'].content).toContain('contract DemoToken');
    const omitted = (await contract(token, '?omit=abi,compilation.compilerSettings')).json;
    expect(omitted).not.toHaveProperty('abi');
    expect(omitted.compilation).not.toHaveProperty('compilerSettings');
    expect(omitted.compilation.name).toBe('DemoToken');
    const signatures = (await contract(token, '?fields=signatures.event')).json.signatures;
    expect(Object.keys(signatures)).toEqual(['event']);
    for (const s of signatures.event) {
      expect(s).toEqual({
        signature: s.signature,
        signatureHash32: hash(s.signature),
        signatureHash4: hash(s.signature).slice(0, 10),
      });
    }
  });
});

describe('the signature-database stand-in', () => {
  it('answers a batch in the API’s shape: every hash asked is a key of its kind, unknown ones with []', async () => {
    const swapTopics = names.swap.events.map((e) => e.topic0);
    const errorSelector = names.customError.reason.selector;
    const answer = await lookup(
      `function=${names.swap.transaction.selector},${names.collision.selector},${names.unknownSelector},${errorSelector}` +
        `&event=${swapTopics.join(',')}&error=${errorSelector}&filter=true`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.json.ok).toBe(true);
    expect(Object.keys(answer.json.result).sort()).toEqual(['error', 'event', 'function']);
    const { function: functions, event: events, error: errors } = answer.json.result;
    expect(functions).toEqual({
      [names.swap.transaction.selector]: [{ name: names.swap.transaction.signature, filtered: false }],
      [names.collision.selector]: names.collision.signatures.map((name) => ({ name, filtered: false })),
      [names.unknownSelector]: [],
      // kinds are kept apart: an error's selector is no function's
      [errorSelector]: [],
    });
    expect(errors).toEqual({ [errorSelector]: [{ name: names.customError.reason.signature, filtered: false }] });
    expect(Object.keys(events)).toEqual([...new Set(swapTopics)]);
    for (const event of names.swap.events) {
      expect(events[event.topic0]).toEqual([{ name: event.signature, filtered: false }]);
      expect(hash(event.signature)).toBe(event.topic0);
    }
  });

  it('files every signature under the hash of its text, and knows the unverified pair’s events no built-in table names', async () => {
    const answer = await lookup(`function=${names.collision.selector}`);
    for (const { name } of answer.json.result.function[names.collision.selector]) {
      expect(hash(name).slice(0, 10)).toBe(names.collision.selector);
    }
    const { COMMON_EVENTS } = await import('../../src/domain/abi/common-signatures.ts');
    const pairEvents = names.swap.events.filter((e) => e.emitter === names.unverified.address);
    expect(pairEvents.map((e) => e.signature)).toEqual([
      'Swapped(address,uint256,uint256,address)',
      'ReservesUpdated(uint112,uint112)',
    ]);
    for (const event of pairEvents) expect(COMMON_EVENTS.has(event.topic0)).toBe(false);
  });

  it('refuses a malformed hash as the service does (500, ok false)', async () => {
    for (const query of ['function=0x1234', 'event=0xzz', 'function=', 'function=0xa9059cbb,%200x095ea7b3']) {
      const answer = await lookup(query);
      expect(answer.status, query).toBe(500);
      expect(answer.json.ok, query).toBe(false);
      expect(answer.json.error, query).toMatch(/^Invalid hash '.*'\. Hash must be 0x-prefixed/);
    }
  });
});

describe('the stand-ins never see the connection', () => {
  it('refuse and log a request carrying the API key in its URL or headers, and let a clean one pass', async () => {
    const marker = `0x${Date.now().toString(16).padStart(8, '0').slice(-8)}`;
    const inUrl = await lookup(`function=${marker}&key=${manifest.apiKey}`);
    expect(inUrl.status).toBe(400);
    expect(inUrl.json.error).toContain('in its URL');
    const viaReferer = await fetch(
      `${sources.sourcify}/v2/contract/${manifest.chainId}/${names.unverified.address}?m=${marker}`,
      {
        headers: { referer: `${manifest.base}/v3/${manifest.fullKey}` },
      },
    );
    expect(viaReferer.status).toBe(400);
    const clean = await lookup(`function=${marker}`);
    expect(clean.status).toBe(200);
    const log = (await get(manifest.admin!.outsideRequests!)).json;
    const mine = (log.leaks as Array<{ url: string; where: string }>).filter((l) => l.url.includes(marker));
    expect(mine.map((l) => l.where)).toEqual(['URL', 'header referer']);
    expect(log.requests.sourcify).toBeGreaterThan(0);
    expect(log.requests.signatures).toBeGreaterThan(0);
  });
});
