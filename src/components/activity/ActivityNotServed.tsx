import type { AddressActivity } from '../../data/hooks/useAddressActivity.ts';

/** What the tab cannot show without each method. */
/** A method the tab needs that the endpoint does not serve: the activity's, and eth_call for the holdings. */
export type ActivityMethod = AddressActivity['notServed'][number] | 'eth_call';

const LOSES: Record<ActivityMethod, string> = {
  eth_getLogs: 'its token transfers and the events it emitted',
  eth_blockNumber: 'which blocks are the latest, so what to cover and what arrives next',
  eth_getBlockByNumber: 'the transactions it sent and received (they are found in the blocks)',
  eth_call: 'its token holdings (each token’s balanceOf is a call)',
};

/**
 * The line in place of what the endpoint does not serve (never a spinner or a blank): what each
 * missing method would have shown, and what still works with the four methods.
 */
export function ActivityNotServed({ methods }: { methods: readonly ActivityMethod[] }) {
  if (methods.length === 0) return null;
  return (
    <div
      className="mb-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
      data-testid="not-served"
    >
      {methods.map((method) => (
        <p key={method}>
          This endpoint does not serve {method}: the Activity tab cannot show {LOSES[method]}.
        </p>
      ))}
      <p className="mt-1">
        The overview and the storage reader need only the four methods; a transaction’s own page shows its token
        movements from its receipt.
      </p>
    </div>
  );
}
