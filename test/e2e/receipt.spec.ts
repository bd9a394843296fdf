import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, useDevnet, screenshotAllModes } from './support/fixtures.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { lineBreaks, PHONE, shortened } from './support/line-breaks.ts';

/** What the node itself says about a receipt, read straight from anvil (not through Hexray). */
async function nodeReceipt(manifest: DevnetManifest, hash: string): Promise<Record<string, unknown>> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
  });
  return ((await response.json()) as { result: Record<string, unknown> }).result;
}

function logEmitterAbi(): string {
  const compiled = JSON.parse(readFileSync('test/devnet/compiled/contracts.json', 'utf8')) as {
    contracts: Record<string, { abi: unknown }>;
  };
  return JSON.stringify(compiled.contracts.LogEmitter!.abi);
}

/** A topic word holding the number `n`, as the indexed `uint256 index` of a Tick log. */
function numberTopic(n: number): string {
  return `0x${n.toString(16).padStart(64, '0')}`;
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Scrolls the window until the end of the logs list is on screen (measured heights move it as it renders). */
async function scrollToEndOfLogs(page: Page): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const settled = await page.evaluate(() => {
      const list = document.querySelector('[data-testid=windowed-list]')!;
      const bottom = list.getBoundingClientRect().bottom;
      window.scrollBy(0, bottom - window.innerHeight + 16);
      return Math.abs(bottom - window.innerHeight + 16) < 2;
    });
    if (settled) return;
    // the rows rendered at the new scroll position are measured in the next frame
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
}

const log = (page: Page, number: number) => page.locator(`[data-testid=log][data-log-index="${number}"]`);

/** Brings a log on screen the way a person would without scrolling through the others: the "Log #" box. */
async function goToLog(page: Page, number: number) {
  await page.getByTestId('jump-input').fill(String(number));
  await page.getByTestId('jump-input').press('Enter');
  await expect(log(page, number)).toBeInViewport();
  return log(page, number);
}

