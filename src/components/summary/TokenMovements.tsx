/**
 * "Who moved which token": ERC-20 / ERC-721 / ERC-1155 transfers and approvals from the logs.
 * Amounts read `1,000 HXR` with the decimals and symbol the contract answers (eth_call, where the
 * endpoint serves it: untrusted text, always beside the contract's address) or, winning over
 * them, those the user set (remembered per network and contract); raw units otherwise.
 */
import { useEndpointFacts } from '../../data/hooks/useEndpointFacts.ts';
import type { Log } from '../../domain/receipt.ts';
import { MAX_TOKEN_CONTRACTS_READ } from '../../domain/token/token-amounts.ts';
import { tokenMovements, transferDirection, type TokenMovement } from '../../domain/token/token-movements.ts';
import { formatCount, formatInteger } from '../../domain/units.ts';
import { AddressValue } from '../AddressValue.tsx';
import { TokenAmount } from './TokenAmount.tsx';
import { TokenDisplayForm } from './TokenDisplayForm.tsx';
import { useTokenReadScope } from './TokenReadScope.tsx';
import { useTokenDisplay, type ShownDisplay } from './useTokenDisplay.ts';

const GROUPED = { thousands: true };

/**
 * The person's setting wins (anything but an ERC-721 transfer: its ids are no amounts); else the
 * contract's own answers, asked of ERC-20 contracts only.
 */
function useMovementDisplay(movement: TokenMovement): ShownDisplay | null {
  return useTokenDisplay(movement.token, {
    settable: movement.kind === 'approvalForAll' || movement.standard !== 'ERC-721',
    fromChain: movement.kind !== 'approvalForAll' && movement.standard === 'ERC-20',
  });
}

function Movement({ movement }: { movement: TokenMovement }) {
  const direction = movement.kind === 'transfer' ? transferDirection(movement) : undefined;
  return (
    <li
      className="border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800"
      data-testid="token-movement"
      data-standard={movement.kind === 'approvalForAll' ? 'ERC-721/1155' : movement.standard}
      data-kind={movement.kind}
      data-direction={direction}
    >
      <MovementContent movement={movement} />
    </li>
  );
}

/** One movement's parties, amount or token id and token, in the token's units where known (the Activity tab's transfers too). */
export function MovementContent({ movement }: { movement: TokenMovement }) {
  const display = useMovementDisplay(movement);
  const [a, b] =
    movement.kind === 'transfer'
      ? [movement.from, movement.to]
      : movement.kind === 'approval'
        ? [movement.owner, movement.spender]
        : [movement.owner, movement.operator];
  const direction = movement.kind === 'transfer' ? transferDirection(movement) : undefined;
  const title =
    movement.kind === 'approvalForAll'
      ? `ApprovalForAll: ${movement.approved ? 'approves' : 'revokes'} an operator`
      : `${movement.standard} ${direction ?? 'approval'}`;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium dark:bg-slate-800">{title}</span>
        {/* a mint comes from, and a burn goes to, the zero address: name only the holder, as explorers do */}
        {direction === 'mint' ? (
          <>
            <span className="text-slate-500">to</span>
            <AddressValue address={b} />
          </>
        ) : direction === 'burn' ? (
          <>
            <span className="text-slate-500">from</span>
            <AddressValue address={a} />
          </>
        ) : (
          <>
            <AddressValue address={a} />
            <span className="text-slate-400">{movement.kind === 'transfer' ? '→' : 'lets'}</span>
            <AddressValue address={b} />
          </>
        )}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        {'tokenId' in movement && (
          <span className="font-mono" data-testid="token-id">
            token id {formatInteger(movement.tokenId, GROUPED)}
          </span>
        )}
        {'amount' in movement && <TokenAmount value={movement.amount} display={display} />}
        <span className="text-xs text-slate-500">of</span>
        <AddressValue address={movement.token} />
        {'amount' in movement && (
          <TokenDisplayForm token={movement.token} display={display?.source === 'user' ? display : null} />
        )}
      </div>
    </>
  );
}

export function TokenMovements({ logs }: { logs: readonly Log[] }) {
  const movements = tokenMovements(logs);
  const { notRead } = useTokenReadScope();
  const callServed = useEndpointFacts().serves('eth_call');
  if (movements.length === 0) return null;
  return (
    <section data-testid="token-movements">
      <h2 className="mb-2 text-sm font-semibold">Token movements ({movements.length})</h2>
      <ul className="rounded-lg border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
        {movements.map((movement, i) => (
          <Movement key={`${movement.logIndex}-${i}`} movement={movement} />
        ))}
      </ul>
      {notRead > 0 && callServed !== false && (
        <p className="mt-1 text-xs text-slate-500" data-testid="tokens-not-read">
          {formatCount(notRead)} more token {notRead === 1 ? 'contract' : 'contracts'} not read: Hexray asks at most{' '}
          {MAX_TOKEN_CONTRACTS_READ} contracts of a transaction for their decimals and symbol; their amounts stay in raw
          units.
        </p>
      )}
    </section>
  );
}
