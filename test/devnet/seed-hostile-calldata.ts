/**
 * Seeds one transaction whose input is built to be expensive to decode: a 120 KB
 * `multicall(bytes[])` (a selector in Hexray's built-in table) whose element offsets all point at
 * one large element — the input that once froze the transaction page for 27 s. Sent as a plain
 * call to an account without code: the node accepts any calldata, and the explorer only sees the
 * selector. Beside it, an honest multicall of 40 KB, which the page decodes once it has painted.
 * Runs with automine on (called from seed.ts before mining stops).
 */
import type { Hash, Hex } from 'viem';
import { aliasingMulticall, honestMulticall } from '../domain/abi/hostile-calldata.ts';
import { devAccounts } from './accounts.ts';
import { devnetClient } from './devnet-client.ts';
import type { SeededTransaction } from './manifest.ts';

export interface HostileCalldataSeed {
  /** the aliasing multicall; `inputBytes` is the size of its input */
  aliasingMulticall: SeededTransaction & { inputBytes: number };
  /** its honest counterpart: a canonical 40 KB multicall, large enough to be decoded after the page paints */
  honestMulticall: SeededTransaction & { inputBytes: number };
}

/** An address with no code: the call succeeds whatever the calldata. */
const NO_CODE = '0x000000000000000000000000000000000000ca11';

type RpcTransaction = { blockHash: Hash | null; blockNumber: Hex | null; transactionIndex: Hex | null; type: Hex };

export async function seedHostileCalldata(nodeUrl: string): Promise<HostileCalldataSeed> {
  const client = devnetClient(nodeUrl);
  // Account 9 only ever receives in the main seed, so its nonces are ours.
  const sender = devAccounts[9]!;
  // The node's own hex fields, as seed.ts records them.
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;

  async function send(input: Hex, description: string): Promise<SeededTransaction & { inputBytes: number }> {
    const hash = await client.sendTransaction({ account: sender, to: NO_CODE, data: input });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 10_000 });
    if (receipt.status !== 'success') throw new Error(`Hostile calldata transaction ${hash} failed`);
    const tx = (await request({ method: 'eth_getTransactionByHash', params: [hash] })) as RpcTransaction;
    return {
      hash,
      blockHash: tx.blockHash,
      blockNumber: tx.blockNumber === null ? null : Number(tx.blockNumber),
      transactionIndex: tx.transactionIndex === null ? null : Number(tx.transactionIndex),
      type: tx.type,
      description,
      inputBytes: (input.length - 2) / 2,
    };
  }

  return {
    aliasingMulticall: await send(
      aliasingMulticall(120_000),
      'A 120 KB multicall(bytes[]) whose offsets all alias one element: too costly to decode',
    ),
    honestMulticall: await send(
      honestMulticall(4, 10_000),
      'A canonical 40 KB multicall(bytes[]) of four 10,000-byte calls',
    ),
  };
}
