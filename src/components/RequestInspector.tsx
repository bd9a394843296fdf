/**
 * The request inspector's frame on every page: a count of the exchanges behind the page, those
 * still waiting for an answer included and counted apart; the body
 * (JSON, curl / wscat commands) loads when first opened, so the first screen does not carry it.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { exchangeLog, isInFlight } from '../data/stores/exchange-log.ts';

const RequestInspectorBody = lazy(() =>
  import('./RequestInspectorBody.tsx').then((m) => ({ default: m.RequestInspectorBody })),
);

export function RequestInspector() {
  const exchanges = useSyncExternalStore(exchangeLog.subscribe, exchangeLog.snapshot);
  const [opened, setOpened] = useState(false);
  const inFlight = exchanges.filter(isInFlight).length;
  return (
    <details
      className="mt-8 rounded-lg border border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900"
      data-testid="request-inspector"
      onToggle={(event) => setOpened(opened || event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold" data-testid="request-count" data-in-flight={inFlight}>
        Requests ({exchanges.length})
        {inFlight > 0 && (
          <span className="font-normal text-amber-700 dark:text-amber-400"> · {inFlight} in flight</span>
        )}
      </summary>
      {opened && (
        <Suspense fallback={<p className="py-2 text-sm text-slate-500">Loading…</p>}>
          <RequestInspectorBody />
        </Suspense>
      )}
    </details>
  );
}
