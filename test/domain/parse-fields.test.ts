/** The field checks every parser uses: what each accepts, and the message naming what was wrong. */
import { describe, expect, it } from 'vitest';
import {
  FieldReader,
  MalformedFieldError,
  arrayOf,
  asAddress,
  asBoolean,
  asHash,
  asHexData,
  asQuantity,
  asRecord,
  asWord,
} from '../../src/domain/parse-fields.ts';

function problem(run: () => unknown): MalformedFieldError {
  try {
    run();
  } catch (error) {
    if (error instanceof MalformedFieldError) return error;
    throw error;
  }
  throw new Error('expected a MalformedFieldError');
}

describe('field checks', () => {
  it('an error names the field, by name and in its message', () => {
    const error = problem(() => asQuantity('0xg', 'tx.gas'));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MalformedFieldError');
    expect(error.field).toBe('tx.gas');
    expect(error.message).toBe('tx.gas must be a hex quantity; got "0xg"');
  });

  it('quotes what it got, "nothing" for a missing value, and cuts long values at 72 characters', () => {
    expect(problem(() => asQuantity(undefined, 'x')).message).toBe('x must be a hex quantity; got nothing');
    const seventy = 'a'.repeat(70); // quoted: 72 characters
    expect(problem(() => asQuantity(seventy, 'x')).message).toBe(`x must be a hex quantity; got "${seventy}"`);
    expect(problem(() => asQuantity(`${seventy}b`, 'x')).message).toBe(`x must be a hex quantity; got "${seventy}b…`);
  });

  it('a quantity is 0x and hex digits, nothing else: not what BigInt alone would also read', () => {
    expect(asQuantity('0x0', 'q')).toBe(0n);
    expect(asQuantity('0x00ff', 'q')).toBe(255n); // leading zeros: nodes pad some fields
    expect(asQuantity('0xAbC', 'q')).toBe(0xabcn);
    expect(asQuantity(`0x${'f'.repeat(64)}`, 'q')).toBe(2n ** 256n - 1n);
    for (const bad of [
      '0x',
      '0X1',
      ' 0x1',
      '0x1 ',
      '0x1\n',
      '0x 1',
      '0x1_0',
      '0x-1',
      '0b1',
      '0o7',
      '12',
      '',
      '0x1g',
      'x1',
    ]) {
      expect(problem(() => asQuantity(bad, 'q')).message).toBe(`q must be a hex quantity; got ${JSON.stringify(bad)}`);
    }
    for (const bad of [1, null, true, {}, ['0x1']]) expect(problem(() => asQuantity(bad, 'q')).field).toBe('q');
  });

  it('lowercases hashes, addresses and data, so equality is ===', () => {
    expect(asHash(`0x${'AB'.repeat(32)}`, 'h')).toBe(`0x${'ab'.repeat(32)}`);
    expect(asAddress(`0x${'CD'.repeat(20)}`, 'a')).toBe(`0x${'cd'.repeat(20)}`);
    expect(asHexData('0xABCD', 'd')).toBe('0xabcd');
    expect(problem(() => asHash('0x12', 'h')).message).toBe('h must be a 32-byte hash; got "0x12"');
    expect(problem(() => asAddress('0x12', 'a')).message).toBe('a must be a 20-byte address; got "0x12"');
    expect(problem(() => asHexData('0x123', 'd')).message).toBe('d must be even-length hex data; got "0x123"');
  });

  it('a word is padded to 32 bytes, and may carry leading zeros beyond them', () => {
    expect(asWord('0x1', 'r')).toBe(`0x${'0'.repeat(63)}1`);
    expect(asWord('0x0', 'r')).toBe(`0x${'0'.repeat(64)}`);
    expect(asWord(`0x0000${'F'.repeat(64)}`, 'r')).toBe(`0x${'f'.repeat(64)}`);
    expect(problem(() => asWord(`0x1${'0'.repeat(64)}`, 'r')).message).toMatch(
      /^r must be a hex value of at most 32 bytes; got "0x1/,
    );
    expect(problem(() => asWord('12', 'r')).message).toBe('r must be a hex value of at most 32 bytes; got "12"');
    expect(problem(() => asWord(12, 'r')).message).toBe('r must be a hex value of at most 32 bytes; got 12');
  });

  it('a boolean is a JSON boolean, not a string', () => {
    expect(asBoolean(true, 'b')).toBe(true);
    expect(asBoolean(false, 'b')).toBe(false);
    expect(problem(() => asBoolean('true', 'b')).message).toBe('b must be true or false; got "true"');
    expect(problem(() => asBoolean(1, 'b')).message).toBe('b must be true or false; got 1');
  });

  it('an object is neither null nor an array', () => {
    expect(asRecord({ a: 1 }, 'o')).toEqual({ a: 1 });
    expect(problem(() => asRecord(null, 'o')).message).toBe('o must be an object; got null');
    expect(problem(() => asRecord([], 'o')).message).toBe('o must be an object; got an array');
    expect(problem(() => asRecord('x', 'o')).message).toBe('o must be an object; got "x"');
  });

  it('arrays check every item under its own index', () => {
    expect(arrayOf(asQuantity)(['0x1', '0x2'], 'l')).toEqual([1n, 2n]);
    expect(problem(() => arrayOf(asQuantity)('0x1', 'l')).message).toBe('l must be an array; got "0x1"');
    expect(problem(() => arrayOf(asQuantity)(['0x1', 'x'], 'l')).field).toBe('l[1]');
  });
});

