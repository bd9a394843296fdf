/**
 * The default devnet's blob transaction (EIP-4844, type 0x3). Its KZG commitment and proof cost
 * cast about 3 s of CPU (loading the trusted setup), too much for every devnet start on a shared
 * machine, so the signed transaction in its network form (blob, commitment and proof included) is
 * made once by `npx tsx test/devnet/make-blob-transaction.ts` and committed, gzipped, in
 * compiled/blob-transaction.json; seeding sends it as is and anvil checks the proof itself.
 *
 * Signed by dev account 9 after its two hostile-calldata transactions (seed-hostile-calldata.ts),
 * so at nonce 2; seeding checks the nonce before sending.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Hex } from 'viem';
import { ANVIL_CHAIN_ID } from './anvil.ts';

export const BLOB_TRANSACTION_FILE = fileURLToPath(new URL('./compiled/blob-transaction.json', import.meta.url));

/** What the generator asks cast for; seeding checks the file still matches. */
export const BLOB_TRANSACTION = {
  senderIndex: 9,
  nonce: 2,
  chainId: ANVIL_CHAIN_ID,
  to: '0x000000000000000000000000000000000000b10b',
  gasLimit: 21_000,
  maxFeePerGas: 10_000_000_000,
  maxPriorityFeePerGas: 1_000_000_000,
  maxFeePerBlobGas: 1_000_000_000,
  text: 'Hexray devnet: a blob the execution layer never shows, only its versioned hash (EIP-4844).',
} as const;

export interface BlobTransactionFile {
  /** the parameters it was made with (BLOB_TRANSACTION at the time) */
  made: typeof BLOB_TRANSACTION;
  /** the cast command that made it, for the record */
  command: string;
  /** the signed transaction with its sidecar, gzipped, base64 */
  rawGzipBase64: string;
}

export function loadBlobTransaction(): Hex {
  const file = JSON.parse(readFileSync(BLOB_TRANSACTION_FILE, 'utf8')) as BlobTransactionFile;
  if (JSON.stringify(file.made) !== JSON.stringify(BLOB_TRANSACTION)) {
    throw new Error(
      'test/devnet/blob-transaction.ts changed since the blob transaction was made: run `npx tsx test/devnet/make-blob-transaction.ts`',
    );
  }
  return `0x${gunzipSync(Buffer.from(file.rawGzipBase64, 'base64')).toString('hex')}`;
}
