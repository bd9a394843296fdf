/**
 * Where text wraps, as a reader sees it: for each element, the characters after which its text
 * moves to a new line and what its last line holds (the small-screen checks of the page specs).
 */
import type { Locator, Page } from '@playwright/test';

export interface LineBreaks {
  /** the element's visible text */
  text: string;
  /** the character before each line break */
  after: string[];
  /** the visible text of its last line */
  lastLine: string;
  /** the visible text of each line */
  lines: string[];
}

export function lineBreaks(elements: Locator): Promise<LineBreaks[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const chars: Array<{ char: string; top: number }> = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        // a closed <details>' content keeps its boxes in Chromium, out of sight
        if (!text.parentElement?.checkVisibility()) continue;
        for (let i = 0; i < text.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) chars.push({ char: text.textContent![i]!, top: Math.round(rect.top) });
        }
      }
      const lines: string[] = [];
      chars.forEach(({ char, top }, i) => {
        if (i === 0 || top > chars[i - 1]!.top + 2) lines.push(char);
        else lines.push(lines.pop()! + char);
      });
      return {
        text: chars.map((c) => c.char).join(''),
        after: lines.slice(0, -1).map((line) => line.at(-1)!),
        lastLine: lines.at(-1) ?? '',
        lines,
      };
    }),
  );
}

/** Shortened hashes and addresses (`0x1234abcd…ef567890`) on the page. */
export const shortened = (page: Page) => page.locator('span[title^="0x"]:visible');

/** A phone's screen, where the line breaks are checked. */
export const PHONE = { width: 390, height: 844 };
