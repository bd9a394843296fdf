/**
 * A snapshot proves its receipt: shared from the receipt page on the devnet's full mode once the
 * page proved it, the link carries the block's header and the proof nodes; opened in a fresh
 * browser with no connection, the receipt's status and gas are proved against the header it
 * carries, and the header is said to be the snapshot's word. Each tampering (the status flipped, a
 * log removed, a proof node changed, a header field changed, a proof 1,000 nodes deep, a huge node)
 * is refused naming the part, nothing of the record shown; a link from before proofs opens and says
 * it carries none. Connected, the person may ask their endpoint for the block's hash, and a second
 * endpoint is asked as on every proved page: either agreeing lifts the caveat.
 */
import type { Browser, Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { addSecondEndpoint } from './support/second-opinion.ts';
import { connectWithKey, expect, scopedKey, test } from './support/fixtures.ts';
import {
  askedFor,
  freshBrowser,
  linkWith,
  payloadOf,
  shareFrom,
  snapshotProvesItsReceipt,
} from './support/snapshot-journeys.ts';
import { axeFindings } from './support/axe.ts';

type Payload = Record<string, unknown> & {
  receipt: Record<string, unknown> & { logs: unknown[] };
  proof: { header: Record<string, string>; receipt: string[]; previous: string[] | null };
};

/** A proved receipt's link, shared from its page on the full-mode key. */
async function provedLink(page: Page, manifest: DevnetManifest, hash: string): Promise<string> {
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await page.goto(`/tx/${hash}/receipt`);
  await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'proved');
  const link = await shareFrom(page);
  await expect(page.getByTestId('snapshot-proof-carried')).toHaveAttribute('data-proof', 'carried');
  return link;
}

async function inFreshBrowser(browser: Browser, page: Page, run: (fresh: Page, outside: string[]) => Promise<void>) {
  const fresh = await freshBrowser(browser, new URL(page.url()).origin);
  try {
    await run(fresh.page, fresh.outside);
  } finally {
    await fresh.context.close();
  }
}

test('a snapshot shared from a proved receipt page proves the receipt with no connection, the header its word', async ({
  page,
  browser,
  manifest,
  consoleErrors,
}) => {
  await snapshotProvesItsReceipt(page, browser, manifest);
  expect(consoleErrors).toEqual([]);
});

test('a tampered snapshot is refused naming the part that failed, nothing of it shown as proved', async ({
  page,
  browser,
  manifest,
}) => {
  const { transfer } = manifest.roles.tokens;
  const link = await provedLink(page, manifest, transfer.hash);
  const payload = payloadOf(link) as Payload;
  const block = transfer.blockNumber!.toLocaleString('en-US');
  const { receipt, proof } = payload;
  expect(receipt.status).toBe('0x1');
  expect(receipt.logs).toHaveLength(1);

  const tampered: Array<[string, Payload, string]> = [
    [
      'the status flipped',
      { ...payload, receipt: { ...receipt, status: '0x0' } },
      `This snapshot was changed: its receipt’s status differs from the receipt its proof holds in block ${block}’s receipts root.`,
    ],
    [
      'a log removed',
      { ...payload, receipt: { ...receipt, logs: [] } },
      `This snapshot was changed: its receipt’s logs differ from the receipt its proof holds in block ${block}’s receipts root.`,
    ],
    [
      'a proof node changed',
      { ...payload, proof: { ...proof, receipt: [proof.receipt[0]!.replace(/.$/, (c) => (c === '0' ? '1' : '0'))] } },
      `This snapshot was changed: its receipt’s proof did not check out against block ${block}’s receipts root: its first node does not hash to the header’s receiptsRoot.`,
    ],
    [
      'a header field changed',
      { ...payload, proof: { ...proof, header: { ...proof.header, gasLimit: '0x1' } } },
      `This snapshot was changed: its block header’s fields hash to 0x`,
    ],
    [
      'a proof 1,000 nodes deep',
      { ...payload, proof: { ...proof, receipt: Array.from({ length: 1000 }, () => '0x80') } },
      'The snapshot’s receipt proof has 1000 nodes, more than any path in a trie has (65): it was changed.',
    ],
    [
      'a huge node',
      { ...payload, proof: { ...proof, receipt: [`0x${'00'.repeat(10_000)}`, ...proof.receipt] } },
      'The snapshot’s receipt proof: node 0 is 10000 bytes, larger than any trie node (564): it was changed.',
    ],
  ];

  await inFreshBrowser(browser, page, async (fresh, outside) => {
    for (const [what, changed, words] of tampered) {
      await fresh.goto(linkWith(link, changed));
      await expect(fresh.getByTestId('snapshot-refusal'), what).toContainText(words);
      await expect(fresh.getByTestId('tx-summary'), what).toHaveCount(0);
      await expect(fresh.getByTestId('snapshot-proof'), what).toHaveCount(0);
    }
    // the header's refusal names both hashes
    await fresh.goto(linkWith(link, tampered[3]![1]));
    await expect(fresh.getByTestId('snapshot-refusal')).toContainText(
      `not to the block hash ${transfer.blockHash!} it names (a header field was changed)`,
    );
    expect(await axeFindings(fresh), 'the refusal passes axe').toEqual([]);

    // a link made before snapshots carried proofs still opens, and says it carries none
    const { proof: _left, ...old } = payload;
    await fresh.goto(linkWith(link, old));
    await expect(fresh.getByTestId('snapshot-proof')).toHaveAttribute('data-status', 'none');
    await expect(fresh.getByTestId('snapshot-proof')).toContainText(
      'No proof carried: the link was made before snapshots carried proofs.',
    );
    await expect(fresh.getByTestId('snapshot-unproven')).toContainText('the receipt’s status (success or failure)');
    await expect(fresh.getByLabel('Verification of the receipt in your browser')).toContainText(
      'not provable with these four methods: the status, the gas used',
    );
    await expect(fresh.getByTestId('tx-summary')).toBeVisible();
    expect(askedFor(outside, transfer.hash)).toEqual([]);
  });
});

