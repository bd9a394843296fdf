/**
 * The archive on the production build, on the opBNB-flavoured devnet mining every 250 ms
 * (test/devnet/opbnb.ts), started here on its own port: a transaction and its receipt
 * (test/e2e/support/archive-journey.ts, shared with the dev-server suite), and a storage word read
 * at a block number, each outliving the endpoint's 128-block window.
 */
import { readFile } from 'node:fs/promises';
import { keccak256, pad, toHex, type Hex } from 'viem';
import type { LayoutExport } from '../../src/domain/storage/layout-export.ts';
import { expect, test, connectWithUrl } from './support/fixtures.ts';
import { archiveJourney } from './support/archive-journey.ts';
import { archiveText, rewriteArchivedResult } from './support/archive-db.ts';
import { DEV_KEYS } from '../devnet/accounts.ts';
import { rpc } from '../devnet/gateway-client.ts';
import { ownOpBnbDevnet } from './support/own-devnet.ts';
import { privateKeyToAccount } from 'viem/accounts';

const opbnb = ownOpBnbDevnet();

test('a transaction and its receipt outlive the window: archived, shown with the mark, verified again', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await archiveJourney(page, opbnb());
  expect(consoleErrors).toEqual([]);
});

/** "archived" as Solidity keeps a short string: its bytes from the left, twice its length in the last byte. */
const WORD = `0x${Buffer.from('archived').toString('hex').padEnd(62, '0')}10`;
const SLOT = 2;

/**
 * A contract whose constructor writes each word at its slot (PUSH32 word, PUSH32 slot, SSTORE for
 * each, then STOP: no code is left, the storage stays), from an unlocked dev account; its address
 * and its block.
 */
async function deployWithStorage(
  words: ReadonlyArray<[slot: Hex, word: Hex]>,
): Promise<{ address: string; block: number }> {
  const from = privateKeyToAccount(DEV_KEYS[2]).address;
  const data = `0x${words.map(([slot, word]) => `7f${pad(word).slice(2)}7f${pad(slot).slice(2)}55`).join('')}00`;
  const node = opbnb().manifest.nodeUrl;
  const hash = (await rpc(node, 'eth_sendTransaction', [{ from, data }])).result as string;
  let receipt: { contractAddress: string; blockNumber: string } | null = null;
  await expect
    .poll(async () => (receipt = (await rpc(node, 'eth_getTransactionReceipt', [hash])).result))
    .not.toBeNull();
  const { contractAddress, blockNumber } = receipt!;
  return { address: contractAddress.toLowerCase(), block: Number(blockNumber) };
}

/** A contract with WORD at slot 2. */
const deployWordAtSlot = () => deployWithStorage([[toHex(SLOT), WORD as Hex]]);

