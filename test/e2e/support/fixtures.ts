/**
 * Shared fixtures of the browser tests: the devnet manifest that `npm start --preview` wrote, a page
 * that fails the test on any uncaught exception or console error, and the gateway's request counter.
 */
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import type { DevnetManifest } from '../../devnet/manifest.ts';
import { E2E_MANIFEST } from '../../../playwright.config.ts';
import { endpointId, type Connection } from '../../../src/connection/connection.ts';
import { LEARNED_ON_USE, OPTIONAL_METHODS } from '../../../src/rpc/optional-method-names.ts';

export function loadManifest(): DevnetManifest {
  return JSON.parse(readFileSync(E2E_MANIFEST, 'utf8')) as DevnetManifest;
}

/** Messages the browser itself logs for a failed fetch the app already handles and shows. */
const EXPECTED_CONSOLE = [/Failed to load resource/, /WebSocket connection to .* failed/];

export const test = base.extend<{ manifest: DevnetManifest; consoleErrors: string[] }>({
  manifest: async ({}, use) => {
    await use(loadManifest());
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXPECTED_CONSOLE.some((re) => re.test(message.text())))
        errors.push(message.text());
    });
    await use(errors);
    expect(errors, 'no uncaught exception or console error').toEqual([]);
  },
});

export { expect };

/** How many requests the gateway has received (all keys). */
export async function gatewayRequests(manifest: DevnetManifest): Promise<number> {
  if (!manifest.admin) throw new Error('the devnet manifest names no admin endpoint');
  const response = await fetch(manifest.admin.stats);
  const body = (await response.json()) as { requests: number };
  return body.requests;
}

/**
 * Connects the app to the devnet over the given transport through the settings page. `manifest`:
 * the devnet the page's server offers (the dev-server suite's own; by default this suite's).
 */
export async function useDevnet(
  page: Page,
  transport: 'http' | 'websocket',
  manifest: DevnetManifest = loadManifest(),
): Promise<void> {
  await page.goto('/settings');
  await page
    .getByRole('button', { name: transport === 'http' ? 'Use devnet (HTTP)' : 'Use devnet (WebSocket)' })
    .click();
  await expect(page.getByTestId('connection-badge')).toContainText(transport === 'http' ? 'HTTP' : 'WS');
  const { base, apiKey } = manifest;
  await probeSettled(page, { kind: 'provider', base, apiKey, transport });
  await page.getByRole('link', { name: '0xhexray' }).click();
  await expect(page).toHaveURL('/');
}

/**
 * Waits until the endpoint probe (src/data/queries/probe-endpoint.ts) has learned, for this connection,
 * every optional method (what the tab keeps), so that a test counting requests counts only its
 * own: once a tab knows them all, a reload does not probe again.
 */
/** The optional methods the probe asks: every one but those learned on first use. */
export const PROBED_METHODS = OPTIONAL_METHODS.length - LEARNED_ON_USE.size;

export async function probeSettled(page: Page, connection: Connection): Promise<void> {
  const id = endpointId(connection);
  const learned = () =>
    page.evaluate((id) => {
      let kept: string | null;
      try {
        kept = sessionStorage.getItem('hexray.endpoint-facts');
      } catch {
        // the browser blocks site storage: the tab keeps its facts in memory, out of sight
        return null;
      }
      const facts = JSON.parse(kept ?? '{}') as Record<string, { methods?: object }>;
      return Object.keys(facts[id]?.methods ?? {}).length;
    }, id);
  if ((await learned()) === null) {
    // nothing to read: wait until the page has been quiet a while, the probe's request behind it
    await page.waitForLoadState('networkidle');
    return;
  }
  // the methods learned on first use may be known already, from an earlier visit with this connection
  await expect.poll(learned).toBeGreaterThanOrEqual(PROBED_METHODS);
}

/**
 * Screenshots go to the ignored artifacts folder: light and dark, desktop and phone widths.
 * `fullPage: false` captures the viewport (for pages too tall to capture whole), after `beforeEach`.
 */
export async function screenshotAllModes(
  page: Page,
  name: string,
  options: { fullPage?: boolean; beforeEach?: () => Promise<unknown> } = {},
): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [label, width] of [
      ['desktop', 1280],
      ['phone', 390],
    ] as const) {
      await page.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
      await options.beforeEach?.();
      await page.screenshot({
        path: `artifacts/screenshots/${name}-${scheme}-${label}.png`,
        fullPage: options.fullPage ?? true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * A key of its own, accepted by the fault-enabled devnet and counted and faulted apart from others:
 * served the service's four methods, the full set of read methods, or the full set without `debug_*`.
 */
export function scopedKey(
  manifest: DevnetManifest,
  name: string,
  methods: 'four' | 'full' | 'full-without-debug' = 'four',
): string {
  const admin = manifest.admin;
  const prefix =
    methods === 'four'
      ? admin?.scopedKeyPrefix
      : methods === 'full'
        ? admin?.scopedFullKeyPrefix
        : admin?.scopedNoDebugKeyPrefix;
  if (!prefix) throw new Error('the devnet runs without scoped keys (start it with --faults)');
  return `${prefix}${name}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Requests the gateway received with one key. */
export async function gatewayRequestsFor(manifest: DevnetManifest, key: string): Promise<number> {
  const response = await fetch(manifest.admin!.stats);
  const body = (await response.json()) as { byKey: Record<string, number> };
  return body.byKey[key] ?? 0;
}

/** Connects the app to a provider base URL + key through the settings form (remember off). */
export async function connectWithKey(
  page: Page,
  base: string,
  apiKey: string,
  transport: 'http' | 'websocket' = 'http',
  /** false for a key the endpoint refuses: the probe then learns nothing */
  awaitProbe = true,
): Promise<void> {
  await page.goto('/settings');
  await page.getByLabel('Provider base URL + API key').check();
  await page.getByLabel('Base URL', { exact: true }).fill(base);
  await page.getByLabel('API key', { exact: true }).fill(apiKey);
  await page.getByLabel(transport === 'http' ? 'HTTPS' : 'WebSocket').check();
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByTestId('connection-badge')).toContainText(transport === 'http' ? 'HTTP' : 'WS');
  if (awaitProbe) await probeSettled(page, { kind: 'provider', base, apiKey, transport });
}

/**
 * Connects the app to a full JSON-RPC URL through the settings form: the bare anvil
 * (`manifest.nodeUrl`, every method, no key) or the gateway with a key in the path
 * (`${manifest.base}/v3/${manifest.fullKey}` for the full-mode key).
 */
export async function connectWithUrl(
  page: Page,
  url: string,
  options: {
    /** tick "remember" (kept on the device) */
    remember?: boolean;
    /** wait until the endpoint probe has learned every method, so what a test counts is its own */
    awaitProbe?: boolean;
  } = {},
): Promise<void> {
  await page.goto('/settings');
  await page.getByLabel('Full RPC URL').check();
  await page.getByLabel('RPC URL (http, https, ws or wss)').fill(url);
  if (options.remember) await page.getByLabel(/Remember the key/).check();
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByTestId('connection-badge')).toContainText(url.startsWith('ws') ? 'WS' : 'HTTP');
  if (options.awaitProbe) await probeSettled(page, { kind: 'url', url });
}
