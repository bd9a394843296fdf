import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConnectionProvider } from './data/hooks/ConnectionProvider.tsx';
import { devnetPresetOnce, startingEndpoint } from './data/client/start-connection.ts';
import { startColdLink } from './routes/cold-link.ts';
import { routeAt } from './routes/pages.tsx';
import { AppRoutes } from './router.tsx';
import { applyTheme, loadTheme } from './theme/theme.ts';
import './index.css';

// The connection preset leaves first, in parallel with everything below (ConnectionProvider reuses it).
void devnetPresetOnce();

// Applied before the first render so a dark-mode user never sees a white flash.
applyTheme(loadTheme());

const queryClient = new QueryClient({
  defaultOptions: {
    // The wire already retries what is safe to retry; a second layer would multiply the attempts.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
// The budget matters only after many lookups: its code loads once the cache holds something, when
// the browser is idle, off the first page and off a cold link's critical path (entries cached
// before it loads are simply the least recently used).
const stopWatching = queryClient.getQueryCache().subscribe(() => {
  stopWatching();
  const load = () =>
    void import('./data/queries/query-cache-budget.ts').then(({ boundQueryCache }) =>
      boundQueryCache(queryClient.getQueryCache()),
    );
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 500);
});
// The page in the address bar (its base taken off); its code is asked for now, not at first render.
const route = routeAt(window.location.pathname);
void route?.page.preload().catch(() => undefined);
// A pasted link's lookup starts now too, not after the first render discovers it.
const coldLink = startColdLink(queryClient, route, window.location.search, startingEndpoint);

/** How long a cold link's first render waits for its page's code and answer before showing the layout. */
const FIRST_PAGE_WAIT_MS = 1000;

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider>
          <AppRoutes />
        </ConnectionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

// A cold link's first render waits (a moment at most) for its page's code and answer: the page
// then shows complete at once, where rendering first would show the layout's skeleton, React would
// hold the page back for 300 ms after it (pages.tsx), and the data would follow one render later.
// A page whose code or lookup fails is rendered to show the failure. Any other page renders at
// once, so the header answers keys such as `/` from the start.
void Promise.race([coldLink, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).finally(render);
