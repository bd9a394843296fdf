import { useState, type SubmitEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StorageLayout } from '../../domain/storage/storage-layout.ts';
import {
  arrayElementPlan,
  mappingEntryPlan,
  type DynamicArrayPlan,
  type MappingPlan,
  type ReadPlan,
  type StaticArrayPlan,
} from '../../domain/storage/storage-read-plan.ts';
import { SlotInputError } from '../../domain/storage/slot-input.ts';
import { elementPacking, type SlotDerivation } from '../../domain/storage/storage-slots.ts';
import { decodeBytesSlot, decodePackedValue, storageWordBytes } from '../../domain/storage/storage-word.ts';
import { bigIntToQuantity, bytesToHex } from '../../domain/hex.ts';
import { formatInteger } from '../../domain/units.ts';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../../domain/near-head-window.ts';
import { MAX_UINT64 } from '../../domain/uint-limits.ts';
import { storageURL } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';
import { DecodedValue } from './DecodedValue.tsx';
import { LongBytesData } from './LongBytesData.tsx';
import { isOutsideWindow, StorageReadError } from './StorageReadError.tsx';
import { SlotSteps } from './SlotSteps.tsx';
import { useStorageReads } from '../../data/hooks/useStorageRead.ts';
import { StorageArchiveMark } from './StorageArchiveMark.tsx';
import { useWordProof, WordProofMark } from './LayoutProof.tsx';

export interface ReadContext {
  layout: StorageLayout;
  address: string;
  /** wire form (hex quantity or tag) */
  block: string;
  /** as shown and in URLs */
  blockLabel: string;
}

/** Elements shown per "more". */
const PAGE = 10;

/** One variable (or member, element, entry) of an imported layout, read live and decoded by its type. */
export function PlanView({ plan, ctx, derivation }: { plan: ReadPlan; ctx: ReadContext; derivation?: SlotDerivation }) {
  return (
    <li className="py-2" data-testid="layout-var" data-label={plan.label} data-kind={plan.kind}>
      <div className="grid grid-cols-1 gap-1 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:gap-4">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold break-all">{plan.label}</p>
          <p className="text-xs text-slate-500">
            <span className="font-mono">{plan.typeLabel}</span> · slot{' '}
            <Link
              to={storageURL(ctx.address, { slot: bigIntToQuantity(plan.slot), block: ctx.blockLabel })}
              className="font-mono text-sky-700 hover:underline dark:text-sky-400"
              title={bigIntToQuantity(plan.slot)}
              data-testid="layout-slot"
              data-value={plan.slot.toString()}
            >
              {plan.slot <= MAX_UINT64 ? plan.slot.toString() : `${bigIntToQuantity(plan.slot).slice(0, 10)}…`}
            </Link>
            {plan.kind === 'value' && plan.offset > 0 && <> · offset {plan.offset}</>}
          </p>
          {derivation && (
            <details className="mt-1 text-xs">
              <summary className="cursor-pointer text-slate-500">how this slot was derived</summary>
              <div className="mt-1">
                <SlotSteps steps={derivation.steps} />
              </div>
            </details>
          )}
        </div>
        <div className="min-w-0">
          <PlanBody plan={plan} ctx={ctx} />
        </div>
      </div>
    </li>
  );
}

