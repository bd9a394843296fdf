import type { Hash, Hex } from '../../domain/hex.ts';
import { slotNameText, type SlotName } from '../../domain/trace/slot-names.ts';
import type { AccountChange, SlotChange } from '../../domain/trace/state-changes.ts';
import { storageWordViews } from '../../domain/storage/storage-word.ts';
import { formatInteger } from '../../domain/units.ts';
import { HashValue } from '../HashValue.tsx';
import { TraceAddress } from './TraceAddress.tsx';
import { TraceAmount } from './TraceAmount.tsx';

/** Slots drawn per account; the rest are in the prestateTracer export. */
const SHOWN_SLOTS = 200;

/** Below this a word reads as a number too (a balance, a counter); above it, as the hex it holds. */
const NUMBER_LIKE = 1n << 128n;

function WordReading({ word }: { word: Hex }) {
  const { uint256 } = storageWordViews(word);
  return uint256 < NUMBER_LIKE ? (
    <span className="font-mono text-xs text-slate-500">{formatInteger(uint256, { thousands: true })}</span>
  ) : null;
}

/** A slot's name, where the execution's hashes give one (domain/trace/slot-names.ts). */
type NameSlot = ((slot: Hash) => SlotName | null) | null;

function SlotRow({ change, nameSlot }: { change: SlotChange; nameSlot: NameSlot }) {
  const name = nameSlot?.(change.slot) ?? null;
  return (
    <li className="border-t border-slate-100 py-1 dark:border-slate-800" data-testid="state-slot">
      <p className="flex flex-wrap items-center gap-1">
        <span className="text-xs text-slate-500">slot</span>
        <HashValue value={change.slot} />
        {name && (
          <span className="font-mono text-xs wrap-anywhere text-slate-600 dark:text-slate-300" data-testid="slot-name">
            {slotNameText(name)}
          </span>
        )}
      </p>
      <p className="flex flex-wrap items-center gap-x-2">
        <HashValue value={change.before} copy={false} /> <WordReading word={change.before} />
        <span aria-label="became">→</span>
        <HashValue value={change.after} copy={false} /> <WordReading word={change.after} />
      </p>
    </li>
  );
}

/** OP-stack: the L1 data fee the receipt says the sender paid, taken after execution. */
export interface L1FeeLine {
  payer: string;
  amount: bigint;
}

function AccountRow({ change, nameSlot, l1Fee }: { change: AccountChange; nameSlot: NameSlot; l1Fee: bigint | null }) {
  const { balance, nonce, code, storage } = change;
  return (
    <li
      className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="state-account"
      data-address={change.address}
    >
      <TraceAddress address={change.address} />
      <dl className="mt-1 space-y-1">
        {balance && (
          <div className="flex flex-wrap items-center gap-x-2" data-testid="state-balance">
            <dt className="text-xs text-slate-500">balance</dt>
            <dd className="flex flex-wrap items-center gap-x-2">
              <TraceAmount wei={balance.before} /> <span aria-label="became">→</span>{' '}
              <TraceAmount wei={balance.after} />
              <span
                className={
                  balance.difference < 0n ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'
                }
              >
                (<TraceAmount wei={balance.difference} sign />)
              </span>
            </dd>
          </div>
        )}
        {l1Fee !== null && (
          <div className="flex flex-wrap items-center gap-x-2" data-testid="state-l1-fee">
            <dt className="text-xs text-slate-500">of which L1 data fee</dt>
            <dd className="flex flex-wrap items-center gap-x-2">
              <span className="text-red-700 dark:text-red-300">
                <TraceAmount wei={-l1Fee} sign />
              </span>
              <span className="text-xs text-slate-500">
                the receipt’s l1Fee, taken after execution (to the L1 fee vault, 0x4200…001a)
              </span>
            </dd>
          </div>
        )}
        {nonce && (
          <div className="flex flex-wrap items-center gap-x-2" data-testid="state-nonce">
            <dt className="text-xs text-slate-500">nonce</dt>
            <dd className="font-mono">
              {nonce.before.toString()} → {nonce.after.toString()}
            </dd>
          </div>
        )}
        {code && (
          <div className="flex flex-wrap items-center gap-x-2" data-testid="state-code">
            <dt className="text-xs text-slate-500">code</dt>
            <dd>
              {code.kind === 'deployed'
                ? `deployed (${formatInteger(BigInt((code.code.length - 2) / 2), { thousands: true })} bytes)`
                : 'destroyed'}
            </dd>
          </div>
        )}
      </dl>
      {storage.length > 0 && (
        <ul className="mt-1" aria-label={`Storage of ${change.address}`}>
          {storage.slice(0, SHOWN_SLOTS).map((slot) => (
            <SlotRow key={slot.slot} change={slot} nameSlot={nameSlot} />
          ))}
          {storage.length > SHOWN_SLOTS && (
            <li className="py-1 text-xs text-slate-500">
              and {formatInteger(BigInt(storage.length - SHOWN_SLOTS), { thousands: true })} more slots, in the
              prestateTracer JSON
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * Per account: balance, nonce, code and each storage slot, before → after; a slot named where the
 * execution's hashes name it (`nameSlot`, a re-execution's: an endpoint's tracer gives no hashes);
 * on an OP-stack chain, the part of the sender's balance change that is the L1 data fee.
 */
export function StateChanges({
  changes,
  nameSlot = null,
  l1Fee = null,
}: {
  changes: readonly AccountChange[];
  nameSlot?: NameSlot;
  l1Fee?: L1FeeLine | null;
}) {
  return (
    <section aria-labelledby="state-changes-title" className="mb-6" data-testid="state-changes">
      <h2 id="state-changes-title" className="mb-2 text-base font-semibold">
        State changes ({changes.length} account{changes.length === 1 ? '' : 's'})
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-500">The transaction changed no account’s state.</p>
      ) : (
        <ul className="space-y-2">
          {changes.map((change) => (
            <AccountRow
              key={change.address}
              change={change}
              nameSlot={nameSlot}
              l1Fee={l1Fee && change.address === l1Fee.payer.toLowerCase() ? l1Fee.amount : null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
