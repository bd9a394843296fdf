import { defineConfig } from '@playwright/test';
import base, { E2E_PORT } from './playwright.config.ts';

/**
 * A smoke subset of the browser tests against the DEV server (`npm start` without --preview: Vite
 * dev, React's StrictMode double mounts, no production build). The main suite runs only the
 * production build, which is how a client closed by StrictMode's remount went unseen.
 */
export const E2E_DEV_PORT = Number(process.env.HEXRAY_E2E_DEV_PORT ?? E2E_PORT + 100);
export const E2E_DEV_MANIFEST = `artifacts/e2e-dev-manifest-${E2E_DEV_PORT}.json`;

export default defineConfig({
  ...base,
  testDir: 'test/e2e-dev',
  testMatch: '**/*.spec.ts',
  outputDir: 'artifacts/test-results-dev',
  // the dev server compiles each module on first request: the first page takes longer
  timeout: 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${E2E_DEV_PORT}` },
  webServer: {
    command: `mkdir -p artifacts && tsx test/devnet/start.ts --port ${E2E_DEV_PORT} --manifest ${E2E_DEV_MANIFEST}`,
    url: `http://127.0.0.1:${E2E_DEV_PORT}/devnet.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
