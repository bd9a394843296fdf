import { useState } from 'react';
import { Link } from 'react-router';
import { bigIntToQuantity, type Hex } from '../../domain/hex.ts';
import type { MergedRange, MergedTimeline, RangeSource } from '../../domain/storage/watched-timeline.ts';
import { WORD_VIEWS, wordInView, type WordView } from '../../domain/storage/word-view.ts';
import { formatInteger } from '../../domain/units.ts';
import { storageURL } from '../../routes/urls.ts';
import { ModeTabs } from '../ModeTabs.tsx';
import { ChangeProof, MAX_PROVED_CHANGES } from './ChangeProof.tsx';
import { useChosenWordView } from './WordViewChoice.tsx';

const COLOURS = ['bg-sky-500', 'bg-amber-500', 'bg-emerald-500', 'bg-fuchsia-500', 'bg-rose-500', 'bg-indigo-500'];

const blocks = (range: MergedRange) =>
  range.from === range.to ? `block ${range.from}` : `blocks ${range.from}–${range.to}`;

/** A bar with one segment per range, as wide as its blocks: where the value held, at a glance. */
function TimelineBar({ ranges }: { ranges: MergedRange[] }) {
  let colour = 0;
  return (
    <div className="flex h-3 w-full overflow-hidden rounded" aria-hidden="true">
      {ranges.map((range) => (
        <span
          key={`${range.from}`}
          style={{ flexGrow: Number(range.to - range.from + 1n) }}
          className={
            range.kind === 'value'
              ? `${COLOURS[colour++ % COLOURS.length]!} border-r border-white last:border-0 dark:border-slate-900`
              : 'bg-slate-200 dark:bg-slate-700'
          }
        />
      ))}
    </div>
  );
}

function ValueInView({ word, view }: { word: Hex; view: WordView }) {
  return (
    <span className="font-mono break-all" data-testid="history-value">
      {wordInView(word, view)}
    </span>
  );
}

/** The word the slot held in the block just before range `i`'s, when that block was read. */
function wordBefore(ranges: readonly MergedRange[], i: number): Hex | null {
  const previous = ranges[i - 1];
  return previous?.kind === 'value' && previous.to === ranges[i]!.from - 1n ? previous.word : null;
}

/** Where a range's value was read: the window's history needs no mark, the others do. */
const SOURCE_MARK: Record<RangeSource, string | null> = {
  history: null,
  watch: 'watched',
  archive: 'watched earlier: from this browser’s archive',
};

/**
 * The slot's value per block range, each value in the chosen word view; a change links to the read
 * at its block. Ranges read by watching (this tab's, or kept in the archive) say so.
 */
export function SlotHistoryTimeline({
  timeline,
  address,
  slot,
}: {
  timeline: MergedTimeline;
  address: string;
  slot: bigint;
}) {
  // Starts in the page's chosen word view (`?view=`), raw bytes when the page shows every view.
  const pageView = useChosenWordView();
  const [view, setView] = useState<WordView>(pageView ?? 'bytes32');
  const changed = new Set(timeline.changes.map((change) => change.block));
  // the newest changes read from the endpoint (this run or this tab's watch) are proved; the
  // archive's are kept from earlier, mostly from blocks the endpoint no longer has
  const proved = new Set(
    timeline.ranges
      .filter((range) => range.kind === 'value' && range.source !== 'archive' && changed.has(range.from))
      .map((range) => range.from)
      .sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))
      .slice(0, MAX_PROVED_CHANGES),
  );
  if (timeline.ranges.length === 0) return null;
  return (
    <div className="space-y-2">
      <TimelineBar ranges={timeline.ranges} />
      <ModeTabs
        label="Show the values as"
        value={view}
        onChange={setView}
        modes={WORD_VIEWS.map((mode) => ({ value: mode, label: mode }))}
      />
      <ol className="space-y-1 text-sm" data-testid="history-timeline">
        {timeline.ranges.map((range, i) => (
          <li
            key={`${range.from}`}
            data-testid="history-range"
            data-kind={range.kind}
            data-from={range.from.toString()}
            data-to={range.to.toString()}
            data-word={range.kind === 'value' ? range.word : undefined}
            data-changed={changed.has(range.from) ? 'true' : undefined}
            data-source={range.kind === 'value' ? range.source : undefined}
            className="grid grid-cols-1 gap-x-3 border-b border-slate-100 pb-1 last:border-0 sm:grid-cols-[12rem_1fr] dark:border-slate-800"
          >
            <span className="text-slate-600 dark:text-slate-300">
              {blocks(range)}
              <span className="text-xs text-slate-500"> ({formatInteger(range.to - range.from + 1n)})</span>
              {range.kind === 'value' && SOURCE_MARK[range.source] && (
                <span
                  className="ml-1 rounded bg-emerald-100 px-1 text-xs text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                  data-testid="history-source"
                >
                  {SOURCE_MARK[range.source]}
                </span>
              )}
              {changed.has(range.from) && (
                <span className="block text-xs">
                  changed at{' '}
                  <Link
                    className="text-sky-700 underline dark:text-sky-300"
                    to={storageURL(address, {
                      slot: bigIntToQuantity(slot),
                      block: range.from.toString(),
                      view: pageView,
                    })}
                  >
                    block {range.from.toString()}
                  </Link>
                </span>
              )}
            </span>
            {range.kind === 'value' ? (
              proved.has(range.from) ? (
                <ChangeProof
                  address={address}
                  slot={slot}
                  block={range.from}
                  word={range.word}
                  before={wordBefore(timeline.ranges, i)}
                >
                  <ValueInView word={range.word} view={view} />
                </ChangeProof>
              ) : (
                <ValueInView word={range.word} view={view} />
              )
            ) : (
              <span className="text-slate-500">
                {range.why === 'not-watched'
                  ? 'not watched (nothing read these blocks)'
                  : 'not read closely enough yet (the run stopped before it)'}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
