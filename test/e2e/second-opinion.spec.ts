/**
 * The second opinion, as a person meets it: Settings take a second endpoint (its key masked, kept
 * for the tab); the transaction, receipt and storage pages, whose values are proved against a
 * block, ask it that block by number and say whether it agrees. Another key on the same devnet
 * agrees; an anvil of this file's own, another chain, first has no such block and then disagrees;
 * the four-method key does not serve the method. The second endpoint is asked eth_getBlockByNumber
 * and nothing else (counted by the gateway per key and method, and as the requests left the
 * browser), never with the first endpoint's key; its key is in no page text and no URL; removed,
 * it is gone.
 */
import { startAnvil, type AnvilNode } from '../devnet/anvil.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';
import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe.ts';
import { connectWithKey, expect, scopedKey, test } from './support/fixtures.ts';
import { addSecondEndpoint, methodsAsked, requestsTo } from './support/second-opinion.ts';

async function node(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** A key of this test's own in full mode (blocks served), counted apart from every other. */
function fullScopedKey(manifest: DevnetManifest, name: string): string {
  const prefix = manifest.admin?.scopedFullKeyPrefix;
  if (!prefix) throw new Error('the devnet runs without scoped keys (start it with --faults)');
  return `${prefix}${name}-${Math.random().toString(36).slice(2, 8)}`;
}

/** No axe finding in light or dark. */
async function accessible(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeFindings(page), scheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const short = (hash: string) => `${hash.slice(0, 6)}…${hash.slice(-4)}`;
const host = (manifest: DevnetManifest) => new URL(manifest.base).host;

test.describe('a second endpoint on the same chain', () => {
  test('agrees on the transaction, receipt and storage pages, and is asked eth_getBlockByNumber alone', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const second = fullScopedKey(manifest, 'second-agrees');
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await addSecondEndpoint(page, { base: manifest.base, apiKey: second });
    const section = page.getByTestId('second-endpoint');
    // the key masked, never shown whole
    await expect(section.getByTestId('second-endpoint-in-use')).toContainText(
      `${host(manifest)}, key ${second.slice(0, 4)}••••••${second.slice(-4)}`,
    );
    expect(await page.locator('body').innerText()).not.toContain(second);
    // the boxes open again, prefilled, the key masked
    await section.getByRole('button', { name: 'Change second endpoint' }).click();
    await expect(section.getByLabel('Second endpoint’s API key', { exact: true })).toHaveAttribute('type', 'password');
    await expect(section.getByLabel('Second endpoint’s API key', { exact: true })).toHaveValue(second);
    await section.getByRole('button', { name: 'Cancel' }).click();
    const sent = requestsTo(page, second);

    const tx = manifest.roles.legacy;
    const number = BigInt(tx.blockNumber!);
    const hash = (await node(manifest.nodeUrl, 'eth_getBlockByNumber', [`0x${number.toString(16)}`, false])) as {
      hash: string;
    };
    const block = number.toLocaleString('en-US');
    await page.goto(`/tx/${tx.hash}`);
    await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'proved');
    const opinion = page.getByTestId('second-opinion');
    await expect(opinion).toHaveAttribute('data-status', 'agrees');
    await expect(opinion).toHaveText(`✓ ${host(manifest)} agrees: block ${block} is ${short(hash.hash)}`);

    await page.goto(`/tx/${tx.hash}/receipt`);
    await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'proved');
    await expect(opinion).toHaveAttribute('data-status', 'agrees');

    // the storage page rests on the head's state root: asked at that number too
    const slot = manifest.storage.variables.find((v) => v.label.endsWith(' count'))!.slot;
    await page.goto(`/address/${manifest.storage.address}/storage?slot=0x${BigInt(slot).toString(16)}&block=latest`);
    await expect(page.getByTestId('rests-on')).toHaveAttribute('data-status', 'proved');
    await expect(opinion).toHaveAttribute('data-status', 'agrees');
    await expect(opinion).toContainText(`✓ ${host(manifest)} agrees: block `);

    // the address page rests on the head's state root as well
    await page.goto(`/address/${manifest.storage.address}`);
    await expect(page.getByTestId('rests-on')).toHaveAttribute('data-status', 'proved');
    await expect(opinion).toHaveAttribute('data-status', 'agrees');

    // the gateway's count for the second key: that one method, nothing else
    const asked = await methodsAsked(manifest, second);
    expect(Object.keys(asked)).toEqual(['eth_getBlockByNumber']);
    expect(asked['eth_getBlockByNumber']).toBeGreaterThanOrEqual(2);
    // and no request to it with anything of the pages' records (a transaction hash, an address)
    expect(sent.map((request) => request.body).join(' ')).not.toContain(
      manifest.storage.address.slice(2).toLowerCase(),
    );
    // as the requests left the browser: each the block by number, without full transactions, never the first key
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const request of sent) {
      const calls = [JSON.parse(request.body) as unknown].flat() as Array<{ method: string; params: unknown[] }>;
      for (const call of calls) {
        expect(call.method).toBe('eth_getBlockByNumber');
        expect(call.params).toEqual([expect.stringMatching(/^0x[0-9a-f]+$/), false]);
      }
      expect(`${request.url} ${request.body} ${request.headers}`).not.toContain(manifest.fullKey);
      expect(request.body).not.toContain(tx.hash.slice(2));
    }
    // the key in no URL the page went to, nor its text
    expect(page.url()).not.toContain(second);
    expect(await page.locator('body').innerText()).not.toContain(second);
    expect(consoleErrors).toEqual([]);
  });

  test('removed, it is gone: from Settings, the pages and this tab’s storage', async ({ page, manifest }) => {
    const second = fullScopedKey(manifest, 'second-removed');
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await addSecondEndpoint(page, { base: manifest.base, apiKey: second });
    const section = page.getByTestId('second-endpoint');
    await section.getByRole('button', { name: 'Remove second endpoint' }).click();
    await expect(section.getByRole('button', { name: 'Add a second endpoint' })).toBeVisible();
    const kept = await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }]));
    expect(kept).not.toContain(second);
    await page.goto(`/tx/${manifest.roles.legacy.hash}`);
    await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'proved');
    await expect(page.getByTestId('second-opinion')).toHaveCount(0);
    expect(await methodsAsked(manifest, second)).toEqual({});
  });
});

