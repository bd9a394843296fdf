/**
 * The archive's door for pages: `archiveLater` queues what a page received and writes it in
 * batches when the browser is idle, never on the paint path. The store itself is loaded by
 * dynamic import on the first write, so it costs the first page's code nothing. A write that
 * fails is dropped, never thrown at a page (the store already falls back to memory and says so).
 */
import { whenIdle } from '../../browser/idle.ts';
import { archiveMemoryNotice } from './archive-notice.ts';
import type { ArchiveEntry } from './archive-record.ts';

let queue: ArchiveEntry[] = [];
let scheduled = false;
let writing: Promise<void> = Promise.resolve();

async function write(batch: ArchiveEntry[]): Promise<void> {
  try {
    const { archive } = await import('./archive-store.ts');
    await archive.put(batch);
    if (archive.availability() === 'memory') archiveMemoryNotice.noteInMemory();
  } catch {
    // the archive is a convenience: a page never fails because it could not keep something
  }
}

function flush(): void {
  scheduled = false;
  const batch = queue;
  queue = [];
  writing = writing.then(() => write(batch));
}

/** Keeps the entry in the archive, soon, when the browser has nothing better to do. */
export function archiveLater(entry: ArchiveEntry): void {
  queue.push(entry);
  if (scheduled) return;
  scheduled = true;
  whenIdle(flush);
}

/** Resolves when everything queued so far is written (for a page about to read it back). */
export function archiveWritten(): Promise<void> {
  if (scheduled) flush();
  return writing;
}
