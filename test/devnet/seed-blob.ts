/**
 * Seeds the default devnet's blob transaction (manifest `roles.blob`): the committed signed
 * transaction (blob-transaction.ts) sent as is, mined in a block of its own, read back from the node.
 */
import type { Hash } from '../../src/domain/hex.ts';
import { devAccounts } from './accounts.ts';
import { BLOB_TRANSACTION, loadBlobTransaction } from './blob-transaction.ts';
import type { SeededTransaction } from './manifest.ts';
import { minedSeed, nodeRpc } from './node-rpc.ts';

export type BlobRole = SeededTransaction & {
  /** the versioned hashes of its blobs, as the node answers them */
  blobVersionedHashes: Hash[];
};

export async function seedBlob(nodeUrl: string): Promise<BlobRole> {
  const rpc = nodeRpc(nodeUrl);
  const sender = devAccounts[BLOB_TRANSACTION.senderIndex]!.address;
  const nonce = Number(await rpc('eth_getTransactionCount', [sender, 'latest']));
  if (nonce !== BLOB_TRANSACTION.nonce) {
    throw new Error(
      `the blob transaction was signed for nonce ${BLOB_TRANSACTION.nonce} of dev account ${BLOB_TRANSACTION.senderIndex}, ` +
        `which is at ${nonce} now: seeding changed order (set BLOB_TRANSACTION.nonce and run make-blob-transaction.ts)`,
    );
  }
  const hash = (await rpc('eth_sendRawTransaction', [loadBlobTransaction()])) as Hash;
  const seeded = await minedSeed(
    rpc,
    hash,
    `Blob transaction (EIP-4844, 0x3): one blob holding “${BLOB_TRANSACTION.text}”`,
  );
  const { blobVersionedHashes } = (await rpc('eth_getTransactionByHash', [hash])) as { blobVersionedHashes: Hash[] };
  return { ...seeded, blobVersionedHashes };
}
