/**
 * A pending transaction's page says "not yet in a block" once, and its verification note speaks
 * of a transaction in no block. The shared devnet stops mining after seeding, so the seeded
 * pending transfer stays pending (test/e2e/pending.spec.ts mines on a devnet of its own).
 */
import { expect, test, useDevnet, screenshotAllModes } from './support/fixtures.ts';

test('the pending page says so once, and its verification note fits a transaction in no block', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.pending.hash}`);
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('verify-limits')).toBeVisible();
  await expect(page.getByText('not yet in a block')).toHaveCount(1);
  const limits = page.getByTestId('verify-limits');
  await expect(limits).not.toContainText('in this block');
  await expect(limits).toContainText('that it will be mined');
  await screenshotAllModes(page, 'pending-page');
});
