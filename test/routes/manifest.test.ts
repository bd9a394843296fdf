/**
 * The route manifest is the one list of pages: everything that needs to know a page (the route
 * table the app runs on, and through it the router and the page loaders; the build's chunk groups,
 * index.html's boot script) is made from it, so a page added to the manifest is in all of them and
 * a page missing from it is in none. And the boot script, which runs before the app, must find the
 * page the app's router finds and send the very request the app's client would send, or the app
 * asks again (test/e2e/cold-link.spec.ts counts).
 */
import { existsSync } from 'node:fs';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createRoutesFromChildren, matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COLD_LINK_PAGES } from '../../build/record-chunks.ts';
import { bootConfig, bootRoutes } from '../../build/cold-link-boot.ts';
import { bootLookup } from '../../src/connection/cold-link-boot.ts';
import { coldLinkCalls, startLookup } from '../../src/routes/cold-link-lookups.ts';
import { pageEntries, pageManifest, recordPages } from '../../src/routes/manifest.ts';
import { pages, routeAt } from '../../src/routes/pages.tsx';
import { routes, routeTable } from '../../src/routes/route-table.ts';
import { HomePage } from '../../src/pages/HomePage.tsx';
import { AppRoutes } from '../../src/router.tsx';
import { createRpcClient } from '../../src/rpc/client.ts';

/** The route objects AppRoutes declares inside its layout. */
function declaredRoutes(): RouteObject[] {
  const child = (element: ReactNode): ReactElement<{ children?: ReactNode }> => {
    const only = Children.only(element);
    if (!isValidElement<{ children?: ReactNode }>(only)) throw new Error('not an element');
    return only;
  };
  const routes = child(child(AppRoutes()).props.children);
  const layout = child(routes.props.children);
  return createRoutesFromChildren(layout.props.children);
}

describe('every page of the manifest is everywhere a page must be', () => {
  it('the route table the app runs on (generated) says of each what the manifest says, in its order', () => {
    expect(routes.map(([name]) => name)).toEqual(pageEntries.map(([name]) => name));
    for (const [name, entry] of pageEntries) {
      const route: { path: string; query?: object; record?: true } = routeTable[name];
      expect(route.path, name).toBe(entry.path);
      expect(route.query, name).toEqual(entry.query);
      // a record page: the one a cold link starts lookups for (cold-link.ts)
      expect(route.record ?? false, name).toBe(entry.lookups !== undefined);
    }
  });

  it('a page that comes with the entry renders as it is; the others wait for their code', async () => {
    expect(pageEntries.filter(([, entry]) => entry.withEntry).map(([name]) => name)).toEqual(['home']);
    expect(pages.home.Page).toBe(HomePage);
    expect(pages.transaction.Page).not.toBe(await pages.transaction.preload());
  });

  it('the router has a route for each, with its pattern', () => {
    expect(declaredRoutes().map((route) => route.path)).toEqual(pageEntries.map(([, entry]) => entry.path));
  });

  it('each names a page module that exists, whose page loads', async () => {
    for (const [name, entry] of pageEntries) {
      expect(existsSync(`src/pages/${entry.page}.tsx`), `src/pages/${entry.page}.tsx`).toBe(true);
      const component = await pages[name].preload();
      expect(component.name, name).toBe(entry.page);
    }
  });

  it('the address bar finds each page by its pattern, the catch-all last', () => {
    const samples: Record<keyof typeof pageManifest, string> = {
      home: '/',
      settings: '/settings',
      slots: '/slots',
      archive: '/archive',
      transaction: `/tx/0x${'ab'.repeat(32)}`,
      receipt: `/tx/0x${'ab'.repeat(32)}/receipt`,
      trace: `/tx/0x${'ab'.repeat(32)}/trace`,
      block: '/block/186',
      blockTransaction: `/block/0x${'ab'.repeat(32)}/tx/3`,
      address: `/address/0x${'cd'.repeat(20)}`,
      storage: `/address/0x${'cd'.repeat(20)}/storage`,
      read: `/address/0x${'cd'.repeat(20)}/read`,
      activity: `/address/0x${'cd'.repeat(20)}/activity`,
      snapshot: '/snapshot',
      notFound: '/no/such/page',
    };
    for (const [name, path] of Object.entries(samples)) expect(routeAt(path, '/')?.name, path).toBe(name);
  });

  it('the record pages (those with lookups) are grouped for cold links and known to the boot script', () => {
    const names = recordPages.map(([name]) => name);
    expect(names).toEqual(['transaction', 'receipt', 'blockTransaction', 'address', 'storage']);
    expect(COLD_LINK_PAGES).toEqual(
      Object.fromEntries(recordPages.map(([name, entry]) => [name, `src/pages/${entry.page}.tsx`])),
    );
    expect(bootRoutes().map((route) => [route.name, route.pattern])).toEqual(
      recordPages.map(([name, entry]) => [name, entry.path]),
    );
  });
});

