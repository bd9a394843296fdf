/**
 * CORS as a public provider does it: any origin may call, preflights are answered. The browser
 * sends a preflight for every JSON POST because of the application/json content type.
 */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  // Let a page read Retry-After on 429/503, which the client honours.
  'access-control-expose-headers': 'retry-after',
};

export const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-max-age': '86400',
};
