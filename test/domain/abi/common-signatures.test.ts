/**
 * The built-in signatures an explorer names calls and logs with. The table below is the
 * specification: which declarations, from which standard, with which parameter names (shown next
 * to decoded values) and which indexed. Each key is checked against keccak-256 of the canonical
 * text computed here with @noble/hashes, and the best-known ones against their published values.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { formatAbiType } from '../../../src/domain/abi/abi-type.ts';
import {
  CALL_SELECTORS,
  COMMON_ERRORS,
  COMMON_EVENTS,
  COMMON_FUNCTIONS,
} from '../../../src/domain/abi/common-signatures.ts';
import type { EventSignature, FunctionSignature } from '../../../src/domain/abi/signature.ts';

/** [source, canonical signature, parameter names (`*` = indexed)] */
type Row = [source: string, signature: string, names: string];

const FUNCTIONS: Row[] = [
  ['ERC-20', 'transfer(address,uint256)', 'to value'],
  ['ERC-20', 'approve(address,uint256)', 'spender value'],
  ['ERC-20', 'transferFrom(address,address,uint256)', 'from to value'],
  ['ERC-20', 'balanceOf(address)', 'owner'],
  ['ERC-20', 'allowance(address,address)', 'owner spender'],
  ['ERC-20', 'totalSupply()', ''],
  ['ERC-20', 'name()', ''],
  ['ERC-20', 'symbol()', ''],
  ['ERC-20', 'decimals()', ''],
  ['ERC-20', 'increaseAllowance(address,uint256)', 'spender addedValue'],
  ['ERC-20', 'decreaseAllowance(address,uint256)', 'spender subtractedValue'],
  ['ERC-20', 'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)', 'owner spender value deadline v r s'],
  ['ERC-721', 'safeTransferFrom(address,address,uint256)', 'from to tokenId'],
  ['ERC-721', 'safeTransferFrom(address,address,uint256,bytes)', 'from to tokenId data'],
  ['ERC-721', 'setApprovalForAll(address,bool)', 'operator approved'],
  ['ERC-721', 'isApprovedForAll(address,address)', 'owner operator'],
  ['ERC-721', 'ownerOf(uint256)', 'tokenId'],
  ['ERC-721', 'getApproved(uint256)', 'tokenId'],
  ['ERC-721', 'tokenURI(uint256)', 'tokenId'],
  ['ERC-1155', 'safeTransferFrom(address,address,uint256,uint256,bytes)', 'from to id value data'],
  ['ERC-1155', 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)', 'from to ids values data'],
  ['ERC-1155', 'balanceOf(address,uint256)', 'account id'],
  ['ERC-1155', 'balanceOfBatch(address[],uint256[])', 'accounts ids'],
  ['ERC-1155', 'uri(uint256)', 'id'],
  ['ERC-165', 'supportsInterface(bytes4)', 'interfaceId'],
  ['WETH', 'deposit()', ''],
  ['WETH', 'withdraw(uint256)', 'wad'],
  ['Ownable', 'owner()', ''],
  ['Ownable', 'transferOwnership(address)', 'newOwner'],
  ['Ownable', 'renounceOwnership()', ''],
  ['ERC-1967 proxy', 'upgradeTo(address)', 'newImplementation'],
  ['ERC-1967 proxy', 'upgradeToAndCall(address,bytes)', 'newImplementation data'],
  ['ERC-1967 beacon', 'implementation()', ''],
  ['Multicall', 'multicall(bytes[])', 'data'],
  ['Multicall', 'multicall(uint256,bytes[])', 'deadline data'],
  ['Multicall', 'aggregate((address,bytes)[])', 'calls'],
  ['Multicall', 'tryAggregate(bool,(address,bytes)[])', 'requireSuccess calls'],
  ['Multicall', 'aggregate3((address,bool,bytes)[])', 'calls'],
  [
    'Uniswap V2 router',
    'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
    'amountIn amountOutMin path to deadline',
  ],
  [
    'Uniswap V2 router',
    'swapTokensForExactTokens(uint256,uint256,address[],address,uint256)',
    'amountOut amountInMax path to deadline',
  ],
  ['Uniswap V2 router', 'swapExactETHForTokens(uint256,address[],address,uint256)', 'amountOutMin path to deadline'],
  [
    'Uniswap V2 router',
    'swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
    'amountIn amountOutMin path to deadline',
  ],
];