const HASH = `0x${'ab'.repeat(32)}`;
const UPPER_HASH = `0x${'AB'.repeat(32)}`;
// capitals carry no checksum (EIP-55): taken as written, sent in lower case
const ADDRESS = `0x${'CD'.repeat(20)}`;
// EIP-55's own example, and the same with one letter's case changed: probably a typo
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const MISTYPED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1Beaed';

/** The body of the app's first request for a link, as its client sends it: null when it sends none. */
async function appBody(pathname: string, search: string, basename: string): Promise<string | null> {
  const route = routeAt(pathname, basename);
  if (!route) return null;
  const bodies: string[] = [];
  const client = createRpcClient(
    { base: 'http://node.invalid', apiKey: 'key', transport: 'http' },
    {
      fetch: (_url, init) => {
        bodies.push(String(init?.body));
        return new Promise<Response>(() => undefined);
      },
    },
  );
  const started = startLookup(
    route.name,
    route.params,
    new QueryClient(),
    { client, endpointId: 'e' },
    new URLSearchParams(search),
  );
  void started?.catch(() => undefined);
  // the client sends a tick's calls together, once the tick is over
  await new Promise((resolve) => setTimeout(resolve, 0));
  client.close();
  return bodies[0] ?? null;
}

describe('the boot script finds the page and sends the request the app would', () => {
  const samples: Array<{ path: string; search: string; page: string | null; sends: boolean }> = (
    [
      { path: `/tx/${HASH}`, page: 'transaction', sends: true },
      { path: `/tx/${UPPER_HASH}`, page: 'transaction', sends: true },
      { path: `/TX/${HASH}/Receipt`, page: 'receipt', sends: true },
      { path: `/tx/${HASH}/`, page: 'transaction', sends: true },
      { path: `/block/${HASH}/tx/12`, page: 'blockTransaction', sends: true },
      { path: `/block/${HASH}/tx/0x1f`, page: 'blockTransaction', sends: true },
      { path: `/address/${ADDRESS}/storage`, page: 'storage', sends: true },
      { path: `/address/${ADDRESS}`, page: 'address', sends: true },
      { path: `/address/${ADDRESS.toLowerCase()}/`, page: 'address', sends: true },
      // a mixed case is a checksum the boot script cannot check (keccak): the page is preloaded,
      // the app checks it and asks (or, for a typo, says so and asks nothing)
      { path: `/address/${CHECKSUMMED}`, page: 'address', sends: false },
      { path: `/address/${MISTYPED}`, page: 'address', sends: false },
      { path: `/address/${MISTYPED}/storage`, page: 'storage', sends: false },
      { path: `/address/${ADDRESS}/storage`, search: '?slot=0x10', page: 'storage', sends: true },
      { path: `/address/${ADDRESS}/storage`, search: '?slot=7&view=uint256', page: 'storage', sends: true },
      // the largest slot every number of its digits stays under (2^256 has 78), and the longest hex
      { path: `/address/${ADDRESS}/storage`, search: `?slot=${'9'.repeat(77)}`, page: 'storage', sends: true },
      { path: `/address/${ADDRESS}/storage`, search: `?slot=0x${'f'.repeat(64)}`, page: 'storage', sends: true },
      // 78 digits may be past 2^256 − 1: left to the app's parser
      { path: `/address/${ADDRESS}/storage`, search: `?slot=1${'0'.repeat(77)}`, page: 'storage', sends: false },
      // a block number is left to the app's parser: the page is preloaded, the app asks
      { path: `/address/${ADDRESS}/storage`, search: '?slot=1&block=100', page: 'storage', sends: false },
      // a slot the page refuses: nothing is sent by either
      { path: `/address/${ADDRESS}/storage`, search: '?slot=nope', page: 'storage', sends: false },
      // bad input in the path: the page says so, nothing is asked
      { path: `/tx/0x1234`, page: null, sends: false },
      { path: `/tx/${HASH}00`, page: null, sends: false },
      { path: `/block/${HASH}/tx/-1`, page: null, sends: false },
      { path: `/address/0x12/storage`, page: null, sends: false },
      { path: `/address/0x12`, page: null, sends: false },
      // pages with nothing to ask for
      { path: '/', page: null, sends: false },
      { path: '/settings', page: null, sends: false },
      { path: `/tx/${HASH}/receipt/more`, page: null, sends: false },
    ] as Array<{ path: string; search?: string; page: string | null; sends: boolean }>
  ).map((sample) => ({ ...sample, search: sample.search ?? '' }));

  for (const base of ['/', '/hexray/']) {
    const config = bootConfig(base);
    const basename = base.replace(/\/+$/, '') || '/';
    const inBase = (path: string) => `${base.replace(/\/+$/, '')}${path}`;

    it.each(samples)(`under ${base}: $path $search`, async ({ path, search, page, sends }) => {
      const boot = bootLookup(config, inBase(path), search);
      expect(boot?.route ?? null).toBe(page);
      const app = await appBody(inBase(path), search, basename);
      if (sends) {
        expect(boot?.body).toBeTruthy();
        expect(boot?.body).toBe(app);
      } else {
        expect(boot?.body ?? null).toBeNull();
      }
      // where the boot script found a page, the router shows that page
      if (page) expect(routeAt(inBase(path), basename)?.name).toBe(page);
    });
  }

  it('outside the base, or across a segment boundary, nothing is ours', () => {
    const config = bootConfig('/hexray/');
    expect(bootLookup(config, `/tx/${HASH}`, '')).toBeNull();
    expect(bootLookup(config, `/hexray2/tx/${HASH}`, '')).toBeNull();
    expect(routeAt(`/hexray2/tx/${HASH}`, '/hexray')).toBeNull();
    expect(bootLookup(config, `/HexRay/tx/${HASH}`, '')?.route).toBe('transaction');
    expect(routeAt(`/HexRay/tx/${HASH}`, '/hexray')?.name).toBe('transaction');
  });

  it('a checksummed address is asked for by the app, a mistyped one by nobody', async () => {
    expect(await appBody(`/address/${CHECKSUMMED}`, '', '/')).toContain(CHECKSUMMED.toLowerCase());
    expect(await appBody(`/address/${MISTYPED}`, '', '/')).toBeNull();
    expect(await appBody(`/address/${MISTYPED}/storage`, '', '/')).toBeNull();
  });

  it('an address page asks, in one batch, for balance, nonce, code, slot 0 and the two ERC-1967 slots', () => {
    const lower = ADDRESS.toLowerCase();
    expect(coldLinkCalls('address', { address: ADDRESS }, new URLSearchParams())).toEqual([
      { method: 'eth_getBalance', params: [lower, 'latest'] },
      { method: 'eth_getTransactionCount', params: [lower, 'latest'] },
      { method: 'eth_getCode', params: [lower, 'latest'] },
      { method: 'eth_getStorageAt', params: [lower, '0x0', 'latest'] },
      // ERC-1967's published slots (the EIP's text), as a quantity
      {
        method: 'eth_getStorageAt',
        params: [lower, '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc', 'latest'],
      },
      {
        method: 'eth_getStorageAt',
        params: [lower, '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50', 'latest'],
      },
    ]);
  });

  it('a query default is the page’s: no slot reads slot 0 at latest', () => {
    expect(coldLinkCalls('storage', { address: ADDRESS }, new URLSearchParams())).toEqual([
      { method: 'eth_getStorageAt', params: [ADDRESS.toLowerCase(), '0x0', 'latest'] },
    ]);
    expect(matchPath(pageManifest.storage.path, `/address/${ADDRESS}/storage`)).not.toBeNull();
  });
});
