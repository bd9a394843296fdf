/**
 * What the block, address, token and failed-transaction pages are tested on is really on the
 * chain: failed transactions and the revert data their replay returns, proxies and a clone, tokens
 * that answer symbol() in three awkward ways, and a plain funded account. Read through the
 * gateway (the full-mode key for the reads the four methods cannot make) and decoded with viem,
 * independently of how the devnet seeded them.
 */
import { decodeErrorResult, decodeFunctionResult, getAddress, hexToString, parseAbi, type Hex } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, rpc } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const demoUrl = httpUrl(manifest);
const fullUrl = httpUrl(manifest, manifest.fullKey);
const hex = (n: number) => `0x${n.toString(16)}`;
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const erc20 = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);
const box = parseAbi(['function value() view returns (uint256)', 'function version() view returns (string)']);
const selector = {
  name: '0x06fdde03',
  symbol: '0x95d89b41',
  decimals: '0x313ce567',
  value: '0x3fa4f245',
  version: '0x54fd4d50',
};
const ethCall = (to: string, data: string) => rpc(fullUrl, 'eth_call', [{ to, data }, 'latest']);
const word = (address: string, slot: string) => rpc(demoUrl, 'eth_getStorageAt', [address, slot, 'latest']);
const asAddress = (w: Hex) => `0x${w.slice(-40)}`;

describe('seeded failed transactions', () => {
  const { failedCalls } = manifest;
  const roles = [failedCalls.errorString, failedCalls.panic, failedCalls.customError];

  it('are mined with status 0x0, to the Vault, with the gas limit they were sent with', async () => {
    for (const role of roles) {
      const receipt = (await rpc(demoUrl, 'eth_getTransactionReceipt', [role.hash])).result;
      expect(receipt.status, role.description).toBe('0x0');
      expect(receipt.to).toBe(failedCalls.contract);
      const tx = (await rpc(demoUrl, 'eth_getTransactionByHash', [role.hash])).result;
      expect(tx.gas).toBe(role.gas);
      expect(tx.input).toBe(role.input);
    }
  });

  it('replayed at the block before, revert with the recorded data, which decodes to the recorded reason', async () => {
    for (const role of roles) {
      const replay = await rpc(fullUrl, 'eth_call', [
        { from: role.from, to: role.to, input: role.input, gas: role.gas },
        hex(role.blockNumber! - 1),
      ]);
      expect(replay.error.data, role.description).toBe(role.revertData);
    }
    const message = decodeErrorResult({ data: failedCalls.errorString.revertData });
    expect(message).toMatchObject({ errorName: 'Error', args: ['Vault: a deposit needs some ether'] });
    expect(failedCalls.errorString.reason).toMatchObject({ kind: 'error', message: message.args[0] });

    const panic = decodeErrorResult({ data: failedCalls.panic.revertData });
    expect(panic).toMatchObject({ errorName: 'Panic', args: [0x11n] });
    expect(failedCalls.panic.reason).toMatchObject({ kind: 'panic', code: 0x11 });

    const custom = decodeErrorResult({ abi: failedCalls.abi, data: failedCalls.customError.revertData });
    expect(custom.errorName).toBe('InsufficientBalance');
    expect(custom.args).toEqual([10n ** 18n, 25n * 10n ** 17n]);
    expect(failedCalls.customError.reason).toMatchObject({
      kind: 'custom',
      signature: 'InsufficientBalance(uint256,uint256)',
      args: [
        { name: 'available', value: '1000000000000000000' },
        { name: 'required', value: '2500000000000000000' },
      ],
    });
  });

  it('cannot be decoded without the custom error’s ABI (its selector is not Error or Panic)', () => {
    expect(() => decodeErrorResult({ data: failedCalls.customError.revertData })).toThrow();
    expect(failedCalls.customError.revertData.slice(0, 10)).toBe(failedCalls.customError.reason.selector);
  });
});

describe('seeded proxies', () => {
  const { proxies } = manifest;

  it('an ERC-1967 proxy holds its implementation in the standard slot and runs its code', async () => {
    expect(proxies.erc1967.slot).toBe('0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc');
    expect(asAddress((await word(proxies.erc1967.address, proxies.erc1967.slot)).result)).toBe(
      proxies.implementation.address,
    );
    const value = (await ethCall(proxies.erc1967.address, selector.value)).result;
    expect(decodeFunctionResult({ abi: box, functionName: 'value', data: value })).toBe(42n);
    expect(BigInt((await word(proxies.erc1967.address, '0x0')).result)).toBe(BigInt(proxies.erc1967.store.value));
    // the implementation's own storage was never written: the value lives in the proxy
    expect(BigInt((await word(proxies.implementation.address, '0x0')).result)).toBe(0n);
  });

  it('a beacon proxy holds its beacon in the standard slot; the beacon names the implementation', async () => {
    expect(proxies.beacon.slot).toBe('0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50');
    expect(asAddress((await word(proxies.beacon.address, proxies.beacon.slot)).result)).toBe(
      proxies.beacon.beaconAddress,
    );
    const implementation = (await ethCall(proxies.beacon.beaconAddress, '0x5c60da1b')).result; // implementation()
    expect(asAddress(implementation)).toBe(proxies.implementation.address);
    const version = (await ethCall(proxies.beacon.address, selector.version)).result;
    expect(decodeFunctionResult({ abi: box, functionName: 'version', data: version })).toBe('Box v1');
  });

  it('an EIP-1167 clone has exactly the 45-byte minimal proxy code around the implementation', async () => {
    const code = (await rpc(fullUrl, 'eth_getCode', [proxies.clone.address, 'latest'])).result as string;
    expect(code).toBe(`0x363d3d373d3d3d363d73${proxies.implementation.address.slice(2)}5af43d82803e903d91602b57fd5bf3`);
    expect((code.length - 2) / 2).toBe(45);
    expect(code).toBe(proxies.clone.code);
    const value = (await ethCall(proxies.clone.address, selector.value)).result;
    expect(decodeFunctionResult({ abi: box, functionName: 'value', data: value })).toBe(9n);
  });
});

