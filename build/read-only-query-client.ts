/**
 * The production build's QueryClient without the mutation machinery: query-core's QueryClient
 * imports its MutationCache (and with it the Mutation class) whether or not the app mutates
 * anything, and Hexray never does. In the build, that one import resolves to
 * src/data/queries/read-only-mutation-cache.ts, the three calls QueryClient makes of an idle
 * cache. The dev server and the unit tests keep the library's own (no harm, and no surprise
 * while developing); the browser tests run the build, so they run the stand-in.
 *
 * If a new query-core no longer imports it that way the build fails here, rather than silently
 * growing the first page back.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const QUERY_CLIENT = /@tanstack\/query-core\/build\/modern\/queryClient\.js$/;
const STAND_IN = fileURLToPath(new URL('../src/data/queries/read-only-mutation-cache.ts', import.meta.url));

export function readOnlyQueryClient(): Plugin {
  let replaced = false;
  return {
    name: 'hexray:read-only-query-client',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './mutationCache.js' || importer === undefined || !QUERY_CLIENT.test(importer)) return null;
      replaced = true;
      return STAND_IN;
    },
    buildEnd(error) {
      if (error === undefined && !replaced)
        this.error(
          'query-core’s QueryClient no longer imports ./mutationCache.js: update build/read-only-query-client.ts',
        );
    },
  };
}
