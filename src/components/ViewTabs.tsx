import { Link } from 'react-router';

export interface ViewTab {
  to: string;
  label: string;
  current: boolean;
}

/**
 * A record's views side by side (a transaction's transaction, receipt and trace; an address's
 * overview and storage), as explorers lay them out. Each view is a page with its own link, so
 * these are links marked as the current page, not ARIA tabs.
 */
export function ViewTabs({ label, tabs }: { label: string; tabs: readonly ViewTab[] }) {
  return (
    <nav aria-label={label} className="mb-4 flex gap-1 border-b border-slate-200 dark:border-slate-800">
      {tabs.map(({ to, label: name, current }) => (
        <Link
          key={name}
          to={to}
          aria-current={current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${current ? 'border-sky-700 font-semibold dark:border-sky-400' : 'border-transparent text-sky-700 hover:border-slate-300 dark:text-sky-400'}`}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
