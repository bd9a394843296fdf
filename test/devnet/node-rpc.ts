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
