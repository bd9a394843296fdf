/**
 * What the app lets a user download: a receipt's logs (CSV, JSON) and a storage layout's values
 * (JSON), each file checked against the devnet node itself.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { type DevnetManifest } from '../devnet/manifest.ts';
import { expect, test, useDevnet } from './support/fixtures.ts';
import { type LayoutExport } from '../../src/domain/storage/layout-export.ts';

/**
 * Exports: a receipt's logs saved as CSV and JSON through the browser's download, the raw fields
 * checked against the node's own receipt, the decoded columns present when the event is known.
 */
test.describe("a receipt's logs as CSV and JSON", () => {
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
});

/**
 * The storage page exports an imported layout's variables with their values at the chosen block as
 * JSON: name, type, slot, offset, bytes, raw word, decoded value, the block and the contract, never
 * the key. The downloaded file is checked against what was seeded and against the node itself.
 */
test.describe("the storage page's layout export as JSON", () => {
  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  async function exportJson(page: Page): Promise<LayoutExport> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Export JSON/ }).click(),
    ]);
    await expect(page.getByTestId('layout-export-status')).toContainText('Exported');
    const text = await readFile((await download.path())!, 'utf8');
    return JSON.parse(text) as LayoutExport;
  }

  /** The word straight from the node (anvil, past the gateway): an oracle the page did not touch. */
  async function nodeWord(nodeUrl: string, address: string, slot: string, block: number): Promise<string> {
    const response = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getStorageAt',
        params: [address, `0x${BigInt(slot).toString(16)}`, `0x${block.toString(16)}`],
      }),
    });
    return ((await response.json()) as { result: string }).result;
  }

  test('the layout’s variables with their values at the chosen block, as JSON that matches the devnet', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const { address, variables } = manifest.storage;
    const block = manifest.headAtSeed;
    await page.goto(`/address/${address}/storage?slot=0&block=${block}`);
    await page.getByTestId('layout-input').fill(JSON.stringify(manifest.storage.storageLayout));
    await expect(page.getByRole('button', { name: `Export JSON (values at block ${block})` })).toBeVisible();
    // the link and the remembered layout bring the same export back after a reload
    await page.reload();
    const exported = await exportJson(page);

    expect(exported.contract).toBe(address.toLowerCase());
    expect(exported.block).toBe(String(block));
    expect(exported.note).toBeUndefined();
    const text = JSON.stringify(exported);
    for (const key of manifest.keys ?? [manifest.apiKey]) expect(text).not.toContain(key);
    expect(text).not.toContain(manifest.base);

    const byName = new Map(exported.variables.map((v) => [v.name, v]));
    const get = (name: string) => {
      const row = byName.get(name);
      if (!row) throw new Error(`no row ${name} in ${[...byName.keys()].join(', ')}`);
      return row;
    };
    const seeded = (label: string) => variables.find((v) => v.label.endsWith(` ${label}`))!;
    for (const name of ['small', 'flag', 'owner', 'count', 'shortText', 'longText']) {
      const v = seeded(name);
      const row = get(name);
      expect(row.value, name).toBe(v.type === 't_bool' ? v.value === 'true' : v.value);
      expect(row.slot, name).toBe(v.slot);
      expect(row.offset, name).toBe(v.offset);
      expect(row.word, name).toBe(v.word);
    }
    expect(get('small').bytes).toBe(1);
    expect(get('flag').bytes).toBe(1);
    expect(get('owner').bytes).toBe(20);
    expect(get('owner').type).toBe('address');
    expect(get('count').bytes).toBe(32);
    for (const m of seeded('position').members!) {
      expect(get(`position.${m.label}`).value).toBe(m.type === 't_bool' ? m.value === 'true' : m.value);
      expect(get(`position.${m.label}`).slot).toBe(m.slot);
    }
    for (const name of ['numbers', 'packedNumbers']) {
      const v = seeded(name);
      expect(get(name).value).toBe(String(v.elements!.length));
      for (const [i, element] of v.elements!.entries()) expect(get(`${name}[${i}]`).value).toBe(element);
    }
    for (const name of ['balances', 'hashes', 'scores', 'allowances']) {
      expect(get(name).value).toBeNull();
      expect(get(name).note).toContain('cannot be listed');
    }

    // every raw word is what the node itself holds at that block
    for (const row of exported.variables)
      expect(row.word, row.name).toBe(await nodeWord(manifest.nodeUrl, address, row.slot, block));
    expect(consoleErrors).toEqual([]);
  });

  test('at latest, the export says its words may span blocks', async ({ page, manifest }) => {
    await page.goto(`/address/${manifest.storage.address}/storage`);
    await page.getByTestId('layout-input').fill(JSON.stringify(manifest.storage.storageLayout));
    const exported = await exportJson(page);
    expect(exported.block).toBe('latest');
    expect(exported.note).toContain('choose a block number for one snapshot');
    expect(exported.variables.find((v) => v.name === 'count')?.value).toBe(
      manifest.storage.variables.find((v) => v.label.endsWith(' count'))!.value,
    );
  });
});
