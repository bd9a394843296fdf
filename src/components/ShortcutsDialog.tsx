import { useEffect, useId, useRef } from 'react';

/** Every keyboard shortcut, where it works. Keep in step with the handlers (and docs/features.md). */
const SHORTCUTS: ReadonlyArray<{ keys: string[]; does: string; where: string }> = [
  { keys: ['/'], does: 'Focus the search box', where: 'every page' },
  { keys: ['?'], does: 'Show this list', where: 'every page' },
  {
    keys: ['c'],
    does: 'Copy the page’s main value',
    where: 'transaction and receipt (the hash), storage (the word read), slot calculator (the slot)',
  },
  { keys: ['←', '→'], does: 'Previous / next transaction in the block', where: 'block position page' },
  { keys: ['j', 'k'], does: 'Next / previous log (each a #log-N link)', where: 'receipt page' },
  { keys: ['Esc'], does: 'Close this list', where: 'this dialog' },
];

/**
 * The modal dialog listing the shortcuts, loaded the first time `?` is pressed (ShortcutsHelp).
 * Each new `request` opens it; Escape or the button closes it and focus goes back where it was.
 * The dialog's own open state is the only one: no React copy of it to race its close event.
 */
export default function ShortcutsDialog({ request }: { request: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal makes the rest of the page inert and focuses the Close button, the only control
    element.showModal();
  }, [request]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        if (returnTo.current?.isConnected) returnTo.current.focus({ preventScroll: true });
        returnTo.current = null;
      }}
      className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      data-testid="shortcuts-dialog"
    >
      <h2 id={titleId} className="mb-3 text-base font-semibold">
        Keyboard shortcuts
      </h2>
      <dl className="space-y-2 text-sm">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.does} className="grid grid-cols-[5rem_1fr] gap-3" data-testid="shortcut">
            <dt className="flex gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd>
              {shortcut.does}
              <span className="block text-xs text-slate-500">{shortcut.where}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500">Nothing fires while you type in a field or hold Ctrl, Alt or ⌘.</p>
      <form method="dialog" className="mt-4 text-right">
        <button type="submit" className="rounded-md bg-sky-700 px-3 py-1.5 text-sm text-white hover:bg-sky-800">
          Close
        </button>
      </form>
    </dialog>
  );
}
