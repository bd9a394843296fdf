/**
 * Hostile calldata in the browser: the devnet's seeded 120 KB multicall(bytes[]) whose offsets all
 * alias one element (a decoder without a budget freezes the page on it). Its transaction page shows
 * the raw input, decodes in a worker, then says "too costly to decode" instead of a decoded view,
 * and stays usable; the default expect timeout fails the test if the page freezes. How long it
 * takes is measured by `npm run bench` (abi-decode.ts), not here.
 */
import { expect, test, useDevnet } from '../e2e/support/fixtures.ts';
import { printSummary, recordCase, summaryScope } from './support.ts';

summaryScope('e2e-hostile-calldata');
test.afterAll(() => printSummary('hostile calldata (browser)'));

test('a 120 KB aliasing multicall: raw input at once, then "too costly to decode"', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const seeded = manifest.hostileCalldata.aliasingMulticall;
  await useDevnet(page, 'http');

  await recordCase('hostile calldata', 'aliasing multicall page in the browser', async () => {
    // Decoded off the main thread: a worker starts for an input this large.
    const worker = page.waitForEvent('worker');
    await page.goto(`/tx/${seeded.hash}`);
    expect((await worker).url()).toMatch(/input-views\.worker/);
    const input = page.getByTestId('input-data');
    await expect(page.getByTestId('input-raw')).toContainText('selector  ac9650d8');
    await expect(input).toContainText(`${seeded.inputBytes.toLocaleString('en-US')} bytes`);

    // how long the decoder takes to refuse it is the bench's (abi-decode.ts), not this test's
    await expect(page.getByTestId('input-decode-status')).toContainText('Too costly to decode');
    await input.screenshot({ path: 'artifacts/screenshots/hostile-calldata.png' });
    await expect(page.getByTestId('selector')).toContainText('multicall(bytes[]) (too costly to decode)');
    await expect(input.getByRole('tab', { name: 'Decoded' })).toBeDisabled();
    await expect(input.getByRole('tab', { name: 'Raw' })).toHaveAttribute('aria-selected', 'true');

    // The raw view lays out the first 1,000 of its 3,751 lines (selector + 3,750 words) until asked for all of them.
    await expect(input.getByRole('button', { name: /^Show all 3,751 lines$/ })).toBeVisible();
    await input.getByRole('button', { name: /^Show all/ }).click();
    await expect(page.getByTestId('input-raw')).toContainText('[3749]');

    // The page still answers: the transaction's other fields are there and a link works.
    await expect(page.getByTestId('tx-to')).toContainText('ca11', { ignoreCase: true });
  });
  expect(consoleErrors, 'no console error while the page decodes').toEqual([]);
});

test('an honest 40 KB multicall: decoded once the page has painted, the Decoded view chosen for the user', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const seeded = manifest.hostileCalldata.honestMulticall;
  await useDevnet(page, 'http');
  await recordCase('hostile calldata', 'honest large multicall page in the browser', async () => {
    await page.goto(`/tx/${seeded.hash}`);
    const input = page.getByTestId('input-data');
    await expect(input).toContainText(`${seeded.inputBytes.toLocaleString('en-US')} bytes`);
    await expect(page.getByTestId('selector')).toHaveText('multicall(bytes[])');
    await expect(input.getByRole('tab', { name: 'Decoded' })).toHaveAttribute('aria-selected', 'true');
    const decoded = page.getByTestId('decoded-params');
    await expect(decoded).toContainText('bytes[]');
    await expect(decoded.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('input-decode-status')).toHaveCount(0);
    await input.getByRole('tab', { name: 'Raw' }).click();
    await expect(page.getByTestId('input-raw')).toContainText('selector  ac9650d8');
  });
  expect(consoleErrors, 'no console error while the page decodes').toEqual([]);
});
