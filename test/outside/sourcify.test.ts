/**
 * The Sourcify client against a local server speaking API v2's real shapes (services/server/src/
 * apiv2.yaml in argotorg/sourcify: VerifiedContract, ContractNotVerifiedResponse, the
 * BadRequestResponse `unsupported_chain`, ProxyResolution), filled with the compiler's real output
 * for the devnet's contracts (test/devnet/compiled): never an answer shaped by the code under test.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compiled from '../devnet/compiled/contracts.json' with { type: 'json' };
import { fetchJsonWithBudget, OutsideFetchError } from '../../src/outside/budgeted-fetch.ts';
import { lookupSourcifyChains, lookupVerifiedContract, SourcifyError } from '../../src/outside/sourcify.ts';
import type { Address } from '../../src/domain/hex.ts';
import { MAX_ANSWER_BYTES } from '../../src/domain/verified-contract.ts';

const SHOWCASE = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const IMPLEMENTATION = '0x751D7C0Cf91a9b7704541b44E5fF7BeC3D2caA6F' as Address;
const contracts = compiled.contracts as Record<string, { abi: unknown[]; storageLayout: unknown }>;

/** VerifiedContractMinimal + the asked fields, as the spec's "Full response" example has them. */
function verified(address: string, extra: Record<string, unknown> = {}, match = 'exact_match') {
  return {
    match,
    creationMatch: match,
    runtimeMatch: match,
    chainId: '31337',
    address,
    verifiedAt: '2024-07-24T12:00:00Z',
    matchId: '3266227',
    compilation: {
      language: 'Solidity',
      compiler: 'solc',
      compilerVersion: '0.8.26+commit.8a97fa7a',
      compilerSettings: {},
      name: 'StorageShowcase',
      fullyQualifiedName: 'contracts/StorageShowcase.sol:StorageShowcase',
    },
    abi: contracts.StorageShowcase!.abi,
    storageLayout: contracts.StorageShowcase!.storageLayout,
    proxyResolution: { isProxy: false, proxyType: null, implementations: [] },
    ...extra,
  };
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: IncomingMessage[] = [];
let server: Server;
let base: string;

const json =
  (status: number, body: unknown): Handler =>
  (_, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    const path = request.url!.split('?')[0]!;
    const handler = routes.get(path);
    if (handler) handler(request, response);
    else
      json(404, { match: null, creationMatch: null, runtimeMatch: null, chainId: '31337', address: path })(
        request,
        response,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/server`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const contractPath = (address: string, chain = '31337') => `/server/v2/contract/${chain}/${address.toLowerCase()}`;

describe('a verified contract', () => {
  it('asks for exactly the fields it uses, at the lowercase address, and sends nothing of the person', async () => {
    routes.set(contractPath(SHOWCASE), json(200, verified(SHOWCASE)));
    seen.length = 0;
    await lookupVerifiedContract(base, '31337', SHOWCASE);
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url!, 'http://x');
    expect(url.pathname).toBe(contractPath(SHOWCASE));
    expect(url.searchParams.get('fields')).toBe('abi,storageLayout,proxyResolution,compilation');
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers.referer).toBeUndefined();
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('gives its name, its ABI marked verified (full match) and its storage layout', async () => {
    routes.set(contractPath(SHOWCASE), json(200, verified(SHOWCASE)));
    const answer = await lookupVerifiedContract(base, '31337', SHOWCASE);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    const contract = answer.contract;
    expect(contract.name).toBe('StorageShowcase');
    expect(contract.match).toBe('full');
    expect(contract.problems).toEqual([]);
    const layout = contracts.StorageShowcase!.storageLayout as { storage: Array<{ label: string }> };
    expect(contract.storageLayout?.variables.map((v) => v.label)).toEqual(layout.storage.map((v) => v.label));
    const functions = contracts.StorageShowcase!.abi.filter((e) => (e as { type: string }).type === 'function');
    expect(contract.abi?.functions).toHaveLength(functions.length);
    for (const entry of contract.abi!.functions) {
      expect(entry.trust).toBe('verified');
      expect(entry.source).toBe('verified on Sourcify, full match');
    }
    expect(contract.proxy).toBeNull();
  });

  it('says partial match for Sourcify’s `match`', async () => {
    routes.set(contractPath(SHOWCASE), json(200, verified(SHOWCASE, {}, 'match')));
    const answer = await lookupVerifiedContract(base, '31337', SHOWCASE);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    expect(answer.contract.match).toBe('partial');
    expect(answer.contract.abi?.functions[0]?.source).toBe('verified on Sourcify, partial match');
  });

  it('reads the errors a contract declares, to name its reverts', async () => {
    const address = '0x0000000000000000000000000000000000000a11';
    routes.set(contractPath(address), json(200, verified(address, { abi: contracts.Reverter!.abi })));
    const answer = await lookupVerifiedContract(base, '31337', address);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    const declared = contracts.Reverter!.abi.filter((e) => (e as { type: string }).type === 'error');
    expect(answer.contract.abi?.errors.map((e) => e.name)).toEqual(declared.map((e) => (e as { name: string }).name));
  });

  it('gives a proxy’s implementations (proxyResolution), and none when Sourcify could not tell', async () => {
    const proxy = '0x0000000000000000000000000000000000000b0b';
    routes.set(
      contractPath(proxy),
      json(
        200,
        verified(proxy, {
          proxyResolution: {
            isProxy: true,
            proxyType: 'EIP1967Proxy',
            implementations: [{ address: IMPLEMENTATION.toLowerCase(), name: 'Logic contract' }],
          },
        }),
      ),
    );
    const answer = await lookupVerifiedContract(base, '31337', proxy);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    expect(answer.contract.proxy).toEqual({ proxyType: 'EIP1967Proxy', implementations: [IMPLEMENTATION] });

    routes.set(
      contractPath(proxy),
      json(
        200,
        verified(proxy, {
          proxyResolution: {
            proxyResolutionError: { customCode: 'proxy_resolution_error', message: 'RPC failed', errorId: 'x' },
          },
        }),
      ),
    );
    const unsure = await lookupVerifiedContract(base, '31337', proxy);
    if (unsure.kind !== 'verified') throw new Error(unsure.kind);
    expect(unsure.contract.proxy).toBeNull();
  });
});

describe('not verified, not covered, failing', () => {
  it('404 (ContractNotVerifiedResponse) is "not verified"', async () => {
    expect(await lookupVerifiedContract(base, '31337', '0x000000000000000000000000000000000000dead')).toEqual({
      kind: 'not-verified',
    });
  });

  it('unsupported_chain (400 in the spec, 404 from the server) is "not covered"', async () => {
    const address = '0x000000000000000000000000000000000000beef';
    routes.set(
      contractPath(address, '5611'),
      json(400, {
        customCode: 'unsupported_chain',
        message: 'The chain with chainId 5611 is not supported',
        errorId: '1ac6b91a-0605-4459-93dc-18f210a70192',
      }),
    );
    expect(await lookupVerifiedContract(base, '5611', address)).toEqual({ kind: 'not-covered' });
    // as the server answers a lookup on a chain it does not know
    routes.set(
      contractPath(address, '204'),
      json(404, { customCode: 'unsupported_chain', message: 'Chain 204 not found', errorId: 'x' }),
    );
    expect(await lookupVerifiedContract(base, '204', address)).toEqual({ kind: 'not-covered' });
  });

  it('429 is rate limited, 500 a server failure: errors, not "not verified"', async () => {
    const address = '0x000000000000000000000000000000000000c0de';
    routes.set(contractPath(address), json(429, { customCode: 'too_many_requests', message: 'x', errorId: 'y' }));
    await expect(lookupVerifiedContract(base, '31337', address)).rejects.toMatchObject({ reason: 'rate-limited' });
    routes.set(contractPath(address), json(500, { customCode: 'internal_error', message: 'x', errorId: 'y' }));
    await expect(lookupVerifiedContract(base, '31337', address)).rejects.toMatchObject({
      reason: 'server',
      detail: 'HTTP 500',
    });
  });

  it('refuses an answer about another contract or another chain', async () => {
    const address = '0x000000000000000000000000000000000000f00d';
    routes.set(contractPath(address), json(200, verified(SHOWCASE)));
    const error = await lookupVerifiedContract(base, '31337', address).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourcifyError);
    expect((error as SourcifyError).reason).toBe('malformed');
    expect((error as SourcifyError).detail).toContain(SHOWCASE);
    routes.set(contractPath(address), json(200, { ...verified(address), chainId: '1' }));
    await expect(lookupVerifiedContract(base, '31337', address)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('refuses a body that is not JSON', async () => {
    const address = '0x000000000000000000000000000000000000abcd';
    routes.set(contractPath(address), (_, response) => response.end('<html>gateway error</html>'));
    await expect(lookupVerifiedContract(base, '31337', address)).rejects.toMatchObject({ reason: 'not-json' });
  });

  it('says the status of an error page a proxy put in front of it, not that it is not JSON', async () => {
    const address = '0x000000000000000000000000000000000000abce';
    routes.set(contractPath(address), (_, response) => response.writeHead(502).end('<html>bad gateway</html>'));
    await expect(lookupVerifiedContract(base, '31337', address)).rejects.toMatchObject({
      reason: 'server',
      detail: 'HTTP 502',
    });
  });
});

describe('hostile answers', () => {
  it('a 50 MB ABI is refused after reading no more than the byte budget', async () => {
    const address = '0x0000000000000000000000000000000000005050';
    let sent = 0;
    routes.set(contractPath(address), (_, response) => {
      // streamed without a length, as a hostile server would: the client must stop reading itself
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"match":"exact_match","abi":[');
      const entry = JSON.stringify({ type: 'function', name: 'f', inputs: [], outputs: [] }) + ',';
      const chunk = entry.repeat(Math.ceil(65536 / entry.length));
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end('{}]}');
      };
      pump();
    });
    const error = await lookupVerifiedContract(base, '31337', address).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'too-large' });
    expect(sent).toBeLessThan(50 * 1024 * 1024);
    expect(MAX_ANSWER_BYTES).toBeLessThan(50 * 1024 * 1024);
  });

  it('an ABI of 100,000 entries is not used, with a message, and the layout still is', async () => {
    const address = '0x0000000000000000000000000000000000100000';
    const abi = Array.from({ length: 100_000 }, (_, i) => ({ type: 'event', name: `E${i}`, inputs: [] }));
    routes.set(contractPath(address), json(200, verified(address, { abi })));
    const answer = await lookupVerifiedContract(base, '31337', address);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    expect(answer.contract.abi).toBeNull();
    expect(answer.contract.problems).toEqual([
      { part: 'abi', message: 'The ABI has 100,000 entries, more than the 10,000 Hexray reads: not used' },
    ]);
    expect(answer.contract.storageLayout).not.toBeNull();
  });

  it('a storage layout whose struct holds itself is refused with the path, and the ABI is still used', async () => {
    const address = '0x000000000000000000000000000000000000c1c1';
    const storageLayout = {
      storage: [{ astId: 1, contract: 'C', label: 'loop', offset: 0, slot: '0', type: 't_struct(S)1_storage' }],
      types: {
        't_struct(S)1_storage': {
          encoding: 'inplace',
          label: 'struct C.S',
          numberOfBytes: '64',
          members: [{ astId: 2, contract: 'C', label: 'again', offset: 0, slot: '0', type: 't_struct(S)1_storage' }],
        },
      },
    };
    routes.set(contractPath(address), json(200, verified(address, { storageLayout })));
    const answer = await lookupVerifiedContract(base, '31337', address);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    expect(answer.contract.storageLayout).toBeNull();
    expect(answer.contract.problems).toHaveLength(1);
    expect(answer.contract.problems[0]!.part).toBe('storageLayout');
    expect(answer.contract.problems[0]!.message).toContain('struct C.S contains itself in place');
    expect(answer.contract.abi).not.toBeNull();
  });

  it('a name with bidirectional overrides is shown without them, and says so', async () => {
    const address = '0x000000000000000000000000000000000000b1d1';
    routes.set(
      contractPath(address),
      json(200, verified(address, { compilation: { name: 'Tether\u202Edsu\u202C', fullyQualifiedName: 'x.sol:T' } })),
    );
    const answer = await lookupVerifiedContract(base, '31337', address);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    expect(answer.contract.name).toBe('Tetherdsu');
    expect(answer.contract.problems.map((p) => p.part)).toEqual(['name']);
  });

  it('a parameter name with bidi characters is cleaned; a function name with them refuses the ABI', async () => {
    const address = '0x000000000000000000000000000000000000b1d2';
    const param = [{ type: 'function', name: 'pay', inputs: [{ name: 'to\u202Eevil', type: 'address' }] }];
    routes.set(contractPath(address), json(200, verified(address, { abi: param })));
    const cleaned = await lookupVerifiedContract(base, '31337', address);
    if (cleaned.kind !== 'verified') throw new Error(cleaned.kind);
    expect(cleaned.contract.abi?.functions[0]?.inputs[0]?.name).toBe('toevil');
    expect(cleaned.contract.problems[0]?.message).toMatch(/1 parameter name held invisible characters/);

    const named = [{ type: 'function', name: 'pay\u202E', inputs: [] }];
    routes.set(contractPath(address), json(200, verified(address, { abi: named })));
    const refused = await lookupVerifiedContract(base, '31337', address);
    if (refused.kind !== 'verified') throw new Error(refused.kind);
    expect(refused.contract.abi).toBeNull();
    expect(refused.contract.problems[0]?.message).toMatch(/^The ABI cannot be read \(\[0\]\.name: .*\): not used$/);
  });

  it('a source that does not answer in time is a timeout, not a frozen lookup', async () => {
    routes.set('/slow', () => undefined);
    const error = await fetchJsonWithBudget(`${base.replace('/server', '')}/slow`, {
      timeoutMs: 200,
      maxBytes: 1000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideFetchError);
    expect((error as OutsideFetchError).reason).toBe('timeout');
  });
});

describe('the chains Sourcify serves', () => {
  it('are the supported chain ids of GET /chains', async () => {
    routes.set(
      '/server/chains',
      json(200, [
        { name: 'Ethereum Mainnet', chainId: 1, supported: true, etherscanAPI: true },
        { name: 'Old testnet', chainId: 3, supported: false },
        { name: 'OP Mainnet', chainId: 10, supported: true },
      ]),
    );
    expect([...(await lookupSourcifyChains(base))]).toEqual(['1', '10']);
  });

  it('refuses another shape', async () => {
    routes.set('/server/chains', json(200, { chains: [] }));
    await expect(lookupSourcifyChains(base)).rejects.toMatchObject({ reason: 'malformed' });
  });
});

describe('a storage layout that multiplies', () => {
  it('structs of structs expanding past the budget are refused, not planned', async () => {
    const address = '0x000000000000000000000000000000000000e0e0';
    // eight levels of a struct holding ten of the next: 10^8 rows if planned
    const types: Record<string, unknown> = {
      t_uint256: { encoding: 'inplace', label: 'uint256', numberOfBytes: '32' },
    };
    let inner = 't_uint256';
    for (let level = 0; level < 8; level++) {
      const id = `t_struct(L${level})${level}_storage`;
      types[id] = {
        encoding: 'inplace',
        label: `struct C.L${level}`,
        numberOfBytes: '32',
        members: Array.from({ length: 10 }, (_, i) => ({ label: `m${i}`, offset: 0, slot: '0', type: inner })),
      };
      inner = id;
    }
    const storageLayout = { storage: [{ label: 'deep', offset: 0, slot: '0', type: inner }], types };
    routes.set(contractPath(address), json(200, verified(address, { storageLayout })));
    const answer = await lookupVerifiedContract(base, '31337', address);
    if (answer.kind !== 'verified') throw new Error(answer.kind);
    expect(answer.contract.storageLayout).toBeNull();
    expect(answer.contract.problems[0]?.message).toBe(
      "The storage layout's structs expand to more than 10,000 rows: not used",
    );
  });
});
