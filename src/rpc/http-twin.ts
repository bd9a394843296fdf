/**
 * The HTTP(S) twin of a WebSocket URL (`wss://h/ws/v3/k` → `https://h/v3/k`, endpoint.ts's shape
 * read backwards), used to ask the provider why a socket failed: browsers hide the upgrade status.
 * Only the WebSocket transport asks, so it loads with the wire, apart from endpoint.ts, which the
 * first page carries to resolve the saved connection.
 */
export function httpTwinOf(wsUrl: string): string | undefined {
  try {
    const url = new URL(wsUrl);
    url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
    // the `/ws` segment right before `/v3/<key>`: under a base with a path of its own too
    url.pathname = url.pathname.replace(/\/ws(?=\/v3\/[^/]+$)/, '');
    return url.toString();
  } catch {
    return undefined;
  }
}
