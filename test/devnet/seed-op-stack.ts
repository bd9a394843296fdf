/**
 * Seeds the opBNB flavour (anvil `--network optimism`, chain 204): two deposit transactions (type
 * 0x7e, made on L1 in real life; anvil takes them through eth_sendTransaction when the request
 * carries `sourceHash`, `mint` and `isSystemTx`) and two signed BNB transfers, an EIP-1559 one and an EIP-155
 * legacy one. Every field is fixed (source hashes, gas, fees), so the hashes are the same on every
 * run; with interval mining the block numbers are not, so everything is read back from the node.
 *
 * anvil 1.7.1 sends no L1-fee fields (`l1Fee`, `l1GasUsed`, `l1GasPrice`, scalars) on any receipt,
 * so this devnet shows no L1 data fee; real opBNB receipts do (test/fixtures/recorded/).
 */
import { keccak256, parseEther, parseGwei, toHex, type Hash, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { devAccounts } from './accounts.ts';
import type { SeededTransaction } from './manifest.ts';
import { minedSeed, nodeRpc, type NodeRpc } from './node-rpc.ts';

export const OPBNB_CHAIN_ID = 204;

export interface OpBnbRoles {
  /** a bridge deposit: 2 BNB minted from L1 for dev account 1 and sent on to account 2 */
  deposit: SeededTransaction;
  /** a deposit that only mints: 0.5 BNB for dev account 3, nothing sent */
  mintOnlyDeposit: SeededTransaction;
  /** an EIP-1559 transfer of 0.75 BNB carrying the text "hexray!" (chain id 204) */
  transfer: SeededTransaction;
  /** an EIP-155 legacy transfer of 0.1 BNB (v = 204 × 2 + 35 or 36) */
  legacy: SeededTransaction;
}

export interface OpBnbSeed {
  chainId: number;
  headAtSeed: number;
  roles: OpBnbRoles;
  accounts: Hex[];
  /**
   * The Trace page's OP-stack case: the deposit (`roles.deposit`), traced like any call. There is
   * no L1-fee case: anvil 1.7.1 charges no L1 data fee (no L1FeeVault credit in a prestate diff,
   * no L1-fee fields on a receipt), so only the recorded answers (test/fixtures/recorded/) have one.
   */
  trace: { deposit: SeededTransaction };
}

const [, a1, a2, a3, a4, a5, a6] = devAccounts as PrivateKeyAccount[] as [
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
];

/** A real source hash commits to an L1 block and log index; ours name what they stand for. */
const sourceHash = (name: string) => keccak256(toHex(`hexray opBNB devnet deposit: ${name}`));

// Fixed fees well above anvil's starting base fee (1 gwei, falling while blocks are empty).
const MAX_FEE = parseGwei('3');
const TIP = parseGwei('1');

async function sendDeposit(
  rpc: NodeRpc,
  deposit: { from: PrivateKeyAccount; to: PrivateKeyAccount; mint: bigint; value: bigint; name: string },
): Promise<Hash> {
  return (await rpc('eth_sendTransaction', [
    {
      from: deposit.from.address,
      to: deposit.to.address,
      value: toHex(deposit.value),
      gas: toHex(100_000),
      sourceHash: sourceHash(deposit.name),
      mint: toHex(deposit.mint),
      // anvil takes the request for a deposit only when all three deposit fields are there.
      isSystemTx: false,
    },
  ])) as Hash;
}

async function nonceOf(rpc: NodeRpc, account: PrivateKeyAccount): Promise<number> {
  return Number(await rpc('eth_getTransactionCount', [account.address, 'latest']));
}

export async function seedOpStack(nodeUrl: string): Promise<OpBnbSeed> {
  const rpc = nodeRpc(nodeUrl);
  const chainId = Number(await rpc('eth_chainId', []));
  if (chainId !== OPBNB_CHAIN_ID)
    throw new Error(`opBNB devnet: the node runs chain ${chainId}, not ${OPBNB_CHAIN_ID}`);

  // One at a time: each waits for its block, so the order (and each sender's nonce) is fixed.
  const deposit = await minedSeed(
    rpc,
    await sendDeposit(rpc, { from: a1, to: a2, mint: parseEther('2'), value: parseEther('2'), name: 'bridge' }),
    'Deposit (0x7e): 2 BNB minted from L1 and sent on to another account',
  );
  const mintOnlyDeposit = await minedSeed(
    rpc,
    await sendDeposit(rpc, { from: a3, to: a3, mint: parseEther('0.5'), value: 0n, name: 'mint only' }),
    'Deposit (0x7e): 0.5 BNB minted from L1, nothing sent',
  );
  const transferRaw = await a4.signTransaction({
    chainId,
    type: 'eip1559',
    nonce: await nonceOf(rpc, a4),
    to: a5.address,
    value: parseEther('0.75'),
    data: toHex('hexray!'),
    gas: 30_000n,
    maxFeePerGas: MAX_FEE,
    maxPriorityFeePerGas: TIP,
  });
  const transfer = await minedSeed(
    rpc,
    (await rpc('eth_sendRawTransaction', [transferRaw])) as Hash,
    'EIP-1559 transfer of 0.75 BNB carrying the text "hexray!"',
  );
  const legacyRaw = await a5.signTransaction({
    chainId,
    type: 'legacy',
    nonce: await nonceOf(rpc, a5),
    to: a6.address,
    value: parseEther('0.1'),
    gas: 21_000n,
    gasPrice: MAX_FEE,
  });
  const legacy = await minedSeed(
    rpc,
    (await rpc('eth_sendRawTransaction', [legacyRaw])) as Hash,
    'Legacy (EIP-155, chain 204) transfer of 0.1 BNB',
  );

  return {
    chainId,
    headAtSeed: Number(await rpc('eth_blockNumber', [])),
    roles: { deposit, mintOnlyDeposit, transfer, legacy },
    trace: { deposit },
    accounts: devAccounts.map((a) => a.address.toLowerCase() as Hex),
  };
}
