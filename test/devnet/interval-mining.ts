/**
 * A block every `seconds` on a node that was seeded first: the default devnet's seeding needs a
 * block per transaction and leaves mining off (one transaction pending), and anvil sets a
 * sub-second interval only at start (`evm_setIntervalMining` takes whole seconds). So the devnet
 * itself asks for the blocks, one `evm_mine` at a time, never two at once. The first block mines
 * the transaction the seed left pending (a chain that mines keeps nothing pending).
 */
export function mineEvery(nodeUrl: string, seconds: number): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const tick = async () => {
    try {
      await fetch(nodeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
      });
    } catch {
      // the node is stopping: the next tick (if any) tries again
    }
    if (!stopped) timer = setTimeout(() => void tick(), seconds * 1000);
  };
  timer = setTimeout(() => void tick(), seconds * 1000);
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
  };
}
