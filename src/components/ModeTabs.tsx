/** Explicit view modes (Decoded / Raw / UTF-8 …); a mode that does not apply is shown disabled, with why. */
export interface Mode<T extends string> {
  value: T;
  label: string;
  disabledReason?: string | null;
}

export function ModeTabs<T extends string>({ modes, value, onChange, label }: { modes: Array<Mode<T>>; value: T; onChange: (mode: T) => void; label: string }) {
  return (
    <div role="tablist" aria-label={label} className="inline-flex rounded-md border border-slate-200 text-xs dark:border-slate-700">
      {modes.map((mode) => (
        <button
          key={mode.value}
          type="button"
          role="tab"
          aria-selected={value === mode.value}
          disabled={Boolean(mode.disabledReason)}
          title={mode.disabledReason ?? undefined}
          onClick={() => onChange(mode.value)}
          className={`px-2 py-1 disabled:cursor-not-allowed disabled:opacity-40 ${value === mode.value ? 'bg-slate-200 font-semibold dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
        >
          {mode.label}
        </button>
      ))}
    </div>
  );
}
