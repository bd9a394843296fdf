/** An EIP-7702 authorization's authority (the account that signed it), recovered in the browser. */
import { useMemo } from 'react';
import type { Authorization } from '../../domain/transaction.ts';
import { AddressValue } from '../AddressValue.tsx';
import { useVerifier } from './useVerifier.ts';

export function RecoveredAuthority({ auth }: { auth: Authorization }) {
  const verifier = useVerifier();
  const found = useMemo(
    () => (verifier === null || verifier instanceof Error ? null : verifier.recoverAuthority(auth)),
    [verifier, auth],
  );
  if (verifier instanceof Error)
    return <div className="text-xs text-slate-500">authority: the code that recovers it could not load</div>;
  if (found === null) return <div className="text-xs text-slate-500">authority: recovering…</div>;
  return (
    <div data-testid="authorization-authority" data-authority={found.ok ? found.authority : ''}>
      {found.ok ? (
        <>
          authority <AddressValue address={found.authority} />{' '}
          <span className="text-xs text-slate-500">(the signer, recovered in your browser)</span>
        </>
      ) : (
        <span className="text-sm text-red-700 dark:text-red-400">
          No valid authority: {found.reason}. The chain skips this authorization.
        </span>
      )}
    </div>
  );
}
