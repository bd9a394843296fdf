/**
 * How the home page names the transport: read from the endpoint's own scheme, so a plain
 * `http://` loopback devnet is not called HTTPS, and an unencrypted endpoint says so.
 */
export function transportLabel(endpointUrl: string): string {
  const scheme = /^([a-z]+):/i.exec(endpointUrl)?.[1]?.toLowerCase();
  switch (scheme) {
    case 'https':
      return 'HTTPS (POST)';
    case 'http':
      return 'HTTP (POST), unencrypted';
    case 'wss':
      return 'WebSocket (wss://)';
    case 'ws':
      return 'WebSocket (ws://), unencrypted';
    default:
      return 'Unknown transport';
  }
}