const ERRORS: Row[] = [
  ['ERC-6093 (ERC-20)', 'ERC20InsufficientBalance(address,uint256,uint256)', 'sender balance needed'],
  ['ERC-6093 (ERC-20)', 'ERC20InsufficientAllowance(address,uint256,uint256)', 'spender allowance needed'],
  ['ERC-6093 (ERC-20)', 'ERC20InvalidSender(address)', 'sender'],
  ['ERC-6093 (ERC-20)', 'ERC20InvalidReceiver(address)', 'receiver'],
  ['ERC-6093 (ERC-20)', 'ERC20InvalidApprover(address)', 'approver'],
  ['ERC-6093 (ERC-20)', 'ERC20InvalidSpender(address)', 'spender'],
  ['ERC-6093 (ERC-721)', 'ERC721NonexistentToken(uint256)', 'tokenId'],
  ['ERC-6093 (ERC-721)', 'ERC721IncorrectOwner(address,uint256,address)', 'sender tokenId owner'],
  ['ERC-6093 (ERC-721)', 'ERC721InsufficientApproval(address,uint256)', 'operator tokenId'],
  ['OpenZeppelin', 'OwnableUnauthorizedAccount(address)', 'account'],
  ['OpenZeppelin', 'OwnableInvalidOwner(address)', 'owner'],
  ['OpenZeppelin', 'AccessControlUnauthorizedAccount(address,bytes32)', 'account neededRole'],
  ['OpenZeppelin', 'ReentrancyGuardReentrantCall()', ''],
  ['OpenZeppelin', 'EnforcedPause()', ''],
  ['OpenZeppelin', 'ExpectedPause()', ''],
  ['OpenZeppelin', 'SafeERC20FailedOperation(address)', 'token'],
  ['OpenZeppelin', 'AddressEmptyCode(address)', 'target'],
  ['OpenZeppelin', 'FailedCall()', ''],
];

const EVENTS: Row[] = [
  ['ERC-20', 'Transfer(address,address,uint256)', 'from* to* value'],
  ['ERC-20', 'Approval(address,address,uint256)', 'owner* spender* value'],
  ['ERC-721', 'Transfer(address,address,uint256)', 'from* to* tokenId*'],
  ['ERC-721', 'Approval(address,address,uint256)', 'owner* approved* tokenId*'],
  ['ERC-721', 'ApprovalForAll(address,address,bool)', 'owner* operator* approved'],
  ['ERC-1155', 'TransferSingle(address,address,address,uint256,uint256)', 'operator* from* to* id value'],
  ['ERC-1155', 'TransferBatch(address,address,address,uint256[],uint256[])', 'operator* from* to* ids values'],
  ['ERC-1155', 'URI(string,uint256)', 'value id*'],
  ['WETH', 'Deposit(address,uint256)', 'dst* wad'],
  ['WETH', 'Withdrawal(address,uint256)', 'src* wad'],
  ['Ownable', 'OwnershipTransferred(address,address)', 'previousOwner* newOwner*'],
  ['ERC-1967 proxy', 'Upgraded(address)', 'implementation*'],
  ['ERC-1967 proxy', 'AdminChanged(address,address)', 'previousAdmin newAdmin'],
  ['ERC-1967 proxy', 'BeaconUpgraded(address)', 'beacon*'],
  ['Initializable', 'Initialized(uint8)', 'version'],
  ['Initializable', 'Initialized(uint64)', 'version'],
  ['Pausable', 'Paused(address)', 'account'],
  ['Pausable', 'Unpaused(address)', 'account'],
  [
    'Uniswap V2 pair',
    'Swap(address,uint256,uint256,uint256,uint256,address)',
    'sender* amount0In amount1In amount0Out amount1Out to*',
  ],
  ['Uniswap V2 pair', 'Sync(uint112,uint112)', 'reserve0 reserve1'],
  ['Uniswap V2 pair', 'Mint(address,uint256,uint256)', 'sender* amount0 amount1'],
  ['Uniswap V2 pair', 'Burn(address,uint256,uint256,address)', 'sender* amount0 amount1 to*'],
];

function keccakHex(text: string): string {
  return `0x${bytesToHex(keccak_256(utf8ToBytes(text)))}`;
}

function names(entry: FunctionSignature | EventSignature): string {
  return entry.inputs.map((p) => p.name + (p.indexed ? '*' : '')).join(' ');
}

function describeEntry(entry: FunctionSignature | EventSignature): Row {
  return [entry.source ?? '(no source)', entry.signature, names(entry)];
}

