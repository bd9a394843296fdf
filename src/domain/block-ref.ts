/**
 * Which block a person means: a number, a 32-byte hash or a tag. Read from the block page's path
 * (`/block/186`, `/block/0x…`, `/block/latest`) and from the search box, checked before anything is
 * sent, with a message that says what is wrong (a negative number, one beyond 64 bits, `1e5`).
 *
 * A short 0x-hex value (at most 16 hex digits) is a block number: nothing else is that short (an
 * address has 40 digits, a hash 64), and 16 hex digits are exactly 64 bits.
 */
import { BLOCK_TAGS, type BlockTag } from './block-tag.ts';
import { bigIntToQuantity, isHash, type Hash } from './hex.ts';
import { parsed, rejected, type ParseResult } from './parse-result.ts';
import { MAX_UINT64 } from './uint-limits.ts';
import { formatInteger } from './units.ts';

/** The tags a block page opens: `pending` is left out, it has no hash to read its transactions by. */
export const BLOCK_PAGE_TAGS = BLOCK_TAGS.filter((tag) => tag !== 'pending');

export type BlockRef =
  { kind: 'number'; number: bigint } | { kind: 'hash'; hash: Hash } | { kind: 'tag'; tag: BlockTag };

/** Hex digits of a 64-bit number at most. */
const MAX_NUMBER_HEX_DIGITS = 16;

const TOO_LARGE = `block numbers fit in 64 bits (at most ${formatInteger(MAX_UINT64, { thousands: true })})`;

/** Only for what looks like a block number (digits, a sign, 0x + a few hex digits); null for anything else. */
export function parseBlockNumberText(text: string): ParseResult<bigint> | null {
  if (/^-\s*(\d+|0x[0-9a-f]+)$/i.test(text))
    return rejected(`A block number cannot be negative (${text}); the first block is 0.`);
  if (/^\d+$/.test(text)) {
    const n = BigInt(text);
    if (n > MAX_UINT64) return rejected(`${text.length} digits is beyond any block: ${TOO_LARGE}.`);
    return parsed(n);
  }
  if (/^0x[0-9a-f]{1,16}$/i.test(text)) return parsed(BigInt(text.toLowerCase()));
  if (/^\d+(\.\d+)?e[+-]?\d+$/i.test(text))
    return rejected(`“${text}” is scientific notation: type the block number in full digits.`);
  if (/^\d+\.\d+$/.test(text)) return rejected(`A block number is a whole number; “${text}” has a fraction.`);
  if (/^\d{1,3}([,_]\d{3})+$/.test(text))
    return rejected(`Type the block number without digit separators: ${text.replace(/[,_]/g, '')}.`);
  return null;
}

/** The block page's argument: a number (decimal, or 0x + up to 16 hex digits), a hash or a tag. */
export function parseBlockRef(raw: string): ParseResult<BlockRef> {
  const text = raw.trim();
  const lower = text.toLowerCase();
  if ((BLOCK_PAGE_TAGS as readonly string[]).includes(lower)) return parsed({ kind: 'tag', tag: lower as BlockTag });
  if (isHash(text)) return parsed({ kind: 'hash', hash: lower as Hash });
  const number = parseBlockNumberText(text);
  if (number) return number.ok ? parsed({ kind: 'number', number: number.value }) : number;
  if (/^0x[0-9a-f]+$/i.test(text) && text.length - 2 > MAX_NUMBER_HEX_DIGITS)
    return rejected(
      `${text.length - 2} hex digits is neither a block number (at most ${MAX_NUMBER_HEX_DIGITS}) nor a block hash (64).`,
    );
  return rejected(`Not a block: use a number (186 or 0xba), a block hash (0x + 64 hex digits) or “latest”.`);
}

/** What the URL shows: the number in decimal, the hash in lower case, or the tag. */
export function blockRefText(ref: BlockRef): string {
  switch (ref.kind) {
    case 'number':
      return ref.number.toString();
    case 'hash':
      return ref.hash;
    case 'tag':
      return ref.tag;
  }
}

/** What eth_getBlockByHash / eth_getBlockByNumber is sent: the hash, a hex quantity or the tag. */
export function blockRefWire(ref: BlockRef): string {
  switch (ref.kind) {
    case 'number':
      return bigIntToQuantity(ref.number);
    case 'hash':
      return ref.hash;
    case 'tag':
      return ref.tag;
  }
}
