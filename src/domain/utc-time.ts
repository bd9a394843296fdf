/**
 * A moment as every page writes it: `2026-11-22 01:53:30 UTC`, so two people read the same. Its own
 * module: the header's "last checked" needs it on the first page, block timestamps' parsing does not.
 */
export function formatUtc(ms: number): string {
  return `${new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, '')} UTC`;
}
