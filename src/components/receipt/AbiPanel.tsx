import { useId, useState } from 'react';
import { abiStore } from '../../data/stores/abi-store.ts';
import type { Address } from '../../domain/hex.ts';
import type { ParsedAbi } from '../../domain/abi/json-abi.ts';
import { readPastedAbi } from '../../domain/abi/pasted-abi.ts';
import type { ParseResult } from '../../domain/parse-result.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { checksumAddress } from '../../domain/address-checksum.ts';
import { TextField } from '../TextField.tsx';

export interface ContractAbiState {
  /** the JSON as the user pasted it */
  json: string;
  /** event names read from it, or the reason it cannot be read */
  events: string[] | null;
  /** function names read from it (they decode transaction input) */
  functions?: string[] | null;
  error: string | null;
}

/** Reads a pasted ABI for the panel: the event names, or the message to show. */
export function readAbi(json: string): Pick<ContractAbiState, 'events' | 'functions' | 'error'> {
  return abiState(json, readPastedAbi(json));
}

/** The panel's view of a pasted ABI already read (useNameTables reads each once). */
export function abiState(json: string, abi: ParseResult<ParsedAbi>): ContractAbiState {
  if (!abi.ok) return { json, events: null, functions: null, error: abi.message };
  return {
    json,
    events: abi.value.events.map((e) => e.name),
    functions: abi.value.functions.map((f) => f.name),
    error: null,
  };
}

const button = 'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500';

/**
 * "Decode with ABI": the user pastes a contract's JSON ABI; its events then decode that contract's
 * logs. Remembered per address in localStorage until forgotten.
 */
export function AbiPanel({
  addresses,
  selected,
  onSelect,
  stored,
}: {
  /** contracts that emitted logs in this receipt, first seen first */
  addresses: Address[];
  selected: Address;
  onSelect: (address: Address) => void;
  stored: ReadonlyMap<Address, ContractAbiState>;
}) {
  const id = useId();
  const current = stored.get(selected);
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="abi-panel"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Decode with a contract ABI
      </h3>
      <p className="mt-1 text-xs text-slate-500">
        Paste the contract’s ABI: JSON (an array, or an object with an “abi” array, as solc and Hardhat write it) or
        human-readable lines (<span className="font-mono">function transfer(address to, uint256 amount)</span>,{' '}
        <span className="font-mono">event Tick(uint256 indexed i)</span>). Its events decode logs, its functions decode
        transaction input. It is kept in this browser only, per contract address.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-address`} className="text-xs text-slate-500">
          Contract
        </label>
        {addresses.length > 1 ? (
          <select
            id={`${id}-address`}
            value={selected}
            onChange={(e) => onSelect(e.target.value as Address)}
            className="max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
            data-testid="abi-address"
          >
            {addresses.map((address) => (
              <option key={address} value={address}>
                {checksumAddress(address)}
                {stored.has(address) ? ' · ABI saved' : ''}
              </option>
            ))}
          </select>
        ) : (
          <span id={`${id}-address`} className="font-mono text-xs break-all" data-testid="abi-address">
            {checksumAddress(selected)}
          </span>
        )}
        {current && (
          <span
            className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200"
            data-testid="abi-saved-badge"
          >
            {current.error
              ? 'saved ABI unreadable'
              : `your ABI · ${current.events?.length ?? 0} event${current.events?.length === 1 ? '' : 's'}`}
          </span>
        )}
      </div>
      {/* keyed: another contract starts from its own remembered ABI */}
      <AbiEditor key={selected} address={selected} current={current} />
    </section>
  );
}

function AbiEditor({ address, current }: { address: Address; current: ContractAbiState | undefined }) {
  const [text, setText] = useState(current?.json ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  function apply() {
    const read = readAbi(text);
    if (read.error !== null) {
      setProblem(read.error);
      setSaved(null);
      return;
    }
    setProblem(null);
    abiStore.save(address, text.trim());
    const names = read.events ?? [];
    const functions = read.functions ?? [];
    const calls =
      functions.length > 0
        ? ` ${functions.length} function${functions.length === 1 ? ' decodes' : 's decode'} calls to it.`
        : '';
    setSaved(
      names.length === 0
        ? `Saved, but this ABI declares no events: no new logs to decode.${calls}`
        : `Saved: ${names.length} event${names.length === 1 ? '' : 's'} (${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''}) now decode this contract’s logs.${calls}`,
    );
  }

  function forget() {
    abiStore.forget(address);
    setText('');
    setProblem(null);
    setSaved('Forgotten: only the built-in signatures decode this contract’s logs and calls now.');
  }

  return (
    <>
      <TextField
        label={<>ABI for {checksumAddress(address)} (JSON or human-readable lines)</>}
        labelClassName="sr-only"
        multiline
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
          setSaved(null);
        }}
        rows={5}
        placeholder={
          '[{"type":"event","name":"Tick","inputs":[…]}]\nor\nfunction transfer(address to, uint256 amount)\nevent Tick(uint256 indexed i)'
        }
        inputClassName="mt-2 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs focus:border-sky-500 dark:border-slate-700 dark:bg-slate-950"
        data-testid="abi-json"
        error={problem && `Cannot use this ABI: ${problem}`}
        errorTestId="abi-error"
        errorClassName="mt-1 text-sm text-red-700 dark:text-red-400"
      />
      {current?.error && !problem && (
        <p className="mt-1 text-sm text-amber-700 dark:text-amber-400">
          The ABI saved for {middleEllipsis(checksumAddress(address), 4)} cannot be read ({current.error}); paste it
          again or forget it.
        </p>
      )}
      {saved && (
        <p role="status" className="mt-1 text-sm text-emerald-700 dark:text-emerald-400" data-testid="abi-status">
          {saved}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={apply}
          disabled={text.trim() === ''}
          className={`${button} bg-sky-700 text-white hover:bg-sky-800 disabled:opacity-40`}
        >
          Decode with this ABI
        </button>
        {current && (
          <button
            type="button"
            onClick={forget}
            className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}
          >
            Forget ABI for this address
          </button>
        )}
      </div>
    </>
  );
}
