import { encodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeFunctionInput } from '../../../src/domain/abi/decode-function-input.ts';
import { parsePastedAbi } from '../../../src/domain/abi/pasted-abi.ts';
import { functionTable } from '../../../src/domain/abi/signature.ts';
import { AbiJsonError, parseJsonAbi } from '../../../src/domain/abi/json-abi.ts';

describe('parsePastedAbi', () => {
  const lines = `
    // DemoToken, as a person would write it
    function transfer(address to, uint256 amount) external returns (bool);
    event Tick(uint256 indexed i)
    constructor(uint256 supply)
    error Nope(uint256 code)
  `;

  it('reads human-readable lines: functions and events, with the same selectors viem computes', () => {
    const abi = parsePastedAbi(lines);
    expect(abi.functions.map((f) => [f.signature, f.selector])).toEqual([['transfer(address,uint256)', '0xa9059cbb']]);
    expect(abi.events.map((e) => e.signature)).toEqual(['Tick(uint256)']);
    expect(abi.events[0]?.inputs[0]).toMatchObject({ name: 'i', indexed: true });
  });

  it('a JSON array of such strings reads the same', () => {
    expect(
      parsePastedAbi(JSON.stringify(['function transfer(address to, uint256 amount)'])).functions[0]?.selector,
    ).toBe('0xa9059cbb');
  });

  it('still reads solc JSON', () => {
    const json = JSON.stringify({ abi: [{ type: 'function', name: 'ping', inputs: [] }] });
    expect(parsePastedAbi(json).functions[0]?.signature).toBe('ping()');
  });

  it('a line it cannot read is named by number', () => {
    expect(() => parsePastedAbi('function ok()\nstruct S { uint a; }')).toThrow(/line 2/);
    expect(() => parsePastedAbi('   ')).toThrow(/empty/);
    expect(() => parsePastedAbi('[oops')).toThrow(/Not valid JSON/);
  });

  it('its functions decode transaction input, with the names from the ABI', () => {
    const abi = parsePastedAbi('function mint(address to, uint256 id, string note)');
    const input = encodeFunctionData({
      abi: parseAbi(['function mint(address to, uint256 id, string note)']),
      functionName: 'mint',
      args: ['0x1111111111111111111111111111111111111111', 7n, 'hi'],
    });
    const decoded = decodeFunctionInput(input, functionTable(abi.functions));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(decoded.args.map((a) => a.name)).toEqual(['to', 'id', 'note']);
  });
});

/**
 * A pasted ABI that cannot be used says where and why: the entry's path in JSON, the line number
 * in human-readable text. And what is skipped or defaulted on the way.
 */
const fn = (inputs: unknown) => [{ type: 'function', name: 'f', inputs }];
const problem = (read: () => unknown): { path: string; message: string } => {
  try {
    read();
  } catch (error) {
    if (error instanceof AbiJsonError) return { path: error.path, message: error.message };
    throw error;
  }
  throw new Error('no error');
};

