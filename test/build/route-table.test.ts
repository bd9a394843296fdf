/**
 * The route table's generated modules (build/route-table.ts): a manifest entry whose page module is
 * missing, or not a module name, stops the build with the entry named, before any visit.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageCodeSource } from '../../build/route-table.ts';
import { pageEntries, type PageEntry, type PageName } from '../../src/routes/manifest.ts';

const pageExists = (page: string) => existsSync(`src/pages/${page}.tsx`);
const withPage = (entry: PageEntry): Array<readonly [PageName, PageEntry]> => [...pageEntries, ['notFound', entry]];

describe('the route table', () => {
  it('refuses a page whose module does not exist, naming the page and the file', () => {
    expect(() => pageCodeSource(withPage({ path: '/gone', page: 'GonePage' }), pageExists)).toThrow(
      'route manifest: page notFound names src/pages/GonePage.tsx, which does not exist',
    );
  });

  it('refuses a page name that is not a module name', () => {
    expect(() => pageCodeSource(withPage({ path: '/x', page: '../HomePage' }), () => true)).toThrow(
      'route manifest: page notFound names ../HomePage, not a module name',
    );
  });
});
