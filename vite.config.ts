import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import type { Connect, Plugin } from 'vite';
import { normalizeBase, staticHost } from './build/static-host.ts';

/**
 * Where the app is served from, fixed at build time: `/` by default, `HEXRAY_BASE=/hexray/ npm run
 * build` for a sub-path (Vite's `--base /hexray/` says the same). See the README's "Deploy".
 */
const BASE = normalizeBase(process.env.HEXRAY_BASE ?? '/');

/**
 * `npm start` writes the devnet preset to a file and names it in HEXRAY_DEVNET_PRESET; it is served
 * as devnet.json under the base (dev and preview servers only — a production build carries no
 * devnet, no key).
 */
function devnetPreset(): Plugin {
  let presetPath = '/devnet.json';
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const file = process.env.HEXRAY_DEVNET_PRESET;
    if (req.url?.split('?')[0] !== presetPath || !file) return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(readFileSync(file));
  };
  return {
    name: 'hexray-devnet-preset',
    // our middleware runs before Vite's, which takes the base off: the URL still carries it here
    configResolved: (config) => void (presetPath = `${config.base}devnet.json`),
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

/**
 * The production build ships a Content-Security-Policy: scripts and styles only from our own origin
 * (no inline script, no eval). connect-src cannot name the endpoint — the user picks it at run time —
 * so it allows any https:/wss: host plus plain http:/ws: on this machine only (local nodes and the
 * devnet); a plain-http endpoint elsewhere would send the key in clear anyway. The dev server gets no
 * policy: Vite's hot reload needs inline script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'hexray-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  base: BASE,
  plugins: [
    react(),
    tailwindcss(),
    devnetPreset(),
    contentSecurityPolicy(),
    // 404.html for hosts without an SPA fallback, _headers with this same policy as a header
    staticHost({ contentSecurityPolicy: CONTENT_SECURITY_POLICY }),
  ],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // HEXRAY_OUT_DIR lets the browser tests build beside a developer's own dist/.
  build: { target: 'es2022', sourcemap: false, outDir: process.env.HEXRAY_OUT_DIR ?? 'dist', emptyOutDir: true },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    globalSetup: ['test/setup/devnet.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
