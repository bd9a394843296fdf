import { useState, type ReactNode } from 'react';

/**
 * A disclosure whose content is made only once opened: a frame's input can be megabytes of hex,
 * and a tree of thousands of frames must not draw what nobody asked to see.
 */
export function OnDemand({ summary, children }: { summary: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-1 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-xs text-slate-500">{summary}</summary>
      {open && <div className="mt-1 space-y-2">{children()}</div>}
    </details>
  );
}
