import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../src/domain/search-query.ts';
import { parseTransactionIndex } from '../../src/domain/transaction-index.ts';

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

/**
 * The search box: what an explorer link yields (the hash, address or position itself,
 * not just its kind), length boundaries between address and hash, and where a bad digit is.
 */

function messageOf(text: string): string {
  const result = parseSearch(text);
  if (result.ok) throw new Error(`expected ${text} to be refused`);
  return result.message;
}

describe('explorer links open what they point at', () => {
  it.each([
    [`https://etherscan.io/tx/${hash.toUpperCase().replace('0X', '0x')}`, { kind: 'transaction', hash }],
    [`https://etherscan.io/address/${address}#code`, { kind: 'address', address }],
    [`https://etherscan.io/token/${address}`, { kind: 'address', address }],
    [`https://explorer.example/contract/${address}`, { kind: 'address', address }],
    [`http://127.0.0.1:5173/block/${hash}/tx/4`, { kind: 'blockTransaction', blockHash: hash, index: 4n }],
    [`https://explorer.example/block/${hash}/tx/0x1f`, { kind: 'blockTransaction', blockHash: hash, index: 31n }],
  ])('%s', (link, target) => {
    expect(parseSearch(link)).toEqual({ ok: true, value: target });
  });

  it('a link to something too short says what is wrong with it', () => {
    expect(messageOf('https://etherscan.io/tx/0x1234')).toMatch(/^4 hex digits is too short/);
  });

  it('a link with a bad position names the index problem', () => {
    expect(messageOf(`https://explorer.example/block/${hash}/tx/abc`)).toMatch(/“abc” is not a transaction index/);
  });

  it('only http and https links are links', () => {
    expect(messageOf(`ws://explorer.example/tx/${hash}`)).toMatch(/^Paste a transaction hash/);
  });
});

describe('hex without 0x', () => {
  it('a bare 40-digit value is an address', () => {
    expect(parseSearch(address.slice(2).toUpperCase())).toEqual({ ok: true, value: { kind: 'address', address } });
  });

  it('other bare hex lengths are refused with their digit count', () => {
    expect(messageOf('a'.repeat(39))).toBe(
      'Hex values start with 0x; this has 39 hex digits (a transaction hash has 64, an address 40).',
    );
    expect(messageOf('a'.repeat(65))).toMatch(/this has 65 hex digits/);
  });

  it('text that is not hex at all gets the general hint', () => {
    expect(messageOf('vitalik.eth')).toBe(
      'Paste a transaction hash (0x + 64 hex digits), an address (0x + 40), a block number (186) or “latest”, or a block hash with an index (0x…:3).',
    );
  });
});

describe('length boundaries', () => {
  it.each([
    [17, '17 hex digits is too short: an address has 40, a transaction hash 64, a block number in hex at most 16.'],
    [39, '39 hex digits is too short: an address has 40, a transaction hash 64, a block number in hex at most 16.'],
    [41, '41 hex digits: an address has 40 and a transaction hash 64 — part of it may be missing.'],
    [63, '63 hex digits: an address has 40 and a transaction hash 64 — part of it may be missing.'],
    [65, '65 hex digits is too long: a transaction hash has 64.'],
  ])('%d digits', (digits, message) => {
    expect(messageOf(`0x${'1'.repeat(digits)}`)).toBe(message);
  });

  it('300 characters is still read; 301 is refused for its length', () => {
    expect(messageOf(`0x${'1'.repeat(298)}`)).toBe('298 hex digits is too long: a transaction hash has 64.');
    expect(messageOf(`0x${'1'.repeat(299)}`)).toBe(
      'That is 301 characters long: nothing we can search is longer than a link.',
    );
  });
});

describe('block positions', () => {
  it('accepts 0X and mixed case in the block hash', () => {
    expect(parseSearch(`0X${hash.slice(2).toUpperCase()}:7`)).toEqual({
      ok: true,
      value: { kind: 'blockTransaction', blockHash: hash, index: 7n },
    });
  });

  it('names the separator the person used when the block hash is wrong', () => {
    expect(messageOf('0x1234:1')).toBe(
      'The block hash before “:” must be 32 bytes (64 hex digits after 0x); it has 4.',
    );
    expect(messageOf('0x1234/1')).toBe(
      'The block hash before “/” must be 32 bytes (64 hex digits after 0x); it has 4.',
    );
  });

  it('refuses a position with no index', () => {
    expect(messageOf(`${hash}:`)).toMatch(/is not a transaction index/);
  });
});

describe('where the bad character is', () => {
  it('counts an emoji as one character', () => {
    expect(messageOf(`0xab😀${'a'.repeat(61)}`)).toBe('“😀” at position 5 is not a hex digit (0-9, a-f).');
  });

  it('counts from the first character, 0x included', () => {
    expect(messageOf(`0xg${'a'.repeat(63)}`)).toBe('“g” at position 3 is not a hex digit (0-9, a-f).');
  });

  it('a tab inside is a space inside', () => {
    expect(messageOf(`${hash}\tx`)).toMatch(/space inside/);
  });
});