test.describe('a second endpoint on another chain', () => {
  // axe's script is injected into the page
  test.use({ bypassCSP: true });
  let other: AnvilNode | undefined;
  test.beforeAll(async () => {
    other = await startAnvil({ quiet: true });
  });
  test.afterAll(async () => {
    await other?.stop();
  });

  test('without the block it says so; with another block at that number it disagrees, loudly', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const tx = manifest.roles.legacy;
    const number = tx.blockNumber!;
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await addSecondEndpoint(page, { url: other!.url });
    // Settings with the second endpoint's boxes open (a keyless local URL, shown)
    await page.getByTestId('second-endpoint').getByRole('button', { name: 'Change second endpoint' }).click();
    await accessible(page);
    const otherHost = new URL(other!.url).host;
    await page.goto(`/tx/${tx.hash}`);
    const opinion = page.getByTestId('second-opinion');
    await expect(opinion).toHaveAttribute('data-status', 'no-block');
    const heightWithout = (await opinion.boundingBox())!.height;
    await expect(opinion).toHaveText(
      `${otherHost} does not serve block ${number.toLocaleString('en-US')} (outside its window, or past its head)`,
    );

    // the other chain grows past that number: its block there is another
    await node(other!.url, 'anvil_mine', [`0x${(number + 2).toString(16)}`]);
    const theirs = (await node(other!.url, 'eth_getBlockByNumber', [`0x${number.toString(16)}`, false])) as {
      hash: string;
    };
    const ours = (await node(manifest.nodeUrl, 'eth_getBlockByNumber', [`0x${number.toString(16)}`, false])) as {
      hash: string;
    };
    expect(theirs.hash).not.toBe(ours.hash);
    await page.reload();
    await expect(opinion).toHaveAttribute('data-status', 'disagrees');
    await expect(opinion).toHaveAttribute('role', 'alert');
    await expect(opinion).toHaveText(
      `✗ ${otherHost} says block ${number.toLocaleString('en-US')} is ${short(theirs.hash)}, not ${short(ours.hash)}: one of the two endpoints is not on the same chain`,
    );
    await accessible(page);
    // the line keeps its height whatever it says (nothing below it moves), and at 390 px the
    // longest sentence still fits in it whole
    expect((await opinion.boundingBox())!.height).toBe(heightWithout);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await opinion.evaluate((line) => line.scrollHeight <= line.clientHeight)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

test('a second endpoint that does not serve eth_getBlockByNumber: said in one line, asked once', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  // the four methods only, as the provider's own key
  const second = scopedKey(manifest, 'second-four');
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await addSecondEndpoint(page, { base: manifest.base, apiKey: second });
  const tx = manifest.roles.legacy;
  await page.goto(`/tx/${tx.hash}`);
  const opinion = page.getByTestId('second-opinion');
  await expect(opinion).toHaveAttribute('data-status', 'absent');
  await expect(opinion).toHaveText(
    `${host(manifest)} does not serve eth_getBlockByNumber: no second opinion on block ${tx.blockNumber!.toLocaleString('en-US')}.`,
  );
  // known now: the receipt page (same tab) does not ask again
  await page
    .getByRole('link', { name: /receipt/i })
    .first()
    .click();
  await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'proved');
  await expect(opinion).toHaveAttribute('data-status', 'absent');
  expect(await methodsAsked(manifest, second)).toEqual({ eth_getBlockByNumber: 1 });
  expect(consoleErrors).toEqual([]);
});

test('a second endpoint that refuses its key: its error in the line, with the key nowhere in the page', async ({
  page,
  manifest,
}) => {
  // a key the gateway does not know: 401 on every call
  const refused = `not-a-known-key-${Math.random().toString(36).slice(2, 10)}`;
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await addSecondEndpoint(page, { base: manifest.base, apiKey: refused });
  const tx = manifest.roles.legacy;
  await page.goto(`/tx/${tx.hash}`);
  const opinion = page.getByTestId('second-opinion');
  await expect(opinion).toHaveAttribute('data-status', 'error');
  await expect(opinion).toContainText(
    `Asking ${host(manifest)} for block ${tx.blockNumber!.toLocaleString('en-US')} failed (`,
  );
  await expect(opinion.getByRole('button', { name: 'Ask again' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain(refused);
  expect(page.url()).not.toContain(refused);
});

test('the second endpoint’s boxes are checked as the connection’s: plain http elsewhere, a bad key, the endpoint in use', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await page.goto('/settings');
  const section = page.getByTestId('second-endpoint');
  await section.getByRole('button', { name: 'Add a second endpoint' }).click();
  await section.getByLabel('Second endpoint: base URL + key', { exact: true }).check();
  const base = section.getByLabel('Second endpoint’s base URL', { exact: true });
  const key = section.getByLabel('Second endpoint’s API key', { exact: true });
  const save = section.getByRole('button', { name: 'Save second endpoint' });
  const before = await fetch(manifest.admin!.stats).then((r) => r.json() as Promise<{ requests: number }>);

  await base.fill('http://rpc.example.org');
  await key.fill('has a space');
  await save.click();
  await expect(base).toHaveAccessibleDescription(/would send the API key unencrypted/);
  await expect(key).toHaveAccessibleDescription(/no spaces/);

  // the endpoint in use, typed another way, is no second opinion
  await base.fill(`${manifest.base}/`);
  await key.fill(` ${manifest.fullKey} `);
  await save.click();
  await expect(base).toHaveAccessibleDescription(/This is the endpoint in use/);
  await expect(section.getByTestId('second-endpoint-in-use')).toHaveCount(0);
  const after = await fetch(manifest.admin!.stats).then((r) => r.json() as Promise<{ requests: number }>);
  expect(after.requests).toBe(before.requests);
  expect(consoleErrors).toEqual([]);
});
