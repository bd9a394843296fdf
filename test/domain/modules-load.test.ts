import { describe, expect, it } from 'vitest';

/**
 * Every module of the domain and wire layers loads on its own. A module that throws while loading
 * (a table built at load time, a constant computed from another) breaks every page that imports it.
 * Loaded inside a test, so such a failure fails a test rather than only the collection of a file
 * (which Stryker's vitest runner does not count as a failure).
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
