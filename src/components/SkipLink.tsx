import type { ReactNode } from 'react';

/**
 * A link that moves focus past a long run of controls (the header, a receipt's logs) to an element
 * with `id={target}` and `tabIndex={-1}`. Hidden until it has focus. Focus is moved by hand, not by
 * the URL's #fragment, so the route and the history stay as they are.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        element.focus({ preventScroll: true });
        element.scrollIntoView({ block: 'start' });
      }}
      className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-sky-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 dark:bg-slate-900 dark:text-sky-300"
    >
      {children}
    </a>
  );
}
