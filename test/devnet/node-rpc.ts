import type { Hash, Hex } from '../../src/domain/hex.ts';
import type { SeededTransaction } from './manifest.ts';

/** A bare JSON-RPC caller for seeding steps that talk to anvil without viem's client. */
export type NodeRpc = (method: string, params: unknown[]) => Promise<unknown>;

export function nodeRpc(nodeUrl: string): NodeRpc {
  let id = 0;
  return async (method, params) => {
    const response = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  };
}

/** Waits until the node has mined the transaction (automine: at once; interval mining: the next block). */
export async function minedReceipt(rpc: NodeRpc, hash: string): Promise<{ status: string }> {
  for (let attempt = 0; ; attempt++) {
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { status: string } | null;
    if (receipt) return receipt;
    if (attempt >= 500) throw new Error(`Transaction ${hash} was not mined`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type NodeTransaction = { blockHash: Hash | null; blockNumber: Hex | null; transactionIndex: Hex | null; type: Hex };

/** The seeded transaction as the node holds it (its own hex fields), for its manifest role. */
export async function readSeeded(rpc: NodeRpc, hash: Hash, description: string): Promise<SeededTransaction> {
  const tx = (await rpc('eth_getTransactionByHash', [hash])) as NodeTransaction | null;
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

/** Waits until the transaction is mined, refuses it if it failed, and reads it back (`readSeeded`). */
export async function minedSeed(rpc: NodeRpc, hash: Hash, description: string): Promise<SeededTransaction> {
  const receipt = await minedReceipt(rpc, hash);
  if (receipt.status !== '0x1') throw new Error(`Seeded transaction ${hash} (${description}) failed`);
  return readSeeded(rpc, hash, description);
}
