/**
 * The ABI type grammar as the signature box and pasted ABIs meet it: every integer and fixed-bytes
 * size Solidity has (and none it lacks), arrays, tuples nested in arrays nested in tuples, the
 * whitespace people type, and a message naming what is wrong when a type cannot be read.
 */
import { describe, expect, it } from 'vitest';
import {
  AbiSyntaxError,
  formatAbiType,
  headSize,
  isDynamicType,
  MAX_ABI_NESTING,
  parseAbiType,
  parseParameter,
  splitTopLevel,
  type AbiType,
} from '../../../src/domain/abi/abi-type.ts';

const uint256: AbiType = { kind: 'uint', bits: 256 };
const address: AbiType = { kind: 'address' };

function syntaxError(run: () => unknown): AbiSyntaxError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AbiSyntaxError);
    expect((error as Error).name).toBe('AbiSyntaxError');
    return error as AbiSyntaxError;
  }
  throw new Error('expected an AbiSyntaxError');
}

describe('integers', () => {
  const sizes = Array.from({ length: 32 }, (_, i) => 8 * (i + 1));

  it.each(sizes)('uint%i and int%i are read with their size', (bits) => {
    expect(parseAbiType(`uint${bits}`)).toEqual({ kind: 'uint', bits });
    expect(parseAbiType(`int${bits}`)).toEqual({ kind: 'int', bits });
    expect(formatAbiType(parseAbiType(`int${bits}`))).toBe(`int${bits}`);
  });

  it('bare uint and int are 256 bits, and are written out in full in a signature', () => {
    expect(parseAbiType('uint')).toEqual(uint256);
    expect(parseAbiType('int')).toEqual({ kind: 'int', bits: 256 });
    expect(formatAbiType(parseAbiType('uint'))).toBe('uint256');
    expect(formatAbiType(parseAbiType('int'))).toBe('int256');
  });

  it.each(['uint0', 'uint4', 'uint7', 'uint9', 'uint12', 'uint255', 'uint264', 'int0', 'int7', 'int257', 'int512'])(
    '%s is refused, naming the sizes that exist',
    (text) => {
      expect(syntaxError(() => parseAbiType(text)).message).toBe(`${text}: integer sizes are 8 … 256 in steps of 8`);
    },
  );

  it('is neither static nor wider than one word', () => {
    expect(isDynamicType(parseAbiType('int8'))).toBe(false);
    expect(headSize(parseAbiType('uint8'))).toBe(32);
  });
});

describe('fixed-size bytes', () => {
  it.each(Array.from({ length: 32 }, (_, i) => i + 1))('bytes%i is read with its size', (size) => {
    expect(parseAbiType(`bytes${size}`)).toEqual({ kind: 'fixedBytes', size });
    expect(formatAbiType({ kind: 'fixedBytes', size })).toBe(`bytes${size}`);
    expect(isDynamicType({ kind: 'fixedBytes', size })).toBe(false);
    expect(headSize({ kind: 'fixedBytes', size })).toBe(32);
  });

  it.each(['xbytes32', 'mybytes4', 'bytes32x', 'bytes4[]x'])('"%s" is no bytesN', (text) => {
    expect(syntaxError(() => parseAbiType(text)).message).toBe(`Unsupported ABI type "${text}"`);
  });

  it.each(['bytes0', 'bytes33', 'bytes64'])('%s is refused, naming the sizes that exist', (text) => {
    expect(syntaxError(() => parseAbiType(text)).message).toBe(`${text}: bytesN takes N from 1 to 32`);
  });
});

describe('the other elementary types', () => {
  it.each([
    ['address', { kind: 'address' }, false],
    ['bool', { kind: 'bool' }, false],
    ['string', { kind: 'string' }, true],
    ['bytes', { kind: 'bytes' }, true],
  ] as const)('%s', (text, type, dynamic) => {
    expect(parseAbiType(text)).toEqual(type);
    expect(formatAbiType(type)).toBe(text);
    expect(isDynamicType(type)).toBe(dynamic);
    expect(headSize(type)).toBe(32);
  });

  it.each([
    'Address',
    'uint256x',
    'xuint256',
    'byte',
    'fixed128x18',
    'ufixed',
    'function',
    'address payable',
    '',
    'tuple',
  ])('"%s" is refused with the type named', (text) => {
    const message = syntaxError(() => parseAbiType(text)).message;
    if (text === 'tuple') expect(message).toBe('tuple without components');
    else expect(message).toBe(`Unsupported ABI type "${text}"`);
  });
});

