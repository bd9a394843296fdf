import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { PENDING_POLL_MS } from '../queries/queries.ts';

/**
 * useQuery for lookups that the search box or a link may already have started. A lookup that
 * failed a moment ago is that very attempt's answer: the page shows it (with "Try again") instead
 * of asking once more on mount. An older failure is retried on mount as usual.
 */
export function useLookup<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>) {
  const queryClient = useQueryClient();
  const state = queryClient.getQueryState(options.queryKey);
  // Read once per render on purpose: only the value at mount matters (retryOnMount).
  // eslint-disable-next-line react-hooks/purity -- "a moment ago" needs the clock
  const justFailed = state?.status === 'error' && Date.now() - state.errorUpdatedAt < PENDING_POLL_MS;
  return useQuery({ ...options, retryOnMount: !justFailed });
}
