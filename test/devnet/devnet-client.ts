/**
 * The viem client the default devnet's seeding steps send with (local signers, anvil's test
 * actions), and the read-back of a seeded transaction into its manifest role.
 */
import { createWalletClient, defineChain, http, publicActions, testActions, type Hash } from 'viem';
import { ANVIL_CHAIN_ID } from './anvil.ts';
import type { SeededTransaction } from './manifest.ts';
import { readSeeded } from './node-rpc.ts';

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

/** The seeded transaction as the node holds it (its own hex fields, not viem's parsed ones). */
export function readBack(client: DevnetClient, hash: Hash, description: string): Promise<SeededTransaction> {
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  return readSeeded((method, params) => request({ method, params }), hash, description);
}
