import { addressURL, storageURL } from '../../routes/urls.ts';
import { ViewTabs } from '../ViewTabs.tsx';

export type AddressView = 'overview' | 'storage';

/**
 * An address's views, as explorers lay them out (Etherscan, Blockscout): the overview (account or
 * contract, balance, a proxy's implementation) and the storage reader.
 */
export function AddressTabs({ address, current }: { address: string; current: AddressView }) {
  return (
    <ViewTabs
      label="Address views"
      tabs={[
        { to: addressURL(address), label: 'Overview', current: current === 'overview' },
        { to: storageURL(address), label: 'Storage', current: current === 'storage' },
      ]}
    />
  );
}
