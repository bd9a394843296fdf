/**
 * The request inspector's reveal of a full-URL connection's secret, loaded with the inspector's
 * body, apart from redact.ts, which the first page carries to label the endpoint.
 */
import { redactUrlParts } from './redact.ts';

/**
 * The inspector's "reveal" for a full-URL connection: the real URL behind `label` when `label` is
 * exactly what redaction made of it (the key-like path segment, userinfo or query hidden the same
 * way), else `label` unchanged. Never guesses: a label of another URL stays redacted.
 */
export function revealUrl(label: string, realUrl: string): string {
  return redactUrlParts(realUrl).label === label ? realUrl : label;
}

/** True when redaction hides something of this URL, i.e. there is a secret to reveal. */
export function holdsSecret(url: string): boolean {
  return redactUrlParts(url).secrets.length > 0;
}
