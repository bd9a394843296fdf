import { addressURL, readURL, storageURL } from '../../routes/urls.ts';
import { ViewTabs } from '../ViewTabs.tsx';

export type AddressView = 'overview' | 'read' | 'storage';

/**
 * An address's views, as explorers lay them out (Etherscan, Blockscout): the overview (account or
 * contract, balance, a proxy's implementation), reading its functions, and the storage reader.
 */
export function AddressTabs({ address, current }: { address: string; current: AddressView }) {
  return (
    <ViewTabs
      label="Address views"
      tabs={[
        { to: addressURL(address), label: 'Overview', current: current === 'overview' },
        { to: readURL(address), label: 'Read', current: current === 'read' },
        { to: storageURL(address), label: 'Storage', current: current === 'storage' },
      ]}
    />
  );
}
