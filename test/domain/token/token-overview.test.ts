/**
 * A token's own address page: the standard it answers to, which calls are asked of it, and what
 * its answers read as. Expected values are encoded independently with viem.
 */
import { encodeAbiParameters, toFunctionSelector, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  OVERVIEW_CALLS,
  overviewCalls,
  tokenOverviewFrom,
  tokenStandardOf,
} from '../../../src/domain/token/token-overview.ts';

const text = (value: string): Hex => encodeAbiParameters([{ type: 'string' }], [value]);
const uint = (value: bigint): Hex => encodeAbiParameters([{ type: 'uint256' }], [value]);
const everySelector = () => true;

describe('which standard an address page names a token by', () => {
  it('the first token standard recognised, other standards aside', () => {
    expect(tokenStandardOf(['Ownable', 'ERC-20'])).toBe('ERC-20');
    expect(tokenStandardOf(['ERC-165', 'ERC-721'])).toBe('ERC-721');
    expect(tokenStandardOf(['ERC-1155', 'ERC-165'])).toBe('ERC-1155');
  });
  it('a contract that is no token by its code is not named one', () => {
    expect(tokenStandardOf(['Ownable', 'ERC-4626', 'ERC-165'])).toBeNull();
    expect(tokenStandardOf([])).toBeNull();
  });
});

describe('the calls asked of a token', () => {
  it('are the functions their selectors say', () => {
    for (const [call, selector] of Object.entries(OVERVIEW_CALLS))
      expect(selector).toBe(toFunctionSelector(`${call}()`));
  });
  it('decimals only of an ERC-20: an NFT has none', () => {
    expect(overviewCalls('ERC-20', everySelector)).toEqual(['name', 'symbol', 'decimals', 'totalSupply']);
    expect(overviewCalls('ERC-721', everySelector)).toEqual(['name', 'symbol', 'totalSupply']);
    expect(overviewCalls('ERC-1155', everySelector)).toEqual(['name', 'symbol', 'totalSupply']);
  });
  it('only those whose function the code checks for', () => {
    const onlyNameAndSupply = (selector: Hex) =>
      selector === toFunctionSelector('name()') || selector === toFunctionSelector('totalSupply()');
    expect(overviewCalls('ERC-20', onlyNameAndSupply)).toEqual(['name', 'totalSupply']);
    expect(overviewCalls('ERC-1155', () => false)).toEqual([]);
  });
});

describe('what the answers read as', () => {
  it('an ERC-20: name, symbol, decimals and supply', () => {
    const overview = tokenOverviewFrom('ERC-20', {
      name: text('Hexray Demo Token'),
      symbol: text('HXR'),
      decimals: uint(18n),
      totalSupply: uint(10n ** 24n),
    });
    expect(overview).toEqual({
      standard: 'ERC-20',
      name: 'Hexray Demo Token',
      symbol: 'HXR',
      decimals: 18,
      totalSupply: 10n ** 24n,
      problems: [],
    });
  });
  it('an ERC-721 has no decimals even when one is answered, and its supply is a count', () => {
    const overview = tokenOverviewFrom('ERC-721', { name: text('Kitties'), decimals: uint(0n), totalSupply: uint(7n) });
    expect(overview.decimals).toBeNull();
    expect(overview.totalSupply).toBe(7n);
    expect(overview.symbol).toBeNull();
  });
  it('a reverted or unasked call leaves its fact empty, with no problem named', () => {
    const overview = tokenOverviewFrom('ERC-20', { name: null, symbol: text('X'), decimals: null });
    expect(overview).toMatchObject({ name: null, symbol: 'X', decimals: null, totalSupply: null, problems: [] });
  });
  it('an answer that is not its type is named as a problem, and not shown', () => {
    const overview = tokenOverviewFrom('ERC-20', {
      name: '0x1234',
      decimals: uint(256n),
      totalSupply: `0x${'00'.repeat(31)}`,
    });
    expect(overview).toMatchObject({ name: null, decimals: null, totalSupply: null });
    expect(overview.problems).toEqual([
      expect.stringMatching(/^name\(\): /),
      'decimals(): 256 decimals is more than a uint8 holds',
      'totalSupply(): The result is 31 bytes, not one 32-byte word',
    ]);
  });
  it('untrusted text is cleaned and bounded as a symbol is elsewhere', () => {
    const overview = tokenOverviewFrom('ERC-20', {
      name: text(`Evil\u202Etoken${'x'.repeat(200)}`),
      symbol: text('US\u200BDC'),
    });
    expect(overview.symbol).toBe('USDC');
    expect(overview.name?.startsWith('Eviltoken')).toBe(true);
    expect([...(overview.name ?? '')].length).toBe(64);
    expect(overview.name?.endsWith('…')).toBe(true);
  });
});
