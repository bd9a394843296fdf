import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { DEVNET_PRESET_ELEMENT_ID } from '../src/connection/devnet-preset.ts';

/**
 * `npm start` writes the devnet preset to a file and names it in HEXRAY_DEVNET_PRESET (dev and
 * preview servers only — a production build carries no devnet, no key). The servers write it into
 * every page they serve, as a JSON data block the app and the boot script read at once: fetched as
 * `devnet.json` (still served, under the base) it cost a cold link one more round trip before its
 * lookup could leave. A data block is never run, so the Content-Security-Policy has no say in it.
 */
export function devnetPreset(): Plugin {
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
