/**
 * Trust: places where the app once misled or froze, each pinned in a real browser.
 *  - blocked storage: Chromium with site data blocked (its own content setting, cookies = block,
 *    set in a fresh profile's Preferences) throws SecurityError on localStorage/sessionStorage;
 *    the app starts, works with in-memory settings and says nothing can be remembered;
 *  - honest connection state: configured until something answered, working after an answer,
 *    failing (last error, one line) after a failure, updated from real lookups;
 *  - the connection kept for the tab: a reload or a pasted link in the same tab keeps working, a
 *    new tab asks again, "Connect to an endpoint first" returns to its page once connected;
 *  - wrong reasons: a block beyond the head, a WebSocket base URL, the full-URL reveal.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import config, { E2E_PORT } from '../../playwright.config.ts';
import { connectWithKey, expect, gatewayRequests, test } from '../e2e/support/fixtures.ts';
import { clearFault, hostileKey, printSummary, recordCase, setFault, summaryScope } from './support.ts';

summaryScope('e2e-hostile-trust');
const BLOCKED = 'blocked storage (Chromium blocks site data)';
const STATE = 'honest connection state';
const TAB = 'connection kept for the tab';
const REASONS = 'wrong reasons';

const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

test.afterAll(() => printSummary('trust'));

test('blocked storage: the app starts, works in memory and says nothing can be remembered', async ({ manifest }) => {
  test.setTimeout(90_000);
  // A fresh profile whose content settings block all site data, as a user can set in Chromium.
  const profile = mkdtempSync(join(tmpdir(), 'hexray-blocked-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  const context = await chromium.launchPersistentContext(profile, { ...config.use?.launchOptions, baseURL: BASE_URL });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
    });
    await recordCase(BLOCKED, 'the browser really refuses storage (SecurityError)', async () => {
      await page.goto('/');
      const refused = await page.evaluate(() => {
        try {
          return `readable (${window.localStorage.length} items)`;
        } catch (error) {
          return (error as DOMException).name;
        }
      });
      expect(refused).toBe('SecurityError');
    });
    await recordCase(
      BLOCKED,
      'the app starts: home, the devnet connection, and the note that nothing can be remembered',
      async () => {
        await expect(page.getByTestId('devnet-examples')).toBeVisible();
        await expect(page.getByTestId('connection-badge')).toContainText('HTTP');
        await expect(page.getByTestId('storage-blocked')).toContainText('nothing can be remembered');
      },
    );
    await recordCase(BLOCKED, 'settings: "remember" is off and disabled, and says why', async () => {
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByLabel(/Remember the key/)).toBeDisabled();
      await expect(page.getByLabel(/Remember the key/)).not.toBeChecked();
      await expect(page.getByTestId('storage-blocked')).toBeVisible();
    });
    await recordCase(
      BLOCKED,
      'a key typed in settings works for the page: a transaction, its receipt, a storage read',
      async () => {
        await page.getByLabel('Base URL', { exact: true }).fill(manifest.base);
        await page.getByLabel('API key', { exact: true }).fill(manifest.apiKey);
        await page.getByRole('button', { name: 'Save and connect' }).click();
        await expect(page.getByTestId('connection-badge')).not.toContainText('devnet');
        await search(page, manifest.roles.tokens.transfer.hash);
        await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.tokens.transfer.hash);
        await page.getByTestId('receipt-link').click();
        await expect(page.getByTestId('receipt-logs')).toBeVisible();
        await search(page, manifest.storage.address);
        await page.getByRole('navigation', { name: 'Address views' }).getByRole('link', { name: 'Storage' }).click();
        await expect(page.getByTestId('word-hex').first()).toBeVisible();
      },
    );
    await recordCase(BLOCKED, 'the theme switches (for this page)', async () => {
      await page.getByRole('radio', { name: 'Dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.getByRole('radio', { name: 'Light theme' }).click();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
    });
    await recordCase(BLOCKED, 'no uncaught exception or console error', () => {
      expect(errors).toEqual([]);
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('honest connection state: configured, failing, working — from real lookups', async ({ page, manifest }) => {
  test.setTimeout(60_000);
  const badgeState = page.getByTestId('connection-state');
  const homeState = page.getByTestId('home-connection-state');

  await recordCase(
    STATE,
    'an unreachable endpoint (http://127.0.0.1:1) is "configured" before any lookup, not green, not "Connected to"',
    async () => {
      // nothing answers: the endpoint probe learns nothing to wait for
      await connectWithKey(page, 'http://127.0.0.1:1', 'nothing-listens-here-1234', 'http', false);
      await expect(badgeState).toHaveAttribute('data-state', 'configured');
      await expect(page.getByTestId('connection-badge').locator('.bg-emerald-500')).toHaveCount(0);
      await page.getByRole('link', { name: '0xhexray' }).click();
      await expect(homeState).toHaveAttribute('data-state', 'configured');
      await expect(page.getByText('Connected to')).toHaveCount(0);
    },
  );
  await recordCase(STATE, 'after a lookup fails it says failing, with the last error on one line', async () => {
    await search(page, manifest.roles.legacy.hash);
    await expect(page.getByTestId('error-panel')).toBeVisible({ timeout: 20_000 });
    await expect(badgeState).toHaveAttribute('data-state', 'failing');
    const text = await badgeState.innerText();
    expect(text).toMatch(/^failing: \S/);
    expect(text).not.toContain('\n');
    await expect(page.getByTestId('connection-badge').locator('.bg-red-500')).toHaveCount(1);
  });

  const key = hostileKey(manifest, 'trust-state');
  await recordCase(STATE, 'a working endpoint says working only once a lookup was answered', async () => {
    await connectWithKey(page, manifest.base, key);
    await expect(badgeState).toHaveAttribute('data-state', 'configured');
    await search(page, manifest.roles.legacy.hash);
    await expect(page.getByTestId('tx-hash')).toBeVisible();
    await expect(badgeState).toHaveAttribute('data-state', 'working');
    await page.getByRole('link', { name: '0xhexray' }).click();
    await expect(homeState).toHaveAttribute('data-state', 'working');
  });
  await recordCase(
    STATE,
    'the same endpoint failing (HTTP 401) turns failing, then working again once it answers',
    async () => {
      await setFault(manifest, key, { kind: 'status', status: 401 });
      await search(page, manifest.roles.accessList.hash);
      await expect(page.getByTestId('error-panel')).toBeVisible();
      await expect(badgeState).toHaveAttribute('data-state', 'failing');
      await expect(badgeState).toContainText('401');
      await clearFault(manifest, key);
      await search(page, manifest.roles.eip1559.hash);
      await expect(page.getByTestId('tx-hash')).toBeVisible();
      await expect(badgeState).toHaveAttribute('data-state', 'working');
    },
  );
  await recordCase(STATE, '"Test connection" of the endpoint in use updates the state', async () => {
    await setFault(manifest, key, { kind: 'status', status: 401 });
    await page.goto('/settings');
    await page.getByLabel('Base URL', { exact: true }).fill(manifest.base);
    await page.getByLabel('API key', { exact: true }).fill(key);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByTestId('connection-test')).toContainText('401');
    await expect(badgeState).toHaveAttribute('data-state', 'failing');
    await clearFault(manifest, key);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByTestId('connection-test')).toContainText('Working');
    await expect(badgeState).toHaveAttribute('data-state', 'working');
  });
});

test('the connection is kept for the tab: reload, pasted link, new tab, return after connecting', async ({
  page,
  context,
  manifest,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const key = hostileKey(manifest, 'trust-tab');
  const txPath = `/tx/${manifest.roles.eip1559.hash}`;
  await connectWithKey(page, manifest.base, key);

  await recordCase(
    TAB,
    'a reload keeps the connection; the key is in session storage only, never local storage or a URL',
    async () => {
      await page.goto(txPath);
      await expect(page.getByTestId('tx-hash')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.eip1559.hash);
      const where = await page.evaluate(() => ({
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        href: location.href,
        state: JSON.stringify(history.state),
      }));
      expect(where.session).toContain(key);
      expect(where.local).not.toContain(key);
      expect(where.href + where.state).not.toContain(key);
    },
  );
  await recordCase(TAB, 'a link pasted in the same tab opens with the connection', async () => {
    await page.goto(`/tx/${manifest.roles.legacy.hash}/receipt`);
    await expect(page.getByTestId('receipt-status')).toBeVisible();
    await expect(page.getByTestId('connection-badge')).toContainText('HTTP');
  });
  const other = await context.newPage();
  await recordCase(TAB, 'a new tab does not have the key: it asks for it, the base URL prefilled', async () => {
    await other.goto(txPath);
    await expect(other.getByTestId('needs-connection')).toBeVisible();
    expect(await other.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(key);
  });
  await recordCase(TAB, '"Connect to an endpoint first" returns to its page once connected', async () => {
    await other.getByRole('link', { name: 'Open connection settings' }).click();
    await expect(other).toHaveURL(/\/settings$/);
    await expect(other.getByTestId('settings-return')).toContainText(txPath);
    await expect(other.getByLabel('Base URL', { exact: true })).toHaveValue(manifest.base);
    await other.getByLabel('API key', { exact: true }).fill(key);
    await other.getByRole('button', { name: 'Save and connect' }).click();
    await expect(other).toHaveURL(txPath);
    await expect(other.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.eip1559.hash);
    expect(await other.evaluate(() => location.href + JSON.stringify(history.state))).not.toContain(key);
  });
  await other.close();
  expect(consoleErrors).toEqual([]);
});

test('wrong reasons: a block beyond the head, a WebSocket base URL, the full-URL reveal', async ({
  page,
  context,
  manifest,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordCase(
    REASONS,
    'a storage read beyond the head says the block is not there yet, not "rejected an argument"',
    async () => {
      await connectWithKey(page, manifest.base, hostileKey(manifest, 'trust-ahead'));
      const ahead = manifest.headAtSeed + 1_000_000;
      await page.goto(`/address/${manifest.storage.address}/storage?slot=0x0&block=${ahead}`);
      const panel = page.getByTestId('block-not-there');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(`Block ${ahead} is not there yet`);
      await expect(page.locator('body')).not.toContainText('rejected an argument');
    },
  );
  await recordCase(
    REASONS,
    'a ws:// base URL on this machine is accepted and picks the WebSocket transport',
    async () => {
      const key = hostileKey(manifest, 'trust-wsbase');
      await page.goto('/settings');
      await page.getByLabel('Base URL', { exact: true }).fill(manifest.wsBase);
      await expect(page.getByLabel('WebSocket')).toBeChecked();
      await page.getByLabel('API key', { exact: true }).fill(key);
      await page.getByRole('button', { name: 'Save and connect' }).click();
      await expect(page.getByTestId('connection-badge')).toContainText('WS');
      await search(page, manifest.roles.legacy.hash);
      await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.legacy.hash);
    },
  );
  await recordCase(
    REASONS,
    'a ws:// base URL on another host is refused (unencrypted) and nothing is sent',
    async () => {
      await page.goto('/settings');
      const before = await gatewayRequests(manifest);
      await page.getByLabel('Base URL', { exact: true }).fill('ws://rpc.example.org');
      await page.getByLabel('API key', { exact: true }).fill('a-key-1234567890');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(page.getByText('use wss://')).toBeVisible();
      expect(await gatewayRequests(manifest)).toBe(before);
    },
  );
  await recordCase(
    REASONS,
    'full RPC URL: the inspector hides the key, reveals it on request, and the copied curl runs',
    async () => {
      const key = hostileKey(manifest, 'trust-url');
      await page.goto('/settings');
      await page.getByLabel('Full RPC URL').check();
      await page.getByLabel('RPC URL (http, https, ws or wss)').fill(`${manifest.base}/v3/${key}`);
      await page.getByRole('button', { name: 'Save and connect' }).click();
      await search(page, manifest.roles.eip1559.hash);
      await expect(page.getByTestId('tx-hash')).toBeVisible();
      const inspector = page.getByTestId('request-inspector');
      await inspector.locator('summary').first().click();
      await inspector.getByTestId('exchange').first().locator('summary').click();
      const command = inspector.getByTestId('exchange-command').first();
      await expect(command).toContainText('<API_KEY>');
      await expect(command).not.toContainText(key);
      await inspector.getByLabel('Reveal API key in commands').check();
      await expect(command).toContainText(key);
      await inspector.getByRole('button', { name: 'Copy as curl' }).first().click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(key);
      const { stdout } = await promisify(execFile)('sh', ['-c', `${copied} --silent --max-time 10`]);
      const answer = JSON.parse(stdout) as { result?: unknown };
      expect(answer.result, stdout.slice(0, 200)).toBeTruthy();
      expect(JSON.stringify(answer.result).toLowerCase()).toContain(manifest.roles.eip1559.hash.toLowerCase());
      await inspector.getByLabel('Reveal API key in commands').uncheck();
      expect(await page.evaluate(() => document.body.textContent)).not.toContain(key);
    },
  );
  expect(consoleErrors).toEqual([]);
});