for (const transport of ['http', 'websocket'] as const) {
  test.describe(`receipt page over ${transport}`, () => {
    test.beforeEach(async ({ page }) => {
      await useDevnet(page, transport);
    });

    test('a token transfer: success, the fee the node implies, and its Transfer decoded with names and values', async ({
      page,
      manifest,
      consoleErrors,
    }) => {
      const { transfer, token } = manifest.roles.tokens;
      const node = await nodeReceipt(manifest, transfer.hash);
      await page.goto(`/tx/${transfer.hash}/receipt`);

      await expect(page.getByTestId('receipt-status')).toHaveAttribute('data-status', 'success');
      await expect(page.getByTestId('receipt-status')).toHaveText(/Success/);
      await expect(page.getByTestId('receipt-tx-hash')).toHaveAttribute('data-value', transfer.hash);
      await expect(page.getByTestId('receipt-tx-hash').getByRole('link')).toHaveAttribute(
        'href',
        `/tx/${transfer.hash}`,
      );
      await expect(page.getByTestId('receipt-block-hash')).toHaveAttribute('data-value', transfer.blockHash!);
      await expect(page.getByTestId('receipt-block-number')).toHaveAttribute(
        'data-value',
        String(transfer.blockNumber),
      );
      await expect(page.getByTestId('receipt-to')).toHaveAttribute('data-value', token);
      const gasUsed = BigInt(String(node.gasUsed));
      const price = BigInt(String(node.effectiveGasPrice));
      await expect(page.getByTestId('receipt-gas-used')).toHaveAttribute('data-value', gasUsed.toString());
      await expect(page.getByTestId('receipt-gas-price')).toHaveAttribute('data-wei', price.toString());
      await expect(page.getByTestId('receipt-fee')).toHaveAttribute('data-wei', (gasUsed * price).toString());

      await expect(page.getByTestId('log-count')).toHaveText('1 log');
      const transferLog = page.getByTestId('log');
      await expect(transferLog.getByTestId('log-event')).toContainText('Transfer');
      await expect(transferLog.getByTestId('log-signature')).toHaveText('Transfer(address,address,uint256)');
      await expect(transferLog.getByTestId('log-address')).toHaveAttribute('data-value', token);
      const rows = transferLog.getByTestId('decoded-params').locator('tbody tr');
      await expect(rows.nth(0)).toContainText('from');
      await expect(rows.nth(0).locator('[data-value]').first()).toHaveAttribute(
        'data-value',
        new RegExp(manifest.accounts[0]!, 'i'),
      );
      await expect(rows.nth(1)).toContainText('to');
      await expect(rows.nth(1).locator('[data-value]').first()).toHaveAttribute(
        'data-value',
        new RegExp(manifest.accounts[1]!, 'i'),
      );
      // DemoToken.transfer(a1, 1000 ether): 1000 × 10^18 base units
      await expect(rows.nth(2)).toContainText('value');
      await expect(rows.nth(2)).toContainText('1,000,000,000,000,000,000,000');
      expect(consoleErrors).toEqual([]);
    });

    test('the bloom test box: the token may be in it, a stranger definitely not, and nonsense is explained', async ({
      page,
      manifest,
    }) => {
      const { transfer, token } = manifest.roles.tokens;
      await page.goto(`/tx/${transfer.hash}/receipt`);
      const bloom = page.getByTestId('logs-bloom');
      await expect(bloom.getByTestId('bloom-set-count')).toContainText('of 2,048 bits set');

      await bloom.getByTestId('bloom-input').fill(token.toUpperCase().replace('0X', '0x'));
      await bloom.getByRole('button', { name: 'Test' }).click();
      await expect(bloom.getByTestId('bloom-result')).toHaveAttribute('data-verdict', 'may-contain');
      await expect(bloom.getByTestId('bloom-result')).toContainText('may contain');
      await expect(bloom.getByTestId('bloom-matches')).toContainText('In 1 log');
      await expect(bloom.getByTestId('bloom-highlight')).toHaveCount(1);

      await bloom.getByTestId('bloom-input').fill(`0x${'1234'.repeat(10)}`);
      await bloom.getByTestId('bloom-input').press('Enter');
      await expect(bloom.getByTestId('bloom-result')).toHaveAttribute('data-verdict', 'definitely-not');
      await expect(bloom.getByTestId('bloom-result')).toContainText('definitely not');
      await expect(bloom.getByTestId('bloom-matches')).toHaveCount(0);

      await bloom.getByTestId('bloom-input').fill('0x1234');
      await bloom.getByTestId('bloom-input').press('Enter');
      await expect(bloom.getByTestId('bloom-error')).toHaveText(
        /^4 hex digits: an address has 40 \(20 bytes\), a topic 64 \(32 bytes\)$/,
      );
      await expect(bloom.getByTestId('bloom-result')).toHaveCount(0);
    });

    test('a reverted transaction shows as failed', async ({ page, manifest }) => {
      await page.goto(`/tx/${manifest.roles.reverted.hash}/receipt`);
      await expect(page.getByTestId('receipt-status')).toHaveAttribute('data-status', 'failed');
      await expect(page.getByTestId('receipt-status')).toHaveText(/Failed/);
      await expect(page.getByTestId('no-logs')).toBeVisible();
    });

    test('a contract creation shows the created address, linked to its address page', async ({ page, manifest }) => {
      const { creation } = manifest.roles;
      await page.goto(`/tx/${creation.hash}/receipt`);
      const created = page.getByTestId('receipt-contract-address');
      await expect(created).toHaveAttribute('data-value', creation.contractAddress);
      await expect(created.getByRole('link')).toHaveAttribute('href', `/address/${creation.contractAddress}`);
      // the constructor mints the supply: Transfer from the zero address
      await expect(page.getByTestId('log').getByTestId('log-event')).toContainText('Transfer');
    });

    test('the 2,000-log receipt renders only what is visible, scrolls to the last log, and filters by topic', async ({
      page,
      manifest,
    }) => {
      const { manyLogs } = manifest.roles;
      expect(manyLogs.logCount).toBe(2000);
      await page.goto(`/tx/${manyLogs.hash}/receipt`);
      await expect(page.getByTestId('log-count')).toHaveText('2,000 logs');
      await expect(log(page, 0)).toBeVisible();
      expect(await domNodes(page)).toBeLessThan(3000);

      await scrollToEndOfLogs(page);
      await expect(log(page, 1999)).toBeInViewport();
      await expect(log(page, 0)).toHaveCount(0);
      expect(await domNodes(page)).toBeLessThan(3000);

      await page.getByTestId('jump-input').fill('1500');
      await page.getByTestId('jump-input').press('Enter');
      await expect(log(page, 1500)).toBeInViewport();
      await expect(log(page, 1500).locator('..')).toBeFocused();
      expect(await domNodes(page)).toBeLessThan(3000);
      await page.getByTestId('jump-input').fill('2000');
      await page.getByTestId('jump-input').press('Enter');
      await expect(page.getByTestId('jump-error')).toHaveText('No log #2000 in this receipt: its logs are #0–#1999');

      // the indexed `index` topic, typed in full: exactly that log
      await page.getByTestId('filter-topic').fill(numberTopic(1234).toUpperCase().replace('0X', '0x'));
      await expect(page.getByTestId('filter-count')).toHaveText('1 of 2,000 logs');
      await expect(page.getByTestId('log')).toHaveCount(1);
      await expect(log(page, 1234)).toBeVisible();
      // a prefix: every index from 0x700 (1792) to the last, 1999
      await page.getByTestId('filter-topic').fill(numberTopic(0x700).slice(0, 64));
      await expect(page.getByTestId('filter-count')).toHaveText('208 of 2,000 logs');
      await page.getByTestId('filter-topic').fill('0xnope');
      await expect(page.getByTestId('filter-error')).toContainText('hex digits');
      await page.getByTestId('filter-topic').fill('');
      await page.getByTestId('filter-address').fill(manifest.roles.tokens.token);
      await expect(page.getByTestId('no-matching-logs')).toBeVisible();
    });

    test('topic and data views of an unknown event switch, and modes that do not apply are disabled', async ({
      page,
      manifest,
    }) => {
      const { manyLogs } = manifest.roles;
      const node = await nodeReceipt(manifest, manyLogs.hash);
      await page.goto(`/tx/${manyLogs.hash}/receipt`);
      const fifth = await goToLog(page, 5);
      await expect(fifth.getByTestId('log-event-unknown')).toHaveText('Unknown event');
      const topics = fifth.getByTestId('topic');
      await expect(topics).toHaveCount(4);

      // [0] is the event's hash: not an address
      await expect(topics.nth(0).getByRole('tab', { name: 'Address' })).toBeDisabled();
      // [1] is the indexed sender
      await expect(topics.nth(1).getByRole('tab', { name: 'Text' })).toBeDisabled();
      await topics.nth(1).getByRole('tab', { name: 'Address' }).click();
      // shown checksummed (address-case.spec.ts), linked lowercase
      await expect(topics.nth(1).getByTestId('topic-value')).toHaveText(String(node.from), { ignoreCase: true });
      await expect(topics.nth(1).getByRole('link')).toHaveAttribute('href', `/address/${String(node.from)}`);
      // [2] is the indexed loop index
      await expect(topics.nth(2).getByTestId('topic-value')).toHaveText(numberTopic(5));
      await topics.nth(2).getByRole('tab', { name: 'Number' }).click();
      await expect(topics.nth(2).getByTestId('topic-value')).toHaveText('5');
      await topics.nth(2).getByRole('tab', { name: 'Hex' }).click();
      await expect(topics.nth(2).getByTestId('topic-value')).toHaveText(numberTopic(5));

      // data = abi.encode(5 * 1000, "tick"): four words; 5000 is 0x1388, and a lone 0x88 byte is not UTF-8
      const data = fifth.getByTestId('log-data');
      await expect(data.getByRole('listitem')).toHaveCount(4);
      await expect(data.getByRole('listitem').first()).toContainText((5000).toString(16).padStart(64, '0'));
      await expect(data.getByRole('tab', { name: 'UTF-8' })).toBeDisabled();
      await expect(data.getByRole('tab', { name: 'UTF-8' })).toHaveAttribute('title', 'Not valid UTF-8');
      await data.getByRole('tab', { name: 'Hex' }).click();
      await expect(data).toHaveAttribute('data-data-mode', 'hex');
      await expect(data.getByText(/^0x0{60}1388/)).toBeVisible();

      // log #0 carries value 0: its data is valid UTF-8, NUL padding and all
      const first = (await goToLog(page, 0)).getByTestId('log-data');
      await first.getByRole('tab', { name: 'UTF-8' }).click();
      await expect(first.getByTestId('log-data-utf8')).toContainText('tick');
      await expect(first.getByTestId('log-data-utf8')).toContainText('␀');
    });

    test('a pasted ABI decodes Tick, is remembered for the address, and can be forgotten', async ({
      page,
      manifest,
    }) => {
      const { manyLogs } = manifest.roles;
      await page.goto(`/tx/${manyLogs.hash}/receipt`);
      await expect(log(page, 0).getByTestId('log-event-unknown')).toBeVisible();
      await log(page, 0).getByTestId('log-paste-abi').click();
      const panel = page.getByTestId('abi-panel');
      await expect(panel.getByTestId('abi-json')).toBeFocused();

      await panel.getByTestId('abi-json').fill('[{"type":"event", "name": ');
      await panel.getByRole('button', { name: 'Decode with this ABI' }).click();
      await expect(panel.getByTestId('abi-error')).toContainText('Not valid JSON');

      await panel.getByTestId('abi-json').fill(logEmitterAbi());
      await panel.getByRole('button', { name: 'Decode with this ABI' }).click();
      await expect(panel.getByTestId('abi-status')).toContainText('Tick');
      const third = await goToLog(page, 3);
      await expect(third.getByTestId('log-event')).toContainText('Tick');
      await expect(third.getByTestId('log-event')).toContainText('your ABI');
      const rows = third.getByTestId('decoded-params').locator('tbody tr');
      await expect(rows).toHaveCount(5);
      const cell = (row: number, column: number) => rows.nth(row).locator('td').nth(column);
      await expect(cell(1, 0)).toHaveText('index');
      await expect(cell(1, 2)).toHaveText('3');
      await expect(cell(3, 0)).toHaveText('value');
      await expect(cell(3, 2)).toHaveText('3,000');
      await expect(cell(4, 0)).toHaveText('note');
      await expect(cell(4, 2)).toHaveText('“tick”');

      await page.reload();
      await expect((await goToLog(page, 3)).getByTestId('log-event')).toContainText('Tick');
      expect(
        await page.evaluate(
          (key) => localStorage.getItem(key) !== null,
          `hexray.abi.${String(await log(page, 3).getByTestId('log-address').getAttribute('data-value'))}`,
        ),
      ).toBe(true);

      await page.getByTestId('abi-toggle').click();
      await page.getByRole('button', { name: 'Forget ABI for this address' }).click();
      await expect((await goToLog(page, 3)).getByTestId('log-event-unknown')).toBeVisible();
    });

    test('a null receipt is explained: outside the window it is not found, pending it waits', async ({
      page,
      manifest,
    }) => {
      await page.goto(`/tx/${manifest.roles.outsideWindow.hash}/receipt`);
      const notFound = page.getByTestId('not-found');
      await expect(notFound).toContainText('No receipt for this transaction');
      await expect(notFound).toContainText('more than 128 blocks ago');
      await expect(notFound).toContainText('typo');

      // the devnet never mines again: the pending transaction stays pending for this test
      await page.goto(`/tx/${manifest.roles.pending.hash}/receipt`);
      await expect(page.getByTestId('receipt-pending')).toContainText('Pending: no receipt until it is mined');
      await expect(page.getByTestId('receipt-pending').getByRole('link')).toHaveAttribute(
        'href',
        `/tx/${manifest.roles.pending.hash}`,
      );
    });
  });
}

