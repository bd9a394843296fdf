/**
 * Snapshot links: shared from the transaction page, opened in a fresh browser (no settings, no
 * key, no endpoint reachable) where the record is shown and verified; a changed or cut link is
 * refused with its reason; the API key is in no part of the link, not even inside the compressed
 * data; a receipt too large for a link points to the file export.
 */
import { inflateRawSync, deflateRawSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { connectWithKey, expect, test, useDevnet } from './support/fixtures.ts';
import { axeFindings } from './support/axe.ts';

async function shareFrom(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share a snapshot' }).click();
  const link = page.getByTestId('snapshot-link');
  await expect(link).toHaveValue(/\/snapshot#1\.\d+\./);
  return link.inputValue();
}

/** The JSON inside a snapshot link, inflated here with zlib (not with the app's code). */
function payloadOf(link: string): Record<string, unknown> {
  const data = new URL(link).hash.slice(1).split('.')[2] ?? '';
  return JSON.parse(inflateRawSync(Buffer.from(data, 'base64url')).toString('utf8')) as Record<string, unknown>;
}

function linkWith(link: string, payload: unknown): string {
  const data = deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url');
  const url = new URL(link);
  url.hash = `1.${data.length}.${data}`;
  return url.href;
}

/**
 * A browser with nothing saved in it and no endpoint it can reach: every request other than the
 * app's own files is refused (the test build offers the devnet preset, whose probe and head polls
 * are refused too) and its body kept, so the test sees that nothing asked for the record.
 */
async function freshBrowser(browser: Browser, appOrigin: string) {
  // bypassCSP: only so axe can be injected to check the page
  const context = await browser.newContext({ bypassCSP: true });
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const request = route.request();
    if (new URL(request.url()).origin === appOrigin) return route.continue();
    outside.push(`${request.url()} ${request.postData() ?? ''}`);
    return route.abort();
  });
  return { context, page: await context.newPage(), outside };
}

/** Requests that asked anyone for the record, by its hash. */
const askedFor = (outside: string[], hash: string) =>
  outside.filter((request) => request.toLowerCase().includes(hash.toLowerCase()));

