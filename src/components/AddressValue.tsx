import { checksumAddress } from '../domain/address-checksum.ts';
import { isAddress } from '../domain/hex.ts';
import { addressURL } from '../routes/urls.ts';
import { HashValue } from './HashValue.tsx';

/**
 * An address: a hash-like value that leads to the address's page. Shown (and copied) EIP-55
 * checksummed wherever it appears, as the decoder shows decoded ones, so its case never changes
 * within a page; the link and `data-value` keep the lowercase form the node sends.
 */
export function AddressValue({ address, testId }: { address: string; testId?: string }) {
  const shown = isAddress(address) ? checksumAddress(address) : address;
  return <HashValue value={shown} to={addressURL(address)} testId={testId} dataValue={address.toLowerCase()} />;
}
