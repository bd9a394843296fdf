import type { OptionalMethod } from '../../rpc/optional-method-names.ts';

/** What each of the page's optional reads would have shown. */
const SHOWS: Partial<Record<OptionalMethod, string>> = {
  eth_getBalance: 'the balance',
  eth_getTransactionCount: 'the nonce',
  eth_getCode: 'whether this is a contract (its code)',
};

function list(items: string[], joiner: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)!}`;
}

/**
 * The one line that says what the endpoint does not serve and so what the page cannot show; what
 * it can (storage, a proxy's ERC-1967 slots) needs only the four methods.
 */
export function NotServedLine({ methods }: { methods: OptionalMethod[] }) {
  if (methods.length === 0) return null;
  return (
    <p
      className="mb-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
      data-testid="not-served"
    >
      This endpoint does not serve {list(methods, 'or')}:{' '}
      {list(
        methods.map((method) => SHOWS[method] ?? method),
        'and',
      )}{' '}
      {methods.length === 1 ? 'is' : 'are'} not shown. Storage and the proxy slots below need only eth_getStorageAt.
    </p>
  );
}
