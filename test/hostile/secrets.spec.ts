/**
 * Secret hygiene, asserted in the browser, beyond settings.spec.ts: the API key never reaches
 * location.href or any history entry (URL or state), a link on the page, anything a copy button
 * puts on the clipboard, the console, an error panel (401 and 500), the request inspector's text
 * (even collapsed) unless revealed, the page's text or markup, the title, cookies, or local and
 * session storage — except the tab's own connection entry in session storage (`hexray.connection`,
 * so a reload keeps working; gone when the tab closes), and, when "remember" is ticked, local
 * storage instead, until forgotten. The second endpoint's key likewise: only in its own tab entry
 * (`hexray.second-endpoint`), and gone when removed.
 */
import type { Page } from '@playwright/test';
import { connectWithKey, expect, test } from '../e2e/support/fixtures.ts';
import { addSecondEndpoint } from '../e2e/support/second-opinion.ts';
import { clearFault, hostileKey, printSummary, recordCase, setFault, summaryScope } from './support.ts';

summaryScope('e2e-hostile-secrets');
const CATEGORY = 'secret hygiene';

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

/** Everything a page exposes without the network: URL, history state, links, title, text, markup, storage, cookies. */
async function exposed(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    href: location.href,
    historyState: JSON.stringify(history.state),
    referrer: document.referrer,
    title: document.title,
    links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href).join('\n'),
    // textContent, not innerText: collapsed <details> (the inspector) count too
    text: document.body.textContent ?? '',
    markup: document.body.outerHTML,
    localStorage: JSON.stringify({ ...localStorage }),
    // the tab's connection and second endpoint apart: the one place session storage may hold each key
    sessionStorage: JSON.stringify(
      Object.fromEntries(
        Object.entries(sessionStorage).filter(
          ([name]) => name !== 'hexray.connection' && name !== 'hexray.second-endpoint',
        ),
      ),
    ),
    tabConnection: sessionStorage.getItem('hexray.connection') ?? '',
    tabSecondEndpoint: sessionStorage.getItem('hexray.second-endpoint') ?? '',
    cookies: document.cookie,
    windowName: window.name,
  }));
}

/** Where the key may be with "remember" off: the tab's connection entry in session storage. */
const TAB_ONLY = ['tabConnection'];

/** No part of the key: the whole of it, or any 12-character piece of its secret part. */
function expectNoKey(where: Record<string, string>, key: string, skip: string[] = []) {
  const secret = key.slice(key.indexOf('SECRETK3Y'));
  for (const [name, value] of Object.entries(where)) {
    if (skip.includes(name)) continue;
    expect(value, `${name} holds the key`).not.toContain(key);
    expect(value, `${name} holds part of the key`).not.toContain(secret.slice(0, 12));
  }
}

