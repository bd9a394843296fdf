import { useEffect, useMemo } from 'react';
import type { KeptTrace } from '../../domain/trace/kept-trace.ts';
import { archiveLater } from '../archive/archive-writer.ts';
import { planTraceKeeping, type KeepOutcome } from '../archive/keep-trace.ts';
import { useEndpoint } from './useEndpoint.ts';

/**
 * Keeps a finished trace in this browser's archive (either source), once per trace; the outcome
 * says whether it was kept, or why not (the archive is off, or the trace is too large for it).
 * `trace` null: nothing finished yet, or the trace shown is the archive's own.
 */
export function useKeepTrace(
  hash: string,
  chain: string | null,
  trace: KeptTrace | null,
  gas: { gas: bigint; gasUsed: bigint } | null,
): KeepOutcome | null {
  const endpoint = useEndpoint()?.client.endpointLabel ?? null;
  const limit = gas?.gas ?? null;
  const used = gas?.gasUsed ?? null;
  const plan = useMemo(
    () =>
      trace && endpoint !== null && limit !== null && used !== null
        ? planTraceKeeping({ hash, chain: chain ?? 'unknown', endpoint, trace, gas: { gas: limit, gasUsed: used } })
        : null,
    [hash, chain, endpoint, trace, limit, used],
  );
  // filed from an effect, never from render; StrictMode's second run files the same record again (one id)
  useEffect(() => {
    if (plan?.entry) archiveLater(plan.entry);
  }, [plan]);
  return plan?.outcome ?? null;
}
