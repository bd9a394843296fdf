import { lazy, Suspense, useState } from 'react';
import { useShortcuts } from './useShortcuts.ts';

// the list is read rarely: it stays out of the first page's bytes until `?` is pressed
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog.tsx'));

/** `?` opens the list of keyboard shortcuts (a modal dialog); like every shortcut, not while typing. */
export function ShortcutsHelp() {
  const [request, setRequest] = useState(0);
  useShortcuts({ '?': () => setRequest((n) => n + 1) });
  if (request === 0) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog request={request} />
    </Suspense>
  );
}
