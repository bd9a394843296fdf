/**
 * How the build groups modules into chunks, so that a link to a record (a transaction, a receipt,
 * a block position, a storage slot) costs a few requests rather than two dozen, and the home page
 * loads none of the record pages' code.
 *
 * Left to itself the bundler gives every set of pages that shares a module a chunk of its own: the
 * transaction page needed 25 files beyond the entry's, most under 1 KB. A browser asks one server
 * for at most six files at a time over HTTP/1.1, so with 50 ms of latency they arrived in five
 * waves, 50 ms apart, and the page could render only after the last (docs/performance.md).
 * Grouped:
 *
 * - `index`: everything the entry loads statically, in one file with it;
 * - `common`: what the home page needs besides its own module, where the entry does not load it;
 * - `live`: what the connected home page loads after its first paint (its latest blocks, the
 *   endpoint's methods) and the wire, which every connected page needs;
 * - `archive`: the archive's filing and store, loaded when the browser is idle after a record
 *   arrived, on any page;
 * - `records`: what two or more record pages share, and the boot lookups (routes/cold-link.ts),
 *   whatever else loads it too (the settings and slots pages, the verification);
 * - `<page>-parts`: a record page's own modules that another page loads too (the snapshot and
 *   archive pages show a receipt as the receipt page does), one file rather than one per sharer.
 *
 * A cold link's page thus needs the entry, its stylesheet and three or four files (its own,
 * `records`, `live`, its parts): at most six requests, what a browser sends to one host at once
 * over HTTP/1.1, so they come in one wave.
 *
 * Each page keeps a chunk of its own. Groups take exactly the modules named, not their
 * dependencies (`includeDependenciesRecursively: false`): a dependency of `records` that the home
 * page also needs stays in `common`, so the first page does not grow.
 */
import type { Plugin } from 'vite';
import { recordPages } from '../src/routes/manifest.ts';

/**
 * The record pages (the route manifest's pages with lookups) by name, with their modules: the
 * pages a cold link opens, whose modules the build groups and index.html preloads
 * (build/cold-link-boot.ts).
 */
export const COLD_LINK_PAGES: Record<string, string> = Object.fromEntries(
  recordPages.map(([name, entry]) => [name, `src/pages/${entry.page}.tsx`]),
);
/** What a cold link loads beside its page (routes/cold-link.ts): the wire and the boot lookups. */
export const COLD_LINK_CODE = ['src/rpc/client.ts', 'src/routes/cold-link-lookups.ts'];
/**
 * What every page loads lazily once it is connected, besides the home page's own lazy parts: the
 * wire (rpc/lazy-client.ts), the query cache's budget (main.tsx), what record pages hand the
 * archive (its record's shape and the idle writer) and, on a devnet whose preset names outside
 * sources, their settings' store (data/client/start-connection.ts).
 */
const CONNECTED_CODE = [
  'src/rpc/client.ts',
  'src/data/queries/query-cache-budget.ts',
  'src/data/archive/archive-record.ts',
  'src/data/archive/archive-writer.ts',
  // the guarded IndexedDB: the outside sources' caches, which record pages load, open it too
  'src/browser/indexed-db.ts',
  'src/data/names/outside-sources.ts',
];
/**
 * The archive's filing and store, which a page loads when the browser is idle after a record has
 * arrived (data/archive/archive-feed.ts; the home page's latest blocks bring transactions too): a
 * file of their own, off the first page and a cold link's first wave, that never pulls in the
 * record pages' code.
 */
const ARCHIVE_CODE = ['src/data/archive/archive-filing.ts', 'src/data/archive/archive-store.ts'];
const HOME_PAGE = 'src/pages/HomePage.tsx';
const PAGE_MODULE = /[\\/]src[\\/]pages[\\/]/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** The module's static imports, all the way down (itself included). */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Module id → its group's name, from the module graph. */
function groupModules(graph: ModuleGraph): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const find = (file: string) => {
    const id = ids.find((candidate) => candidate.endsWith(`/${file}`));
    if (!id) throw new Error(`record-chunks: no module ${file} in the build`);
    return id;
  };
  const entry = staticClosure(graph, find('src/main.tsx'));
  const homePage = find(HOME_PAGE);
  const home = staticClosure(graph, homePage);
  const groups = new Map<string, string>();
  for (const id of home) if (!entry.has(id) && !PAGE_MODULE.test(id)) groups.set(id, 'common');
  // The connected home page's lazy parts (its live view, the endpoint's methods) and the wire: one
  // file. Of the entry's closure too: what the entry really runs stays in `index` (that group
  // comes first), a package's exports it does not use (react-query's useQuery) come here.
  const connected = [...CONNECTED_CODE.map(find), ...(graph.getModuleInfo(homePage)?.dynamicallyImportedIds ?? [])];
  const collect = (starts: readonly string[], group: string) => {
    for (const start of starts) {
      for (const id of staticClosure(graph, start)) if (!groups.has(id) && !PAGE_MODULE.test(id)) groups.set(id, group);
    }
  };
  collect(connected, 'live');
  collect(ARCHIVE_CODE.map(find), 'archive');

  // which record pages need each module (the cold link's own code counts as every page's)
  const neededBy = new Map<string, Set<string>>();
  const everyPage = Object.keys(COLD_LINK_PAGES);
  const starts: Array<[string, string[]]> = [
    ...Object.entries(COLD_LINK_PAGES).map(([name, page]): [string, string[]] => [page, [name]]),
    ...COLD_LINK_CODE.map((code): [string, string[]] => [code, everyPage]),
  ];
  for (const [start, pages] of starts) {
    for (const id of staticClosure(graph, find(start))) {
      const set = neededBy.get(id) ?? new Set<string>();
      for (const page of pages) set.add(page);
      neededBy.set(id, set);
    }
  }
  // what else loads lazily: the other pages (a page's own chunk is loaded by the router) and any
  // module loaded by dynamic import (a lazy part, the archive's import), whose chunk would otherwise
  // split off every module it shares with a record page as a file of its own
  const recordCode = new Set([...Object.values(COLD_LINK_PAGES), ...COLD_LINK_CODE].map(find));
  const loadedByOtherPages = new Set<string>();
  for (const id of ids) {
    if (!graph.getModuleInfo(id)?.dynamicImporters.length || recordCode.has(id)) continue;
    for (const member of staticClosure(graph, id)) loadedByOtherPages.add(member);
  }
  for (const [id, pages] of neededBy) {
    if (groups.has(id) || home.has(id) || PAGE_MODULE.test(id)) continue;
    // What two record pages share goes to `records`. A module of one record page that another page
    // loads too (the snapshot page shows a receipt as the receipt page does) would be a file of
    // its own per set of pages that load it: one file for all of that page's, instead.
    if (pages.size >= 2) groups.set(id, 'records');
    else if (loadedByOtherPages.has(id)) groups.set(id, `${[...pages][0]}-parts`);
  }
  return groups;
}

/**
 * The plugin that reads the module graph once it is complete, and the `codeSplitting` option that
 * uses what it read (the bundler asks for a module's group only after the graph is built).
 */
export function recordChunks(): { plugin: Plugin; codeSplitting: object } {
  let groups = new Map<string, string>();
  return {
    plugin: {
      name: 'hexray-record-chunks',
      apply: 'build',
      buildEnd() {
        groups = groupModules(this);
      },
    },
    codeSplitting: {
      groups: [
        // the entry's static imports: one file with the entry
        { name: 'index', tags: ['$initial'], priority: 1 },
        {
          name: (id: string) => groups.get(id) ?? null,
          debugName: 'common, live, archive, records and page parts',
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
