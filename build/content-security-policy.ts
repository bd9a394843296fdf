/**
 * The production build ships a Content-Security-Policy: scripts and styles only from our own origin
 * (no eval, and no inline script but the cold-link boot script, allowed by its hash). connect-src
 * cannot name the endpoint — the user picks it at run time — so it allows any https:/wss: host plus
 * plain http:/ws: on this machine only (local nodes and the devnet); a plain-http endpoint
 * elsewhere would send the key in clear anyway. The dev server gets no policy: Vite's hot reload
 * needs inline script.
 *
 * A self-hoster who knows every place the app may talk to (the team's endpoint, its own signature
 * database and Sourcify) sets HEXRAY_CONNECT_SRC at build time to exactly those origins: then the
 * policy allows nothing else, and a source turned on at another URL is refused by the browser.
 */
import { createHash } from 'node:crypto';

/** What connect-src allows by default: any endpoint the person picks at run time. */
const ANY_ENDPOINT = 'https: wss: http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*';

/**
 * HEXRAY_CONNECT_SRC's origins, checked: space-separated http(s)/ws(s) origins (`https://rpc.example.org
 * wss://rpc.example.org https://sigs.example.org`). Throws on anything else, so a typo fails the
 * build instead of shipping a policy that blocks the app.
 */
export function connectSources(setting: string | undefined): string[] | null {
  if (setting === undefined || setting.trim() === '') return null;
  return setting
    .trim()
    .split(/\s+/)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`HEXRAY_CONNECT_SRC: "${entry}" is not a URL`);
      }
      if (
        !['https:', 'http:', 'wss:', 'ws:'].includes(url.protocol) ||
        url.pathname !== '/' ||
        url.search ||
        url.hash ||
        url.username
      )
        throw new Error(`HEXRAY_CONNECT_SRC: "${entry}" is not an http(s) or ws(s) origin (scheme://host[:port])`);
      return url.origin;
    });
}

export function contentSecurityPolicy(
  inlineScriptHashes: readonly string[] = [],
  connectOnly: readonly string[] | null = connectSources(process.env.HEXRAY_CONNECT_SRC),
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOnly ? connectOnly.join(' ') : ANY_ENDPOINT}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (source: string): string =>
  `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
