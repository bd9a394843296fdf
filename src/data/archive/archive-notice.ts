/**
 * Whether the archive could only keep records in memory (IndexedDB refused or full): set by the
 * writer, said once by the layout's note. Its own small module: it is on the first page.
 */
import { createListeners } from '../stores/listeners.ts';

const listeners = createListeners();
let inMemory = false;

export const archiveMemoryNotice = {
  subscribe: listeners.subscribe,
  inMemory: (): boolean => inMemory,
  /** the store fell back to memory: tell the note, once */
  noteInMemory(): void {
    if (inMemory) return;
    inMemory = true;
    listeners.notify();
  },
};
