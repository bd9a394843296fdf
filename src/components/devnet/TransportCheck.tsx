/**
 * The fetching part of the home page's devnet check (TransportChecks.tsx): one seeded
 * transaction fetched over a transport. Loaded when the check is first run.
 */
import { useQuery } from '@tanstack/react-query';
import { createClientFor, devnetSettings } from '../../data/hooks/ConnectionProvider.tsx';
import type { DevnetPreset } from '../../connection/devnet-preset.ts';
import type { Transport } from '../../connection/connection.ts';
import { TransportCheckRow } from './TransportChecks.tsx';

/** Fetches one seeded transaction over a given transport: proof that both transports round-trip. */
export function TransportCheck({
  preset,
  transport,
  hash,
  round,
}: {
  preset: DevnetPreset;
  transport: Transport;
  hash: string;
  round: number;
}) {
  const query = useQuery({
    queryKey: ['devnet-transport-check', preset.base, transport, hash, round],
    queryFn: async () => {
      const client = createClientFor(devnetSettings(preset, transport).connection);
      const started = performance.now();
      try {
        const tx = await client.getTransactionByHash(hash);
        return {
          found: tx !== null && tx.hash.toLowerCase() === hash.toLowerCase(),
          ms: Math.round(performance.now() - started),
        };
      } finally {
        client.close();
      }
    },
    staleTime: Infinity,
  });
  if (query.isFetching || query.isPending)
    return <TransportCheckRow transport={transport} state="fetching" text="fetching…" />;
  if (query.isError) return <TransportCheckRow transport={transport} state="error" text={query.error.message} />;
  return query.data.found ? (
    <TransportCheckRow transport={transport} state="ok" text={`transaction fetched in ${query.data.ms} ms`} />
  ) : (
    <TransportCheckRow transport={transport} state="missing" text="answered null" />
  );
}
