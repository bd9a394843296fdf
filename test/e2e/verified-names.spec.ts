/**
 * Names from verified source, against the devnet's Sourcify stand-in (built from solc's
 * real output: manifest.names): once the person turns Sourcify on, a verified contract is named
 * beside its address, its ABI decodes the call, its events and its custom-error revert (each
 * marked "verified on Sourcify, full/partial match"), its storage layout fills the storage page
 * without a paste, and a proxy is read with its implementation's names and layout.
 */
import type { Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { connectWithKey, expect, test, useDevnet } from './support/fixtures.ts';
import { outsideRequests, resetOutsideRequests } from './support/outside-requests.ts';

/** Sourcify at the devnet's stand-in, still off and not yet offered: as a person who has not chosen. */
async function sourcifyAt(page: Page, manifest: DevnetManifest, enabled: boolean): Promise<void> {
  if (!manifest.outsideSources) throw new Error('the devnet manifest names no outside sources');
  await page.evaluate(
    (value) => localStorage.setItem('hexray.outside.sourcify', value),
    JSON.stringify({ enabled, url: manifest.outsideSources.sourcify, answered: enabled }),
  );
}

test.describe('names from verified source', () => {
  test('the address page offers Sourcify, then names a proxy, its implementation and a partial match', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await useDevnet(page, 'http');
    await sourcifyAt(page, manifest, false);
    const { proxy, partialMatch, unverified } = manifest.names;

    await page.goto(`/address/${proxy.address}`);
    const source = page.getByTestId('verified-source');
    await expect(source).toContainText('Look names up on Sourcify');
    await source.getByRole('button', { name: 'Turn on' }).click();
    await expect(source.getByTestId('verified-name').first()).toHaveText('Erc1967Proxy');
    await expect(source.getByTestId('name-source').first()).toHaveText('verified on Sourcify, full match');
    const implementation = source.getByTestId('verified-implementation');
    await expect(implementation.locator(`[data-value="${proxy.implementation.address.toLowerCase()}"]`)).toBeVisible();
    await expect(implementation.getByTestId('verified-name')).toHaveText(proxy.implementation.contract);

    await page.goto(`/address/${partialMatch.address}`);
    await expect(page.getByTestId('verified-source').getByTestId('name-source').first()).toHaveText(
      'verified on Sourcify, partial match',
    );

    await page.goto(`/address/${unverified.address}`);
    await expect(page.getByTestId('sourcify-not-verified').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a second visit, a reload or a new tab, asks Sourcify nothing: neither its chain list nor the contract', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await useDevnet(page, 'http');
    await sourcifyAt(page, manifest, true);
    const { partialMatch } = manifest.names;
    await resetOutsideRequests(manifest);
    const sourcifyPaths = async () =>
      (await outsideRequests(manifest))
        .filter((r) => r.source === 'sourcify')
        .map((r) => new URL(r.url, 'http://x').pathname);

    await page.goto(`/address/${partialMatch.address}`);
    const name = page.getByTestId('verified-source').getByTestId('name-source').first();
    await expect(name).toHaveText('verified on Sourcify, partial match');
    const first = await sourcifyPaths();
    expect(first.filter((path) => path.endsWith('/chains'))).toHaveLength(1);
    expect(first.filter((path) => path.includes('/v2/contract/'))).not.toEqual([]);

    await resetOutsideRequests(manifest);
    await page.reload();
    await expect(name).toHaveText('verified on Sourcify, partial match');
    // a new tab asks for a connection first (the key is kept per tab)
    const tab = await page.context().newPage();
    await useDevnet(tab, 'http');
    await tab.goto(`/address/${partialMatch.address}`);
    await expect(tab.getByTestId('verified-source').getByTestId('name-source').first()).toHaveText(
      'verified on Sourcify, partial match',
    );
    expect(await sourcifyPaths()).toEqual([]);
    await tab.close();
    expect(consoleErrors).toEqual([]);
  });

  test('a verified contract’s storage page shows every variable with its value, without a paste', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await useDevnet(page, 'http');
    await sourcifyAt(page, manifest, true);
    await page.goto(`/address/${manifest.names.storageLayout.address}/storage`);
    const verified = page.getByTestId('verified-layout');
    await expect(verified).toContainText('StorageShowcase');
    await expect(verified.getByTestId('name-source')).toHaveText('verified on Sourcify, full match');
    const rows = verified.locator('[data-testid="layout-variables"] > [data-testid="layout-var"]');
    await expect(rows).toHaveCount(manifest.storage.variables.length);
    for (const name of ['small', 'flag', 'owner', 'count', 'shortText']) {
      const v = manifest.storage.variables.find((each) => each.label.endsWith(` ${name}`))!;
      const row = verified.locator(`[data-testid="layout-var"][data-label="${name}"]`);
      await expect(row.getByTestId('layout-value').first()).toHaveAttribute('data-value', v.value!);
    }

    // the person's own layout still wins
    const layout = manifest.storage.storageLayout as { storage: unknown[]; types: unknown };
    const box = { storage: layout.storage.slice(0, 1), types: layout.types };
    await page.getByTestId('layout-input').fill(JSON.stringify(box));
    await expect(page.getByTestId('layout-pasted-wins')).toBeVisible();
    await expect(page.getByTestId('verified-layout')).toHaveCount(0);
    await expect(page.locator('[data-testid="layout-variables"] > [data-testid="layout-var"]')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('a proxy’s storage page is read with its implementation’s verified layout', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await useDevnet(page, 'http');
    await sourcifyAt(page, manifest, true);
    const { proxy } = manifest.names;
    await page.goto(`/address/${proxy.address}/storage`);
    const verified = page.getByTestId('verified-layout');
    await expect(verified).toContainText(`The storage layout of ${proxy.implementation.contract}, the implementation`);
    await expect(verified.locator('[data-testid="layout-var"][data-label="value"]')).toBeVisible();
    await expect(
      verified.locator('[data-testid="layout-var"][data-label="value"]').getByTestId('layout-value').first(),
    ).toHaveAttribute('data-value', /^\d+$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the swap: its call named with the router’s verified ABI, the router named, its events named', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await useDevnet(page, 'http');
    await sourcifyAt(page, manifest, true);
    const { swap } = manifest.names;
    await page.goto(`/tx/${swap.transaction.hash}`);
    const selector = page.getByTestId('selector');
    await expect(selector).toContainText(swap.transaction.signature);
    await expect(selector.getByTestId('name-source')).toHaveText('verified on Sourcify, full match');
    await expect(page.getByTestId('summary-from-to').getByTestId('verified-name')).toHaveText('HexRouter');

    for (const event of swap.events.filter((each) => each.verified)) {
      // a link to the log scrolls the windowed list to it
      await page.goto(`/tx/${swap.transaction.hash}/receipt#log-${event.logIndex}`);
      const log = page.locator(`[data-testid="log"][data-log-index="${event.logIndex}"]`);
      await expect(log.getByTestId('log-event')).toContainText(event.signature.slice(0, event.signature.indexOf('(')));
      await expect(log.getByTestId('log-event')).toContainText('verified on Sourcify');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a custom-error revert named with the verified ABI, where the endpoint replays the call', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await sourcifyAt(page, manifest, true);
    const { customError } = manifest.names;
    if (customError.reason.kind !== 'custom') throw new Error('the seed names a custom error');
    await page.goto(`/tx/${customError.hash}`);
    const reason = page.getByTestId('revert-reason');
    await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'custom');
    await expect(reason).toContainText(`Custom error ${customError.reason.signature}`);
    await expect(reason).toContainText('verified on Sourcify, full match');
    expect(consoleErrors).toEqual([]);
  });
});
