import { announceCopy } from './copy-announcement.ts';
import { useShortcuts } from './useShortcuts.ts';

/** Long values are said by their ends, as a person reads a hash back. */
function spoken(value: string): string {
  return value.length > 24 ? `${value.slice(0, 10)}…${value.slice(-4)}` : value;
}

/**
 * `c` copies the page's main value (`what` names it in the announcement: "the transaction hash").
 * Renders nothing; a page places it where its value is known. `null` while the value is loading or missing.
 */
export function CopyShortcut({ what, value }: { what: string; value: string | null }) {
  useShortcuts({
    c: () => {
      if (value === null) {
        announceCopy(`Nothing copied: ${what} is not on the page (yet)`);
        return;
      }
      navigator.clipboard.writeText(value).then(
        () => announceCopy(`Copied ${what} ${spoken(value)}`),
        () => announceCopy(`Could not copy ${what}: the browser refused the clipboard`),
      );
    },
  });
  return null;
}
