/**
 * How the build groups modules into chunks, so that a link to a record (a transaction, a receipt,
 * a block position, a storage slot) costs a few requests rather than two dozen.
 *
 * Left to itself the bundler gives every set of pages that shares a module a chunk of its own: the
 * transaction page needed 25 files beyond the entry's, most under 1 KB. A browser asks one server
 * for at most six files at a time over HTTP/1.1, so with 50 ms of latency they arrived in five
 * waves, 50 ms apart, and the page could render only after the last (docs/performance.md).
 * Grouped, it needs seven:
 *
 * - `index`: everything the entry loads statically, in one file with it;
 * - `common`: what the home page needs besides its own module (the page title, the copy button),
 *   which most pages need too;
 * - `records`: what two or more record pages share, and what a cold link's lookup needs (the wire
 *   and the boot lookups; routes/cold-link.ts), in one file. A record page loads some code it may
 *   not run (a receipt page, part of the transaction page's);
 * - `shared`: the part of those that something else loads lazily too (the settings and slots
 *   pages, the verification, and what the home page loads on demand: the search suggestions, the
 *   request inspector), so that opening one of those does not fetch every record page's code.
 *
 * A cold link's page thus needs the entry, its stylesheet and four files: six requests, what a
 * browser sends to one host at once over HTTP/1.1, so they come in one wave. A fourth group (what
 * the home page loads lazily, apart from `shared`) made it seven, and a second wave.
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
  const home = staticClosure(graph, find('src/pages/HomePage.tsx'));
  const groups = new Map<string, string>();
  for (const id of home) if (!entry.has(id) && !PAGE_MODULE.test(id)) groups.set(id, 'common');

  const recordCode = [...Object.values(COLD_LINK_PAGES), ...COLD_LINK_CODE].map(find);
  const sharedBy = new Map<string, number>();
  for (const start of recordCode) {
    // the cold link's code counts as shared: every record page loads it beside its own
    const weight = PAGE_MODULE.test(start) ? 1 : 2;
    for (const id of staticClosure(graph, start)) sharedBy.set(id, (sharedBy.get(id) ?? 0) + weight);
  }
  // what anything else loads lazily (a chunk of its own, another page, the inspector's body)
  const loadedElsewhere = new Set<string>();
  for (const id of ids) {
    if (!graph.getModuleInfo(id)?.dynamicImporters.length || recordCode.includes(id)) continue;
    for (const member of staticClosure(graph, id)) loadedElsewhere.add(member);
  }
  for (const [id, pages] of sharedBy) {
    // a module of the entry's closure is grouped too: what the entry really runs goes to `index`
    // (that group comes first), the rest (a package's exports the entry does not use, such as
    // react-query's useQuery) would otherwise be a chunk of its own
    if (pages < 2 || home.has(id) || PAGE_MODULE.test(id)) continue;
    groups.set(id, loadedElsewhere.has(id) ? 'shared' : 'records');
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
          debugName: 'common, records and shared',
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