test('the logs filter: an address typed as a topic matches its padded topic, and decoded logs filter by event name', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const { manyLogs } = manifest.roles;
  const node = await nodeReceipt(manifest, manyLogs.hash);
  await page.goto(`/tx/${manyLogs.hash}/receipt`);
  await expect(page.getByTestId('log-count')).toHaveText('2,000 logs');

  // every Tick has the sender as its indexed topic [1]: 20 bytes typed, 32 bytes matched
  await page.getByTestId('filter-topic').fill(String(node.from).toUpperCase().replace('0X', '0x'));
  await expect(page.getByTestId('filter-count')).toHaveText('2,000 of 2,000 logs');
  // the emitter itself is in no topic
  await page.getByTestId('filter-topic').fill(String(node.to));
  await expect(page.getByTestId('no-matching-logs')).toBeVisible();
  await page.getByTestId('filter-topic').fill('');

  // no event is known yet: nothing to filter by
  await expect(page.getByTestId('filter-event')).toHaveCount(0);
  await log(page, 0).getByTestId('log-paste-abi').click();
  await page.getByTestId('abi-json').fill(logEmitterAbi());
  await page.getByRole('button', { name: 'Decode with this ABI' }).click();
  const event = page.getByTestId('filter-event');
  await expect(event.locator('option')).toHaveText(['Any event', 'Tick (2,000)']);
  await event.selectOption('Tick');
  await expect(page.getByTestId('filter-count')).toHaveText('2,000 of 2,000 logs');
  await page.getByTestId('filter-topic').fill(numberTopic(7));
  await expect(page.getByTestId('filter-count')).toHaveText('1 of 2,000 logs');
  await expect(log(page, 7).getByTestId('log-event')).toContainText('Tick');

  // forgotten, the name filters nothing any more
  await page.getByRole('button', { name: 'Forget ABI for this address' }).click();
  await expect(page.getByTestId('filter-event')).toHaveCount(0);
  await expect(page.getByTestId('filter-count')).toHaveText('1 of 2,000 logs');
  await expect(log(page, 7).getByTestId('log-event-unknown')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the bloom box tests an address both as an emitter and as a padded topic, and says which matched', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  const { approval, token } = manifest.roles.tokens;
  const node = await nodeReceipt(manifest, approval.hash);
  const topics = (node.logs as Array<{ topics: string[] }>)[0]!.topics;
  const owner = `0x${topics[1]!.slice(-40)}`;
  await page.goto(`/tx/${approval.hash}/receipt`);
  const bloom = page.getByTestId('logs-bloom');

  // the approval's owner is no emitter, but sits in topic [1]
  await bloom.getByTestId('bloom-input').fill(owner);
  await bloom.getByTestId('bloom-input').press('Enter');
  await expect(bloom.getByTestId('bloom-result')).toHaveAttribute('data-verdict', 'may-contain');
  await expect(bloom.getByTestId('bloom-as-emitter')).toHaveAttribute('data-verdict', 'definitely-not');
  await expect(bloom.getByTestId('bloom-as-topic')).toHaveAttribute('data-verdict', 'may-contain');
  await expect(bloom.getByTestId('bloom-as-topic')).toContainText('In 1 log');
  await expect(bloom.getByTestId('bloom-as-topic')).toContainText(topics[1]!);

  // the token is the emitter, and in no topic
  await bloom.getByTestId('bloom-input').fill(token);
  await bloom.getByTestId('bloom-input').press('Enter');
  await expect(bloom.getByTestId('bloom-as-emitter')).toHaveAttribute('data-verdict', 'may-contain');
  await expect(bloom.getByTestId('bloom-as-emitter')).toContainText('In 1 log');
  await expect(bloom.getByTestId('bloom-as-topic')).not.toContainText('In 1 log');
});

