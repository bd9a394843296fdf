/**
 * Provider text cleaned of the endpoint's secrets before it reaches an error or the request log
 * (some providers echo the key). Only the wire scrubs (the transports, the envelope), so this
 * loads with it, apart from redact.ts, which the first page carries to label the endpoint.
 */
import { REDACTED } from './redact.ts';

/** One endpoint's secrets as patterns, built once: a transport scrubs every reply with the same list. */
const scrubbers = new WeakMap<readonly string[], RegExp[]>();

function patternsFor(secrets: readonly string[]): RegExp[] {
  let patterns = scrubbers.get(secrets);
  // Stryker disable next-line ConditionalExpression: equivalent — rebuilding the patterns every time gives the same ones (the cache only saves work)
  if (!patterns) {
    patterns = [...secrets]
      // Longest first, so a secret containing another is replaced whole.
      .sort((a, b) => b.length - a.length)
      .filter((secret) => secret.length >= 3)
      // Case-insensitive: some providers echo the key lowercased.
      .map((secret) => new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
    scrubbers.set(secrets, patterns);
  }
  return patterns;
}

/** Replaces every occurrence of a secret in text a provider sent back (some echo the key). */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const pattern of patternsFor(secrets)) out = out.replace(pattern, REDACTED);
  return out;
}
