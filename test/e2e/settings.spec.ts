import {
  test,
  expect,
  connectWithKey,
  probeSettled,
  scopedKey,
  gatewayRequestsFor,
  screenshotAllModes,
} from './support/fixtures.ts';

async function search(page: import('@playwright/test').Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

test('a wrong key: the test button says 401 and what to do', async ({ page, manifest }) => {
  await page.goto('/settings');
  await page.getByLabel('Base URL', { exact: true }).fill(manifest.base);
  await page.getByLabel('API key', { exact: true }).fill('not-a-real-key');
  await page.getByRole('button', { name: 'Test connection' }).click();
  const result = page.getByTestId('connection-test');
  await expect(result).toContainText('401');
  await expect(result).toContainText(/key/i);
  await expect(result).not.toContainText('not-a-real-key');
});

test('a wrong key saved: lookups show an auth error panel that leads to settings', async ({ page, manifest }) => {
  await connectWithKey(page, manifest.base, 'not-a-real-key', 'http', false);
  await search(page, manifest.roles.eip1559.hash);
  const panel = page.getByTestId('error-panel');
  await expect(panel).toHaveAttribute('data-error-kind', 'auth');
  await expect(panel).toContainText('401');
  await expect(panel).not.toContainText('not-a-real-key');
  await panel.getByRole('link', { name: 'Check the key in settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

for (const transport of ['http', 'websocket'] as const) {
  test(`a working key over ${transport}: the test button answers, lookups work`, async ({ page, manifest }) => {
    const key = scopedKey(manifest, `settings-${transport}`);
    await page.goto('/settings');
    await page.getByLabel('Base URL', { exact: true }).fill(`  ${manifest.base}/  `);
    await page.getByLabel('API key', { exact: true }).fill(key);
    await page.getByLabel(transport === 'http' ? 'HTTPS' : 'WebSocket').check();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByTestId('connection-test')).toContainText('Working');
    await page.getByRole('button', { name: 'Save and connect' }).click();
    await search(page, manifest.roles.legacy.hash);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.legacy.hash);
    expect(await gatewayRequestsFor(manifest, key)).toBeGreaterThanOrEqual(2);
  });
}

test('bad settings input is explained per field and nothing is sent', async ({ page, manifest }) => {
  await page.goto('/settings');
  // the bundled devnet's endpoint probe, behind us: what follows counts only this test's input
  await probeSettled(page, { kind: 'provider', base: manifest.base, apiKey: manifest.apiKey, transport: 'http' });
  const before = (await (await fetch(manifest.admin!.stats)).json()) as { requests: number };
  // a typo in the scheme (a bare host like infura.io is read as https://)
  await page.getByLabel('Base URL', { exact: true }).fill('https//infura.io');
  await page.getByLabel('API key', { exact: true }).fill('has space');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('is not a URL')).toBeVisible();
  await expect(page.getByText('no spaces, slashes')).toBeVisible();
  await page.getByLabel('Base URL', { exact: true }).fill(`${manifest.base}/v3/abc`);
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByText('Give the base URL only')).toBeVisible();
  await page.getByLabel('Full RPC URL').check();
  await page.getByLabel('RPC URL (http, https, ws or wss)').fill('ftp://example.com');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('must start with')).toBeVisible();
  const after = (await (await fetch(manifest.admin!.stats)).json()) as { requests: number };
  expect(after.requests).toBe(before.requests);
});

test('the key stays secret: not in the URL, history, device storage, page text or inspector unless revealed', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = scopedKey(manifest, 'secret');
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  await connectWithKey(page, manifest.base, key);
  await search(page, manifest.roles.eip1559.hash);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  await page.getByTestId('receipt-link').click();
  await page.goBack();
  await expect(page.getByTestId('tx-hash')).toBeVisible();

  expect(page.url()).not.toContain(key);
  const visited = await page.evaluate(() => [location.href, document.referrer, history.length]);
  expect(JSON.stringify(visited)).not.toContain(key);
  // kept for the tab (its connection entry in session storage), never on the device
  const stored = await page.evaluate(() => ({
    device: JSON.stringify({ ...localStorage }),
    tabRest: JSON.stringify(
      Object.fromEntries(Object.entries(sessionStorage).filter(([name]) => name !== 'hexray.connection')),
    ),
    tabConnection: sessionStorage.getItem('hexray.connection') ?? '',
  }));
  expect(stored.device + stored.tabRest).not.toContain(key);
  expect(stored.device + stored.tabRest).not.toContain(key.slice(0, 12));
  expect(stored.tabConnection).toContain(key);

  const inspector = page.getByTestId('request-inspector');
  await inspector.locator('summary').first().click();
  await inspector.getByTestId('exchange').first().locator('summary').click();
  expect(await page.locator('body').innerText()).not.toContain(key);
  await expect(inspector.getByTestId('exchange-command').first()).toContainText('<API_KEY>');
  await inspector.getByLabel('Reveal API key in commands').check();
  await expect(inspector.getByTestId('exchange-command').first()).toContainText(key);
  await inspector.getByLabel('Reveal API key in commands').uncheck();
  expect(await page.locator('body').innerText()).not.toContain(key);
  expect(consoleText.join('\n')).not.toContain(key);
  expect(consoleErrors).toEqual([]);
});

test('screenshots of the settings page', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Connection' })).toBeVisible();
  await screenshotAllModes(page, 'settings');
});

test('a WebSocket base URL (ws:// on this machine) picks the WebSocket transport; a trailing /ws is dropped', async ({
  page,
  manifest,
}) => {
  const key = scopedKey(manifest, 'settings-wsbase');
  await page.goto('/settings');
  await page.getByLabel('Base URL', { exact: true }).fill(`${manifest.wsBase}/ws`);
  await expect(page.getByLabel('WebSocket')).toBeChecked();
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('connection-test')).toContainText('Working');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByTestId('connection-badge')).toContainText('/ws/v3/<API_KEY>');
  await expect(page.getByTestId('connection-badge')).toContainText('WS');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'working');
});

test('an outside source’s URL typed without Save is said to be unsaved, kept through a visit elsewhere, and not used', async ({
  page,
}) => {
  await page.goto('/settings');
  const section = page.getByTestId('outside-source-signatures');
  const box = section.getByTestId('outside-source-signatures-url');
  const unsaved = section.getByTestId('outside-source-signatures-url-unsaved');
  const saved = await box.inputValue();
  // a team's own copy (nothing listens on port 9 of this machine: nothing is asked of it either)
  const draft = 'http://127.0.0.1:9/signatures';
  await expect(unsaved).toHaveCount(0);

  await box.fill(`${draft}/`);
  await expect(unsaved).toHaveText(`Not saved: the saved URL, ${saved}, stays in use until you press Save`);
  await page.getByRole('navigation').getByRole('link', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/archive$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await expect(box).toHaveValue(`${draft}/`);
  await expect(unsaved).toBeVisible();
  // what is used is still the saved URL: a draft receives no lookups until the person saves it
  const stored = () => page.evaluate(() => localStorage.getItem('hexray.outside.signatures'));
  expect(await stored()).toBeNull();

  // typed back to what is saved: nothing is unsaved
  await box.fill(saved);
  await expect(unsaved).toHaveCount(0);
  await box.fill(draft);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(unsaved).toHaveCount(0);
  expect(JSON.parse((await stored())!)).toMatchObject({ url: draft, enabled: false });
});
