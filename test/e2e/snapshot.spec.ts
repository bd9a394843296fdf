/**
 * Snapshot links: shared from the transaction page, opened in a fresh browser (no settings, no
 * key, no endpoint reachable) where the record is shown and verified; a changed or cut link is
 * refused with its reason; the API key is in no part of the link, not even inside the compressed
 * data; a receipt too large for a link points to the file export; opened while connected, the
 * page asks the connected endpoint nothing. The journeys live in support/snapshot-journeys.ts, which
 * the dev-server suite runs too.
 */
import { expect, test, useDevnet } from './support/fixtures.ts';
import { axeFindings } from './support/axe.ts';
import {
  askedFor,
  freshBrowser,
  linkWith,
  payloadOf,
  shareFrom,
  snapshotAsksTheEndpointNothing,
  snapshotWithoutConnection,
} from './support/snapshot-journeys.ts';

test('a snapshot shared from the transaction page opens in a fresh browser with no connection, verified', async ({
  page,
  browser,
  manifest,
  consoleErrors,
}) => {
  await snapshotWithoutConnection(page, browser, manifest, async (opened) => {
    expect(await axeFindings(opened), 'the opened snapshot passes axe').toEqual([]);
    await opened.screenshot({ path: 'artifacts/screenshots/snapshot-opened.png', fullPage: true });
  });
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
  await snapshotAsksTheEndpointNothing(page, manifest);
  expect(consoleErrors).toEqual([]);
});

test('names on a snapshot are looked up on the snapshot’s network, not the connected endpoint’s', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const sourcify = manifest.outsideSources!.sourcify;
  await page.evaluate(
    (url) => localStorage.setItem('hexray.outside.sourcify', JSON.stringify({ enabled: true, url, answered: true })),
    sourcify,
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(sourcify)) asked.push(request.url());
  });
  const { swap } = manifest.names;
  await page.goto(`/tx/${swap.transaction.hash}`);
  const name = page.getByTestId('tx-summary').getByTestId('verified-name');
  await expect(name).toHaveText('HexRouter');
  const link = await shareFrom(page);

  // shared from this network: named on the snapshot as on the transaction page
  await page.goto(link);
  await expect(page.getByTestId('network')).toHaveAttribute('data-chain-id', String(manifest.chainId));
  await expect(name).toHaveText('HexRouter');

  // the same record said to come from OP Mainnet, which the devnet's Sourcify does not cover: no name,
  // and never a lookup on the connected endpoint's chain (nor its answer kept from the visit above)
  asked.length = 0;
  await page.goto(linkWith(link, { ...payloadOf(link), chain: '10' }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction snapshot');
  await expect(page.getByTestId('network')).toHaveAttribute('data-chain-id', '10');
  // the transaction is signed for the devnet's chain: said beside the snapshot's word
  await expect(page.getByTestId('network-disagreement')).toHaveAttribute('data-chain-id', String(manifest.chainId));
  await page.waitForLoadState('networkidle');
  await expect(name).toHaveCount(0);
  expect(asked.filter((url) => url.includes(`/${manifest.chainId}/`))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
