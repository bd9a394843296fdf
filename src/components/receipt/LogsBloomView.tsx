import { useId, useMemo, useState, type SubmitEvent, type PointerEvent } from 'react';
import type { Log } from '../../domain/receipt.ts';
import type { Hex } from '../../domain/hex.ts';
import type { BloomCandidate } from '../../domain/logs/bloom-item.ts';
import { formatCount } from '../../domain/units.ts';
import { BLOOM_BITS, bloomBits, bloomVerdict, parseBloom, type BloomVerdict } from '../../domain/logs/logs-bloom.ts';
import { TextField } from '../TextField.tsx';
import { CopyButton } from '../CopyButton.tsx';
import { middleEllipsis } from '../HashValue.tsx';
import { logNumber } from './LogEntry.tsx';

const COLUMNS = 64;
const ROWS = BLOOM_BITS / COLUMNS;
const CELL = 0.8; // of a 1×1 grid square: the rest is the gap between cells
const LISTED_MATCHES = 24;

/** One SVG path holding a square per bit: 2,048 cells drawn without 2,048 DOM nodes. */
function cellsPath(bits: Iterable<number>): string {
  let d = '';
  for (const b of bits) d += `M${b % COLUMNS} ${Math.floor(b / COLUMNS)}h${CELL}v${CELL}h-${CELL}z`;
  return d;
}

function BloomGrid({ bits, highlight }: { bits: Uint8Array; highlight: readonly number[] }) {
  const [hover, setHover] = useState<number | null>(null);
  const { set, clear } = useMemo(() => {
    const on: number[] = [];
    const off: number[] = [];
    bits.forEach((bit, b) => (bit ? on : off).push(b));
    return { set: cellsPath(on), clear: cellsPath(off) };
  }, [bits]);
  const ring = highlight
    .map(
      (b) => `M${(b % COLUMNS) - 0.15} ${Math.floor(b / COLUMNS) - 0.15}h${CELL + 0.3}v${CELL + 0.3}h-${CELL + 0.3}z`,
    )
    .join('');

  function onMove(event: PointerEvent<SVGSVGElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = Math.floor(((event.clientX - rect.left) / rect.width) * COLUMNS);
    const y = Math.floor(((event.clientY - rect.top) / rect.height) * ROWS);
    setHover(x >= 0 && x < COLUMNS && y >= 0 && y < ROWS ? y * COLUMNS + x : null);
  }

  return (
    <figure>
      <svg
        viewBox={`-0.1 -0.1 ${COLUMNS + 0.1} ${ROWS + 0.1}`}
        className="block h-auto w-full touch-none"
        role="img"
        aria-label={`Logs bloom: ${bits.reduce((n, bit) => n + bit, 0)} of ${BLOOM_BITS} bits set`}
        onPointerMove={onMove}
        onPointerLeave={() => setHover(null)}
        data-testid="bloom-grid"
      >
        <path d={clear} className="fill-slate-200 dark:fill-slate-800" />
        <path d={set} className="fill-sky-600 dark:fill-sky-400" />
        {ring && (
          <path d={ring} className="fill-none stroke-amber-500" strokeWidth={0.22} data-testid="bloom-highlight" />
        )}
      </svg>
      <figcaption className="mt-1 flex flex-wrap justify-between gap-2 font-mono text-[11px] text-slate-500">
        <span>bit 0 (top left) … bit 2047 (bottom right); bit b is bit b mod 8 of byte 255 − ⌊b/8⌋</span>
        <span aria-live="off" data-testid="bloom-hover">
          {hover === null ? ' ' : `bit ${hover}: ${bits[hover] ? 'set' : 'clear'}`}
        </span>
      </figcaption>
    </figure>
  );
}

const ROLE_TEXT: Record<BloomCandidate['role'], string> = { emitter: 'as the emitting address', topic: 'as a topic' };

function Badge({ may }: { may: boolean }) {
  return may ? (
    <span className="rounded-md bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">
      may contain
    </span>
  ) : (
    <span className="rounded-md bg-slate-200 px-2 py-0.5 font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
      definitely not
    </span>
  );
}

/**
 * The receipt's 2,048-bit logs bloom drawn as a grid, and a box to test an address or topic
 * against it: "definitely not" is certain, "may contain" is checked against the logs themselves.
 */
