import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { routeTable } from './build/route-table.ts';
import { resolveChromium } from './test/support/chromium.ts';

/**
 * Component tests (`npm run test:components`): the display components rendered with the app's
 * own stylesheet in real Chromium (never a downloaded one: test/support/chromium.ts), so a test
 * sees what a person sees — the text, the layout at 390 px, the colours in both themes. No devnet:
 * these components take values, not lookups.
 */
const browser = await resolveChromium();

export default defineConfig({
  // the route table the links' builders read (routes/urls.ts), made from the route manifest
  plugins: [react(), tailwindcss(), routeTable()],
  test: {
    include: [
      'test/components/**/*.browser.test.tsx',
      'test/browser/**/*.browser.test.ts',
      'test/data/**/*.browser.test.ts',
    ],
    setupFiles: ['test/components/support/setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: browser.launchOptions,
        // the copy buttons write to the clipboard; the tests read it back
        contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
      screenshotFailures: false,
    },
  },
});
