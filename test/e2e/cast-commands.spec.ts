/**
 * Every "Copy as cast" in the app: what is copied never holds the key, and the real `cast` binary
 * runs each command to the answer the page shows.
 */
import { type Locator, type Page } from '@playwright/test';
import { getAddress } from 'viem';
import { runInShell } from './support/cast-shell.ts';
import { connectWithKey, expect, scopedKey, test } from './support/fixtures.ts';

/**
 * "Copy as cast": the transaction, receipt and storage pages and the request inspector copy a Foundry
 * `cast` command that names the endpoint `"$RPC_URL"` — never the key — and that the real `cast`
 * binary runs against the devnet with the same answer the page shows.
 */
test.describe('the pages and the request inspector copy a cast command that cast runs', () => {
  async function copyCast(page: Page, scope: Locator | Page = page): Promise<string> {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await scope.getByRole('button', { name: 'Copy as cast' }).first().click();
    return page.evaluate(() => navigator.clipboard.readText());
  }

  test('transaction, receipt and storage pages copy a cast command without the key, and cast runs it', async ({
    page,
    context,
    manifest,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const key = scopedKey(manifest, 'cast');
    const rpcUrl = `${manifest.base}/v3/${key}`;
    await connectWithKey(page, manifest.base, key);
    const hash = manifest.roles.legacy.hash;

    await page.goto(`/tx/${hash}`);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
    const tx = await copyCast(page);
    expect(tx).toBe(`cast tx ${hash} --rpc-url "$RPC_URL"`);
    expect(tx).not.toContain(key);
    expect(await runInShell(`${tx} --json`, rpcUrl)).toContain(hash);

    await page.goto(`/tx/${hash}/receipt`);
    const receipt = await copyCast(page);
    expect(receipt).toBe(`cast receipt ${hash} --rpc-url "$RPC_URL"`);
    const receiptJson = JSON.parse(await runInShell(`${receipt} --json`, rpcUrl)) as { transactionHash: string };
    expect(receiptJson.transactionHash).toBe(hash);

    const variable = manifest.storage.variables.find((v) => v.word !== undefined && v.entries === undefined);
    if (!variable?.word) throw new Error('the manifest has no plain storage variable with its word');
    const slot = `0x${BigInt(variable.slot).toString(16)}`;
    await page.goto(`/address/${manifest.storage.address}/storage?slot=${slot}&block=${manifest.headAtSeed}`);
    await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', variable.word);
    const storage = await copyCast(page);
    // the address as every page shows it: EIP-55 checksummed (viem's getAddress as the oracle)
    expect(storage).toBe(
      `cast storage ${getAddress(manifest.storage.address)} ${slot} --block ${manifest.headAtSeed} --rpc-url "$RPC_URL"`,
    );
    expect(await runInShell(storage, rpcUrl)).toBe(variable.word);
    expect(consoleErrors).toEqual([]);
  });

  test('the request inspector copies each exchange as cast rpc, which cast runs to the same answer', async ({
    page,
    context,
    manifest,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const key = scopedKey(manifest, 'cast-inspector');
    await connectWithKey(page, manifest.base, key);
    const hash = manifest.roles.legacy.hash;
    await page.goto(`/tx/${hash}`);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
    await page.getByTestId('request-count').click();
    const exchange = page.getByTestId('exchange').filter({ hasText: 'eth_getTransactionByHash' }).first();
    await exchange.locator('summary').click();
    const copied = await copyCast(page, exchange);
    expect(copied).toBe(`cast rpc --rpc-url "$RPC_URL" --raw 'eth_getTransactionByHash' '["${hash}"]'`);
    expect(copied).not.toContain(key);
    const answer = JSON.parse(await runInShell(copied, `${manifest.base}/v3/${key}`)) as { hash: string };
    expect(answer.hash).toBe(hash);
  });
});

/**
 * The slot calculator gives each step of its derivation as a `cast` command (`cast index` for a
 * mapping key, `cast keccak` for a hash, `cast index-erc7201` for a namespace root) or says why there
 * is none; the real `cast` binary, run offline on each copied command, prints the slot the page shows
 * for that step. Each derivation is opened from its link and reloaded first.
 */
test.describe("the slot calculator's derivation step by step as cast commands", () => {
  const ADDRESS = '0x00000000000000000000000000000000000000aa';

  /** Every step that has a command: its command run by cast equals the step's slot on the page. */
  async function checkEveryStep(page: Page): Promise<number> {
    const steps = page.getByTestId('slot-step');
    let commands = 0;
    for (let i = 0; i < (await steps.count()); i++) {
      const step = steps.nth(i);
      const copy = step.getByRole('button', { name: `Copy step ${i + 1} as cast` });
      if ((await copy.count()) === 0) continue;
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await copy.click();
      const command = await page.evaluate(() => navigator.clipboard.readText());
      expect(command).toMatch(/^cast (index|keccak|index-erc7201) /);
      const shown = await step.getByTestId('step-slot').getAttribute('data-value');
      expect(await runInShell(command), `step ${i + 1}: ${command}`).toBe(shown);
      commands++;
    }
    return commands;
  }

  async function openAndReload(page: Page, link: string): Promise<void> {
    await page.goto(link);
    await page.reload();
    await expect(page.getByTestId('calc-result')).toBeVisible();
  }

  test('a nested mapping: cast index for each key, each step’s slot feeding the next', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const keys = [
      `address:${ADDRESS}`,
      'int64:-7',
      'string:-it\'s a "key" $HOME',
      'bytes4:0x12345678',
      'bool:true',
      'string/hex:0xff00',
      'uint256:0x10',
      'bytes/utf8:hello',
    ];
    const link = `/slots?calc=mapping&p=5&${keys.map((k) => `key=${encodeURIComponent(k)}`).join('&')}`;
    await openAndReload(page, link);
    await expect(page.getByTestId('slot-step')).toHaveCount(keys.length + 1);
    expect(await checkEveryStep(page)).toBe(keys.length);
    // the last step's slot is the slot the calculator found
    await expect(page.getByTestId('step-slot').last()).toHaveAttribute(
      'data-value',
      (await page.getByTestId('calc-result').getAttribute('data-value')) ?? 'missing',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('arrays, string data, ERC-1967 and ERC-7201: cast keccak / index-erc7201, and an honest note for additions', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await openAndReload(page, '/slots?calc=array&p=3&i=5&size=32');
    expect(await checkEveryStep(page)).toBe(1);
    await expect(page.getByTestId('step-cast-note')).toContainText('cast has no command that adds');

    await openAndReload(page, '/slots?calc=bytes&p=2&chunk=1');
    expect(await checkEveryStep(page)).toBe(1);

    await openAndReload(page, '/slots?calc=erc1967&erc1967=admin');
    expect(await checkEveryStep(page)).toBe(1);
    await expect(page.getByTestId('step-cast-note')).toBeVisible();

    await openAndReload(page, `/slots?calc=erc7201&ns=${encodeURIComponent('openzeppelin.storage.ERC20')}`);
    expect(await checkEveryStep(page)).toBe(3);
    // cast index-erc7201 gives the namespace root itself
    const last = page.getByTestId('slot-step').last();
    await expect(last.getByTestId('cast-command')).toContainText("cast index-erc7201 'openzeppelin.storage.ERC20'");
    await expect(last.getByTestId('step-slot')).toHaveAttribute(
      'data-value',
      (await page.getByTestId('calc-result').getAttribute('data-value')) ?? 'missing',
    );
  });
});
