/**
 * The Trace page re-executing each transaction in this browser (`?source=browser`): EthereumJS in
 * a worker, over the endpoint's state at the block before, the block's earlier transactions
 * replayed first. For each of the devnet's trace cases the receipt check holds and both exports
 * equal anvil's own debug_traceTransaction answer (the top frame's gas as geth reports it:
 * support/trace-exports.ts says why), so a trace made here and one from a node can be diffed.
 * Also: the page offers re-execution where the endpoint has no tracer, says what it needs where
 * the endpoint serves only the four methods, and takes the rules from `?fork=`.
 */
import type { Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import compiled from '../devnet/compiled/contracts.json' with { type: 'json' };
import { test, expect, connectWithKey, scopedKey } from './support/fixtures.ts';
import { layoutFindings } from './support/axe.ts';
import { expectExportsEqualAnvil } from './support/trace-exports.ts';
import { archiveText } from './support/archive-db.ts';

const SOURCE = 'Re-executed in this browser (EthereumJS), from the endpoint’s state before its block';

/** The gateway answers every request of `key` only after a long pause (null: normally again). */
async function delayAll(manifest: DevnetManifest, key: string, on: boolean): Promise<void> {
  const response = await fetch(manifest.admin!.faults!, {
    method: 'POST',
    body: JSON.stringify({ key, fault: on ? { kind: 'delay', ms: 30_000 } : null }),
  });
  expect(response.ok).toBe(true);
}

async function reexecuted(page: Page, hash: string, query = 'source=browser'): Promise<void> {
  await page.goto(`/tx/${hash}/trace?${query}`);
  await expect(page.getByTestId('trace-source')).toHaveText(SOURCE);
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
}

function traceCases(manifest: DevnetManifest): Array<[string, string]> {
  const { trace } = manifest;
  return [
    ['the swap (router → pair → token, ether paid out)', trace.swap.hash],
    ['a call through the ERC-1967 proxy (DELEGATECALL)', trace.proxyCall.hash],
    ['a CREATE2 factory whose child calls back', trace.create2.hash],
    ['a split of 1 ether to an account and a contract', trace.internalTransfers.hash],
    ['a revert caught by the caller', trace.caughtRevert.hash],
    ['a revert from three calls deep', trace.deepRevert.hash],
    ['a contract created and destroyed in one transaction', trace.createAndDestroy.hash],
    ['a failed call with an Error(string) reason', manifest.failedCalls.errorString.hash],
  ];
}

test.describe('the Trace page re-executing in this browser', () => {
  test.beforeEach(async ({ page, manifest }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
  });

  test('every seeded case: the receipt check holds and both exports equal anvil’s tracer', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    for (const [, hash] of traceCases(manifest)) {
      await reexecuted(page, hash);
      await expectExportsEqualAnvil(page, manifest, hash);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the swap: progress said, the tree and the state changes shown as from the tracer, the rules named', async ({
    page,
    manifest,
  }) => {
    const swap = manifest.trace.swap;
    await reexecuted(page, swap.hash);
    // the devnet's chain (31337) has no fork schedule: the newest rules the engine knows, said so
    await expect(page.getByTestId('reexec-fork')).toContainText('Rules: osaka, the newest the engine knows');
    await expect(page.getByTestId('receipt-check')).toContainText('Matches the receipt (success');
    // re-executed, the top frame's gas used is the transaction's own: no cumulative note
    await expect(page.getByTestId('receipt-check-gas-note')).toHaveCount(0);
    await expect(page.getByTestId('trace-frame')).toHaveCount(7);
    const transferFrom = page.locator('[data-testid="trace-frame"][data-path="0.2"]');
    await expect(transferFrom.getByTestId('frame-function')).toContainText('transferFrom');
    await expect(page.getByTestId('internal-transfer')).toHaveCount(1);
    const tokenSlots = page.locator(`[data-testid="state-account"][data-address="${swap.token}"]`);
    await expect(tokenSlots.getByTestId('state-slot')).toHaveCount(3);
    // each slot named from the hashes the execution computed, as solc's layout places them:
    // balanceOf (slot 3) of the trader and of the pair, allowance (slot 4) of the trader for the router
    const slotOf = (label: string) =>
      compiled.contracts.DemoToken.storageLayout.storage.find((variable) => variable.label === label)!.slot;
    const trader = manifest.names.swap.transaction.from.toLowerCase();
    await expect(tokenSlots.getByTestId('slot-name')).toHaveCount(3);
    const names = (await tokenSlots.getByTestId('slot-name').allTextContents()).map((name) => name.toLowerCase());
    expect(names.sort()).toEqual(
      [
        `mapping at slot ${slotOf('balanceOf')}[${trader}]`,
        `mapping at slot ${slotOf('balanceOf')}[${swap.pair}]`,
        `mapping at slot ${slotOf('allowance')}[${trader}][${swap.router}]`,
      ].sort(),
    );
    // kept in this browser's archive with its rules and the hashes that name those slots
    await expect(page.getByTestId('trace-kept')).toHaveAttribute('data-kept', 'true');
    await expect.poll(() => archiveText(page)).toContain(`"trace|31337|${swap.hash}"`);
    const kept = JSON.parse(await archiveText(page)) as Array<{ kind: string; result: Record<string, unknown> }>;
    const trace = kept.find((record) => record.kind === 'trace')!.result;
    expect(trace).toMatchObject({ source: 'browser', fork: 'osaka' });
    expect(trace['preimages']).toHaveLength(4); // balanceOf twice, allowance's two levels
    // the way back to the endpoint's tracer keeps the page
    await page.getByTestId('trace-source-switch').click();
    await expect(page).toHaveURL(`/tx/${swap.hash}/trace`);
    await expect(page.getByTestId('trace-source')).toHaveText('From the endpoint’s tracer (debug_traceTransaction)');
    // a tracer's answer carries no hashes: its slots stay numbers
    await expect(page.getByTestId('state-slot').first()).toBeVisible();
    await expect(page.getByTestId('slot-name')).toHaveCount(0);
  });

  test('?fork= chooses the rules, in execution-specs’ names with - or _ in any case', async ({ page, manifest }) => {
    const { hash } = manifest.trace.caughtRevert;
    await reexecuted(page, hash, 'source=browser&fork=Prague');
    await expect(page.getByTestId('reexec-fork')).toContainText('Rules: prague, chosen by the link');
    await expectExportsEqualAnvil(page, manifest, hash);
    await page.goto(`/tx/${hash}/trace?source=browser&fork=merge`);
    await expect(page.getByTestId('bad-input')).toContainText('is not a fork Hexray knows');
  });
});

