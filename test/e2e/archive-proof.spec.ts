/**
 * An archived receipt carries its proof: proved on its page on the devnet's full mode, the proof is
 * kept with the receipt's record and exported with it (one more field, no key); imported in a fresh
 * browser connected to another endpoint (an opBNB devnet of this file's own, which has never seen
 * the transaction, so the receipt page falls back to the archive), the receipt is proved against
 * the header the file carries, that header said to be the file's word, and the verification mark
 * no longer says status and gas are "not provable"; a second endpoint that sees the same hash at
 * that number lifts the caveat. A file whose proof was changed has that record refused at import,
 * named, with the part that failed.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, connectWithKey, connectWithUrl, scopedKey } from './support/fixtures.ts';
import { archiveText } from './support/archive-db.ts';
import { importArchive, type ArchiveLine } from './support/archive-files.ts';
import { freshPage } from './support/archive-import.ts';
import { addSecondEndpoint } from './support/second-opinion.ts';
import { ownOpBnbDevnet } from './support/own-devnet.ts';

/** A node with its last byte changed (to another value, whatever it was). */
const changedByte = (node: string) => `${node.slice(0, -2)}${node.endsWith('00') ? '01' : '00'}`;

const opbnb = ownOpBnbDevnet();

type ProvedLine = ArchiveLine & { proof: { header: Record<string, string>; receipt: string[] } };

test('a receipt proved on its page keeps its proof through export and import: proved from the file, the header its word; a changed proof refused', async ({
  page,
  browser,
  baseURL,
  manifest,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const { hash, blockNumber, blockHash } = manifest.roles.tokens.transfer;
  if (blockNumber === null) throw new Error('the token transfer is not mined');
  const block = blockNumber.toLocaleString('en-US');

  await connectWithKey(page, manifest.base, manifest.fullKey);
  await page.goto(`/tx/${hash}/receipt`);
  await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'proved');
  // kept with the receipt's record when the browser is idle
  await expect.poll(() => archiveText(page)).toContain(`"proof":{"header":{`);

  await page.goto('/archive');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Export all \d+/ }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).not.toContain(manifest.fullKey);
  const [header, ...lines] = text.trimEnd().split('\n');
  const receiptLine = lines.findIndex((line) => (JSON.parse(line) as ArchiveLine).kind === 'receipt');
  const kept = JSON.parse(lines[receiptLine]!) as ProvedLine;
  expect(kept.key).toBe(hash);
  expect(kept.proof.header.hash).toBe(blockHash);
  expect(kept.proof.receipt.length).toBeGreaterThan(0);

  // a fresh browser on another endpoint, which has never seen the transaction
  const other = await freshPage(browser, baseURL);
  const { base, apiKey } = opbnb().manifest;
  await connectWithUrl(other, `${base}/v3/${apiKey}`);
  await other.goto('/archive');
  await importArchive(other, 'proved.jsonl', text);
  const report = other.getByTestId('archive-import-report');
  await expect(report).toContainText(`proved.jsonl: ${lines.length} records imported, each verified.`);
  await report.getByText('What the import could not prove').click();
  await expect(report).toContainText(
    'The block header its receipt’s proof rests on: the file’s word until an endpoint sees the same hash',
  );

  await other.goto(`/tx/${hash}/receipt`);
  await expect(other.getByTestId('archive-mark')).toContainText('From this browser’s archive');
  const proved = other.getByTestId('snapshot-proof');
  await expect(proved).toHaveAttribute('data-status', 'proved');
  await expect(proved).toContainText(
    `✓ Status, gas used, logs and bloom proved against block ${block}’s receipts root`,
  );
  const word = other.getByTestId('snapshot-header-word');
  await expect(word).toContainText(`The header itself is the file’s word: that block ${block} is`);
  await expect(word).toHaveAttribute('data-confirmed', 'false');
  await expect(other.getByTestId('verification')).toContainText('proved by the proof that came with it');
  await expect(other.getByTestId('verification')).not.toContainText('not provable with these four methods');
  await expect(other.locator('body')).not.toContainText(manifest.fullKey);

  // a second endpoint that sees the same hash at that number: the header is no longer the file's word alone
  await addSecondEndpoint(other, { base: manifest.base, apiKey: scopedKey(manifest, 'archive-proof-second', 'full') });
  await other.goto(`/tx/${hash}/receipt`);
  await expect(other.getByTestId('second-opinion')).toHaveAttribute('data-status', 'agrees');
  await expect(word).toHaveAttribute('data-confirmed', 'true');
  await expect(word).toContainText('The header is not only the file’s word:');

  // a proof node changed in the file: that record refused, named, the part said
  const changed = {
    ...kept,
    proof: { ...kept.proof, receipt: kept.proof.receipt.map((n, i) => (i === 0 ? changedByte(n) : n)) },
  };
  const tamperedLines = lines.map((line, i) => (i === receiptLine ? JSON.stringify(changed) : line));
  await other.goto('/archive');
  await importArchive(other, 'changed.jsonl', `${[header, ...tamperedLines].join('\n')}\n`);
  await expect(other.getByTestId('archive-import-report')).toContainText('1 record refused.');
  await expect(other.getByTestId('archive-import-refusals')).toContainText(
    `Line ${receiptLine + 2} (receipt ${hash}): its receipt’s proof does not check out: its receipt’s proof did not check out against block ${block}’s receipts root`,
  );
  await other.context().close();
  expect(consoleErrors).toEqual([]);
});
