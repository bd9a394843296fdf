/**
 * The archive on the dev server (Vite dev, StrictMode): test/e2e/support/archive-journey.ts on the opBNB-flavoured
 * devnet mining every 250 ms (test/devnet/opbnb.ts), started here on its own port.
 */
import { expect, test } from './support/fixtures.ts';
import { archiveJourney } from '../e2e/support/archive-journey.ts';
import { startOpBnbDevnet, type OpBnbDevnet } from '../devnet/opbnb.ts';

let opbnb: OpBnbDevnet;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  opbnb = await startOpBnbDevnet({ blockTime: 0.25 });
});
test.afterAll(async () => {
  await opbnb?.stop();
});

test('a transaction and its receipt outlive the window: archived, shown with the mark, verified again', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await archiveJourney(page, opbnb);
  expect(consoleErrors).toEqual([]);
});
