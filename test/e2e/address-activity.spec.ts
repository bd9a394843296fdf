/**
 * The Activity tab (/address/<a>/activity) as a person checks it: the seeded account's transfers of
 * the three token standards in and out (amounts in the token's units), a token's emitted events,
 * the transactions it sent and received, the coverage line with its blocks, all within the
 * window; the gateway refuses the 128-block range (its limit is 100 blocks, in Alchemy's words)
 * and the tab asks again in halves. On a devnet of its own (the shared one must not move), a
 * transfer sent while the tab is open arrives without a reload, and a hidden tab asks nothing.
 * The four-method key says what it does not serve; the bare anvil, through its full URL, shows
 * the same activity.
 */
import type { Page, Request } from '@playwright/test';
import { encodeFunctionData, parseEther } from 'viem';
import { devAccounts } from '../devnet/accounts.ts';
import { loadArtifacts } from '../devnet/artifacts.ts';
import { devnetClient } from '../devnet/devnet-client.ts';
import { rpc } from '../devnet/gateway-client.ts';
import { LOGS_RANGE_LIMIT } from '../devnet/logs-range.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { addressWatchJourney, holdingsJourney } from './support/activity-journeys.ts';
import { layoutFindings } from './support/axe.ts';
import { connectWithKey, connectWithUrl, expect, scopedKey, test } from './support/fixtures.ts';
import { setFault } from '../hostile/support.ts';
import { ownDevnet } from './support/own-devnet.ts';

const row = (page: Page, kind: string, transaction: string) =>
  page.locator(`[data-testid="activity-row"][data-kind="${kind}"][data-transaction="${transaction}"]`);

/** The block ranges of every eth_getLogs the page sends. */
function logRanges(page: Page): [number, number][] {
  const ranges: [number, number][] = [];
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (!body?.includes('eth_getLogs')) return;
    const calls = [JSON.parse(body)].flat() as { method: string; params: [{ fromBlock: string; toBlock: string }] }[];
    for (const call of calls)
      if (call.method === 'eth_getLogs')
        ranges.push([Number(call.params[0].fromBlock), Number(call.params[0].toBlock)]);
  });
  return ranges;
}

async function expectSeededActivity(page: Page, manifest: DevnetManifest) {
  const { activity, tokenContracts } = manifest;
  const symbol = tokenContracts.standard.symbol!;
  // ERC-20: 1,000 HXR out to account 1, 25 HXR in from it, in the token's units
  const out20 = row(page, 'transfer', activity.erc20Out);
  await expect(out20).toHaveAttribute('data-standard', 'ERC-20');
  await expect(out20).toHaveAttribute('data-direction', 'out');
  await expect(out20.getByTestId('token-amount')).toContainText(`1,000 ${symbol}`);
  const in20 = row(page, 'transfer', activity.erc20In.hash);
  await expect(in20).toHaveAttribute('data-direction', 'in');
  await expect(in20.getByTestId('token-amount')).toHaveAttribute('data-raw', activity.erc20In.amount);
  await expect(in20.getByTestId('token-amount')).toContainText(`25 ${symbol}`);
  // ERC-721: token id 7 out to account 1, and back
  for (const [hash, direction] of [
    [activity.erc721Out, 'out'],
    [activity.erc721In.hash, 'in'],
  ] as const) {
    const transfer = row(page, 'transfer', hash);
    await expect(transfer).toHaveAttribute('data-standard', 'ERC-721');
    await expect(transfer).toHaveAttribute('data-direction', direction);
    await expect(transfer.getByTestId('token-id')).toHaveText('token id 7');
  }
  // ERC-1155: 25 of id 3 out, 5 in (the standard has no decimals: its units are whole)
  for (const [hash, direction, amount] of [
    [activity.erc1155Out, 'out', '25'],
    [activity.erc1155In.hash, 'in', activity.erc1155In.amount],
  ] as const) {
    const transfer = row(page, 'transfer', hash);
    await expect(transfer).toHaveAttribute('data-standard', 'ERC-1155');
    await expect(transfer).toHaveAttribute('data-direction', direction);
    await expect(transfer.getByTestId('token-id')).toHaveText('token id 3');
    await expect(transfer.getByTestId('token-amount')).toHaveAttribute('data-raw', amount);
  }
  // transactions: the DemoToken transfer it sent, the 0.5 ETH it received
  const sent = row(page, 'transaction', activity.erc20Out);
  await expect(sent).toHaveAttribute('data-direction', 'sent');
  await expect(sent.getByTestId('activity-transaction-link')).toHaveAttribute('href', `/tx/${activity.erc20Out}`);
  const received = row(page, 'transaction', activity.received.hash);
  await expect(received).toHaveAttribute('data-direction', 'received');
  await expect(received).toContainText('0.5');
  await expect(page.getByTestId('activity-scan')).toHaveAttribute('data-done', 'true');
  // newest first: the seeded block's rows above the older transfers out
  const order = await page
    .getByTestId('activity-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-transaction')));
  expect(order.indexOf(activity.erc20In.hash)).toBeLessThan(order.indexOf(activity.erc20Out));
}

