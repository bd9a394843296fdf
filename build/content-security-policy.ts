/**
 * The production build ships a Content-Security-Policy: scripts and styles only from our own origin
 * (no eval, and no inline script but the cold-link boot script, allowed by its hash). connect-src
 * cannot name the endpoint — the user picks it at run time — so it allows any https:/wss: host plus
 * plain http:/ws: on this machine only (local nodes and the devnet); a plain-http endpoint
 * elsewhere would send the key in clear anyway. The dev server gets no policy: Vite's hot reload
 * needs inline script.
 */
import { createHash } from 'node:crypto';

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
