import { useState, type SubmitEvent } from 'react';
import { TextField } from './TextField.tsx';

/**
 * One small box and its Go button, for a page's own setting kept in its link (the Read tab's
 * block, the Activity tab's span): typed freely, taken on Go, its problem shown under it.
 */
export function GoField({
  label,
  text,
  placeholder,
  problem,
  onGo,
  testId,
  className,
}: {
  label: string;
  /** what the link says now: the box starts from it */
  text: string;
  placeholder: string;
  problem: string | null;
  onGo: (typed: string) => void;
  /** the box's test id; its problem's is `${testId}-error` */
  testId: string;
  /** the form's width and margin */
  className: string;
}) {
  const [typed, setTyped] = useState(text);
  function submit(event: SubmitEvent) {
    event.preventDefault();
    onGo(typed);
  }
  return (
    <form onSubmit={submit} className={className} noValidate>
      <TextField
        label={label}
        labelClassName="text-xs text-slate-500"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={placeholder}
        inputClassName="w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm focus:border-sky-500 dark:border-slate-700 dark:bg-slate-950"
        rowClassName="flex gap-2"
        beside={
          <button type="submit" className="rounded-md border border-slate-300 px-3 py-1 text-sm dark:border-slate-700">
            Go
          </button>
        }
        error={problem}
        errorTestId={`${testId}-error`}
        errorClassName="mt-1 text-sm text-red-700 dark:text-red-400"
        data-testid={testId}
      />
    </form>
  );
}
