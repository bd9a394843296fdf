/**
 * Built-in signatures of the functions and events an explorer meets most, hashed at load.
 * Parameter names follow the standards' reference interfaces; where ERC-20 and ERC-721 share a
 * function signature (approve, transferFrom) the selector is the same, so one entry stands for both.
 */

import {
  eventTable,
  functionTable,
  parseEventSignature,
  parseFunctionSignature,
  type EventTable,
  type FunctionTable,
} from './signature.ts';

const FUNCTIONS: Array<[source: string, signatures: string[]]> = [
  [
    'ERC-20',
    [
      'transfer(address to, uint256 value)',
      'approve(address spender, uint256 value)',
      'transferFrom(address from, address to, uint256 value)',
      'balanceOf(address owner)',
      'allowance(address owner, address spender)',
      'totalSupply()',
      'name()',
      'symbol()',
      'decimals()',
      'increaseAllowance(address spender, uint256 addedValue)',
      'decreaseAllowance(address spender, uint256 subtractedValue)',
      'permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
    ],
  ],
  [
    'ERC-721',
    [
      'safeTransferFrom(address from, address to, uint256 tokenId)',
      'safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
      'setApprovalForAll(address operator, bool approved)',
      'isApprovedForAll(address owner, address operator)',
      'ownerOf(uint256 tokenId)',
      'getApproved(uint256 tokenId)',
      'tokenURI(uint256 tokenId)',
    ],
  ],
  [
    'ERC-1155',
    [
      'safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
      'safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
      'balanceOf(address account, uint256 id)',
      'balanceOfBatch(address[] accounts, uint256[] ids)',
      'uri(uint256 id)',
    ],
  ],
  ['ERC-165', ['supportsInterface(bytes4 interfaceId)']],
  ['WETH', ['deposit()', 'withdraw(uint256 wad)']],
  ['Ownable', ['owner()', 'transferOwnership(address newOwner)', 'renounceOwnership()']],
  [
    'ERC-1967 proxy',
    ['upgradeTo(address newImplementation)', 'upgradeToAndCall(address newImplementation, bytes data)'],
  ],
  [
    'Multicall',
    [
      'multicall(bytes[] data)',
      'multicall(uint256 deadline, bytes[] data)',
      'aggregate((address target, bytes callData)[] calls)',
      'tryAggregate(bool requireSuccess, (address target, bytes callData)[] calls)',
      'aggregate3((address target, bool allowFailure, bytes callData)[] calls)',
    ],
  ],
  [
    'Uniswap V2 router',
    [
      'swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      'swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
      'swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      'swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
    ],
  ],
];

const EVENTS: Array<[source: string, signatures: string[]]> = [
  [
    'ERC-20',
    [
      'Transfer(address indexed from, address indexed to, uint256 value)',
      'Approval(address indexed owner, address indexed spender, uint256 value)',
    ],
  ],
  [
    'ERC-721',
    [
      'Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
      'Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
      'ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
    ],
  ],
  [
    'ERC-1155',
    [
      'TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
      'TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
      'URI(string value, uint256 indexed id)',
    ],
  ],
  ['WETH', ['Deposit(address indexed dst, uint256 wad)', 'Withdrawal(address indexed src, uint256 wad)']],
  ['Ownable', ['OwnershipTransferred(address indexed previousOwner, address indexed newOwner)']],
  [
    'ERC-1967 proxy',
    [
      'Upgraded(address indexed implementation)',
      'AdminChanged(address previousAdmin, address newAdmin)',
      'BeaconUpgraded(address indexed beacon)',
    ],
  ],
  ['Initializable', ['Initialized(uint8 version)', 'Initialized(uint64 version)']],
  ['Pausable', ['Paused(address account)', 'Unpaused(address account)']],
  [
    'Uniswap V2 pair',
    [
      'Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
      'Sync(uint112 reserve0, uint112 reserve1)',
      'Mint(address indexed sender, uint256 amount0, uint256 amount1)',
      'Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
    ],
  ],
];

export const COMMON_FUNCTIONS: FunctionTable = functionTable(
  FUNCTIONS.flatMap(([source, list]) => list.map((s) => parseFunctionSignature(s, source))),
);

export const COMMON_EVENTS: EventTable = eventTable(
  EVENTS.flatMap(([source, list]) => list.map((s) => parseEventSignature(s, source))),
);
