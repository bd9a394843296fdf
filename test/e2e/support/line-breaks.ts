/**
 * Where a value's text wraps, for the small-screen checks of the page specs: a shortened hash or
 * address never breaks, a grouped number breaks only after a thousands separator, a long hash
 * under a title leaves more than a few characters on its last line.
 */
import type { Locator, Page } from '@playwright/test';

/** For each element, the characters after which its text moves to a new line. */
export function lineBreaks(elements: Locator): Promise<Array<{ text: string; after: string[]; lastLine: string }>> {
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
export const shortened = (page: Page) => page.locator('span[title^="0x"]:visible');

/** A phone's screen, where the line breaks are checked. */
export const PHONE = { width: 390, height: 844 };
