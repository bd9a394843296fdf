import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { saysMethodNotServed } from '../../rpc/method-absence.ts';
import type { OptionalMethod } from '../../rpc/optional-method-names.ts';
import { optionalMethodEntry } from '../../rpc/optional-methods.ts';
import { useEndpointFacts } from './useEndpointFacts.ts';
import { useLookup } from './useLookup.ts';

/** A read as a page shows it, row by row. */
export type Read<T> =
  | { status: 'pending' }
  /** the endpoint does not serve the method: a fact to say in a line, never an error panel */
  | { status: 'absent' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'done'; data: T };

type Options<T, TKey extends QueryKey> = UseQueryOptions<T, Error, T, TKey>;

/** `notServed`: how the method's absence shows in a failure. */
function readOf<T>(query: UseQueryResult<T>, served: boolean | null, notServed: (error: unknown) => boolean): Read<T> {
  if (query.data !== undefined) return { status: 'done', data: query.data };
  if (query.isError)
    return notServed(query.error)
      ? { status: 'absent' }
      : { status: 'error', error: query.error, retry: () => void query.refetch() };
  return served === false ? { status: 'absent' } : { status: 'pending' };
}

/** A read by one of the four methods every endpoint serves (data/queries/queries.ts). */
export function useRead<T, TKey extends QueryKey>(options: Options<T, TKey>): Read<T> {
  return readOf(useLookup(options), true, saysMethodNotServed);
}

/**
 * A read by an optional method (data/queries/optional-queries.ts): not sent once the endpoint is known not
 * to serve it, and an answer saying so, as the method's entry tells it (a cold link's batch may
 * have asked before that was known), is "absent", not a failure. The options' `enabled` still applies.
 */
export function useOptionalRead<T, TKey extends QueryKey>(method: OptionalMethod, options: Options<T, TKey>): Read<T> {
  const { serves } = useEndpointFacts();
  const served = serves(method);
  const notServed = optionalMethodEntry(method).notServed;
  return readOf(useLookup({ ...options, enabled: served === false ? false : options.enabled }), served, notServed);
}
