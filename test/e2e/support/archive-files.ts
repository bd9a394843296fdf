/**
 * Archive files as a colleague's browser would write them (src/domain/archive/archive-file.ts), made from
 * the devnet node's own answers, and handed to the archive page's file input.
 */
import type { Page } from '@playwright/test';
import type { DevnetManifest } from '../../devnet/manifest.ts';

export interface ArchiveLine {
  kind: string;
  chain: string;
  endpoint: string;
  key: string;
  fetchedAt: number;
  result: Record<string, unknown>;
}

export const FETCHED_AT = 1_790_000_000_000;

/** The file of `records`, with its header. */
export function archiveText(records: readonly ArchiveLine[]): string {
  const header = { format: 'hexray-archive', version: 1, records: records.length, exportedAt: FETCHED_AT };
  return `${[header, ...records].map((line) => JSON.stringify(line)).join('\n')}\n`;
}

async function nodeAnswer(manifest: DevnetManifest, method: string, hash: string): Promise<Record<string, unknown>> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [hash] }),
  });
  return ((await response.json()) as { result: Record<string, unknown> }).result;
}

/** A seeded transaction and its receipt, as the node answers them. */
export async function devnetRecords(manifest: DevnetManifest, hash: string): Promise<ArchiveLine[]> {
  const record = (kind: string, result: Record<string, unknown>): ArchiveLine => ({
    kind,
    chain: String(manifest.chainId),
    endpoint: 'https://rpc.example/v3/<API_KEY>',
    key: hash,
    fetchedAt: FETCHED_AT,
    result,
  });
  return [
    record('transaction', await nodeAnswer(manifest, 'eth_getTransactionByHash', hash)),
    record('receipt', await nodeAnswer(manifest, 'eth_getTransactionReceipt', hash)),
  ];
}

/** Chooses a file in the archive page's import: its text, or a file on disk (for one too large to hold). */
export async function importArchive(page: Page, name: string, file: string | { path: string }): Promise<void> {
  const input = page.getByTestId('archive-import-input');
  if (typeof file === 'string')
    await input.setInputFiles({ name, mimeType: 'application/x-ndjson', buffer: Buffer.from(file) });
  else await input.setInputFiles(file.path);
}