describe('arrays', () => {
  it('a dynamic array has no length and is dynamic whatever its element', () => {
    const type = parseAbiType('uint256[]');
    expect(type).toEqual({ kind: 'array', element: uint256, length: null });
    expect(formatAbiType(type)).toBe('uint256[]');
    expect(isDynamicType(type)).toBe(true);
    expect(headSize(type)).toBe(32);
  });

  it('a fixed-size array of static elements sits in the head, one word per element', () => {
    const type = parseAbiType('address[3]');
    expect(type).toEqual({ kind: 'array', element: address, length: 3 });
    expect(formatAbiType(type)).toBe('address[3]');
    expect(isDynamicType(type)).toBe(false);
    expect(headSize(type)).toBe(96);
  });

  it('a fixed-size array of dynamic elements is dynamic: one offset word', () => {
    const type = parseAbiType('string[2]');
    expect(isDynamicType(type)).toBe(true);
    expect(headSize(type)).toBe(32);
  });

  it('suffixes read right to left: uint8[2][] is a list of pairs', () => {
    const type = parseAbiType('uint8[2][]');
    expect(type).toEqual({
      kind: 'array',
      element: { kind: 'array', element: { kind: 'uint', bits: 8 }, length: 2 },
      length: null,
    });
    expect(formatAbiType(type)).toBe('uint8[2][]');
    const pairs = parseAbiType('uint8[][2]');
    expect(pairs).toEqual({
      kind: 'array',
      element: { kind: 'array', element: { kind: 'uint', bits: 8 }, length: null },
      length: 2,
    });
    expect(isDynamicType(pairs)).toBe(true);
    expect(headSize(parseAbiType('bytes32[2][3]'))).toBe(6 * 32);
  });

  it('a fixed-size array needs a length of at least 1', () => {
    expect(syntaxError(() => parseAbiType('uint256[0]')).message).toBe(
      'uint256[0]: a fixed-size array needs a length ≥ 1',
    );
  });

  it('a bad element type is named, not the array', () => {
    expect(syntaxError(() => parseAbiType('uint7[]')).message).toBe('uint7: integer sizes are 8 … 256 in steps of 8');
  });

  it.each(['uint256[', 'uint256]', 'uint256[x]', 'uint256[-1]', '[]'])('"%s" is refused', (text) => {
    expect(syntaxError(() => parseAbiType(text)).message).toMatch(/^Unsupported ABI type "/);
  });

  it(`nests up to ${MAX_ABI_NESTING} levels and refuses one more with a message`, () => {
    const deepest = parseAbiType('uint256' + '[]'.repeat(MAX_ABI_NESTING - 1));
    let levels = 0;
    for (let t: AbiType = deepest; t.kind === 'array'; t = t.element) levels++;
    expect(levels).toBe(MAX_ABI_NESTING - 1);
    expect(syntaxError(() => parseAbiType('uint256' + '[]'.repeat(MAX_ABI_NESTING))).message).toBe(
      `Arrays and tuples nested deeper than ${MAX_ABI_NESTING} levels`,
    );
  });
});

describe('tuples', () => {
  it('(…) and tuple(…) are the same tuple, with or without parameter names', () => {
    const expected: AbiType = {
      kind: 'tuple',
      components: [
        { name: '', type: uint256 },
        { name: '', type: { kind: 'bytes' } },
      ],
    };
    expect(parseAbiType('(uint256,bytes)')).toEqual(expected);
    expect(parseAbiType('tuple(uint256,bytes)')).toEqual(expected);
    expect(parseAbiType('(uint256 amount, bytes data)')).toEqual({
      kind: 'tuple',
      components: [
        { name: 'amount', type: uint256 },
        { name: 'data', type: { kind: 'bytes' } },
      ],
    });
  });

  it('nested tuples inside arrays inside tuples keep their shape, and print canonically', () => {
    const type = parseAbiType('((uint8,bool)[2],address[],(string))');
    expect(formatAbiType(type)).toBe('((uint8,bool)[2],address[],(string))');
    expect(type).toEqual({
      kind: 'tuple',
      components: [
        {
          name: '',
          type: {
            kind: 'array',
            element: {
              kind: 'tuple',
              components: [
                { name: '', type: { kind: 'uint', bits: 8 } },
                { name: '', type: { kind: 'bool' } },
              ],
            },
            length: 2,
          },
        },
        { name: '', type: { kind: 'array', element: address, length: null } },
        { name: '', type: { kind: 'tuple', components: [{ name: '', type: { kind: 'string' } }] } },
      ],
    });
  });

  it('a tuple is static only if every component is, and then its head is the sum of theirs', () => {
    const fixed = parseAbiType('(uint256,bool,bytes32[2])');
    expect(isDynamicType(fixed)).toBe(false);
    expect(headSize(fixed)).toBe(4 * 32);
    expect(headSize(parseAbiType('((uint8,bool),address)[2]'))).toBe(2 * 3 * 32);
    const withString = parseAbiType('(uint256,string)');
    expect(isDynamicType(withString)).toBe(true);
    expect(headSize(withString)).toBe(32);
    expect(isDynamicType(parseAbiType('((uint256,bytes))'))).toBe(true);
    expect(isDynamicType(parseAbiType('(uint256[])[2]'))).toBe(true);
  });

  it('the JSON form: tuple with components, and tuple[] with components is an array of them', () => {
    const components = [
      { name: 'to', type: address },
      { name: 'value', type: uint256 },
    ];
    expect(parseAbiType('tuple', components)).toEqual({ kind: 'tuple', components });
    expect(parseAbiType('tuple[]', components)).toEqual({
      kind: 'array',
      element: { kind: 'tuple', components },
      length: null,
    });
    expect(formatAbiType(parseAbiType('tuple[2]', components))).toBe('(address,uint256)[2]');
  });

  it('an empty tuple is not a type, in either form', () => {
    const message = 'An empty tuple "()" is not an ABI type';
    expect(syntaxError(() => parseAbiType('()')).message).toBe(message);
    expect(syntaxError(() => parseAbiType('tuple()')).message).toBe(message);
    expect(syntaxError(() => parseAbiType('tuple', [])).message).toBe(message);
    expect(syntaxError(() => parseAbiType('()[]')).message).toBe(message);
  });

  it('unbalanced parentheses are named', () => {
    expect(syntaxError(() => parseAbiType('((uint256)')).message).toBe('Unbalanced "(" in (uint256');
    expect(syntaxError(() => parseAbiType('(uint256),(bool)')).message).toBe('Unbalanced ")" in uint256),(bool');
  });

  it('a parenthesis at one end only is no tuple', () => {
    for (const text of ['(uint256', 'bool)', '(bool,address', 'uint8,bool)']) {
      expect(syntaxError(() => parseAbiType(text)).message).toBe(`Unsupported ABI type "${text}"`);
    }
  });

  it('a bad component is named', () => {
    expect(syntaxError(() => parseAbiType('(uint256,bytes33)')).message).toBe('bytes33: bytesN takes N from 1 to 32');
    expect(syntaxError(() => parseAbiType('(uint256,)')).message).toBe('Empty parameter');
  });

  it(`tuples count toward the ${MAX_ABI_NESTING}-level nesting limit`, () => {
    const nested = (levels: number) => '('.repeat(levels) + 'bool' + ')'.repeat(levels);
    expect(formatAbiType(parseAbiType(nested(MAX_ABI_NESTING - 1)))).toBe(nested(MAX_ABI_NESTING - 1));
    expect(syntaxError(() => parseAbiType(nested(MAX_ABI_NESTING))).message).toBe(
      `Arrays and tuples nested deeper than ${MAX_ABI_NESTING} levels`,
    );
  });
});

describe('whitespace', () => {
  it('around a type and inside a tuple is ignored', () => {
    expect(parseAbiType('  uint256[]\n')).toEqual({ kind: 'array', element: uint256, length: null });
    expect(formatAbiType(parseAbiType(' ( uint256 , address ) [2] '))).toBe('(uint256,address)[2]');
    expect(formatAbiType(parseAbiType('tuple( bool ,\tstring )'))).toBe('(bool,string)');
  });

  it('inside a name is not', () => {
    expect(syntaxError(() => parseAbiType('uint 256')).message).toBe('Unsupported ABI type "uint 256"');
  });
});

describe('splitTopLevel', () => {
  it('splits only at commas outside parentheses', () => {
    expect(splitTopLevel('a,(b,c),d')).toEqual(['a', '(b,c)', 'd']);
    expect(splitTopLevel('(a,(b,c)),d')).toEqual(['(a,(b,c))', 'd']);
    expect(splitTopLevel('uint256')).toEqual(['uint256']);
  });

  it('an empty or blank list has no parts; an empty part after a comma is kept for the caller to refuse', () => {
    expect(splitTopLevel('')).toEqual([]);
    expect(splitTopLevel('  ')).toEqual([]);
    expect(splitTopLevel('a,')).toEqual(['a', '']);
    expect(splitTopLevel(',a')).toEqual(['', 'a']);
  });

  it('names the unbalanced parenthesis', () => {
    expect(syntaxError(() => splitTopLevel('a,(b')).message).toBe('Unbalanced "(" in a,(b');
    expect(syntaxError(() => splitTopLevel('a),(b')).message).toBe('Unbalanced ")" in a),(b');
    expect(syntaxError(() => splitTopLevel(')(')).message).toBe('Unbalanced ")" in )(');
  });
});

describe('parameters', () => {
  it('a type alone has an empty name; a function parameter carries no indexed flag', () => {
    const param = parseParameter('uint256', false);
    expect(param).toEqual({ name: '', type: uint256 });
    expect('indexed' in param).toBe(false);
    expect(parseParameter('  address   to  ', false)).toEqual({ name: 'to', type: address });
  });

  it('an event parameter says whether it is indexed', () => {
    expect(parseParameter('address indexed from', true)).toEqual({ name: 'from', type: address, indexed: true });
    expect(parseParameter('uint256 value', true)).toEqual({ name: 'value', type: uint256, indexed: false });
    expect(parseParameter('bytes32 indexed', true)).toEqual({
      name: '',
      type: { kind: 'fixedBytes', size: 32 },
      indexed: true,
    });
  });

  it('"indexed" in a function parameter is refused with the parameter named', () => {
    expect(syntaxError(() => parseParameter('address indexed from', false)).message).toBe(
      '"indexed" only applies to event parameters: address indexed from',
    );
  });

  it('data locations and payable, as copied from Solidity, are skipped', () => {
    expect(parseParameter('bytes memory data', false)).toEqual({ name: 'data', type: { kind: 'bytes' } });
    expect(parseParameter('bytes calldata data', false)).toEqual({ name: 'data', type: { kind: 'bytes' } });
    expect(parseParameter('uint256[] storage xs', false)).toEqual({
      name: 'xs',
      type: { kind: 'array', element: uint256, length: null },
    });
    expect(parseParameter('address payable to', false)).toEqual({ name: 'to', type: address });
    expect(parseParameter('address payable indexed to', true)).toEqual({ name: 'to', type: address, indexed: true });
  });

  it('an array of payable addresses: the suffix comes after payable', () => {
    const list = { kind: 'array', element: address, length: null } as const;
    expect(parseParameter('address payable[] recipients', false)).toEqual({ name: 'recipients', type: list });
    expect(parseParameter('address payable[]', false)).toEqual({ name: '', type: list });
    expect(formatAbiType(parseParameter('address payable[3][] grid', false).type)).toBe('address[3][]');
    expect(parseParameter('address payable[] indexed to', true)).toEqual({ name: 'to', type: list, indexed: true });
    for (const text of [
      'address payable[]x to',
      'address xpayable[] to',
      'address payable[x] to',
      'uint256 payable[] xs',
    ]) {
      expect(syntaxError(() => parseParameter(text, false)).message).toBe(`Cannot read parameter "${text}"`);
    }
  });

  it('a tuple parameter runs to its matching ")" and its array suffixes', () => {
    expect(parseParameter('(address target, bytes callData)[] calls', false)).toEqual({
      name: 'calls',
      type: {
        kind: 'array',
        element: {
          kind: 'tuple',
          components: [
            { name: 'target', type: address },
            { name: 'callData', type: { kind: 'bytes' } },
          ],
        },
        length: null,
      },
    });
    const nested = parseParameter('tuple(uint256 a, (bool b, address c) d)[2][] pairs', false);
    expect(nested.name).toBe('pairs');
    expect(formatAbiType(nested.type)).toBe('(uint256,(bool,address))[2][]');
    expect(parseParameter('(uint256,bool)', true)).toEqual({
      name: '',
      type: parseAbiType('(uint256,bool)'),
      indexed: false,
    });
    expect(parseParameter('(uint256,bool) indexed pair', true).indexed).toBe(true);
    expect(parseParameter('(uint256,bool)  indexed \t pair ', true)).toMatchObject({ name: 'pair', indexed: true });
  });

  it('an empty parameter or one with two names is refused', () => {
    expect(syntaxError(() => parseParameter('   ', false)).message).toBe('Empty parameter');
    expect(syntaxError(() => parseParameter('uint256 a b', false)).message).toBe('Cannot read parameter "uint256 a b"');
    expect(syntaxError(() => parseParameter('(bool) a b', false)).message).toBe('Cannot read parameter "(bool) a b"');
  });

  it('a bad type inside a parameter is named', () => {
    expect(syntaxError(() => parseParameter('uint264 x', false)).message).toBe(
      'uint264: integer sizes are 8 … 256 in steps of 8',
    );
  });
});
