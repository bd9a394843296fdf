// @ts-check
/**
 * The layers of src/ and what each may import: the map in docs/architecture.md, enforced by
 * eslint-plugin-boundaries in eslint.config.js. Data flows one way: the wire knows no React, the
 * domain knows neither the wire nor React, pages are reached only through the route table.
 * `browser/` wraps the browser platform (Web Storage a browser may refuse): every layer above the
 * domain may use it, and it knows nothing of ours but the domain.
 */

/** @param {string} type @param {string} folder */
const layer = (type, folder) => ({ type, pattern: `src/${folder}` });

export const LAYERS = [
  layer('domain', 'domain'),
  layer('browser', 'browser'),
  layer('rpc', 'rpc'),
  layer('outside', 'outside'),
  layer('data', 'data'),
  layer('connection', 'connection'),
  layer('theme', 'theme'),
  layer('routes', 'routes'),
  layer('components', 'components'),
  layer('pages', 'pages'),
];

/** Layer → the layers it may import (its own included). */
const MAY_IMPORT = {
  // the domain runs in Node, tests and benchmarks alike: no browser platform either
  domain: ['domain'],
  browser: ['browser', 'domain'],
  rpc: ['rpc', 'domain', 'browser'],
  // the clients of outside sources (signature database, Sourcify): given only what they look up,
  // never the connection, so they cannot import it
  outside: ['outside', 'domain', 'browser'],
  // the data hooks read the current connection (data/hooks/ConnectionProvider.tsx), and the app's
  // client is fed into the data stores (data/client/): so data stands on the connection, never the
  // reverse
  data: ['data', 'rpc', 'outside', 'domain', 'connection', 'browser'],
  // the connection is settings and facts about an endpoint (its storage, validation, the devnet
  // preset, health, the boot script): no React, no data, so data ↔ connection is no cycle
  connection: ['connection', 'rpc', 'domain', 'browser'],
  // the theme is kept through the guarded storage (blocked storage must not blank the app); its
  // switch is a component (components/ThemeToggle.tsx: a radio group that moves with the arrow keys
  // like every other group), so components import the theme and never the reverse
  theme: ['theme', 'browser'],
  // The route table loads the pages; prefetch warms the chunks a lookup needs (wire included).
  // Components link through the routes, so the routes know no component: the router, which puts
  // the pages inside the layout, is src/router.tsx beside main.tsx, outside the layers.
  routes: ['routes', 'pages', 'data', 'rpc', 'domain', 'browser'],
  components: ['components', 'routes', 'data', 'connection', 'rpc', 'domain', 'theme', 'browser'],
  pages: ['pages', 'components', 'routes', 'data', 'connection', 'rpc', 'domain', 'theme', 'browser'],
};

/** Packages for the presentation layers (and the data hooks); never in the wire or the domain. */
export const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/react-virtual',
];

export const LAYER_POLICIES = Object.entries(MAY_IMPORT).map(([from, to]) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
}));

/**
 * A type (or value) the domain defines is imported from the domain module that defines it, never
 * through another layer's re-export (the wire once re-exported Transaction, Receipt and Log):
 * `no-restricted-syntax` entries for src/.
 */
export const NO_DOMAIN_REEXPORTS = ['ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
  selector: `${node}[source.value=/(^|\\/)domain\\//]`,
  message: 'Import it from the domain module that defines it: no layer re-exports the domain.',
}));
