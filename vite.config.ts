import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { coldLinkBootAndPolicy } from './build/cold-link-boot.ts';
import { devnetPreset } from './build/devnet-preset.ts';
import { readOnlyQueryClient } from './build/read-only-query-client.ts';
import { recordChunks } from './build/record-chunks.ts';
import { routeTable } from './build/route-table.ts';
import { normalizeBase, staticHost } from './build/static-host.ts';

/**
 * Where the app is served from, fixed at build time: `/` by default, `HEXRAY_BASE=/hexray/ npm run
 * build` for a sub-path (Vite's `--base /hexray/` says the same). See docs/deploy.md.
 */
const BASE = normalizeBase(process.env.HEXRAY_BASE ?? '/');

const chunks = recordChunks();

export default defineConfig(({ command }) => ({
  base: BASE,
  // react-router resolves to its development build under every export condition; the build takes
  // its production build, the same code without the development warnings (smaller first page)
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
            },
          ],
        }
      : {},
  plugins: [
    react(),
    tailwindcss(),
    // the route table the app runs on, made from the route manifest (build, dev server and vitest)
    routeTable(),
    // `npm start`'s devnet preset written into the pages the dev and preview servers serve
    devnetPreset(),
    // the policy, and the cold-link boot script it allows
    coldLinkBootAndPolicy(),
    // QueryClient without the mutation machinery Hexray never uses (first page: about 1.5 KB gzip)
    readOnlyQueryClient(),
    chunks.plugin,
    // 404.html for hosts without an SPA fallback, _headers with the entry's own policy as a header
    staticHost(),
  ],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // HEXRAY_OUT_DIR lets the browser tests build beside a developer's own dist/.
  build: {
    target: 'es2022',
    // The stylesheet is Tailwind 4's, which needs these browsers anyway (its own baseline:
    // cascade layers, @property, color-mix): older targets only added lab() fallbacks for every
    // colour, 1.1 KB gzip of the first page
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    sourcemap: false,
    outDir: process.env.HEXRAY_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // modulepreload is in every current browser (Safari since 17); the polyfill cost 0.3 KB gzip
    // of the first page, and an older browser without it still runs the app, a chunk wave later
    modulePreload: { polyfill: false },
    // a cold link's page in a few files, not two dozen (build/record-chunks.ts)
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // component tests run in Chromium: vitest.components.config.ts
    exclude: ['test/e2e/**', 'node_modules/**', '**/*.browser.test.{ts,tsx}'],
    globalSetup: ['test/setup/devnet.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