test.describe('the Activity tab on the shared devnet', () => {
  test('full mode: transfers of three standards in and out, transactions, the coverage line; the refused range asked in halves', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    const ranges = logRanges(page);
    await page.goto(`/address/${manifest.activity.account}`);
    await page.getByRole('navigation', { name: 'Address views' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(`/address/${manifest.activity.account}/activity`);
    await expectSeededActivity(page, manifest);

    const head = Number((await rpc(manifest.nodeUrl, 'eth_blockNumber', [])).result);
    const coverage = page.getByTestId('activity-coverage');
    await expect(coverage).toContainText('The last 128 blocks');
    await expect(coverage.getByTestId('activity-to-block')).toHaveAttribute('data-value', String(head));
    await expect(coverage.getByTestId('activity-from-block')).toHaveAttribute('data-value', String(head - 127));
    await expect(coverage.getByTestId('activity-coverage-time')).toContainText(
      /\d{2}:\d{2}:\d{2}–\d{2}:\d{2}:\d{2} UTC/,
    );
    await expect(coverage).toContainText(
      'Older history needs an indexer: this endpoint serves only the latest blocks.',
    );
    await expect(coverage.getByRole('link', { name: (head - 127).toLocaleString('en-US') })).toHaveAttribute(
      'href',
      `/block/${head - 127}`,
    );

    // the gateway refused the whole window (over its 100 blocks): every piece then asked was within it
    expect(ranges.some(([from, to]) => to - from + 1 > LOGS_RANGE_LIMIT)).toBe(true);
    expect(ranges.filter(([from, to]) => to - from + 1 <= LOGS_RANGE_LIMIT).length).toBeGreaterThanOrEqual(8);
    await expect(page.getByTestId('activity-refused')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('holdings: each token it moved, its balanceOf at the tab’s newest block as the node answers it', async ({
    page,
    manifest,
  }) => {
    await holdingsJourney(page, manifest);
  });

  test('a token’s page lists the events it emitted, named and decoded', async ({ page, manifest }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    const token = manifest.tokenContracts.standard.address;
    await page.goto(`/address/${token}/activity`);
    const event = row(page, 'event', manifest.activity.erc20In.hash);
    await expect(event.getByTestId('activity-event-name')).toHaveText('Transfer');
    await expect(event).toContainText('value');
    // the approval of roles.tokens, an event with no transfer
    const approval = row(page, 'event', manifest.roles.tokens.approval.hash);
    await expect(approval.getByTestId('activity-event-name')).toHaveText('Approval');
    await expect(approval.getByTestId('activity-transaction-link')).toHaveAttribute(
      'href',
      /\/tx\/0x[0-9a-f]{64}\/receipt#log-\d+$/,
    );
  });

  test('the four-method key says what it does not serve, and sends no eth_getLogs', async ({ page, manifest }) => {
    await connectWithKey(page, manifest.base, manifest.apiKey);
    const ranges = logRanges(page);
    await page.goto(`/address/${manifest.activity.account}/activity`);
    const line = page.getByTestId('not-served');
    await expect(line).toContainText(
      'This endpoint does not serve eth_getLogs: the Activity tab cannot show its token transfers and the events it emitted.',
    );
    await expect(line).toContainText('does not serve eth_blockNumber');
    // one line per missing method: the holdings' eth_call too
    await expect(line).toContainText(
      'This endpoint does not serve eth_call: the Activity tab cannot show its token holdings (each token’s balanceOf is a call).',
    );
    await expect(line.getByText(/^This endpoint does not serve /)).toHaveCount(4);
    await expect(page.getByTestId('holdings')).toHaveCount(0);
    await expect(page.getByTestId('activity-rows')).toHaveCount(0);
    await expect(page.getByTestId('activity-waiting')).toHaveCount(0);
    expect(ranges).toEqual([]);
  });

  test('a bare anvil through its full URL shows the same activity', async ({ page, manifest }) => {
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    await page.goto(`/address/${manifest.activity.account}/activity`);
    await expectSeededActivity(page, manifest);
    await expect(page.getByTestId('activity-coverage')).toContainText(
      'Older history needs an indexer (an explorer’s database)',
    );
  });

  test('fewer blocks: the coverage follows; a bad address or count is refused before anything is sent', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    const ranges = logRanges(page);
    await page.goto(`/address/0x12345/activity`);
    await expect(page.getByText('0x followed by 40 hex digits')).toBeVisible();
    for (const [text, message] of [
      ['0', 'Blocks: at least 1'],
      ['ten', 'Blocks: Not a number: "ten"'],
      ['500', 'Blocks: at most 128: this endpoint serves only the latest 128 blocks'],
    ] as const) {
      await page.goto(`/address/${manifest.activity.account}/activity?blocks=${text}`);
      await expect(page.getByTestId('activity-blocks-error')).toContainText(message);
      await expect(page.getByTestId('activity-coverage')).toHaveCount(0);
    }
    expect(ranges).toEqual([]);

    // typed in the box: the last 10 blocks, the seeded block among them, asked in one range
    await page.getByTestId('activity-blocks').fill('10');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(`/address/${manifest.activity.account}/activity?blocks=10`);
    const head = Number((await rpc(manifest.nodeUrl, 'eth_blockNumber', [])).result);
    await expect(page.getByTestId('activity-coverage')).toContainText('The last 10 blocks');
    await expect(page.getByTestId('activity-from-block')).toHaveAttribute('data-value', String(head - 9));
    await expect(row(page, 'transfer', manifest.activity.erc20In.hash)).toBeVisible();
    // older than the 10 blocks: not listed
    await expect(row(page, 'transfer', manifest.activity.erc20Out)).toHaveCount(0);
    expect(ranges.every(([from, to]) => from === head - 9 && to === head)).toBe(true);
  });
});

test.describe('the Activity tab and axe-core', () => {
  // axe is injected as a script, which the Content-Security-Policy refuses
  test.use({ bypassCSP: true });

  test('passes axe in light and dark, and nothing is wider than a phone’s screen', async ({ page, manifest }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await page.goto(`/address/${manifest.activity.account}/activity`);
    await expect(page.getByTestId('activity-scan')).toHaveAttribute('data-done', 'true');
    await expect(row(page, 'transfer', manifest.activity.erc20In.hash)).toBeVisible();
    expect(await layoutFindings(page, 'activity')).toEqual([]);
  });
});

/** The calls of every WebSocket message the page sends from now on, one entry per message. */
function framesSent(page: Page): string[][] {
  const frames: string[][] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => {
      const parsed = JSON.parse(String(frame.payload)) as unknown;
      frames.push(([parsed].flat() as { method: string }[]).map((call) => call.method));
    }),
  );
  return frames;
}

test.describe('a WebSocket endpoint that floods notifications', () => {
  test('1,000 heads in a second: the tab stays usable and asks nothing more for them', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    // a busy 2-core runner (and Playwright's own event per frame) slows all of this down
    test.setTimeout(90_000);
    const key = scopedKey(manifest, 'flood', 'full');
    // every copy names the head the page already has: nothing new to read, however many come
    await setFault(manifest, key, { kind: 'flood', count: 1000, perSecond: 1000 });
    const frames = framesSent(page);
    let notifications = 0;
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"eth_subscription"')) notifications++;
      }),
    );
    await connectWithKey(page, manifest.base, key, 'websocket');
    await page.goto(`/address/${manifest.activity.account}/activity`);
    await expect(page.getByTestId('activity-scan')).toHaveAttribute('data-done', 'true');
    await expect.poll(() => frames.flat().includes('eth_subscribe')).toBe(true);
    const before = frames.length;
    await expect.poll(() => notifications).toBeGreaterThan(500);
    // hundreds of heads that did not move: no head poll, and no read of logs or blocks for them
    const duringFlood = frames.slice(before).flat();
    expect(duringFlood).not.toContain('eth_blockNumber');
    expect(duringFlood).not.toContain('eth_getLogs');
    // while it floods, the page answers a click, and the tab comes back whole
    await page.getByRole('link', { name: 'Read', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/address/${manifest.activity.account}/read`), { timeout: 30_000 });
    await page.goBack();
    await expect(page.getByTestId('activity-scan')).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
    // every copy arrived (the tab's second subscription, after going back, is flooded too)
    await expect.poll(() => notifications, { timeout: 15_000 }).toBeGreaterThanOrEqual(1000);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * DemoToken `amount` from account 1 to the Activity tab's account, mined on a block of its own
 * (mining is off after seeding); its hash.
 */
async function sendTransfer(manifest: DevnetManifest, amount: string): Promise<string> {
  const hash = await devnetClient(manifest.nodeUrl).sendTransaction({
    account: devAccounts[1]!,
    to: manifest.tokenContracts.standard.address,
    data: encodeFunctionData({
      abi: loadArtifacts().DemoToken.abi,
      functionName: 'transfer',
      args: [manifest.activity.account, parseEther(amount)],
    }),
    gas: 100_000n,
  });
  await rpc(manifest.nodeUrl, 'evm_mine', []);
  return hash.toLowerCase();
}

test.describe('live while open', () => {
  const devnet = ownDevnet();

  test('a transfer sent while the tab is open arrives; a hidden tab asks nothing', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const { manifest } = devnet();
    const send = (amount: string) => sendTransfer(manifest, amount);

    await connectWithKey(page, manifest.base, manifest.fullKey);
    await page.goto(`/address/${manifest.activity.account}/activity`);
    await expect(row(page, 'transfer', manifest.activity.erc20In.hash)).toBeVisible();

    const live = await send('3');
    const arrived = row(page, 'transfer', live);
    await expect(arrived.getByTestId('token-amount')).toContainText(`3 ${manifest.tokenContracts.standard.symbol!}`);
    await expect(arrived).toHaveAttribute('data-direction', 'in');
    // newest first: at the top
    await expect(page.getByTestId('activity-row').first()).toHaveAttribute('data-transaction', live);

    // hidden: nothing is asked while a block comes, which a second, visible tab sees arrive
    const other = await context.newPage();
    await connectWithKey(other, manifest.base, manifest.fullKey);
    await other.goto(`/address/${manifest.activity.account}/activity`);
    await expect(row(other, 'transfer', live)).toBeVisible();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // a poll already on the wire may still answer: count from the pause's first quiet moment
    await page.waitForLoadState('networkidle');
    let asked = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') asked++;
    });
    const whileHidden = await send('4');
    const head = Number((await rpc(manifest.nodeUrl, 'eth_blockNumber', [])).result);
    await expect(row(other, 'transfer', whileHidden)).toBeVisible();
    expect(asked).toBe(0);
    await expect(row(page, 'transfer', whileHidden)).toHaveCount(0);
    await other.close();

    // shown again: it catches up
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(row(page, 'transfer', whileHidden)).toBeVisible();
    await expect(page.getByTestId('activity-to-block')).toHaveAttribute('data-value', String(head));
    expect(consoleErrors).toEqual([]);
  });

  test('watch the address: what arrives is kept, and after a reload shows beyond the covered blocks, from the archive', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await addressWatchJourney(page, devnet());
    expect(consoleErrors).toEqual([]);
  });

  for (const through of ['the gateway', 'a bare anvil'] as const)
    test(`over a WebSocket (${through}) each new block is pushed (eth_subscribe) and read without asking the head`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const { manifest } = devnet();
      const frames = framesSent(page);
      if (through === 'the gateway') await connectWithKey(page, manifest.base, manifest.fullKey, 'websocket');
      else await connectWithUrl(page, manifest.nodeUrl.replace(/^http/, 'ws'));
      await page.goto(`/address/${manifest.activity.account}/activity`);
      await expect(page.getByTestId('activity-scan')).toHaveAttribute('data-done', 'true');
      await expect.poll(() => frames.flat().includes('eth_subscribe')).toBe(true);

      for (const amount of through === 'the gateway' ? ['6', '7'] : ['8', '9']) {
        const before = frames.length;
        const hash = await sendTransfer(manifest, amount);
        await expect(row(page, 'transfer', hash)).toBeVisible();
        // the block came by the subscription, not by asking the head; its logs (four filters) and
        // its transactions (the block with them, no read by index) were read
        const block = frames.slice(before).flat();
        expect(block).not.toContain('eth_blockNumber');
        expect(block.filter((method) => method === 'eth_getLogs')).toHaveLength(4);
        expect(block).not.toContain('eth_getTransactionByBlockHashAndIndex');
      }
      expect(consoleErrors).toEqual([]);
    });
});