function PlanBody({ plan, ctx }: { plan: ReadPlan; ctx: ReadContext }) {
  switch (plan.kind) {
    case 'value':
      return (
        <WordRead slot={plan.slot} ctx={ctx}>
          {(word) => (
            <DecodedValue
              value={decodePackedValue(storageWordBytes(word), plan.offset, plan.size, plan.decodeAs)}
              testId="layout-value"
            />
          )}
        </WordRead>
      );
    case 'bytes':
      return (
        <WordRead slot={plan.slot} ctx={ctx}>
          {(word) => {
            const decoded = decodeBytesSlot(storageWordBytes(word));
            if (decoded.kind === 'invalid')
              return (
                <span className="text-xs text-amber-700 dark:text-amber-400">
                  Not a {plan.isString ? 'string' : 'bytes'} slot: {decoded.reason}
                </span>
              );
            if (decoded.kind === 'long') {
              return (
                <LongBytesData
                  address={ctx.address}
                  slot={plan.slot}
                  length={decoded.length}
                  block={ctx.block}
                  blockLabel={ctx.blockLabel}
                  isString={plan.isString}
                />
              );
            }
            const text = plan.isString ? decoded.text : null;
            return text !== null ? (
              <span
                className="font-mono text-sm break-words whitespace-pre-wrap"
                data-testid="layout-value"
                data-value={text}
              >
                “{text}”<CopyButton value={text} />
                <span className="ml-2 font-sans text-xs text-slate-500">({decoded.length} bytes, in the slot)</span>
              </span>
            ) : (
              <span
                className="font-mono text-sm break-all"
                data-testid="layout-value"
                data-value={bytesToHex(decoded.bytes)}
              >
                {bytesToHex(decoded.bytes)}
                <CopyButton value={bytesToHex(decoded.bytes)} />
              </span>
            );
          }}
        </WordRead>
      );
    case 'mapping':
      return <MappingLookup plan={plan} ctx={ctx} />;
    case 'dynamicArray':
      return (
        <WordRead slot={plan.slot} ctx={ctx}>
          {(word) => <ArrayElements plan={plan} ctx={ctx} length={BigInt(word)} />}
        </WordRead>
      );
    case 'staticArray':
      return <ArrayElements plan={plan} ctx={ctx} length={plan.length} />;
    case 'struct':
      return (
        <ul className="divide-y divide-slate-100 border-l-2 border-slate-200 pl-3 dark:divide-slate-800 dark:border-slate-700">
          {plan.members.map((member) => (
            <PlanView key={member.label} plan={member} ctx={ctx} />
          ))}
        </ul>
      );
  }
}

/**
 * Reads the word at `slot` and renders it; loading and errors are shown the same way everywhere.
 * At a block number the endpoint no longer serves, the word this browser's archive kept, marked.
 */
