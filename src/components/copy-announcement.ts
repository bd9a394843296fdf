import { useSyncExternalStore } from 'react';
import { createListeners } from '../data/stores/listeners.ts';

/**
 * What the last keyboard copy did ("Copied the transaction hash"), for the polite live region in
 * the layout. One sentence at a time; it clears after a while so the same copy is said again.
 */
let text = '';
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = createListeners();

function set(next: string) {
  text = next;
  listeners.notify();
}

export function announceCopy(sentence: string): void {
  clearTimeout(clearTimer);
  // a live region says nothing when its text does not change: empty it first
  set('');
  setTimeout(() => set(sentence), 50);
  clearTimer = setTimeout(() => set(''), 4000);
}

export function useCopyAnnouncement(): string {
  return useSyncExternalStore(listeners.subscribe, () => text);
}
