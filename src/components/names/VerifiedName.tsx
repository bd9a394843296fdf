import type { Address } from '../../domain/hex.ts';
import { contractCandidate, trustedMost, type NameAnswer } from '../../domain/abi/names-by-trust.ts';
import type { VerifiedState } from '../../data/names/useVerifiedContract.ts';
import { useNameOf } from '../../data/names/useNameOf.ts';
import { NameSourceMark } from './NameSourceMark.tsx';

/**
 * A contract's name, to stand beside its address (a transaction's `to`, a log's emitter): nothing
 * until a source names it, and nothing for an unverified contract. The address stays the fact;
 * the name is the source's, and says so.
 */
function ContractName({ answer }: { answer: NameAnswer | null }) {
  if (answer === null) return null;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="truncate font-semibold" data-testid="verified-name">
        {answer.name}
      </span>
      <NameSourceMark trust={answer.trust} source={answer.source} />
    </span>
  );
}

/** The name Sourcify gave a contract already looked up (a receipt's emitters are asked together). */
export function VerifiedNameOf({ state }: { state: VerifiedState | undefined }) {
  return <ContractName answer={trustedMost(contractCandidate(state?.status === 'verified' ? state.contract : null))} />;
}

/** The name of the contract at `address`, from the trusted-most source that names it (Sourcify, when on). */
export function VerifiedName({ address, ready = true }: { address: Address; ready?: boolean }) {
  return <ContractName answer={useNameOf({ kind: 'address', address }, ready)} />;
}
