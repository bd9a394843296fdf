/**
 * Small screens: no page may be wider than a 390 px phone, in either theme. A long unbroken token
 * (a hash, an unknown event topic, a URL) that does not wrap makes the whole page scroll sideways;
 * every route is loaded with its real content and the document's width is compared with the
 * viewport's.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, useDevnet } from '../e2e/support/fixtures.ts';
import { printSummary, runCases, summaryScope } from './support.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';

summaryScope('e2e-hostile-small-screens');
const CATEGORY = 'small screens (390 px, both themes, no sideways scroll)';
const WIDTH = 390;

interface RouteCase {
  name: string;
  path: string;
  /** what shows once the page has its content: a test id, or a heading's name */
  ready: string | { heading: string };
}

function routes(manifest: DevnetManifest): RouteCase[] {
  const r = manifest.roles;
  const transactions = {
    legacy: r.legacy,
    accessList: r.accessList,
    eip1559: r.eip1559,
    setCode: r.setCode,
    creation: r.creation,
    reverted: r.reverted,
    manyLogs: r.manyLogs,
    tokenTransfer: r.tokens.transfer,
    tokenApproval: r.tokens.approval,
  };
  return [
    { name: 'home', path: '/', ready: 'devnet-examples' },
    { name: 'settings', path: '/settings', ready: { heading: 'Connection' } },
    { name: 'slot calculator', path: '/slots', ready: 'slot-calculator' },
    { name: 'not found', path: '/no/such/page', ready: { heading: 'No such page' } },
    { name: 'bad link', path: '/tx/0x1234', ready: 'bad-input' },
    ...Object.entries(transactions).flatMap(([role, tx]) => [
      { name: `transaction (${role})`, path: `/tx/${tx.hash}`, ready: 'tx-hash' },
      { name: `receipt (${role})`, path: `/tx/${tx.hash}/receipt`, ready: 'receipt-status' },
    ]),
    { name: 'block position', path: `/block/${manifest.block.hash}/tx/1`, ready: 'tx-index' },
    { name: 'block (not served here)', path: `/block/${manifest.block.hash}`, ready: 'block-not-served' },
    { name: 'storage', path: `/address/${manifest.storage.address}/storage`, ready: 'word-hex' },
    { name: 'address', path: `/address/${manifest.roles.tokens.token}`, ready: 'slot0-word' },
  ];
}

/** How far the document reaches past the viewport, and the widest elements that push it. */
async function overflow(page: Page): Promise<{ scrollWidth: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 0.5)
      .slice(-4)
      .map((el) => {
        const testId = el.getAttribute('data-testid');
        // an SVG element's className is an SVGAnimatedString, not a string
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion
        const className = String(el.className).slice(0, 60);
        return `${el.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}.${className}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits };
  });
}

test.afterAll(() => printSummary('small screens'));

test('every route fits a 390 px screen in both themes', async ({ page, manifest, consoleErrors }) => {
  test.setTimeout(240_000);
  await useDevnet(page, 'http');
  await page.setViewportSize({ width: WIDTH, height: 844 });
  const cases = (['light', 'dark'] as const).flatMap((scheme) =>
    routes(manifest).map((route) => ({ ...route, scheme })),
  );
  await runCases(
    CATEGORY,
    cases,
    (c) => `${c.name}, ${c.scheme}`,
    async (c) => {
      await page.emulateMedia({ colorScheme: c.scheme });
      await page.goto(c.path);
      const ready: Locator =
        typeof c.ready === 'string' ? page.getByTestId(c.ready) : page.getByRole('heading', { name: c.ready.heading });
      await expect(ready.first()).toBeVisible();
      // the receipt's logs (and other lazy parts) render after the first paint
      await page.waitForLoadState('networkidle');
      const measured = await overflow(page);
      expect(
        measured.scrollWidth,
        `wider than the screen; pushed by ${measured.culprits.join(', ')}`,
      ).toBeLessThanOrEqual(measured.viewport);
      expect(measured.viewport).toBe(WIDTH);
    },
  );
  expect(consoleErrors).toEqual([]);
});
