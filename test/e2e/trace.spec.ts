/**
 * The Trace page against the devnet's full-mode key, whose gateway passes debug_traceTransaction
 * to anvil: the seeded swap (router → pair → token), a call through the ERC-1967 proxy, a failed
 * call, and the devnet's trace cases (manifest.trace: a CREATE2 factory, internal transfers, a
 * caught revert, a revert from three calls deep, a contract created and destroyed). Each page's exports are compared with anvil's own debug_traceTransaction answer, fetched
 * here from the bare node. Where anvil departs from geth (the top frame's gas is the limit less the
 * intrinsic gas; for a transaction not first in its block its gasUsed is the block's cumulative
 * gas), the export follows geth and the receipt: the top frame's gas is the transaction's limit and
 * its gasUsed the receipt's.
 */
import { test, expect, connectWithKey, connectWithUrl, scopedKey, screenshotAllModes } from './support/fixtures.ts';
import { setFault } from '../hostile/support.ts';
import { layoutFindings } from './support/axe.ts';
import { expectExportsEqualAnvil, nodeAnswer } from './support/trace-exports.ts';
import { archiveText } from './support/archive-db.ts';
import { importArchive } from './support/archive-files.ts';
import { freshPage, row } from './support/archive-import.ts';
import { readFile } from 'node:fs/promises';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_KEYS } from '../devnet/accounts.ts';
import type { OpBnbDevnet } from '../devnet/opbnb.ts';
import { ownOpBnbDevnet } from './support/own-devnet.ts';
import compiled from '../devnet/compiled/contracts.json' with { type: 'json' };

