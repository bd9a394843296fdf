/**
 * Whether the current endpoint keeps only a window of recent blocks, and how many. Nothing on the
 * wire says so, so the connection does: the service (a provider base URL + key, its `*.infura.io`
 * host names, a full URL of its `/v3/<key>` shape) and the devnet preset's gateway serve the latest
 * NEAR_HEAD_WINDOW_BLOCKS (service.md, Limits); any other URL (a bare anvil, a full node) is taken
 * to keep everything, so no page counts down to a limit it may not have.
 */
import type { ConnectionSettings } from './connection.ts';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../domain/near-head-window.ts';

/** The service's URL shape: `{base}/v3/<key>` or `{ws}/ws/v3/<key>`. */
const SERVICE_PATH = /\/v3\/[^/]+\/?$/;

function isServiceUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.hostname.toLowerCase().endsWith('.infura.io') || SERVICE_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

/** The blocks the endpoint serves behind its head, or null when it keeps them all. */
export function servedWindowBlocks(settings: ConnectionSettings | null): number | null {
  if (!settings) return null;
  const { connection } = settings;
  if (settings.source === 'devnet' || connection.kind === 'provider') return NEAR_HEAD_WINDOW_BLOCKS;
  return isServiceUrl(connection.url) ? NEAR_HEAD_WINDOW_BLOCKS : null;
}
