/**
 * What `npm run build` adds so that `dist/` works from any static host, at the root or under the
 * sub-path given at build time (HEXRAY_BASE, or Vite's `--base`), with no server-side rewrites:
 *
 * - `404.html`, a copy of the entry: a host without an SPA fallback (GitHub Pages, a bare file
 *   server) answers a deep link such as `/hexray/tx/0x…` with it, and since every asset URL in it
 *   is absolute under the base, it boots the app at that very route (the router reads the address
 *   bar, not the file name). The response's status is 404; the page works all the same.
 * - `_headers`, the response headers for hosts that read that file (Netlify, Cloudflare Pages):
 *   the same Content-Security-Policy as the entry's meta tag plus `frame-ancestors`, which a meta
 *   tag cannot carry. docs/deploy.md's nginx block says the same (test/e2e/deploy.spec.ts checks both).
 * - `.nojekyll`, so a GitHub Pages branch deploy publishes every file as built.
 */
import type { Plugin } from 'vite';

/** The policy a host sends as a header: the meta tag's, plus what only a header can say. */
export function headerContentSecurityPolicy(metaPolicy: string): string {
  // Nothing needs to frame Hexray; a frame is how a page gets clicked on without the user's knowing.
  return `${metaPolicy}; frame-ancestors 'none'`;
}

/**
 * HEXRAY_BASE as Vite wants it: `hexray`, `/hexray` or `/hexray/` → `/hexray/`; empty → `/`. A
 * relative base or a URL is left as it is, for staticHost() to refuse with its reason.
 */
export function normalizeBase(base: string): string {
  const trimmed = base.trim();
  if (trimmed.startsWith('.') || trimmed.includes(':')) return trimmed;
  return `/${trimmed}/`.replace(/\/{2,}/g, '/');
}

function headersFile(policy: string, base: string): string {
  return [
    '# Response headers for static hosts that read _headers (Netlify, Cloudflare Pages). Written by',
    '# `npm run build`: the policy is the one in index.html, plus frame-ancestors (a header only).',
    '/*',
    `  Content-Security-Policy: ${headerContentSecurityPolicy(policy)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: no-referrer',
    // file names carry a content hash: a new build writes new names
    `${base}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** The policy of the built entry's meta tag (build/cold-link-boot.ts writes it there, hashes included). */
function entryPolicy(html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  if (!meta?.[1]) throw new Error('hexray-static-host: the built index.html carries no Content-Security-Policy');
  return meta[1].replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

export function staticHost(): Plugin {
  let base = '/';
  return {
    name: 'hexray-static-host',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      // A relative base ('./') cannot work: 404.html is served at any depth, and its assets must
      // resolve from there. A full URL would leave the router no path to strip. (`--base /hexray`
      // reaches here without its final slash: Vite adds none.)
      if (!base.startsWith('/') || !base.endsWith('/'))
        throw new Error(
          `Hexray needs its base as an absolute path such as /hexray/ (got "${config.base}"): ` +
            'a deep link answered with 404.html must find its scripts from any depth.',
        );
    },
    generateBundle(_options, bundle) {
      const entry = bundle['index.html'];
      if (entry?.type !== 'asset') throw new Error('hexray-static-host: the build wrote no index.html');
      this.emitFile({ type: 'asset', fileName: '404.html', source: entry.source });
      const html = typeof entry.source === 'string' ? entry.source : new TextDecoder().decode(entry.source);
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(entryPolicy(html), base) });
      this.emitFile({ type: 'asset', fileName: '.nojekyll', source: '' });
    },
  };
}
