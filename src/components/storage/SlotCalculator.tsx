import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  arrayElementSlot,
  bytesDataSlot,
  erc1967Slot,
  erc7201Slot,
  mappingSlot,
  plainSlot,
  structMemberSlot,
  type Erc1967SlotKind,
  type SlotStep,
} from '../../domain/storage-slots.ts';
import type { MappingKey } from '../../domain/mapping-key.ts';
import { SlotInputError } from '../../domain/slot-input.ts';
import type { Hash } from '../../domain/hex.ts';
import { formatInteger } from '../../domain/units.ts';
import { CopyButton } from '../CopyButton.tsx';
import { ModeTabs, TabPanel } from '../ModeTabs.tsx';
import { SlotSteps } from './SlotSteps.tsx';

export type CalculatorKind = 'variable' | 'mapping' | 'array' | 'struct' | 'bytes' | 'erc1967' | 'erc7201';

export interface CalculatedSlot {
  slot: Hash;
  steps: SlotStep[];
  /** Packed array elements: where in the slot the element sits (bytes from the right) and its size. */
  packed?: { offset: number; size: number };
}

const KINDS: Array<{ value: CalculatorKind; label: string }> = [
  { value: 'variable', label: 'Variable' },
  { value: 'mapping', label: 'Mapping' },
  { value: 'array', label: 'Array element' },
  { value: 'struct', label: 'Struct member' },
  { value: 'bytes', label: 'String data' },
  { value: 'erc1967', label: 'ERC-1967' },
  { value: 'erc7201', label: 'ERC-7201' },
];

const KEY_TYPES = ['address', 'uint256', 'int256', 'bool', 'bytes32', 'string', 'bytes', 'uint8', 'uint64', 'uint128', 'int128', 'bytes4'];

interface KeyRow extends MappingKey {
  id: number;
}

interface CalculatorState {
  slot: string;
  keys: KeyRow[];
  index: string;
  elementSize: string;
  memberSlot: string;
  chunk: string;
  erc1967: Erc1967SlotKind;
  namespace: string;
}

const initial: CalculatorState = {
  slot: '0',
  keys: [{ id: 1, type: 'address', value: '' }],
  index: '0',
  elementSize: '32',
  memberSlot: '0',
  chunk: '0',
  erc1967: 'implementation',
  namespace: '',
};

function keyField(count: number, i: number): string {
  return count === 1 ? 'key' : `key ${i + 1}`;
}

function wholeNumber(text: string, field: string): number {
  const t = text.trim();
  if (!/^[0-9]+$/.test(t)) throw new SlotInputError(field, `${field[0]!.toUpperCase()}${field.slice(1)} is a whole number of bytes (e.g. 32 for uint256, 8 for uint64), got "${t}"`);
  return Number(t);
}

function compute(kind: CalculatorKind, s: CalculatorState): CalculatedSlot {
  switch (kind) {
    case 'variable':
      return plainSlot(s.slot);
    case 'mapping':
      return mappingSlot(s.slot, s.keys);
    case 'array': {
      const d = arrayElementSlot(s.slot, s.index, wholeNumber(s.elementSize, 'element size'));
      return { slot: d.slot, steps: d.steps, packed: d.size < 32 ? { offset: d.offset, size: d.size } : undefined };
    }
    case 'struct':
      return structMemberSlot(s.slot, s.memberSlot);
    case 'bytes':
      return bytesDataSlot(s.slot, s.chunk);
    case 'erc1967':
      return erc1967Slot(s.erc1967);
    case 'erc7201':
      return erc7201Slot(s.namespace);
  }
}

const inputClass =
  'w-full rounded-md border bg-white px-2 py-1.5 font-mono text-sm focus:border-sky-500 dark:bg-slate-900 aria-invalid:border-red-400 border-slate-300 dark:border-slate-700 dark:aria-invalid:border-red-700';

function Field({ label, value, onChange, error, testId, placeholder, hint, list }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  testId: string;
  placeholder?: string;
  hint?: string;
  list?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-0.5 block text-xs text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        list={list}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-0.5 text-xs text-red-700 dark:text-red-400" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : (
        hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}

/**
 * Where Solidity puts a value, computed in the browser as the user types, with the derivation
 * shown step by step. `action` renders what to do with the slot (read it at an address).
 */
