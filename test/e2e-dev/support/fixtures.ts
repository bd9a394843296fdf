/**
 * The dev-server suite's fixtures: what `npm start` seeded (its manifest), and every console error,
 * uncaught exception or React warning collected as a failure. React's development build warns
 * loudly, and StrictMode's double mounts are where the dev server differs from the production build.
 */
import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import type { DevnetManifest } from '../../devnet/manifest.ts';
import { E2E_DEV_MANIFEST } from '../../../playwright.dev.config.ts';

/** What the dev server prints on purpose: a refused WebSocket check, React's DevTools hint. */
const EXPECTED_CONSOLE = [
  /Failed to load resource/,
  /WebSocket connection to .* failed/,
  /Download the React DevTools/,
];

export const test = base.extend<{ manifest: DevnetManifest; consoleErrors: string[] }>({
  manifest: async ({}, use) => {
    await use(JSON.parse(readFileSync(E2E_DEV_MANIFEST, 'utf8')) as DevnetManifest);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        !EXPECTED_CONSOLE.some((re) => re.test(message.text()))
      )
        errors.push(message.text());
    });
    await use(errors);
    expect(errors, 'no uncaught exception, console error or React warning').toEqual([]);
  },
});

export { expect };
