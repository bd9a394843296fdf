import { Link } from 'react-router';
import type { Address } from '../../domain/hex.ts';
import { MATCH_WORDS, type VerifiedContract } from '../../domain/verified-contract.ts';
import { useVerifiedNames, type VerifiedState } from '../../data/names/useVerifiedContract.ts';
import { storageURL } from '../../routes/urls.ts';
import { AddressValue } from '../AddressValue.tsx';
import { NameSourceMark } from './NameSourceMark.tsx';
import { OutsideSourceOffer } from './OutsideSourceOffer.tsx';
import { describeSourcifyFailure } from './describe-sourcify.ts';

/** What Sourcify said, in a line; null when there is nothing to say (off and already answered). */
export function VerifiedStateLine({ state }: { state: VerifiedState }) {
  switch (state.status) {
    case 'off':
      return <OutsideSourceOffer source="sourcify" />;
    case 'no-network':
      return <span className="text-slate-500">Not asked: the network is not known</span>;
    case 'not-covered':
      return <span data-testid="sourcify-not-covered">Sourcify does not cover this network</span>;
    case 'loading':
      return <span className="text-slate-500">asking Sourcify…</span>;
    case 'not-verified':
      return (
        <span className="text-slate-500" data-testid="sourcify-not-verified">
          Not verified on Sourcify
        </span>
      );
    case 'error':
      return (
        <span className="text-amber-800 dark:text-amber-300" data-testid="sourcify-error">
          {describeSourcifyFailure(state.reason, state.detail)}
        </span>
      );
    case 'verified':
      return <VerifiedContractLine contract={state.contract} />;
  }
}

function VerifiedContractLine({ contract }: { contract: VerifiedContract }) {
  return (
    <span className="inline-flex flex-col gap-1">
      <span className="inline-flex flex-wrap items-center gap-x-2">
        <span className="font-semibold" data-testid="verified-name">
          {contract.name ?? 'a contract without a name'}
        </span>
        <NameSourceMark trust="verified" source={MATCH_WORDS[contract.match]} />
      </span>
      {contract.problems.length > 0 && (
        <ul className="text-xs text-amber-800 dark:text-amber-300" data-testid="sourcify-problems">
          {contract.problems.map((problem) => (
            <li key={problem.part + problem.message}>{problem.message}</li>
          ))}
        </ul>
      )}
    </span>
  );
}

/**
 * The address page's "Verified source" row: the contract's name on Sourcify and, for a proxy,
 * its implementation's; a link to the storage page when a verified layout names its variables.
 */
export function VerifiedSource({ address, ready }: { address: Address; ready: boolean }) {
  const names = useVerifiedNames(address, ready);
  return (
    <div className="flex flex-col gap-1" data-testid="verified-source">
      <VerifiedStateLine state={names.own} />
      {names.implementation && names.implementation.state.status !== 'off' && (
        <span className="inline-flex flex-wrap items-center gap-x-2" data-testid="verified-implementation">
          <span className="text-slate-500">its implementation</span>
          <AddressValue address={names.implementation.address} />
          <VerifiedStateLine state={names.implementation.state} />
        </span>
      )}
      {names.layout && (
        <Link
          to={storageURL(address, {})}
          className="text-sm text-sky-700 hover:underline dark:text-sky-400"
          data-testid="verified-layout-link"
        >
          Its storage, variable by variable →
        </Link>
      )}
    </div>
  );
}
