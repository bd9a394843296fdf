import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addressURL, storageURL } from '../../routes/urls.ts';

export type AddressView = 'overview' | 'storage';

function Tab({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${current ? 'border-sky-700 font-semibold dark:border-sky-400' : 'border-transparent text-sky-700 hover:border-slate-300 dark:text-sky-400'}`}
    >
      {children}
    </Link>
  );
}

/**
 * An address's views, as explorers lay them out (Etherscan, Blockscout): the overview (account or
 * contract, balance, a proxy's implementation) and the storage reader. Each is a page with its own
 * link, so these are links marked as the current page, not ARIA tabs.
 */
export function AddressTabs({ address, current }: { address: string; current: AddressView }) {
  return (
    <nav aria-label="Address views" className="mb-4 flex gap-1 border-b border-slate-200 dark:border-slate-800">
      <Tab to={addressURL(address)} current={current === 'overview'}>
        Overview
      </Tab>
      <Tab to={storageURL(address)} current={current === 'storage'}>
        Storage
      </Tab>
    </nav>
  );
}