describe('built-in function signatures', () => {
  const all = [...COMMON_FUNCTIONS.values()].flat();

  it('are exactly the table, each with its source and parameter names', () => {
    expect(all.map(describeEntry)).toEqual(FUNCTIONS);
  });

  it.each(FUNCTIONS)('%s %s is filed under keccak-256 of its canonical text', (source, signature) => {
    const selector = keccakHex(signature).slice(0, 10);
    const entries = COMMON_FUNCTIONS.get(selector as `0x${string}`) ?? [];
    const entry = entries.find((e) => e.signature === signature);
    expect(entry).toBeDefined();
    expect(entry!.selector).toBe(selector);
    expect(entry!.source).toBe(source);
    expect(entry!.name).toBe(signature.slice(0, signature.indexOf('(')));
    expect(`${entry!.name}(${entry!.inputs.map((p) => formatAbiType(p.type)).join(',')})`).toBe(signature);
    for (const p of entry!.inputs) expect('indexed' in p).toBe(false);
  });

  it('the best-known selectors are the published ones', () => {
    const published: Record<string, string> = {
      '0xa9059cbb': 'transfer(address,uint256)',
      '0x095ea7b3': 'approve(address,uint256)',
      '0x23b872dd': 'transferFrom(address,address,uint256)',
      '0x70a08231': 'balanceOf(address)',
      '0xdd62ed3e': 'allowance(address,address)',
      '0x18160ddd': 'totalSupply()',
      '0x42842e0e': 'safeTransferFrom(address,address,uint256)',
      '0x01ffc9a7': 'supportsInterface(bytes4)',
      '0xd0e30db0': 'deposit()',
      '0x2e1a7d4d': 'withdraw(uint256)',
    };
    for (const [selector, signature] of Object.entries(published)) {
      expect(COMMON_FUNCTIONS.get(selector as `0x${string}`)?.map((e) => e.signature)).toEqual([signature]);
    }
  });

  it('the multicall tuples keep their component names', () => {
    const [aggregate3] = COMMON_FUNCTIONS.get(
      keccakHex('aggregate3((address,bool,bytes)[])').slice(0, 10) as `0x${string}`,
    )!;
    const calls = aggregate3!.inputs[0]!.type;
    expect(
      calls.kind === 'array' && calls.element.kind === 'tuple' && calls.element.components.map((c) => c.name),
    ).toEqual(['target', 'allowFailure', 'callData']);
  });
});

describe('the calls Hexray makes itself', () => {
  it('are the selectors of their canonical text', () => {
    expect(
      Object.entries(CALL_SELECTORS).map(([name, selector]) => [selector, keccakHex(`${name}()`).slice(0, 10)]),
    ).toEqual(Object.values(CALL_SELECTORS).map((selector) => [selector, selector]));
    // and the values everyone knows them by
    expect(CALL_SELECTORS).toEqual({
      name: '0x06fdde03',
      symbol: '0x95d89b41',
      decimals: '0x313ce567',
      totalSupply: '0x18160ddd',
      implementation: '0x5c60da1b',
    });
  });
});

describe('built-in custom errors', () => {
  it('are exactly the table, each with its source and parameter names', () => {
    expect([...COMMON_ERRORS.values()].flat().map(describeEntry)).toEqual(ERRORS);
  });

  it.each(ERRORS)('%s %s is filed under keccak-256 of its canonical text', (_source, signature) => {
    const selector = keccakHex(signature).slice(0, 10);
    expect(COMMON_ERRORS.get(selector as `0x${string}`)?.map((e) => [e.selector, e.signature])).toEqual([
      [selector, signature],
    ]);
  });
});

describe('built-in event signatures', () => {
  const all = [...COMMON_EVENTS.values()].flat();

  it('are exactly the table, each with its source and indexed parameters', () => {
    // Grouped by topic0 in order of first appearance: ERC-721's Transfer and Approval sit beside ERC-20's.
    const grouped = [...new Set(EVENTS.map((row) => row[1]))].flatMap((sig) => EVENTS.filter((row) => row[1] === sig));
    expect(all.map(describeEntry)).toEqual(grouped);
    for (const e of all) expect(e.anonymous).toBe(false);
  });

  it.each(EVENTS)('%s %s (%s) is filed under keccak-256 of its canonical text', (source, signature, paramNames) => {
    const topic0 = keccakHex(signature);
    const entry = COMMON_EVENTS.get(topic0 as `0x${string}`)?.find((e) => names(e) === paramNames);
    expect(entry).toBeDefined();
    expect(entry!.topic0).toBe(topic0);
    expect(entry!.signature).toBe(signature);
    expect(entry!.source).toBe(source);
  });

  it('the best-known topics are the published ones', () => {
    const published: Record<string, string> = {
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef': 'Transfer(address,address,uint256)',
      '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925': 'Approval(address,address,uint256)',
      '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31': 'ApprovalForAll(address,address,bool)',
      '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62':
        'TransferSingle(address,address,address,uint256,uint256)',
      '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb':
        'TransferBatch(address,address,address,uint256[],uint256[])',
      '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c': 'Deposit(address,uint256)',
      '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65': 'Withdrawal(address,uint256)',
      '0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0': 'OwnershipTransferred(address,address)',
      '0xbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b': 'Upgraded(address)',
      '0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822':
        'Swap(address,uint256,uint256,uint256,uint256,address)',
      '0x1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1': 'Sync(uint112,uint112)',
    };
    for (const [topic0, signature] of Object.entries(published)) {
      const entries = COMMON_EVENTS.get(topic0 as `0x${string}`) ?? [];
      expect(entries.length).toBeGreaterThan(0);
      for (const e of entries) expect(e.signature).toBe(signature);
    }
  });

  it('ERC-20 and ERC-721 Transfer share topic0 and differ in whether the amount or token id is indexed', () => {
    const transfers = COMMON_EVENTS.get('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef')!;
    expect(transfers.map((e) => [e.source, names(e)])).toEqual([
      ['ERC-20', 'from* to* value'],
      ['ERC-721', 'from* to* tokenId*'],
    ]);
  });
});
