/**
 * Names guessed from a signature database, against the devnet's stand-in built from the
 * compiler's output: off by default, the pages send nothing anywhere but the endpoint (every
 * request watched) and offer the source in one quiet line; turned on in Settings, the swap-like
 * call, its unnamed events and a custom-error revert are named as guesses, a selector collision
 * shows the signature that fits and the one that does not, in one request per page, none on a
 * second visit (the cache).
 */
import type { Page } from '@playwright/test';
import { connectWithUrl, expect, test, useDevnet } from './support/fixtures.ts';
import { outsideRequests, resetOutsideRequests } from './support/outside-requests.ts';

async function turnOnSignatures(page: Page, url: string): Promise<void> {
  await page.goto('/settings');
  const section = page.getByTestId('outside-source-signatures');
  await section.getByTestId('outside-source-signatures-url').fill(url);
  await section.getByRole('button', { name: 'Save' }).click();
  await section.getByTestId('outside-source-signatures-enabled').check();
}

test('with the sources off, every page asks only the endpoint, and offers the database in one line', async ({
  page,
  manifest,
  baseURL,
  consoleErrors,
}) => {
  const allowed = new Set([new URL(baseURL!).origin, new URL(manifest.base).origin]);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (!allowed.has(origin)) elsewhere.push(request.url());
  });
  await resetOutsideRequests(manifest);
  await useDevnet(page, 'http');
  const { swap, storageLayout } = manifest.names;

  await page.goto(`/tx/${swap.transaction.hash}`);
  await expect(page.getByTestId('selector')).toContainText(swap.transaction.selector);
  await expect(page.getByTestId('outside-offer-signatures')).toContainText(
    'It will see the function, event and error selectors you look up.',
  );
  await page.goto(`/tx/${swap.transaction.hash}/receipt`);
  await expect(page.getByTestId('log').first()).toBeVisible();
  await expect(page.getByTestId('outside-offer-signatures')).toBeVisible();
  await page.goto(`/address/${swap.pair}`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto(`/address/${storageLayout.address}/storage`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto(`/block/${swap.transaction.blockNumber}`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(elsewhere).toEqual([]);
  expect(await outsideRequests(manifest)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('turned on: the swap, its events and the custom error are named as guesses, one request per page, none again', async ({
  page,
  manifest,
}) => {
  const { swap, customError, collision } = manifest.names;
  await connectWithUrl(page, manifest.nodeUrl);
  await turnOnSignatures(page, manifest.outsideSources!.signatures);
  await resetOutsideRequests(manifest);

  await page.goto(`/tx/${swap.transaction.hash}`);
  await expect(page.getByTestId('selector')).toHaveText(swap.transaction.signature);
  await expect(page.getByTestId('name-source').first()).toHaveText('guessed from a signature database');
  await expect(page.getByTestId('name-source').first()).toHaveAttribute('data-trust', 'guessed');
  await expect(page.getByTestId('outside-offer-signatures')).toHaveCount(0);
  const afterTransaction = (await outsideRequests(manifest)).filter((r) => r.source === 'signatures');
  expect(afterTransaction).toHaveLength(1);
  expect(afterTransaction[0]!.url).toContain(swap.transaction.selector);

  // a second visit asks nothing: the answer is kept
  await page.reload();
  await expect(page.getByTestId('selector')).toHaveText(swap.transaction.signature);
  expect((await outsideRequests(manifest)).filter((r) => r.source === 'signatures')).toHaveLength(1);

  for (const event of swap.events.filter((e) => !e.verified)) {
    // a link to the log brings it into the windowed list
    await page.goto(`/tx/${swap.transaction.hash}/receipt#log-${event.logIndex}`);
    const log = page.locator(`[data-testid="log"][data-log-index="${event.logIndex}"]`);
    await expect(log.getByTestId('log-event')).toContainText(event.signature.slice(0, event.signature.indexOf('(')));
    await expect(log.getByTestId('name-source')).toHaveAttribute('data-trust', 'guessed');
    await expect(log.getByTestId('log-signature')).toHaveText(event.signature);
  }

  await page.goto(`/tx/${customError.hash}`);
  const reason = page.getByTestId('revert-reason');
  await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'custom');
  await expect(reason.getByTestId('name-source')).toHaveAttribute('data-trust', 'guessed');

  // two signatures share the burn selector: the one whose parameters fit names the call, the other is shown
  await page.goto(`/tx/${collision.transaction.hash}`);
  await expect(page.getByTestId('selector')).toHaveText(collision.signatures[0]);
  await expect(page.getByTestId('other-guesses')).toContainText(`${collision.signatures[1]} (does not fit the data)`);
});
