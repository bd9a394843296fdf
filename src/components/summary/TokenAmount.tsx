/**
 * A token amount: "1,000 HXR" in the decimals and symbol useTokenDisplay gives (the symbol, when
 * the contract said it, marked as the contract's word), or raw units. The raw integer stays in
 * reach: on hover, in `data-raw`, and (in a decoded argument) by a toggle and the copy button.
 */
import { useState } from 'react';
import type { Address } from '../../domain/hex.ts';
import { formatInteger, formatUnits } from '../../domain/units.ts';
import { AddressValue } from '../AddressValue.tsx';
import { CopyButton } from '../CopyButton.tsx';
import { DigitGroups } from '../DigitGroups.tsx';
import { TokenDisplayForm } from './TokenDisplayForm.tsx';
import { useTokenDisplay, type ShownDisplay } from './useTokenDisplay.ts';

const GROUPED = { thousands: true };

export function TokenAmount({ value, display }: { value: bigint; display: ShownDisplay | null }) {
  return display ? (
    <span
      className="font-mono"
      data-testid="token-amount"
      data-raw={value.toString()}
      data-source={display.source}
      title={`${formatInteger(value, GROUPED)} raw units`}
    >
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

/**
 * A decoded argument that is an amount of `token` (domain/token/token-amounts.ts says which): in the
 * token's units beside the contract, with a toggle back to the raw integer; raw, with the form to
 * set decimals and symbol, while none are known.
 */
export function TokenAmountArgument({ value, token }: { value: bigint; token: Address }) {
  const display = useTokenDisplay(token, { settable: true, fromChain: true });
  const [raw, setRaw] = useState(false);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="token-amount-argument">
      {display && !raw ? (
        <TokenAmount value={value} display={display} />
      ) : (
        <span className="font-mono" data-testid="token-amount-raw">
          <DigitGroups text={formatInteger(value, GROUPED)} />
        </span>
      )}
      <CopyButton value={value.toString()} />
      {display ? (
        <button
          type="button"
          className="text-xs text-sky-700 hover:underline dark:text-sky-400"
          aria-pressed={raw}
          onClick={() => setRaw(!raw)}
        >
          raw
        </button>
      ) : (
        <span className="text-xs text-slate-500">raw units</span>
      )}
      <span className="text-xs text-slate-500">of</span>
      <AddressValue address={token} />
      <TokenDisplayForm token={token} display={display?.source === 'user' ? display : null} />
    </span>
  );
}
