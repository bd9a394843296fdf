import { useMemo } from 'react';
import type { CallFrame } from '../../domain/trace/call-trace.ts';
import type { TraceFrame } from '../../domain/trace/trace-frames.ts';
import { decodeFunctionInput } from '../../domain/abi/decode-function-input.ts';
import { decodeAnswer } from '../../domain/read/contract-call.ts';
import { decodeRevertData } from '../../domain/revert-reason.ts';
import { formatInteger } from '../../domain/units.ts';
import type { Hex } from '../../domain/hex.ts';
import { DecodedParams } from '../DecodedParams.tsx';
import { HashValue } from '../HashValue.tsx';
import { NameSourceMark } from '../names/NameSourceMark.tsx';
import { ReasonText } from '../revert/RevertReasonView.tsx';
import { useCallAbi } from '../transaction/useCallAbi.ts';
import { OnDemand } from './OnDemand.tsx';
import { TraceAddress } from './TraceAddress.tsx';
import { TraceAmount } from './TraceAmount.tsx';

/** Indentation stops growing here: a thousand-deep tree still fits the screen, its depth said in numbers. */
const MAX_INDENT = 12;

export function indentOf(depth: number): string {
  return `${Math.min(depth, MAX_INDENT) * 0.75}rem`;
}

const OUTCOME_WORDS = {
  failed: 'reverted',
  caught: 'reverted, caught by the caller',
  undone: 'undone: a caller reverted',
} as const;

function selectorOf(data: Hex | null): Hex | null {
  return data && data.length >= 10 ? (data.slice(0, 10).toLowerCase() as Hex) : null;
}

function FrameFailure({ frame, errors }: { frame: CallFrame; errors: Parameters<typeof decodeRevertData>[1] }) {
  const reason = useMemo(
    () => (frame.output && frame.output !== '0x' ? decodeRevertData(frame.output, errors) : null),
    [frame.output, errors],
  );
  return (
    <div className="mt-1 text-sm text-red-800 dark:text-red-300" data-testid="frame-error">
      <p>
        <span className="font-semibold">{frame.error}</span>
        {frame.revertReason && <> — “{frame.revertReason}”</>}
      </p>
      {reason && <ReasonText reason={reason} />}
    </div>
  );
}

/**
 * One frame of the call tree: kind, from → to, the function and its arguments decoded with what the
 * app knows of `to` (a pasted ABI, Sourcify, built-in and guessed signatures), value, gas used, and
 * where it failed. Its details (arguments, raw input and output, what it returned where the ABI
 * says its outputs) open on demand.
 */
export function FrameRow({
  traced,
  open,
  foldable,
  onToggle,
}: {
  traced: TraceFrame;
  open: boolean;
  foldable: boolean;
  onToggle: () => void;
}) {
  const { frame, depth, outcome, path } = traced;
  const abi = useCallAbi(frame.to, {
    selector: selectorOf(frame.input),
    errorSelector: frame.error ? selectorOf(frame.output) : null,
  });
  const creation = frame.type === 'CREATE' || frame.type === 'CREATE2';
  const decoded = useMemo(
    () => (creation || frame.type === 'SELFDESTRUCT' ? null : decodeFunctionInput(frame.input, abi.table)),
    [creation, frame.type, frame.input, abi.table],
  );
  // what a successful call returned, read by its function's outputs where its ABI says them
  const returned = useMemo(
    () =>
      decoded?.ok && decoded.function.outputs && frame.error === null && frame.output !== null
        ? decodeAnswer(decoded.function, frame.output)
        : null,
    [decoded, frame.error, frame.output],
  );
  const failed = outcome === 'failed' || outcome === 'caught';
  return (
    <div
      className={`rounded-md border px-2 py-1.5 ${failed ? 'border-red-200 bg-red-50/60 dark:border-red-900 dark:bg-red-950/30' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
      style={{ marginLeft: indentOf(depth) }}
      data-testid="trace-frame"
      data-path={path}
      data-outcome={outcome}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
        {foldable ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={`${open ? 'Fold' : 'Unfold'} call ${path}`}
            className="h-6 w-6 shrink-0 rounded text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="inline-block w-6 shrink-0" aria-hidden="true" />
        )}
        <span className="rounded bg-slate-100 px-1.5 font-mono text-xs dark:bg-slate-800" data-testid="frame-type">
          {frame.type}
        </span>
        {depth > MAX_INDENT && <span className="text-xs text-slate-500">depth {depth}</span>}
        <TraceAddress address={frame.from} />
        <span aria-label="to">→</span>
        {frame.to ? <TraceAddress address={frame.to} /> : <span className="text-slate-500">no address</span>}
        {decoded?.ok && (
          <span className="font-mono text-sm font-semibold" data-testid="frame-function">
            {decoded.function.name}
            <NameSourceMark trust={decoded.function.trust} source={decoded.function.source} />
          </span>
        )}
        {decoded && !decoded.ok && decoded.selector && (
          <span className="font-mono text-xs text-slate-500" data-testid="frame-function">
            {decoded.selector}
          </span>
        )}
        {frame.value !== null && frame.value !== 0n && (
          <span data-testid="frame-value">
            <TraceAmount wei={frame.value} />
          </span>
        )}
        <span className="text-xs text-slate-500" data-testid="frame-gas">
          gas {formatInteger(frame.gasUsed, { thousands: true })}
        </span>
        {outcome !== 'ok' && (
          <span
            className={`text-xs font-semibold ${failed ? 'text-red-700 dark:text-red-300' : 'text-amber-700 dark:text-amber-300'}`}
            data-testid="frame-outcome"
          >
            {OUTCOME_WORDS[outcome]}
          </span>
        )}
      </div>
      {frame.error !== null && <FrameFailure frame={frame} errors={abi.errors} />}
      <OnDemand summary="Input and output">
        {() => (
          <>
            {decoded?.ok && (
              <div>
                <p className="font-mono text-xs text-slate-500">{decoded.function.signature}</p>
                <DecodedParams params={decoded.args} />
              </div>
            )}
            {decoded && !decoded.ok && <p className="text-xs wrap-anywhere text-slate-500">{decoded.reason}</p>}
            <p className="flex flex-wrap items-center gap-1">
              <span className="text-xs text-slate-500">{creation ? 'Init code' : 'Input'}</span>
              <HashValue value={frame.input} />
            </p>
            {frame.output !== null && (
              <p className="flex flex-wrap items-center gap-1">
                <span className="text-xs text-slate-500">{creation ? 'Deployed code' : 'Output'}</span>
                <HashValue value={frame.output} />
              </p>
            )}
            {returned && (
              <div data-testid="frame-returned">
                <p className="text-xs text-slate-500">Returned</p>
                {returned.kind === 'decoded' ? (
                  <DecodedParams params={returned.values} />
                ) : (
                  <p className="text-xs wrap-anywhere text-slate-500">{returned.why}.</p>
                )}
              </div>
            )}
            <p className="text-xs text-slate-500">
              Gas given {formatInteger(frame.gas, { thousands: true })}, used{' '}
              {formatInteger(frame.gasUsed, { thousands: true })}
            </p>
          </>
        )}
      </OnDemand>
    </div>
  );
}
