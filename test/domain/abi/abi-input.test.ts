import { describe, expect, it } from 'vitest';
import { describeType, MAX_INPUT_ELEMENTS, parseAbiInput } from '../../../src/domain/abi/abi-input.ts';
import { parseAbiType } from '../../../src/domain/abi/abi-type.ts';

const read = (type: string, text: string, name = 'x') => parseAbiInput(parseAbiType(type), text, name);
const value = (type: string, text: string) => {
  const result = read(type, text);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const message = (type: string, text: string, name = 'x') => {
  const result = read(type, text, name);
  return result.ok ? null : result.message;
};

describe('an argument typed by a person', () => {
  it('reads addresses in any single case, and a mixed case only when it is the checksum', () => {
    expect(value('address', ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ')).toBe(
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    );
    expect(value('address', '0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED'.replace('0X', '0x'))).toBe(
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    );
    expect(message('address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'owner')).toMatch(
      /^owner: The checksum does not match/,
    );
    expect(message('address', '0x1234', 'owner')).toBe('owner: An address is 20 bytes (40 hex digits); this has 2');
    expect(message('address', '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      'x: An address is written in hex starting with 0x',
    );
  });

  it('reads integers in decimal or hex within their type, and says the range when one does not fit', () => {
    expect(value('uint256', '1000')).toBe(1000n);
    expect(value('uint256', '0xff')).toBe(255n);
    expect(value('int8', '-128')).toBe(-128n);
    expect(message('uint8', '256', 'amount')).toBe('amount: 256 does not fit uint8: it takes 0 to 255');
    expect(message('int8', '128')).toBe('x: 128 does not fit int8: it takes -128 to 127');
    expect(message('uint256', '-1')).toBe('x: Must not be negative: -1');
    expect(message('uint256', '1,000')).toBe('x: Remove the digit separators from 1,000');
    expect(message('uint256', '')).toBe('x: Enter a whole number (uint256), decimal or 0x-hex');
  });

  it('reads bools, bytes and fixed bytes, with the length said when it is wrong', () => {
    expect(value('bool', 'TRUE')).toBe(true);
    expect(value('bool', '0')).toBe(false);
    expect(message('bool', 'yes')).toBe('x: A bool is true or false; got "yes"');
    expect(value('bytes32', '0x' + 'AB'.repeat(32))).toBe('0x' + 'ab'.repeat(32));
    expect(message('bytes4', '0x1234')).toBe('x: A bytes4 is exactly 4 bytes (8 hex digits); this has 2');
    expect(value('bytes', '')).toBe('0x');
    expect(message('bytes', '0x123')).toBe('x: bytes has an odd number of hex digits (3)');
    expect(message('bytes', '0xzz')).toBe('x: bytes has a non-hex character "z"');
  });

  it('takes a string exactly as typed, or unquoted when it is written in quotes', () => {
    expect(value('string', '  a, b ')).toBe('  a, b ');
    expect(value('string', '"say \\"hi\\""')).toBe('say "hi"');
    expect(value('string', '')).toBe('');
  });

  it('reads arrays and tuples as lists, and names the element that is wrong', () => {
    expect(value('uint256[]', '[1, 0x2, 3]')).toEqual([1n, 2n, 3n]);
    expect(value('uint256[]', '[]')).toEqual([]);
    expect(value('string[]', '["a, b", c]')).toEqual(['a, b', 'c']);
    expect(value('(address,uint256)', '(0x00000000000000000000000000000000000a11ce, 5)')).toEqual([
      '0x00000000000000000000000000000000000a11ce',
      5n,
    ]);
    expect(value('uint8[][]', '[[1],[2,3]]')).toEqual([[1n], [2n, 3n]]);
    expect(message('uint8[]', '[1, 300]', 'ids')).toBe('ids[1]: 300 does not fit uint8: it takes 0 to 255');
    expect(message('uint8[2]', '[1]', 'pair')).toBe('pair: A uint8[2] has 2 elements; this list has 1');
    expect(message('uint8[]', '[1, 2', 'ids')).toBe('ids: Missing "]"');
    expect(message('uint8[]', '5', 'ids')).toBe('ids: A uint8[] is written as a list: [a, b, …]');
    expect(message('uint8[]', '[[1]]', 'ids')).toBe('ids[0]: A uint8 is one value, not a list');
    expect(message('uint8[]', '[1] 2', 'ids')).toBe('ids: Unexpected "2" after the value');
  });

  it('names a tuple field by its name when it has one', () => {
    const type = {
      kind: 'tuple' as const,
      components: [
        { name: 'to', type: parseAbiType('address') },
        { name: 'amount', type: parseAbiType('uint8') },
      ],
    };
    const result = parseAbiInput(type, '[0x00000000000000000000000000000000000a11ce, 999]', 'order');
    expect(result.ok ? null : result.message).toBe('order.amount: 999 does not fit uint8: it takes 0 to 255');
  });

  it('refuses a list of more elements than a call could mean, without building it', () => {
    const text = `[${'1,'.repeat(MAX_INPUT_ELEMENTS)}1]`;
    expect(message('uint8[]', text)).toBe(`x: More than 10,000 elements`);
  });

  it('reads lists with spaces anywhere, a bare text trimmed, and says where a list goes wrong', () => {
    expect(value('uint8[]', ' [ 1 , 2 ] ')).toEqual([1n, 2n]);
    expect(value('string[]', '[ a b , c ]')).toEqual(['a b', 'c']);
    expect(value('bool[]', '[1, 0]')).toEqual([true, false]);
    expect(message('string[]', '["a" b]', 's')).toBe('s: Expected "," or "]" before "b"');
    expect(message('(uint8,uint8)', '(1]', 'pair')).toBe('pair: Expected "," or ")" before "]"');
    expect(message('string[]', '["abc]', 's')).toBe('s: A quoted text has no closing quote');
    expect(message('string[]', '["\\u12"]', 's')).toMatch(/^s: Not a quoted text: /);
    expect(message('bytes', 'ab0x12')).toBe('x: bytes is written in hex starting with 0x');
    expect(message('address[]', '[0x12]', 'to')).toBe('to[0]: An address is 20 bytes (40 hex digits); this has 1');
    expect(message('bytes1', '0x1234')).toBe('x: A bytes1 is exactly 1 byte (2 hex digits); this has 2');
    expect(message('uint8[1]', '[]', 'one')).toBe('one: A uint8[1] has 1 element; this list has 0');
  });

  it('refuses lists nested deeper than the ABI allows, and takes as many elements as allowed', () => {
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    expect(message('uint8[]', deep)).toBe('x: Lists nested deeper than 32 levels');
    // the argument's own list is no element: exactly the limit is allowed, one more is not
    const most = `[${'1,'.repeat(MAX_INPUT_ELEMENTS - 1)}1]`;
    expect((value('uint8[]', most) as unknown[]).length).toBe(MAX_INPUT_ELEMENTS);
    expect(message('uint8[]', `[1,${most.slice(1)}`)).toBe('x: More than 10,000 elements');
    // inner lists are elements too: 5,000 pairs are 15,000
    expect(message('uint8[][]', `[${'[1,1],'.repeat(4_999)}[1,1]]`)).toBe('x: More than 10,000 elements');
  });

  it('describes each type for a placeholder', () => {
    expect(describeType(parseAbiType('bool'))).toBe('true or false');
    expect(describeType(parseAbiType('bytes4'))).toBe('4 bytes as 0x-hex');
    expect(describeType(parseAbiType('bytes'))).toBe('bytes as 0x-hex');
    expect(describeType(parseAbiType('string'))).toBe('text');
    expect(describeType(parseAbiType('int8'))).toBe('a whole number (int8), decimal or 0x-hex');
    expect(describeType(parseAbiType('address[]'))).toBe('a list: [an address (0x + 40 hex digits), …]');
    expect(describeType(parseAbiType('(uint256,bool)'))).toBe('(uint256, bool)');
  });
});
