import type { ReactNode } from 'react';
import { FieldName } from './FieldName.tsx';

/** One labelled row of a details list. A page is rows of these. */
export function DetailRow({
  label,
  children,
  hint,
  testId,
}: {
  label: string;
  children: ReactNode;
  hint?: string;
  testId?: string;
}) {
  return (
    <div
      className="grid grid-cols-1 gap-1 border-b border-slate-100 py-2.5 md:grid-cols-[14rem_1fr] md:gap-4 dark:border-slate-800"
      data-testid={testId}
    >
      <dt className="text-sm text-slate-500 dark:text-slate-400" title={hint}>
        {label}
      </dt>
      <dd className="min-w-0 text-sm break-words">
        <FieldName name={label}>{children}</FieldName>
      </dd>
    </div>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <dl className="rounded-lg border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
      {children}
    </dl>
  );
}
