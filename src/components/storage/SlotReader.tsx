import { Confirmations } from '../head/Confirmations.tsx';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { bigIntToQuantity, type Hash } from '../../domain/hex.ts';
import { MAX_UINT256, MAX_UINT64 } from '../../domain/uint-limits.ts';
import { BLOCK_INPUT_TAGS, parseBlockInput, type BlockInput } from '../../domain/parse-block-input.ts';
import { parseSlotPosition } from '../../domain/storage/slot-input.ts';
import { formatInteger } from '../../domain/units.ts';
import { bytesToHex } from '../../domain/hex.ts';
import { bigIntToBytes32 } from '../../domain/bytes32.ts';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../../domain/near-head-window.ts';
import { storageURL } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';
import { middleEllipsis } from '../HashValue.tsx';
import { DetailsSkeleton } from '../Skeleton.tsx';
import { readHistory } from '../../data/stores/read-history.ts';
import { describeError } from '../describe-error.ts';
import { isOutsideWindow, StorageReadError } from './StorageReadError.tsx';
import { useStorageRead } from '../../data/hooks/useStorageRead.ts';
import { StorageArchiveMark } from './StorageArchiveMark.tsx';
import { WordViews } from './WordViews.tsx';
import { TextField } from '../TextField.tsx';
import { useChosenWordView } from './WordViewChoice.tsx';
import { useAccountProof } from '../../data/hooks/useAccountProof.ts';
import { ProofMark } from '../proof/ProofMark.tsx';

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm focus:border-sky-500 aria-invalid:border-red-400 dark:border-slate-700 dark:bg-slate-900 dark:aria-invalid:border-red-700';
const labelClass = 'mb-0.5 block text-xs text-slate-600 dark:text-slate-400';

