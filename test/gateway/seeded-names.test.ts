/**
 * What the pages' names from outside sources are tested on is really on the chain (manifest.names, seed-names.ts): a
 * swap through a router and an unverified pair whose events no built-in table names, a custom-error
 * revert whose replay returns the recorded data, a call whose selector two signatures share (one
 * of which cannot hold its data), and the verified contracts, proxy included. Read through the
 * gateway and decoded with viem, independently of how the devnet seeded them.
 */
import { decodeErrorResult, keccak256, parseAbi, toHex, type Hex } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, rpc } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const { names } = manifest;
const demoUrl = httpUrl(manifest);
const fullUrl = httpUrl(manifest, manifest.fullKey);
const hex = (n: number) => `0x${n.toString(16)}`;
const receiptOf = async (hash: string) => (await rpc(demoUrl, 'eth_getTransactionReceipt', [hash])).result;

describe('the seeded swap', () => {
  it('succeeds and logs Transfer (the token), Swapped and ReservesUpdated (the pair), Routed (the router)', async () => {
    const receipt = await receiptOf(names.swap.transaction.hash);
    expect(receipt.status).toBe('0x1');
    expect(receipt.to).toBe(names.swap.router);
    const logs = receipt.logs as Array<{ address: string; topics: Hex[]; logIndex: Hex }>;
    expect(logs.map((l) => [Number(l.logIndex), l.address, l.topics[0]])).toEqual(
      names.swap.events.map((e) => [e.logIndex, e.emitter, e.topic0]),
    );
    expect(names.swap.events.map((e) => e.emitter)).toEqual([
      names.swap.token,
      names.swap.pair,
      names.swap.pair,
      names.swap.router,
    ]);
    for (const event of names.swap.events) expect(keccak256(toHex(event.signature))).toBe(event.topic0);
    const tx = (await rpc(demoUrl, 'eth_getTransactionByHash', [names.swap.transaction.hash])).result;
    expect(tx.input).toBe(names.swap.transaction.input);
    expect(tx.input.slice(0, 10)).toBe(names.swap.transaction.selector);
  });
});

describe('the seeded custom-error revert', () => {
  it('is mined with status 0x0 and, replayed at the block before, reverts with TooLittleReceived(quoted, 1 ETH)', async () => {
    const role = names.customError;
    expect((await receiptOf(role.hash)).status).toBe('0x0');
    const replay = await rpc(fullUrl, 'eth_call', [
      { from: role.from, to: role.to, input: role.input, gas: role.gas },
      hex(role.blockNumber! - 1),
    ]);
    expect(replay.error.data).toBe(role.revertData);
    const decoded = decodeErrorResult({
      abi: parseAbi(['error TooLittleReceived(uint256 amountOut, uint256 minAmountOut)']),
      data: role.revertData,
    });
    // it came before the successful swap in the same block, so it was quoted the same price
    expect(decoded.args).toEqual([BigInt(names.swap.transaction.amountOut), 10n ** 18n]);
    expect(role.reason).toMatchObject({
      kind: 'custom',
      name: 'TooLittleReceived',
      selector: role.revertData.slice(0, 10),
    });
  });
});

describe('the seeded selector collision', () => {
  it('is a mined call whose selector both signatures hash to, and whose argument a bytes16 cannot hold', async () => {
    const { collision } = names;
    expect((await receiptOf(collision.transaction.hash)).status).toBe('0x1');
    for (const signature of collision.signatures) {
      expect(keccak256(toHex(signature)).slice(0, 10)).toBe(collision.selector);
    }
    const tx = (await rpc(demoUrl, 'eth_getTransactionByHash', [collision.transaction.hash])).result;
    expect(tx.input.slice(0, 10)).toBe(collision.selector);
    const word = tx.input.slice(10) as string;
    expect(BigInt(`0x${word}`)).toBe(250n);
    // a bytes16 is left-aligned: its word's low 16 bytes must be zero, and here they are not
    expect(/^0+$/.test(word.slice(32))).toBe(false);
  });

  it('leaves an unknown selector: the eip1559 role’s data', async () => {
    const tx = (await rpc(demoUrl, 'eth_getTransactionByHash', [manifest.roles.eip1559.hash])).result;
    expect(tx.input.slice(0, 10)).toBe(names.unknownSelector);
  });
});

describe('the verified and unverified contracts', () => {
  it('are the storage showcase, the HXR token, the vault, Box (twice), the ERC-1967 proxy and the router; the pair is not', () => {
    expect(names.verified.map((v) => v.contract).sort()).toEqual(
      ['Box', 'Box', 'DemoToken', 'Erc1967Proxy', 'HexRouter', 'StorageShowcase', 'Vault'].sort(),
    );
    const exact = names.verified.filter((v) => v.address !== names.partialMatch.address);
    expect(exact.every((v) => v.match === 'exact_match')).toBe(true);
    const byName = Object.fromEntries(exact.map((v) => [v.contract, v.address]));
    expect(byName).toEqual({
      StorageShowcase: manifest.storage.address,
      DemoToken: manifest.roles.tokens.token,
      Vault: manifest.failedCalls.contract,
      Box: manifest.proxies.implementation.address,
      Erc1967Proxy: manifest.proxies.erc1967.address,
      HexRouter: names.swap.router,
    });
    expect(names.verified.map((v) => v.address)).not.toContain(names.unverified.address);
    expect(names.proxy).toEqual({
      address: manifest.proxies.erc1967.address,
      proxyType: 'EIP1967Proxy',
      implementation: { address: manifest.proxies.implementation.address, contract: 'Box' },
    });
  });

  it('include a partial match: a Box whose code differs from the exact one only in its metadata hash', async () => {
    expect(names.verified.find((v) => v.address === names.partialMatch.address)?.match).toBe('match');
    const code = async (address: string) => (await rpc(fullUrl, 'eth_getCode', [address, 'latest'])).result as string;
    const exact = await code(manifest.proxies.implementation.address);
    const partial = await code(names.partialMatch.address);
    expect(partial).not.toBe(exact);
    expect(partial.length).toBe(exact.length);
    // the 32 bytes after "ipfs" and the sha2-256 multihash prefix are all that differ
    const hashAt = exact.lastIndexOf('6970667358221220') + 16;
    expect(partial.slice(0, hashAt)).toBe(exact.slice(0, hashAt));
    expect(partial.slice(hashAt + 64)).toBe(exact.slice(hashAt + 64));
  });

  it('put every signature of the unverified pair in the signature database', async () => {
    const selectors = names.unverified.signatures
      .filter((s) => /^[a-z]/.test(s))
      .map((s) => keccak256(toHex(s)).slice(0, 10));
    const events = names.unverified.signatures.filter((s) => /^[A-Z]/.test(s)).map((s) => keccak256(toHex(s)));
    const url = `${manifest.outsideSources!.signatures}/signature-database/v1/lookup?function=${selectors.join(',')}&event=${events.join(',')}`;
    const { result } = (await (await fetch(url)).json()) as {
      result: Record<'function' | 'event', Record<string, Array<{ name: string }>>>;
    };
    const known = [...Object.values(result.function), ...Object.values(result.event)].flat().map((s) => s.name);
    for (const signature of names.unverified.signatures) expect(known).toContain(signature);
  });
});
