import { useId, useState, type SubmitEvent } from 'react';
import { describeType } from '../../domain/abi/abi-input.ts';
import { formatAbiType } from '../../domain/abi/abi-type.ts';
import type { ErrorTable } from '../../domain/abi/signature.ts';
import { checksumAddress, checksumProblem } from '../../domain/address-checksum.ts';
import { castCallCommand } from '../../domain/cast-commands.ts';
import { isAddress, type Address } from '../../domain/hex.ts';
import type { BlockInput } from '../../domain/parse-block-input.ts';
import { callData, castSignature, readArguments, type OfferedFunction } from '../../domain/read/contract-call.ts';
import { parseUserInteger, QuantityInputError } from '../../domain/units.ts';
import { useContractCall, type ContractCall } from '../../data/hooks/useContractCall.ts';
import { CastCommand } from '../CastCommand.tsx';
import { TextField } from '../TextField.tsx';
import { answersTokenAmount } from '../../domain/read/standard-reads.ts';
import { CallAnswer } from './CallAnswer.tsx';

/** What a link asked of this function: its arguments as typed, and a simulation's sender and value. */
export interface AskedCall {
  args: string[];
  from: string;
  value: string;
}

/** The sender of a simulation, or what is wrong with it (empty: none, the node's default). */
function readSender(text: string): { ok: true; value: Address | undefined } | { ok: false; message: string } {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  if (!isAddress(t)) return { ok: false, message: 'From: an address is 0x followed by 40 hex digits' };
  const problem = checksumProblem(t);
  return problem ? { ok: false, message: `From: ${problem}` } : { ok: true, value: t.toLowerCase() as Address };
}

function readValue(text: string): { ok: true; value: bigint | undefined } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: parseUserInteger(text) };
  } catch (error) {
    if (error instanceof QuantityInputError) return { ok: false, message: `Value: ${error.message}` };
    throw error;
  }
}

/** The call a link asked for, ready to send, or the first thing that keeps it from being sent. */
function callOf(
  address: Address,
  { fn, kind }: OfferedFunction,
  asked: AskedCall,
): { ok: true; call: ContractCall } | { ok: false; message: string } {
  const args = readArguments(fn, asked.args);
  if (!args.ok) return args;
  if (kind === 'read') return { ok: true, call: { to: address, data: callData(fn, args.value) } };
  const from = readSender(asked.from);
  if (!from.ok) return from;
  const value = fn.mutability === 'payable' ? readValue(asked.value) : { ok: true as const, value: undefined };
  if (!value.ok) return value;
  return { ok: true, call: { to: address, data: callData(fn, args.value), from: from.value, value: value.value } };
}

const field =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm focus:border-sky-500 dark:border-slate-700 dark:bg-slate-950';

/**
 * One function: an input per argument (checked before anything is sent), its call, and its answer.
 * A call is made when the link names the function (`asked`), so the link reproduces the answer;
 * pressing the button writes the link.
 */
export function FunctionForm({
  address,
  offered,
  asked,
  block,
  errors,
  standards,
  onAsk,
}: {
  address: Address;
  offered: OfferedFunction;
  asked: AskedCall | null;
  block: BlockInput;
  errors: ErrorTable;
  /** the standards recognised in the contract's code: a token's amounts are shown in its units */
  standards: readonly string[];
  onAsk: (asked: AskedCall) => void;
}) {
  const id = useId();
  const { fn, kind } = offered;
  const [texts, setTexts] = useState<string[]>(() => fn.inputs.map((_, i) => asked?.args[i] ?? ''));
  const [from, setFrom] = useState(asked?.from ?? '');
  const [value, setValue] = useState(asked?.value ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const ready = asked === null ? null : callOf(address, offered, asked);
  const call = useContractCall(ready?.ok ? ready.call : null, block.wire);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const next = { args: texts, from, value };
    const checked = callOf(address, offered, next);
    // bad input sends nothing: the message says which argument and why
    setProblem(checked.ok ? null : checked.message);
    if (checked.ok) onAsk(next);
  }

  const outputs = fn.outputs?.map((o) => formatAbiType(o.type)).join(', ');
  return (
    <form
      onSubmit={submit}
      className="rounded-md border border-slate-200 p-3 dark:border-slate-800"
      data-testid="read-function"
      data-signature={fn.signature}
      aria-labelledby={`${id}-name`}
      noValidate
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span id={`${id}-name`} className="font-mono font-semibold break-all">
          {fn.name}
        </span>
        <span className="font-mono text-xs break-all text-slate-500">
          ({fn.inputs.map((input) => `${formatAbiType(input.type)}${input.name ? ` ${input.name}` : ''}`).join(', ')})
          {outputs !== undefined && ` → (${outputs})`}
        </span>
        {fn.mutability && <span className="text-xs text-slate-500">{fn.mutability}</span>}
        {fn.source && <span className="text-xs text-slate-500">· {fn.source}</span>}
      </p>
      <div className="mt-2 space-y-2">
        {fn.inputs.map((input, i) => (
          <TextField
            key={i}
            label={
              <>
                {input.name || `argument ${i + 1}`}{' '}
                <span className="font-mono text-xs text-slate-500">{formatAbiType(input.type)}</span>
              </>
            }
            labelClassName="text-xs"
            value={texts[i] ?? ''}
            onChange={(e) => {
              const next = [...texts];
              next[i] = e.target.value;
              setTexts(next);
            }}
            placeholder={describeType(input.type)}
            inputClassName={field}
            spellCheck={false}
            autoComplete="off"
            error={null}
            data-testid="read-argument"
          />
        ))}
        {kind === 'write' && (
          <TextField
            label="From (the sender the simulation calls as; empty: the node’s default)"
            labelClassName="text-xs"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder="0x…"
            inputClassName={field}
            spellCheck={false}
            autoComplete="off"
            error={null}
            data-testid="read-from"
          />
        )}
        {kind === 'write' && fn.mutability === 'payable' && (
          <TextField
            label="Value (wei sent with the call)"
            labelClassName="text-xs"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="0"
            inputClassName={field}
            spellCheck={false}
            autoComplete="off"
            error={null}
            data-testid="read-value"
          />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="rounded-md bg-sky-700 px-3 py-1 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {kind === 'read' ? 'Read' : 'Simulate'}
        </button>
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="read-problem">
            {problem}
          </p>
        )}
      </div>
      {asked !== null && ready !== null && (
        <div className="mt-3 border-t border-slate-100 pt-2 dark:border-slate-800">
          {!ready.ok ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="read-problem">
              Not called: {ready.message}
            </p>
          ) : (
            <>
              {kind === 'write' && (
                <p className="mb-1 text-xs text-amber-800 dark:text-amber-300" data-testid="simulation-note">
                  A simulation: eth_call runs it against block {block.label}’s state and shows what it would return.
                  Nothing is sent and nothing changes.
                </p>
              )}
              <CallAnswer
                fn={fn}
                call={call}
                errors={errors}
                token={answersTokenAmount(standards, fn.selector) ? address : null}
              />
              <div className="mt-2">
                <CastCommand
                  command={castCallCommand({
                    to: checksumAddress(address),
                    signature: castSignature(fn),
                    args: asked.args,
                    block: block.label,
                    from: ready.call.from,
                    value: ready.call.value,
                  })}
                />
              </div>
            </>
          )}
        </div>
      )}
    </form>
  );
}
