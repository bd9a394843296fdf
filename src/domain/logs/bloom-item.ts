/**
 * What a person types into the bloom test box: an address (20 bytes) or a topic (32 bytes), as
 * hex. Anything else gets a message saying what is wrong with it, and is never tested.
 */
import { findNonHexDigit, type Hex } from '../hex.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';

export interface BloomItem {
  kind: 'address' | 'topic';
  hex: Hex;
}

export function parseBloomItem(input: string): ParseResult<BloomItem> {
  const text = input.trim();
  if (text === '') return rejected('Enter an address (0x + 40 hex digits) or a topic (0x + 64 hex digits)');
  const body = /^0x/i.test(text) ? text.slice(2) : text;
  const bad = findNonHexDigit(body);
  if (bad) return rejected(`“${bad.char}” is not a hex digit: an address or topic is 0x followed by 0-9 and a-f`);
  if (body.length === 40) return parsed({ kind: 'address', hex: `0x${body.toLowerCase()}` });
  if (body.length === 64) return parsed({ kind: 'topic', hex: `0x${body.toLowerCase()}` });
  return rejected(
    `${body.length} hex digit${body.length === 1 ? '' : 's'}: an address has 40 (20 bytes), a topic 64 (32 bytes)`,
  );
}

/** Where in a log a tested value can sit: as the emitting address, or as a 32-byte topic. */
export interface BloomCandidate {
  role: 'emitter' | 'topic';
  value: Hex;
}

const ADDRESS_PADDING = '0'.repeat(24);

/**
 * What the bloom is asked about for one typed value. An address is also an indexed argument
 * (an approval's owner, a transfer's recipient), and then it sits in a topic, left-padded to 32
 * bytes: a different item with different bits. So an address is tested both ways, and so is a
 * topic that holds an address (12 zero bytes, then 20).
 */
export function bloomCandidates(item: BloomItem): BloomCandidate[] {
  const digits = item.hex.slice(2);
  if (item.kind === 'address') {
    return [
      { role: 'emitter', value: item.hex },
      { role: 'topic', value: `0x${ADDRESS_PADDING}${digits}` },
    ];
  }
  const candidates: BloomCandidate[] = [{ role: 'topic', value: item.hex }];
  if (digits.startsWith(ADDRESS_PADDING))
    candidates.push({ role: 'emitter', value: `0x${digits.slice(ADDRESS_PADDING.length)}` });
  return candidates;
}
