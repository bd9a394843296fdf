/**
 * A token's name, symbol and decimals from its own calls: anvil's answers for a token returning
 * strings, an old-style token returning bytes32 (as MKR does), one whose symbol() reverts and an
 * account without code (test/fixtures/eth-call/), then hostile results. viem and cast encode the
 * expected values independently.
 */
import { readFileSync } from 'node:fs';
import { encodeAbiParameters, stringToHex, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Address, Hex } from '../../../src/domain/hex.ts';
import {
  decodeDecimals,
  decodeTokenText,
  NAME_MAX_LENGTH,
  sanitizeTokenText,
  SYMBOL_MAX_LENGTH,
  TOKEN_METADATA_CALLDATA,
  tokenLabel,
  tokenMetadataFrom,
} from '../../../src/domain/token/token-metadata.ts';

const recorded = JSON.parse(
  readFileSync(new URL('../../fixtures/eth-call/anvil-eth-call-answers.json', import.meta.url), 'utf8'),
) as { calls: Record<string, { answer: { result?: Hex; error?: unknown } }> };
/** The result of a recorded call, or null when the node answered with an error (a revert). */
const outcome = (label: string): Hex | null => recorded.calls[label]!.answer.result ?? null;
const callsOf = (token: string) => ({
  name: outcome(`${token}.name`),
  symbol: outcome(`${token}.symbol`),
  decimals: outcome(`${token}.decimals`),
});
const abiString = (text: string): Hex => encodeAbiParameters([{ type: 'string' }], [text]);
const word = (n: bigint): string => n.toString(16).padStart(64, '0');
const CONTRACT: Address = '0x610178dA211FEF7D417bC0e6FeD39F05609AD788';

describe('the three calls', () => {
  it('are the bare selectors of name(), symbol() and decimals()', () => {
    expect(TOKEN_METADATA_CALLDATA).toEqual({
      name: toFunctionSelector('name()'),
      symbol: toFunctionSelector('symbol()'),
      decimals: toFunctionSelector('decimals()'),
    });
    expect(TOKEN_METADATA_CALLDATA).toEqual({ name: '0x06fdde03', symbol: '0x95d89b41', decimals: '0x313ce567' });
  });

  it('are what anvil was sent for them', () => {
    expect(
      (['name', 'symbol', 'decimals'] as const).map(
        (f) => (recorded.calls[`new.${f}`] as unknown as { params: [{ data: Hex }] }).params[0].data,
      ),
    ).toEqual([TOKEN_METADATA_CALLDATA.name, TOKEN_METADATA_CALLDATA.symbol, TOKEN_METADATA_CALLDATA.decimals]);
  });
});

describe('anvil’s answers', () => {
  it('a token returning strings', () => {
    expect(tokenMetadataFrom(callsOf('new'))).toEqual({
      ok: true,
      value: { symbol: 'HXR', name: 'Hexray Token', decimals: 6 },
    });
  });

  it('an old token returning bytes32, padded with NULs', () => {
    expect(tokenMetadataFrom(callsOf('old'))).toEqual({
      ok: true,
      value: { symbol: 'MKR', name: 'Maker', decimals: 18 },
    });
  });

  it('a contract whose symbol() reverts is not treated as a token', () => {
    expect(tokenMetadataFrom(callsOf('badSymbol'))).toEqual({ ok: false, message: 'symbol() reverted' });
  });

  it('an account without code answers 0x: not a token', () => {
    expect(decodeDecimals(outcome('eoa.decimals')!)).toEqual({
      ok: false,
      message: 'The call returned no data (no contract there, or no such function)',
    });
    expect(tokenMetadataFrom({ name: '0x', symbol: '0x', decimals: outcome('eoa.decimals') })).toEqual({
      ok: false,
      message: 'decimals(): The call returned no data (no contract there, or no such function)',
    });
  });
});

describe('decodeDecimals', () => {
  it('0 … 255 in one word; uint256 returns are read the same', () => {
    expect(decodeDecimals(`0x${word(0n)}`)).toEqual({ ok: true, value: 0 });
    expect(decodeDecimals(`0x${word(255n)}`)).toEqual({ ok: true, value: 255 });
    expect(decodeDecimals(`0x${word(0x12n).toUpperCase()}`)).toEqual({ ok: true, value: 18 });
  });

  it('more than a uint8, another length, not hex: not decimals', () => {
    expect(decodeDecimals(`0x${word(256n)}`)).toEqual({
      ok: false,
      message: '256 decimals is more than a uint8 holds',
    });
    expect(decodeDecimals(`0x${word(2n ** 255n)}`)).toMatchObject({ ok: false });
    expect(decodeDecimals(`0x${word(18n)}00`)).toEqual({
      ok: false,
      message: 'The result is 33 bytes, not one 32-byte word',
    });
    expect(decodeDecimals('0x12')).toEqual({ ok: false, message: 'The result is 1 bytes, not one 32-byte word' });
    expect(decodeDecimals('0x1' as Hex)).toEqual({ ok: false, message: 'The result is not even-length 0x-hex data' });
  });
});

