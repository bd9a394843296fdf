/**
 * The viem client the default devnet's seeding steps send with (local signers, anvil's test
 * actions), and the read-back of a seeded transaction into its manifest role.
 */
import { createWalletClient, defineChain, http, publicActions, testActions, type Hash, type Hex } from 'viem';
import { ANVIL_CHAIN_ID } from './anvil.ts';
import type { SeededTransaction } from './manifest.ts';

// Defined here rather than imported from viem/chains, whose index of every chain takes a second to load.
const devnetChain = defineChain({
  id: ANVIL_CHAIN_ID,
  name: 'Hexray devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

export function devnetClient(nodeUrl: string) {
  return createWalletClient({ chain: devnetChain, transport: http(nodeUrl) })
    .extend(publicActions)
    .extend(testActions({ mode: 'anvil' }));
}
export type DevnetClient = ReturnType<typeof devnetClient>;

type RpcTransaction = { blockHash: Hash | null; blockNumber: Hex | null; transactionIndex: Hex | null; type: Hex };

/** The seeded transaction as the node holds it (its own hex fields, not viem's parsed ones). */
export async function readBack(client: DevnetClient, hash: Hash, description: string): Promise<SeededTransaction> {
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  const tx = (await request({ method: 'eth_getTransactionByHash', params: [hash] })) as RpcTransaction | null;
  if (!tx) throw new Error(`Seeded transaction ${hash} (${description}) not found on the node`);
  const num = (v: Hex | null) => (v === null ? null : Number(v));
  return {
    hash,
    blockHash: tx.blockHash,
    blockNumber: num(tx.blockNumber),
    transactionIndex: num(tx.transactionIndex),
    type: tx.type,
    description,
  };
}
