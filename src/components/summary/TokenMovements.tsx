/**
 * "Who moved which token": ERC-20 / ERC-721 / ERC-1155 transfers and approvals from the logs.
 * Amounts read `1,000 HXR` with the decimals and symbol the contract answers (eth_call, where the
 * endpoint serves it: untrusted text, always beside the contract's address) or, winning over
 * them, those the user set (remembered per network and contract); raw units otherwise.
 */
import { useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { tokenStore, type TokenDisplay } from '../../data/token-store.ts';
import type { Log } from '../../domain/receipt.ts';
import { tokenMovements, transferDirection, type TokenMovement } from '../../domain/token-movements.ts';
import { formatInteger, formatUnits } from '../../domain/units.ts';
import { tokenLabel } from '../../domain/token-metadata.ts';
import { AddressValue } from '../AddressValue.tsx';
import { useNativeCurrency } from '../NativeCurrency.tsx';
import { useChainToken } from './useChainToken.ts';

const GROUPED = { thousands: true };
const input =
  'rounded border border-slate-300 bg-white px-2 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-900';

/** Where the shown decimals and symbol come from: the person, or the contract's own answers. */
type ShownDisplay = TokenDisplay & { source: 'user' | 'chain'; imitates?: boolean };

function Amount({ value, display }: { value: bigint; display: ShownDisplay | null }) {
  return display ? (
    <span className="font-mono" data-testid="token-amount" data-raw={value.toString()} data-source={display.source}>
      {formatUnits(value, display.decimals, GROUPED)} <span data-testid="token-symbol">{display.symbol}</span>
      {display.source === 'chain' && (
        <span className="ml-1 font-sans text-xs text-slate-500">
          {display.imitates ? '(the contract’s own symbol: not the network’s currency)' : '(as the contract says)'}
        </span>
      )}
    </span>
  ) : (
    <span className="font-mono" data-testid="token-amount" data-raw={value.toString()}>
      {formatInteger(value, GROUPED)} <span className="text-xs text-slate-500">raw units</span>
    </span>
  );
}

/** C0 controls and DEL: a symbol the user sets must print as what it is. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function TokenDisplayForm({
  chainId,
  token,
  display,
}: {
  chainId: bigint | null;
  token: string;
  display: TokenDisplay | null;
}) {
  const [open, setOpen] = useState(false);
  const [symbol, setSymbol] = useState(display?.symbol ?? '');
  const [decimals, setDecimals] = useState(display ? String(display.decimals) : '18');
  const [error, setError] = useState<string | null>(null);
  function save(event: SubmitEvent) {
    event.preventDefault();
    const cleanSymbol = symbol.trim();
    if (!/^[0-9]{1,2}$/.test(decimals.trim()) || Number(decimals) > 77)
      return setError('Decimals: a whole number from 0 to 77');
    if (cleanSymbol === '' || cleanSymbol.length > 16 || hasControlCharacter(cleanSymbol))
      return setError('Symbol: 1 to 16 printable characters');
    tokenStore.set(chainId, token, { symbol: cleanSymbol, decimals: Number(decimals.trim()) });
    setError(null);
    setOpen(false);
  }
  if (!open) {
    return (
      <button
        type="button"
        className="text-xs text-sky-700 hover:underline dark:text-sky-400"
        onClick={() => setOpen(true)}
      >
        {display ? 'change decimals / symbol' : 'set decimals / symbol'}
      </button>
    );
  }
  return (
    <form onSubmit={save} className="flex flex-wrap items-center gap-2 text-xs" aria-label="Token decimals and symbol">
      <label>
        Symbol <input className={`${input} w-20`} value={symbol} onChange={(e) => setSymbol(e.target.value)} />
      </label>
      <label>
        Decimals{' '}
        <input
          className={`${input} w-12`}
          value={decimals}
          onChange={(e) => setDecimals(e.target.value)}
          inputMode="numeric"
        />
      </label>
      <button type="submit" className="rounded bg-sky-600 px-2 py-0.5 text-white hover:bg-sky-700">
        Save
      </button>
      {display && (
        <button
          type="button"
          className="text-slate-500 hover:underline"
          onClick={() => tokenStore.set(chainId, token, null)}
        >
          Forget
        </button>
      )}
      {error && (
        <span role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </form>
  );
}

/**
 * The person's setting wins (anything but an ERC-721 transfer: its ids are no amounts); else the
 * contract's own answers, asked of ERC-20 contracts only.
 */
function useShownDisplay(movement: TokenMovement, chainId: bigint | null): ShownDisplay | null {
  const { token } = movement;
  const settable = movement.kind === 'approvalForAll' || movement.standard !== 'ERC-721';
  const set = settable ? tokenStore.get(chainId, token) : null;
  const chain = useChainToken(
    token,
    movement.kind !== 'approvalForAll' && movement.standard === 'ERC-20' && set === null,
  );
  const currency = useNativeCurrency();
  if (set) return { ...set, source: 'user' };
  if (!chain) return null;
  const label = tokenLabel(chain, token, [currency.symbol]);
  return { symbol: label.symbol, decimals: chain.decimals, source: 'chain', imitates: label.imitatesBuiltIn };
}

function Movement({ movement, chainId }: { movement: TokenMovement; chainId: bigint | null }) {
  const display = useShownDisplay(movement, chainId);
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
    <li
      className="border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800"
      data-testid="token-movement"
      data-standard={movement.kind === 'approvalForAll' ? 'ERC-721/1155' : movement.standard}
      data-kind={movement.kind}
      data-direction={direction}
    >
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
        {'amount' in movement && <Amount value={movement.amount} display={display} />}
        <span className="text-xs text-slate-500">of</span>
        <AddressValue address={movement.token} />
        {'amount' in movement && (
          <TokenDisplayForm
            chainId={chainId}
            token={movement.token}
            display={display?.source === 'user' ? display : null}
          />
        )}
      </div>
    </li>
  );
}

export function TokenMovements({ logs, chainId }: { logs: readonly Log[]; chainId: bigint | null }) {
  useSyncExternalStore(tokenStore.subscribe, tokenStore.version);
  const movements = tokenMovements(logs);
  if (movements.length === 0) return null;
  return (
    <section data-testid="token-movements">
      <h2 className="mb-2 text-sm font-semibold">Token movements ({movements.length})</h2>
      <ul className="rounded-lg border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
        {movements.map((movement, i) => (
          <Movement key={`${movement.logIndex}-${i}`} movement={movement} chainId={chainId} />
        ))}
      </ul>
    </section>
  );
}