function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}\n${error.stack ?? ''}`));
  return lines;
}

/** Clicks every copy button on the page and returns what each put on the clipboard. */
async function copiedTexts(page: Page): Promise<string[]> {
  const buttons = page.getByRole('button', { name: /^Copy/ });
  const texts: string[] = [];
  const count = Math.min(await buttons.count(), 40);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await button.click();
    texts.push(await page.evaluate(() => navigator.clipboard.readText()));
  }
  return texts;
}

test.afterAll(() => printSummary('secret hygiene'));

for (const transport of ['http', 'websocket'] as const) {
  test(`${transport}, remember off: a browsing session leaks the key nowhere`, async ({
    page,
    context,
    manifest,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const key = hostileKey(manifest, `secrets-${transport}`);
    const consoleLines = watchConsole(page);
    await connectWithKey(page, manifest.base, key, transport);
    const visited: Array<Record<string, string>> = [];

    // a session: transaction, receipt, block position, storage, slot calculator
    await search(page, manifest.roles.tokens.transfer.hash);
    await expect(page.getByTestId('tx-hash')).toBeVisible();
    visited.push(await exposed(page));
    const copies = await copiedTexts(page);
    await page.getByTestId('receipt-link').click();
    await expect(page.getByTestId('receipt-logs')).toBeVisible();
    visited.push(await exposed(page));
    copies.push(...(await copiedTexts(page)));
    await search(page, `${manifest.block.hash}:1`);
    await expect(page.getByTestId('tx-index')).toBeVisible();
    visited.push(await exposed(page));
    // an address opens its overview, then its storage: both pages are visited
    await search(page, manifest.storage.address);
    await page.getByRole('navigation', { name: 'Address views' }).getByRole('link', { name: 'Storage' }).click();
    await expect(page.getByTestId('word-hex')).toBeVisible();
    visited.push(await exposed(page));
    copies.push(...(await copiedTexts(page)));

    // the request inspector, opened but not revealed: commands, requests and responses
    const inspector = page.getByTestId('request-inspector');
    await inspector.locator('summary').first().click();
    await inspector.getByTestId('exchange').first().locator('summary').click();
    const inspectorCopies = await copiedTexts(page);
    copies.push(...inspectorCopies);
    visited.push(await exposed(page));

    await recordCase(CATEGORY, `${transport}: URL, history state, links, title, text, markup, storage, cookies`, () => {
      for (const where of visited) {
        expectNoKey(where, key, TAB_ONLY);
        // kept for the tab (a reload keeps working), never on the device
        expect(where.tabConnection).toContain(key);
      }
    });
    await recordCase(CATEGORY, `${transport}: clipboard after every copy button (${copies.length} copies)`, () => {
      expect(copies.length).toBeGreaterThan(5);
      expectNoKey(Object.fromEntries(copies.map((c, i) => [`copy ${i}`, c])), key);
      expect(
        inspectorCopies.some((c) => c.includes('<API_KEY>')),
        'the copied command says <API_KEY>',
      ).toBe(true);
    });

    // every history entry, walked back to the settings page
    await recordCase(CATEGORY, `${transport}: every history entry`, async () => {
      const entries: Record<string, string> = {};
      for (let i = 0; i < 8 && !page.url().endsWith('/settings'); i++) {
        await page.goBack();
        entries[`entry -${i + 1}`] = `${page.url()} ${await page.evaluate(() => JSON.stringify(history.state))}`;
      }
      expectNoKey(entries, key);
    });

    // error panels: a 401 and a 500, and what the inspector logged for them
    await recordCase(CATEGORY, `${transport}: error panels for 401 and 500`, async () => {
      await page.getByRole('link', { name: '0xhexray' }).click();
      for (const [status, hash] of [
        [401, manifest.roles.legacy.hash],
        [500, manifest.roles.accessList.hash],
      ] as const) {
        await setFault(manifest, key, { kind: 'status', status });
        await search(page, hash);
        // over WebSocket the provider's status body arrives as a JSON-RPC error on the socket
        await expect(page.getByTestId('error-panel')).toBeVisible({ timeout: 10_000 });
        expectNoKey({ panel: await page.getByTestId('error-panel').innerText() }, key);
        expectNoKey(await exposed(page), key, TAB_ONLY);
        await clearFault(manifest, key);
      }
    });

    await recordCase(CATEGORY, `${transport}: console output`, () => {
      expectNoKey({ console: consoleLines.join('\n') }, key);
    });

    // revealed on purpose: the command shows the key, and stops as soon as it is unticked
    await recordCase(CATEGORY, `${transport}: the inspector reveals only when asked`, async () => {
      const inspectorNow = page.getByTestId('request-inspector');
      if (!(await inspectorNow.getByLabel('Reveal API key in commands').isVisible()))
        await inspectorNow.locator('summary').first().click();
      await inspectorNow.getByTestId('exchange').first().locator('summary').click();
      await inspectorNow.getByLabel('Reveal API key in commands').check();
      await expect(inspectorNow.getByTestId('exchange-command').first()).toContainText(key);
      await inspectorNow.getByLabel('Reveal API key in commands').uncheck();
      expectNoKey(await exposed(page), key, TAB_ONLY);
    });
    expect(consoleErrors).toEqual([]);
  });
}

test('remember on: the key is in local storage, and only there; "forget" removes it', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = hostileKey(manifest, 'secrets-remember');
  await page.goto('/settings');
  await page.getByLabel('Provider base URL + API key').check();
  await page.getByLabel('Base URL', { exact: true }).fill(manifest.base);
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByLabel(/Remember the key/).check();
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await search(page, manifest.roles.legacy.hash);
  await expect(page.getByTestId('tx-hash')).toBeVisible();

  await recordCase(CATEGORY, 'remember on: stored in local storage only', async () => {
    const where = await exposed(page);
    expect(where.localStorage).toContain(key);
    expectNoKey(where, key, ['localStorage']);
  });
  await recordCase(CATEGORY, 'remember on: survives a reload, still nowhere else', async () => {
    await page.reload();
    await expect(page.getByTestId('tx-hash')).toBeVisible();
    expectNoKey(await exposed(page), key, ['localStorage']);
  });
  await recordCase(CATEGORY, '"Forget saved connection" removes it', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Forget saved connection' }).click();
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(key);
  });
  expect(consoleErrors).toEqual([]);
});

test('a full RPC URL with the key in its path is treated as a secret too', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = hostileKey(manifest, 'secrets-url');
  const consoleLines = watchConsole(page);
  await page.goto('/settings');
  await page.getByLabel('Full RPC URL').check();
  await page.getByLabel('RPC URL (http, https, ws or wss)').fill(`${manifest.base}/v3/${key}`);
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await search(page, manifest.roles.eip1559.hash);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  const inspector = page.getByTestId('request-inspector');
  await inspector.locator('summary').first().click();
  await recordCase(CATEGORY, 'full RPC URL: page, inspector, storage, console', async () => {
    expectNoKey(await exposed(page), key, TAB_ONLY);
    expectNoKey({ console: consoleLines.join('\n') }, key);
  });
  expect(consoleErrors).toEqual([]);
});

test('the second endpoint’s key: in its own tab entry only, never in the page, inspector or console; gone when removed', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = `${manifest.admin!.scopedFullKeyPrefix!}secrets-second-SECRETK3Y${Math.random().toString(36).slice(2, 10)}`;
  const consoleLines = watchConsole(page);
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await addSecondEndpoint(page, { base: manifest.base, apiKey: key });
  await page.goto(`/tx/${manifest.roles.legacy.hash}`);
  await expect(page.getByTestId('second-opinion')).toHaveAttribute('data-status', 'agrees');
  const inspector = page.getByTestId('request-inspector');
  await inspector.locator('summary').first().click();
  await recordCase(CATEGORY, 'second endpoint: page, inspector, storage, console', async () => {
    const where = await exposed(page);
    expect(where.tabSecondEndpoint).toContain(key);
    expectNoKey(where, key, ['tabSecondEndpoint']);
    expectNoKey({ console: consoleLines.join('\n') }, key);
  });
  await recordCase(CATEGORY, 'second endpoint: "Remove second endpoint" removes it', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Remove second endpoint' }).click();
    expectNoKey(await exposed(page), key);
  });
  expect(consoleErrors).toEqual([]);
});
