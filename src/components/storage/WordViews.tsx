import { useState, type ReactNode } from 'react';
import { checksumAddress } from '../../domain/address-checksum.ts';
import type { Hex } from '../../domain/hex.ts';
import { storageWordBytes, storageWordViews } from '../../domain/storage/storage-word.ts';
import { formatInteger } from '../../domain/units.ts';
import { bytesToHex } from '../../domain/hex.ts';
import { addressURL } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';
import { DigitGroups } from '../DigitGroups.tsx';
import { CopyShortcut } from '../CopyShortcut.tsx';
import { useWordViewParam, WordViewTabs } from './WordViewChoice.tsx';
import { HashValue } from '../HashValue.tsx';
import { FieldName } from '../FieldName.tsx';
import { LongBytesData } from './LongBytesData.tsx';
import { FIELD_COLOURS, fieldRange, PackedFields, type PackedFieldInput } from './PackedFields.tsx';

/** The 32 bytes as cells, offsets counted from the right as solc does; packed fields coloured. */
function ByteGrid({ word, fields }: { word: Uint8Array; fields: PackedFieldInput[] }) {
  const colourOf = (offsetFromRight: number): string | null => {
    for (let i = fields.length - 1; i >= 0; i--) {
      const range = fieldRange(fields[i]!);
      if (range && offsetFromRight >= range.offset && offsetFromRight < range.offset + range.size)
        return FIELD_COLOURS[i % FIELD_COLOURS.length]!;
    }
    return null;
  };
  return (
    <div
      className="grid grid-cols-16 gap-px font-mono text-xs sm:grid-cols-32"
      role="group"
      aria-label="The word byte by byte"
      data-testid="byte-grid"
    >
      {Array.from(word, (byte, i) => {
        const offset = 31 - i;
        const colour = colourOf(offset);
        return (
          <span
            key={i}
            title={`byte offset ${offset} from the right`}
            className={`rounded-sm py-0.5 text-center ${colour ?? (byte === 0 ? 'text-slate-500' : 'bg-slate-100 font-semibold dark:bg-slate-800')}`}
          >
            {byte.toString(16).padStart(2, '0')}
          </span>
        );
      })}
    </div>
  );
}

/** One reading of the word; `value` is the reading in plain text (`data-value`) for tests and tools. */
function ViewRow({
  label,
  children,
  testId,
  note,
  value,
  data,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  note?: ReactNode;
  value: string;
  data?: Record<string, string>;
}) {
  // a link's chosen view (`?view=address`) shows that row alone
  const chosen = useWordViewParam().view;
  if (chosen !== null && testId !== `view-${chosen}`) return null;
  return (
    <div
      className="grid grid-cols-1 gap-1 border-b border-slate-100 py-2 last:border-0 sm:grid-cols-[9rem_1fr] sm:gap-3 dark:border-slate-800"
      data-testid={testId}
      data-value={value}
      {...data}
    >
      <dt className="font-mono text-xs text-slate-500 sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 text-sm">
        <FieldName name={`the word as ${label}`}>{children}</FieldName>
        {note && <div className="text-xs text-slate-500">{note}</div>}
      </dd>
    </div>
  );
}

/**
 * One storage word, shown raw and read every way Solidity may have written it. `slot` lets a
 * long string/bytes be followed into its data slots.
 */
