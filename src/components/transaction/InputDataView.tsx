import { useId, useMemo, useState } from 'react';
import { decodeFunctionInput } from '../../domain/abi/decode-function-input.ts';
import { dataUtf8 } from '../../domain/topic-views.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { AbiPanel } from '../receipt/AbiPanel.tsx';
import { useCallAbi } from './useCallAbi.ts';
import { CopyButton } from '../CopyButton.tsx';
import { DecodedParams } from '../DecodedParams.tsx';
import { ModeTabs, TabPanel } from '../ModeTabs.tsx';

type InputMode = 'decoded' | 'raw' | 'utf8';

/** Raw input split as a person reads calldata: the selector, then one 32-byte word per line. */
function rawLines(input: Hex): string[] {
  const body = input.slice(2);
  if (body.length < 8 || (body.length - 8) % 64 !== 0) return body.match(/.{1,64}/g)?.map((line) => line) ?? [];
  const lines = [`selector  ${body.slice(0, 8)}`];
  for (let i = 8, n = 0; i < body.length; i += 64, n++) lines.push(`[${n.toString().padStart(2, ' ')}]      ${body.slice(i, i + 64)}`);
  return lines;
}

/** Transaction input data with Decoded / Raw / UTF-8 views; a view that does not apply is disabled. */
export function InputDataView({ input, to = null }: { input: Hex; /** the called contract, whose pasted ABI decodes the call */ to?: Address | null }) {
  const abi = useCallAbi(to);
  const decoding = useMemo(() => decodeFunctionInput(input, abi.table), [input, abi.table]);
  const [abiOpen, setAbiOpen] = useState(false);
  const utf8 = useMemo(() => (input.length > 2 ? dataUtf8(input) : null), [input]);
  const [mode, setMode] = useState<InputMode>(decoding.ok ? 'decoded' : 'raw');
  const bytes = (input.length - 2) / 2;
  const panelId = useId();
  // an ABI pasted here makes the call decodable: show it decoded at once (state adjusted while
  // rendering, React's way to follow a changed input, rather than an effect and a second paint)
  const [wasDecodable, setWasDecodable] = useState(decoding.ok);
  if (decoding.ok !== wasDecodable) {
    setWasDecodable(decoding.ok);
    if (decoding.ok) setMode('decoded');
  }

  return (
    <section data-testid="input-data">
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 className="text-sm font-semibold">Input data</h2>
        <span className="text-xs text-slate-500">{bytes.toLocaleString('en-US')} bytes</span>
        {decoding.selector && (
          <span className="font-mono text-xs" data-testid="selector">
            {decoding.ok ? (
              <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200">{decoding.function.signature}</span>
            ) : decoding.candidates.length > 0 ? (
              <span title={decoding.reason}>{decoding.candidates[0]!.signature} (does not fit the data)</span>
            ) : (
              <span className="text-slate-500">selector {decoding.selector} — not in the built-in table{abi.state ? ' or your ABI' : ''}</span>
            )}
          </span>
        )}
        {to && bytes > 0 && (
          <button type="button" className="text-xs text-sky-700 hover:underline dark:text-sky-400" onClick={() => setAbiOpen(!abiOpen)} aria-expanded={abiOpen} data-testid="call-abi-toggle">
            {abi.state ? 'your ABI · change' : 'decode with an ABI'}
          </button>
        )}
        <span className="ml-auto">
          <ModeTabs
            label="Input data view"
            panelId={panelId}
            value={mode}
            onChange={setMode}
            modes={[
              { value: 'decoded', label: 'Decoded', disabledReason: decoding.ok ? null : decoding.reason },
              { value: 'raw', label: 'Raw' },
              { value: 'utf8', label: 'UTF-8', disabledReason: utf8 ? null : bytes === 0 ? 'No input data' : 'Not valid UTF-8' },
            ]}
          />
        </span>
      </div>
      {abiOpen && to && (
        <div className="mb-2">
          <AbiPanel addresses={[to]} selected={to} onSelect={() => undefined} stored={abi.state ? new Map([[to, abi.state]]) : new Map()} />
        </div>
      )}
      <TabPanel panelId={panelId} value={mode} className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
        {bytes === 0 ? (
          <p className="text-sm text-slate-500">No input data — a plain value transfer.</p>
        ) : mode === 'decoded' && decoding.ok ? (
          <DecodedParams params={decoding.args} />
        ) : mode === 'utf8' && utf8 ? (
          <pre className="max-h-80 overflow-auto text-sm whitespace-pre-wrap" data-testid="input-utf8">
            {utf8.text}
            {utf8.hasControlCharacters && <span className="block text-xs text-amber-600">(contains control characters)</span>}
          </pre>
        ) : (
          <div className="relative">
            <div className="absolute top-0 right-0">
              <CopyButton value={input} label="Copy input data" />
            </div>
            <pre className="max-h-80 overflow-auto pr-6 font-mono text-xs leading-5 break-all whitespace-pre-wrap" data-testid="input-raw">
              {rawLines(input).join('\n')}
            </pre>
          </div>
        )}
      </TabPanel>
    </section>
  );
}
