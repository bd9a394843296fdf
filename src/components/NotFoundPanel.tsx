import type { ReactNode } from 'react';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../domain/near-head-window.ts';

/** A lookup answered `null`: not an error, but the person deserves to know why it might be. */
export function NotFoundPanel({
  title,
  reasons,
  children,
}: {
  title: string;
  reasons: string[];
  children?: ReactNode;
}) {
  return (
    <div
      data-testid="not-found"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <h2 className="font-semibold text-amber-900 dark:text-amber-200">{title}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        The endpoint answered, but has nothing for it. Likely reasons:
      </p>
      <ul className="mt-1 list-disc pl-5 text-slate-700 dark:text-slate-300">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}

export const NOT_FOUND_REASONS = {
  typo: 'A typo in the hash: one wrong digit gives a different hash.',
  window: `It was mined more than ${NEAR_HEAD_WINDOW_BLOCKS} blocks ago: near-head endpoints only serve the latest ${NEAR_HEAD_WINDOW_BLOCKS} blocks.`,
  network: 'It belongs to another network than the one this endpoint serves.',
  pending: 'It is still pending: a pending transaction has no receipt yet.',
  dropped: 'It was dropped from the mempool or replaced before being mined.',
};
