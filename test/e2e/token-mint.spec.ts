/**
 * A Transfer from the zero address is a mint (and to it a burn): the token movements say so, as
 * explorers do. The devnet's DemoToken mints its supply to its deployer in the constructor.
 */
import { expect, test, useDevnet, screenshotAllModes } from './support/fixtures.ts';

test('the token deployment shows an ERC-20 mint to the deployer, not a transfer from 0x0', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.creation.hash}`);
  const movement = page.getByTestId('token-movement');
  await expect(movement).toHaveCount(1);
  await expect(movement).toHaveAttribute('data-direction', 'mint');
  await expect(movement).toContainText('ERC-20 mint');
  await expect(movement).not.toContainText('ERC-20 transfer');
  // the mint names only who received it; the zero address is not shown as a sender
  await expect(movement).not.toContainText('0x00000000');
  await expect(page.getByRole('heading', { name: /Token movements/ })).toBeVisible();
  await screenshotAllModes(page, 'token-mint', {
    fullPage: false,
    beforeEach: () => movement.scrollIntoViewIfNeeded(),
  });

  // an ordinary transfer stays a transfer
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await expect(page.getByTestId('token-movement')).toHaveAttribute('data-direction', 'transfer');
  await expect(page.getByTestId('token-movement')).toContainText('ERC-20 transfer');
});
