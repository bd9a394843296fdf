/**
 * The request inspector's frame on every page: a count of the exchanges behind the page; the body
 * (JSON, curl / wscat commands) loads when first opened, so the first screen does not carry it.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { exchangeLog } from '../data/exchange-log.ts';

const RequestInspectorBody = lazy(() => import('./RequestInspectorBody.tsx').then((m) => ({ default: m.RequestInspectorBody })));

export function RequestInspector() {
  const exchanges = useSyncExternalStore(exchangeLog.subscribe, exchangeLog.snapshot);
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="mt-8 rounded-lg border border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900"
      data-testid="request-inspector"
      onToggle={(event) => setOpened(opened || event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold">Requests ({exchanges.length})</summary>
      {opened && (
        <Suspense fallback={<p className="py-2 text-sm text-slate-500">Loading…</p>}>
          <RequestInspectorBody />
        </Suspense>
      )}
    </details>
  );
}
