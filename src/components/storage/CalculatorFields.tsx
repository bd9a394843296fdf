/** The slot calculator's boxes: one text box, and the rows of a (nested) mapping's keys. */
import type { ReactNode } from 'react';
import { TextField } from '../TextField.tsx';
import type { MappingKey } from '../../domain/storage/mapping-key.ts';
import type { FieldId } from './calculator-state.ts';
import type { KeyRow } from '../../domain/storage/slot-calculator-input.ts';

const inputClass =
  'w-full rounded-md border bg-white px-2 py-1.5 font-mono text-sm focus:border-sky-500 dark:bg-slate-900 aria-invalid:border-red-400 border-slate-300 dark:border-slate-700 dark:aria-invalid:border-red-700';

/** A calculator box; its error is `<testId>-error`, and replaces the hint while it shows. */
export function Field({
  label,
  value,
  onChange,
  error,
  testId,
  placeholder,
  hint,
  beside,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  testId: string;
  placeholder?: string;
  hint?: string;
  beside?: ReactNode;
}) {
  return (
    <TextField
      className="min-w-0 flex-1"
      label={label}
      labelClassName="mb-0.5 block text-xs text-slate-600 dark:text-slate-400"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      inputClassName={inputClass}
      beside={beside}
      data-testid={testId}
      error={error}
      errorTestId={`${testId}-error`}
      hint={hint}
    />
  );
}

const KEY_TYPES = [
  'address',
  'uint256',
  'int256',
  'bool',
  'bytes32',
  'string',
  'bytes',
  'uint8',
  'uint64',
  'uint128',
  'int128',
  'bytes4',
];

/**
 * The list of key types, always visible beside the type box (a datalist shows its arrow only on
 * hover or focus, so the box looked like free text). The box still takes any type typed.
 */
function KeyTypePicker({ row, type, onPick }: { row: number; type: string; onPick: (type: string) => void }) {
  const listed = KEY_TYPES.includes(type.trim()) ? type.trim() : '';
  return (
    <span className="relative inline-flex shrink-0">
      <select
        aria-label={`Key ${row + 1} type: pick from the list`}
        title="Pick a key type"
        value={listed}
        onChange={(e) => onPick(e.target.value)}
        className="h-full w-9 cursor-pointer appearance-none rounded-md border border-slate-300 bg-white text-transparent focus:border-sky-500 dark:border-slate-700 dark:bg-slate-900"
        data-testid="calc-key-type-picker"
      >
        <option value="" hidden>
          pick a type
        </option>
        {KEY_TYPES.map((t) => (
          <option key={t} value={t} className="text-slate-900 dark:text-slate-100">
            {t}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute inset-0 m-auto h-4 w-4 text-slate-600 dark:text-slate-300"
      >
        <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </span>
  );
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

/** A mapping's keys, outermost first; several keys are a nested mapping m[k1][k2]…. */
export function MappingKeys({
  keys,
  onChange,
  onAdd,
  errorFor,
}: {
  keys: KeyRow[];
  onChange: (keys: KeyRow[]) => void;
  onAdd: () => void;
  errorFor: (field: FieldId) => string | null;
}) {
  const update = (id: number, patch: Partial<MappingKey>) =>
    onChange(keys.map((k) => (k.id === id ? { ...k, ...patch } : k)));
  return (
    <div className="space-y-2">
      {keys.map((key, row) => {
        const textual = key.type.trim() === 'string' || key.type.trim() === 'bytes';
        return (
          <div
            key={key.id}
            className="rounded-md border border-slate-200 p-2 dark:border-slate-700"
            data-testid="calc-key-row"
          >
            <div className="mb-1 flex items-center justify-between text-xs text-slate-500">
              <span>
                Key {row + 1}
                {keys.length > 1 && (
                  <span className="font-mono">
                    {' '}
                    · m
                    {keys
                      .slice(0, row + 1)
                      .map(() => '[…]')
                      .join('')}
                  </span>
                )}
              </span>
              {keys.length > 1 && (
                <button
                  type="button"
                  className="min-h-6 min-w-6 hover:text-red-600"
                  aria-label={`Remove key ${row + 1}`}
                  onClick={() => onChange(keys.filter((k) => k.id !== key.id))}
                >
                  Remove
                </button>
              )}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <div className="sm:w-48">
                <Field
                  label="Type"
                  value={key.type}
                  onChange={(type) => update(key.id, { type })}
                  error={errorFor({ box: 'key', row, part: 'type' })}
                  testId="calc-key-type"
                  beside={<KeyTypePicker row={row} type={key.type} onPick={(type) => update(key.id, { type })} />}
                />
              </div>
              <Field
                label="Value"
                value={key.value}
                onChange={(value) => update(key.id, { value })}
                error={errorFor({ box: 'key', row, part: 'value' })}
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
                      onChange={() => update(key.id, { encoding })}
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
        onClick={onAdd}
      >
        + Add a key (nested mapping)
      </button>
    </div>
  );
}
