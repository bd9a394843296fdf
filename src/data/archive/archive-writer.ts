/**
 * The archive's door for pages: `archiveLater` queues what a page received and writes it in
 * batches when the browser is idle, never on the paint path. The store itself is loaded by
 * dynamic import on the first write, so it costs the first page's code nothing. A write that
 * fails is dropped, never thrown at a page (the store already falls back to memory and says so).
 */
import type { ArchiveEntry } from './archive-record.ts';

/** How long a queued entry may wait for an idle moment before it is written anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where requestIdleCallback is absent (Safari), a short pause stands in for idleness. */
const FALLBACK_DELAY_MS = 200;

let queue: ArchiveEntry[] = [];
let scheduled = false;
let writing: Promise<void> = Promise.resolve();

/** Runs `run` when the browser is idle, or after IDLE_TIMEOUT_MS at the latest. */
export function whenIdle(run: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else setTimeout(run, FALLBACK_DELAY_MS);
}

async function write(batch: ArchiveEntry[]): Promise<void> {
  try {
    const { archive } = await import('./archive-store.ts');
    await archive.put(batch);
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