/** Position and block boxes. Bad input is explained beside its box and nothing is sent. */
export function SlotReadForm({
  address,
  slotText,
  blockText,
}: {
  address: string;
  slotText: string;
  blockText: string;
}) {
  const navigate = useNavigate();
  const [slot, setSlot] = useState(slotText);
  const [block, setBlock] = useState(blockText);
  const [errors, setErrors] = useState<{ slot?: string; block?: string }>(() => {
    const p = parseSlotPosition(slotText);
    const b = parseBlockInput(blockText);
    return { slot: p.ok ? undefined : p.message, block: b.ok ? undefined : b.message };
  });
  const id = useId();
  const slotInput = useRef<HTMLInputElement>(null);
  const blockInput = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const view = useChosenWordView();
  const arrivedInvalid = (location.state as SlotReadState | null)?.invalidEntry === true;

  useEffect(() => {
    // the form was remounted by its own bad entry: the person is still typing, keep them in the box
    if (arrivedInvalid) (errors.slot ? slotInput : blockInput).current?.focus();
    // only on arrival: later errors come from the person's own typing, where focus already is
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const p = parseSlotPosition(slot);
    const b = parseBlockInput(block);
    setErrors({ slot: p.ok ? undefined : p.message, block: b.ok ? undefined : b.message });
    if (p.ok && b.ok) {
      void navigate(storageURL(address, { slot: bigIntToQuantity(p.value), block: b.value.label, view }));
      return;
    }
    // A bad entry becomes the page's state too, as a hand-edited link would: the result of an
    // earlier read (an error for another block, say) must not stay under the new message.
    const state: SlotReadState = { invalidEntry: true };
    const target = storageURL(address, { slot, block });
    // the same bad entry once more is no new step to walk back through
    void navigate(target, { state, replace: target === `${location.pathname}${location.search}` });
  }

  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      data-testid="slot-read-form"
      // the entry this form was drawn from (the page's URL): a new entry draws a new form
      data-entry={`${slotText}|${blockText}`}
      noValidate
    >
      <TextField
        label="Position (decimal or 0x-hex, up to 32 bytes)"
        labelClassName={labelClass}
        ref={slotInput}
        value={slot}
        onChange={(e) => {
          setSlot(e.target.value);
          setErrors((x) => ({ ...x, slot: undefined }));
        }}
        data-testid="position-input"
        inputClassName={inputClass}
        error={errors.slot}
        errorTestId="position-error"
      />
      <TextField
        label="Block (number or tag)"
        labelClassName={labelClass}
        ref={blockInput}
        value={block}
        onChange={(e) => {
          setBlock(e.target.value);
          setErrors((x) => ({ ...x, block: undefined }));
        }}
        list={`${id}-tags`}
        data-testid="block-input"
        inputClassName={inputClass}
        below={
          <datalist id={`${id}-tags`}>
            {BLOCK_INPUT_TAGS.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        }
        error={errors.block}
        errorTestId="block-error"
      />
      <button
        type="submit"
        className="rounded-md bg-sky-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-800 sm:mt-4"
        data-testid="read-slot"
      >
        Read
      </button>
    </form>
  );
}

/** Navigation state: the calculator located a packed element, so the field is split on arrival. */
export interface SlotReadState {
  packed?: { offset: number; size: number };
  /** the form sent its own bad entry here: focus goes back to the box to fix */
  invalidEntry?: boolean;
}

const word = (n: bigint): Hash => bytesToHex(bigIntToBytes32(n));

/**
 * The word at one slot: read, recorded in the session's history, shown and decoded; walk to the
 * neighbours. A read at a block number the endpoint no longer serves shows the word this
 * browser's archive kept, marked as such.
 */
export function SlotRead({ address, slot, block }: { address: string; slot: bigint; block: BlockInput }) {
  const { query, miss, fromArchive, pending } = useStorageRead(address, slot, block);
  // with eth_getProof, the word proved against the block's state root (asked beside the read)
  const proof = useAccountProof(address, [slot], block);
  const outcome = proof.status === 'done' ? proof.data : null;
  const proved = outcome?.status === 'proved' ? word(outcome.storage.get(slot) ?? 0n) : undefined;
  const refused = outcome?.status === 'refused';
  // the proved word; else the endpoint's; where it failed for a read at a block number, the archive's
  const shown = proved ?? query.data ?? fromArchive?.value;
  const quantity = bigIntToQuantity(slot);
  const packed = (useLocation().state as SlotReadState | null)?.packed;
  const view = useChosenWordView();

  useEffect(() => {
    if (query.isSuccess)
      readHistory.record({
        address: address.toLowerCase(),
        slot: quantity,
        block: block.label,
        word: query.data,
        error: null,
      });
    if (query.isError && fromArchive) {
      // what the page shows: the archive's word, said to be the archive's
      const archived = { word: fromArchive.value, error: null, archived: true } as const;
      readHistory.record({ address: address.toLowerCase(), slot: quantity, block: block.label, ...archived });
    } else if (query.isError) {
      const error = isOutsideWindow(query.error)
        ? `outside the ${NEAR_HEAD_WINDOW_BLOCKS}-block window`
        : describeError(query.error).message;
      readHistory.record({ address: address.toLowerCase(), slot: quantity, block: block.label, word: null, error });
    }
  }, [query.isSuccess, query.isError, query.data, query.error, fromArchive, address, quantity, block.label]);

  const neighbour = (n: bigint) => storageURL(address, { slot: bigIntToQuantity(n), block: block.label, view });
  const walk =
    'rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

  return (
    <div className="space-y-3" data-testid="slot-read">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* the slot is the label of what was read; the word (or why it could not be read) is the value */}
        <div className="min-w-0">
          <p className="text-sm font-semibold" data-testid="slot-label">
            Slot{' '}
            <span className="font-mono">{slot <= MAX_UINT64 ? formatInteger(slot) : middleEllipsis(quantity, 6)}</span>{' '}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              at block <span className="font-mono">{block.label}</span>
            </span>{' '}
            {block.number !== null && <Confirmations block={block.number} />}
          </p>
          <p
            className="inline-flex items-center text-xs text-slate-500"
            data-testid="current-slot"
            data-value={word(slot)}
            title={word(slot)}
          >
            as a 32-byte key <span className="ml-1 font-mono whitespace-nowrap">{middleEllipsis(word(slot), 4)}</span>
            <CopyButton value={word(slot)} label="Copy the slot as 32 bytes" />
          </p>
        </div>
        <nav className="flex gap-2" aria-label="Walk the slots">
          {slot > 0n ? (
            <Link to={neighbour(slot - 1n)} className={walk} data-testid="previous-slot">
              ← Previous
            </Link>
          ) : (
            <span className={`${walk} cursor-not-allowed opacity-40`} aria-disabled="true">
              ← Previous
            </span>
          )}
          {slot < MAX_UINT256 ? (
            <Link to={neighbour(slot + 1n)} className={walk} data-testid="next-slot">
              Next →
            </Link>
          ) : (
            <span className={`${walk} cursor-not-allowed opacity-40`} aria-disabled="true">
              Next →
            </span>
          )}
        </nav>
      </div>
      {pending ? (
        <DetailsSkeleton rows={6} />
      ) : refused ? (
        // a proof that does not check out: nothing is shown as the value
        <ProofMark read={proof} what="this word" />
      ) : shown === undefined ? (
        <StorageReadError
          error={query.error}
          block={block.label}
          latestURL={block.label === 'latest' ? undefined : storageURL(address, { slot: quantity })}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {fromArchive && miss && <StorageArchiveMark archived={{ record: fromArchive.record, miss }} />}
          {/* a word from the archive was never proved: its own mark says so */}
          {(proved !== undefined || query.data !== undefined) && <ProofMark read={proof} what="this word" />}
          <WordViews
            key={`${quantity}|${block.label}`}
            initialFields={packed ? [{ offset: String(packed.offset), size: String(packed.size), kind: 'uint' }] : []}
            word={shown}
            address={address}
            slot={slot}
            block={block.wire}
            blockLabel={block.label}
          />
        </>
      )}
    </div>
  );
}