test.describe('the Trace page from the endpoint’s tracer', () => {
  test.beforeEach(async ({ page, manifest }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
  });

  test('the swap: the router’s calls to the pair and the token, the ether paid out, the receipt check and exports equal to anvil’s', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const swap = manifest.names.swap;
    await page.goto(`/tx/${swap.transaction.hash}`);
    await page.getByRole('navigation', { name: 'Transaction views' }).getByRole('link', { name: 'Trace' }).click();
    await expect(page).toHaveURL(`/tx/${swap.transaction.hash}/trace`);
    await expect(page.getByTestId('trace-source')).toHaveText('From the endpoint’s tracer (debug_traceTransaction)');

    const check = page.getByTestId('receipt-check');
    await expect(check).toHaveAttribute('data-matches', 'true');
    await expect(check).toContainText('Matches the receipt (success');
    await expect(check).toContainText('4 logs');
    // the swap is not first in its block: anvil's cumulative gas is recognised and said
    await expect(page.getByTestId('receipt-check-gas-note')).toContainText('not first in its block');

    // the top frame's gas used is the receipt's, not anvil's cumulative figure
    const receiptGas = BigInt(
      (await nodeAnswer(manifest, 'eth_getTransactionReceipt', [swap.transaction.hash])).gasUsed,
    );
    await expect(page.locator('[data-path="0"]').getByTestId('frame-gas')).toHaveText(
      `gas ${receiptGas.toLocaleString('en')}`,
    );
    const frames = page.getByTestId('trace-frame');
    await expect(frames).toHaveCount(7);
    await expect(page.getByTestId('call-tree-count')).toHaveText('7 calls');
    const transferFrom = page.locator('[data-testid="trace-frame"][data-path="0.2"]');
    await expect(transferFrom.getByTestId('frame-type')).toHaveText('CALL');
    await expect(transferFrom.getByTestId('frame-function')).toContainText('transferFrom');
    await expect(transferFrom.locator('a').nth(1)).toHaveAttribute('data-value', swap.token);
    await expect(page.locator('[data-path="0.0"]').getByTestId('frame-type')).toHaveText('STATICCALL');
    // the Transfer the token logged, at its place under transferFrom
    await expect(page.getByTestId('trace-log').first().getByTestId('trace-log-event')).toContainText('Transfer');

    const transfers = page.getByTestId('internal-transfer');
    await expect(transfers).toHaveCount(1);
    await expect(transfers.first().locator('a').first()).toHaveAttribute('data-value', swap.pair);
    await expect(transfers.first().locator('a').nth(1)).toHaveAttribute('data-value', swap.transaction.from);
    await expect(transfers.first()).toContainText('call 0.3.1');

    const trader = page.locator(`[data-testid="state-account"][data-address="${swap.transaction.from}"]`);
    await expect(trader.getByTestId('state-nonce')).toBeVisible();
    await expect(trader.getByTestId('state-balance')).toBeVisible();
    await expect(
      page.locator(`[data-testid="state-account"][data-address="${swap.token}"]`).getByTestId('state-slot'),
    ).toHaveCount(3);

    await expectExportsEqualAnvil(page, manifest, swap.transaction.hash);
    await expect(page.getByTestId('trace-exports').getByTestId('cast-command')).toContainText(
      `cast run ${swap.transaction.hash} --rpc-url "$RPC_URL"`,
    );
    await screenshotAllModes(page, 'trace-swap', {
      fullPage: false,
      beforeEach: () => page.evaluate(() => window.scrollTo(0, 0)),
    });
    expect(consoleErrors).toEqual([]);
  });

  test('a call through the ERC-1967 proxy: the proxy delegates to its implementation', async ({ page, manifest }) => {
    const { erc1967, implementation } = manifest.proxies;
    await page.goto(`/tx/${erc1967.store.hash}/trace`);
    await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    const delegated = page.locator('[data-testid="trace-frame"][data-path="0.0"]');
    await expect(delegated.getByTestId('frame-type')).toHaveText('DELEGATECALL');
    await expect(delegated.locator('a').first()).toHaveAttribute('data-value', erc1967.address);
    await expect(delegated.locator('a').nth(1)).toHaveAttribute('data-value', implementation.address);
    await expect(page.getByTestId('internal-transfer')).toHaveCount(0);
    await expectExportsEqualAnvil(page, manifest, erc1967.store.hash);
  });

  test('a failed call: where it reverted and why, and a receipt check that holds for a failure', async ({
    page,
    manifest,
  }) => {
    const failed = manifest.failedCalls.errorString;
    await page.goto(`/tx/${failed.hash}/trace`);
    await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    await expect(page.getByTestId('receipt-check')).toContainText('Matches the receipt (failure');
    const top = page.locator('[data-testid="trace-frame"][data-path="0"]');
    await expect(top).toHaveAttribute('data-outcome', 'failed');
    await expect(top.getByTestId('frame-outcome')).toHaveText('reverted');
    await expect(top.getByTestId('frame-error')).toContainText('Vault: a deposit needs some ether');
    await expectExportsEqualAnvil(page, manifest, failed.hash);
  });

  test('a CREATE2 factory: the child’s creation frame holds its call back to the factory', async ({
    page,
    manifest,
  }) => {
    const { create2 } = manifest.trace;
    // the factory's ABI pasted (solc's own): its deploy() frame shows what it returned, the child
    await page.evaluate(({ key, abi }) => localStorage.setItem(key, abi), {
      key: `hexray.abi.${create2.factory}`,
      abi: JSON.stringify(compiled.contracts.ChildFactory.abi),
    });
    await page.goto(`/tx/${create2.hash}/trace`);
    await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    const created = page.locator('[data-testid="trace-frame"][data-path="0.0"]');
    await expect(created.getByTestId('frame-type')).toHaveText('CREATE2');
    await expect(created.locator('a').nth(1)).toHaveAttribute('data-value', create2.child);
    const callback = page.locator('[data-testid="trace-frame"][data-path="0.0.0"]');
    await expect(callback.locator('a').first()).toHaveAttribute('data-value', create2.child);
    await expect(callback.locator('a').nth(1)).toHaveAttribute('data-value', create2.factory);
    await expect(
      page.locator(`[data-testid="state-account"][data-address="${create2.child}"]`).getByTestId('state-code'),
    ).toBeVisible();
    const factory = page.locator('[data-testid="trace-frame"][data-path="0"]');
    await expect(factory.getByTestId('frame-function')).toContainText('deploy');
    await factory.getByText('Input and output').click();
    await expect(
      factory.getByTestId('frame-returned').locator(`[data-value="${create2.child}"]`).first(),
    ).toBeVisible();
    await expectExportsEqualAnvil(page, manifest, create2.hash);
  });

  test('a split of 1 ether: two internal transfers, to an account and to a contract, each from its frame', async ({
    page,
    manifest,
  }) => {
    const { internalTransfers: split } = manifest.trace;
    await page.goto(`/tx/${split.hash}/trace`);
    await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    const transfers = page.getByTestId('internal-transfer');
    // the ether sent with the transaction is the top call's value, not an internal transfer
    await expect(transfers).toHaveCount(2);
    for (const [i, to] of [split.account, split.contract].entries()) {
      await expect(transfers.nth(i).locator('a').first()).toHaveAttribute('data-value', split.splitter);
      await expect(transfers.nth(i).locator('a').nth(1)).toHaveAttribute('data-value', to);
      await expect(transfers.nth(i)).toContainText('0.5');
    }
    await expectExportsEqualAnvil(page, manifest, split.hash);
  });

  test('a caught revert: the transaction succeeds, the inner call is marked caught with its reason', async ({
    page,
    manifest,
  }) => {
    const { caughtRevert } = manifest.trace;
    await page.goto(`/tx/${caughtRevert.hash}/trace`);
    await expect(page.getByTestId('receipt-check')).toContainText('Matches the receipt (success');
    await expect(page.locator('[data-testid="trace-frame"][data-path="0"]')).toHaveAttribute('data-outcome', 'ok');
    const inner = page.locator('[data-testid="trace-frame"][data-path="0.0"]');
    await expect(inner).toHaveAttribute('data-outcome', 'caught');
    await expect(inner.getByTestId('frame-outcome')).toHaveText('reverted, caught by the caller');
    await expect(inner.getByTestId('frame-error')).toContainText(caughtRevert.reason);
    await expectExportsEqualAnvil(page, manifest, caughtRevert.hash);
  });

  test('a revert from three calls deep: the path to it opens by itself and every frame on it failed', async ({
    page,
    manifest,
  }) => {
    const { deepRevert } = manifest.trace;
    await page.goto(`/tx/${deepRevert.hash}/trace`);
    await expect(page.getByTestId('receipt-check')).toContainText('Matches the receipt (failure');
    // the transaction calls relays[0] (frame 0), which calls relays[1], then relays[2], then the origin
    const origin = page.locator('[data-testid="trace-frame"][data-path="0.0.0.0"]');
    await expect(origin).toBeVisible();
    await expect(origin).toHaveAttribute('data-outcome', 'failed');
    await expect(origin.locator('a').nth(1)).toHaveAttribute('data-value', deepRevert.origin);
    await expect(origin.getByTestId('frame-error')).toContainText(deepRevert.reason);
    for (const path of ['0', '0.0', '0.0.0'])
      await expect(page.locator(`[data-testid="trace-frame"][data-path="${path}"]`)).toHaveAttribute(
        'data-outcome',
        'failed',
      );
    await expectExportsEqualAnvil(page, manifest, deepRevert.hash);
  });

  test('a contract created and destroyed in one transaction: CREATE, then SELFDESTRUCT sending its ether on', async ({
    page,
    manifest,
  }) => {
    const { createAndDestroy } = manifest.trace;
    await page.goto(`/tx/${createAndDestroy.hash}/trace`);
    await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    const types = await page.getByTestId('frame-type').allInnerTexts();
    expect(types).toContain('CREATE');
    expect(types).toContain('SELFDESTRUCT');
    const destroyed = page
      .getByTestId('trace-frame')
      .filter({ has: page.getByTestId('frame-type').getByText('SELFDESTRUCT') });
    await expect(destroyed.locator('a').first()).toHaveAttribute('data-value', createAndDestroy.ephemeral);
    await expect(destroyed.locator('a').nth(1)).toHaveAttribute('data-value', createAndDestroy.heir);
    await expectExportsEqualAnvil(page, manifest, createAndDestroy.hash);
  });

  test('a link with a source the page does not know says so and sends nothing', async ({ page, manifest }) => {
    await page.goto(`/tx/${manifest.names.swap.transaction.hash}/trace?source=elsewhere`);
    await expect(page.getByTestId('bad-input')).toContainText('“endpoint” (the endpoint’s tracer) or “browser”');
  });
});

