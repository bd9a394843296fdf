/** The home page's devnet check: one seeded transaction fetched over each transport. Loaded only when a devnet is offered. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createClientFor, devnetSettings } from '../connection/ConnectionProvider.tsx';
import type { DevnetPreset } from '../connection/devnet-preset.ts';
import type { Transport } from '../connection/connection.ts';

/** Fetches one seeded transaction over a given transport: proof that both transports round-trip. */
function TransportCheck({
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
    // run when asked: the first screen should not load the whole wire just to show the home page
    enabled: round > 0,
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
  const label = transport === 'http' ? 'HTTP' : 'WebSocket';
  return (
    <li
      className="flex items-center gap-2 text-sm"
      data-testid={`transport-check-${transport}`}
      data-state={
        query.isFetching
          ? 'fetching'
          : query.isPending
            ? 'idle'
            : query.isError
              ? 'error'
              : query.data?.found
                ? 'ok'
                : 'missing'
      }
    >
      {query.isFetching ? '…' : query.isPending ? '·' : query.isError ? '✗' : query.data?.found ? '✓' : '?'}{' '}
      <span className="font-medium">{label}</span>
      <span className="text-slate-500">
        {query.isFetching
          ? 'fetching…'
          : query.isPending
            ? 'not checked yet'
            : query.isError
              ? query.error.message
              : query.data?.found
                ? `transaction fetched in ${query.data.ms} ms`
                : 'answered null'}
      </span>
    </li>
  );
}

export function TransportChecks({ preset, hash }: { preset: DevnetPreset; hash: string }) {
  const [round, setRound] = useState(0);
  const run = () => setRound(round + 1);
  return (
    <div className="mt-3">
      <button
        type="button"
        onClick={run}
        className="rounded border border-violet-300 px-3 py-1 text-sm hover:bg-violet-50 dark:border-violet-800 dark:hover:bg-violet-950"
        data-testid="run-transport-check"
      >
        Check both transports
      </button>
      <ul className="mt-2 space-y-1" aria-label="Transport check">
        <TransportCheck preset={preset} transport="http" hash={hash} round={round} />
        <TransportCheck preset={preset} transport="websocket" hash={hash} round={round} />
      </ul>
    </div>
  );
}
