/**
 * WCAG 2.2 AA on every route: axe-core (WCAG 2 A/AA, 2.1 A/AA, 2.2 AA, best practice) finds nothing,
 * in light and dark, on a desktop and on a 390 px phone. The page is checked once it shows its
 * content, so the rules see the real rows, logs and byte grid, not a skeleton.
 */
import type { Locator, Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { connectWithKey, expect, test, useDevnet } from './support/fixtures.ts';
import { axeFindings, failingElements, type AxeFinding } from './support/axe.ts';

// The app sends a Content-Security-Policy that would refuse the injected axe script.
test.use({ bypassCSP: true });

interface Route {
  name: string;
  path: (m: DevnetManifest) => string;
  /** what shows when the page has its content */
  ready: (page: Page) => Locator;
  /** brings the page into a state worth checking too (errors shown, panels open) */
  prepare?: (page: Page, manifest: DevnetManifest) => Promise<void>;
}

const ROUTES: Route[] = [
  { name: 'home', path: () => '/', ready: (page) => page.getByTestId('devnet-examples') },
  {
    name: 'home with the latest blocks (the full-mode key)',
    path: () => '/',
    ready: (page) => page.getByTestId('home-connection'),
    prepare: async (page, manifest) => {
      await connectWithKey(page, manifest.base, manifest.fullKey);
      await page.goto('/');
      await expect(page.getByTestId('latest-tx-parties').first()).toBeVisible();
    },
  },
  {
    name: 'settings',
    path: () => '/settings',
    ready: (page) => page.getByRole('button', { name: 'Save and connect' }),
  },
  { name: 'slot calculator', path: () => '/slots', ready: (page) => page.getByRole('tab', { name: 'Mapping' }) },
  {
    name: 'transaction',
    path: (m) => `/tx/${m.roles.tokens.transfer.hash}`,
    ready: (page) => page.getByTestId('tx-hash'),
  },
  {
    name: 'receipt',
    path: (m) => `/tx/${m.roles.tokens.transfer.hash}/receipt`,
    ready: (page) => page.getByTestId('log').first(),
  },
  {
    name: 'receipt with 2,000 logs',
    path: (m) => `/tx/${m.roles.manyLogs.hash}/receipt`,
    ready: (page) => page.getByTestId('log').first(),
  },
  {
    name: 'receipt with a linked log marked',
    path: (m) => `/tx/${m.roles.manyLogs.hash}/receipt#log-5`,
    ready: (page) => page.locator('[data-testid="log"][data-selected="true"]'),
  },
  { name: 'block position', path: (m) => `/block/${m.block.hash}/tx/1`, ready: (page) => page.getByTestId('tx-hash') },
  {
    name: 'block (not served here)',
    path: (m) => `/block/${m.block.hash}`,
    ready: (page) => page.getByTestId('block-not-served'),
  },
  {
    name: 'storage',
    path: (m) => `/address/${m.storage.address}/storage?slot=0x0`,
    ready: (page) => page.getByTestId('byte-grid'),
  },
  {
    name: 'address (a contract, on four methods)',
    path: (m) => `/address/${m.roles.tokens.token}`,
    ready: (page) => page.getByTestId('slot0-word'),
  },
  {
    name: 'no such page',
    path: () => '/no/such/page',
    ready: (page) => page.getByRole('heading', { name: 'No such page' }),
  },
  {
    name: 'transaction not found',
    path: () => `/tx/0x${'ab'.repeat(32)}`,
    ready: (page) => page.getByTestId('not-found'),
  },
  // states a user reaches by acting on a page
  {
    name: 'home with recent lookups, search suggestions open and one chosen by arrow, an exchange open as cast',
    path: (m) => `/tx/${m.roles.legacy.hash}`,
    ready: (page) => page.getByTestId('tx-hash'),
    prepare: async (page) => {
      await page.getByRole('link', { name: '0xhexray' }).click();
      await expect(page.getByTestId('recent-lookup')).toHaveCount(1);
      await page.getByTestId('request-inspector').locator('summary').first().click();
      await page.getByTestId('exchange').first().locator('summary').click();
      await page.getByRole('searchbox').focus();
      await expect(page.getByTestId('search-suggestion')).toHaveCount(1);
      await page.getByRole('searchbox').press('ArrowDown');
      await expect(page.getByTestId('search-suggestion')).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    name: 'settings with field errors, search with an error, request inspector open',
    path: () => '/settings',
    ready: (page) => page.getByRole('button', { name: 'Save and connect' }),
    prepare: async (page) => {
      await page.getByLabel('Base URL', { exact: true }).fill('not a url');
      await page.getByLabel('API key', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save and connect' }).click();
      await expect(page.locator('#base-error')).not.toBeEmpty();
      await page.getByRole('searchbox').fill(`0x${'12'.repeat(10)}`);
      await page.getByRole('searchbox').press('Enter');
      await expect(page.getByTestId('search-error')).toBeVisible();
      await page.getByTestId('request-inspector').locator('summary').first().click();
    },
  },
  {
    name: 'receipt with the ABI box open and a bloom test answered',
    path: (m) => `/tx/${m.roles.manyLogs.hash}/receipt`,
    ready: (page) => page.getByTestId('log').first(),
    prepare: async (page, manifest) => {
      await page.getByTestId('log-paste-abi').first().click();
      await expect(page.getByTestId('abi-panel')).toBeVisible();
      await page.getByTestId('bloom-input').fill(manifest.roles.tokens.token);
      await page.getByTestId('bloom-input').press('Enter');
      await expect(page.getByTestId('bloom-result')).toBeVisible();
    },
  },
  {
    name: 'storage with the layout imported, a packed field and the struct calculator',
    path: (m) => `/address/${m.storage.address}/storage?slot=0x0`,
    ready: (page) => page.getByTestId('byte-grid'),
    prepare: async (page, manifest) => {
      await page.getByTestId('layout-input').fill(JSON.stringify(manifest.storage.storageLayout));
      await expect(page.getByTestId('layout-var').first()).toBeVisible();
      await page.getByRole('button', { name: '+ Add a field' }).click();
      await page.getByTestId('calculator-section').getByRole('tab', { name: 'Struct member' }).click();
    },
  },
];

const MODES = [
  { scheme: 'light', width: 1280, height: 900 },
  { scheme: 'dark', width: 1280, height: 900 },
  { scheme: 'light', width: 390, height: 844 },
  { scheme: 'dark', width: 390, height: 844 },
] as const;

function describeFindings(findings: AxeFinding[]): string[] {
  return findings.map(
    (f) => `${f.rule} (${f.impact}, ${f.targets.length}×): ${f.help} — ${f.targets.join(' | ')} — ${f.summary}`,
  );
}

test.describe('axe-core finds no WCAG 2.2 AA or best-practice violation', () => {
  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  for (const route of ROUTES) {
    test(route.name, async ({ page, manifest }) => {
      await page.goto(route.path(manifest));
      await expect(route.ready(page)).toBeVisible();
      await route.prepare?.(page, manifest);
      const report: string[] = [];
      let total = 0;
      for (const mode of MODES) {
        await page.emulateMedia({ colorScheme: mode.scheme });
        await page.setViewportSize({ width: mode.width, height: mode.height });
        await expect(page.locator('html')).toHaveClass(mode.scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const findings = await axeFindings(page);
        total += failingElements(findings);
        for (const line of describeFindings(findings)) report.push(`[${mode.scheme} ${mode.width}px] ${line}`);
      }
      console.log(`axe ${route.name}: ${total} failing elements`);
      expect(report).toEqual([]);
    });
  }
});
