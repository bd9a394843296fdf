/**
 * Why a log or an input was not decoded, in the words the page shows; how the signature tables
 * merge; what a parsed signature keeps (its source, whether an event is anonymous).
 */
import { encodeAbiParameters } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeLog } from '../../../src/domain/abi/decode-log.ts';
import { decodeFunctionInput } from '../../../src/domain/abi/decode-function-input.ts';
import {
  eventTable,
  functionTable,
  parseEventSignature,
  parseFunctionSignature,
} from '../../../src/domain/abi/signature.ts';
import type { Hash, Hex } from '../../../src/domain/hex.ts';

const noted = parseEventSignature('event Noted(address indexed who, uint256 amount)', 'mine');
const table = eventTable([noted]);
const WHO = `0x${'0'.repeat(24)}${'11'.repeat(20)}` as Hash;

describe('decodeLog reasons', () => {
  it('a topic that is not a 32-byte word, or data that is not even-length hex, is refused before any lookup', () => {
    expect(decodeLog([noted.topic0, '0x1234' as Hash], '0x', table)).toEqual({
      ok: false,
      reason: 'A topic is not a 32-byte hex word',
      candidates: [],
    });
    expect(decodeLog([noted.topic0, WHO], '0x123' as Hex, table)).toEqual({
      ok: false,
      reason: 'Data is not even-length 0x-hex',
      candidates: [],
    });
    expect(decodeLog([], '0x', table)).toEqual({
      ok: false,
      reason: 'No topics: an anonymous event cannot be looked up',
      candidates: [],
    });
  });

  it('a wrong number of topics is counted, in the singular for one', () => {
    const result = decodeLog([noted.topic0], encodeAbiParameters([{ type: 'uint256' }], [1n]), table);
    expect(result).toMatchObject({
      ok: false,
      reason: 'Known topic, but no declaration fits: Noted(address,uint256) has 1 indexed parameter, the log 0',
      candidates: [noted],
    });
  });

  it('data that does not fit names the declaration and the decoder’s complaint', () => {
    const result = decodeLog([noted.topic0, WHO], '0x01', table);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^Known topic, but no declaration fits: Noted\(address,uint256\): .+/);
  });

  it('an indexed value type is read from its topic and marked indexed, not hashed', () => {
    const result = decodeLog([noted.topic0, WHO], encodeAbiParameters([{ type: 'uint256' }], [5n]), table);
    expect(result.ok && result.args).toEqual([
      expect.objectContaining({ name: 'who', value: `0x${'11'.repeat(20)}`, indexed: true }),
      expect.objectContaining({ name: 'amount', value: 5n, indexed: false }),
    ]);
    expect(result.ok && 'hashed' in result.args[0]!).toBe(false);
  });
});

describe('decodeFunctionInput reasons', () => {
  it('input that is not even-length hex', () => {
    expect(decodeFunctionInput('0x123' as Hex, functionTable())).toEqual({
      ok: false,
      selector: null,
      reason: 'Input is not even-length 0x-hex data',
      candidates: [],
    });
    expect(decodeFunctionInput('0x1234', functionTable())).toMatchObject({
      reason: 'Input is 2 bytes, shorter than a 4-byte selector',
    });
  });
});

describe('signatures', () => {
  it('keep where they came from when told, and nothing otherwise', () => {
    expect(parseFunctionSignature('function f(uint256 a)', 'pasted ABI').source).toBe('pasted ABI');
    expect('source' in parseFunctionSignature('function f(uint256 a)')).toBe(false);
    expect(noted.source).toBe('mine');
    expect('source' in parseEventSignature('event E()')).toBe(false);
  });

  it('an event is anonymous only when the keyword follows its parameter list', () => {
    expect(parseEventSignature('event E(uint256 a) anonymous').anonymous).toBe(true);
    expect(parseEventSignature('event E(uint256 a)anonymous ;').anonymous).toBe(true);
    expect(parseEventSignature('event E(uint256 a)').anonymous).toBe(false);
    expect(parseEventSignature('event E(uint256 anonymous)').anonymous).toBe(false);
  });

  it('the first declaration of a signature wins; different signatures with one selector stay side by side', () => {
    const mine = parseFunctionSignature('function transfer(address to, uint256 amount)', 'mine');
    const builtIn = parseFunctionSignature('function transfer(address, uint256)', 'ERC-20');
    const merged = functionTable([mine], [builtIn]);
    expect(merged.get(mine.selector)).toEqual([mine]);
    const a = parseEventSignature('event T(address indexed a, uint256 b)');
    const b = parseEventSignature('event T(address a, uint256 indexed b)');
    expect(eventTable([a, b]).get(a.topic0)).toEqual([a, b]);
    expect(eventTable([a], [a]).get(a.topic0)).toEqual([a]);
    expect(eventTable([parseEventSignature('event T(address a, uint256 b) anonymous')]).size).toBe(0);
    expect(eventTable([a, b], [a]).get(a.topic0)).toEqual([a, b]);
  });

  it('two signatures that collide on a selector are both offered', () => {
    const transfer = parseFunctionSignature('function transfer(address to, uint256 amount)');
    const collision = parseFunctionSignature('function workMyDirefulOwner(uint256 a, uint256 b)');
    expect(collision.selector).toBe(transfer.selector);
    expect(functionTable([transfer, collision]).get(transfer.selector)).toEqual([transfer, collision]);
  });

  it('an unbalanced parameter list is named; "anonymous" must end the declaration', () => {
    expect(() => parseFunctionSignature('function f(uint256')).toThrow(
      'Unbalanced "(" in function signature "function f(uint256"',
    );
    expect(parseEventSignature('event E(uint256 a) anonymous;  ').anonymous).toBe(true);
    expect(parseEventSignature('event E(uint256 a) anonymous x').anonymous).toBe(false);
  });
});
