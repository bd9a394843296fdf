import { useState } from 'react';
import { Link } from 'react-router';
import { bytesDataSlot } from '../../domain/storage/storage-slots.ts';
import { bytesDataSlotCount, decodeLongBytes } from '../../domain/storage/storage-word.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { storageURL } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';
import { HashValue } from '../HashValue.tsx';
import { StorageReadError } from './StorageReadError.tsx';
import { useStorageReads } from '../../data/hooks/useStorageRead.ts';
import { StorageArchiveMark } from './StorageArchiveMark.tsx';

/** Data slots read at once before asking (32 slots = 1 KiB). */
const FIRST_SLOTS = 32;

/**
 * A long string/bytes whose slot `p` holds length × 2 + 1: its data words from keccak256(p)
 * onwards, read and joined.
 */
export function LongBytesData({
  address,
  slot,
  length,
  block,
  blockLabel,
  isString = true,
}: {
  address: string;
  slot: bigint;
  length: bigint;
  block: string;
  blockLabel: string;
  isString?: boolean;
}) {
  const total = Number(bytesDataSlotCount(length));
  const [shownSlots, setShownSlots] = useState(Math.min(total, FIRST_SLOTS));
  const dataSlots = Array.from({ length: shownSlots }, (_, k) => BigInt(bytesDataSlot(slot, BigInt(k)).slot));
  // at a block number the endpoint no longer serves, the archive's words: all of them or none
  const { queries, outcome } = useStorageReads(address, dataSlots, block);
  // each data slot's word as far as it is known: all of them once read, the endpoint's so far else
  const shownWords = outcome.state === 'read' ? outcome.words : queries.map((q) => q.data);
  const readBytes = BigInt(Math.min(Number(length), shownSlots * 32));

  let body;
  if (outcome.state === 'failed') {
    const failed = queries[outcome.index]!;
    body = <StorageReadError error={failed.error} block={blockLabel} onRetry={() => void failed.refetch()} />;
  } else if (outcome.state === 'pending')
    body = (
      <p className="text-xs text-slate-500">
        Reading {shownSlots} data slot{shownSlots === 1 ? '' : 's'}…
      </p>
    );
  else {
    const decoded = decodeLongBytes(outcome.words, readBytes);
    body = (
      <div className="space-y-1">
        {/* one mark for the data slots read together, not one per word */}
        {outcome.fromArchive && <StorageArchiveMark archived={outcome.fromArchive} compact />}
        {isString && decoded.text !== null ? (
          <p
            className="font-mono text-sm break-words whitespace-pre-wrap"
            data-testid="long-text"
            data-value={decoded.text}
          >
            “{decoded.text}”<CopyButton value={decoded.text} />
          </p>
        ) : (
          <p className="text-xs text-slate-500">{isString ? 'Not valid UTF-8; the bytes:' : 'The bytes:'}</p>
        )}
        <details>
          <summary className="cursor-pointer text-xs text-slate-500">Hex ({readBytes.toString()} bytes)</summary>
          <p className="font-mono text-xs break-all" data-testid="long-hex">
            {decoded.hex}
            <CopyButton value={decoded.hex} />
          </p>
        </details>
      </div>
    );
  }

  return (
    <div
      className="mt-2 space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700"
      data-testid="long-bytes"
    >
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {length.toString()} bytes in {total} data slot{total === 1 ? '' : 's'} from keccak256(slot {slot.toString()}) ={' '}
        <span className="font-mono break-all">{bytesDataSlot(slot, 0n).slot}</span>
      </p>
      {body}
      <details className="text-xs">
        <summary className="cursor-pointer text-slate-500">Data slots</summary>
        <ol className="mt-1 space-y-0.5">
          {dataSlots.map((s, k) => (
            <li key={k} className="flex flex-wrap items-center gap-2">
              <span className="w-8 text-right text-slate-500">{k}</span>
              <Link
                className="font-mono break-all text-sky-700 hover:underline dark:text-sky-400"
                to={storageURL(address, { slot: bigIntToQuantity(s), block: blockLabel })}
              >
                {bigIntToQuantity(s)}
              </Link>
              {shownWords[k] && <HashValue value={shownWords[k]} />}
            </li>
          ))}
        </ol>
      </details>
      {shownSlots < total && (
        <button
          type="button"
          className="text-xs text-sky-700 hover:underline dark:text-sky-400"
          onClick={() => setShownSlots(Math.min(total, shownSlots + FIRST_SLOTS * 4))}
        >
          Showing {shownSlots} of {total} data slots — read more
        </button>
      )}
    </div>
  );
}
