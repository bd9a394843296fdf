import { describe, expect, it } from 'vitest';

/**
 * For the mutation run only (vitest.mutation.config.ts includes this file; `npm test` does not).
 * Stryker's vitest runner counts a test file that fails to import as a file with no tests, so a
 * mutant that makes a module throw while loading (a table row emptied, a `map` callback returning
 * undefined) would be reported Survived. Loading every domain and rpc module inside a test turns
 * such a mutant into a failing test. In `npm test` a module that throws while loading already
 * fails the run: the test files that import it fail to collect.
 */
const modules = {
  ...import.meta.glob('../../src/domain/**/*.ts'),
  ...import.meta.glob('../../src/rpc/**/*.ts'),
};

describe('every src/domain and src/rpc module loads', () => {
  it('finds the modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
  });
  it.each(Object.keys(modules))('%s', async (path) => {
    const load = modules[path];
    expect(load).toBeDefined();
    await expect(load!()).resolves.toBeTypeOf('object');
  });
});
