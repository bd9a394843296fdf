import { connectWithKey, test, expect, PROBED_METHODS, useDevnet } from './support/fixtures.ts';
import { lineBreaks } from './support/line-breaks.ts';

test('the home page names the transport by the endpoint’s scheme: the plain-http devnet is not called HTTPS', async ({
  page,
  manifest,
}) => {
  expect(manifest.base).toMatch(/^http:\/\//);
  await useDevnet(page, 'http');
  await expect(page.getByTestId('home-endpoint')).toContainText('http://');
  await expect(page.getByTestId('home-transport')).toHaveText('HTTP (POST), unencrypted');
  await useDevnet(page, 'websocket');
  await expect(page.getByTestId('home-transport')).toHaveText('WebSocket (ws://), unencrypted');
});

test('at 1280 × 900 the home page opens on the latest blocks and their transactions, the connection in one line, the search’s words above', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');

  const hint = page.getByTestId('home-hint');
  for (const words of ['a transaction hash', 'an address', 'a block number', 'latest', 'a block hash with an index'])
    await expect(hint).toContainText(words);

  // the connection: its state, the endpoint without the key, the transport, and the way to Settings, on one line
  const connection = page.getByTestId('home-connection');
  await expect(page.getByTestId('home-connection-state')).toHaveAttribute('data-state', 'working');
  await expect(connection).toContainText('HTTP (POST), unencrypted');
  // every method the probe asks, served by the full-mode key
  await expect(connection).toContainText(`serves ${PROBED_METHODS} of ${PROBED_METHODS} optional read methods`);
  await expect(connection).not.toContainText(manifest.fullKey);
  await expect(connection.getByRole('link', { name: 'Change connection →' })).toHaveAttribute('href', '/settings');
  const [line] = await lineBreaks(connection);
  expect(line!.lines, 'the connection is one line').toHaveLength(1);

  // the latest blocks, newest first, with their transactions: all on the first screen, no scrolling
  const latest = page.getByTestId('latest-blocks');
  const blocks = latest.getByTestId('latest-block');
  await expect(blocks).toHaveCount(10);
  const head = await page.getByTestId('latest-head').getAttribute('data-head');
  await expect(blocks.first()).toHaveAttribute('data-number', head!);
  await expect(latest.getByTestId('latest-tx').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(latest).toBeInViewport({ ratio: 1 });
  await expect(blocks.first()).toBeInViewport({ ratio: 1 });
  await expect(latest.getByTestId('latest-tx').first()).toBeInViewport({ ratio: 1 });

  // recent lookups and the devnet's examples come after them
  const below = async (testId: string) =>
    (await page.getByTestId(testId).boundingBox())!.y > (await latest.boundingBox())!.y + 100;
  await expect(page.getByTestId('recent-lookups')).toBeVisible();
  await expect(page.getByTestId('devnet-examples')).toBeVisible();
  expect(await below('recent-lookups')).toBe(true);
  expect(await below('devnet-examples')).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('with the four methods only, one line says what the endpoint does not serve instead of the latest blocks', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest.base, manifest.apiKey);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const absent = page.getByTestId('latest-blocks-absent');
  await expect(absent).toHaveText(
    'No latest blocks: this endpoint does not serve eth_blockNumber, so it cannot say which block is the newest.',
  );
  const [line] = await lineBreaks(absent);
  expect(line!.lines, 'one line').toHaveLength(1);
  await expect(page.getByTestId('latest-blocks')).toHaveCount(0);
  await expect(page.getByTestId('home-connection')).toContainText('the four methods only');
  expect(consoleErrors).toEqual([]);
});
