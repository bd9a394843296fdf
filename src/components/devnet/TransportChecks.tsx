/**
 * The home page's devnet check: a button, and one row per transport. Only the rows' fetching code
 * (TransportCheck.tsx, with react-query's useQuery and the wire) loads when the button is
 * first pressed: until then the rows only say "not checked yet", and the home page does not carry it.
 */
import { lazy, Suspense, useState } from 'react';
import type { DevnetPreset } from '../../connection/devnet-preset.ts';
import type { Transport } from '../../connection/connection.ts';

const TransportCheck = lazy(() => import('./TransportCheck.tsx').then((m) => ({ default: m.TransportCheck })));

const TRANSPORTS: Transport[] = ['http', 'websocket'];

export type CheckState = 'idle' | 'fetching' | 'ok' | 'missing' | 'error';

const MARK: Record<CheckState, string> = { idle: '·', fetching: '…', ok: '✓', missing: '?', error: '✗' };

/** One transport's row, in the state its check is in. */
export function TransportCheckRow({
  transport,
  state,
  text,
}: {
  transport: Transport;
  state: CheckState;
  text: string;
}) {
  return (
    <li className="flex items-center gap-2 text-sm" data-testid={`transport-check-${transport}`} data-state={state}>
      {MARK[state]} <span className="font-medium">{transport === 'http' ? 'HTTP' : 'WebSocket'}</span>
      <span className="text-slate-500">{text}</span>
    </li>
  );
}

export function TransportChecks({ preset, hash }: { preset: DevnetPreset; hash: string }) {
  const [round, setRound] = useState(0);
  return (
    <div className="mt-3">
      <button
        type="button"
        onClick={() => setRound(round + 1)}
        className="rounded border border-violet-300 px-3 py-1 text-sm hover:bg-violet-50 dark:border-violet-800 dark:hover:bg-violet-950"
        data-testid="run-transport-check"
      >
        Check both transports
      </button>
      <ul className="mt-2 space-y-1" aria-label="Transport check">
        {TRANSPORTS.map((transport) =>
          round === 0 ? (
            <TransportCheckRow key={transport} transport={transport} state="idle" text="not checked yet" />
          ) : (
            <Suspense
              key={transport}
              fallback={<TransportCheckRow transport={transport} state="fetching" text="fetching…" />}
            >
              <TransportCheck preset={preset} transport={transport} hash={hash} round={round} />
            </Suspense>
          ),
        )}
      </ul>
    </div>
  );
}