export function WordViews({
  word,
  address,
  slot,
  block,
  blockLabel,
  initialFields = [],
}: {
  word: Hex;
  address: string;
  slot: bigint;
  block: string;
  blockLabel: string;
  /** e.g. the packed array element the calculator located */
  initialFields?: PackedFieldInput[];
}) {
  const views = storageWordViews(word);
  const bytes = storageWordBytes(word);
  const [fields, setFields] = useState<PackedFieldInput[]>(initialFields);
  const [followLong, setFollowLong] = useState(false);
  const empty = views.uint256 === 0n;
  const { address: addr, clean } = views.address;
  const b = views.bytes;

  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold">Word</h3>
          {empty && (
            <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              zero: never written, or cleared
            </span>
          )}
        </div>
        <p className="font-mono text-base break-all text-balance" data-testid="word-hex" data-value={views.hex}>
          {views.hex}
          <CopyButton value={views.hex} label="Copy the word" />
        </p>
        <CopyShortcut what="the storage word" value={views.hex} />
        <div className="mt-3">
          <ByteGrid word={bytes} fields={fields} />
        </div>
        <div className="mt-3 border-t border-slate-100 pt-3 dark:border-slate-800">
          <h3 className="mb-1 text-sm font-semibold">Split packed fields</h3>
          <PackedFields word={bytes} fields={fields} onChange={setFields} />
        </div>
      </div>

      <div>
        <WordViewTabs {...useWordViewParam()} />
        <dl
          className="rounded-lg border border-slate-200 bg-white px-4 py-1 dark:border-slate-800 dark:bg-slate-900"
          data-testid="word-views"
        >
          <ViewRow label="uint256" testId="view-uint256" value={views.uint256.toString()}>
            <span className="inline-flex items-center font-mono">
              <DigitGroups text={formatInteger(views.uint256, { thousands: true })} />
              <CopyButton value={views.uint256.toString()} />
            </span>
          </ViewRow>
          <ViewRow
            label="int256"
            testId="view-int256"
            note={views.int256 < 0n ? 'negative: the top bit is set (two’s complement)' : undefined}
            value={views.int256.toString()}
          >
            <span className="inline-flex items-center font-mono">
              <DigitGroups text={formatInteger(views.int256, { thousands: true })} />
              <CopyButton value={views.int256.toString()} />
            </span>
          </ViewRow>
          <ViewRow
            label="address"
            testId="view-address"
            note={
              clean
                ? undefined
                : 'the 12 bytes above the low 20 are not zero: probably not an address, or packed with other values'
            }
            value={addr}
          >
            <span>
              <HashValue value={checksumAddress(addr)} to={clean && !empty ? addressURL(addr) : undefined} />
            </span>
          </ViewRow>
          <ViewRow label="bool" testId="view-bool" value={String(views.bool)}>
            <span className="font-mono">
              {views.bool === null ? (
                <span className="text-slate-500">not a bool (only 0 and 1 are)</span>
              ) : (
                String(views.bool)
              )}
            </span>
          </ViewRow>
          <ViewRow label="bytes32" testId="view-bytes32" value={views.bytes32}>
            <HashValue value={views.bytes32} />
          </ViewRow>
          <ViewRow
            label="string / bytes"
            testId="view-string"
            value={b.kind === 'short' ? (b.text ?? bytesToHex(b.bytes)) : ''}
            data={{ 'data-kind': b.kind, ...(b.kind === 'long' ? { 'data-length': b.length.toString() } : {}) }}
          >
            {b.kind === 'short' ? (
              <span>
                {b.length === 0 ? (
                  <span className="text-slate-500">empty (length 0)</span>
                ) : b.text !== null ? (
                  <span className="font-mono break-words whitespace-pre-wrap">
                    “{b.text}”<CopyButton value={b.text} />
                  </span>
                ) : (
                  <span className="font-mono break-all">{bytesToHex(b.bytes)}</span>
                )}
                <span className="block text-xs text-slate-500">
                  as a short string/bytes: {b.length} bytes in the slot, lowest byte = length × 2
                </span>
              </span>
            ) : b.kind === 'long' ? (
              <span>
                <span className="text-sm">
                  If this is a string or bytes, its long form: {formatInteger(b.length, { thousands: true })} bytes in{' '}
                  {formatInteger(b.dataSlots, { thousands: true })} data slot{b.dataSlots === 1n ? '' : 's'} (word =
                  length × 2 + 1)
                </span>
                {!followLong ? (
                  <button
                    type="button"
                    onClick={() => setFollowLong(true)}
                    data-testid="follow-long"
                    className="mt-1 block rounded border border-sky-300 px-2 py-0.5 text-xs text-sky-800 hover:bg-sky-50 dark:border-sky-800 dark:text-sky-300 dark:hover:bg-sky-950"
                  >
                    Read its data slots →
                  </button>
                ) : (
                  <LongBytesData
                    address={address}
                    slot={slot}
                    length={b.length}
                    block={block}
                    blockLabel={blockLabel}
                  />
                )}
              </span>
            ) : (
              <span className="text-xs text-slate-500">not a string/bytes slot: {b.reason}</span>
            )}
          </ViewRow>
        </dl>
      </div>
    </div>
  );
}
