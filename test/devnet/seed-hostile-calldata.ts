/**
 * Seeds one transaction whose input is built to be expensive to decode: a 120 KB
 * `multicall(bytes[])` (a selector in Hexray's built-in table) whose element offsets all point at
 * one large element — the input that once froze the transaction page for 27 s. Sent as a plain
 * call to an account without code: the node accepts any calldata, and the explorer only sees the
 * selector. Runs with automine on (called from seed.ts before mining stops).
 */
import { createWalletClient, defineChain, http, publicActions, type Hash, type Hex } from 'viem';
import { aliasingMulticall } from '../domain/abi/hostile-calldata.ts';
import { devAccounts } from './accounts.ts';
import { ANVIL_CHAIN_ID } from './anvil.ts';
import type { SeededTransaction } from './manifest.ts';

export interface HostileCalldataSeed {
  /** the aliasing multicall; `inputBytes` is the size of its input */
  aliasingMulticall: SeededTransaction & { inputBytes: number };
}

const chain = defineChain({
  id: ANVIL_CHAIN_ID,
  name: 'Hexray devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

/** An address with no code: the call succeeds whatever the calldata. */
const NO_CODE = '0x000000000000000000000000000000000000ca11';

type RpcTransaction = { blockHash: Hash | null; blockNumber: Hex | null; transactionIndex: Hex | null; type: Hex };

export async function seedHostileCalldata(nodeUrl: string): Promise<HostileCalldataSeed> {
  const client = createWalletClient({ chain, transport: http(nodeUrl) }).extend(publicActions);
  // Account 9 only ever receives in the main seed, so its nonces are ours.
  const sender = devAccounts[9]!;
  const input = aliasingMulticall(120_000);
  const hash = await client.sendTransaction({ account: sender, to: NO_CODE, data: input });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 10_000 });
  if (receipt.status !== 'success') throw new Error(`Hostile calldata transaction ${hash} failed`);
  // The node's own hex fields, as seed.ts records them.
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  const tx = (await request({ method: 'eth_getTransactionByHash', params: [hash] })) as RpcTransaction;
  return {
    aliasingMulticall: {
      hash,
      blockHash: tx.blockHash,
      blockNumber: tx.blockNumber === null ? null : Number(tx.blockNumber),
      transactionIndex: tx.transactionIndex === null ? null : Number(tx.transactionIndex),
      type: tx.type,
      description: 'A 120 KB multicall(bytes[]) whose offsets all alias one element: too costly to decode',
      inputBytes: (input.length - 2) / 2,
    },
  };
}
