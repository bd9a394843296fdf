import { toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatAbiType } from '../../../src/domain/abi/abi-type.ts';
import type { Hex } from '../../../src/domain/hex.ts';
import { codeHasSelector, pushedSelectors } from '../../../src/domain/read/code-selectors.ts';
import { answersTokenAmount, recogniseStandards } from '../../../src/domain/read/standard-reads.ts';

/** Code that checks for each selector, as solc's dispatcher does: PUSH4 <selector> EQ. */
const dispatcher = (signatures: readonly string[]): Hex =>
  `0x${signatures.map((s) => `63${toFunctionSelector(s).slice(2)}14`).join('')}`;

/** Each standard's reads as their reference interfaces declare them, outputs after the arrow (viem hashes the selectors). */
const STANDARDS: Record<string, string[]> = {
  'ERC-721': [
    'name() → string',
    'symbol() → string',
    'balanceOf(address) → uint256',
    'ownerOf(uint256) → address',
    'getApproved(uint256) → address',
    'isApprovedForAll(address,address) → bool',
    'tokenURI(uint256) → string',
    'totalSupply() → uint256',
  ],
  'ERC-1155': [
    'balanceOf(address,uint256) → uint256',
    'balanceOfBatch(address[],uint256[]) → uint256[]',
    'isApprovedForAll(address,address) → bool',
    'uri(uint256) → string',
  ],
  'ERC-4626': [
    'asset() → address',
    'totalAssets() → uint256',
    'convertToShares(uint256) → uint256',
    'convertToAssets(uint256) → uint256',
    'maxDeposit(address) → uint256',
    'previewDeposit(uint256) → uint256',
    'maxMint(address) → uint256',
    'previewMint(uint256) → uint256',
    'maxWithdraw(address) → uint256',
    'previewWithdraw(uint256) → uint256',
    'maxRedeem(address) → uint256',
    'previewRedeem(uint256) → uint256',
  ],
  Ownable: ['owner() → address', 'pendingOwner() → address'],
  AccessControl: [
    'DEFAULT_ADMIN_ROLE() → bytes32',
    'hasRole(bytes32,address) → bool',
    'getRoleAdmin(bytes32) → bytes32',
  ],
  'ERC-165': ['supportsInterface(bytes4) → bool'],
};
const WRITES: Record<string, string[]> = {
  'ERC-721': ['setApprovalForAll(address,bool)'],
  'ERC-1155': [],
  'ERC-4626': [],
  Ownable: ['transferOwnership(address)'],
  AccessControl: ['grantRole(bytes32,address)'],
  'ERC-165': [],
};

describe('the standards recognised in code', () => {
  it.each(Object.keys(STANDARDS))(
    '%s: recognised, each read offered with its outputs, each once, as a view',
    (name) => {
      const reads = STANDARDS[name]!.map((line) => line.split(' → ')[0]!);
      const { standards, reads: offered } = recogniseStandards(
        pushedSelectors(dispatcher([...reads, ...WRITES[name]!])),
      );
      expect(standards).toEqual([name]);
      expect(
        offered.map((fn) => `${fn.signature} → ${fn.outputs!.map((o) => formatAbiType(o.type)).join(',')}`),
      ).toEqual(STANDARDS[name]);
      expect(offered.every((fn) => fn.mutability === 'view' && fn.trust === 'built-in' && fn.source === name)).toBe(
        true,
      );
      expect(offered.map((fn) => fn.selector)).toEqual(reads.map((s) => toFunctionSelector(s)));
    },
  );

  it('needs every identifying function: ERC-20 without allowance is not ERC-20', () => {
    const code = dispatcher(['totalSupply()', 'balanceOf(address)', 'transfer(address,uint256)']);
    expect(recogniseStandards(pushedSelectors(code)).standards).toEqual([]);
  });

  it('offers a read only where the code checks for it', () => {
    const code = dispatcher(['owner()', 'transferOwnership(address)']);
    expect(recogniseStandards(pushedSelectors(code)).reads.map((fn) => fn.signature)).toEqual(['owner()']);
  });

  it("shows in the token's units only a recognised ERC-20's supply, balances and allowances", () => {
    const erc20 = ['ERC-20'];
    for (const signature of ['totalSupply()', 'balanceOf(address)', 'allowance(address,address)'])
      expect(answersTokenAmount(erc20, toFunctionSelector(signature)), signature).toBe(true);
    expect(answersTokenAmount(erc20, toFunctionSelector('decimals()'))).toBe(false);
    expect(answersTokenAmount(['ERC-721'], toFunctionSelector('balanceOf(address)'))).toBe(false);
  });
});

describe("the code's pushed values", () => {
  it('counts PUSH1 to PUSH4 only: a PUSH5 of a selector with a zero byte first is no check for it', () => {
    expect(codeHasSelector(pushedSelectors('0x6012'), '0x00000012')).toBe(true);
    expect(codeHasSelector(pushedSelectors('0x640070a08231'), '0x70a08231')).toBe(false);
    // a PUSH4 cut short by the end of the code pushes nothing whole
    expect(codeHasSelector(pushedSelectors('0x6370a082'), '0x0070a082')).toBe(false);
    expect(codeHasSelector(pushedSelectors('0x5f6012'), '0x00000012')).toBe(true);
  });
});
