/**
 * The archive on the production build, on the opBNB-flavoured devnet mining every 250 ms
 * (test/devnet/opbnb.ts), started here on its own port: a transaction and its receipt
 * (test/e2e/support/archive-journey.ts, shared with the dev-server suite), and a storage word read
 * at a block number, each outliving the endpoint's 128-block window.
 */
import { toHex } from 'viem';
import { expect, test, connectWithUrl } from './support/fixtures.ts';
import { archiveJourney } from './support/archive-journey.ts';
import { archiveText, rewriteArchivedResult } from './support/archive-db.ts';
import { DEV_KEYS } from '../devnet/accounts.ts';
import { rpc } from '../devnet/gateway-client.ts';
import { startOpBnbDevnet, type OpBnbDevnet } from '../devnet/opbnb.ts';
import { privateKeyToAccount } from 'viem/accounts';

let opbnb: OpBnbDevnet;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  opbnb = await startOpBnbDevnet({ blockTime: 0.25 });
});
test.afterAll(async () => {
  await opbnb?.stop();
});

test('a transaction and its receipt outlive the window: archived, shown with the mark, verified again', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await archiveJourney(page, opbnb);
  expect(consoleErrors).toEqual([]);
});

/** "archived" as Solidity keeps a short string: its bytes from the left, twice its length in the last byte. */
const WORD = `0x${Buffer.from('archived').toString('hex').padEnd(62, '0')}10`;
const SLOT = 2;

/**
 * A contract whose constructor writes WORD at slot 2 (PUSH32 WORD, PUSH1 2, SSTORE, STOP: no
 * code is left, the storage stays), from an unlocked dev account; its address and its block.
 */
async function deployWordAtSlot(): Promise<{ address: string; block: number }> {
  const from = privateKeyToAccount(DEV_KEYS[2]).address;
  const data = `0x7f${WORD.slice(2)}60${SLOT.toString(16).padStart(2, '0')}5500`;
  const node = opbnb.manifest.nodeUrl;
  const hash = (await rpc(node, 'eth_sendTransaction', [{ from, data }])).result as string;
  let receipt: { contractAddress: string; blockNumber: string } | null = null;
  await expect
    .poll(async () => (receipt = (await rpc(node, 'eth_getTransactionReceipt', [hash])).result))
    .not.toBeNull();
  const { contractAddress, blockNumber } = receipt!;
  return { address: contractAddress.toLowerCase(), block: Number(blockNumber) };
}

test('a storage word read at a block number outlives the window: shown from the archive with the mark', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { base, apiKey } = opbnb.manifest;
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
  await expect
    .poll(async () => (await rpc(endpoint, 'eth_getStorageAt', [address, toHex(SLOT), toHex(block)])).error?.message, {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toMatch(/missing trie node/);

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
