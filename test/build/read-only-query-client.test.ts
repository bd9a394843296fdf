/**
 * The build gives QueryClient a mutation cache that holds nothing (build/read-only-query-client.ts):
 * it must answer every call a read-only app's QueryClient makes of it, and src/ must never start a
 * mutation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readOnlyQueryClient } from '../../build/read-only-query-client.ts';
import { MutationCache } from '../../src/data/queries/read-only-mutation-cache.ts';

describe('a QueryClient with the read-only mutation cache', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('fetches, reports nothing mutating, clears, and comes back online', async () => {
    const client = new QueryClient({ mutationCache: new MutationCache() as never });
    client.mount();
    await expect(client.query({ queryKey: ['a'], queryFn: () => 42 })).resolves.toBe(42);
    expect(client.isMutating()).toBe(0);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await expect(client.resumePausedMutations()).resolves.toBeUndefined();
    client.clear();
    expect(client.getQueryData(['a'])).toBeUndefined();
    client.unmount();
  });

  it('fails loudly if a mutation is started after all', () => {
    const client = new QueryClient({ mutationCache: new MutationCache() as never });
    expect(() => client.getMutationCache().build(client, {})).toThrow(TypeError);
  });
});

describe('the build plugin', () => {
  const plugin = readOnlyQueryClient();
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const queryClientModule = '/x/node_modules/@tanstack/query-core/build/modern/queryClient.js';

  it('replaces only QueryClient’s import of the mutation cache', () => {
    expect(resolveId('./mutationCache.js', queryClientModule)).toMatch(
      /src\/data\/queries\/read-only-mutation-cache\.ts$/,
    );
    expect(resolveId('./mutationCache.js', '/x/node_modules/@tanstack/query-core/build/modern/index.js')).toBeNull();
    expect(resolveId('./queryCache.js', queryClientModule)).toBeNull();
  });

  it('fails the build when QueryClient no longer imports it that way', () => {
    const fresh = readOnlyQueryClient();
    const buildEnd = fresh.buildEnd as (this: { error(message: string): never }, error?: Error) => void;
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    expect(() => buildEnd.call(context)).toThrow(/no longer imports/);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('src/', () => {
  it('starts no mutation (the build’s mutation cache holds none)', () => {
    const mutating = sourceFiles('src').filter((file) =>
      /\b(useMutation|useMutationState|useIsMutating|mutationOptions|getMutationCache)\b/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(mutating).toEqual([]);
  });
});
