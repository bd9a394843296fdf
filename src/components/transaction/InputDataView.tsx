import { useId, useRef, useState } from 'react';
import type { FunctionInputDecoding } from '../../domain/abi/decode-function-input.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { tokenAmountInCall } from '../../domain/token/token-amounts.ts';
import { formatCount } from '../../domain/units.ts';
import { looksLikeText } from '../../domain/utf8.ts';
import { AbiPanel } from '../receipt/AbiPanel.tsx';
import { bringIntoView } from '../receipt/useAbiBox.ts';
import { CopyButton } from '../CopyButton.tsx';
import { DecodedParams } from '../DecodedParams.tsx';
import { ModeTabs, TabPanel } from '../ModeTabs.tsx';
import { useCallAbi } from './useCallAbi.ts';
import { GuessProblem } from '../names/GuessProblem.tsx';
import { NameSourceMark } from '../names/NameSourceMark.tsx';
import { OtherGuesses } from '../names/OtherGuesses.tsx';
import { OutsideSourceOffer } from '../names/OutsideSourceOffer.tsx';
import { useInputViews } from './useInputViews.ts';

type InputMode = 'decoded' | 'raw' | 'utf8';

/** Lines of the raw view shown before "Show all": a 10 MB input is 300,000 lines the page need not lay out. */
const RAW_LINES_SHOWN = 1_000;

/** Raw input split as a person reads calldata: the selector, then one 32-byte word per line. */
function rawLines(input: Hex): string[] {
  const body = input.slice(2);
  if (body.length < 8 || (body.length - 8) % 64 !== 0) return body.match(/.{1,64}/g) ?? [];
  const lines = [`selector  ${body.slice(0, 8)}`];
  for (let i = 8, n = 0; i < body.length; i += 64, n++)
    lines.push(`[${n.toString().padStart(2, ' ')}]      ${body.slice(i, i + 64)}`);
  return lines;
}

function SelectorLabel({
  decoding,
  withAbi,
  withVerified,
}: {
  decoding: FunctionInputDecoding;
  withAbi: boolean;
  withVerified: boolean;
}) {
  if (decoding.ok) {
    const { signature, trust, source } = decoding.function;
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200">
          {signature}
        </span>
        {trust === 'verified' && <NameSourceMark trust={trust} source={source} />}
      </span>
    );
  }
  if (decoding.tooCostly)
    return <span title={decoding.reason}>{decoding.candidates[0]!.signature} (too costly to decode)</span>;
  if (decoding.candidates.length > 0) {
    const candidate = decoding.candidates[0]!;
    // a verified ABI that does not fit is Sourcify's answer contradicting the chain: said, and the raw view stays
    return (
      <span title={decoding.reason} data-testid={candidate.trust === 'verified' ? 'verified-does-not-fit' : undefined}>
        {candidate.signature} (
        {candidate.trust === 'verified'
          ? 'the ABI verified on Sourcify does not fit the data'
          : 'does not fit the data'}
        )
      </span>
    );
  }
  const sources = [
    'the built-in table',
    ...(withVerified ? ['the verified ABI'] : []),
    ...(withAbi ? ['your ABI'] : []),
  ];
  return (
    <span className="text-slate-500">
      selector {decoding.selector} — not in {sources.join(' or ')}
    </span>
  );
}

function RawInput({ input }: { input: Hex }) {
  const [showAll, setShowAll] = useState(false);
  const lines = rawLines(input);
  const shown = showAll ? lines : lines.slice(0, RAW_LINES_SHOWN);
  return (
    <div className="relative">
      <div className="absolute top-0 right-0">
        <CopyButton value={input} label="Copy input data" />
      </div>
      <pre
        className="max-h-80 overflow-auto pr-6 font-mono text-xs leading-5 break-all whitespace-pre-wrap"
        data-testid="input-raw"
      >
        {shown.join('\n')}
      </pre>
      {shown.length < lines.length && (
        <button
          type="button"
          className="mt-2 text-xs text-sky-700 hover:underline dark:text-sky-400"
          onClick={() => setShowAll(true)}
        >
          Show all {formatCount(lines.length)} lines
        </button>
      )}
    </div>
  );
}

/**
 * Transaction input data with Decoded / Raw / UTF-8 views; a view that does not apply is disabled.
 * The raw view is there at once; a large input's decoded view follows when ready, or says why
 * there is none (hostile offsets make some inputs too costly to decode).
 */