test('shared from a page that did not prove the receipt (the four methods serve no block by hash; the transaction page), a link carries no proof and says so', async ({
  page,
  browser,
  manifest,
}) => {
  await connectWithKey(page, manifest.base, scopedKey(manifest, 'snapshot-four', 'four'));
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
  await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'absent');
  const link = await shareFrom(page);
  await expect(page.getByTestId('snapshot-proof-carried')).toHaveAttribute('data-proof', 'not-proved');
  await expect(page.getByTestId('snapshot-proof-carried')).toHaveText(
    'It carries no proof of the receipt: this page could not prove the receipt at its index (the line above says why).',
  );
  await inFreshBrowser(browser, page, async (fresh) => {
    await fresh.goto(link);
    await expect(fresh.getByTestId('snapshot-proof')).toContainText(
      'No proof carried: the page it was shared from had not proved the receipt at its index.',
    );
  });
  // the transaction page proves the transaction, not its receipt: its link says where one is carried
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await shareFrom(page);
  await expect(page.getByTestId('snapshot-proof-carried')).toContainText(
    'a link shared from the receipt page carries the receipt’s proof',
  );
});

test('connected, the person may ask their endpoint for the block’s hash; a second endpoint is asked as on any proved page', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const { transfer } = manifest.roles.tokens;
  const link = await provedLink(page, manifest, transfer.hash);
  const block = transfer.blockNumber!.toLocaleString('en-US');
  const host = new URL(manifest.base).host;

  await page.goto(link);
  const word = page.getByTestId('snapshot-header-word');
  await expect(word).toHaveAttribute('data-confirmed', 'false');
  await page.getByRole('button', { name: `Ask ${host} for block ${block}’s hash` }).click();
  await expect(page.getByTestId('snapshot-endpoint-opinion').getByTestId('second-opinion')).toHaveAttribute(
    'data-status',
    'agrees',
  );
  await expect(word).toHaveAttribute('data-confirmed', 'true');
  await expect(word).toContainText(
    `The header is not only the snapshot’s word: ${host} sees the same hash at block ${block}`,
  );

  // a second endpoint, given in Settings, is asked without a click, as on every page resting on a block
  await addSecondEndpoint(page, { base: manifest.base, apiKey: scopedKey(manifest, 'snapshot-second', 'full') });
  await page.goto(link);
  await expect(page.getByTestId('second-opinion')).toHaveAttribute('data-status', 'agrees');
  await expect(word).toHaveAttribute('data-confirmed', 'true');
  await expect(page.getByTestId('snapshot-ask-endpoint')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
