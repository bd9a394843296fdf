/**
 * A slot that changes several times within the latest 128 blocks, for the storage page's slot
 * history (manifest `slotHistory`). Two steps around the main seed's gap of empty blocks:
 * `seedSlotHistory` (before the gap) deploys SlotHistory, writing A at its deployment — that write
 * ends up outside the window — and its `finish()` (after the gap, automine still on) writes
 * B, C, A again and D, with empty blocks between so that no two writes whose values could hide
 * each other share one 16-block stretch of the history's sampling (a return to A comes more than
 * 16 blocks after the change before it). Every write is its own block, read back from the node.
 */
import { pad, toHex, type Hash } from 'viem';
import type { Address } from '../../src/domain/hex.ts';
import { devAccounts } from './accounts.ts';
import { devnetClient } from './devnet-client.ts';
import { loadArtifacts } from './artifacts.ts';

export interface SlotHistoryWrite {
  block: number;
  /** the word at slot 0 from this block on */
  word: Hash;
}

export interface SlotHistorySeed {
  address: Address;
  /** hex quantity */
  slot: '0x0';
  /** every write, oldest first; the first (the deployment) is outside the window at headAtSeed */
  writes: SlotHistoryWrite[];
}

const A = 0xa11ce_0001n;
const B = 0xb0b_0002n;
const C = 0xca4_0003n;
const D = 0xd06_0004n;
/** [value, empty blocks mined before writing it] after the gap */
const LATER_WRITES: Array<[bigint, number]> = [
  [B, 0],
  [C, 3],
  [A, 17],
  [D, 1],
];

export async function seedSlotHistory(nodeUrl: string): Promise<{ finish(): Promise<SlotHistorySeed> }> {
  const client = devnetClient(nodeUrl);
  const art = loadArtifacts().SlotHistory;
  // Account 6 only ever receives in the main seed, so its nonces are ours.
  const sender = devAccounts[6]!;
  const word = (value: bigint) => pad(toHex(value)).toLowerCase() as Hash;
  const receipt = async (hash: Hash) => {
    const mined = await client.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 10_000 });
    if (mined.status !== 'success') throw new Error(`seed-slot-history: ${hash} failed`);
    return mined;
  };

  const deployed = await receipt(
    await client.deployContract({ account: sender, abi: art.abi, bytecode: art.bytecode, args: [A] }),
  );
  if (!deployed.contractAddress) throw new Error('seed-slot-history: SlotHistory was not deployed');
  const address = deployed.contractAddress.toLowerCase() as Address;
  const writes: SlotHistoryWrite[] = [{ block: Number(deployed.blockNumber), word: word(A) }];

  return {
    async finish() {
      for (const [value, gap] of LATER_WRITES) {
        if (gap > 0) await client.mine({ blocks: gap });
        const hash = await client.writeContract({
          account: sender,
          address,
          abi: art.abi,
          functionName: 'set',
          args: [value],
        });
        writes.push({ block: Number((await receipt(hash)).blockNumber), word: word(value) });
      }
      // read back: the node holds each value from its block on
      for (const { block, word: expected } of writes) {
        const actual = await client.getStorageAt({ address, slot: '0x0', blockNumber: BigInt(block) });
        if (actual?.toLowerCase() !== expected) throw new Error(`seed-slot-history: block ${block} holds ${actual}`);
      }
      return { address, slot: '0x0', writes };
    },
  };
}