test('a bare anvil through its full URL: the tracer is learned from the first trace, and the swap checks out', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, manifest.nodeUrl);
  const { hash } = manifest.trace.swap;
  await page.goto(`/tx/${hash}/trace`);
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
  await expectExportsEqualAnvil(page, manifest, hash);
  await page.goto('/settings');
  await expect(page.getByTestId('method-debug_traceTransaction')).toHaveAttribute('data-state', 'served');
  expect(consoleErrors).toEqual([]);
});

test('the four-method key: the page says the endpoint serves no tracer and what re-execution would need', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest.base, manifest.apiKey);
  await page.goto(`/tx/${manifest.names.swap.transaction.hash}/trace`);
  const line = page.getByTestId('trace-not-served');
  await expect(line).toContainText('This endpoint serves no tracer (debug_traceTransaction)');
  await expect(line).toContainText('eth_getCode, eth_getBalance, eth_getTransactionCount, eth_getStorageAt');
  expect(consoleErrors).toEqual([]);
});

test('a trace kept earlier is shown from the archive where the endpoint serves the transaction but its tracer is missing or fails', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const traced = scopedKey(manifest, 'trace-kept', 'full');
  const { hash } = manifest.trace.proxyCall;
  await connectWithKey(page, manifest.base, traced);
  await page.goto(`/tx/${hash}/trace`);
  await expect(page.getByTestId('trace-kept')).toHaveAttribute('data-kept', 'true');
  await expect.poll(() => archiveText(page)).toContain(`"trace|${manifest.chainId}|${hash}"`);
  const frames = await page.getByTestId('trace-frame').count();

  // a provider that serves the read methods but not the debug API
  await connectWithKey(page, manifest.base, scopedKey(manifest, 'trace-kept', 'full-without-debug'));
  await page.goto(`/tx/${hash}/trace`);
  const mark = page.getByTestId('archive-mark');
  await expect(mark).toHaveAttribute('data-miss', 'noTracer');
  await expect(mark).toContainText('the endpoint serves the transaction but no tracer (debug_traceTransaction)');
  await expect(page.getByTestId('archived-trace-source')).toHaveText(
    'Made by the endpoint’s tracer (debug_traceTransaction).',
  );
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
  await expect(page.getByTestId('trace-frame')).toHaveCount(frames);
  await expect(page.getByTestId('trace-not-served')).toHaveCount(0);

  // the tracer that made it now answers a call tree that does not parse: its error, and the kept trace
  await connectWithKey(page, manifest.base, traced);
  await setFault(manifest, traced, { kind: 'tamper', field: 'calls', value: 'not a list' });
  try {
    await page.goto(`/tx/${hash}/trace`);
    await expect(mark).toHaveAttribute('data-miss', 'tracerFailed');
    await expect(mark).toContainText('the endpoint’s tracer failed for it just now (above)');
    await expect(page.getByTestId('error-panel')).toContainText('calls');
    await expect(page.getByTestId('trace-frame')).toHaveCount(frames);
    await expect(page.getByTestId('trace-kept')).toHaveCount(0); // the archive's own: not filed again
  } finally {
    await setFault(manifest, traced, null);
  }
  await expect(page.locator('body')).not.toContainText(traced);
  expect(consoleErrors).toEqual([]);
});

