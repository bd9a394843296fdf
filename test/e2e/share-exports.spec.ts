/**
 * Exports: a receipt's logs saved as CSV and JSON through the browser's download, the raw fields
 * checked against the node's own receipt, the decoded columns present when the event is known.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { expect, test, useDevnet } from './support/fixtures.ts';

interface NodeLog {
  address: string;
  topics: string[];
  data: string;
  logIndex: string;
}

async function nodeLogs(manifest: DevnetManifest, hash: string): Promise<NodeLog[]> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
  });
  return ((await response.json()) as { result: { logs: NodeLog[] } }).result.logs;
}

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

/** Clicks an export button and returns the saved file's name and text. */
async function exported(page: Page, name: RegExp): Promise<{ file: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const path = await download.path();
  return { file: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
});

test('a token transfer’s logs as CSV and JSON: raw fields as the node sent them, Transfer decoded with its arguments', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const { transfer } = manifest.roles.tokens;
  const [node] = await nodeLogs(manifest, transfer.hash);
  await page.goto(`/tx/${transfer.hash}/receipt`);
  await expect(page.getByTestId('log-event')).toContainText('Transfer');

  const csv = await exported(page, /as CSV$/);
  expect(csv.file).toBe(`logs-${transfer.hash}.csv`);
  expect(csv.text.endsWith('\r\n')).toBe(true);
  const [header, row, ...rest] = parseCsv(csv.text);
  expect(rest).toEqual([]);
  const cell = (column: string) => row![header!.indexOf(column)];
  expect(header).toEqual([
    'log_index',
    'address',
    'topic0',
    'topic1',
    'topic2',
    'topic3',
    'data',
    'removed',
    'event',
    'signature',
    'arg.from',
    'arg.to',
    'arg.value',
  ]);
  expect(cell('log_index')).toBe(BigInt(node!.logIndex).toString());
  expect(cell('address')).toBe(node!.address.toLowerCase());
  expect([cell('topic0'), cell('topic1'), cell('topic2')]).toEqual(node!.topics);
  expect(cell('data')).toBe(node!.data);
  expect(cell('event')).toBe('Transfer');
  expect(cell('signature')).toBe('Transfer(address,address,uint256)');
  expect(cell('arg.from')!.toLowerCase()).toBe(manifest.accounts[0]!.toLowerCase());
  expect(cell('arg.to')!.toLowerCase()).toBe(manifest.accounts[1]!.toLowerCase());
  expect(cell('arg.value')).toBe(BigInt(node!.data).toString());

  const json = await exported(page, /as JSON$/);
  expect(json.file).toBe(`logs-${transfer.hash}.json`);
  const logs = JSON.parse(json.text) as Array<{
    topics: string[];
    data: string;
    decoded: { event: string; args: Record<string, string> } | null;
  }>;
  expect(logs).toHaveLength(1);
  expect(logs[0]!.topics).toEqual(node!.topics);
  expect(logs[0]!.data).toBe(node!.data);
  expect(logs[0]!.decoded?.event).toBe('Transfer');
  // an integer past 2^53 stays exact: decimal text, not a JSON number
  expect(logs[0]!.decoded?.args.value).toBe('1000000000000000000000');
  expect(consoleErrors).toEqual([]);
});

test('2,000 unknown logs export raw, every one of them, with empty decoded columns', async ({ page, manifest }) => {
  const { manyLogs } = manifest.roles;
  await page.goto(`/tx/${manyLogs.hash}/receipt`);
  await expect(page.getByTestId('log-count')).toHaveText('2,000 logs');
  const csv = await exported(page, /as CSV$/);
  const lines = parseCsv(csv.text);
  expect(lines).toHaveLength(2001);
  expect(lines[0]).toEqual([
    'log_index',
    'address',
    'topic0',
    'topic1',
    'topic2',
    'topic3',
    'data',
    'removed',
    'event',
    'signature',
  ]);
  const last = lines[2000]!;
  expect(last[0]).toBe('1999');
  expect(last.slice(-2)).toEqual(['', '']);
});
