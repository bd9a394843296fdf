/**
 * The lookups the RPC benchmark makes: 1,000 transactions that exist and 1,000 hashes that do
 * not, shuffled. Every hash is distinct, so no client can answer one lookup from another in
 * flight (viem dedupes identical concurrent requests) and no cache anywhere helps either side.
 *
 * The seeded devnet holds only a dozen transactions, so the benchmark's own devnet gets 1,000
 * plain transfers more, all in one block (mining is off after seeding; one `evm_mine` keeps the
 * head where it was plus one, so every transaction stays inside the gateway's 128-block window).
 */
import type { DevnetManifest } from '../devnet/manifest.ts';
import { nodeCall } from '../devnet/gateway-client.ts';
import { seededBytes, toHex } from './measure.ts';

export async function nodeBatch<T>(url: string, calls: Array<{ method: string; params: unknown[] }>): Promise<T[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(calls.map((c, id) => ({ jsonrpc: '2.0', id, ...c }))),
  });
  const replies = (await response.json()) as Array<{ id: number; result?: T; error?: { message: string } }>;
  return replies
    .sort((a, b) => a.id - b.id)
    .map((r) => {
      if (r.error) throw new Error(`${calls[r.id]?.method}: ${r.error.message}`);
      return r.result as T;
    });
}

export interface RpcWorkload {
  /** found and missing hashes, shuffled */
  hashes: string[];
  found: number;
}

/** Sends `count` plain transfers between the node's accounts and mines them into one block; their hashes. */
export async function sendTransfers(node: string, count: number): Promise<string[]> {
  const accounts = await nodeCall<string[]>(node, 'eth_accounts');
  await nodeCall(node, 'evm_setAutomine', [false]);
  // Explicit nonces: anvil handles a batch concurrently and would hand two sends the same one.
  const nonces = await nodeBatch<string>(
    node,
    accounts.map((a) => ({ method: 'eth_getTransactionCount', params: [a, 'pending'] })),
  );
  const sent = await nodeBatch<string>(
    node,
    Array.from({ length: count }, (_, i) => {
      const from = i % accounts.length;
      return {
        method: 'eth_sendTransaction',
        params: [
          {
            from: accounts[from],
            to: accounts[(from + 1) % accounts.length],
            value: '0x1',
            gas: '0x5208',
            nonce: `0x${(Number(nonces[from]) + Math.floor(i / accounts.length)).toString(16)}`,
          },
        ],
      };
    }),
  );
  await nodeCall(node, 'evm_mine');
  const block = await nodeCall<{ transactions: string[] }>(node, 'eth_getBlockByNumber', ['latest', false]);
  const mined = new Set(block.transactions);
  const missingFromBlock = sent.filter((h) => !mined.has(h));
  if (missingFromBlock.length > 0)
    throw new Error(`${missingFromBlock.length} benchmark transfers did not make it into one block`);
  return sent;
}

export async function prepareRpcWorkload(manifest: DevnetManifest, count = 2000): Promise<RpcWorkload> {
  const half = count >> 1;
  const sent = await sendTransfers(manifest.nodeUrl, half);

  const random = seededBytes(0x5eed);
  const absent = Array.from({ length: count - half }, () => toHex(random(32)));
  const hashes = [...sent, ...absent];
  // Fisher–Yates with the seeded generator: the same order every run.
  for (let i = hashes.length - 1; i > 0; i--) {
    const r = random(4);
    const j = (((r[0]! << 24) | (r[1]! << 16) | (r[2]! << 8) | r[3]!) >>> 0) % (i + 1);
    [hashes[i], hashes[j]] = [hashes[j]!, hashes[i]!];
  }
  return { hashes, found: sent.length };
}
