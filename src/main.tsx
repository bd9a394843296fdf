import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConnectionProvider } from './connection/ConnectionProvider.tsx';
import { devnetPresetOnce, startingEndpoint } from './connection/start-connection.ts';
import { startColdLink } from './routes/cold-link.ts';
import { AppRoutes } from './routes/router.tsx';
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
// The budget matters only after many lookups: its code stays off the first page's critical path
// (entries cached before it loads are simply the least recently used).
void import('./data/query-cache-budget.ts').then(({ boundQueryCache }) => boundQueryCache(queryClient.getQueryCache()));
// A pasted link's page code and lookup start now, not after the first render discovers them.
startColdLink(queryClient, window.location, startingEndpoint);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider>
        <AppRoutes />
      </ConnectionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
