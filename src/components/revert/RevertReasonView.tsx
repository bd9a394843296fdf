import { useState, type ReactNode } from 'react';
import type { Hex } from '../../domain/hex.ts';
import { GuessProblem } from '../names/GuessProblem.tsx';
import { NameSourceMark } from '../names/NameSourceMark.tsx';
import { OutsideSourceOffer } from '../names/OutsideSourceOffer.tsx';
import type { ErrorTable } from '../../domain/abi/signature.ts';
import { decodeRevertData, readRevertDataInput, type RevertReason } from '../../domain/revert-reason.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { formatInteger } from '../../domain/units.ts';
import { DecodedParams } from '../DecodedParams.tsx';
import { TextField } from '../TextField.tsx';
import { describeError } from '../describe-error.ts';
import { useCallAbi } from '../transaction/useCallAbi.ts';
import { useRevertReplay } from './useRevertReplay.ts';

const block = (n: bigint) => formatInteger(n, { thousands: true });

/**
 * Why a failed transaction failed: replayed with eth_call where the endpoint serves it, else from
 * revert data the person pastes. Placed under the "Failed" outcome.
 */
export function RevertReasonView({ tx }: { tx: Transaction }) {
  // an error no trusted table names, once seen: kept, so the guesses stay once they name it
  const [unnamedError, setUnnamedError] = useState<Hex | null>(null);
  // custom errors by selector: the ABI pasted for the contract first (it wins), then the built-in
  // ones, then the signature database's guesses
  const { errors, guessProblem } = useCallAbi(tx.to, { errorSelector: unnamedError });
  const replay = useRevertReplay(tx, true, errors);
  const seen = replay.state === 'reason' && replay.reason.kind === 'unknown' ? replay.reason.selector : null;
  // React's "state from the previous render": a render that first meets the selector asks again at once
  if (seen !== null && seen !== unnamedError) setUnnamedError(seen);
  switch (replay.state) {
    case 'replaying':
      return (
        <span className="text-xs text-slate-500" data-testid="revert-reason" data-state="replaying">
          Replaying the call to find the reason…
        </span>
      );
    case 'reason':
      return (
        <div className="flex flex-col gap-1" data-testid="revert-reason" data-state="reason">
          <ReasonText reason={replay.reason} />
          {replay.reason.kind === 'unknown' && replay.reason.selector && (
            <>
              <OutsideSourceOffer source="signatures" />
              {guessProblem && <GuessProblem problem={guessProblem} />}
            </>
          )}
          <span className="text-xs text-slate-500">
            Found by replaying the call on the state after block {block(replay.block)}: the transactions before it in
            its own block are not applied, so a replay can differ from what happened.
          </span>
        </div>
      );
    case 'no-revert':
      return (
        <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="revert-reason" data-state="no-revert">
          Replayed on the state after block {block(replay.block)}, the call does not revert: what changed the outcome
          happened earlier in its own block (or depends on it), so no reason can be read this way.
        </span>
      );
    case 'failed':
      return (
        <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="revert-reason" data-state="failed">
          The replay on the state after block {block(replay.block)} failed without revert data:{' '}
          {describeError(replay.error).message}
        </span>
      );
    case 'cannot':
      return (
        <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="revert-reason" data-state="cannot">
          The reason cannot be replayed: {replay.why}
        </span>
      );
    case 'not-served':
      return (
        <PastedRevertData errors={errors} state={replay.state}>
          The reason needs <span className="font-mono">eth_call</span>, which this endpoint does not serve.
        </PastedRevertData>
      );
    case 'no-endpoint':
      return (
        <PastedRevertData errors={errors} state={replay.state}>
          The reason is found by replaying the call (<span className="font-mono">eth_call</span>) on an endpoint, and
          none is asked on this page: the record came without one.
        </PastedRevertData>
      );
  }
}

/** Without eth_call: the person pastes revert data (from a trace, a node log, a test) to have it named. */
function PastedRevertData({
  errors,
  state,
  children,
}: {
  errors: ErrorTable;
  state: 'not-served' | 'no-endpoint';
  /** why the reason is not replayed here */
  children: ReactNode;
}) {
  const [text, setText] = useState('');
  const [shown, setShown] = useState<{ reason: RevertReason } | { error: string } | null>(null);
  return (
    <div className="flex flex-col gap-1" data-testid="revert-reason" data-state={state}>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {children} Revert data from elsewhere (a trace, a node’s log) can be named here:
      </span>
      <form
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          const input = readRevertDataInput(text);
          setShown(input.ok ? { reason: decodeRevertData(input.value, errors) } : { error: input.message });
        }}
      >
        <TextField
          label="Revert data"
          labelClassName="sr-only"
          placeholder="0x08c379a0…"
          className="font-mono text-xs"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setShown(null);
          }}
          error={shown && 'error' in shown ? shown.error : null}
          errorTestId="revert-data-error"
          beside={
            <button type="submit" className="rounded border border-slate-300 px-2 py-1 text-xs dark:border-slate-700">
              Name it
            </button>
          }
        />
      </form>
      {shown && 'reason' in shown && <ReasonText reason={shown.reason} />}
    </div>
  );
}

/** One revert reason in words. */
export function ReasonText({ reason }: { reason: RevertReason }) {
  const text = (() => {
    switch (reason.kind) {
      case 'none':
        return <>Reverted without a reason (no revert data).</>;
      case 'message':
        return (
          <>
            {reason.from === 'Error(string)' ? 'Reverted with the message ' : 'The node says: '}
            <q className="font-mono break-words whitespace-pre-wrap" data-testid="revert-message">
              {reason.text}
            </q>
            {reason.cut &&
              ` (the first part of ${formatInteger(BigInt(reason.byteLength), { thousands: true })} bytes)`}
          </>
        );
      case 'panic':
        return (
          <>
            Panic <span className="font-mono">0x{reason.code.toString(16).padStart(2, '0')}</span>:{' '}
            {reason.meaning ?? 'a code the Solidity documentation does not list'}
          </>
        );
      case 'custom':
        return (
          <>
            Custom error <span className="font-mono">{reason.error.signature}</span>{' '}
            <NameSourceMark trust={reason.error.trust} source={reason.error.source} />
          </>
        );
      case 'malformed':
        return (
          <>
            The data starts like <span className="font-mono">{reason.expected}</span> but does not fit it:{' '}
            {reason.problem}
          </>
        );
      case 'unknown':
        return (
          <>
            An error this page does not know
            {reason.selector && (
              <>
                {' '}
                (selector <span className="font-mono">{reason.selector}</span>)
              </>
            )}
            : {reason.problem}. Paste the contract’s ABI (in the logs’ ABI box of the receipt) to have it named.
          </>
        );
    }
  })();
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="revert-reason-text" data-kind={reason.kind}>
      <p>{text}</p>
      {reason.kind === 'custom' && <DecodedParams params={reason.args} />}
    </div>
  );
}
