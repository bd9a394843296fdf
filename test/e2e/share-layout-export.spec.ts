/**
 * The storage page exports an imported layout's variables with their values at the chosen block as
 * JSON: name, type, slot, offset, bytes, raw word, decoded value, the block and the contract, never
 * the key. The downloaded file is checked against what was seeded and against the node itself.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { LayoutExport } from '../../src/domain/layout-export.ts';
import { expect, test, useDevnet } from './support/fixtures.ts';

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
