import { useMemo, useState } from 'react';
import { readJson, tabStorage, writeItem } from '../../browser/guarded-storage.ts';
import { layoutPlans, readLayoutPaste, type ReadPlan } from '../../domain/storage/storage-read-plan.ts';
import type { StorageLayout } from '../../domain/storage/storage-layout.ts';
import { MATCH_WORDS, type VerifiedContract } from '../../domain/verified-contract.ts';
import { NameSourceMark } from '../names/NameSourceMark.tsx';
import { PlanView } from './PlanView.tsx';
import { LayoutExport } from './LayoutExport.tsx';
import { TextField } from '../TextField.tsx';
import type { SlotWatch } from '../../data/hooks/useSlotWatch.ts';
import { LayoutWatch } from './LayoutWatch.tsx';
import { LayoutProof } from './LayoutProof.tsx';

const rememberKey = (address: string) => `hexray.layout.${address.toLowerCase()}`;

function remembered(address: string): { text: string; contract: string } {
  const saved = readJson(tabStorage(), rememberKey(address)) as { text?: unknown; contract?: unknown } | null;
  return {
    text: typeof saved?.text === 'string' ? saved.text : '',
    contract: typeof saved?.contract === 'string' ? saved.contract : '',
  };
}

/** A verified storage layout and the contract it is Sourcify's for (a proxy's implementation, say). */
export interface VerifiedLayoutSource {
  layout: StorageLayout;
  contract: VerifiedContract;
  /** the layout is the implementation's, read in the proxy's storage */
  viaImplementation: boolean;
}

/** The variables of a layout, each read live at the page's block. */
function LayoutVariables({
  layout,
  plans,
  address,
  block,
  blockLabel,
  watch,
}: {
  layout: StorageLayout;
  plans: ReadPlan[];
  address: string;
  block: string;
  blockLabel: string;
  watch: SlotWatch;
}) {
  return (
    <div className="mt-3">
      <p className="text-xs text-slate-500">
        {plans.length} variable{plans.length === 1 ? '' : 's'}, read at block {blockLabel}
      </p>
      <LayoutWatch address={address} layout={layout} watch={watch} />
      {plans.length > 0 && (
        <LayoutExport layout={layout} plans={plans} address={address} block={block} blockLabel={blockLabel} />
      )}
      {plans.length === 0 ? (
        <p className="text-sm">This contract has no state variables.</p>
      ) : (
        <LayoutProof layout={layout} address={address} block={block}>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="layout-variables">
            {plans.map((plan) => (
              <PlanView key={plan.label} plan={plan} ctx={{ layout, address, block, blockLabel }} />
            ))}
          </ul>
        </LayoutProof>
      )}
    </div>
  );
}

/** The verified layout, filling the page as a pasted one does: nobody had to find and compile the source. */
function VerifiedLayout({
  verified,
  address,
  block,
  blockLabel,
  watch,
}: {
  verified: VerifiedLayoutSource;
  address: string;
  block: string;
  blockLabel: string;
  watch: SlotWatch;
}) {
  const plans = useMemo(() => layoutPlans(verified.layout), [verified.layout]);
  const { contract } = verified;
  return (
    <div className="mt-3" data-testid="verified-layout">
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span>
          The storage layout of <span className="font-semibold">{contract.name ?? contract.address}</span>
          {verified.viaImplementation ? ', the implementation this proxy runs,' : ''}
        </span>
        <NameSourceMark trust="verified" source={MATCH_WORDS[contract.match]} />
      </p>
      <LayoutVariables
        layout={verified.layout}
        plans={plans}
        address={address}
        block={block}
        blockLabel={blockLabel}
        watch={watch}
      />
    </div>
  );
}

/**
 * Paste solc's storageLayout (or forge inspect output, a Foundry artifact, Hardhat build info):
 * every variable is listed with slot, offset and type, and read live at the page's block.
 */
export function LayoutImport({
  address,
  block,
  blockLabel,
  verified = null,
  watch,
}: {
  address: string;
  block: string;
  blockLabel: string;
  /** the layout Sourcify has for the contract (or its implementation): shown while nothing is pasted */
  verified?: VerifiedLayoutSource | null;
  /** the page's watch: "Watch every variable" */
  watch: SlotWatch;
}) {
  const [{ text, contract }, setInput] = useState(() => remembered(address));

  const parsed = useMemo(() => (text.trim() === '' ? null : readLayoutPaste(text, contract)), [text, contract]);
  const read = parsed?.read;

  function update(next: { text: string; contract: string }) {
    setInput(next);
    // too large for sessionStorage: the layout stays for this page only
    writeItem(tabStorage(), rememberKey(address), next.text.trim() === '' ? null : JSON.stringify(next));
  }

  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="layout-import"
    >
      <TextField
        label={
          <>
            Paste the contract’s storage layout JSON: <span className="font-mono text-xs">solc --storage-layout</span>,{' '}
            <span className="font-mono text-xs">forge inspect &lt;C&gt; storageLayout --json</span>, a Foundry artifact
            or Hardhat build info.
          </>
        }
        labelClassName="block text-sm text-slate-600 dark:text-slate-400"
        value={text}
        onChange={(e) => update({ text: e.target.value, contract })}
        multiline
        rows={text ? 4 : 6}
        placeholder='{"storage": [{"label": "owner", "slot": "0", "offset": 0, "type": "t_address"}], "types": {…}}'
        inputClassName="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs focus:border-sky-500 dark:border-slate-700 dark:bg-slate-950"
        data-testid="layout-input"
        below={
          <div className="mt-1 flex flex-wrap items-center gap-3 text-xs">
            {text && (
              <button
                type="button"
                className="text-sky-700 hover:underline dark:text-sky-400"
                onClick={() => update({ text: '', contract: '' })}
              >
                Clear
              </button>
            )}
            {parsed && parsed.sources.length > 1 && (
              <label className="flex items-center gap-1">
                Contract
                <select
                  value={contract}
                  onChange={(e) => update({ text, contract: e.target.value })}
                  className="rounded border border-slate-300 bg-white px-1 py-0.5 dark:border-slate-700 dark:bg-slate-900"
                  data-testid="layout-contract"
                >
                  <option value="">Choose one of {parsed.sources.length}…</option>
                  {parsed.sources.map((s) => (
                    <option key={s.name} value={s.name}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        }
        error={read?.ok === false && read.message}
        errorTestId="layout-error"
        errorClassName="mt-2 text-sm text-red-700 dark:text-red-400"
      />
      {read?.ok ? (
        <>
          {verified && (
            <p className="mt-2 text-xs text-slate-500" data-testid="layout-pasted-wins">
              Your layout is used; clear it to see the one verified on Sourcify.
            </p>
          )}
          <LayoutVariables
            layout={read.value.layout}
            plans={read.value.plans}
            address={address}
            block={block}
            blockLabel={blockLabel}
            watch={watch}
          />
        </>
      ) : (
        !text.trim() &&
        verified && (
          <VerifiedLayout verified={verified} address={address} block={block} blockLabel={blockLabel} watch={watch} />
        )
      )}
    </section>
  );
}
