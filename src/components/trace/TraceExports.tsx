import { castRunCommand } from '../../domain/cast-commands.ts';
import { CastCommand } from '../CastCommand.tsx';
import { downloadFile } from '../download-file.ts';

function save(name: string, value: unknown): void {
  downloadFile(name, new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
}

/**
 * The trace in geth's shapes, to diff against any node's `debug_traceTransaction`, and the
 * `cast run` that re-executes it locally. Made only when asked: a large trace's JSON is megabytes.
 */
export function TraceExports({
  hash,
  callTracer,
  prestateTracer,
}: {
  hash: string;
  callTracer: () => unknown;
  prestateTracer: (() => unknown) | null;
}) {
  const button =
    'rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <section aria-labelledby="trace-exports-title" className="mb-6" data-testid="trace-exports">
      <h2 id="trace-exports-title" className="mb-2 text-base font-semibold">
        Export
      </h2>
      <div className="mb-2 flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => save(`trace-${hash}-callTracer.json`, callTracer())}>
          callTracer JSON
        </button>
        {prestateTracer && (
          <button
            type="button"
            className={button}
            onClick={() => save(`trace-${hash}-prestateTracer.json`, prestateTracer())}
          >
            prestateTracer JSON
          </button>
        )}
      </div>
      <CastCommand command={castRunCommand(hash)} label="Copy as cast run" />
    </section>
  );
}
