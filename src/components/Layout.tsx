import { archiveMemoryNotice } from '../data/archive/archive-notice.ts';
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ShortcutsHelp } from './ShortcutsHelp.tsx';
import { ConnectionBadge } from './ConnectionBadge.tsx';
import { RequestInspector } from './RequestInspector.tsx';
import { DetailsSkeleton } from './Skeleton.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useRouteFocus } from './useRouteFocus.ts';
import { useEndpointProbe } from '../data/hooks/useEndpointFacts.ts';
import { useCopyAnnouncement } from './copy-announcement.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { archiveURL, homeURL, settingsURL, slotsURL } from '../routes/urls.ts';
import { prefetchArchivePage } from '../routes/prefetch.ts';

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded px-2 py-1 text-sm ${isActive ? 'bg-slate-200 dark:bg-slate-800' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`;
}

// said only when the archive cannot use the disk: its words load then, not with the first page
const ArchiveMemoryNote = lazy(() =>
  import('./archive/ArchiveMemoryNote.tsx').then((module) => ({ default: module.ArchiveMemoryNote })),
);

export function Layout() {
  useEndpointProbe();
  const archiveInMemory = useSyncExternalStore(archiveMemoryNotice.subscribe, archiveMemoryNotice.inMemory);
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  // a search of the page already open (same path) moves focus too: the search box numbers its searches
  const searched = (location.state as { searched?: unknown } | null)?.searched;
  const announcement = useRouteFocus(
    `${location.pathname}${typeof searched === 'number' ? `#search-${searched}` : ''}`,
    main,
  );
  const copied = useCopyAnnouncement();
  const queryClient = useQueryClient();
  const prefetchArchive = () => prefetchArchivePage(queryClient);
  return (
    <div className="min-h-screen">
      <SkipLink target="content">Skip to content</SkipLink>
      <header className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
          <Link to={homeURL()} className="font-mono text-lg font-bold tracking-tight">
            <span className="text-sky-700 dark:text-sky-400">0x</span>hexray
          </Link>
          <div className="order-last w-full md:order-none md:w-auto md:flex-1">
            <SearchBox />
          </div>
          <nav className="flex items-center gap-1" aria-label="Main">
            <NavLink to={slotsURL()} className={navClass}>
              Slots
            </NavLink>
            <NavLink to={archiveURL()} className={navClass} onPointerEnter={prefetchArchive} onFocus={prefetchArchive}>
              Archive
            </NavLink>
            <NavLink to={settingsURL()} className={navClass}>
              Settings
            </NavLink>
          </nav>
          <ThemeToggle />
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-2">
          <ConnectionBadge />
        </div>
      </header>
      <main id="content" ref={main} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6">
        {archiveInMemory && (
          <Suspense fallback={null}>
            <ArchiveMemoryNote />
          </Suspense>
        )}
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<DetailsSkeleton />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
        <RequestInspector />
      </main>
      <p aria-live="polite" className="sr-only" data-testid="route-announcement">
        {announcement}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="copy-announcement">
        {copied}
      </p>
      {/* with the layout, not a chunk of its own: a `?` pressed as the page appears must not be lost */}
      <ShortcutsHelp />
    </div>
  );
}