describe('FieldReader', () => {
  it('required: missing and null are told apart', () => {
    const f = new FieldReader({ a: null }, 'obj');
    expect(problem(() => f.required('a', asQuantity)).message).toBe('obj.a must not be null');
    expect(problem(() => f.required('b', asQuantity)).message).toBe('obj.b is missing');
  });

  it('nullable and optional read null and absence alike', () => {
    const f = new FieldReader({ a: null, c: '0x3' }, 'obj');
    expect(f.nullable('a', asQuantity)).toBeNull();
    expect(f.nullable('b', asQuantity)).toBeNull();
    expect(f.optional('a', asQuantity)).toBeUndefined();
    expect(f.optional('b', asQuantity)).toBeUndefined();
    expect(f.optional('c', asQuantity)).toBe(3n);
  });

  it('a failure deep inside nested readers and arrays is named by its whole path, in the field and the message', () => {
    const readB = (value: unknown, path: string) => new FieldReader(value, path).required('b', arrayOf(asQuantity));
    const readA = (value: unknown, path: string) => new FieldReader(value, path).nullable('a', arrayOf(readB));
    const f = new FieldReader({ outer: { a: [{ b: ['0x1'] }, { b: ['0x2', 'x'] }] } }, 'root');
    const error = problem(() => f.optional('outer', readA));
    expect(error.field).toBe('root.outer.a[1].b[1]');
    expect(error.message).toBe('root.outer.a[1].b[1] must be a hex quantity; got "x"');
    expect(error.problem).toBe('must be a hex quantity; got "x"');
    const missing = problem(() =>
      f.required('outer', (value, path) => new FieldReader(value, path).required('z', asQuantity)),
    );
    expect(missing.message).toBe('root.outer.z is missing');
    expect(new FieldReader({ outer: { a: [{ b: ['0x1'] }] } }, 'root').required('outer', readA)).toEqual([[1n]]);
  });

  it('has: present and not null', () => {
    const f = new FieldReader({ a: null, b: 0 }, 'obj');
    expect([f.has('a'), f.has('b'), f.has('c')]).toEqual([false, true, false]);
  });

  it('extra keeps every field nobody read or claimed, verbatim', () => {
    const f = new FieldReader({ a: '0x1', b: null, c: { deep: [1] }, d: 'x' }, 'obj');
    f.required('a', asQuantity);
    f.optional('missing', asQuantity);
    f.claim('b');
    expect(f.extra()).toEqual({ c: { deep: [1] }, d: 'x' });
  });
});
