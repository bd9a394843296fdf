/**
 * Every outside source of names, one line each: what Settings clears, what the pages' lookups ask.
 * The record does not compile until every setting in OUTSIDE_SOURCES has its source.
 */
import type { OutsideSourceId } from './outside-sources.ts';
import type { NameSource } from './name-source.ts';
import { signatureDatabase } from './signature-database-source.ts';
import { sourcify } from './sourcify-source.ts';

export const NAME_SOURCES: { readonly [Id in OutsideSourceId]: NameSource<Id> } = {
  signatures: signatureDatabase,
  sourcify,
};

const forgetters = new Set<(id: OutsideSourceId) => void>();

/**
 * What a page keeps in memory of a source's answers is forgotten with its cache: `forget` hears
 * each clearing, with the source's id. Returns the unsubscribe.
 */
export function onNamesCleared(forget: (id: OutsideSourceId) => void): () => void {
  forgetters.add(forget);
  return () => {
    forgetters.delete(forget);
  };
}

/** Forgets a source's kept answers, on the device and in this page (Settings' "Clear cached answers"). */
export async function clearNames(id: OutsideSourceId): Promise<void> {
  for (const forget of forgetters) forget(id);
  await NAME_SOURCES[id].clear();
}
