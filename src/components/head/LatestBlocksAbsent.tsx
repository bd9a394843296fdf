/**
 * What the home page says instead of the latest blocks when the endpoint lacks a method they need:
 * one line, in the place of the list (the home page's when the endpoint is known not to serve
 * `eth_blockNumber`, the list's own when it lacks `eth_getBlockByNumber`).
 */
export function LatestBlocksAbsent({ method, why }: { method: string; why: string }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="latest-blocks-absent">
      No latest blocks: this endpoint does not serve <span className="font-mono">{method}</span>, {why}.
    </p>
  );
}
