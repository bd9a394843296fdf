import { defineConfig, devices } from '@playwright/test';
import { resolveChromium } from './test/support/chromium.ts';

/**
 * Browser tests: a Chromium found on this machine or shipped in node_modules (never a downloaded
 * browser; see test/support/chromium.ts) against the production build served
 * by `npm start --preview` on the seeded devnet. The manifest tells the tests what was seeded.
 */
// Overridable so two runs on one machine don't fight over a port or a build folder.
export const E2E_PORT = Number(process.env.HEXRAY_E2E_PORT ?? 5199);
export const E2E_MANIFEST = `artifacts/e2e-manifest-${E2E_PORT}.json`;
const OUT_DIR = `artifacts/dist-${E2E_PORT}`;
const browser = await resolveChromium();

export default defineConfig({
  // the page and journey specs, and the browser half of the hostile suite (test/hostile/README.md)
  testDir: 'test',
  testMatch: ['e2e/**/*.spec.ts', 'hostile/**/*.spec.ts'],
  outputDir: 'artifacts/test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: browser.launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npm run build --silent && tsx test/devnet/start.ts --preview --faults --port ${E2E_PORT} --manifest ${E2E_MANIFEST}`,
    // the suite runs at the root whatever the shell says (deploy.spec.ts builds its own sub-path)
    env: { HEXRAY_OUT_DIR: OUT_DIR, HEXRAY_BASE: '/' },
    url: `http://127.0.0.1:${E2E_PORT}/devnet.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
