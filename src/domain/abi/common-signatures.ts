/**
 * Built-in signatures of the functions and events an explorer meets most, each with its selector
 * or topic0 written beside it rather than hashed at load: ~60 keccaks of cold, not yet optimised
 * JavaScript cost ~15 ms of a transaction page's first render on a cold link. The tests check
 * every one against keccak-256 of the canonical text (test/domain/abi/common-signatures.test.ts).
 * Parameter names follow the standards' reference interfaces; where ERC-20 and ERC-721 share a
 * function signature (approve, transferFrom) the selector is the same, so one entry stands for both.
 */

import type { Hash, Hex } from '../hex.ts';
import {
  builtInEvent,
  builtInFunction,
  eventTable,
  functionTable,
  type ErrorTable,
  type EventTable,
  type FunctionTable,
} from './signature.ts';

/**
 * The calls Hexray makes itself, each a bare selector (none takes an argument): ERC-20's optional
 * metadata (token-metadata.ts), a token's total supply (token-overview.ts) and an ERC-1967 beacon's
 * `implementation()` (proxy.ts).
 */
export const CALL_SELECTORS = {
  name: '0x06fdde03',
  symbol: '0x95d89b41',
  decimals: '0x313ce567',
  totalSupply: '0x18160ddd',
  implementation: '0x5c60da1b',
} as const satisfies Record<string, Hex>;

const FUNCTIONS: Array<[source: string, signatures: Array<[text: string, selector: Hex]>]> = [
  [
    'ERC-20',
    [
      ['transfer(address to, uint256 value)', '0xa9059cbb'],
      ['approve(address spender, uint256 value)', '0x095ea7b3'],
      ['transferFrom(address from, address to, uint256 value)', '0x23b872dd'],
      ['balanceOf(address owner)', '0x70a08231'],
      ['allowance(address owner, address spender)', '0xdd62ed3e'],
      ['totalSupply()', CALL_SELECTORS.totalSupply],
      ['name()', CALL_SELECTORS.name],
      ['symbol()', CALL_SELECTORS.symbol],
      ['decimals()', CALL_SELECTORS.decimals],
      ['increaseAllowance(address spender, uint256 addedValue)', '0x39509351'],
      ['decreaseAllowance(address spender, uint256 subtractedValue)', '0xa457c2d7'],
      [
        'permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
        '0xd505accf',
      ],
    ],
  ],
  [
    'ERC-721',
    [
      ['safeTransferFrom(address from, address to, uint256 tokenId)', '0x42842e0e'],
      ['safeTransferFrom(address from, address to, uint256 tokenId, bytes data)', '0xb88d4fde'],
      ['setApprovalForAll(address operator, bool approved)', '0xa22cb465'],
      ['isApprovedForAll(address owner, address operator)', '0xe985e9c5'],
      ['ownerOf(uint256 tokenId)', '0x6352211e'],
      ['getApproved(uint256 tokenId)', '0x081812fc'],
      ['tokenURI(uint256 tokenId)', '0xc87b56dd'],
    ],
  ],
  [
    'ERC-1155',
    [
      ['safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)', '0xf242432a'],
      ['safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)', '0x2eb2c2d6'],
      ['balanceOf(address account, uint256 id)', '0x00fdd58e'],
      ['balanceOfBatch(address[] accounts, uint256[] ids)', '0x4e1273f4'],
      ['uri(uint256 id)', '0x0e89341c'],
    ],
  ],
  ['ERC-165', [['supportsInterface(bytes4 interfaceId)', '0x01ffc9a7']]],
  [
    'WETH',
    [
      ['deposit()', '0xd0e30db0'],
      ['withdraw(uint256 wad)', '0x2e1a7d4d'],
    ],
  ],
  [
    'Ownable',
    [
      ['owner()', '0x8da5cb5b'],
      ['transferOwnership(address newOwner)', '0xf2fde38b'],
      ['renounceOwnership()', '0x715018a6'],
    ],
  ],
  [
    'ERC-1967 proxy',
    [
      ['upgradeTo(address newImplementation)', '0x3659cfe6'],
      ['upgradeToAndCall(address newImplementation, bytes data)', '0x4f1ef286'],
    ],
  ],
  ['ERC-1967 beacon', [['implementation()', CALL_SELECTORS.implementation]]],
  [
    'Multicall',
    [
      ['multicall(bytes[] data)', '0xac9650d8'],
      ['multicall(uint256 deadline, bytes[] data)', '0x5ae401dc'],
      ['aggregate((address target, bytes callData)[] calls)', '0x252dba42'],
      ['tryAggregate(bool requireSuccess, (address target, bytes callData)[] calls)', '0xbce38bd7'],
      ['aggregate3((address target, bool allowFailure, bytes callData)[] calls)', '0x82ad56cb'],
    ],
  ],
  [
    'Uniswap V2 router',
    [
      [
        'swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
        '0x38ed1739',
      ],
      [
        'swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
        '0x8803dbee',
      ],
      ['swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)', '0x7ff36ab5'],
      [
        'swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
        '0x18cbafe5',
      ],
    ],
  ],
];