test('a trace too large for the archive’s budget is not kept, and the page says so with the figures', async ({
  page,
  manifest,
}) => {
  await connectWithKey(page, manifest.base, manifest.fullKey);
  // a budget of 10 kB on this device: one trace may take a tenth of it, 1 kB, and the swap's is larger
  await page.evaluate(() => localStorage.setItem('hexray.archive.budget-bytes', '10000'));
  const { hash } = manifest.trace.swap;
  await page.goto(`/tx/${hash}/trace`);
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
  const kept = page.getByTestId('trace-kept');
  await expect(kept).toHaveAttribute('data-kept', 'false');
  await expect(kept).toContainText(/^Not kept in this browser’s archive: the trace is \d+ KB, more than the 1 KB one/);
  await expect(kept).toContainText('of its 10 KB budget');
  // the transaction and its receipt are kept; the trace is not
  await expect.poll(() => archiveText(page)).toContain(`"receipt|31337|${hash}"`);
  expect(await archiveText(page)).not.toContain(`"trace|`);
});

/** A fresh transfer on the opBNB devnet, from an unlocked anvil account. */
async function sendTransfer(opbnb: OpBnbDevnet): Promise<string> {
  const [from, to] = DEV_KEYS.slice(3, 5).map((key) => privateKeyToAccount(key).address);
  const node = { nodeUrl: opbnb.manifest.nodeUrl };
  const hash = (await nodeAnswer(node, 'eth_sendTransaction', [{ from, to, value: '0x5678' }])) as string;
  await expect.poll(() => nodeAnswer(node, 'eth_getTransactionReceipt', [hash])).not.toBeNull();
  return hash;
}

