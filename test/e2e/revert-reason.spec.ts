/**
 * Why a transaction failed: where the endpoint serves eth_call (a bare anvil through its full URL,
 * the gateway's full mode) the page replays the call on the state before its block and names the
 * revert data — Error(string), Panic with its meaning, a custom error once its ABI is known; on the
 * service's four methods it says so and names revert data the person pastes, sending nothing.
 */
import { connectWithKey, connectWithUrl, expect, gatewayRequests, test, useDevnet } from './support/fixtures.ts';

test('a bare anvil: each failed transaction’s replay names its reason, with what a replay is', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, manifest.nodeUrl);
  const { errorString, panic, customError } = manifest.failedCalls;

  await page.goto(`/tx/${errorString.hash}`);
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'failed');
  const reason = page.getByTestId('revert-reason');
  await expect(reason).toHaveAttribute('data-state', 'reason');
  await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'message');
  if (errorString.reason.kind !== 'error') throw new Error('the seed names an Error(string)');
  await expect(reason.getByTestId('revert-message')).toHaveText(errorString.reason.message);
  await expect(reason).toContainText(`after block ${errorString.blockNumber! - 1}`);
  await expect(reason).toContainText('the transactions before it in its own block are not applied');

  await page.goto(`/tx/${panic.hash}`);
  await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'panic');
  await expect(reason).toContainText('Panic 0x11: arithmetic overflow or underflow');

  // a custom error no built-in ABI declares: its selector, and where to paste the ABI
  await page.goto(`/tx/${customError.hash}`);
  await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'unknown');
  await expect(reason).toContainText(customError.reason.selector);
  expect(consoleErrors).toEqual([]);
});

test('the gateway’s full mode: the custom error named once the contract’s ABI is pasted', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest.base, manifest.fullKey);
  const { customError, abi, contract } = manifest.failedCalls;
  if (customError.reason.kind !== 'custom') throw new Error('the seed names a custom error');
  // the ABI box of the receipt page keeps an ABI per contract, for its logs and its errors alike
  await page.evaluate(
    ([key, json]) => localStorage.setItem(key!, json!),
    [`hexray.abi.${contract.toLowerCase()}`, JSON.stringify(abi)],
  );
  await page.goto(`/tx/${customError.hash}`);
  const reason = page.getByTestId('revert-reason');
  await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'custom');
  await expect(reason).toContainText(`Custom error ${customError.reason.signature}`);
  for (const arg of customError.reason.args) await expect(reason.getByTestId('decoded-params')).toContainText(arg.name);
  expect(consoleErrors).toEqual([]);
});

test('the four methods: the page says eth_call is not served and names pasted revert data, sending nothing', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const { panic } = manifest.failedCalls;
  await page.goto(`/tx/${panic.hash}`);
  const reason = page.getByTestId('revert-reason');
  await expect(reason).toHaveAttribute('data-state', 'not-served');
  await expect(reason).toContainText('which this endpoint does not serve');
  const before = await gatewayRequests(manifest);

  const box = reason.getByLabel('Revert data');
  await box.fill('0x123');
  await reason.getByRole('button', { name: 'Name it' }).click();
  await expect(page.getByTestId('revert-data-error')).toContainText('odd number of hex digits');

  await box.fill(panic.revertData);
  await reason.getByRole('button', { name: 'Name it' }).click();
  await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'panic');
  await expect(reason.getByTestId('revert-reason-text')).toContainText('Panic 0x11: arithmetic overflow or underflow');
  expect(await gatewayRequests(manifest)).toBe(before);
  expect(consoleErrors).toEqual([]);
});
