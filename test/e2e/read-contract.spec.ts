/**
 * The address page's Read tab, against the devnet's contracts and anvil itself: the reads without
 * arguments at once, a read with an argument whose link reproduces it, the same answer from the
 * real `cast` binary running the copied command, a pasted ABI's functions simulated with their
 * revert reasons, and what an endpoint without eth_call or an account without code says.
 */
import type { Page } from '@playwright/test';
import { getAddress } from 'viem';
import { layoutFindings } from './support/axe.ts';
import { runInShell } from './support/cast-shell.ts';
import { connectWithKey, expect, test } from './support/fixtures.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';

async function nodeCall(manifest: DevnetManifest, to: string, data: string): Promise<string> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, 'latest'] }),
  });
  return ((await response.json()) as { result: string }).result;
}

const row = (page: Page, signature: string) => page.locator(`[data-testid="read-row"][data-signature="${signature}"]`);
const form = (page: Page, signature: string) =>
  page.locator(`[data-testid="read-function"][data-signature="${signature}"]`);

test.describe('Read Contract', () => {
  test.beforeEach(async ({ page, manifest }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
  });

  test('an ERC-20 with no ABI at hand: recognised in its code, its reads at once, balanceOf by link, and cast agrees', async ({
    page,
    context,
    manifest,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const token = manifest.tokenContracts.standard;
    await page.goto(`/address/${token.address}`);
    await page.getByRole('navigation', { name: 'Address views' }).getByRole('link', { name: 'Read' }).click();
    await expect(page).toHaveURL(`/address/${token.address.toLowerCase()}/read`);
    await expect(page.getByTestId('read-sources')).toContainText('the standards recognised in its code (ERC-20)');

    await expect(row(page, 'name()').getByTestId('call-answer')).toContainText(token.name!);
    await expect(row(page, 'symbol()').getByTestId('call-answer')).toContainText(token.symbol!);
    await expect(row(page, 'decimals()').getByTestId('call-answer')).toContainText(String(token.decimals));
    const supply = BigInt(await nodeCall(manifest, token.address, '0x18160ddd'));
    // an amount of the token itself, in its units (18 decimals, HXR), the raw integer kept beside
    const totalSupply = row(page, 'totalSupply()').getByTestId('token-amount');
    await expect(totalSupply).toHaveAttribute('data-raw', supply.toString());
    await expect(totalSupply).toContainText(`${(supply / 10n ** BigInt(token.decimals)).toLocaleString('en-US')} HXR`);

    // a wrong checksum is refused before anything is sent
    const balanceOf = form(page, 'balanceOf(address)');
    const holder = manifest.accounts[0]!;
    await balanceOf.getByTestId('read-argument').fill(getAddress(holder).replace(/[a-f]/, (c) => c.toUpperCase()));
    await balanceOf.getByRole('button', { name: 'Read' }).click();
    await expect(balanceOf.getByTestId('read-problem')).toContainText('owner: The checksum does not match');
    await expect(page).toHaveURL(`/address/${token.address.toLowerCase()}/read`);

    await balanceOf.getByTestId('read-argument').fill(getAddress(holder));
    await balanceOf.getByRole('button', { name: 'Read' }).click();
    await expect(page).toHaveURL(/\?fn=balanceOf%28address%29&arg=0x/);
    const held = BigInt(
      await nodeCall(manifest, token.address, `0x70a08231${holder.slice(2).toLowerCase().padStart(64, '0')}`),
    );
    await expect(balanceOf.getByTestId('token-amount')).toHaveAttribute('data-raw', held.toString());

    // the link reproduces the answer in a fresh load
    await page.reload();
    await expect(form(page, 'balanceOf(address)').getByTestId('token-amount')).toHaveAttribute(
      'data-raw',
      held.toString(),
    );
    await expect(form(page, 'balanceOf(address)').getByTestId('read-argument')).toHaveValue(getAddress(holder));

    // "Copy as cast" never holds the key, and cast gives the same number
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await form(page, 'balanceOf(address)').getByRole('button', { name: 'Copy as cast' }).click();
    const command = await page.evaluate(() => navigator.clipboard.readText());
    expect(command).toBe(
      `cast call ${getAddress(token.address)} 'balanceOf(address)(uint256)' '${getAddress(holder)}' --block latest --rpc-url "$RPC_URL"`,
    );
    expect(command).not.toContain(manifest.fullKey);
    expect((await runInShell(command, manifest.nodeUrl)).split(' ')[0]).toBe(held.toString());
    expect(consoleErrors).toEqual([]);
  });

  test('a pasted ABI: its reads, and its writes simulated with each revert named', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const vault = manifest.failedCalls;
    await page.goto(`/address/${vault.contract}/read`);
    await expect(page.getByTestId('read-sources')).toContainText('No functions to offer');
    await page.getByTestId('read-paste-toggle').click();
    await page.getByTestId('abi-json').fill(JSON.stringify(vault.abi));
    await page.getByRole('button', { name: 'Decode with this ABI' }).click();
    await expect(page.getByTestId('read-sources')).toContainText('Functions from your pasted ABI.');
    await expect(row(page, 'level()').getByTestId('call-answer')).toContainText('250');

    const deposit = form(page, 'deposit()');
    await deposit.getByRole('button', { name: 'Simulate' }).click();
    await expect(deposit.getByTestId('simulation-note')).toContainText('Nothing is sent and nothing changes');
    await expect(deposit.getByTestId('call-answer')).toHaveAttribute('data-state', 'reverted');
    await expect(deposit.getByTestId('revert-message')).toHaveText('Vault: a deposit needs some ether');

    const raise = form(page, 'raise(uint8)');
    await raise.getByTestId('read-argument').fill('256');
    await raise.getByRole('button', { name: 'Simulate' }).click();
    await expect(raise.getByTestId('read-problem')).toHaveText('by: 256 does not fit uint8: it takes 0 to 255');
    await raise.getByTestId('read-argument').fill('10');
    await raise.getByRole('button', { name: 'Simulate' }).click();
    await expect(raise.getByTestId('revert-reason-text')).toContainText('Panic 0x11');

    const withdraw = form(page, 'withdraw(uint256)');
    await withdraw.getByTestId('read-argument').fill('2500000000000000000');
    await withdraw.getByTestId('read-from').fill(manifest.accounts[0]!);
    await withdraw.getByRole('button', { name: 'Simulate' }).click();
    await expect(withdraw.getByTestId('revert-reason-text')).toContainText('InsufficientBalance(uint256,uint256)');
    await expect(page).toHaveURL(/&from=0x/);
    expect(consoleErrors).toEqual([]);
  });

  test('an ABI of 2,000 view functions and 120 with arguments: 40 read at once, 50 forms, the rest on request; a 10,000-element array sent, one more refused', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const view = (name: string, inputs: Array<{ name: string; type: string }>) => ({
      type: 'function',
      name,
      inputs,
      outputs: [{ name: '', type: 'uint256' }],
      stateMutability: 'view',
    });
    const abi = [
      ...Array.from({ length: 2_000 }, (_, i) => view(`v${i}`, [])),
      ...Array.from({ length: 120 }, (_, i) => view(`a${i}`, [{ name: 'x', type: 'uint256' }])),
      view('sum', [{ name: 'values', type: 'uint256[]' }]),
    ];
    // a contract with no standard in its code: nothing is offered before the ABI
    await page.goto(`/address/${manifest.failedCalls.contract}/read`);
    await expect(page.getByTestId('read-sources')).toContainText('No functions to offer');
    let calls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') calls += (request.postData() ?? '').split('"eth_call"').length - 1;
    });
    await page.getByTestId('read-paste-toggle').click();
    await page.getByTestId('abi-json').fill(JSON.stringify(abi));
    await page.getByRole('button', { name: 'Decode with this ABI' }).click();
    const rows = page.getByTestId('read-row');
    await expect(rows).toHaveCount(40);
    // the contract has none of them: each answer says so, and only these 40 were asked
    await expect(page.getByTestId('read-row').last().getByTestId('call-answer')).not.toHaveAttribute(
      'data-state',
      'pending',
    );
    await page.waitForLoadState('networkidle');
    expect(calls).toBe(40);
    const more = page.getByTestId('read-at-once-more');
    await expect(more).toHaveText('1,960 more functions without arguments, not read yet. Read the next 40');
    await more.getByRole('button', { name: 'Read the next 40' }).click();
    await expect(rows).toHaveCount(80);
    await expect(more).toContainText('1,920 more functions');
    await page.waitForLoadState('networkidle');
    expect(calls).toBe(80);

    // 121 functions with arguments: the first 50 forms, then all on request
    await expect(page.getByTestId('read-function')).toHaveCount(50);
    await page.getByTestId('read-forms-more').getByRole('button', { name: 'Show the other 71 functions' }).click();
    await expect(page.getByTestId('read-function')).toHaveCount(121);

    // a link to a function past the first 50 shows its form among them, its answer asked
    await page.goto(`/address/${manifest.failedCalls.contract}/read?fn=${encodeURIComponent('a100(uint256)')}&arg=5`);
    await expect(page.getByTestId('read-function')).toHaveCount(51);
    await expect(form(page, 'a100(uint256)').getByTestId('read-argument')).toHaveValue('5');
    await expect(form(page, 'a100(uint256)').getByTestId('call-answer')).toBeVisible();
    await page.getByTestId('read-forms-more').getByRole('button', { name: 'Show the other 70 functions' }).click();
    await expect(page.getByTestId('read-function')).toHaveCount(121);

    // an array of 10,000 elements is sent; one more is refused with nothing sent
    const sum = form(page, 'sum(uint256[])');
    await sum.getByTestId('read-argument').fill(`[${Array.from({ length: 10_001 }, (_, i) => i).join(',')}]`);
    const before = calls;
    await sum.getByRole('button', { name: 'Read' }).click();
    await expect(sum.getByTestId('read-problem')).toContainText('More than 10,000 elements');
    expect(calls).toBe(before);
    await sum.getByTestId('read-argument').fill(`[${Array.from({ length: 10_000 }, (_, i) => i).join(',')}]`);
    await sum.getByRole('button', { name: 'Read' }).click();
    await expect(sum.getByTestId('call-answer')).not.toHaveAttribute('data-state', 'pending');
    expect(calls).toBe(before + 1);
    expect(consoleErrors).toEqual([]);
  });

  test('a proxy with Sourcify on: its implementation’s verified functions, read through the proxy', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const { proxy } = manifest.names;
    await page.evaluate(
      (value) => localStorage.setItem('hexray.outside.sourcify', value),
      JSON.stringify({ enabled: true, url: manifest.outsideSources!.sourcify, answered: true }),
    );
    await page.goto(`/address/${proxy.address}/read`);
    await expect(page.getByTestId('read-sources')).toContainText('its verified ABI on Sourcify');
    await expect(row(page, 'version()').getByTestId('call-answer')).toContainText('Box v1');
    const value = BigInt(await nodeCall(manifest, proxy.address, '0x3fa4f245'));
    await expect(row(page, 'value()').getByTestId('call-answer')).toContainText(value.toString());
    expect(consoleErrors).toEqual([]);
  });

  test('links with a bad block or an unknown function say so; an account has no functions', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const token = manifest.tokenContracts.standard.address;
    await page.goto(`/address/${token}/read?block=1e5`);
    await expect(page.getByTestId('read-block-error')).toContainText('Not a block: "1e5"');
    await expect(page.getByTestId('read-at-once')).toHaveCount(0);

    await page.goto(`/address/${token}/read?fn=mint(address,uint256)`);
    await expect(page.getByTestId('read-unknown-function')).toContainText('mint(address,uint256)');

    await page.goto(`/address/${token}/read?fn=balanceOf(address)&arg=0x1234`);
    await expect(form(page, 'balanceOf(address)').getByTestId('read-problem')).toHaveText(
      'Not called: owner: An address is 20 bytes (40 hex digits); this has 2',
    );

    await page.goto(`/address/${manifest.eoa.address}/read`);
    await expect(page.getByTestId('read-no-code')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('the four-method key: the tab says the endpoint does not serve eth_call', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest.base, manifest.apiKey);
  await page.goto(`/address/${manifest.tokenContracts.standard.address}/read`);
  await expect(page.getByTestId('not-served')).toContainText('does not serve eth_call');
  expect(consoleErrors).toEqual([]);
});

test.describe('the Read tab and axe-core', () => {
  // the app's Content-Security-Policy would refuse the injected axe script
  test.use({ bypassCSP: true });

  test('finds no WCAG 2.2 AA or best-practice violation, and no sideways scroll, with answers and a revert shown, light and dark, 1280 and 390 px', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    const token = manifest.tokenContracts.standard.address;
    const report: string[] = [];
    for (const link of [
      `/address/${token}/read?fn=balanceOf(address)&arg=${manifest.accounts[0]}`,
      `/address/${token}/read?fn=allowance(address,address)&arg=0x12`,
    ]) {
      await page.goto(link);
      await expect(row(page, 'totalSupply()').getByTestId('call-answer')).toHaveAttribute('data-state', 'decoded');
      report.push(...(await layoutFindings(page, link)));
    }
    expect(report).toEqual([]);
  });
});