describe('decodeTokenText', () => {
  it('an ABI string, as viem encodes it', () => {
    expect(decodeTokenText(abiString('Wrapped Ether'))).toEqual({ ok: true, value: 'Wrapped Ether' });
    expect(decodeTokenText(abiString(''))).toEqual({ ok: true, value: '' });
  });

  it('a bytes32: the text before the first NUL; all 32 bytes when there is none', () => {
    expect(decodeTokenText(stringToHex('MKR', { size: 32 }))).toEqual({ ok: true, value: 'MKR' });
    expect(decodeTokenText(`${stringToHex('AB')}00${'43'.repeat(29)}` as Hex)).toEqual({ ok: true, value: 'AB' });
    expect(decodeTokenText(stringToHex('x'.repeat(32)))).toEqual({ ok: true, value: 'x'.repeat(32) });
    expect(decodeTokenText(`0x${'00'.repeat(32)}`)).toEqual({ ok: true, value: '' });
  });

  it('bytes that are not UTF-8 are not text, in either form', () => {
    expect(decodeTokenText(`0x${'ff'.repeat(3)}${'00'.repeat(29)}`)).toEqual({
      ok: false,
      message: 'The bytes32 is not UTF-8 text',
    });
    expect(decodeTokenText(`0x${word(0x20n)}${word(2n)}ff61`)).toEqual({
      ok: false,
      message: 'The string is not UTF-8 text',
    });
  });

  it('no data, odd data, lying offsets: refused with the reason', () => {
    expect(decodeTokenText('0x')).toEqual({
      ok: false,
      message: 'The call returned no data (no contract there, or no such function)',
    });
    expect(decodeTokenText('0x123' as Hex)).toEqual({
      ok: false,
      message: 'The result is not even-length 0x-hex data',
    });
    expect(decodeTokenText(`0x${word(0x20n)}${word(40n)}${'61'.repeat(32)}`)).toEqual({
      ok: false,
      message: 'The string claims 40 bytes; the data holds 32 after its length',
    });
    expect(decodeTokenText(`0x${word(0x1000n)}${word(1n)}`)).toEqual({
      ok: false,
      message: 'The string offset at offset 0 points past the end of the data',
    });
    expect(decodeTokenText(`0x${word(0x20n)}`.slice(0, 40) as Hex)).toEqual({
      ok: false,
      message: 'The string offset needs 32 bytes at offset 0; the data holds 19',
    });
  });

  it('a 5 MB name is read only as far as it could be shown', () => {
    const data: Hex = `0x${word(0x20n)}${word(5_000_000n)}${'41'.repeat(5_000_000)}`;
    const text = decodeTokenText(data);
    expect(text).toEqual({ ok: true, value: 'A'.repeat(4 * NAME_MAX_LENGTH) });
    expect(tokenMetadataFrom({ name: data, symbol: abiString('BIG'), decimals: `0x${word(18n)}` })).toEqual({
      ok: true,
      value: { symbol: 'BIG', name: `${'A'.repeat(NAME_MAX_LENGTH - 1)}…`, decimals: 18 },
    });
  });
});

