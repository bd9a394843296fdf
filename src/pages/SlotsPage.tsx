import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { bigIntToQuantity, isAddress } from '../domain/hex.ts';
import { cleanUserInput } from '../domain/units.ts';
import { storageURL } from '../routes/urls.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { TextField } from '../components/TextField.tsx';
import { SlotCalculator } from '../components/storage/SlotCalculator.tsx';
import type { CalculatedSlot } from '../components/storage/calculator-state.ts';
import { useReadHistory } from '../data/stores/read-history.ts';
import { CopyShortcut } from '../components/CopyShortcut.tsx';

export function SlotsPage() {
  return (
    <div className="space-y-4">
      <PageTitle title="Slot calculator" />
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Where Solidity keeps a value: plain variables, mapping entries (nested to any depth, any key type), array
        elements, struct members, the data of long strings, and ERC-1967 / ERC-7201 slots. Computed in your browser as
        you type; nothing is sent until you read the slot at an address.
      </p>
      <SlotCalculator action={(result) => <ReadAtAddress result={result} />} />
    </div>
  );
}

function ReadAtAddress({ result }: { result: CalculatedSlot }) {
  const navigate = useNavigate();
  const last = useReadHistory()[0]?.address ?? '';
  const [address, setAddress] = useState(last);
  const [error, setError] = useState<string | null>(null);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const text = cleanUserInput(address);
    if (!isAddress(text)) {
      setError(
        text === ''
          ? 'Enter the contract’s address'
          : `Not an address: an address is 0x followed by 40 hex digits (got ${text.length - (text.startsWith('0x') ? 2 : 0)} characters after 0x)`,
      );
      return;
    }
    void navigate(storageURL(text, { slot: bigIntToQuantity(BigInt(result.slot)) }));
  }

  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <CopyShortcut what="the slot" value={result.slot} />
      <TextField
        className="min-w-0 flex-1"
        label="Contract address"
        labelClassName="sr-only"
        value={address}
        onChange={(e) => {
          setAddress(e.target.value);
          setError(null);
        }}
        placeholder="Contract address 0x…"
        data-testid="calc-address"
        inputClassName="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm focus:border-sky-500 dark:border-slate-700 dark:bg-slate-900"
        error={error}
        errorTestId="calc-address-error"
      />
      <button
        type="submit"
        className="rounded-md bg-sky-700 px-3 py-1.5 text-sm text-white hover:bg-sky-800"
        data-testid="calc-read"
      >
        Read at address…
      </button>
    </form>
  );
}
