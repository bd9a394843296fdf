/**
 * Feeds the archive from the wire: every result the client receives (a page, a prefetch, a cold
 * link's boot request) is collected here as the endpoint sent it, with the endpoint's redacted
 * label (never the key), and handed over when the browser is idle to archive-filing.ts, loaded
 * then by dynamic import, which keeps the transactions, receipts and storage words read at a block
 * number. The network is decided then, not on arrival: a receipt carries no chain id and may
 * arrive before the page has named the network. Kept this small on purpose: it is on the first page.
 */
import { whenIdle } from '../../browser/idle.ts';
import { archiveBudgetBytes } from './archive-budget.ts';

/** A result as it arrived, before it is known whether (and under which network) it is kept. */
export interface Arrival {
  endpointId: string;
  /** the redacted label */
  endpoint: string;
  method: string;
  params: readonly unknown[];
  result: unknown;
  fetchedAt: number;
}

const KEPT_METHODS = new Set([
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionReceipt',
  'eth_getStorageAt',
]);

/** The chain each endpoint's pages resolved (decimal), by endpoint id. */
const resolvedChains = new Map<string, string>();

/** The network a page of this endpoint resolved: records it receives from now on are filed under it. */
export function noteArchiveChain(endpointId: string, chainId: bigint): void {
  resolvedChains.set(endpointId, chainId.toString());
}

export const resolvedChainOf = (endpointId: string): string | undefined => resolvedChains.get(endpointId);

let arrivals: Arrival[] = [];

/**
 * Once the document has loaded (a cold link's page code, preloaded by the boot script, is in by
 * then) and the browser is idle. Idle alone came too early on a cold link: the answer arrives
 * while the page's code is still on its way, the browser is idle waiting for it, and the archive's
 * code and database then competed with the page for the network and the main thread before its
 * first paint.
 */
function afterLoadWhenIdle(run: () => void): void {
  if (typeof document === 'undefined' || document.readyState === 'complete') whenIdle(run);
  else globalThis.addEventListener('load', () => whenIdle(run), { once: true });
}

let opened = false;

/** A null answer for a record: the page's fallback will look into the archive; opened now (once). */
function openArchiveSoon(): void {
  if (opened) return;
  opened = true;
  import('./archive-filing.ts').then((filing) => filing.openArchive()).catch(() => undefined);
}

function handOver(): void {
  const batch = arrivals;
  arrivals = [];
  import('./archive-filing.ts')
    .then(
      (filing) => filing.fileArrivals(batch),
      () => undefined,
    )
    .catch(() => undefined); // keeping a copy must never cost a page anything
}

/** The client's `onResult` for one endpoint: `label` is its redacted URL. */
export function archiveFeed(endpointId: string, label: () => string) {
  return (method: string, params: readonly unknown[], result: unknown): void => {
    // a budget of 0 is the archive switched off: nothing is collected, nothing loaded later
    if (!KEPT_METHODS.has(method) || archiveBudgetBytes() === 0) return;
    if (result === null) return openArchiveSoon();
    if (arrivals.length === 0) afterLoadWhenIdle(handOver);
    arrivals.push({ endpointId, endpoint: label(), method, params, result, fetchedAt: Date.now() });
  };
}