describe('sanitizeTokenText', () => {
  it('removes bidirectional overrides, isolates, marks and zero-width characters', () => {
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(sanitizeTokenText(`US${c}DC`, 32)).toBe('USDC');
    for (const c of ['\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u{E0041}'])
      expect(sanitizeTokenText(`US${c}DC`, 32)).toBe('USDC');
  });

  it('the classic reversal: "‮" makes "USDC" + "fake" read backwards; removed, it reads as written', () => {
    expect(sanitizeTokenText('\u202EekafCDSU', 32)).toBe('ekafCDSU');
  });

  it('control characters go; whitespace runs, newlines and tabs included, become one space; ends trimmed', () => {
    expect(sanitizeTokenText('  A\u0000B\u0007C\u007F\u0085D  ', 32)).toBe('ABCD');
    expect(sanitizeTokenText('Hex\n\n\tray\u2028Token\u00A0 X', 32)).toBe('Hex ray Token X');
  });

  it('nothing readable left is no text at all', () => {
    expect(sanitizeTokenText('', 32)).toBeNull();
    expect(sanitizeTokenText(' \u200B\u0000\u202E\n ', 32)).toBeNull();
  });

  it('bounded in code points: a cut ends in "…" and stays within the bound; emoji are not split', () => {
    expect(sanitizeTokenText('x'.repeat(32), 32)).toBe('x'.repeat(32));
    expect(sanitizeTokenText('x'.repeat(33), 32)).toBe(`${'x'.repeat(31)}…`);
    expect(sanitizeTokenText('🦊'.repeat(40), 32)).toBe(`${'🦊'.repeat(31)}…`);
    expect(sanitizeTokenText(`${'y'.repeat(30)} zzz`, 32)).toBe(`${'y'.repeat(30)}…`);
    // a letter under a thousand combining marks is a thousand code points
    expect([...sanitizeTokenText(`Z${'\u0301'.repeat(1000)}`, 32)!]).toHaveLength(32);
  });

  it('the bounds: 32 for a symbol, 64 for a name', () => {
    expect([SYMBOL_MAX_LENGTH, NAME_MAX_LENGTH]).toEqual([32, 64]);
    const long = (n: number): Hex => abiString('Q'.repeat(n));
    expect(tokenMetadataFrom({ name: long(64), symbol: long(32), decimals: `0x${word(0n)}` })).toEqual({
      ok: true,
      value: { symbol: 'Q'.repeat(32), name: 'Q'.repeat(64), decimals: 0 },
    });
    expect(tokenMetadataFrom({ name: long(65), symbol: long(33), decimals: `0x${word(0n)}` })).toEqual({
      ok: true,
      value: { symbol: `${'Q'.repeat(31)}…`, name: `${'Q'.repeat(63)}…`, decimals: 0 },
    });
  });
});

describe('tokenMetadataFrom', () => {
  const decimals18: Hex = `0x${word(18n)}`;

  it('decimals are required: reverted, or nonsense', () => {
    expect(tokenMetadataFrom({ name: abiString('N'), symbol: abiString('S'), decimals: null })).toEqual({
      ok: false,
      message: 'decimals() reverted',
    });
    expect(tokenMetadataFrom({ name: abiString('N'), symbol: abiString('S'), decimals: `0x${word(300n)}` })).toEqual({
      ok: false,
      message: 'decimals(): 300 decimals is more than a uint8 holds',
    });
  });

  it('a symbol is required and must be readable text (a price feed has decimals() but no symbol)', () => {
    expect(tokenMetadataFrom({ name: null, symbol: '0x', decimals: decimals18 })).toEqual({
      ok: false,
      message: 'symbol(): The call returned no data (no contract there, or no such function)',
    });
    expect(tokenMetadataFrom({ name: null, symbol: abiString('\u202E\u200B '), decimals: decimals18 })).toEqual({
      ok: false,
      message: 'symbol() returned no readable text',
    });
  });

  it('a name that reverts, is nonsense or empty is no name; the token stands', () => {
    for (const name of [null, '0x', `0x${'ff'.repeat(32)}`, abiString('  ')] as Array<Hex | null>)
      expect(tokenMetadataFrom({ name, symbol: abiString('HXR'), decimals: decimals18 })).toEqual({
        ok: true,
        value: { symbol: 'HXR', name: null, decimals: 18 },
      });
  });

  it('the name is cleaned like the symbol', () => {
    expect(
      tokenMetadataFrom({
        name: abiString(' Tether\u202E USD\n'),
        symbol: abiString('USDT'),
        decimals: `0x${word(6n)}`,
      }),
    ).toEqual({ ok: true, value: { symbol: 'USDT', name: 'Tether USD', decimals: 6 } });
  });
});

describe('tokenLabel', () => {
  const token = (symbol: string) => ({ symbol, name: null, decimals: 18 });

  it('always carries the contract and says the symbol is untrusted', () => {
    expect(tokenLabel(token('HXR'), CONTRACT, ['ETH'])).toEqual({
      symbol: 'HXR',
      untrusted: true,
      contract: CONTRACT,
      imitatesBuiltIn: false,
    });
  });

  it('a symbol that reads as one of Hexray’s own names is marked, whatever its case or width', () => {
    for (const symbol of ['ETH', 'eth', 'Eth', 'ＥＴＨ'])
      expect(tokenLabel(token(symbol), CONTRACT, ['BNB', 'ETH']).imitatesBuiltIn).toBe(true);
    expect(tokenLabel(token('ETH'), CONTRACT, ['eth']).imitatesBuiltIn).toBe(true);
    expect(tokenLabel(token('WETH'), CONTRACT, ['ETH']).imitatesBuiltIn).toBe(false);
    expect(tokenLabel(token('ETH'), CONTRACT, []).imitatesBuiltIn).toBe(false);
  });
});