test('a snapshot shared from the transaction page opens in a fresh browser with no connection, verified', async ({
  page,
  browser,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const { hash } = manifest.roles.tokens.transfer;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  const link = await shareFrom(page);

  // the key nowhere: not in the link, not in the data it carries; the endpoint only as its label
  expect(link).not.toContain(manifest.apiKey);
  const payload = payloadOf(link);
  expect(JSON.stringify(payload)).not.toContain(manifest.apiKey);
  expect(payload.endpoint).toBe(`${manifest.base}/v3/<API_KEY>`);
  expect(new URL(link).search).toBe('');

  const origin = new URL(page.url()).origin;
  const fresh = await freshBrowser(browser, origin);
  try {
    await fresh.page.goto(link);
    await expect(fresh.page.getByRole('heading', { level: 1 })).toContainText('Transaction snapshot');
    await expect(fresh.page.getByTestId('verification').first()).toHaveAttribute('data-verdict', 'verified');
    const note = fresh.page.getByTestId('snapshot-note');
    await expect(note).toContainText(`${manifest.base}/v3/<API_KEY>`);
    await expect(fresh.page.getByTestId('snapshot-unproven')).toContainText(
      'the receipt’s status (success or failure) and its gas used',
    );
    // the same components as the transaction and receipt pages: summary, details, the receipt's log
    await expect(fresh.page.getByTestId('tx-summary')).toBeVisible();
    await expect(fresh.page.getByTestId('tx-from')).toHaveAttribute('data-value', /^0x/);
    await expect(fresh.page.getByTestId('receipt-logs')).toBeVisible();
    await expect(fresh.page.getByTestId('needs-connection')).toHaveCount(0);
    expect(askedFor(fresh.outside, hash), 'no request asked for the record').toEqual([]);
    expect(await axeFindings(fresh.page), 'the opened snapshot passes axe').toEqual([]);
    await fresh.page.screenshot({ path: 'artifacts/screenshots/snapshot-opened.png', fullPage: true });
  } finally {
    await fresh.context.close();
  }
  expect(consoleErrors).toEqual([]);
});

test('a changed or cut snapshot link is refused with its reason, and nothing of it is shown', async ({
  page,
  browser,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
  const link = await shareFrom(page);
  const payload = payloadOf(link);
  const transaction = payload.transaction as Record<string, unknown>;

  const origin = new URL(page.url()).origin;
  const fresh = await freshBrowser(browser, origin);
  try {
    // the value changed: its fields no longer hash to its hash
    await fresh.page.goto(linkWith(link, { ...payload, transaction: { ...transaction, value: '0x1' } }));
    await expect(fresh.page.getByTestId('snapshot-refusal')).toContainText(
      `This snapshot was changed: its transaction’s fields hash to 0x`,
    );
    await expect(fresh.page.getByTestId('snapshot-refusal')).toContainText(
      `not to the hash it names (${manifest.roles.eip1559.hash}`,
    );
    await expect(fresh.page.getByTestId('tx-summary')).toHaveCount(0);
    expect(await axeFindings(fresh.page), 'the refusal passes axe').toEqual([]);

    // cut short, as a chat app might
    await fresh.page.goto(link.slice(0, -40));
    await expect(fresh.page.getByTestId('snapshot-refusal')).toContainText('This snapshot link is cut short');

    // not deflate
    await fresh.page.goto(`${origin}/snapshot#1.8.________`);
    await expect(fresh.page.getByTestId('snapshot-refusal')).toHaveText(
      'This snapshot is not deflate-compressed data: it was damaged or changed.',
    );
    expect(askedFor(fresh.outside, manifest.roles.eip1559.hash)).toEqual([]);
  } finally {
    await fresh.context.close();
  }
});

test('the receipt page shares too; a receipt too large for a link points to the file export', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.reverted.hash}/receipt`);
  const link = await shareFrom(page);
  expect(payloadOf(link)).toMatchObject({ receipt: { transactionHash: manifest.roles.reverted.hash.toLowerCase() } });

  await page.goto(`/tx/${manifest.roles.manyLogs.hash}/receipt`);
  await page.getByRole('button', { name: 'Share a snapshot' }).click();
  await expect(page.getByTestId('snapshot-too-long')).toContainText('Too large for a link');
  await expect(page.getByTestId('snapshot-too-long')).toContainText('file export');
  // the record is in this browser's archive already: its page exports it
  await expect(page.getByTestId('snapshot-too-long').getByRole('link', { name: 'archive' })).toHaveAttribute(
    'href',
    '/archive',
  );
  await expect(page.getByTestId('snapshot-link')).toHaveCount(0);
});

test('connected to an endpoint, the snapshot page asks it nothing: what it shows is what the link carries', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  // the full-mode key: the endpoint serves eth_call and eth_blockNumber, which the record pages use
  // (a token's name and decimals, confirmations, a revert's replay), and so could the snapshot page
  await connectWithKey(page, manifest.base, manifest.fullKey);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${manifest.base}/`) || url.startsWith(manifest.nodeUrl))
      asked.push(`${new URL(page.url()).pathname}: ${request.postData() ?? url}`);
  });
  const { tokens, reverted } = manifest.roles;
  for (const shared of [`/tx/${tokens.transfer.hash}`, `/tx/${reverted.hash}/receipt`]) {
    await page.goto(shared);
    await expect(page.getByTestId('verification').first()).toHaveAttribute('data-verdict', 'verified');
    const link = await shareFrom(page);
    await page.waitForLoadState('networkidle');
    asked.length = 0;

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction snapshot');
    await expect(page.getByTestId('verification').first()).toHaveAttribute('data-verdict', 'verified');
    await expect(page.getByTestId('receipt-logs')).toBeVisible();
    // the network is the snapshot's word, and said to be: no endpoint named it here
    await expect(page.getByTestId('network')).toHaveAttribute('data-chain-id', String(manifest.chainId));
    await expect(page.getByTestId('network')).toContainText('as the snapshot names it (the network it was fetched on)');
    await expect(page.getByTestId('network')).not.toContainText('from the endpoint');
    // pointing at the receipt link starts loading the receipt on a record page; not here
    await page.getByTestId('summary-receipt-link').hover();
    await page.waitForLoadState('networkidle');
    expect(asked, `the snapshot shared from ${shared} asked the connected endpoint nothing`).toEqual([]);
  }
  // the revert is not replayed on the connected endpoint: the page says why, and names pasted data
  const reason = page.getByTestId('revert-reason');
  await expect(reason).toHaveAttribute('data-state', 'no-endpoint');
  await expect(reason).toContainText('none is asked on this page: the record came without one');
  expect(consoleErrors).toEqual([]);
});
