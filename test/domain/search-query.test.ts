import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../src/domain/search-query.ts';

const hash = `0x${'ab'.repeat(32)}`;
const address = `0x${'cd'.repeat(20)}`;

describe('parseSearch', () => {
  it('reads a 32-byte hash as a transaction, lowercased', () => {
    expect(parseSearch(hash.toUpperCase().replace('0X', '0x'))).toEqual({
      ok: true,
      value: { kind: 'transaction', hash },
    });
  });

  it('reads a 20-byte value as an address', () => {
    expect(parseSearch(address)).toEqual({ ok: true, value: { kind: 'address', address } });
  });

  it.each([`  ${hash}  `, `\u200b${hash}\ufeff`, `0X${hash.slice(2)}`, hash.slice(2)])('forgives %j', (text) => {
    expect(parseSearch(text)).toEqual({ ok: true, value: { kind: 'transaction', hash } });
  });

  it.each([
    [`${hash}:3`, 3n],
    [`${hash}/12`, 12n],
    [`${hash} : 0x2`, 2n],
  ])('reads %s as a block position', (text, index) => {
    expect(parseSearch(text)).toEqual({ ok: true, value: { kind: 'blockTransaction', blockHash: hash, index } });
  });

  it.each([
    [`https://etherscan.io/tx/${hash}`, 'transaction'],
    [`https://blockscout.com/address/${address}?tab=txs`, 'address'],
    [`http://127.0.0.1:5173/block/${hash}/tx/4`, 'blockTransaction'],
  ])('follows the explorer link %s', (text, kind) => {
    const result = parseSearch(text);
    expect(result.ok && result.value.kind).toBe(kind);
  });

  it.each([
    [`http://127.0.0.1:5173/tx/${hash}/receipt`, 'receipt'],
    [`https://etherscan.io/tx/${hash}#eventlog`, 'receipt'],
    [`https://otterscan.example/tx/${hash}/logs`, 'receipt'],
    [`https://eth.blockscout.com/tx/${hash}?tab=logs`, 'receipt'],
    [`https://etherscan.io/tx/${hash}#internal`, 'transaction'],
    [`https://etherscan.io/tx/${hash}/receiptx`, 'transaction'],
  ])('opens %s as the %s', (text, kind) => {
    expect(parseSearch(text)).toEqual({ ok: true, value: { kind, hash } });
  });

  it.each([
    ['', /Type or paste/],
    ['0x', /Just “0x”/],
    ['12345', /Block numbers/],
    ['abcdef', /start with 0x/],
    [`0x${'a'.repeat(63)}`, /63 hex digits/],
    [`0x${'a'.repeat(42)}`, /too long for an address/],
    [`0x${'a'.repeat(66)}`, /too long for a hash/],
    [`0x${'a'.repeat(70)}`, /70 hex digits is too long/],
    [`0x${'a'.repeat(10)}z${'a'.repeat(53)}`, /“z” at position 13 is not a hex digit/],
    ['two words', /space inside/],
    [`${hash}:-1`, /cannot be negative/],
    [`${hash}:${2n ** 40n}`, /too large/],
    [`0x1234:1`, /block hash before/],
    ['ftp://example.com/tx/1', /Paste a transaction hash/],
    ['https://example.com/blocks', /does not point to/],
    ['a'.repeat(301), /301 characters long/],
  ])('explains %j', (text, message) => {
    const result = parseSearch(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