export function InputDataView({
  input,
  to = null,
}: {
  input: Hex;
  /** the called contract, whose pasted ABI decodes the call */ to?: Address | null;
}) {
  const abi = useCallAbi(to, { selector: input.length >= 10 ? (input.slice(0, 10) as Hex) : null });
  const views = useInputViews(input, abi.table);
  const [abiOpen, setAbiOpen] = useState(false);
  const abiBox = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const [chosen, setChosen] = useState<InputMode | null>(null);
  const decoding = views?.decoding ?? null;
  const text = views?.utf8 && looksLikeText(views.utf8.text) ? views.utf8.text : null;
  // a call the decoder read opens Decoded; a note sent as data ("hexray!") opens as the text it is
  const mode = chosen ?? (decoding?.ok ? 'decoded' : text !== null ? 'utf8' : 'raw');
  const bytes = (input.length - 2) / 2;

  return (
    <section data-testid="input-data">
      {to && bytes > 0 && (
        <div className="mb-2">
          <OutsideSourceOffer source="sourcify" />
        </div>
      )}
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 className="text-sm font-semibold">Input data</h2>
        <span className="text-xs text-slate-500">{formatCount(bytes)} bytes</span>
        {text !== null && !decoding?.ok && (
          <span className="text-xs text-slate-500" data-testid="input-looks-like-text">
            looks like text
          </span>
        )}
        {/* text's first four bytes are no selector: "not in the table" would only mislead */}
        {decoding?.selector && (decoding.ok || text === null) && (
          <span className="font-mono text-xs" data-testid="selector">
            <SelectorLabel
              decoding={decoding}
              withAbi={abi.state !== undefined}
              withVerified={abi.verified.abi !== null}
            />
          </span>
        )}
        {decoding?.ok && <NameSourceMark trust={decoding.function.trust} source={decoding.function.source} />}
        {to && bytes > 0 && (
          <button
            type="button"
            className="text-xs text-sky-700 hover:underline dark:text-sky-400"
            onClick={() => {
              setAbiOpen(!abiOpen);
              if (!abiOpen) bringIntoView(abiBox);
            }}
            aria-expanded={abiOpen}
            data-testid="call-abi-toggle"
          >
            {abi.state ? 'your ABI · change' : 'decode with an ABI'}
          </button>
        )}
        <span className="ml-auto">
          <ModeTabs
            label="Input data view"
            panelId={panelId}
            value={mode}
            onChange={setChosen}
            modes={[
              {
                value: 'decoded',
                label: 'Decoded',
                disabledReason: !decoding ? 'Decoding…' : decoding.ok ? null : decoding.reason,
              },
              { value: 'raw', label: 'Raw' },
              {
                value: 'utf8',
                label: 'UTF-8',
                disabledReason:
                  bytes === 0 ? 'No input data' : !views ? 'Decoding…' : views.utf8 ? null : 'Not valid UTF-8',
              },
            ]}
          />
        </span>
      </div>
      {decoding?.ok && <OtherGuesses others={decoding.others} />}
      {abi.unnamed && decoding && !decoding.ok && text === null && (
        <div className="mb-2">
          <OutsideSourceOffer source="signatures" />
          {abi.guessProblem && <GuessProblem problem={abi.guessProblem} />}
        </div>
      )}
      {!decoding && bytes > 0 && (
        <p className="mb-2 text-xs text-slate-500" role="status" data-testid="input-decode-status">
          Decoding {formatCount(bytes)} bytes…
        </p>
      )}
      {decoding && !decoding.ok && decoding.tooCostly && (
        <p className="mb-2 text-xs text-amber-700 dark:text-amber-400" role="status" data-testid="input-decode-status">
          Too costly to decode: its offsets make decoding read far more than the {formatCount(bytes)} bytes of input
          (hostile or malformed calldata). Shown raw.
        </p>
      )}
      {abiOpen && to && (
        <div className="mb-2" ref={abiBox}>
          <AbiPanel
            addresses={[to]}
            selected={to}
            onSelect={() => undefined}
            stored={abi.state ? new Map([[to, abi.state]]) : new Map()}
          />
        </div>
      )}
      <TabPanel
        panelId={panelId}
        value={mode}
        className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
      >
        {bytes === 0 ? (
          <p className="text-sm text-slate-500">No input data — a plain value transfer.</p>
        ) : mode === 'decoded' && decoding?.ok ? (
          <DecodedParams
            params={decoding.args}
            tokenAmount={tokenAmountInCall(decoding.function.signature, decoding.args, to)}
          />
        ) : mode === 'utf8' && views?.utf8 ? (
          <pre className="max-h-80 overflow-auto text-sm whitespace-pre-wrap" data-testid="input-utf8">
            {views.utf8.text}
            {views.utf8.hasControlCharacters && (
              <span className="block text-xs text-amber-600">(contains control characters)</span>
            )}
          </pre>
        ) : (
          <RawInput input={input} />
        )}
      </TabPanel>
    </section>
  );
}
