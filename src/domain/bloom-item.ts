/**
 * What a person types into the bloom test box: an address (20 bytes) or a topic (32 bytes), as
 * hex. Anything else gets a message saying what is wrong with it, and is never tested.
 */
import type { Hex } from './hex.ts';

export type BloomItem = { ok: true; kind: 'address' | 'topic'; value: Hex } | { ok: false; message: string };

export function parseBloomItem(input: string): BloomItem {
  const text = input.trim();
  if (text === '') return { ok: false, message: 'Enter an address (0x + 40 hex digits) or a topic (0x + 64 hex digits)' };
  const body = /^0x/i.test(text) ? text.slice(2) : text;
  const bad = /[^0-9a-fA-F]/.exec(body);
  if (bad) return { ok: false, message: `“${bad[0]}” is not a hex digit: an address or topic is 0x followed by 0-9 and a-f` };
  if (body.length === 40) return { ok: true, kind: 'address', value: `0x${body.toLowerCase()}` };
  if (body.length === 64) return { ok: true, kind: 'topic', value: `0x${body.toLowerCase()}` };
  return {
    ok: false,
    message: `${body.length} hex digit${body.length === 1 ? '' : 's'}: an address has 40 (20 bytes), a topic 64 (32 bytes)`,
  };
}
