import { useEffect, useMemo } from 'react';
import { useRecentLookups, type RecentLookup } from '../data/stores/recent-lookups.ts';
import { useLookupNetwork } from '../data/hooks/useRecordLookup.ts';

const SHOWN = 8;

/**
 * Recent lookups that match what is typed, under the search box (loaded when the box is first
 * focused). The box keeps focus and moves through them with the arrow keys (aria-activedescendant);
 * `onItems` tells it what is listed, so Enter opens the active one.
 */
export function SearchSuggestions({
  text,
  active,
  onItems,
  onPick,
}: {
  text: string;
  active: number;
  onItems: (items: readonly RecentLookup[]) => void;
  onPick: (item: RecentLookup) => void;
}) {
  const lookups = useRecentLookups(useLookupNetwork());
  const wanted = text.trim().toLowerCase();
  const items = useMemo(
    () => lookups.filter((l) => l.label.toLowerCase().includes(wanted)).slice(0, SHOWN),
    [lookups, wanted],
  );
  useEffect(() => onItems(items), [items, onItems]);
  if (items.length === 0) return null;
  return (
    <ul
      id="search-suggestions"
      role="listbox"
      aria-label="Recent lookups"
      className="absolute z-20 mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white text-sm shadow dark:border-slate-700 dark:bg-slate-900"
    >
      {items.map((item, i) => (
        <li
          key={item.path}
          id={`search-suggestion-${i}`}
          role="option"
          aria-selected={i === active}
          data-testid="search-suggestion"
          // mousedown, not click: the box must not lose focus (and close the list) first
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(item);
          }}
          className={`cursor-pointer truncate px-3 py-1.5 font-mono ${i === active ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}