function WordRead({
  slot,
  ctx,
  children,
}: {
  slot: bigint;
  ctx: ReadContext;
  children: (word: `0x${string}`) => ReactNode;
}) {
  const { queries, outcome } = useStorageReads(ctx.address, [slot], ctx.block);
  const proof = useWordProof(slot);
  const query = queries[0]!;
  // the layout's proof did not check out: nothing is shown as the value
  if (proof.kind === 'refused') return <WordProofMark proof={proof} />;
  if (outcome.state === 'pending')
    return (
      <span
        className="inline-block h-4 w-32 animate-pulse rounded bg-slate-200 dark:bg-slate-800"
        aria-label="Reading"
      />
    );
  if (outcome.state === 'failed') {
    return isOutsideWindow(query.error) ? (
      <span className="text-xs text-amber-700 dark:text-amber-400" data-testid="layout-outside-window">
        Not available at block {ctx.blockLabel}: this endpoint serves only the latest {NEAR_HEAD_WINDOW_BLOCKS} blocks.
      </span>
    ) : (
      <StorageReadError error={query.error} block={ctx.blockLabel} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      {outcome.fromArchive && <StorageArchiveMark archived={outcome.fromArchive} compact />}
      {/* the proved word where there is one (what the endpoint's read said is its word alone) */}
      {children(proof.kind === 'proved' ? proof.word : outcome.words[0]!)}
      <WordProofMark proof={proof} />
    </>
  );
}

const smallInput =
  'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm focus:border-sky-500 dark:border-slate-700 dark:bg-slate-900';
const smallButton = 'rounded-md bg-sky-700 px-3 py-1 text-sm text-white hover:bg-sky-800 disabled:opacity-50';

/** A mapping asks for a key; each key looked up adds an entry, itself read by its value type (the next key for nested mappings). */
function MappingLookup({ plan, ctx }: { plan: MappingPlan; ctx: ReadContext }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [entries, setEntries] = useState<Array<{ key: string; derivation: SlotDerivation; plan: ReadPlan }>>([]);
  const textual = plan.keyType === 'string' || plan.keyType === 'bytes';

  function submit(event: SubmitEvent) {
    event.preventDefault();
    try {
      const entry = mappingEntryPlan(ctx.layout, plan, text);
      setEntries((list) => [{ key: text, ...entry }, ...list.filter((e) => e.plan.label !== entry.plan.label)]);
      setError(null);
      setText('');
    } catch (e) {
      if (!(e instanceof SlotInputError)) throw e;
      setError(e.message);
    }
  }

  return (
    <div className="space-y-2">
      <form onSubmit={submit} className="flex flex-wrap items-center gap-2" data-testid="mapping-lookup">
        <input
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-label={`Key of ${plan.label} (${plan.keyTypeLabel})`}
          aria-invalid={error !== null}
          placeholder={`${plan.keyTypeLabel} key${plan.keyType === 'bytes' ? ' as 0x-hex' : ''}`}
          spellCheck={false}
          className={smallInput}
        />
        <button type="submit" className={smallButton} disabled={!textual && text.trim() === ''}>
          Look up
        </button>
      </form>
      {error && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400" data-testid="mapping-key-error">
          {error}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="text-xs text-slate-500">A mapping’s own slot stays empty: give a key to read its entry.</p>
      ) : (
        <ul className="divide-y divide-slate-100 border-l-2 border-sky-200 pl-3 dark:divide-slate-800 dark:border-sky-900">
          {entries.map((entry) => (
            <PlanView key={entry.plan.label} plan={entry.plan} ctx={ctx} derivation={entry.derivation} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ArrayElements({
  plan,
  ctx,
  length,
}: {
  plan: DynamicArrayPlan | StaticArrayPlan;
  ctx: ReadContext;
  length: bigint;
}) {
  const [shown, setShown] = useState(0);
  const count = Number(length < BigInt(shown) ? length : BigInt(shown));
  const elements = Array.from({ length: count }, (_, i) =>
    arrayElementPlan(ctx.layout, plan, BigInt(i), plan.kind === 'dynamicArray' ? { length } : {}),
  );
  // a layout's numberOfBytes is not checked for arrays' base types: a 0 must not take the page down
  const perSlot = plan.elementBytes >= 1 ? elementPacking(plan.elementBytes).perSlot : 1;
  return (
    <div className="space-y-1">
      <p className="text-sm">
        <span data-testid="layout-length" data-value={length.toString()}>
          length <span className="font-mono">{formatInteger(length, { thousands: true })}</span>
        </span>
        <span className="text-xs text-slate-500">
          {' '}
          · {plan.elementBytes} bytes per element{perSlot > 1 ? `, ${perSlot} packed per slot` : ''}
          {plan.kind === 'dynamicArray' ? ', from keccak256(slot)' : ', in place'}
        </span>
      </p>
      {count > 0 && (
        <ul className="divide-y divide-slate-100 border-l-2 border-slate-200 pl-3 dark:divide-slate-800 dark:border-slate-700">
          {elements.map((e) => (
            <PlanView key={e.plan.label} plan={e.plan} ctx={ctx} derivation={e.derivation} />
          ))}
        </ul>
      )}
      {BigInt(count) < length && (
        <button
          type="button"
          className="text-xs text-sky-700 hover:underline dark:text-sky-400"
          data-testid="array-more"
          onClick={() => setShown(count + PAGE)}
        >
          {count === 0
            ? `Show elements (first ${Math.min(PAGE, Number(length > 1000n ? 1000n : length))})`
            : `Show ${PAGE} more (${count} of ${length.toString()} shown)`}
        </button>
      )}
    </div>
  );
}
