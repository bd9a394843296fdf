/** The person's decimals and symbol for a token: set, changed or forgotten, remembered per network and contract. */
import { useState, type SubmitEvent } from 'react';
import { tokenStore, type TokenDisplay } from '../../data/stores/token-store.ts';
import { useTokenChainId } from './useTokenDisplay.ts';

const input =
  'rounded border border-slate-300 bg-white px-2 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-900';

/** C0 controls and DEL: a symbol the user sets must print as what it is. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function TokenDisplayForm({ token, display }: { token: string; display: TokenDisplay | null }) {
  const chainId = useTokenChainId();
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
