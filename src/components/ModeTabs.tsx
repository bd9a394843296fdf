import { useId, useState, type ReactNode } from 'react';
import { useRovingFocus } from './useRovingFocus.ts';

/** Explicit view modes (Decoded / Raw / UTF-8 …); a mode that does not apply is shown disabled, with why. */
export interface Mode<T extends string> {
  value: T;
  label: string;
  disabledReason?: string | null;
}

const tabId = (panelId: string, value: string) => `${panelId}-tab-${value}`;

/**
 * A tab group as the ARIA pattern has it: one Tab stop (the selected tab), arrow keys and Home/End
 * move between tabs and select the one they land on. A disabled mode stays reachable by arrow so
 * its reason can be read: it is `aria-disabled`, described by the reason, which also shows while
 * it has focus (a tooltip alone would hide it from keyboards and touch). With `panelId`, the tabs
 * control the `TabPanel` of that id.
 */
export function ModeTabs<T extends string>({
  modes,
  value,
  onChange,
  label,
  panelId,
}: {
  modes: Array<Mode<T>>;
  value: T;
  onChange: (mode: T) => void;
  label: string;
  panelId?: string;
}) {
  const [focused, setFocused] = useState<T | null>(null);
  const reasonBase = useId();
  const selected = Math.max(
    0,
    modes.findIndex((mode) => mode.value === value),
  );

  const { itemProps } = useRovingFocus(modes.length, 'horizontal', (target) => {
    const mode = modes[target]!;
    if (!mode.disabledReason) onChange(mode.value);
  });

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span
        role="tablist"
        aria-label={label}
        className="inline-flex max-w-full flex-wrap rounded-md border border-slate-200 text-xs dark:border-slate-700"
      >
        {modes.map((mode, index) => {
          const disabled = Boolean(mode.disabledReason);
          const isSelected = value === mode.value;
          return (
            <button
              key={mode.value}
              {...itemProps(index, index === selected)}
              type="button"
              role="tab"
              id={panelId ? tabId(panelId, mode.value) : undefined}
              aria-controls={panelId}
              aria-selected={isSelected}
              aria-disabled={disabled || undefined}
              aria-describedby={disabled ? `${reasonBase}-${mode.value}` : undefined}
              title={mode.disabledReason ?? undefined}
              onClick={() => {
                if (!disabled) onChange(mode.value);
              }}
              onFocus={() => setFocused(mode.value)}
              onBlur={() => setFocused(null)}
              className={`min-h-6 px-2 py-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${isSelected ? 'bg-slate-200 font-semibold dark:bg-slate-700' : 'hover:bg-slate-100 aria-disabled:hover:bg-transparent dark:hover:bg-slate-800'}`}
            >
              {mode.label}
            </button>
          );
        })}
      </span>
      {modes.map(
        (mode) =>
          mode.disabledReason && (
            <span
              key={mode.value}
              id={`${reasonBase}-${mode.value}`}
              className={focused === mode.value ? 'text-xs text-slate-500' : 'sr-only'}
            >
              {mode.label}: {mode.disabledReason}
            </span>
          ),
      )}
    </span>
  );
}

/** The panel the tabs of `panelId` control, labelled by the selected tab. */
export function TabPanel({
  panelId,
  value,
  children,
  className,
}: {
  panelId: string;
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId(panelId, value)} className={className}>
      {children}
    </div>
  );
}
