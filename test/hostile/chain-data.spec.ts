/**
 * Hostile chain data: whatever bytes a transaction, a log or a storage word holds, the page shows
 * them as text. Seeds a devnet of its own (the shared one keeps mining off for its pending role)
 * with a transaction whose input is HTML/script text, a contract that logs its calldata with a
 * topic that reads as markup, and storage words that decode to short strings of markup; then, in
 * the browser, every view that turns those bytes into text shows the literal characters, no
 * element is injected, no handler runs and no dialog opens.
 */
import { keccak256, toHex, type Hex } from 'viem';
import { ownDevnet } from '../e2e/support/own-devnet.ts';
import { connectWithKey, expect, test } from '../e2e/support/fixtures.ts';
import { printSummary, recordCase, summaryScope } from './support.ts';
import { nodeCall } from '../devnet/gateway-client.ts';

summaryScope('e2e-hostile-chain-data');

const INPUT_TEXT = '<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2;alert(2)</script>';
const LOG_TEXT = '<iframe srcdoc="<script>parent.__pwned=3</script>"></iframe><b onmouseover=alert(3)>hover</b>';
const TOPIC_TEXT = '<svg onload=alert(7)>'; // fits a 32-byte topic
const STORAGE_TEXTS = ['<img src=x onerror=alert(4)>', '<script>alert(5)</script>']; // short strings: ≤ 31 bytes

const utf8Hex = (text: string): Hex => toHex(new TextEncoder().encode(text));
const strip = (hex: string) => hex.replace(/^0x/, '');

/** 32 bytes: the text left-aligned, zero-padded. */
function rightPadded(text: string): string {
  const hex = strip(utf8Hex(text));
  if (hex.length > 64) throw new Error(`${text} is longer than 32 bytes`);
  return hex.padEnd(64, '0');
}

/** A Solidity short string in its slot: data left-aligned, lowest byte = length × 2. */
function shortStringWord(text: string): Hex {
  const hex = strip(utf8Hex(text));
  if (hex.length > 62) throw new Error(`${text} is longer than 31 bytes`);
  return `0x${hex.padEnd(62, '0')}${hex.length.toString(16).padStart(2, '0')}`;
}

/** Runtime: log the calldata as data, with topic0 = keccak256("HostileNote(bytes)") and topic1 = TOPIC_TEXT. */
function emitterInitcode(): Hex {
  const topic0 = strip(keccak256(toHex('HostileNote(bytes)')));
  // CALLDATACOPY(0, 0, calldatasize); LOG2(0, calldatasize, topic0, topic1); STOP
  const runtime = `366000600037` + `7f${rightPadded(TOPIC_TEXT)}` + `7f${topic0}` + `366000a2` + `00`;
  const length = runtime.length / 2;
  const init = `60${length.toString(16).padStart(2, '0')}80600b6000396000f3`;
  return `0x${init}${runtime}`;
}

const devnet = ownDevnet();
const seeded = { inputTx: '', logTx: '', emitter: '' };

/** With automine on, anvil may still answer a receipt lookup before the block lands: ask again. */
async function minedReceipt(hash: string): Promise<any> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = await nodeCall(devnet().manifest.nodeUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${hash} was not mined within 10 s`);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const [from, to] = devnet().manifest.accounts as [string, string];
  await nodeCall(devnet().manifest.nodeUrl, 'evm_setAutomine', [true]);
  seeded.inputTx = await nodeCall<string>(devnet().manifest.nodeUrl, 'eth_sendTransaction', [
    { from, to, data: utf8Hex(INPUT_TEXT) },
  ]);
  const deploy = await nodeCall<string>(devnet().manifest.nodeUrl, 'eth_sendTransaction', [
    { from, data: emitterInitcode(), gas: '0x100000' },
  ]);
  seeded.emitter = ((await minedReceipt(deploy)) as { contractAddress: string }).contractAddress;
  seeded.logTx = await nodeCall<string>(devnet().manifest.nodeUrl, 'eth_sendTransaction', [
    { from, to: seeded.emitter, data: utf8Hex(LOG_TEXT), gas: '0x100000' },
  ]);
  const receipt = (await minedReceipt(seeded.logTx)) as { logs: Array<{ data: string }> };
  if (receipt.logs[0]?.data !== utf8Hex(LOG_TEXT)) throw new Error('the emitter did not log its calldata');
  for (const [i, text] of STORAGE_TEXTS.entries())
    await nodeCall(devnet().manifest.nodeUrl, 'anvil_setStorageAt', [
      seeded.emitter,
      toHex(i, { size: 32 }),
      shortStringWord(text),
    ]);
});

test.afterAll(() => printSummary('hostile chain data'));

test('input data, log data, topics and storage words that hold markup are shown as text', async ({
  page,
  consoleErrors,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await connectWithKey(page, devnet().manifest.base, devnet().manifest.apiKey, 'http');
  const search = async (text: string) => {
    await page.getByRole('searchbox').fill(text);
    await page.getByRole('searchbox').press('Enter');
  };
  /** No element the payloads would create, no handler attribute anywhere, nothing ran. */
  const nothingInjected = async () => {
    expect(
      await page
        .locator(
          'main img, main iframe, main svg[onload], main script, main b[onmouseover], [onerror], [onload], [onmouseover], [srcdoc]',
        )
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  };
  const category = 'hostile chain data';

  await recordCase(category, 'transaction input as UTF-8', async () => {
    await search(seeded.inputTx);
    const input = page.getByTestId('input-data');
    await input.getByRole('tab', { name: 'UTF-8' }).click();
    await expect(page.getByTestId('input-utf8')).toContainText(INPUT_TEXT);
    await nothingInjected();
  });
  await recordCase(category, 'transaction input as raw hex', async () => {
    await page
      .getByTestId('input-data')
      .getByRole('tab', { name: /raw|hex/i })
      .first()
      .click();
    await expect(page.getByTestId('input-raw')).toContainText(strip(utf8Hex(INPUT_TEXT)).slice(0, 40));
    await nothingInjected();
  });

  await recordCase(category, 'log data as UTF-8', async () => {
    await search(seeded.logTx);
    await page.getByTestId('receipt-link').click();
    const log = page.getByTestId('log').first();
    await log.getByRole('tab', { name: 'UTF-8' }).click();
    await expect(log.getByTestId('log-data-utf8')).toContainText(LOG_TEXT);
    await nothingInjected();
  });
  await recordCase(category, 'log topic as text', async () => {
    const topic = page.getByTestId('log').first().getByTestId('topic').nth(1);
    const text = topic.getByRole('tab', { name: /text/i });
    if (await text.count()) await text.first().click();
    await expect(topic.getByTestId('topic-value')).toContainText(TOPIC_TEXT);
    await nothingInjected();
  });

  for (const [i, text] of STORAGE_TEXTS.entries()) {
    await recordCase(category, `storage word ${i} as a short string`, async () => {
      if (i === 0) {
        // an address opens its overview; its storage is the next view
        await search(seeded.emitter);
        await page.getByRole('navigation', { name: 'Address views' }).getByRole('link', { name: 'Storage' }).click();
      } else await page.getByTestId('next-slot').click();
      await expect(page.getByTestId('word-views')).toContainText(text);
      await nothingInjected();
    });
  }

  await recordCase(category, 'no dialog, no injected element, nothing in the console', async () => {
    await nothingInjected();
    expect(consoleErrors).toEqual([]);
  });
});
