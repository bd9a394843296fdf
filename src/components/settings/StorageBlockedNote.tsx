/** Shown when the browser refuses site storage: the app works, but remembers nothing. */
export function StorageBlockedNote() {
  return (
    <p
      role="note"
      data-testid="storage-blocked"
      className="mt-2 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      This browser blocks site storage, so nothing can be remembered: the connection and the theme last until this page
      is closed or reloaded.
    </p>
  );
}
