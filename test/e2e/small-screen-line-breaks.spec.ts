/**
 * At 390 px, values wrap only where a reader expects: a shortened hash or address never breaks
 * (its last character alone on a line), a grouped number breaks only after a thousands separator,
 * a long hash under a title does not leave a few characters alone on its last line.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, useDevnet } from './support/fixtures.ts';

/** For each element, the characters after which its text moves to a new line. */
function lineBreaks(elements: Locator): Promise<Array<{ text: string; after: string[]; lastLine: string }>> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const chars: Array<{ char: string; top: number }> = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let i = 0; i < text.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) chars.push({ char: text.textContent![i]!, top: Math.round(rect.top) });
        }
      }
      const after: string[] = [];
      let lastLineStart = 0;
      for (let i = 1; i < chars.length; i++)
        if (chars[i]!.top > chars[i - 1]!.top + 2) {
          after.push(chars[i - 1]!.char);
          lastLineStart = i;
        }
      return {
        text: chars.map((c) => c.char).join(''),
        after,
        lastLine: chars
          .slice(lastLineStart)
          .map((c) => c.char)
          .join(''),
      };
    }),
  );
}

/** Shortened hashes and addresses (`0x1234abcd…ef567890`) on the page. */
const shortened = (page: Page) => page.locator('span[title^="0x"]:visible');

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
  await page.setViewportSize({ width: 390, height: 844 });
});

test('a token transfer at 390 px: shortened values whole, its amounts broken between digit groups only', async ({
  page,
  manifest,
}) => {
  const { transfer } = manifest.roles.tokens;
  await page.goto(`/tx/${transfer.hash}`);
  await expect(page.getByTestId('decoded-params')).toBeVisible();
  await expect(page.getByTestId('token-movements')).toBeVisible();

  for (const value of await lineBreaks(shortened(page)))
    expect(value.after, `"${value.text}" is on one line`).toEqual([]);

  // a plain integer's cell, and a token amount's raw integer (the four methods give no units)
  const numbers = await lineBreaks(
    page
      .getByTestId('decoded-params')
      .locator('td, [data-testid="token-amount-raw"]')
      .filter({ hasText: /^[\d,]+$/ }),
  );
  expect(numbers.length).toBeGreaterThan(0);
  for (const value of numbers)
    for (const char of value.after) expect(char, `"${value.text}" breaks after a separator`).toBe(',');

  // the page title's hash: no short last line of two or three characters
  const [title] = await lineBreaks(page.locator('h1 + p'));
  expect(title!.lastLine.length).toBeGreaterThan(8);
});

test('the receipt and storage pages at 390 px: shortened values whole', async ({ page, manifest }) => {
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
  await expect(page.getByTestId('log-event')).toBeVisible();
  for (const value of await lineBreaks(shortened(page)))
    expect(value.after, `"${value.text}" is on one line`).toEqual([]);

  await page.goto(`/address/${manifest.storage.address}/storage?slot=0x1`);
  await expect(page.getByTestId('word-hex')).toBeVisible();
  for (const value of await lineBreaks(shortened(page)))
    expect(value.after, `"${value.text}" is on one line`).toEqual([]);
  const [title] = await lineBreaks(page.locator('h1 + p'));
  expect(title!.lastLine.length).toBeGreaterThan(8);
});