test('an endpoint without debug_*: the page offers re-execution, and the swap re-executed equals anvil’s tracer', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest.base, manifest.noDebugKey);
  const { hash } = manifest.trace.swap;
  await page.goto(`/tx/${hash}/trace`);
  await expect(page.getByTestId('trace-not-served')).toContainText('This endpoint serves no tracer');
  await page.getByTestId('reexec-offer').click();
  await expect(page).toHaveURL(`/tx/${hash}/trace?source=browser`);
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
  await expectExportsEqualAnvil(page, manifest, hash);
  expect(consoleErrors).toEqual([]);
});

test('the four-method key: re-execution says what it needs and which method the endpoint does not serve', async ({
  page,
  manifest,
}) => {
  await connectWithKey(page, manifest.base, manifest.apiKey);
  await page.goto(`/tx/${manifest.trace.swap.hash}/trace?source=browser`);
  const line = page.getByTestId('reexec-not-served');
  await expect(line).toContainText('eth_getCode, eth_getBalance, eth_getTransactionCount, eth_getStorageAt');
  await expect(line).toContainText('This endpoint does not serve eth_getBlockByNumber');
});

test('Stop ends a re-execution that waits on the endpoint, says where it stopped, and Run again finishes it', async ({
  page,
  manifest,
}) => {
  const key = scopedKey(manifest, 'full-nodebug-stop');
  await connectWithKey(page, manifest.base, key);
  const { hash } = manifest.trace.internalTransfers;
  // the transaction and its receipt read first, so only the re-execution's own reads wait
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'success');
  await delayAll(manifest, key, true);
  await page.getByRole('navigation', { name: 'Transaction views' }).getByRole('link', { name: 'Trace' }).click();
  await page.getByTestId('trace-source-switch').click();
  await expect(page.getByTestId('reexec-progress')).toContainText('read 0 accounts and slots; reading the block');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const stopped = page.getByTestId('reexec-stopped');
  await expect(stopped).toHaveAttribute('data-by', 'person');
  await expect(stopped).toContainText('Stopped: read 0 accounts and slots; reading the block.');
  await delayAll(manifest, key, false);
  await stopped.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
  await expectExportsEqualAnvil(page, manifest, hash);
});

test.describe('the re-executed Trace page and axe-core', () => {
  // the app's Content-Security-Policy would refuse the injected axe script
  test.use({ bypassCSP: true });

  test('finds no WCAG 2.2 AA or best-practice violation, and no sideways scroll, on the re-executed swap, light and dark, 1280 and 390 px', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await reexecuted(page, manifest.trace.swap.hash);
    const report = await layoutFindings(page, 'the re-executed swap');
    expect(report).toEqual([]);
  });
});