export function SlotCalculator({ action }: { action: (result: CalculatedSlot) => ReactNode }) {
  const [kind, setKind] = useState<CalculatorKind>('mapping');
  const [state, setState] = useState<CalculatorState>(initial);
  const [nextId, setNextId] = useState(2);
  const listId = useId();
  const panelId = useId();
  const set = (patch: Partial<CalculatorState>) => setState((s) => ({ ...s, ...patch }));

  const outcome = useMemo((): { result: CalculatedSlot } | { error: SlotInputError } => {
    try {
      return { result: compute(kind, state) };
    } catch (error) {
      if (error instanceof SlotInputError) return { error };
      throw error;
    }
  }, [kind, state]);
  // A box not filled in yet is waited for, not flagged (an empty string key is a real key, though).
  const waiting = 'error' in outcome && inputOf(kind, state, outcome.error.field)?.trim() === '';
  const errorFor = (field: string): string | null => ('error' in outcome && !waiting && outcome.error.field === field ? outcome.error.message : null);
  const unplaced = 'error' in outcome && !isShownField(kind, outcome.error.field, state.keys.length) ? outcome.error.message : null;

  const updateKey = (id: number, patch: Partial<MappingKey>) => set({ keys: state.keys.map((k) => (k.id === id ? { ...k, ...patch } : k)) });

  const slotLabel = kind === 'struct' ? 'Struct starts at slot' : kind === 'bytes' ? 'String declared at slot' : kind === 'array' ? 'Array declared at slot' : kind === 'mapping' ? 'Mapping declared at slot' : 'Slot p';

  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="slot-calculator">
      <div className="-mx-1 mb-3 overflow-x-auto px-1 [&_button]:whitespace-nowrap">
        <ModeTabs label="What to locate" panelId={panelId} modes={KINDS} value={kind} onChange={setKind} />
      </div>
      <datalist id={listId}>
        {KEY_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>

      <TabPanel panelId={panelId} value={kind}>
      <div className="space-y-3">
        {kind !== 'erc1967' && kind !== 'erc7201' && (
          <Field label={slotLabel} value={state.slot} onChange={(slot) => set({ slot })} error={errorFor('slot')} testId="calc-slot" hint="Decimal or 0x-hex, as solc’s storageLayout gives it" />
        )}

        {kind === 'mapping' && (
          <div className="space-y-2">
            {state.keys.map((key, i) => {
              const field = keyField(state.keys.length, i);
              const textual = key.type.trim() === 'string' || key.type.trim() === 'bytes';
              return (
                <div key={key.id} className="rounded-md border border-slate-200 p-2 dark:border-slate-700" data-testid="calc-key-row">
                  <div className="mb-1 flex items-center justify-between text-xs text-slate-500">
                    <span>
                      Key {i + 1}
                      {state.keys.length > 1 && <span className="font-mono"> · m{state.keys.slice(0, i + 1).map(() => '[…]').join('')}</span>}
                    </span>
                    {state.keys.length > 1 && (
                      <button type="button" className="min-h-6 min-w-6 hover:text-red-600" aria-label={`Remove key ${i + 1}`} onClick={() => set({ keys: state.keys.filter((k) => k.id !== key.id) })}>
                        Remove
                      </button>
                    )}
                  </div>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <div className="sm:w-40">
                      <Field label="Type" value={key.type} onChange={(type) => updateKey(key.id, { type })} error={errorFor(`${field} type`)} testId="calc-key-type" list={listId} />
                    </div>
                    <Field
                      label="Value"
                      value={key.value}
                      onChange={(value) => updateKey(key.id, { value })}
                      error={errorFor(field)}
                      testId="calc-key-value"
                      placeholder={placeholderFor(key.type)}
                    />
                  </div>
                  {textual && (
                    <div className="mt-1 flex gap-3 text-xs">
                      {(['utf8', 'hex'] as const).map((encoding) => (
                        <label key={encoding} className="flex items-center gap-1">
                          <input
                            type="radio"
                            name={`enc-${key.id}`}
                            checked={(key.encoding ?? (key.type.trim() === 'string' ? 'utf8' : 'hex')) === encoding}
                            onChange={() => updateKey(key.id, { encoding })}
                          />
                          {encoding === 'utf8' ? 'text (UTF-8)' : '0x-hex bytes'}
                        </label>
                      ))}
                    </div>
                  )}
                </div>
              );
            })}
            <button
              type="button"
              className="text-sm text-sky-700 hover:underline dark:text-sky-400"
              data-testid="calc-add-key"
              onClick={() => {
                set({ keys: [...state.keys, { id: nextId, type: 'address', value: '' }] });
                setNextId(nextId + 1);
              }}
            >
              + Add a key (nested mapping)
            </button>
          </div>
        )}

        {kind === 'array' && (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Field label="Index i" value={state.index} onChange={(index) => set({ index })} error={errorFor('index')} testId="calc-index" />
            <Field
              label="Element size (bytes)"
              value={state.elementSize}
              onChange={(elementSize) => set({ elementSize })}
              error={errorFor('element size')}
              testId="calc-element-size"
              hint="32 for uint256/bytes32, 20 address, 8 uint64, 1 bool; ≤ 16 packs"
            />
          </div>
        )}

        {kind === 'struct' && (
          <Field label="Member slot (from solc’s members[].slot)" value={state.memberSlot} onChange={(memberSlot) => set({ memberSlot })} error={errorFor('member slot')} testId="calc-member-slot" />
        )}

        {kind === 'bytes' && (
          <Field label="Data slot k (32 bytes each)" value={state.chunk} onChange={(chunk) => set({ chunk })} error={errorFor('chunk')} testId="calc-chunk" hint="A long string/bytes (≥ 32 bytes) keeps its data from keccak256(p)" />
        )}

        {kind === 'erc1967' && (
          <div className="flex flex-wrap gap-3 text-sm" role="radiogroup" aria-label="ERC-1967 slot">
            {(['implementation', 'admin', 'beacon'] as const).map((k) => (
              <label key={k} className="flex items-center gap-1">
                <input type="radio" name="erc1967" checked={state.erc1967 === k} onChange={() => set({ erc1967: k })} />
                {k}
              </label>
            ))}
          </div>
        )}

        {kind === 'erc7201' && (
          <Field
            label="Namespace id"
            value={state.namespace}
            onChange={(namespace) => set({ namespace })}
            error={errorFor('namespace')}
            testId="calc-namespace"
            placeholder="openzeppelin.storage.ERC20"
            hint="From the @custom:storage-location erc7201:<id> annotation"
          />
        )}
      </div>

      {waiting && 'error' in outcome && (
        <p className="mt-3 text-sm text-slate-500" data-testid="calc-waiting">
          Fill in the {outcome.error.field} to see the slot.
        </p>
      )}
      {unplaced && !waiting && (
        <p role="alert" className="mt-2 text-xs text-red-700 dark:text-red-400" data-testid="calc-error">
          {unplaced}
        </p>
      )}

      {'result' in outcome && <CalculatedResult result={outcome.result} action={action} />}
      </TabPanel>
    </section>
  );
}

