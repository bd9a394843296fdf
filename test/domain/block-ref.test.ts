import { describe, expect, it } from 'vitest';
import { blockRefText, blockRefWire, parseBlockRef } from '../../src/domain/block-ref.ts';

const hash = `0x${'ab'.repeat(32)}`;

describe('parseBlockRef: the block page’s argument', () => {
  it.each([
    ['186', '186', '0xba'],
    ['0xBA', '186', '0xba'],
    ['0', '0', '0x0'],
    ['latest', 'latest', 'latest'],
    ['Finalized', 'finalized', 'finalized'],
    [hash.toUpperCase().replace('0X', '0x'), hash, hash],
  ])('%j is shown as %j and sent as %j', (text, shown, wire) => {
    const ref = parseBlockRef(text);
    if (!ref.ok) throw new Error(ref.message);
    expect(blockRefText(ref.value)).toBe(shown);
    expect(blockRefWire(ref.value)).toBe(wire);
  });

  it.each([
    ['-1', /cannot be negative/],
    ['9'.repeat(80), /^80 digits is beyond any block: block numbers fit in 64 bits/],
    ['1e5', /scientific notation/],
    ['pending', /Not a block/],
    [`0x${'1'.repeat(17)}`, /^17 hex digits is neither a block number \(at most 16\) nor a block hash \(64\)\.$/],
    ['0x', /Not a block/],
    ['0xzz', /Not a block/],
    ['', /Not a block/],
  ])('%j is refused', (text, message) => {
    const ref = parseBlockRef(text);
    expect(ref.ok).toBe(false);
    if (!ref.ok) expect(ref.message).toMatch(message);
  });
});
