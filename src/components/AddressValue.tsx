import { storageURL } from '../routes/urls.ts';
import { HashValue } from './HashValue.tsx';

/** An address: a hash-like value that leads to the address's storage page. */
export function AddressValue({ address, testId }: { address: string; testId?: string }) {
  return <HashValue value={address} to={storageURL(address)} testId={testId} />;
}
