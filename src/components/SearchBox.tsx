import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type SubmitEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { searchTargetURL } from '../routes/urls.ts';
import { prefetchLookupCode, prefetchSearchTarget } from '../routes/prefetch.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { TextField } from './TextField.tsx';

// recent lookups read storage: loaded when the box is first focused, never for the first screen
const SearchSuggestions = lazy(() => import('./SearchSuggestions.tsx').then((m) => ({ default: m.SearchSuggestions })));

/** The search box on every page; `/` focuses it. Bad input is explained here and never sent. */
export function SearchBox() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const endpoint = useEndpoint();
  const input = useRef<HTMLInputElement>(null);
  const searches = useRef(0);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [items, setItems] = useState<readonly { path: string }[]>([]);
  const [active, setActive] = useState(-1);
  const listed = focused ? items : [];

  function open(path: string) {
    setText('');
    setActive(-1);
    input.current?.blur();
    void navigate(path);
  }

  function onKeyDown(event: ReactKeyboardEvent) {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && listed.length > 0) {
      event.preventDefault();
      // -1 is the typed text itself: the arrows cycle through it and the suggestions
      setActive((a) => {
        const next = a + step;
        return next < -1 ? listed.length - 1 : next >= listed.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && listed[active]) {
      event.preventDefault();
      open(listed[active].path);
    } else if (event.key === 'Escape') {
      setActive(-1);
    }
  }

  // from the commit that shows the search box, not after the paint: a `/` pressed at once must work
  useLayoutEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      const typing =
        target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.current?.focus();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const submitted = text;
    // loaded on first use: the parser is not needed to draw the first screen
    const { parseSearch } = await import('../domain/search-query.ts');
    const result = parseSearch(submitted);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(null);
    // typed again while the parser loaded: keep what is being typed (and the focus: useRouteFocus)
    if (input.current?.value === submitted) setText('');
    void prefetchSearchTarget(queryClient, endpoint, result.value);
    // a new search of the page already open is a navigation too: the state tells useRouteFocus
    void navigate(searchTargetURL(result.value), { state: { searched: ++searches.current } });
  }

  return (
    <form
      role="search"
      onSubmit={(event) => void submit(event)}
      onFocus={prefetchLookupCode}
      onPointerEnter={prefetchLookupCode}
      className="relative w-full"
    >
      <TextField
        id="search"
        label="Search by transaction hash, address, block number or block hash and index"
        labelClassName="sr-only"
        type="search"
        ref={input}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setMessage(null);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        aria-controls={listed.length > 0 ? 'search-suggestions' : undefined}
        aria-activedescendant={listed[active] ? `search-suggestion-${active}` : undefined}
        placeholder="Tx hash, address, block number, or block hash:index   ( / )"
        inputClassName="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm placeholder:font-sans focus:border-sky-500 dark:border-slate-700 dark:bg-slate-900"
        below={
          focused &&
          endpoint &&
          !message && (
            <Suspense fallback={null}>
              <SearchSuggestions text={text} active={active} onItems={setItems} onPick={(item) => open(item.path)} />
            </Suspense>
          )
        }
        error={message}
        errorTestId="search-error"
        errorClassName="absolute z-10 mt-1 w-full rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 shadow dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      />
    </form>
  );
}
