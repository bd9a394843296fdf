/**
 * Seeds what the block, address, token and failed-transaction pages need beyond the transaction
 * kinds (manifest `failedCalls`, `proxies`, `tokenContracts`, `eoa`), in two blocks after the
 * main seeding so no earlier role moves:
 *
 * - block 1, all from account 0 in nonce order (so each call finds the contract an earlier
 *   transaction of the block deployed; addresses are known from the nonces): Vault, Box behind
 *   an ERC-1967 proxy, a beacon proxy and an EIP-1167 clone (each then called once), three
 *   tokens that answer name/symbol differently (each then transferred once), and the funding of
 *   a fresh account;
 * - block 2: that account's first transaction, and three calls to Vault that fail, each with a
 *   different kind of revert data. Vault is deployed in the block before, so replaying a failure
 *   at its block − 1 (what an explorer does with eth_call) returns exactly the recorded data.
 *
 * Every fact recorded is read back from the node and checked against what was meant to be seeded.
 * Mining is left off, as the main seeding wants it for its pending transaction.
 */
import {
  concat,
  decodeAbiParameters,
  encodeDeployData,
  encodeErrorResult,
  encodeFunctionData,
  getContractAddress,
  hexToString,
  keccak256,
  parseEther,
  toFunctionSelector,
  toHex,
  type Abi,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { devAccounts } from './accounts.ts';
import { loadArtifacts, type ContractName } from './artifacts.ts';
import { devnetClient, readBack, type DevnetClient } from './devnet-client.ts';
import type { SeededTransaction } from './manifest.ts';

/** What a decoder should make of a failed call's revert data. */
export type RevertReason =
  | { kind: 'error'; signature: 'Error(string)'; selector: Hex; message: string }
  | { kind: 'panic'; signature: 'Panic(uint256)'; selector: Hex; code: number; meaning: string }
  | {
      kind: 'custom';
      signature: string;
      selector: Hex;
      name: string;
      /** decimal values for integers */
      args: Array<{ name: string; type: string; value: string }>;
    };

export interface FailedCall extends SeededTransaction {
  from: Address;
  to: Address;
  input: Hex;
  /** the gas limit it was sent with (hex quantity) */
  gas: Hex;
  /** the revert data eth_call returns (as `error.data`) when the call is replayed at blockNumber − 1 */
  revertData: Hex;
  reason: RevertReason;
}

export interface FailedCallsSeed {
  /** Vault (contracts/Vault.sol) */
  contract: Address;
  /** Vault's ABI: its functions and the custom error InsufficientBalance(uint256,uint256) */
  abi: Abi;
  /** deposit() with no value: Error("Vault: a deposit needs some ether") */
  errorString: FailedCall;
  /** raise(10) with level at 250: Panic(0x11), checked uint8 arithmetic overflowed */
  panic: FailedCall;
  /** withdraw(2.5 ETH) holding 1 ETH: InsufficientBalance(1e18, 2.5e18) */
  customError: FailedCall;
}

export interface ProxiesSeed {
  /** Box (contracts/Box.sol), the implementation behind all three */
  implementation: { address: Address; abi: Abi };
  erc1967: {
    address: Address;
    /** the ERC-1967 implementation slot, holding `implementation.address` */
    slot: Hash;
    /** store(42) through the proxy: Box's `value` (slot 0) of the proxy is 42 */
    store: SeededTransaction & { value: number };
  };
  beacon: {
    address: Address;
    /** the ERC-1967 beacon slot, holding `beaconAddress` */
    slot: Hash;
    /** UpgradeableBeacon, whose implementation() is `implementation.address` */
    beaconAddress: Address;
    store: SeededTransaction & { value: number };
  };
  /** an EIP-1167 minimal proxy of Box */
  clone: { address: Address; code: Hex; store: SeededTransaction & { value: number } };
}

export interface TokenContractRole {
  address: Address;
  contract: ContractName;
  /** what name() answers, decoded; null when it reverts */
  name: string | null;
  /** what symbol() answers, decoded; null when it reverts */
  symbol: string | null;
  /** how symbol() answers: an ABI string, a bytes32 word right-padded with zeros, or a revert */
  symbolEncoding: 'string' | 'bytes32' | 'reverts';
  decimals: number;
  /** a transaction whose receipt carries one Transfer event of this token */
  transfer: SeededTransaction & { from: Address; to: Address; amount: string };
}

export interface TokenContractsSeed {
  /** DemoToken (HXR), the token of `roles.tokens`, reused */
  standard: TokenContractRole;
  /** name() and symbol() return bytes32 (old MKR/SAI style) */
  bytes32: TokenContractRole;
  /** symbol() reverts */
  revertingSymbol: TokenContractRole;
  /** symbol() is 300 characters with a right-to-left override (U+202E) and a newline */
  hostileSymbol: TokenContractRole;
}

export interface EoaSeed {
  /** an account with no code, funded and with one transaction sent */
  address: Address;
  /** its balance at headAtSeed, wei as a hex quantity */
  balance: Hex;
  nonce: number;
  funding: SeededTransaction;
  sent: SeededTransaction;
}

export interface PagesSeed {
  failedCalls: FailedCallsSeed;
  proxies: ProxiesSeed;
  tokenContracts: TokenContractsSeed;
  eoa: EoaSeed;
}

export const IMPLEMENTATION_SLOT: Hash = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
export const BEACON_SLOT: Hash = '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50';

/** 300 characters: a right-to-left override that makes "HXR" read as a file name, a newline, padding. */
export const HOSTILE_SYMBOL = `HXR\u202Eexe.txt\nUSDC ${'W'.repeat(300 - 17)}`;

/** What each token answers, and how much of it the seeded transfer moves. */
const TOKENS = {
  bytes32: {
    contract: 'Bytes32Token',
    name: 'Bytes32 Token',
    symbol: 'B32',
    encoding: 'bytes32',
    decimals: 18,
    amount: 12n * 10n ** 18n,
  },
  revertingSymbol: {
    contract: 'NoSymbolToken',
    name: 'No Symbol Token',
    symbol: null,
    encoding: 'reverts',
    decimals: 6,
    amount: 3_500_000n,
  },
  hostileSymbol: {
    contract: 'TextToken',
    name: 'Hostile Text Token',
    symbol: HOSTILE_SYMBOL,
    encoding: 'string',
    decimals: 2,
    amount: 1234n,
  },
} as const satisfies Record<
  string,
  {
    contract: ContractName;
    name: string;
    symbol: string | null;
    encoding: TokenContractRole['symbolEncoding'];
    decimals: number;
    amount: bigint;
  }
>;

/** The deterministic key of the seeded plain account (a local devnet key, never funded anywhere real). */
const EOA_KEY = keccak256(toHex('hexray devnet: a plain account'));

const DEPLOY_GAS = 3_000_000n;
const CALL_GAS = 200_000n;
const TOKEN_SUPPLY = 1_000_000n * 10n ** 18n;
const BOX_VALUES = { erc1967: 42, beacon: 7, clone: 9 } as const;

const lower = <T extends string>(value: T) => value.toLowerCase() as T;

/** The EIP-1167 runtime code delegating to `implementation`, and the creation code returning it. */
export function minimalProxy(implementation: Address): { runtime: Hex; init: Hex } {
  const runtime = lower(concat(['0x363d3d373d3d3d363d73', implementation, '0x5af43d82803e903d91602b57fd5bf3']));
  return { runtime, init: concat(['0x3d602d80600a3d3981f3', runtime]) };
}

export async function seedPages(
  nodeUrl: string,
  demoToken: { address: Address; transfer: TokenContractRole['transfer'] },
): Promise<PagesSeed> {
  const client = devnetClient(nodeUrl);
  const art = loadArtifacts();
  const owner = devAccounts[0]!;
  const receiver = devAccounts[1]!;
  const eoa = privateKeyToAccount(EOA_KEY);

  // --- Block 1: everything account 0 deploys and calls, in nonce order ----------------------------
  await client.setAutomine(false);
  let nonce = await client.getTransactionCount({ address: owner.address, blockTag: 'latest' });
  const send = (request: { to?: Address; data: Hex; value?: bigint; gas?: bigint }) =>
    client.sendTransaction({ account: owner, nonce: nonce++, gas: CALL_GAS, ...request });
  const deploy = (name: ContractName, args: unknown[] = [], value?: bigint) => {
    const address = lower(getContractAddress({ from: owner.address, nonce: BigInt(nonce) }));
    const data = encodeDeployData({ abi: art[name].abi, bytecode: art[name].bytecode, args });
    return { address, hash: send({ data, gas: DEPLOY_GAS, ...(value === undefined ? {} : { value }) }) };
  };
  const call = (name: ContractName, to: Address, functionName: string, args: unknown[] = []) =>
    send({ to, data: encodeFunctionData({ abi: art[name].abi, functionName, args }) });

  const vault = deploy('Vault', [], parseEther('1'));
  const box = deploy('Box');
  const erc1967 = deploy('Erc1967Proxy', [box.address]);
  const beacon = deploy('UpgradeableBeacon', [box.address]);
  const beaconProxy = deploy('BeaconProxy', [beacon.address]);
  const cloneCode = minimalProxy(box.address);
  const clone = {
    address: lower(getContractAddress({ from: owner.address, nonce: BigInt(nonce) })),
    hash: send({ data: cloneCode.init }),
  };
  const stores = {
    erc1967: call('Box', erc1967.address, 'store', [BigInt(BOX_VALUES.erc1967)]),
    beacon: call('Box', beaconProxy.address, 'store', [BigInt(BOX_VALUES.beacon)]),
    clone: call('Box', clone.address, 'store', [BigInt(BOX_VALUES.clone)]),
  };
  const roles = Object.keys(TOKENS) as Array<keyof typeof TOKENS>;
  const tokens = Object.fromEntries(
    roles.map((role) => {
      const t = TOKENS[role];
      const args = t.contract === 'TextToken' ? [t.name, t.symbol, t.decimals, TOKEN_SUPPLY] : [TOKEN_SUPPLY];
      return [role, deploy(t.contract, args)];
    }),
  ) as Record<keyof typeof TOKENS, ReturnType<typeof deploy>>;
  const transfers = Object.fromEntries(
    roles.map((role) => [
      role,
      call(TOKENS[role].contract, tokens[role].address, 'transfer', [receiver.address, TOKENS[role].amount]),
    ]),
  ) as Record<keyof typeof TOKENS, Promise<Hash>>;
  const funding = send({ to: eoa.address, data: '0x', value: parseEther('12.345'), gas: 21_000n });
  await mineAll(client, [
    ...[vault, box, erc1967, beacon, beaconProxy, clone, ...Object.values(tokens)].map((d) => d.hash),
    ...Object.values(stores),
    ...Object.values(transfers),
    funding,
  ]);

  // --- Block 2: the plain account's first transaction, and three failures ------------------------
  const sent = client.sendTransaction({
    account: eoa,
    to: devAccounts[9]!.address,
    value: parseEther('1'),
    gas: 21_000n,
  });
  const failures = {
    errorString: call('Vault', vault.address, 'deposit'),
    panic: call('Vault', vault.address, 'raise', [10]),
    customError: call('Vault', vault.address, 'withdraw', [parseEther('2.5')]),
  };
  await mineAll(client, [sent], Object.values(failures));

  // --- Read back and check ------------------------------------------------------------------------
  const expected: Record<keyof typeof failures, { data: Hex; reason: RevertReason }> = {
    errorString: errorStringReason('Vault: a deposit needs some ether'),
    panic: panicReason(0x11, 'arithmetic overflow or underflow'),
    customError: customReason(art.Vault.abi, 'InsufficientBalance', [
      { name: 'available', type: 'uint256', value: parseEther('1') },
      { name: 'required', type: 'uint256', value: parseEther('2.5') },
    ]),
  };
  const failed = async (role: keyof typeof failures): Promise<FailedCall> => {
    const hash = await failures[role];
    const seeded = await readBack(client, hash, `Vault: fails with ${expected[role].reason.signature}`);
    const tx = await client.getTransaction({ hash });
    const revertData = await replayedRevertData(client, tx, seeded.blockNumber! - 1);
    if (revertData !== expected[role].data) {
      throw new Error(`seed-pages: ${role} replays with ${revertData}, expected ${expected[role].data}`);
    }
    const { reason } = expected[role];
    return {
      ...seeded,
      from: lower(tx.from),
      to: lower(tx.to!),
      input: tx.input,
      gas: toHex(tx.gas),
      revertData,
      reason,
    };
  };

  const stored = async (key: keyof typeof BOX_VALUES, address: Address, kind: string) => {
    const word = await client.getStorageAt({ address, slot: '0x0' });
    if (BigInt(word ?? '0x0') !== BigInt(BOX_VALUES[key])) throw new Error(`seed-pages: ${kind} holds ${word}`);
    return {
      ...(await readBack(client, await stores[key], `Box.store(${BOX_VALUES[key]}) through the ${kind}`)),
      value: BOX_VALUES[key],
    };
  };
  await expectWord(client, erc1967.address, IMPLEMENTATION_SLOT, box.address);
  await expectWord(client, beaconProxy.address, BEACON_SLOT, beacon.address);
  const cloneRuntime = await client.getCode({ address: clone.address });
  if (cloneRuntime !== cloneCode.runtime) throw new Error(`seed-pages: the clone's code is ${cloneRuntime}`);

  const token = async (role: keyof typeof TOKENS): Promise<TokenContractRole> => {
    const t = TOKENS[role];
    const address = tokens[role].address;
    await expectTokenAnswers(client, address, t);
    const transfer = await readBack(client, await transfers[role], `${t.contract}: a transfer (one Transfer event)`);
    return {
      address,
      contract: t.contract,
      name: t.name,
      symbol: t.symbol,
      symbolEncoding: t.encoding,
      decimals: t.decimals,
      transfer: { ...transfer, from: lower(owner.address), to: lower(receiver.address), amount: t.amount.toString() },
    };
  };
  const standard = {
    contract: 'DemoToken',
    name: 'Hexray Demo Token',
    symbol: 'HXR',
    encoding: 'string',
    decimals: 18,
  } as const;
  await expectTokenAnswers(client, demoToken.address, standard);

  const eoaCode = await client.getCode({ address: eoa.address });
  if (eoaCode !== undefined && eoaCode !== '0x') throw new Error('seed-pages: the plain account has code');
  return {
    failedCalls: {
      contract: vault.address,
      abi: art.Vault.abi,
      errorString: await failed('errorString'),
      panic: await failed('panic'),
      customError: await failed('customError'),
    },
    proxies: {
      implementation: { address: box.address, abi: art.Box.abi },
      erc1967: {
        address: erc1967.address,
        slot: IMPLEMENTATION_SLOT,
        store: await stored('erc1967', erc1967.address, 'ERC-1967 proxy'),
      },
      beacon: {
        address: beaconProxy.address,
        slot: BEACON_SLOT,
        beaconAddress: beacon.address,
        store: await stored('beacon', beaconProxy.address, 'beacon proxy'),
      },
      clone: {
        address: clone.address,
        code: cloneCode.runtime,
        store: await stored('clone', clone.address, 'EIP-1167 clone'),
      },
    },
    tokenContracts: {
      standard: {
        address: demoToken.address,
        contract: standard.contract,
        name: standard.name,
        symbol: standard.symbol,
        symbolEncoding: standard.encoding,
        decimals: standard.decimals,
        transfer: demoToken.transfer,
      },
      bytes32: await token('bytes32'),
      revertingSymbol: await token('revertingSymbol'),
      hostileSymbol: await token('hostileSymbol'),
    },
    eoa: {
      address: lower(eoa.address),
      balance: toHex(await client.getBalance({ address: eoa.address })),
      nonce: await client.getTransactionCount({ address: eoa.address }),
      funding: await readBack(client, await funding, 'Funds the plain account with 12.345 ETH'),
      sent: await readBack(client, await sent, 'The plain account’s first transaction: 1 ETH to account 9'),
    },
  };
}

/** Mines one block holding the given transactions and checks each ended as it should. */
export async function mineAll(
  client: DevnetClient,
  succeeding: Array<Promise<Hash>>,
  failing: Array<Promise<Hash>> = [],
) {
  const ok = await Promise.all(succeeding);
  const bad = await Promise.all(failing);
  await client.mine({ blocks: 1 });
  const head = await client.getBlockNumber({ cacheTime: 0 });
  for (const [hashes, status] of [
    [ok, 'success'],
    [bad, 'reverted'],
  ] as const) {
    for (const hash of hashes) {
      const receipt = await client.getTransactionReceipt({ hash });
      if (receipt.blockNumber !== head || receipt.status !== status) {
        throw new Error(
          `seed-pages: ${hash} is ${receipt.status} in block ${receipt.blockNumber}, expected ${status} in ${head}`,
        );
      }
    }
  }
}

async function expectWord(client: DevnetClient, address: Address, slot: Hash, holds: Address) {
  const word = await client.getStorageAt({ address, slot });
  if (BigInt(word ?? '0x0') !== BigInt(holds)) throw new Error(`seed-pages: ${address} slot ${slot} holds ${word}`);
}

/** What a replay of the transaction at `block` reverts with: the revert data of eth_call's error. */
export async function replayedRevertData(
  client: DevnetClient,
  tx: { from: Address; to: Address | null; input: Hex; value: bigint; gas: bigint },
  block: number,
): Promise<Hex> {
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  try {
    await request({
      method: 'eth_call',
      params: [{ from: tx.from, to: tx.to, input: tx.input, value: toHex(tx.value), gas: toHex(tx.gas) }, toHex(block)],
    });
  } catch (error) {
    const data = findRevertData(error);
    if (data) return lower(data);
    throw error;
  }
  throw new Error(`seed-pages: replaying ${tx.input.slice(0, 10)} at block ${block} did not revert`);
}

/** viem wraps the node's JSON-RPC error; its `data` is the revert data. */
function findRevertData(error: unknown): Hex | undefined {
  for (let e = error as { data?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.data === 'string' && e.data.startsWith('0x')) return e.data as Hex;
  }
  return undefined;
}

function errorStringReason(message: string): { data: Hex; reason: RevertReason } {
  const data = encodeErrorResult({ abi: solidityError, errorName: 'Error', args: [message] });
  return { data, reason: { kind: 'error', signature: 'Error(string)', selector: data.slice(0, 10) as Hex, message } };
}

function panicReason(code: number, meaning: string): { data: Hex; reason: RevertReason } {
  const data = encodeErrorResult({ abi: solidityError, errorName: 'Panic', args: [BigInt(code)] });
  return {
    data,
    reason: { kind: 'panic', signature: 'Panic(uint256)', selector: data.slice(0, 10) as Hex, code, meaning },
  };
}

export function customReason(
  abi: Abi,
  name: string,
  args: Array<{ name: string; type: string; value: bigint }>,
): { data: Hex; reason: RevertReason } {
  const data = encodeErrorResult({ abi, errorName: name, args: args.map((a) => a.value) });
  const signature = `${name}(${args.map((a) => a.type).join(',')})`;
  return {
    data,
    reason: {
      kind: 'custom',
      signature,
      selector: data.slice(0, 10) as Hex,
      name,
      args: args.map((a) => ({ name: a.name, type: a.type, value: a.value.toString() })),
    },
  };
}

/** Checks a token answers name(), symbol() and decimals() as its role says, on the node itself. */
async function expectTokenAnswers(
  client: DevnetClient,
  address: Address,
  expected: { name: string; symbol: string | null; encoding: TokenContractRole['symbolEncoding']; decimals: number },
) {
  const read = async (signature: string): Promise<Hex | null> => {
    try {
      const { data } = await client.call({ to: address, data: toFunctionSelector(signature) });
      return data ?? '0x';
    } catch {
      return null; // reverted
    }
  };
  const text = (answer: Hex | null, encoding: TokenContractRole['symbolEncoding']) => {
    if (answer === null) return null;
    if (encoding === 'bytes32') return hexToString(answer, { size: 32 }).replace(/\0+$/, '');
    return decodeAbiParameters([{ type: 'string' }], answer)[0];
  };
  const name = text(await read('name()'), expected.encoding === 'bytes32' ? 'bytes32' : 'string');
  const symbol = text(await read('symbol()'), expected.encoding);
  const decimals = Number(BigInt((await read('decimals()')) ?? '0x'));
  if (name !== expected.name || symbol !== expected.symbol || decimals !== expected.decimals) {
    throw new Error(`seed-pages: ${address} answers ${JSON.stringify({ name, symbol, decimals })}`);
  }
}

const solidityError = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
  { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
] as const satisfies Abi;
