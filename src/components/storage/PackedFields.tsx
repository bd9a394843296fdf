import { parsed, type ParseResult } from '../../domain/parse-result.ts';
import { decodePackedValue, type DecodedValue as Decoded, type ValueKind } from '../../domain/storage/storage-word.ts';
import { SlotInputError } from '../../domain/storage/slot-input.ts';
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

/** A failure names the box to fix: `offset` or `size`. */
type FieldResult<T> = ParseResult<T, { field: string }>;

function whole(text: string, field: 'offset' | 'size'): FieldResult<number> {
  const t = text.trim();
  if (t === '') return { ok: false, message: `Enter the ${field}`, field };
  if (!/^[0-9]+$/.test(t))
    return {
      ok: false,
      message: `${field[0]!.toUpperCase()}${field.slice(1)} is a whole number of bytes, got "${t}"`,
      field,
    };
  return parsed(Number(t));
}

/** Offset and size of a field row, when both parse and fit the word. */
export function fieldRange(field: PackedFieldInput): { offset: number; size: number } | null {
  const offset = whole(field.offset, 'offset');
  const size = whole(field.size, 'size');
  if (!offset.ok || !size.ok) return null;
  return offset.value + size.value <= 32 && size.value >= 1 ? { offset: offset.value, size: size.value } : null;
}

/** A field row read from the word: its value, or the message and the box to fix. */
function readPackedField(word: Uint8Array, field: PackedFieldInput): FieldResult<Decoded> {
  const offset = whole(field.offset, 'offset');
  if (!offset.ok) return offset;
  const size = whole(field.size, 'size');
  if (!size.ok) return size;
  try {
    return parsed(decodePackedValue(word, offset.value, size.value, field.kind));
  } catch (error) {
    // the domain's range checks (a field past the word, an address that is not 20 bytes)
    if (error instanceof SlotInputError) return { ok: false, message: error.message, field: error.field };
    throw error;
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
  const read = readPackedField(word, field);
  const error = read.ok ? null : read;
  const result = read.ok ? read.value : null;
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