describe('seeded token contracts', () => {
  const { tokenContracts } = manifest;

  it('the standard token is the devnet’s HXR, answering name, symbol and decimals as strings and a uint8', async () => {
    const { standard } = tokenContracts;
    expect(standard.address).toBe(manifest.roles.tokens.token);
    expect(standard.transfer.hash).toBe(manifest.roles.tokens.transfer.hash);
    for (const fn of ['name', 'symbol', 'decimals'] as const) {
      const data = (await ethCall(standard.address, selector[fn])).result;
      expect(decodeFunctionResult({ abi: erc20, functionName: fn, data })).toBe(
        { name: 'Hexray Demo Token', symbol: 'HXR', decimals: 18 }[fn],
      );
    }
    expect(standard).toMatchObject({ symbol: 'HXR', decimals: 18, symbolEncoding: 'string' });
  });

  it('the old-style token answers symbol() and name() with one bytes32 word, not an ABI string', async () => {
    const { bytes32 } = tokenContracts;
    const symbol = (await ethCall(bytes32.address, selector.symbol)).result as Hex;
    expect((symbol.length - 2) / 2).toBe(32);
    expect(hexToString(symbol, { size: 32 }).replace(/\0+$/, '')).toBe('B32');
    expect(() => decodeFunctionResult({ abi: erc20, functionName: 'symbol', data: symbol })).toThrow();
    const name = (await ethCall(bytes32.address, selector.name)).result as Hex;
    expect(hexToString(name, { size: 32 }).replace(/\0+$/, '')).toBe(bytes32.name);
    expect(bytes32).toMatchObject({ symbol: 'B32', symbolEncoding: 'bytes32', decimals: 18 });
  });

  it('one token’s symbol() reverts while its name() and decimals() answer', async () => {
    const { revertingSymbol } = tokenContracts;
    expect((await ethCall(revertingSymbol.address, selector.symbol)).error.code).toBe(3); // execution reverted
    const name = (await ethCall(revertingSymbol.address, selector.name)).result;
    expect(decodeFunctionResult({ abi: erc20, functionName: 'name', data: name })).toBe('No Symbol Token');
    const decimals = (await ethCall(revertingSymbol.address, selector.decimals)).result;
    expect(decodeFunctionResult({ abi: erc20, functionName: 'decimals', data: decimals })).toBe(6);
    expect(revertingSymbol).toMatchObject({ symbol: null, symbolEncoding: 'reverts', decimals: 6 });
  });

  it('one token’s symbol is 300 characters holding a right-to-left override and a newline', async () => {
    const { hostileSymbol } = tokenContracts;
    const data = (await ethCall(hostileSymbol.address, selector.symbol)).result;
    const symbol = decodeFunctionResult({ abi: erc20, functionName: 'symbol', data });
    expect(symbol).toBe(hostileSymbol.symbol);
    expect([...symbol]).toHaveLength(300);
    expect(symbol).toContain('\u202e');
    expect(symbol).toContain('\n');
    expect(hostileSymbol.decimals).toBe(2);
  });

  it('each has a transfer whose receipt carries its Transfer event, with the amount recorded', async () => {
    for (const [role, token] of Object.entries(tokenContracts)) {
      const receipt = (await rpc(demoUrl, 'eth_getTransactionReceipt', [token.transfer.hash])).result;
      expect(receipt.status, role).toBe('0x1');
      const transfer = receipt.logs.find(
        (log: { address: string; topics: string[] }) =>
          log.address === token.address && log.topics[0] === TRANSFER_TOPIC,
      );
      expect(transfer, role).toBeDefined();
      expect(getAddress(asAddress(transfer.topics[1]))).toBe(getAddress(token.transfer.from));
      expect(getAddress(asAddress(transfer.topics[2]))).toBe(getAddress(token.transfer.to));
      expect(BigInt(transfer.data).toString()).toBe(token.transfer.amount);
    }
  });
});

describe('the seeded plain account', () => {
  it('has no code, a balance and a nonce above zero, as recorded', async () => {
    const { eoa } = manifest;
    expect((await rpc(fullUrl, 'eth_getCode', [eoa.address, 'latest'])).result).toBe('0x');
    expect(BigInt(eoa.balance)).toBeGreaterThan(0n);
    expect((await rpc(fullUrl, 'eth_getBalance', [eoa.address, hex(manifest.headAtSeed)])).result).toBe(eoa.balance);
    expect(eoa.nonce).toBe(1);
    const sent = (await rpc(demoUrl, 'eth_getTransactionByHash', [eoa.sent.hash])).result;
    expect(sent.from).toBe(eoa.address);
    const funding = (await rpc(demoUrl, 'eth_getTransactionByHash', [eoa.funding.hash])).result;
    expect(funding.to).toBe(eoa.address);
    expect(BigInt(funding.value)).toBe(12_345n * 10n ** 15n);
  });
});
