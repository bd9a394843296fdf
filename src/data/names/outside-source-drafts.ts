/**
 * A source's URL typed in Settings and not saved yet, kept for this page load so that a visit to
 * another page does not lose it silently. Only a draft: lookups keep going to the saved URL until
 * the person presses Save, because a lookup tells the source what the person looks at, and where
 * that goes changes only by an explicit act.
 */
import type { OutsideSourceId } from './outside-sources.ts';

const drafts = new Map<OutsideSourceId, string>();

export const outsideSourceDrafts = {
  get: (id: OutsideSourceId): string | undefined => drafts.get(id),
  keep(id: OutsideSourceId, text: string): void {
    drafts.set(id, text);
  },
  drop(id: OutsideSourceId): void {
    drafts.delete(id);
  },
};
