/**
 * The read functions of the standards people read most (ERC-20, ERC-721, ERC-1155, ERC-4626,
 * Ownable, AccessControl, ERC-165), for a contract with no ABI at hand: a standard is recognised
 * when the code checks for every selector that identifies it (code-selectors.ts), and each of its
 * read functions is offered when the code checks for that one too. The declarations follow the
 * standards' reference interfaces; their selectors are hashed when this module loads (it loads
 * with the Read tab only).
 */
import { parseParameter, splitTopLevel } from '../abi/abi-type.ts';
import { parseFunctionSignature, type FunctionSignature } from '../abi/signature.ts';
import { codeHasSelector } from './code-selectors.ts';

interface Standard {
  name: string;
  /** functions every implementation has: all must be in the code */
  identify: readonly string[];
  /** `declaration → outputs`, each a view function */
  reads: ReadonlyArray<readonly [declaration: string, outputs: string]>;
}

const STANDARDS: readonly Standard[] = [
  {
    name: 'ERC-20',
    identify: ['totalSupply()', 'balanceOf(address)', 'transfer(address,uint256)', 'allowance(address,address)'],
    reads: [
      ['name()', 'string'],
      ['symbol()', 'string'],
      ['decimals()', 'uint8'],
      ['totalSupply()', 'uint256'],
      ['balanceOf(address owner)', 'uint256'],
      ['allowance(address owner, address spender)', 'uint256'],
    ],
  },
  {
    name: 'ERC-721',
    identify: ['ownerOf(uint256)', 'getApproved(uint256)', 'setApprovalForAll(address,bool)'],
    reads: [
      ['name()', 'string'],
      ['symbol()', 'string'],
      ['balanceOf(address owner)', 'uint256'],
      ['ownerOf(uint256 tokenId)', 'address'],
      ['getApproved(uint256 tokenId)', 'address'],
      ['isApprovedForAll(address owner, address operator)', 'bool'],
      ['tokenURI(uint256 tokenId)', 'string'],
      ['totalSupply()', 'uint256'],
    ],
  },
  {
    name: 'ERC-1155',
    identify: ['balanceOf(address,uint256)', 'balanceOfBatch(address[],uint256[])'],
    reads: [
      ['balanceOf(address account, uint256 id)', 'uint256'],
      ['balanceOfBatch(address[] accounts, uint256[] ids)', 'uint256[]'],
      ['isApprovedForAll(address account, address operator)', 'bool'],
      ['uri(uint256 id)', 'string'],
    ],
  },
  {
    name: 'ERC-4626',
    identify: ['asset()', 'totalAssets()', 'convertToShares(uint256)', 'convertToAssets(uint256)'],
    reads: [
      ['asset()', 'address'],
      ['totalAssets()', 'uint256'],
      ['convertToShares(uint256 assets)', 'uint256'],
      ['convertToAssets(uint256 shares)', 'uint256'],
      ['maxDeposit(address receiver)', 'uint256'],
      ['previewDeposit(uint256 assets)', 'uint256'],
      ['maxMint(address receiver)', 'uint256'],
      ['previewMint(uint256 shares)', 'uint256'],
      ['maxWithdraw(address owner)', 'uint256'],
      ['previewWithdraw(uint256 assets)', 'uint256'],
      ['maxRedeem(address owner)', 'uint256'],
      ['previewRedeem(uint256 shares)', 'uint256'],
    ],
  },
  {
    name: 'Ownable',
    identify: ['owner()', 'transferOwnership(address)'],
    reads: [
      ['owner()', 'address'],
      ['pendingOwner()', 'address'],
    ],
  },
  {
    name: 'AccessControl',
    identify: ['hasRole(bytes32,address)', 'getRoleAdmin(bytes32)', 'grantRole(bytes32,address)'],
    reads: [
      ['DEFAULT_ADMIN_ROLE()', 'bytes32'],
      ['hasRole(bytes32 role, address account)', 'bool'],
      ['getRoleAdmin(bytes32 role)', 'bytes32'],
    ],
  },
  {
    name: 'ERC-165',
    identify: ['supportsInterface(bytes4)'],
    reads: [['supportsInterface(bytes4 interfaceId)', 'bool']],
  },
];

/** A standard's reads and identifying selectors, hashed once. */
const KNOWN = STANDARDS.map((standard) => ({
  name: standard.name,
  identify: standard.identify.map((text) => parseFunctionSignature(text).selector),
  reads: standard.reads.map(([declaration, outputs]): FunctionSignature => {
    const fn = parseFunctionSignature(declaration, standard.name);
    fn.outputs = splitTopLevel(outputs).map((text) => parseParameter(text, false));
    fn.mutability = 'view';
    fn.trust = 'built-in';
    return fn;
  }),
}));

/** ERC-20's reads whose one output is an amount of the token itself: shown in its units. */
const TOKEN_AMOUNT_READS = new Set(
  ['totalSupply()', 'balanceOf(address)', 'allowance(address,address)'].map(
    (text) => parseFunctionSignature(text).selector,
  ),
);

/** Does this read of a recognised ERC-20 answer an amount of the token (its own decimals apply)? */
export function answersTokenAmount(standards: readonly string[], selector: string): boolean {
  return standards.includes('ERC-20') && TOKEN_AMOUNT_READS.has(selector as `0x${string}`);
}

export interface RecognisedStandards {
  /** the standards whose identifying functions the code all checks for, in the list's order */
  standards: string[];
  /** their read functions the code checks for, each once (the first standard to declare it names it) */
  reads: FunctionSignature[];
}

/** What standards a contract's code implements, by the selectors it checks (code-selectors.ts). */
export function recogniseStandards(selectors: ReadonlySet<number>): RecognisedStandards {
  const standards: string[] = [];
  const reads: FunctionSignature[] = [];
  const seen = new Set<string>();
  for (const standard of KNOWN) {
    if (!standard.identify.every((selector) => codeHasSelector(selectors, selector))) continue;
    standards.push(standard.name);
    for (const fn of standard.reads) {
      if (seen.has(fn.selector) || !codeHasSelector(selectors, fn.selector)) continue;
      seen.add(fn.selector);
      reads.push(fn);
    }
  }
  return { standards, reads };
}