describe('what is not hex at all', () => {
  const general =
    'Paste a transaction hash (0x + 64 hex digits), an address (0x + 40), a block number (186) or “latest”, or a block hash with an index (0x…:3).';

  it.each([['ab0Xcd'], ['zz0xab:3'], ['g'.repeat(40)], [`${'g'.repeat(39)}a`], [`a${'g'.repeat(39)}`]])(
    '%s gets the general hint',
    (text) => {
      expect(messageOf(text)).toBe(general);
    },
  );

  it('digits followed by letters are hex without 0x, not a block number', () => {
    expect(messageOf('123abc')).toBe(
      'Hex values start with 0x; this has 6 hex digits (a transaction hash has 64, an address 40).',
    );
  });

  it('a bad digit before the separator is reported as a bad digit', () => {
    expect(messageOf('0xabzz:3')).toBe('“z” at position 5 is not a hex digit (0-9, a-f).');
  });

  it('any amount of space around the separator is forgiven', () => {
    expect(parseSearch(`${hash}  :  3`)).toEqual({
      ok: true,
      value: { kind: 'blockTransaction', blockHash: hash, index: 3n },
    });
  });
});

describe('transaction index messages quote the index as typed, trimmed', () => {
  it.each([
    ['  abc ', '“abc” is not a transaction index: use a whole number like 0, 1, 2 (or hex like 0x1).'],
    [` ${2n ** 32n} `, `Index ${2n ** 32n} is too large for a position in a block.`],
  ])('%j', (text, message) => {
    expect(parseTransactionIndex(text)).toEqual({ ok: false, message });
  });
});

describe('a logs link opens a receipt only for a transaction hash', () => {
  it('a bad hash in a logs link gets the hash’s own message', () => {
    expect(parseSearch('https://otterscan.example/tx/0x123/logs')).toEqual({
      ok: false,
      message: '3 hex digits is too short: an address has 40, a transaction hash 64.',
    });
  });

  it('an address in a /tx/ logs link is read as the address', () => {
    expect(parseSearch(`https://etherscan.io/tx/${address}#eventlog`)).toEqual({
      ok: true,
      value: { kind: 'address', address },
    });
  });
});

describe('block numbers and `latest` open the block page', () => {
  const block = (ref: string) => ({ ok: true, value: { kind: 'block', block: ref } });

  it.each([
    ['186', 186n],
    ['0', 0n],
    ['000186', 186n],
    [' 186 ', 186n],
    ['0xba', 186n],
    ['0XBA', 186n],
    // 16 hex digits are 64 bits: the largest block number there can be
    ['0xffffffffffffffff', 2n ** 64n - 1n],
    ['18446744073709551615', 2n ** 64n - 1n],
  ])('%j is block %s', (text, number) => {
    expect(parseSearch(text)).toEqual(block(number.toString()));
  });

  it.each(['latest', 'LATEST', ' Latest ', 'finalized', 'safe', 'earliest'])('%j is the block by tag', (text) => {
    expect(parseSearch(text)).toEqual(block(text.trim().toLowerCase()));
  });

  it('pending is no block page: it has no hash to read its transactions by', () => {
    expect(parseSearch('pending').ok).toBe(false);
  });

  it.each([
    ['-5', 'A block number cannot be negative (-5); the first block is 0.'],
    ['-0x5', 'A block number cannot be negative (-0x5); the first block is 0.'],
    [
      '1'.repeat(80),
      '80 digits is beyond any block: block numbers fit in 64 bits (at most 18,446,744,073,709,551,615).',
    ],
    [
      '18446744073709551616',
      '20 digits is beyond any block: block numbers fit in 64 bits (at most 18,446,744,073,709,551,615).',
    ],
    ['1e5', '“1e5” is scientific notation: type the block number in full digits.'],
    ['1.5', 'A block number is a whole number; “1.5” has a fraction.'],
    ['1,000', 'Type the block number without digit separators: 1000.'],
  ])('%j is refused: %s', (text, message) => {
    expect(parseSearch(text)).toEqual({ ok: false, message });
  });

  it('17 hex digits is beyond a block number and short of an address', () => {
    expect(messageOf(`0x1${'0'.repeat(16)}`)).toMatch(/^17 hex digits is too short/);
  });

  it.each([
    ['https://etherscan.io/block/186', '186'],
    ['http://127.0.0.1:5173/block/latest/', 'latest'],
    [`https://otterscan.example/block/${hash.toUpperCase().replace('0X', '0x')}`, hash],
  ])('follows the block link %s', (link, ref) => {
    expect(parseSearch(link)).toEqual(block(ref));
  });

  it('a short value in a transaction link is a cut hash, not a block number', () => {
    expect(messageOf('https://etherscan.io/tx/0xba')).toMatch(
      /^2 hex digits is too short: an address has 40, a transaction hash 64\.$/,
    );
  });
});

describe('an address’s EIP-55 checksum', () => {
  // EIP-55's own example, and the same with one letter's case changed
  const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  const mistyped = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1Beaed';

  it('a checksummed, an all-small and an all-capital address are addresses', () => {
    const lower = checksummed.toLowerCase();
    for (const text of [checksummed, lower, `0x${lower.slice(2).toUpperCase()}`])
      expect(parseSearch(text)).toEqual({ ok: true, value: { kind: 'address', address: lower } });
  });

  it('a mixed case that is not the checksum is refused as a probable typo, typed or in a link', () => {
    expect(messageOf(mistyped)).toMatch(/^The checksum does not match: probably a typo\./);
    expect(messageOf(`https://etherscan.io/address/${mistyped}`)).toMatch(/^The checksum does not match/);
  });
});
