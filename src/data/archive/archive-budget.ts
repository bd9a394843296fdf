/**
 * The archive's budget in bytes, a setting of this device: 100 MB unless changed; 0 turns the
 * archive off (pages keep nothing of what they receive). One place for it: the store enforces it,
 * and the feed (archive-feed.ts, on the first page, so this stays tiny) skips collecting at 0.
 */
import { deviceStorage, readItem, writeItem } from '../../browser/guarded-storage.ts';

export const DEFAULT_BUDGET_BYTES = 100_000_000;
const BUDGET_KEY = 'hexray.archive.budget-bytes';

let budget: number | null = null;

export function archiveBudgetBytes(): number {
  if (budget === null) {
    const stored = readItem(deviceStorage(), BUDGET_KEY);
    const bytes = stored !== null && /^\d{1,16}$/.test(stored) ? Number(stored) : NaN;
    budget = Number.isSafeInteger(bytes) ? bytes : DEFAULT_BUDGET_BYTES;
  }
  return budget;
}

/** Kept on this device; the caller has checked it is a whole number of bytes, 0 or more. */
export function saveArchiveBudgetBytes(bytes: number): void {
  budget = bytes;
  writeItem(deviceStorage(), BUDGET_KEY, String(bytes));
}