test.describe('a trace kept in this browser’s archive', () => {
  const opbnb = ownOpBnbDevnet();

  test('outlives the window: shown from the archive with its mark, exported without the key, imported elsewhere', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const { base, fullKey } = opbnb().manifest;
    const endpoint = `${base}/v3/${fullKey}`;
    const hash = await sendTransfer(opbnb());
    await connectWithUrl(page, endpoint, { remember: true });
    await page.goto(`/tx/${hash}/trace`);
    await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    await expect(page.getByTestId('trace-kept')).toHaveAttribute('data-kept', 'true');
    await expect(page.getByTestId('trace-kept')).toContainText('Kept in this browser’s archive');
    await expect(page.getByTestId('archive-mark')).toHaveCount(0); // served: taken fresh

    // written when the browser is idle, under the endpoint's label, never the key
    await expect.poll(() => archiveText(page)).toContain(`"trace|204|${hash}"`);
    await expect.poll(() => archiveText(page)).toContain(`"receipt|204|${hash}"`);
    const kept = await archiveText(page);
    expect(kept).toContain(`${base}/v3/<API_KEY>`);
    expect(kept).not.toContain(fullKey);

    // the window passes: the endpoint answers null for the transaction
    await expect
      .poll(() => nodeAnswer({ nodeUrl: endpoint }, 'eth_getTransactionByHash', [hash]), {
        timeout: 60_000,
        intervals: [1_000],
      })
      .toBeNull();
    await page.reload();
    const mark = page.getByTestId('archive-mark');
    await expect(mark).toContainText('From this browser’s archive — fetched');
    await expect(mark).toContainText(`from ${base}/v3/<API_KEY>`);
    await expect(mark).toContainText('the endpoint no longer serves it (older than its 128 blocks)');
    await expect(page.getByTestId('archived-trace-source')).toHaveText(
      'Made by the endpoint’s tracer (debug_traceTransaction).',
    );
    await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    await expect(page.getByTestId('trace-frame')).toHaveCount(1);
    await expect(page.getByTestId('trace-kept')).toHaveCount(0); // the archive's own: not filed again
    // the bare node still traces it: the archive's exports are anvil's
    await expectExportsEqualAnvil(page, opbnb().manifest, hash);
    await expect(page.locator('body')).not.toContainText(fullKey);

    // the archive lists it, links it, and exports it
    await page.goto('/archive');
    await expect(row(page, 'trace', hash)).toBeVisible();
    const records = await page.getByTestId('archive-row').count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export all ${records}` }).click(),
    ]);
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toContain(`"kind":"trace","chain":"204","endpoint":"${base}/v3/<API_KEY>","key":"${hash}"`);
    expect(file).not.toContain(fullKey);

    // a colleague's browser: nothing kept, their own key to the same network, the file imported
    const other = await freshPage(browser, baseURL);
    await connectWithUrl(other, endpoint);
    await other.goto('/archive');
    await importArchive(other, 'with-trace.jsonl', file);
    await expect(other.getByTestId('archive-import-report')).toContainText(`${records} records imported`);
    await other.goto(`/tx/${hash}/trace`);
    await expect(other.getByTestId('archive-mark')).toContainText('the endpoint no longer serves it');
    await expect(other.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
    await expectExportsEqualAnvil(other, opbnb().manifest, hash);

    // a trace whose top call is not its transaction's is refused with the reason
    const tampered = file.replace(/"kind":"trace"(.*?)"value":"0x5678"/, '"kind":"trace"$1"value":"0x5679"');
    expect(tampered).not.toBe(file);
    await other.goto('/archive');
    await importArchive(other, 'tampered.jsonl', tampered);
    await expect(other.getByTestId('archive-import-refusals')).toContainText(
      `(trace ${hash}): its top call’s value 22137 is not its transaction’s 22136`,
    );
    await other.context().close();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the Trace page and axe-core', () => {
  // the app's Content-Security-Policy would refuse the injected axe script
  test.use({ bypassCSP: true });

  test('finds no WCAG 2.2 AA or best-practice violation, and no sideways scroll, on the swap’s and the failed call’s traces, light and dark, 1280 and 390 px', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    const report: string[] = [];
    for (const hash of [manifest.names.swap.transaction.hash, manifest.failedCalls.errorString.hash]) {
      await page.goto(`/tx/${hash}/trace`);
      await expect(page.getByTestId('receipt-check')).toBeVisible();
      // nothing wider than the screen (an unknown event's topic once widened the page at 390 px)
      report.push(...(await layoutFindings(page, hash)));
    }
    expect(report).toEqual([]);
  });
});
