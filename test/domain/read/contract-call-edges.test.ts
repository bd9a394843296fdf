import { describe, expect, it } from 'vitest';
import { parseAbiType } from '../../../src/domain/abi/abi-type.ts';
import { encodeAbiParameters } from '../../../src/domain/abi/encode-abi-parameters.ts';
import { parseJsonAbi } from '../../../src/domain/abi/json-abi.ts';
import { parseFunctionSignature } from '../../../src/domain/abi/signature.ts';
import type { Hex } from '../../../src/domain/hex.ts';
import {
  castSignature,
  decodeAnswer,
  findOffered,
  MAX_DECODED_ANSWER_BYTES,
  offeredFunctions,
  readArguments,
} from '../../../src/domain/read/contract-call.ts';

const abi = parseJsonAbi([
  { type: 'function', name: 'version', inputs: [], outputs: [{ type: 'string' }], stateMutability: 'pure' },
  { type: 'function', name: 'ping', inputs: [], outputs: [], stateMutability: 'view' },
  { type: 'function', name: 'set', inputs: [{ type: 'uint8' }], outputs: [], stateMutability: 'nonpayable' },
]);

describe('the functions and calls of the Read tab, at their edges', () => {
  it('reads pure functions as reads, and a verified ABI alone or standards alone are offered', () => {
    expect(offeredFunctions(null, abi, []).map(({ fn, kind }) => `${kind} ${fn.name}`)).toEqual([
      'read version',
      'read ping',
      'write set',
    ]);
    expect(offeredFunctions(abi, null, []).length).toBe(3);
    expect(offeredFunctions(null, null, [parseFunctionSignature('owner()')]).map(({ fn }) => fn.name)).toEqual([
      'owner',
    ]);
    expect(offeredFunctions(null, null, [])).toEqual([]);
  });

  it('finds a function by its signature with spaces around it', () => {
    expect(findOffered(offeredFunctions(null, abi, []), '  set(uint8) ')?.fn.name).toBe('set');
  });

  it('names an unnamed argument by its place, and takes a missing one as empty', () => {
    const set = abi.functions[2]!;
    expect(readArguments(set, ['300'])).toEqual({
      ok: false,
      message: 'argument 1: 300 does not fit uint8: it takes 0 to 255',
    });
    expect(readArguments(set, [])).toEqual({
      ok: false,
      message: 'argument 1: Enter a whole number (uint8), decimal or 0x-hex',
    });
  });

  it('decodes a function that returns nothing as nothing, and sizes an answer by its bytes', () => {
    expect(decodeAnswer(abi.functions[1]!, '0x')).toEqual({ kind: 'decoded', values: [] });
    // exactly the limit is decoded (all zeros: an empty string), one byte more is not
    const limit = `0x${'00'.repeat(MAX_DECODED_ANSWER_BYTES)}` as Hex;
    expect(decodeAnswer(abi.functions[0]!, limit)).toMatchObject({ kind: 'decoded' });
  });

  it('writes a signature for cast with its outputs, or bare where they are not known', () => {
    expect(castSignature(abi.functions[0]!)).toBe('version()(string)');
    expect(castSignature(abi.functions[1]!)).toBe('ping()()');
    expect(castSignature(parseFunctionSignature('owner()'))).toBe('owner()');
  });
});

describe('the encoder refuses what does not fit its type', () => {
  it.each([
    ['uint256', 'x', 'Expected an integer, got string'],
    ['bool', 1n, 'Expected a bool, got bigint'],
    ['address', true, 'Expected an address, got boolean'],
    ['bytes4', 1n, 'Expected bytes, got bigint'],
    ['bytes4', '0x12', 'bytes4 is 4 bytes, got 1'],
    ['string', 1n, 'Expected string, got bigint'],
    ['uint8[]', 1n, 'Expected a list, got bigint'],
    ['(uint8,bool)', 1n, 'Expected a tuple, got bigint'],
    ['(uint8,bool)', [1n], 'Expected 2 fields, got 1'],
  ] as const)('%s given %s: %s', (type, value, message) => {
    expect(() => encodeAbiParameters([parseAbiType(type)], [value as never])).toThrow(message);
    try {
      encodeAbiParameters([parseAbiType(type)], [value as never]);
    } catch (error) {
      expect((error as Error).name).toBe('AbiEncodeError');
    }
  });
});