const EVENTS: Array<[source: string, signatures: Array<[text: string, topic0: Hash]>]> = [
  [
    'ERC-20',
    [
      [
        'Transfer(address indexed from, address indexed to, uint256 value)',
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      ],
      [
        'Approval(address indexed owner, address indexed spender, uint256 value)',
        '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
      ],
    ],
  ],
  [
    'ERC-721',
    [
      [
        'Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      ],
      [
        'Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
        '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
      ],
      [
        'ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
        '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31',
      ],
    ],
  ],
  [
    'ERC-1155',
    [
      [
        'TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
        '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62',
      ],
      [
        'TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
        '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb',
      ],
      ['URI(string value, uint256 indexed id)', '0x6bb7ff708619ba0610cba295a58592e0451dee2622938c8755667688daf3529b'],
    ],
  ],
  [
    'WETH',
    [
      [
        'Deposit(address indexed dst, uint256 wad)',
        '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c',
      ],
      [
        'Withdrawal(address indexed src, uint256 wad)',
        '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65',
      ],
    ],
  ],
  [
    'Ownable',
    [
      [
        'OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
        '0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0',
      ],
    ],
  ],
  [
    'ERC-1967 proxy',
    [
      [
        'Upgraded(address indexed implementation)',
        '0xbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b',
      ],
      [
        'AdminChanged(address previousAdmin, address newAdmin)',
        '0x7e644d79422f17c01e4894b5f4f588d331ebfa28653d42ae832dc59e38c9798f',
      ],
      ['BeaconUpgraded(address indexed beacon)', '0x1cf3b03a6cf19fa2baba4df148e9dcabedea7f8a5c07840e207e5c089be95d3e'],
    ],
  ],
  [
    'Initializable',
    [
      ['Initialized(uint8 version)', '0x7f26b83ff96e1f2b6a682f133852f6798a09c465da95921460cefb3847402498'],
      ['Initialized(uint64 version)', '0xc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d2'],
    ],
  ],
  [
    'Pausable',
    [
      ['Paused(address account)', '0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258'],
      ['Unpaused(address account)', '0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa'],
    ],
  ],
  [
    'Uniswap V2 pair',
    [
      [
        'Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
        '0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822',
      ],
      [
        'Sync(uint112 reserve0, uint112 reserve1)',
        '0x1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1',
      ],
      [
        'Mint(address indexed sender, uint256 amount0, uint256 amount1)',
        '0x4c209b5fc8ad50758f13e2e1088ba56a560dff690a1c6fef26394f4c03821c4f',
      ],
      [
        'Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
        '0xdccd412f0b1252819cb1fd330b93224ca42612892bb3f4f789976e6d81936496',
      ],
    ],
  ],
];

/** Custom errors of OpenZeppelin Contracts 5 (ERC-6093 token errors among them), met in revert data. */
const ERRORS: Array<[source: string, signatures: Array<[text: string, selector: Hex]>]> = [
  [
    'ERC-6093 (ERC-20)',
    [
      ['ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)', '0xe450d38c'],
      ['ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)', '0xfb8f41b2'],
      ['ERC20InvalidSender(address sender)', '0x96c6fd1e'],
      ['ERC20InvalidReceiver(address receiver)', '0xec442f05'],
      ['ERC20InvalidApprover(address approver)', '0xe602df05'],
      ['ERC20InvalidSpender(address spender)', '0x94280d62'],
    ],
  ],
  [
    'ERC-6093 (ERC-721)',
    [
      ['ERC721NonexistentToken(uint256 tokenId)', '0x7e273289'],
      ['ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)', '0x64283d7b'],
      ['ERC721InsufficientApproval(address operator, uint256 tokenId)', '0x177e802f'],
    ],
  ],
  [
    'OpenZeppelin',
    [
      ['OwnableUnauthorizedAccount(address account)', '0x118cdaa7'],
      ['OwnableInvalidOwner(address owner)', '0x1e4fbdf7'],
      ['AccessControlUnauthorizedAccount(address account, bytes32 neededRole)', '0xe2517d3f'],
      ['ReentrancyGuardReentrantCall()', '0x3ee5aeb5'],
      ['EnforcedPause()', '0xd93c0665'],
      ['ExpectedPause()', '0x8dfc202b'],
      ['SafeERC20FailedOperation(address token)', '0x5274afe7'],
      ['AddressEmptyCode(address target)', '0x9996b315'],
      ['FailedCall()', '0xd6bda275'],
    ],
  ],
];

export const COMMON_FUNCTIONS: FunctionTable = functionTable(
  FUNCTIONS.flatMap(([source, list]) => list.map(([text, selector]) => builtInFunction(text, selector, source))),
);

/** Merge a pasted ABI's errors first: `functionTable(pasted.errors, [...COMMON_ERRORS.values()].flat())`. */
export const COMMON_ERRORS: ErrorTable = functionTable(
  ERRORS.flatMap(([source, list]) => list.map(([text, selector]) => builtInFunction(text, selector, source))),
);

export const COMMON_EVENTS: EventTable = eventTable(
  EVENTS.flatMap(([source, list]) => list.map(([text, topic0]) => builtInEvent(text, topic0, source))),
);
