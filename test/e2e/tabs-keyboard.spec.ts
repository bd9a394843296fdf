/**
 * The one tab component (ModeTabs) as a keyboard user meets it in the slot calculator: one Tab
 * stop, arrows move and select (wrapping), Home and End go to the ends, the panel follows the
 * selected tab. The theme switch is a radio group, not tabs: the same keys choose a theme.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

async function expectSelected(tablist: Locator, panel: Locator, name: string) {
  const tab = tablist.getByRole('tab', { name, exact: true });
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveAttribute('tabindex', '0');
  // only the selected tab is a Tab stop
  await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  // the tab controls the panel, and the panel is labelled by the tab
  const panelId = await panel.getAttribute('id');
  await expect(tab).toHaveAttribute('aria-controls', panelId!);
  await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
}

test('the calculator’s tabs: arrows, Home and End move and select; the panel follows', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/slots');
  const calculator = page.getByTestId('slot-calculator');
  const tablist = calculator.getByRole('tablist', { name: 'What to locate' });
  const panel = calculator.getByRole('tabpanel');
  await tablist.getByRole('tab', { name: 'Mapping' }).click();
  await expectSelected(tablist, panel, 'Mapping');
  await expect(calculator.getByTestId('calc-key-type')).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expectSelected(tablist, panel, 'Array element');
  await expect(calculator.getByTestId('calc-key-type')).toHaveCount(0);

  await page.keyboard.press('End');
  await expectSelected(tablist, panel, 'ERC-7201');
  await page.keyboard.press('ArrowRight'); // wraps to the first
  await expectSelected(tablist, panel, 'Variable');
  await page.keyboard.press('ArrowLeft'); // and back round to the last
  await expectSelected(tablist, panel, 'ERC-7201');
  await page.keyboard.press('Home');
  await expectSelected(tablist, panel, 'Variable');
  // up and down belong to the page, not to a horizontal tab list
  await page.keyboard.press('ArrowDown');
  await expectSelected(tablist, panel, 'Variable');

  // Tab leaves the list for the panel's first box
  await page.keyboard.press('Tab');
  await expect(calculator.getByTestId('calc-slot')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('Variable');
  expect(consoleErrors).toEqual([]);
});

test('the theme switch is a radio group: Home, End and the up and down arrows choose too', async ({ page }) => {
  await page.goto('/');
  const group = page.getByRole('radiogroup', { name: 'Theme' });
  await group.getByRole('radio', { name: 'System theme' }).click();
  await page.keyboard.press('End');
  await expect(group.getByRole('radio', { name: 'Dark theme' })).toBeFocused();
  await expect(group.getByRole('radio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.keyboard.press('Home');
  await expect(group.getByRole('radio', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'System theme' })).toBeFocused();
  await expect(group.getByRole('radio', { name: 'System theme' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(group.getByRole('radio', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
  await expect(group.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
});