function CalculatedResult({ result, action }: { result: CalculatedSlot; action: (result: CalculatedSlot) => ReactNode }) {
  const decimal = BigInt(result.slot);
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <div>
        <p className="text-xs text-slate-500">Slot</p>
        <p className="font-mono text-sm break-all" data-testid="calc-result" data-value={result.slot}>
          {result.slot}
          <CopyButton value={result.slot} label="Copy the slot" />
        </p>
        {decimal < 1n << 64n && <p className="font-mono text-xs text-slate-500">= {formatInteger(decimal)} in decimal</p>}
        {result.packed && (
          <p className="mt-1 text-sm" data-testid="calc-packing">
            Packed: the element is the {result.packed.size} bytes at byte offset <span className="font-mono">{result.packed.offset}</span> from the right of
            this slot ({Math.floor(32 / result.packed.size)} elements share a slot).
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">{action(result)}</div>
      <details open>
        <summary className="cursor-pointer text-sm font-semibold">How it was derived ({result.steps.length} steps)</summary>
        <div className="mt-2">
          <SlotSteps steps={result.steps} />
        </div>
      </details>
    </div>
  );
}

/** What the user typed in the box an error names. */
function inputOf(kind: CalculatorKind, s: CalculatorState, field: string): string | undefined {
  if (field === 'slot') return s.slot;
  if (field === 'index') return s.index;
  if (field === 'element size') return s.elementSize;
  if (field === 'member slot') return s.memberSlot;
  if (field === 'chunk') return s.chunk;
  if (field === 'namespace') return s.namespace;
  if (kind === 'mapping') {
    const match = /^key(?: (\d+))?( type)?$/.exec(field);
    const row = match ? s.keys[match[1] ? Number(match[1]) - 1 : 0] : undefined;
    return row ? (match![2] ? row.type : row.value) : undefined;
  }
  return undefined;
}

function placeholderFor(type: string): string {
  const t = type.trim();
  if (t === 'address') return '0x… (20 bytes)';
  if (t === 'bool') return 'true or false';
  if (t === 'string') return 'text, e.g. alice';
  if (t === 'bytes') return '0x…';
  if (/^bytes\d+$/.test(t)) return `0x… (${t.slice(5)} bytes)`;
  if (/^int/.test(t)) return 'e.g. -5 or 0x7b';
  return 'e.g. 7 or 0x7b';
}

/** Whether an error's field has a box of its own in this mode (else it is shown under the form). */
function isShownField(kind: CalculatorKind, field: string, keyCount: number): boolean {
  if (field === 'slot') return kind !== 'erc1967' && kind !== 'erc7201';
  switch (kind) {
    case 'mapping':
      return Array.from({ length: keyCount }, (_, i) => keyField(keyCount, i)).some((k) => field === k || field === `${k} type`);
    case 'array':
      return field === 'index' || field === 'element size';
    case 'struct':
      return field === 'member slot';
    case 'bytes':
      return field === 'chunk';
    case 'erc7201':
      return field === 'namespace';
    default:
      return false;
  }
}