/** Waits until the endpoint refuses state at `block` (its window has moved past it). */
async function windowPassed(endpoint: string, address: string, block: number): Promise<void> {
  await expect
    .poll(async () => (await rpc(endpoint, 'eth_getStorageAt', [address, '0x0', toHex(block)])).error?.message, {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toMatch(/missing trie node/);
}

test('a storage word read at a block number outlives the window: shown from the archive with the mark', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { base, apiKey } = opbnb().manifest;
  const endpoint = `${base}/v3/${apiKey}`;
  const { address, block } = await deployWordAtSlot();
  await connectWithUrl(page, endpoint, { remember: true });

  const readURL = `/address/${address}/storage?slot=${SLOT}&block=${block}`;
  await page.goto(readURL);
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', WORD);
  await expect(page.getByTestId('archive-mark')).toHaveCount(0); // served: taken fresh

  // kept when the browser is idle, under the read's block number, with the endpoint's label, never
  // the key (under the network the page knew: none here, as nothing it read named one)
  const key = `${address}:0x${'00'.repeat(31)}0${SLOT}@${toHex(block)}`;
  const kept = async () => {
    const records = JSON.parse(await archiveText(page)) as Array<Record<string, unknown>>;
    return records.find((record) => record.kind === 'storage' && record.key === key);
  };
  await expect.poll(kept).toMatchObject({ result: WORD, endpoint: `${base}/v3/<API_KEY>` });
  const { id } = (await kept()) as { id: string };
  expect(await archiveText(page)).not.toContain(apiKey);

  // the window passes: the endpoint refuses state at that block
  await windowPassed(endpoint, address, block);

  await page.reload();
  const mark = page.getByTestId('archive-mark');
  await expect(mark).toContainText('From this browser’s archive — fetched');
  await expect(mark).toContainText(`from ${base}/v3/<API_KEY>`);
  await expect(mark).toContainText('the endpoint no longer serves it (older than its 128 blocks)');
  await expect(mark).toContainText('A storage value cannot be proved without eth_getProof: it is the endpoint’s word.');
  await expect(mark).toHaveAttribute('data-miss', 'outside');
  // the same word views as a fresh read
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', WORD);
  await expect(page.getByTestId('view-string')).toHaveAttribute('data-value', 'archived');
  await expect(page.getByTestId('outside-window')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(apiKey);
  // the session's reads say the same: the archive's word, not the endpoint's refusal
  const thisRead = page.getByTestId('read-history-entry').filter({ hasText: `@${block}` });
  await expect(thisRead).toContainText('= 0x');
  await expect(thisRead).toContainText('(this browser’s archive)');
  await expect(thisRead).not.toContainText('outside');
  await page.getByTestId('slot-read').screenshot({ path: 'artifacts/screenshots/storage-archived-word.png' });

  // the same slot at latest moves with the chain: read fresh, never from the archive
  await page.goto(`/address/${address}/storage?slot=${SLOT}`);
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', WORD);
  await expect(mark).toHaveCount(0);

  // the home page's recent lookups say the read at the block now opens only from the archive
  await page.getByRole('link', { name: '0xhexray' }).click();
  const entries = page.getByRole('listitem').filter({ has: page.getByTestId('recent-lookup') });
  const atBlock = entries.filter({ hasText: `slot 0x${SLOT} @ ${block}` });
  await expect(atBlock.getByTestId('recent-lookup-archive-only')).toHaveText('only in this browser’s archive');
  const atLatest = entries.filter({ hasText: `slot 0x${SLOT} @ latest` });
  await expect(atLatest).toHaveCount(1);
  await expect(atLatest.getByTestId('recent-lookup-archive-only')).toHaveCount(0);
  await atBlock.getByTestId('recent-lookup').click();
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', WORD);
  await expect(mark).toBeVisible();

  // an archived word is parsed again when read back: one changed into something else is not shown
  await rewriteArchivedResult(page, id, '0xnot-a-word');
  await page.reload();
  await expect(page.getByTestId('outside-window')).toBeVisible();
  await expect(mark).toHaveCount(0);
  await expect(page.getByTestId('word-hex')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

/** 49 bytes: a long string, in two data slots from keccak256(its slot). */
const MOTTO = 'kept in this browser after its window moved on!!!';
const ANSWER = 42n;

/**
 * The layout view at a block number: a uint at slot 0, a long string at slot 1 (its length word,
 * its data from keccak256(1)) and a mapping at slot 2. Every word the page read there is kept;
 * once the window has passed, a reload shows each variable and the long string from the archive,
 * with the mark (the data slots under one); a mapping entry never read at that block is not
 * available; at latest the layout is read fresh.
 */
const LAYOUT = {
  storage: [
    { astId: 1, contract: 'Kept.sol:Kept', label: 'answer', offset: 0, slot: '0', type: 't_uint256' },
    { astId: 2, contract: 'Kept.sol:Kept', label: 'motto', offset: 0, slot: '1', type: 't_string_storage' },
    {
      astId: 3,
      contract: 'Kept.sol:Kept',
      label: 'balances',
      offset: 0,
      slot: '2',
      type: 't_mapping(t_address,t_uint256)',
    },
  ],
  types: {
    t_address: { encoding: 'inplace', label: 'address', numberOfBytes: '20' },
    't_mapping(t_address,t_uint256)': {
      encoding: 'mapping',
      key: 't_address',
      label: 'mapping(address => uint256)',
      numberOfBytes: '32',
      value: 't_uint256',
    },
    t_string_storage: { encoding: 'bytes', label: 'string', numberOfBytes: '32' },
    t_uint256: { encoding: 'inplace', label: 'uint256', numberOfBytes: '32' },
  },
};

test('a layout read at a block number outlives the window: its variables and a long string from the archive, marked', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { base, apiKey } = opbnb().manifest;
  const endpoint = `${base}/v3/${apiKey}`;
  const motto = toHex(MOTTO);
  const dataSlot = BigInt(keccak256(pad(toHex(1))));
  const { address, block } = await deployWithStorage([
    [toHex(0), toHex(ANSWER)],
    [toHex(1), toHex(MOTTO.length * 2 + 1)],
    [toHex(dataSlot), `0x${motto.slice(2, 66)}`],
    [toHex(dataSlot + 1n), `0x${motto.slice(66).padEnd(64, '0')}`],
  ]);
  await connectWithUrl(page, endpoint, { remember: true });

  await page.goto(`/address/${address}/storage?block=${block}`);
  await page.getByTestId('layout-input').fill(JSON.stringify(LAYOUT));
  const vars = page.getByTestId('layout-variables');
  const row = (label: string) => vars.locator(`[data-testid="layout-var"][data-label=${JSON.stringify(label)}]`);
  await expect(row('answer').getByTestId('layout-value')).toHaveAttribute('data-value', ANSWER.toString());
  await expect(row('motto').getByTestId('long-text')).toHaveAttribute('data-value', MOTTO);
  await expect(vars.getByTestId('archive-mark')).toHaveCount(0); // served: taken fresh

  // every word shown is kept when the browser is idle: the length word and both data slots
  const key = (slot: bigint) => `${address}:${pad(toHex(slot))}@${toHex(block)}`;
  await expect
    .poll(async () => {
      const text = await archiveText(page);
      return [0n, 1n, dataSlot, dataSlot + 1n].filter((slot) => !text.includes(`"${key(slot)}"`)).length;
    })
    .toBe(0);

  await windowPassed(endpoint, address, block);
  await page.reload();

  const answer = row('answer');
  await expect(answer.getByTestId('layout-value')).toHaveAttribute('data-value', ANSWER.toString());
  await expect(answer.getByTestId('archive-mark')).toContainText('From this browser’s archive — fetched');
  await expect(answer.getByTestId('archive-mark')).toContainText(`from ${base}/v3/<API_KEY>`);
  await expect(answer.getByTestId('archive-mark')).toContainText(
    'the endpoint no longer serves it (older than its 128 blocks)',
  );
  await expect(answer.getByTestId('archive-mark')).toContainText(
    'A storage value cannot be proved without eth_getProof: it is the endpoint’s word.',
  );
  await expect(answer.getByTestId('layout-outside-window')).toHaveCount(0);

  // the long string whole, its data slots under one mark
  const longBytes = row('motto').getByTestId('long-bytes');
  await expect(longBytes.getByTestId('long-text')).toHaveAttribute('data-value', MOTTO);
  await expect(longBytes.getByTestId('archive-mark')).toHaveCount(1);
  await expect(longBytes.getByTestId('archive-mark')).toHaveAttribute('data-miss', 'outside');
  await expect(row('motto').getByTestId('layout-outside-window')).toHaveCount(0);
  await vars.screenshot({ path: 'artifacts/screenshots/storage-layout-archived.png' });

  // the export takes the same words, says which came from the archive, and gives the mapping's own
  // slot (never read at that block, so neither served nor kept) a row that says so
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export JSON (values at block ${block})` }).click(),
  ]);
  await expect(page.getByTestId('layout-export-status')).toHaveText(
    'Exported 3 rows (4 words from this browser’s archive; 1 variable not read: see its note).',
  );
  const fileText = await readFile((await download.path())!, 'utf8');
  const file = JSON.parse(fileText) as LayoutExport;
  const exported = new Map(file.variables.map((v) => [v.name, v]));
  expect(exported.get('answer')).toMatchObject({ word: pad(toHex(ANSWER)), value: ANSWER.toString() });
  expect(exported.get('motto')).toMatchObject({ word: pad(toHex(MOTTO.length * 2 + 1)), value: MOTTO });
  expect(exported.get('balances')).toMatchObject({ slot: '2', word: null, value: null });
  expect(exported.get('balances')?.note).toMatch(/^not read: /);
  expect(file.note).toMatch(
    new RegExp(
      `^4 words from this browser's archive, fetched at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC or later: the endpoint no longer serves block ${block}\\.`,
    ),
  );
  expect(fileText).not.toContain(apiKey);
  expect(fileText).not.toContain(base);

  // an entry never read at that block is not in the archive: the endpoint's refusal is said
  const holder = privateKeyToAccount(DEV_KEYS[3]).address;
  await row('balances').getByRole('textbox').first().fill(holder);
  await row('balances').getByRole('button', { name: 'Look up' }).click();
  await expect(row('balances').getByTestId('layout-outside-window')).toContainText(
    `Not available at block ${block}: this endpoint serves only the latest 128 blocks.`,
  );
  await expect(row('balances').getByTestId('archive-mark')).toHaveCount(0);

  // at latest the layout moves with the chain: read fresh, never from the archive
  await page.goto(`/address/${address}/storage`);
  await expect(row('answer').getByTestId('layout-value')).toHaveAttribute('data-value', ANSWER.toString());
  await expect(row('motto').getByTestId('long-text')).toHaveAttribute('data-value', MOTTO);
  await expect(vars.getByTestId('archive-mark')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(apiKey);
  expect(consoleErrors).toEqual([]);
});