test('a link that holds no transaction hash is refused without a request', async ({ page }) => {
  await useDevnet(page, 'http');
  const lookups: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (/eth_getTransaction(Receipt|ByHash)/.test(body)) lookups.push(body);
  });
  await page.goto('/tx/0x1234/receipt');
  await expect(page.getByTestId('bad-input')).toContainText('This link does not hold a valid transaction hash');
  // every request the page started is answered, and no new one for half a second
  await page.waitForLoadState('networkidle');
  expect(lookups).toEqual([]);
});

test('screenshots of the receipt page: light and dark, desktop and phone', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
  await expect(page.getByTestId('log-event')).toContainText('Transfer');
  await page.getByTestId('bloom-input').fill(manifest.roles.tokens.token);
  await page.getByTestId('bloom-input').press('Enter');
  await screenshotAllModes(page, 'receipt-transfer');

  await page.goto(`/tx/${manifest.roles.reverted.hash}/receipt`);
  await expect(page.getByTestId('receipt-status')).toBeVisible();
  await screenshotAllModes(page, 'receipt-reverted');

  // 2,000 logs make the page too tall for a full-page capture: the first screens instead
  await page.goto(`/tx/${manifest.roles.manyLogs.hash}/receipt`);
  await expect(log(page, 0)).toBeVisible();
  await screenshotAllModes(page, 'receipt-many-logs', {
    fullPage: false,
    beforeEach: () => page.evaluate(() => document.querySelector('[data-testid=receipt-logs]')!.scrollIntoView()),
  });
});

/** "Decode with ABI…" opens its box where the person can see it, wide and narrow. */
for (const [label, width, height] of [
  ['desktop', 1280, 900],
  ['phone', 390, 844],
] as const) {
  test(`${label}: the opened ABI box is in view with focus in its text area`, async ({ page, manifest }) => {
    await useDevnet(page, 'http');
    await page.setViewportSize({ width, height });
    await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
    await expect(page.getByTestId('log').first()).toBeVisible();
    await page.getByTestId('abi-toggle').click();
    const box = page.getByTestId('abi-panel').getByTestId('abi-json');
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `artifacts/screenshots/abi-box-open-${scheme}-${label}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    // closing it puts focus back on the toggle, not on <body>
    await page.getByTestId('abi-toggle').click();
    await expect(page.getByTestId('abi-toggle')).toBeFocused();
  });
}

test('the receipt page at 390 px: shortened values whole', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.setViewportSize(PHONE);
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
  await expect(page.getByTestId('log-event')).toBeVisible();
  for (const value of await lineBreaks(shortened(page)))
    expect(value.after, `"${value.text}" is on one line`).toEqual([]);
});
