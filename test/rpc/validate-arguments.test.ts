/** Arguments are checked before anything is sent; each message names the argument and the problem. */
import { describe, expect, it } from 'vitest';
import { BLOCK_TAGS } from '../../src/domain/block-tag.ts';
import { RpcArgumentError } from '../../src/rpc/errors.ts';
import {
  validateAddress,
  validateBlock,
  validateHash,
  validateIndex,
  validateQuantity,
  validateStoragePosition,
} from '../../src/rpc/validate-arguments.ts';

function refusal(run: () => unknown): RpcArgumentError {
  try {
    run();
  } catch (error) {
    if (error instanceof RpcArgumentError) return error;
    throw error;
  }
  throw new Error('expected an RpcArgumentError');
}

const HASH = `0x${'ab'.repeat(32)}`;

describe('hashes and addresses', () => {
  it('accept exactly 32 and 20 bytes, as given', () => {
    expect(validateHash('transaction hash', HASH)).toBe(HASH);
    expect(validateAddress('address', `0x${'Cd'.repeat(20)}`)).toBe(`0x${'Cd'.repeat(20)}`);
  });

  it.each([
    [42, 'transaction hash must be a hex string; got number'],
    [null, 'transaction hash must be a hex string; got null'],
    [['0x'], 'transaction hash must be a hex string; got an array'],
    [undefined, 'transaction hash must be a hex string; got undefined'],
    ['ab'.repeat(32), 'transaction hash must start with 0x'],
    [`0x${'ab'.repeat(10)}zz${'ab'.repeat(21)}`, 'transaction hash must be hex; found "z" at position 22'],
    ['0x1234', 'transaction hash must be 32 bytes (64 hex digits after 0x); got 4'],
    // an 8-byte value (a block number, say) pasted where a hash belongs
    [`0x${'ab'.repeat(8)}`, 'transaction hash must be 32 bytes (64 hex digits after 0x); got 16'],
    [`${HASH}00`, 'transaction hash must be 32 bytes (64 hex digits after 0x); got 66'],
  ])('%j → %s', (value, message) => {
    const error = refusal(() => validateHash('transaction hash', value));
    expect(error.message).toBe(message);
    expect(error.argument).toBe('transaction hash');
  });

  it('an address names 20 bytes', () => {
    expect(refusal(() => validateAddress('contract address', '0x12')).message).toBe(
      'contract address must be 20 bytes (40 hex digits after 0x); got 2',
    );
  });
});

describe('quantities', () => {
  it('take a strict hex quantity or a bigint', () => {
    expect(validateQuantity('n', '0x0')).toBe('0x0');
    expect(validateQuantity('n', '0x1a')).toBe('0x1a');
    expect(validateQuantity('n', 26n)).toBe('0x1a');
    expect(validateQuantity('n', 0n)).toBe('0x0');
    expect(validateQuantity('n', 2n ** 256n - 1n)).toBe(`0x${'f'.repeat(64)}`);
  });

  it.each([
    [-1n, 'n must not be negative; got -1'],
    [2n ** 256n, `n is too large; got ${2n ** 256n}`],
    [26, 'n must be a hex quantity string (e.g. 0x1a) or a bigint; got number'],
    ['26', 'n must be a hex quantity starting with 0x (e.g. 0x1a); got "26"'],
    ['0x', 'n must have at least one hex digit after 0x (zero is 0x0)'],
    ['0xzz', 'n must be hex; got "0xzz"'],
    ['0x01', 'n must be a hex quantity without leading zeros (e.g. 0x1a, 0x0); got 0x01'],
    [`0x1${'0'.repeat(64)}`, `n is too large; got 0x1${'0'.repeat(21)}…`],
    ['9'.repeat(30), `n must be a hex quantity starting with 0x (e.g. 0x1a); got "${'9'.repeat(24)}…"`],
  ])('%s → %s', (value, message) => {
    expect(refusal(() => validateQuantity('n', value)).message).toBe(message);
  });

  it('exactly 24 characters are quoted whole', () => {
    expect(refusal(() => validateQuantity('n', '9'.repeat(24))).message).toBe(
      `n must be a hex quantity starting with 0x (e.g. 0x1a); got "${'9'.repeat(24)}"`,
    );
  });

  it('an index fits 64 bits', () => {
    expect(validateIndex('index', 2n ** 64n - 1n)).toBe(`0x${'f'.repeat(16)}`);
    expect(validateIndex('index', `0x${'f'.repeat(16)}`)).toBe(`0x${'f'.repeat(16)}`);
    expect(refusal(() => validateIndex('index', 2n ** 64n)).message).toBe(`index is too large; got ${2n ** 64n}`);
    expect(refusal(() => validateIndex('index', `0x1${'0'.repeat(16)}`)).message).toBe(
      `index is too large; got 0x1${'0'.repeat(16)}`,
    );
  });
});

describe('storage positions', () => {
  it('a full 32-byte word keeps its leading zeros; a quantity is a plain slot', () => {
    const padded = `0x00${'ab'.repeat(31)}`;
    expect(validateStoragePosition('position', padded)).toBe(padded);
    expect(validateStoragePosition('position', '0x0')).toBe('0x0');
    expect(validateStoragePosition('position', 3n)).toBe('0x3');
  });

  it('more than 32 bytes is refused with the digit count', () => {
    expect(refusal(() => validateStoragePosition('position', `0x${'1'.repeat(65)}`)).message).toBe(
      'position must be at most 32 bytes (64 hex digits after 0x); got 65',
    );
  });

  it('a long value without 0x is told to start with 0x, not that it is too long', () => {
    expect(refusal(() => validateStoragePosition('position', '1'.repeat(70))).message).toBe(
      `position must be a hex quantity starting with 0x (e.g. 0x1a); got "${'1'.repeat(24)}…"`,
    );
  });

  it('a word-long value with a non-hex digit is told it is not hex, not that it is too long', () => {
    const value = `0x${'1'.repeat(63)}g`;
    expect(refusal(() => validateStoragePosition('position', value)).message).toBe(
      `position must be hex; got "0x${'1'.repeat(22)}…"`,
    );
  });

  it('a padded value shorter than a word is not a quantity', () => {
    expect(refusal(() => validateStoragePosition('position', '0x0001')).message).toMatch(/without leading zeros/);
  });
});

describe('blocks', () => {
  it('take every tag of the spec, or a number up to 64 bits', () => {
    expect(BLOCK_TAGS).toEqual(['latest', 'earliest', 'pending', 'safe', 'finalized']);
    for (const tag of BLOCK_TAGS) expect(validateBlock('block', tag)).toBe(tag);
    expect(validateBlock('block', '0x1b4')).toBe('0x1b4');
    expect(validateBlock('block', 436n)).toBe('0x1b4');
    expect(refusal(() => validateBlock('block', 2n ** 64n)).message).toMatch(/^block is too large/);
  });

  it('a word that is not a tag names the tags', () => {
    expect(refusal(() => validateBlock('block', 'Latest')).message).toBe(
      'block must be a hex block number (e.g. 0x1b4) or one of latest, earliest, pending, safe, finalized; got "Latest"',
    );
    expect(refusal(() => validateBlock('block', 436)).message).toMatch(/got number$/);
  });
});
