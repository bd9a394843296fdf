import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, IndexHtmlTransformContext, Plugin } from 'vite';
import { COLD_LINK_CODE, COLD_LINK_PAGES, recordChunks } from './build/record-chunks.ts';
import { normalizeBase, staticHost } from './build/static-host.ts';
import { coldLinkBoot, type ColdLinkBootConfig } from './src/connection/cold-link-boot.ts';
import { CONNECTION_STORAGE_KEY } from './src/connection/connection.ts';
import { DEVNET_PRESET_ELEMENT_ID } from './src/connection/devnet-preset.ts';

/**
 * Where the app is served from, fixed at build time: `/` by default, `HEXRAY_BASE=/hexray/ npm run
 * build` for a sub-path (Vite's `--base /hexray/` says the same). See the README's "Deploy".
 */
const BASE = normalizeBase(process.env.HEXRAY_BASE ?? '/');

/**
 * `npm start` writes the devnet preset to a file and names it in HEXRAY_DEVNET_PRESET (dev and
 * preview servers only — a production build carries no devnet, no key). The servers write it into
 * every page they serve, as a JSON data block the app and the boot script read at once: fetched as
 * `devnet.json` (still served, under the base) it cost a cold link one more round trip before its
 * lookup could leave. A data block is never run, so the Content-Security-Policy has no say in it.
 */
function devnetPreset(): Plugin {
  let presetPath = '/devnet.json';
  let base = '/';
  let outDir = 'dist';
  const presetJson = () => {
    const file = process.env.HEXRAY_DEVNET_PRESET;
    return file ? readFileSync(file, 'utf8') : null;
  };
  const serveJson: Connect.NextHandleFunction = (req, res, next) => {
    const json = req.url?.split('?')[0] === presetPath ? presetJson() : null;
    if (json === null) return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(json);
  };
  // The preview server's pages: what Vite's SPA fallback would send (the built index.html), with
  // the preset in it; assets and other files go on to Vite.
  const servePage: Connect.NextHandleFunction = (req, res, next) => {
    const path = req.url?.split('?')[0] ?? '';
    const page =
      (req.method === 'GET' || req.method === 'HEAD') &&
      req.headers.accept?.includes('text/html') &&
      path.startsWith(base) &&
      !/\.[^/]+$/.test(path.slice(base.length).replace(/(^|\/)index\.html$/, ''));
    const json = page ? presetJson() : null;
    if (json === null) return next();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // the page carries this run's endpoint and key: never reused by a later run
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : withDevnetPreset(readFileSync(`${outDir}/index.html`, 'utf8'), json));
  };
  return {
    name: 'hexray-devnet-preset',
    // our middleware runs before Vite's, which takes the base off: the URL still carries it here
    configResolved: (config) => {
      base = config.base;
      presetPath = `${config.base}devnet.json`;
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer: (server) => void server.middlewares.use(serveJson),
    configurePreviewServer: (server) => {
      server.middlewares.use(serveJson);
      server.middlewares.use(servePage);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const json = context.server ? presetJson() : null;
        return json === null ? html : withDevnetPreset(html, json);
      },
    },
  };
}

/** The page with the preset as a data block, before its first script (the boot script reads it). */
function withDevnetPreset(html: string, presetJson: string): string {
  // `<` escaped: nothing in the JSON can end the block early
  const data = JSON.stringify(JSON.parse(presetJson)).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${DEVNET_PRESET_ELEMENT_ID}">${data}</script>\n    `;
  const first = html.indexOf('<script');
  return first === -1
    ? html.replace('</head>', `${block}</head>`)
    : `${html.slice(0, first)}${block}${html.slice(first)}`;
}

/**
 * The production build ships a Content-Security-Policy: scripts and styles only from our own origin
 * (no eval, and no inline script but the cold-link boot script, allowed by its hash). connect-src
 * cannot name the endpoint — the user picks it at run time — so it allows any https:/wss: host plus
 * plain http:/ws: on this machine only (local nodes and the devnet); a plain-http endpoint
 * elsewhere would send the key in clear anyway. The dev server gets no policy: Vite's hot reload
 * needs inline script.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (source: string): string =>
  `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;

/** For each route, the built chunks its page needs that the entry does not already load. */
function coldLinkPreloads(bundle: NonNullable<IndexHtmlTransformContext['bundle']>, base: string) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  // by the modules a chunk holds, not its facade: the wire (rpc/client.ts) sits in a shared chunk
  // with no facade, and was missing from every route's list
  const byModule = (module: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) closure(imported, into);
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
  const preload: Record<string, string[]> = {};
  for (const [route, page] of Object.entries(COLD_LINK_PAGES)) {
    const files = new Set<string>();
    for (const module of [page, ...COLD_LINK_CODE]) {
      const chunk = byModule(module);
      if (chunk) closure(chunk.fileName, files);
    }
    preload[route] = [...files].filter((file) => !entry.has(file)).map((file) => `${base}${file}`);
  }
  return preload;
}

/**
 * The built index.html: the policy first, then the cold-link boot script (its source as written
 * in connection/cold-link-boot.ts, given the build's chunk names) with its hash in the policy.
 */
function contentSecurityPolicyAndBoot(): Plugin {
  let base = '/';
  return {
    name: 'hexray-content-security-policy',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const config: ColdLinkBootConfig = {
          storageKey: CONNECTION_STORAGE_KEY,
          // under a sub-path the app's paths (and the preset) sit below the base
          basename: base.replace(/\/+$/, ''),
          presetUrl: `${base}devnet.json`,
          presetElementId: DEVNET_PRESET_ELEMENT_ID,
          preload: context.bundle ? coldLinkPreloads(context.bundle, base) : {},
        };
        const boot = `(${coldLinkBoot.toString()})(${JSON.stringify(config)});`;
        const entry = html.indexOf('<script type="module"');
        if (entry === -1) throw new Error('index.html: no module script to put the boot script before');
        return {
          // after the charset (it must come in the first 1,024 bytes), before the stylesheet (an
          // inline script after one waits for it to load) and the entry
          html: `${html.slice(0, entry)}<script>${boot}</script>\n    ${html.slice(entry)}`,
          tags: [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy([scriptHash(boot)]) },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

const chunks = recordChunks();

export default defineConfig(({ command }) => ({
  base: BASE,
  // react-router resolves to its development build under every export condition; the build takes
  // its production build, the same code without the development warnings (smaller first page)
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
            },
          ],
        }
      : {},
  plugins: [
    react(),
    tailwindcss(),
    devnetPreset(),
    contentSecurityPolicyAndBoot(),
    chunks.plugin,
    // 404.html for hosts without an SPA fallback, _headers with the entry's own policy as a header
    staticHost(),
  ],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // HEXRAY_OUT_DIR lets the browser tests build beside a developer's own dist/.
  build: {
    target: 'es2022',
    // The stylesheet is Tailwind 4's, which needs these browsers anyway (its own baseline:
    // cascade layers, @property, color-mix): older targets only added lab() fallbacks for every
    // colour, 1.1 KB gzip of the first page
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    sourcemap: false,
    outDir: process.env.HEXRAY_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // modulepreload is in every current browser (Safari since 17); the polyfill cost 0.3 KB gzip
    // of the first page, and an older browser without it still runs the app, a chunk wave later
    modulePreload: { polyfill: false },
    // a cold link's page in a few files, not two dozen (build/record-chunks.ts)
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // component tests run in Chromium: vitest.components.config.ts
    exclude: ['test/e2e/**', 'node_modules/**', 'test/components/**/*.browser.test.tsx'],
    globalSetup: ['test/setup/devnet.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
