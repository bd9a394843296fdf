import { Link } from 'react-router';
import { checksumAddress } from '../../domain/address-checksum.ts';
import type { Address } from '../../domain/hex.ts';
import { addressURL } from '../../routes/urls.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { VerifiedName } from '../names/VerifiedName.tsx';

/**
 * An address in a row of the trace: shortened on every screen (a tree row holds two of them and
 * more), whole in its title, leading to its page, with the contract's verified name where the
 * person turned Sourcify on.
 */
export function TraceAddress({ address }: { address: Address }) {
  const shown = checksumAddress(address);
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <Link
        to={addressURL(address)}
        title={shown}
        data-value={address}
        className="font-mono text-sm whitespace-nowrap text-sky-700 hover:underline dark:text-sky-400"
      >
        {middleEllipsis(shown, 4)}
      </Link>
      <VerifiedName address={address} />
    </span>
  );
}
