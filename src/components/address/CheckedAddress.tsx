import type { ReactNode } from 'react';
import { checksumProblem } from '../../domain/address-checksum.ts';
import { isAddress, type Address } from '../../domain/hex.ts';
import { BadRouteParameter } from '../PageStates.tsx';

/**
 * The address of a link, lowercase, to `children`; or what is wrong with it, and nothing is sent:
 * not 0x and 40 hex digits, or a mixed case that is not its EIP-55 checksum (probably a typo).
 */
export function CheckedAddress({
  value,
  what,
  children,
}: {
  value: string;
  what: string;
  children: (address: Address) => ReactNode;
}) {
  const expected = '0x followed by 40 hex digits';
  if (!isAddress(value)) return <BadRouteParameter what={what} value={value} expected={expected} />;
  const problem = checksumProblem(value);
  if (problem) return <BadRouteParameter what={what} value={value} expected={expected} problem={problem} />;
  return children(value.toLowerCase() as Address);
}
