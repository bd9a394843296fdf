/**
 * Where the app is served from, fixed at build time (`HEXRAY_BASE=/hexray/ npm run build`, or Vite's
 * `--base`): `/` at a host's root, `/hexray/` under a sub-path. The router works inside it, so the
 * in-app paths built by urls.ts never carry it; only code that reads `window.location` itself
 * (the cold-link boot code) has to take it off.
 */

/** Vite's `base` as the app sees it: always an absolute path ending in `/` (build/static-host.ts checks). */
const APP_BASE: string = import.meta.env.BASE_URL;

/** The router's basename: `/hexray` for `/hexray/`, `/` at the root. */
export const routerBasename = APP_BASE.replace(/\/+$/, '') || '/';

/**
 * The in-app path of a page's `location.pathname` (`/hexray/tx/0x…` → `/tx/0x…`), or null when the
 * path lies outside the base. As the router matches it: case-insensitive, on a segment boundary.
 */
export function inAppPath(pathname: string, basename: string = routerBasename): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const rest = pathname.slice(basename.length);
  if (rest !== '' && !rest.startsWith('/')) return null;
  return rest || '/';
}
