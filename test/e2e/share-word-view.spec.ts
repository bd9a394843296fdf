/**
 * The storage page's chosen reading of the word lives in the link (`?view=address`) beside `slot`
 * and `block`: a reload or a pasted link shows the same reading, and a view Hexray does not have
 * falls back to every view with a note that says so.
 */
import { expect, test, useDevnet } from './support/fixtures.ts';

const ROWS = ['uint256', 'int256', 'address', 'bool', 'bytes32', 'string'];

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
});

test('a chosen word view is in the link, survives a reload, and a bad one falls back with a note', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const variable = manifest.storage.variables.find((v) => v.label === 'string shortText');
  if (!variable?.word || !variable.value) throw new Error('the manifest has no short string with its word');
  const storage = `/address/${manifest.storage.address}/storage`;
  const slotAndBlock = `slot=${variable.slot}&block=${manifest.headAtSeed}`;

  await page.goto(`${storage}?${slotAndBlock}&view=string`);
  await page.reload();
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', variable.word);
  await expect(page.getByRole('tab', { name: 'string / bytes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('view-string')).toHaveAttribute('data-value', variable.value);
  for (const row of ROWS.filter((r) => r !== 'string')) await expect(page.getByTestId(`view-${row}`)).toHaveCount(0);

  // choosing another view writes it into the link, keeping slot and block
  await page.getByRole('tab', { name: 'uint256' }).click();
  await expect(page).toHaveURL(`${storage}?${slotAndBlock}&view=uint256`);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'uint256' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', BigInt(variable.word).toString());
  await expect(page.getByTestId('view-string')).toHaveCount(0);

  // the next slot, or another slot read from the form, is shown in the same reading
  const next = BigInt(variable.slot) + 1n;
  await page.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(`${storage}?slot=0x${next.toString(16)}&block=${manifest.headAtSeed}&view=uint256`);
  await expect(page.getByRole('tab', { name: 'uint256' })).toHaveAttribute('aria-selected', 'true');
  // the form is drawn anew for the next slot once the page has it: type into that one
  await expect(page.getByLabel(/^Position/)).toHaveValue(`0x${next.toString(16)}`);
  await page.getByLabel(/^Position/).fill(variable.slot);
  await page.getByTestId('read-slot').click();
  await expect(page).toHaveURL(
    `${storage}?slot=0x${BigInt(variable.slot).toString(16)}&block=${manifest.headAtSeed}&view=uint256`,
  );
  await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', BigInt(variable.word).toString());

  // All takes the parameter away again
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(`${storage}?slot=0x${BigInt(variable.slot).toString(16)}&block=${manifest.headAtSeed}`);
  for (const row of ROWS) await expect(page.getByTestId(`view-${row}`)).toHaveCount(1);

  // a view Hexray does not have: every view, and a note naming the ones it has
  await page.goto(`${storage}?${slotAndBlock}&view=float64`);
  await page.reload();
  await expect(page.getByTestId('word-view-note')).toContainText('“float64”, which Hexray does not have');
  await expect(page.getByTestId('word-view-note')).toContainText('uint256, int256, address, bool, bytes32, string');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  for (const row of ROWS) await expect(page.getByTestId(`view-${row}`)).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
