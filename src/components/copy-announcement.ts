import { useSyncExternalStore } from 'react';

/**
 * What the last keyboard copy did ("Copied the transaction hash"), for the polite live region in
 * the layout. One sentence at a time; it clears after a while so the same copy is said again.
 */
let text = '';
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: string) {
  text = next;
  for (const listener of listeners) listener();
}

export function announceCopy(sentence: string): void {
  clearTimeout(clearTimer);
  // a live region says nothing when its text does not change: empty it first
  set('');
  setTimeout(() => set(sentence), 50);
  clearTimer = setTimeout(() => set(''), 4000);
}

export function useCopyAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => text,
  );
}
