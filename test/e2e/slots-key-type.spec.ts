/**
 * The slot calculator's key type shows that it offers choices before anyone focuses it: a list
 * to pick from beside the box, which still takes any type typed (uint24, address payable).
 */
import { expect, screenshotAllModes, test } from './support/fixtures.ts';

test('a mapping key type can be picked from a visible list, or typed', async ({ page }) => {
  await page.goto('/slots');
  await page.getByRole('tab', { name: 'Mapping' }).click();
  const picker = page.getByRole('combobox', { name: 'Key 1 type: pick from the list' });
  await expect(picker).toBeVisible();
  await screenshotAllModes(page, 'slots-key-type', {
    fullPage: false,
    beforeEach: () => picker.scrollIntoViewIfNeeded(),
  });
  await picker.selectOption('uint256');
  await expect(page.getByTestId('calc-key-type')).toHaveValue('uint256');
  await expect(page.getByTestId('calc-key-value')).toHaveAttribute('placeholder', 'e.g. 7 or 0x7b');
  await picker.selectOption('string');
  await expect(page.getByTestId('calc-key-type')).toHaveValue('string');
  // a type not in the list is still typed, and the list says it holds none of it
  await page.getByTestId('calc-key-type').fill('uint24');
  await expect(picker).toHaveValue('');
  await expect(page.getByTestId('calc-key-type-error')).toHaveCount(0);
});
