import type { Address } from '../../domain/hex.ts';
import { MATCH_WORDS } from '../../domain/verified-contract.ts';
import { useVerifiedContract, type VerifiedState } from '../../data/useVerifiedContract.ts';
import { NameSourceMark } from './NameSourceMark.tsx';

/**
 * A contract's verified name, to stand beside its address (a transaction's `to`, a log's
 * emitter): nothing until Sourcify answers, and nothing for an unverified contract. The address
 * stays the fact; the name is Sourcify's, and says so.
 */
export function VerifiedNameOf({ state }: { state: VerifiedState | undefined }) {
  if (state?.status !== 'verified' || state.contract.name === null) return null;
  const { name, match } = state.contract;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="truncate font-semibold" data-testid="verified-name">
        {name}
      </span>
      <NameSourceMark trust="verified" source={MATCH_WORDS[match]} />
    </span>
  );
}

/** The verified name of the contract at `address`, asked of Sourcify when it is on. */
export function VerifiedName({ address, ready = true }: { address: Address; ready?: boolean }) {
  return <VerifiedNameOf state={useVerifiedContract(address, ready)} />;
}
