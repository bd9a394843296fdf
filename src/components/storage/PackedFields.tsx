import { decodePackedValue, type ValueKind } from '../../domain/storage-word.ts';
import { SlotInputError } from '../../domain/slot-input.ts';
import { DecodedValue } from './DecodedValue.tsx';

export interface PackedFieldInput {
  offset: string;
  size: string;
  kind: ValueKind;
}

const KINDS: Array<{ value: ValueKind; label: string; size?: number }> = [
  { value: 'uint', label: 'uint' },
  { value: 'int', label: 'int' },
  { value: 'address', label: 'address', size: 20 },
  { value: 'bool', label: 'bool', size: 1 },
  { value: 'fixedBytes', label: 'bytesN' },
];

/** Field colours, shared with the byte grid so a field and its bytes match. */
export const FIELD_COLOURS = [
  'bg-sky-200 dark:bg-sky-800',
  'bg-amber-200 dark:bg-amber-800',
  'bg-emerald-200 dark:bg-emerald-800',
  'bg-violet-200 dark:bg-violet-800',
  'bg-rose-200 dark:bg-rose-800',
];

function whole(text: string, what: string, field: 'offset' | 'size'): number {
  const t = text.trim();
  if (t === '') throw new SlotInputError(field, `Enter the ${what}`);
  if (!/^[0-9]+$/.test(t))
    throw new SlotInputError(field, `${what[0]!.toUpperCase()}${what.slice(1)} is a whole number of bytes, got "${t}"`);
  return Number(t);
}

/** Offset and size of a field row, when both parse and fit the word. */
export function fieldRange(field: PackedFieldInput): { offset: number; size: number } | null {
  try {
    const offset = whole(field.offset, 'offset', 'offset');
    const size = whole(field.size, 'size', 'size');
    return offset + size <= 32 && size >= 1 ? { offset, size } : null;
  } catch {
    return null;
  }
}

const input =
  'w-16 rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-900';

/** Splits a word into value-type fields at byte offsets from the right, as solc packs them. */
export function PackedFields({
  word,
  fields,
  onChange,
}: {
  word: Uint8Array;
  fields: PackedFieldInput[];
  onChange: (fields: PackedFieldInput[]) => void;
}) {
  const update = (i: number, patch: Partial<PackedFieldInput>) =>
    onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div className="space-y-2" data-testid="packed-fields">
      <p className="text-xs text-slate-500">
        Packed values: Solidity stores small value types side by side, the first declared in the lowest-order
        (rightmost) bytes. Give each field’s byte offset from the right and its size.
      </p>
      {fields.map((field, i) => (
        <PackedFieldRow
          key={i}
          index={i}
          word={word}
          field={field}
          onChange={(patch) => update(i, patch)}
          onRemove={() => onChange(fields.filter((_, j) => j !== i))}
        />
      ))}
      <button
        type="button"
        className="text-xs text-sky-700 hover:underline dark:text-sky-400"
        onClick={() => {
          const last = fields[fields.length - 1];
          const range = last ? fieldRange(last) : null;
          onChange([...fields, { offset: range ? String(range.offset + range.size) : '0', size: '1', kind: 'uint' }]);
        }}
      >
        + Add a field
      </button>
    </div>
  );
}

function PackedFieldRow({
  index,
  word,
  field,
  onChange,
  onRemove,
}: {
  index: number;
  word: Uint8Array;
  field: PackedFieldInput;
  onChange: (patch: Partial<PackedFieldInput>) => void;
  onRemove: () => void;
}) {
  let result;
  let error: SlotInputError | null = null;
  try {
    const offset = whole(field.offset, 'offset', 'offset');
    const size = whole(field.size, 'size', 'size');
    result = decodePackedValue(word, offset, size, field.kind);
  } catch (e) {
    if (!(e instanceof SlotInputError)) throw e;
    error = e;
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="packed-field">
      <span className={`h-3 w-3 rounded-sm ${FIELD_COLOURS[index % FIELD_COLOURS.length]}`} aria-hidden="true" />
      {(['offset', 'size'] as const).map((part) => (
        <label key={part} className="flex items-center gap-1 text-xs text-slate-500">
          {part}
          <input
            aria-label={`Field ${part}`}
            aria-invalid={error?.field === part}
            className={input}
            inputMode="numeric"
            value={field[part]}
            onChange={(e) => onChange({ [part]: e.target.value })}
          />
        </label>
      ))}
      <select
        aria-label="Field type"
        className="rounded border border-slate-300 bg-white px-1 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
        value={field.kind}
        onChange={(e) => {
          const kind = e.target.value as ValueKind;
          const size = KINDS.find((k) => k.value === kind)?.size;
          onChange(size ? { kind, size: String(size) } : { kind });
        }}
      >
        {KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </select>
      <span className="min-w-0">
        {error ? (
          <span role="alert" className="text-xs text-red-700 dark:text-red-400" data-testid="packed-field-error">
            {error.message}
          </span>
        ) : (
          result && (
            <>
              <span className="mr-1 text-slate-500">=</span>
              <DecodedValue value={result} testId="packed-field-value" />
            </>
          )
        )}
      </span>
      <button
        type="button"
        aria-label="Remove field"
        className="ml-auto min-h-6 min-w-6 text-xs text-slate-500 hover:text-red-600"
        onClick={onRemove}
      >
        ✕
      </button>
    </div>
  );
}
