import { useLocation, useSearchParams } from 'react-router';
import { WORD_VIEWS, type WordView } from '../../domain/storage/word-view.ts';
import { readWordView, writeWordView } from '../../routes/query-state.ts';
import { ModeTabs } from '../ModeTabs.tsx';

/**
 * `?view=` in the URL, beside `slot` and `block`: a reload or a shared link shows the same reading.
 * Choosing replaces the history entry and keeps the other parameters and the page's state.
 */
export function useWordViewParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const choice = readWordView(params);
  const locationState: unknown = location.state;
  const choose = (view: WordView | null) => {
    setParams(writeWordView(params, view), { replace: true, preventScrollReset: true, state: locationState });
  };
  return { ...choice, choose };
}

/** The reading the link chose, if it is one Hexray has: what links to another slot carry on. */
export function useChosenWordView(): WordView | undefined {
  const [params] = useSearchParams();
  return readWordView(params).view ?? undefined;
}

const MODES = [
  { value: 'all' as const, label: 'All' },
  ...WORD_VIEWS.map((view) => ({ value: view, label: view === 'string' ? 'string / bytes' : view })),
];

/** Tabs that choose one reading of the word (or all), and the note when the link's choice was bad. */
export function WordViewTabs({
  view,
  problem,
  choose,
}: {
  view: WordView | null;
  problem: string | null;
  choose: (view: WordView | null) => void;
}) {
  return (
    <div className="mb-2 space-y-1">
      <span className="mr-2 text-xs text-slate-500" aria-hidden="true">
        Read the word as
      </span>
      <ModeTabs
        label="Read the word as"
        modes={MODES}
        value={view ?? 'all'}
        onChange={(next) => choose(next === 'all' ? null : next)}
      />
      {problem && (
        <p role="status" className="text-xs text-amber-800 dark:text-amber-300" data-testid="word-view-note">
          {problem}
        </p>
      )}
    </div>
  );
}
