import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A text field holding what the person is typing: a route change (a save that returns to its
 * page, a link followed elsewhere) must not pull focus out of it mid-word. The search box empties
 * itself when it navigates, so after a search focus still moves to the new page's heading.
 */
function isTyping(element: Element | null): boolean {
  return (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== '';
}

/** How long a new page may take to show its heading (a lazy chunk, a lookup) before we stop waiting. */
const HEADING_WAIT_MS = 5_000;

/**
 * A route change must not be silent (WCAG 2.4.3, 4.1.3). When the page changes:
 * - if focus was lost (the control that navigated is gone) or sits outside the page (the search
 *   box, the header links), focus moves to the new page's `<h1>` once it is there, which a screen
 *   reader reads out;
 * - if focus is still on a control inside the page (Previous / Next), it stays put, and the new
 *   page's title is announced in a polite live region instead.
 * The first page load is left alone: the browser already announces it. `pathname` is what names the
 * page: a new value is a new page (a search of the page already open adds its own mark to it).
 */
export function useRouteFocus(pathname: string, main: RefObject<HTMLElement | null>): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(pathname);

  useEffect(() => {
    // a ref, not a "first run" flag: StrictMode runs this effect twice on mount
    if (previous.current === pathname) return;
    previous.current = pathname;
    const container = main.current;
    if (!container) return;
    const active = document.activeElement;
    const keepFocus = active !== null && active !== document.body && container.contains(active);

    let observer: MutationObserver | null = null;
    // eslint-disable-next-line prefer-const -- settle() may run (and clear it) before the timer is set
    let timer: number | undefined;
    const settle = (heading: HTMLElement) => {
      observer?.disconnect();
      window.clearTimeout(timer);
      // the page's own effects set document.title in the same commit as its heading
      const focusNow = document.activeElement;
      const untouched = focusNow === null || focusNow === document.body || focusNow === active;
      if (!keepFocus && untouched && !isTyping(focusNow)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      } else {
        setAnnouncement(document.title);
      }
    };
    const heading = () => container.querySelector<HTMLElement>('h1');
    const found = heading();
    if (found) {
      settle(found);
      return;
    }
    observer = new MutationObserver(() => {
      const h1 = heading();
      if (h1) settle(h1);
    });
    observer.observe(container, { childList: true, subtree: true });
    timer = window.setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, main]);

  return announcement;
}
