import { useId, useState, type ChangeEvent } from 'react';
import type { ImportReport } from '../../data/archive/archive-import.ts';
import { archive } from '../../data/archive/archive-store.ts';
import { useNetwork } from '../../data/hooks/useNetwork.ts';
import { describeArchiveChain } from '../../domain/archive/archive-file.ts';
import { formatCount } from '../../domain/units.ts';
import { proofRefusalWords } from '../snapshot/snapshot-proof-words.ts';

type ImportState =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'refused'; name: string; message: string }
  | { kind: 'done'; name: string; report: ImportReport };

const records = (n: number) => `${formatCount(n)} ${n === 1 ? 'record' : 'records'}`;

/**
 * Import an archive file: every record verified before it is kept (data/archive/archive-import.ts,
 * loaded when a file is chosen: it carries the signature recovery). A file refused whole says why
 * and touches nothing; a record refused is listed with its line and reason.
 */
export function ArchiveImport() {
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const inputId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setState({ kind: 'reading', name: file.name });
    const { importArchiveFile } = await import('../../data/archive/archive-import.ts');
    const result = await importArchiveFile(archive, file);
    setState(
      result.ok
        ? { kind: 'done', name: file.name, report: result.value }
        : { kind: 'refused', name: file.name, message: result.message },
    );
    // the same file may be chosen again (after fixing it)
    input.value = '';
  }

  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        className="inline-block cursor-pointer rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 focus-within:outline-2 focus-within:outline-sky-500 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Import a file…
        <input
          id={inputId}
          type="file"
          accept=".jsonl,.ndjson,.json,application/x-ndjson,application/json"
          className="sr-only"
          onChange={(event) => void choose(event)}
          disabled={state.kind === 'reading'}
          data-testid="archive-import-input"
        />
      </label>
      <ImportOutcome state={state} />
    </div>
  );
}

function ImportOutcome({ state }: { state: ImportState }) {
  const current = useNetwork().chainId;
  if (state.kind === 'idle') return null;
  if (state.kind === 'reading')
    return (
      <p className="text-sm" role="status">
        Reading and verifying {state.name}…
      </p>
    );
  if (state.kind === 'refused')
    return (
      <p className="text-sm text-red-700 dark:text-red-400" role="alert" data-testid="archive-import-refused">
        {state.name} was not imported. {state.message}
      </p>
    );
  const { report } = state;
  const elsewhere = [...report.byChain].filter(([chain]) => current === null || chain !== current.toString());
  return (
    <div className="space-y-1 text-sm" role="status" data-testid="archive-import-report">
      <p>
        {state.name}: {records(report.imported)} imported, each verified
        {report.alreadyHeld > 0 && `; ${records(report.alreadyHeld)} already in this archive from a fetch as recent`}
        {report.refused.length > 0 && `; ${records(report.refused.length)} refused`}.
      </p>
      {elsewhere.length > 0 && (
        <p data-testid="archive-import-chains">
          Kept under the network each record names
          {current !== null && `, not the one this page is on (${describeArchiveChain(current.toString())})`}:{' '}
          {elsewhere.map(([chain, n]) => `${records(n)} on ${describeArchiveChain(chain)}`).join(', ')}.
        </p>
      )}
      {report.refused.length > 0 && (
        <ul className="list-disc pl-5 text-red-700 dark:text-red-400" data-testid="archive-import-refusals">
          {report.refused.slice(0, 20).map((refusal) => (
            <li key={refusal.line} className="break-words">
              Line {formatCount(refusal.line)}
              {refusal.what && <span className="font-mono text-xs"> ({refusal.what})</span>}: {refusal.reason}
              {refusal.proof && `: ${proofRefusalWords(refusal.proof)}`}
            </li>
          ))}
          {report.refused.length > 20 && <li>and {formatCount(report.refused.length - 20)} more</li>}
        </ul>
      )}
      {report.unproved.size > 0 && (
        <details>
          <summary className="cursor-pointer">What the import could not prove</summary>
          <ul className="list-disc pl-5 text-slate-600 dark:text-slate-400">
            {[...report.unproved].map(([note, n]) => (
              <li key={note}>
                {note} ({records(n)})
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
