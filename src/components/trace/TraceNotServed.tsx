/**
 * The one line where the endpoint serves no tracer: what the page would need instead, and that it
 * cannot do it yet. Never a blank page.
 */
export function TraceNotServed() {
  return (
    <p
      className="mb-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
      data-testid="trace-not-served"
    >
      This endpoint serves no tracer (debug_traceTransaction), so the calls inside this transaction cannot be shown.
      Re-executing it in this browser would need eth_getCode, eth_getBalance, eth_getTransactionCount, eth_getStorageAt
      and its blocks from the endpoint; that is not available yet.
    </p>
  );
}
