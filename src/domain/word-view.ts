/**
 * One storage word as one line of text in a chosen reading (the word views of the storage page,
 * condensed): what a timeline of values shows per range.
 */
import { checksumAddress } from './address-checksum.ts';
import { bytesToHex, type Hex } from './hex.ts';
import { storageWordViews } from './storage-word.ts';
import { formatInteger } from './units.ts';

export const WORD_VIEWS = ['hex', 'uint256', 'int256', 'address', 'bool', 'string'] as const;
export type WordView = (typeof WORD_VIEWS)[number];

export function wordInView(word: Hex, view: WordView): string {
  const views = storageWordViews(word);
  switch (view) {
    case 'hex':
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