describe('JSON ABI errors name the entry', () => {
  it('the error carries its path, and the message starts with it', () => {
    const error = new AbiJsonError('[2].inputs', 'Expected an array');
    expect(error).toMatchObject({ name: 'AbiJsonError', path: '[2].inputs', message: '[2].inputs: Expected an array' });
    expect(new AbiJsonError('', 'The ABI is empty').message).toBe('The ABI is empty');
  });

  it('not an array, not JSON, an entry that is not an object', () => {
    expect(problem(() => parseJsonAbi({ abi: 'x' }))).toEqual({
      path: '',
      message: 'Expected a JSON array of ABI entries (or an object with an "abi" array)',
    });
    expect(problem(() => parseJsonAbi('[1,'))).toMatchObject({
      path: '',
      message: expect.stringMatching(/^Not valid JSON \(.+\)$/) as string,
    });
    expect(problem(() => parseJsonAbi([{ type: 'event', name: 'E', inputs: [] }, 'x']))).toEqual({
      path: '[1]',
      message: '[1]: Expected an object',
    });
  });

  it('a function or an event without a usable name', () => {
    expect(problem(() => parseJsonAbi([{ type: 'event', inputs: [] }])).message).toBe(
      '[0].name: An event needs a name',
    );
    expect(problem(() => parseJsonAbi([{ name: '1st', inputs: [] }])).message).toBe(
      '[0].name: A function needs a name',
    );
    expect(problem(() => parseJsonAbi([{ type: 'error', name: '', inputs: [] }])).message).toBe(
      '[0].name: An error needs a name',
    );
    expect(problem(() => parseJsonAbi([{ name: 'has space' }])).path).toBe('[0].name');
    expect(parseJsonAbi([{ name: '$_ok9' }]).functions[0]?.signature).toBe('$_ok9()');
  });

  it('inputs that are not an array, a parameter that is not {name, type}, components that are not an array', () => {
    expect(problem(() => parseJsonAbi([{ type: 'function', name: 'f', inputs: {} }])).message).toBe(
      '[0].inputs: Expected an array',
    );
    expect(problem(() => parseJsonAbi(fn([{ name: 'x' }]))).message).toBe('[0].inputs[0]: Expected {name, type}');
    expect(problem(() => parseJsonAbi(fn(['uint256']))).message).toBe('[0].inputs[0]: Expected {name, type}');
    expect(problem(() => parseJsonAbi(fn([{ type: 'tuple', components: 'a' }]))).message).toBe(
      '[0].inputs[0].components: Expected an array',
    );
    expect(problem(() => parseJsonAbi(fn([{ type: 'tuple', components: [{ name: 'a', type: 'uint7' }] }]))).path).toBe(
      '[0].inputs[0].components[0].type',
    );
  });

  it('entries without a type are functions; errors are kept; constructors, fallback and receive are skipped', () => {
    const abi = parseJsonAbi([
      { name: 'old', inputs: [{ type: 'uint256' }] },
      { type: 'constructor', inputs: [] },
      { type: 'fallback' },
      { type: 'receive' },
      { type: 'error', name: 'E', inputs: [] },
      { type: 'error', name: 'InsufficientBalance', inputs: [{ name: 'needed', type: 'uint256' }] },
    ]);
    expect(abi.functions.map((f) => f.signature)).toEqual(['old(uint256)']);
    expect(abi.functions[0]?.inputs[0]?.name).toBe('');
    expect(abi.events).toEqual([]);
    // selectors as `cast sig 'E()'` and `cast sig 'InsufficientBalance(uint256)'` print them
    expect(abi.errors.map((e) => [e.signature, e.selector, e.source])).toEqual([
      ['E()', '0x92bbf6e8', 'pasted ABI'],
      ['InsufficientBalance(uint256)', '0x92665351', 'pasted ABI'],
    ]);
    expect(abi.errors[1]?.inputs[0]?.name).toBe('needed');
  });

  it('only event parameters carry `indexed`, and only a literal true sets it; `anonymous` likewise', () => {
    const abi = parseJsonAbi([
      { type: 'function', name: 'f', inputs: [{ name: 'a', type: 'address', indexed: true }] },
      {
        type: 'event',
        name: 'E',
        anonymous: 'true',
        inputs: [
          { name: 'a', type: 'address', indexed: true },
          { name: 'b', type: 'uint256', indexed: 'true' },
        ],
      },
      { type: 'event', name: 'Anon', anonymous: true, inputs: [] },
    ]);
    expect('indexed' in abi.functions[0]!.inputs[0]!).toBe(false);
    expect(abi.events[0]!.inputs.map((p) => p.indexed)).toEqual([true, false]);
    expect(abi.events.map((e) => e.anonymous)).toEqual([false, true]);
  });
});

describe('human-readable ABI lines', () => {
  it('skips blank lines, comments and the kinds it does not decode, keeps errors; a trailing semicolon is fine', () => {
    const abi = parsePastedAbi(
      [
        '',
        '// a comment',
        'constructor(uint256 a)',
        'error E(uint256 c)',
        'fallback() external',
        'receive() external payable',
        'function f(uint256 x);',
        'event E(address indexed who);',
      ].join('\n'),
    );
    expect(abi.functions.map((f) => f.signature)).toEqual(['f(uint256)']);
    expect(abi.events.map((e) => e.signature)).toEqual(['E(address)']);
    expect(abi.errors.map((e) => [e.signature, e.selector, e.inputs[0]?.name])).toEqual([
      ['E(uint256)', '0x002ff067', 'c'],
    ]);
  });

  it('names only skip a kind at the start of a line; a trailing semicolon keeps "anonymous"; the source says "your ABI"', () => {
    const abi = parsePastedAbi('function error(uint256 code)\nevent Receive(uint256 a) anonymous;');
    expect(abi.functions.map((f) => [f.signature, f.source])).toEqual([['error(uint256)', 'your ABI']]);
    expect(abi.events.map((e) => [e.signature, e.anonymous])).toEqual([['Receive(uint256)', true]]);
    expect(parsePastedAbi('event E()', 'ERC-20').events[0]?.source).toBe('ERC-20');
  });

  it('a line that is neither a function nor an event is named by its number, with what was expected', () => {
    expect(problem(() => parsePastedAbi('function ok()\n\nstruct S { uint a; }'))).toEqual({
      path: 'line 3',
      message: 'line 3: expected a line starting with "function", "event" or "error"',
    });
    expect(problem(() => parsePastedAbi('functionx()')).message).toBe(
      'line 1: expected a line starting with "function", "event" or "error"',
    );
    expect(problem(() => parsePastedAbi('function f(uint7 a)')).path).toBe('line 1');
  });

  it('an empty ABI, JSON that does not parse, an empty JSON array', () => {
    expect(problem(() => parsePastedAbi(' \n '))).toEqual({ path: '', message: 'The ABI is empty' });
    expect(problem(() => parsePastedAbi('{"abi": [}')).message).toMatch(
      /^Not valid JSON \(.+\); human-readable lines start with "function", "event" or "error"$/,
    );
    expect(parsePastedAbi('[]')).toEqual({ functions: [], events: [], errors: [] });
  });

  it('a JSON array mixing strings and objects is read as JSON ABI entries', () => {
    expect(problem(() => parsePastedAbi('["function f()", {"type": "event", "name": "E", "inputs": []}]'))).toEqual({
      path: '[0]',
      message: '[0]: Expected an object',
    });
  });
});
