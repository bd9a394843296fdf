/**
 * Regenerates test/devnet/compiled/blob-transaction.json with cast (from @foundry-rs/cast, offline):
 * `npx tsx test/devnet/make-blob-transaction.ts`. See blob-transaction.ts for why it is committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BLOB_TRANSACTION, BLOB_TRANSACTION_FILE, type BlobTransactionFile } from './blob-transaction.ts';
import { DEV_KEYS } from './accounts.ts';

const CAST = fileURLToPath(new URL('../../node_modules/@foundry-rs/cast-linux-amd64/bin/cast', import.meta.url));
const t = BLOB_TRANSACTION;
const dir = mkdtempSync(join(tmpdir(), 'hexray-blob-'));
try {
  const blobFile = join(dir, 'blob.txt');
  writeFileSync(blobFile, t.text);
  // --eip4844: the sidecar as EIP-4844 has it (one proof per blob), which a Prague node takes.
  const args = [
    'mktx',
    '--blob',
    '--eip4844',
    '--path',
    blobFile,
    '--chain',
    String(t.chainId),
    '--nonce',
    String(t.nonce),
    '--gas-limit',
    String(t.gasLimit),
    '--gas-price',
    String(t.maxFeePerGas),
    '--priority-gas-price',
    String(t.maxPriorityFeePerGas),
    '--blob-gas-price',
    String(t.maxFeePerBlobGas),
    '--private-key',
    DEV_KEYS[t.senderIndex] as string,
    t.to,
  ];
  const raw = execFileSync(CAST, args, { encoding: 'utf8' }).trim();
  const file: BlobTransactionFile = {
    made: t,
    command: `cast ${args
      .map((a) =>
        a === blobFile ? '<text in a file>' : a === DEV_KEYS[t.senderIndex] ? `<dev key ${t.senderIndex}>` : a,
      )
      .join(' ')}`,
    rawGzipBase64: gzipSync(Buffer.from(raw.slice(2), 'hex'), { level: 9 }).toString('base64'),
  };
  writeFileSync(BLOB_TRANSACTION_FILE, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Wrote ${BLOB_TRANSACTION_FILE} (${(raw.length - 2) / 2} bytes signed, with its sidecar)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
