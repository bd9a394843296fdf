/**
 * The archive on the dev server (Vite dev, StrictMode): test/e2e/support/archive-journey.ts on the opBNB-flavoured
 * devnet mining every 250 ms (test/devnet/opbnb.ts), started here on its own port.
 */
import { expect, test } from './support/fixtures.ts';
import { archiveJourney } from '../e2e/support/archive-journey.ts';
import { ownOpBnbDevnet } from '../e2e/support/own-devnet.ts';

const opbnb = ownOpBnbDevnet();

test('a transaction and its receipt outlive the window: archived, shown with the mark, verified again', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await archiveJourney(page, opbnb());
  expect(consoleErrors).toEqual([]);
});
