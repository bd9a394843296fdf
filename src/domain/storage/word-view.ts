/**
 * The readings of one storage word: which one the storage page shows (`?view=address`, or all of
 * them with no parameter; a link with a view Hexray does not have falls back to all, saying why),
 * and a word as one line of text in a chosen reading (what a slot history's timeline shows per
 * range).
 */
import { checksumAddress } from '../address-checksum.ts';
import { bytesToHex, type Hex } from '../hex.ts';
import { storageWordViews } from './storage-word.ts';
import { formatInteger } from '../units.ts';

export const WORD_VIEWS = ['uint256', 'int256', 'address', 'bool', 'bytes32', 'string'] as const;

export type WordView = (typeof WORD_VIEWS)[number];

export type WordViewChoice = { view: WordView | null; problem: null } | { view: null; problem: string };

function isWordView(text: string): text is WordView {
  return (WORD_VIEWS as readonly string[]).includes(text);
}

/** The `view` query parameter: absent or empty means every view. */
export function parseWordView(text: string | null): WordViewChoice {
  if (text === null || text === '') return { view: null, problem: null };
  if (isWordView(text)) return { view: text, problem: null };
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return {
    view: null,
    problem: `The link asks for the word view “${shown}”, which Hexray does not have (it has ${WORD_VIEWS.join(', ')}): every view is shown.`,
  };
}

/** One word as one line in the chosen reading; a word that is not that kind of value says so. */
export function wordInView(word: Hex, view: WordView): string {
  const views = storageWordViews(word);
  switch (view) {
    case 'bytes32':
      return views.hex;
    case 'uint256':
      return formatInteger(views.uint256, { thousands: true });
    case 'int256':
      return formatInteger(views.int256, { thousands: true });
    case 'address':
      return views.address.clean ? checksumAddress(views.address.address) : `not an address (${views.hex})`;
    case 'bool':
      return views.bool === null ? `not a bool (${views.hex})` : String(views.bool);
    case 'string': {
      const b = views.bytes;
      if (b.kind !== 'short') return `not a short string (${views.hex})`;
      return b.text === null ? bytesToHex(b.bytes) : JSON.stringify(b.text);
    }
  }
}
