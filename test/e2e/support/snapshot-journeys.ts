/**
 * Snapshot links' journeys and helpers, shared by the production-build spec (test/e2e/snapshot.spec.ts)
 * and the dev-server one (test/e2e-dev/window-journeys.spec.ts): share from a record page, open the
 * link in a fresh browser with no endpoint it can reach (shown and verified there), and open it while
 * connected (the connected endpoint is asked nothing).
 */
import { inflateRawSync, deflateRawSync } from 'node:zlib';
import { expect, type Browser, type Page } from '@playwright/test';
import type { DevnetManifest } from '../../devnet/manifest.ts';
import { connectWithKey, useDevnet } from './fixtures.ts';

export async function shareFrom(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share a snapshot' }).click();
  const link = page.getByTestId('snapshot-link');
  await expect(link).toHaveValue(/\/snapshot#1\.\d+\./);
  return link.inputValue();
}

/** The JSON inside a snapshot link, inflated here with zlib (not with the app's code). */
export function payloadOf(link: string): Record<string, unknown> {
  const data = new URL(link).hash.slice(1).split('.')[2] ?? '';
  return JSON.parse(inflateRawSync(Buffer.from(data, 'base64url')).toString('utf8')) as Record<string, unknown>;
}

export function linkWith(link: string, payload: unknown): string {
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
export async function freshBrowser(browser: Browser, appOrigin: string) {
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
export const askedFor = (outside: string[], hash: string) =>
  outside.filter((request) => request.toLowerCase().includes(hash.toLowerCase()));

/** Every uncaught exception, console error or warning of a page (React's development build warns there). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const expected = /Failed to load resource|WebSocket connection to .* failed|Download the React DevTools/;
    if ((message.type() === 'error' || message.type() === 'warning') && !expected.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

/**
 * Shared from the transaction page, opened in a fresh browser with no connection: the record shown
 * with the record pages' components, verified in the browser, what cannot be proved said, the key in
 * no part of the link, nothing asked of anyone for it. `inspect` looks at the opened page further.
 */
export async function snapshotWithoutConnection(
  page: Page,
  browser: Browser,
  manifest: DevnetManifest,
  inspect: (opened: Page) => Promise<void> = async () => {},
): Promise<void> {
  await useDevnet(page, 'http', manifest);
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
  const problems = problemsOf(fresh.page);
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
    await inspect(fresh.page);
  } finally {
    await fresh.context.close();
  }
  expect(problems, 'the fresh browser met no uncaught exception, console error or warning').toEqual([]);
}

/**
 * Connected with the full-mode key (the endpoint serves eth_call and eth_blockNumber, which the
 * record pages use for a token's name and decimals, confirmations and a revert's replay), snapshots
 * of a token transfer and of a revert are opened: the connected endpoint, maybe on another network,
 * is asked nothing about them, and the network line says it is the snapshot's word.
 */
export async function snapshotAsksTheEndpointNothing(page: Page, manifest: DevnetManifest): Promise<void> {
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
    // pointing at the receipt link starts loading the receipt on a record page; not here
    await page.getByTestId('summary-receipt-link').hover();
    await page.waitForLoadState('networkidle');
    expect(asked, `the snapshot shared from ${shared} asked the connected endpoint nothing`).toEqual([]);
    // the network is the snapshot's word, and said to be: no endpoint named it here
    const network = page.getByTestId('network');
    await expect(network).toHaveAttribute('data-chain-id', String(manifest.chainId));
    await expect(network).toContainText('as the snapshot names it (the network it was fetched on)');
    await expect(network).not.toContainText('from the endpoint');
  }
  // the revert is not replayed on the connected endpoint: the page says why, and names pasted data
  const reason = page.getByTestId('revert-reason');
  await expect(reason).toHaveAttribute('data-state', 'no-endpoint');
  await expect(reason).toContainText('none is asked on this page: the record came without one');
}

/**
 * Shared from the receipt page on the full-mode key once the page proved the receipt at its index:
 * the link carries the block's header and the proof nodes (what they weigh said beside it), and
 * opened in a fresh browser with no connection the receipt is proved against the header it
 * carries, with the caveat that the header is the snapshot's word. Returns the link and its block.
 */
export async function snapshotProvesItsReceipt(
  page: Page,
  browser: Browser,
  manifest: DevnetManifest,
): Promise<{ link: string; block: number }> {
  await connectWithKey(page, manifest.base, manifest.fullKey);
  const { hash, blockNumber, blockHash } = manifest.roles.tokens.transfer;
  if (blockNumber === null) throw new Error('the token transfer is not mined');
  await page.goto(`/tx/${hash}/receipt`);
  await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'proved');
  const link = await shareFrom(page);
  const carried = page.getByTestId('snapshot-proof-carried');
  await expect(carried).toHaveAttribute('data-proof', 'carried');
  await expect(carried).toContainText(
    /It carries the receipt’s proof too .*: \d+\.\d KB with them, \d+\.\d KB without/,
  );
  const payload = payloadOf(link);
  const proof = payload.proof as { header: Record<string, string>; receipt: string[] };
  // the header's hashed fields and its hash, not the block's list of transactions
  expect(proof.header.hash).toBe(blockHash);
  expect(proof.header).not.toHaveProperty('transactions');
  expect(proof.receipt.length).toBeGreaterThan(0);
  expect(JSON.stringify(payload)).not.toContain(manifest.fullKey);

  const fresh = await freshBrowser(browser, new URL(page.url()).origin);
  const problems = problemsOf(fresh.page);
  try {
    await fresh.page.goto(link);
    const block = blockNumber.toLocaleString('en-US');
    const proved = fresh.page.getByTestId('snapshot-proof');
    await expect(proved).toHaveAttribute('data-status', 'proved');
    await expect(proved).toContainText(
      `✓ Status, gas used, logs and bloom proved against block ${block}’s receipts root`,
    );
    await expect(fresh.page.getByTestId('snapshot-header-word')).toContainText(
      `The header itself is the snapshot’s word: that block ${block} is`,
    );
    await expect(fresh.page.getByTestId('snapshot-header-word')).toHaveAttribute('data-confirmed', 'false');
    // the receipt's verification mark says what the proof above proved, not that it cannot be proved
    const receiptMark = fresh.page.getByLabel('Verification of the receipt in your browser');
    await expect(receiptMark).toContainText('the status, the gas used and that it is in its block are proved by');
    await expect(receiptMark).not.toContainText('not provable');
    // the test build's devnet preset is this browser's connection (unreachable): offered, never asked unbidden
    await expect(fresh.page.getByTestId('snapshot-ask-endpoint')).toContainText(`for block ${block}’s hash`);
    await expect(fresh.page.getByTestId('receipt-logs')).toBeVisible();
    // the header is not confirmed behind the person's back: no one was asked for the block or the record
    expect(askedFor(fresh.outside, hash)).toEqual([]);
    expect(askedFor(fresh.outside, `0x${blockNumber.toString(16)}"`)).toEqual([]);
  } finally {
    await fresh.context.close();
  }
  expect(problems, 'the fresh browser met no uncaught exception, console error or warning').toEqual([]);
  return { link, block: blockNumber };
}