export function LogsBloomView({
  logsBloom,
  logs,
  onShowLog,
}: {
  logsBloom: Hex;
  logs: Log[];
  onShowLog: (position: number) => void;
}) {
  const id = useId();
  const bloom = useMemo(() => parseBloom(logsBloom), [logsBloom]);
  const bits = useMemo(() => bloomBits(bloom), [bloom]);
  const setCount = useMemo(() => bits.reduce((n, bit) => n + bit, 0), [bits]);
  const emitters = useMemo(() => [...new Set(logs.map((log) => log.address.toLowerCase()))].slice(0, 3), [logs]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<BloomVerdict | null>(null);

  function test(value: string) {
    const answer = bloomVerdict(bloom, logs, value);
    setProblem(answer.ok ? null : answer.message);
    setVerdict(answer.ok ? answer.value : null);
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    test(text);
  }

  return (
    <section aria-labelledby={`${id}-title`} data-testid="logs-bloom">
      <div className="mb-3 flex flex-wrap items-baseline gap-x-3">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          Logs bloom
        </h2>
        <span className="text-xs text-slate-500" data-testid="bloom-set-count">
          {setCount} of {formatCount(BLOOM_BITS)} bits set
        </span>
        <CopyButton value={logsBloom} label="Copy logsBloom" />
      </div>
      <div className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] dark:border-slate-800 dark:bg-slate-900">
        <BloomGrid bits={bits} highlight={verdict?.highlight ?? []} />
        <div>
          <form onSubmit={submit}>
            <TextField
              label="Test an address or topic"
              labelClassName="text-sm font-medium"
              description={
                <p className="text-xs text-slate-500">
                  A bloom never misses what it holds, but may claim what it does not.
                </p>
              }
              rowClassName="mt-2 flex gap-2"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
              placeholder="0x… (20-byte address or 32-byte topic)"
              inputClassName="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs placeholder:font-sans focus:border-sky-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950"
              data-testid="bloom-input"
              beside={
                <button
                  type="submit"
                  className="shrink-0 rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800"
                >
                  Test
                </button>
              }
              error={problem}
              errorTestId="bloom-error"
              errorClassName="mt-2 text-sm text-red-700 dark:text-red-400"
            />
          </form>
          {emitters.length > 0 && (
            <p className="mt-2 flex flex-wrap items-center gap-1 text-xs text-slate-500">
              Try an emitter:
              {emitters.map((address) => (
                <button
                  key={address}
                  type="button"
                  onClick={() => {
                    setText(address);
                    test(address);
                  }}
                  className="rounded border border-slate-200 px-1.5 py-0.5 font-mono hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  {middleEllipsis(address, 4)}
                </button>
              ))}
            </p>
          )}
          {verdict && (
            <div
              className="mt-3 space-y-2 text-sm"
              data-testid="bloom-result"
              data-verdict={verdict.may ? 'may-contain' : 'definitely-not'}
            >
              <ul className="space-y-1">
                {verdict.candidates.map((c) => (
                  <li
                    key={c.role}
                    data-testid={`bloom-as-${c.role}`}
                    data-verdict={c.may ? 'may-contain' : 'definitely-not'}
                  >
                    <Badge may={c.may} />{' '}
                    <span className="text-slate-600 dark:text-slate-400">{ROLE_TEXT[c.role]}</span>{' '}
                    <span className="font-mono text-xs break-all">
                      {c.role === 'topic' ? c.value : middleEllipsis(c.value, 6)}
                    </span>
                    <span className="block text-xs text-slate-500">
                      bits {c.indices.join(', ')} {c.may ? 'are all set' : 'are not all set'}
                      {c.may &&
                        (c.matches.length > 0
                          ? ` · In ${formatCount(c.matches.length)} ${c.matches.length === 1 ? 'log' : 'logs'}`
                          : ' · in no log: a false positive')}
                    </span>
                  </li>
                ))}
              </ul>
              {verdict.may &&
                (verdict.matches.length === 0 ? (
                  <p className="text-slate-600 dark:text-slate-400" data-testid="bloom-matches">
                    No log of this receipt holds it: a false positive.
                  </p>
                ) : (
                  <div data-testid="bloom-matches">
                    <p className="text-slate-600 dark:text-slate-400">
                      In {formatCount(verdict.matches.length)} {verdict.matches.length === 1 ? 'log' : 'logs'}
                      {verdict.matches.length > LISTED_MATCHES ? ` (first ${LISTED_MATCHES} listed)` : ''}:
                    </p>
                    <ul className="mt-1 flex flex-wrap gap-1">
                      {verdict.matches.slice(0, LISTED_MATCHES).map((position) => (
                        <li key={position}>
                          <button
                            type="button"
                            onClick={() => onShowLog(position)}
                            className="rounded border border-slate-200 px-1.5 py-0.5 font-mono text-xs text-sky-700 hover:bg-slate-100 dark:border-slate-700 dark:text-sky-400 dark:hover:bg-slate-800"
                          >
                            #{logNumber(logs[position]!, position).toString()}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
