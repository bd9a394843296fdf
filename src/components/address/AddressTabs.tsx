import { activityURL, addressURL, readURL, storageURL } from '../../routes/urls.ts';
import { ViewTabs } from '../ViewTabs.tsx';

export type AddressView = 'overview' | 'read' | 'activity' | 'storage';

/**
 * An address's views, as explorers lay them out (Etherscan, Blockscout): the overview (account or
 * contract, balance, a proxy's implementation), reading its functions, what it did lately, and the
 * storage reader.
 */
export function AddressTabs({ address, current }: { address: string; current: AddressView }) {
  return (
    <ViewTabs
      label="Address views"
      tabs={[
        { to: addressURL(address), label: 'Overview', current: current === 'overview' },
        { to: readURL(address), label: 'Read', current: current === 'read' },
        { to: activityURL(address), label: 'Activity', current: current === 'activity' },
        { to: storageURL(address), label: 'Storage', current: current === 'storage' },
      ]}
    />
  );
}
