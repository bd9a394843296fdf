/**
 * The only way a URL reaches text (messages, hints, labels, exchanges, logs). Providers put the
 * API key in the path (`/v3/<key>`, `/ws/v3/<key>`), some in userinfo or the query string. What
 * only the wire or the request inspector does with the secrets found here is apart, off the first
 * page: scrubbing provider text (scrub-secrets.ts), revealing a URL (reveal-url.ts).
 */

export const REDACTED = '<API_KEY>';

/** A path segment that looks like a credential: long, token-like, with a digit in it. */
const KEY_LIKE = /^(?=.*[0-9])[A-Za-z0-9_\-.~%]{16,}$/;
/** A version segment after which providers put the key (`/v3/<key>`, `/v2/<key>`). */
const VERSION = /^v[0-9]+$/;

export interface RedactedUrl {
  /** safe to show */
  label: string;
  /** the raw strings that were replaced, to scrub from provider text */
  secrets: string[];
}

/** Splits a URL into its safe label and the secrets it held. */
export function redactUrlParts(url: string): RedactedUrl {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Unparseable: we cannot tell the key from the rest, so nothing of it is shown.
    return { label: '<invalid URL>', secrets: url ? [url] : [] };
  }
  const secrets: string[] = [];
  let userinfo = '';
  if (parsed.username || parsed.password) {
    userinfo = `${REDACTED}@`;
    secrets.push(parsed.username, parsed.password);
  }
  const segments = parsed.pathname.split('/');
  const path = segments
    .map((segment, i) => {
      // Stryker disable next-line StringLiteral: equivalent — the first segment has no predecessor, and no stand-in string is a version
      const previous = segments[i - 1] ?? '';
      if (segment && (VERSION.test(previous) || KEY_LIKE.test(segment))) {
        secrets.push(segment);
        return REDACTED;
      }
      return segment;
    })
    .join('/');
  let query = '';
  if (parsed.search) {
    const names: string[] = [];
    for (const [name, value] of parsed.searchParams) {
      secrets.push(value); // an empty value is dropped with the other empty strings below
      names.push(`${encodeURIComponent(name)}=${REDACTED}`);
    }
    query = `?${names.join('&')}`;
  }
  const withDecoded = secrets.flatMap((secret) => {
    try {
      // Both spellings, since a provider may echo either; the Set below drops the repeat.
      return [secret, decodeURIComponent(secret)];
    } catch {
      return [secret];
    }
  });
  return {
    label: `${parsed.protocol}//${userinfo}${parsed.host}${path === '/' ? '' : path}${query}`,
    secrets: [...new Set(withDecoded.filter((s) => s.length > 0))],
  };
}
