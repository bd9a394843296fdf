import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router';
import { ModeTabs, TabPanel } from '../ModeTabs.tsx';
import { CalculatedResult } from './CalculatedResult.tsx';
import { Field, MappingKeys } from './CalculatorFields.tsx';
import { readCalculatorQuery, writeCalculatorQuery } from '../../routes/query-state.ts';
import { stepCasts } from './calculator-cast.ts';
import { calculateSlot, fieldName, inputOf, sameField, type CalculatedSlot, type FieldId } from './calculator-state.ts';
import type { CalculatorKind, CalculatorState } from '../../domain/storage/slot-calculator-input.ts';

const KINDS: Array<{ value: CalculatorKind; label: string }> = [
  { value: 'variable', label: 'Variable' },
  { value: 'mapping', label: 'Mapping' },
  { value: 'array', label: 'Array element' },
  { value: 'struct', label: 'Struct member' },
  { value: 'bytes', label: 'String data' },
  { value: 'erc1967', label: 'ERC-1967' },
  { value: 'erc7201', label: 'ERC-7201' },
];

const SLOT_LABELS: Partial<Record<CalculatorKind, string>> = {
  struct: 'Struct starts at slot',
  bytes: 'String declared at slot',
  array: 'Array declared at slot',
  mapping: 'Mapping declared at slot',
};

/**
 * The inputs live in the URL query once the user changes one (replacing the history entry, other
 * parameters kept), so a link or a reload reproduces the derivation. Returns the link to share.
 */
function useCalculatorInputs(): {
  state: CalculatorState;
  update: (patch: Partial<CalculatorState>) => void;
  link: string;
} {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [state, setState] = useState<CalculatorState>(() => readCalculatorQuery(params));
  const [touched, setTouched] = useState(false);
  const wanted = writeCalculatorQuery(params, state).toString();
  const link = new URL(useHref({ pathname: location.pathname, search: `?${wanted}` }), window.location.origin).href;
  const current = params.toString();
  const locationState: unknown = location.state;
  useEffect(() => {
    // the page's own state (a read's packing) rides along: the replace must not drop it
    if (touched && wanted !== current)
      setParams(new URLSearchParams(wanted), { replace: true, preventScrollReset: true, state: locationState });
  }, [touched, wanted, current, setParams, locationState]);
  const update = (patch: Partial<CalculatorState>) => {
    setState((s) => ({ ...s, ...patch }));
    setTouched(true);
  };
  return { state, update, link };
}

/**
 * Where Solidity puts a value, computed in the browser as the user types, with the derivation
 * shown step by step. `action` renders what to do with the slot (read it at an address).
 */
export function SlotCalculator({ action }: { action: (result: CalculatedSlot) => ReactNode }) {
  const { state, update, link } = useCalculatorInputs();
  const [nextId, setNextId] = useState(() => Math.max(0, ...state.keys.map((k) => k.id)) + 1);
  const panelId = useId();
  const { kind } = state;

  const outcome = useMemo(() => calculateSlot(state), [state]);
  const error = outcome.ok ? null : outcome;
  // A box not filled in yet is waited for, not flagged (an empty string key is a real key, though).
  const waiting = error !== null && inputOf(state, error.field)?.trim() === '';
  const errorFor = (field: FieldId): string | null =>
    error && !waiting && sameField(error.field, field) ? error.message : null;

  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="slot-calculator"
    >
      <div className="-mx-1 mb-3 overflow-x-auto px-1 [&_button]:whitespace-nowrap">
        <ModeTabs
          label="What to locate"
          panelId={panelId}
          modes={KINDS}
          value={kind}
          onChange={(next) => update({ kind: next })}
        />
      </div>

      <TabPanel panelId={panelId} value={kind}>
        <div className="space-y-3">
          {kind !== 'erc1967' && kind !== 'erc7201' && (
            <Field
              label={SLOT_LABELS[kind] ?? 'Slot p'}
              value={state.base}
              onChange={(base) => update({ base })}
              error={errorFor({ box: 'base' })}
              testId="calc-slot"
              hint="Decimal or 0x-hex, as solc’s storageLayout gives it"
            />
          )}

          {kind === 'mapping' && (
            <MappingKeys
              keys={state.keys}
              onChange={(keys) => update({ keys })}
              errorFor={errorFor}
              onAdd={() => {
                update({ keys: [...state.keys, { id: nextId, type: 'address', value: '' }] });
                setNextId(nextId + 1);
              }}
            />
          )}

          {kind === 'array' && (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Field
                label="Index i"
                value={state.index}
                onChange={(index) => update({ index })}
                error={errorFor({ box: 'index' })}
                testId="calc-index"
              />
              <Field
                label="Element size (bytes)"
                value={state.elementSize}
                onChange={(elementSize) => update({ elementSize })}
                error={errorFor({ box: 'elementSize' })}
                testId="calc-element-size"
                hint="32 for uint256/bytes32, 20 address, 8 uint64, 1 bool; ≤ 16 packs"
              />
            </div>
          )}

          {kind === 'struct' && (
            <Field
              label="Member slot (from solc’s members[].slot)"
              value={state.memberSlot}
              onChange={(memberSlot) => update({ memberSlot })}
              error={errorFor({ box: 'memberSlot' })}
              testId="calc-member-slot"
            />
          )}

          {kind === 'bytes' && (
            <Field
              label="Data slot k (32 bytes each)"
              value={state.chunk}
              onChange={(chunk) => update({ chunk })}
              error={errorFor({ box: 'chunk' })}
              testId="calc-chunk"
              hint="A long string/bytes (≥ 32 bytes) keeps its data from keccak256(p)"
            />
          )}

          {kind === 'erc1967' && (
            <div className="flex flex-wrap gap-3 text-sm" role="radiogroup" aria-label="ERC-1967 slot">
              {(['implementation', 'admin', 'beacon'] as const).map((k) => (
                <label key={k} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name="erc1967"
                    checked={state.erc1967 === k}
                    onChange={() => update({ erc1967: k })}
                  />
                  {k}
                </label>
              ))}
            </div>
          )}

          {kind === 'erc7201' && (
            <Field
              label="Namespace id"
              value={state.namespace}
              onChange={(namespace) => update({ namespace })}
              error={errorFor({ box: 'namespace' })}
              testId="calc-namespace"
              placeholder="openzeppelin.storage.ERC20"
              hint="From the @custom:storage-location erc7201:<id> annotation"
            />
          )}
        </div>

        {waiting && (
          <p className="mt-3 text-sm text-slate-500" data-testid="calc-waiting">
            Fill in the {fieldName(error.field, state.keys.length)} to see the slot.
          </p>
        )}

        {outcome.ok && (
          <CalculatedResult
            result={outcome.value}
            action={action}
            link={link}
            casts={stepCasts(state, outcome.value)}
          />
        )}
      </TabPanel>
    </section>
  );
}
