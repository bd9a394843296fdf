/**
 * The decoder's budget: whatever the offsets do (alias, point back into their own heads, overlap,
 * claim huge lengths, nest deep), a decode ends with a specific error instead of reading the same
 * bytes over and over — and honest input of the same size still decodes. Outcomes are asserted,
 * not times: the figures live in the benchmark (test/bench/abi-decode.ts).
 */
import { describe, expect, it } from 'vitest';
import { decodeAbiParameters as viemDecode, encodeEventTopics, parseAbiItem, type Hex } from 'viem';
import { MAX_ABI_NESTING, parseAbiType, type AbiType } from '../../../src/domain/abi/abi-type.ts';
import { COMMON_EVENTS, COMMON_FUNCTIONS } from '../../../src/domain/abi/common-signatures.ts';
import {
  AbiDecodeError,
  AbiDecodeLimitError,
  decodeAbiParameters,
  REREAD_ALLOWANCE,
} from '../../../src/domain/abi/decode-abi-parameters.ts';
import { decodeFunctionInput } from '../../../src/domain/abi/decode-function-input.ts';
import { decodeLog } from '../../../src/domain/abi/decode-log.ts';
import { AbiJsonError, parseJsonAbi } from '../../../src/domain/abi/json-abi.ts';
import { AbiSyntaxError } from '../../../src/domain/abi/abi-type.ts';
import { hexToBytes } from '../../../src/domain/hex.ts';
import {
  aliasingBytesArray,
  aliasingMulticall,
  cyclicBytesArray,
  honestMulticall,
  hugeLengthBytes,
  overlappingNestedArrays,
} from './hostile-calldata.ts';

const bytesArray = [parseAbiType('bytes[]')];

/** The error a decode ends with (the test fails if it returns). */
function decodeError(types: AbiType[], data: Hex): AbiDecodeError {
  try {
    decodeAbiParameters(types, hexToBytes(data));
  } catch (error) {
    if (error instanceof AbiDecodeError) return error;
    throw error;
  }
  throw new Error('decoded without an error');
}

describe('a budget on bytes read across offsets', () => {
  it('aliasing offsets: every element of a bytes[] pointing at one large element', () => {
    const error = decodeError(bytesArray, aliasingBytesArray(2_000, 60_000));
    expect(error).toBeInstanceOf(AbiDecodeLimitError);
    expect(error instanceof AbiDecodeLimitError && error.limit).toBe('bytesRead');
    expect(error.message).toMatch(/would read more than [\d,]+ bytes from [\d,]+ bytes of data/);
  });

  it('the 120 KB multicall that froze the tab is "too costly to decode", not a wrong decode', () => {
    const input = aliasingMulticall(120_000);
    expect((input.length - 2) / 2).toBeGreaterThan(119_000);
    const result = decodeFunctionInput(input, COMMON_FUNCTIONS);
    expect(result).toMatchObject({
      ok: false,
      selector: '0xac9650d8',
      tooCostly: true,
      reason: expect.stringMatching(/^Too costly to decode: multicall\(bytes\[\]\): /),
    });
    expect(!result.ok && result.candidates.map((c) => c.signature)).toEqual(['multicall(bytes[])']);
  });

  it('cyclic offsets: elements whose length word is a head of the array holding them', () => {
    const data = cyclicBytesArray(1_000);
    // It is valid ABI (viem reads it too, slowly): our refusal is the budget, not a format error.
    expect(decodeError(bytesArray, data)).toMatchObject({ name: 'AbiDecodeLimitError', limit: 'bytesRead' });
    // Small enough to afford, the same shape decodes like viem: the budget is all that stops it.
    const small = cyclicBytesArray(8);
    expect(decodeAbiParameters(bytesArray, hexToBytes(small))).toEqual(viemDecode([{ type: 'bytes[]' }], small));
  });

  it('overlapping offsets: inner arrays that each start one word after the previous one', () => {
    expect(decodeError([parseAbiType('uint256[][]')], overlappingNestedArrays(1_500))).toMatchObject({
      name: 'AbiDecodeLimitError',
      limit: 'bytesRead',
    });
    const small = overlappingNestedArrays(4);
    expect(decodeAbiParameters([parseAbiType('uint256[][]')], hexToBytes(small))).toEqual(
      viemDecode([{ type: 'uint256[][]' }], small),
    );
  });

  it('re-reads up to the allowance are accepted: two elements sharing one small body', () => {
    const shared = aliasingBytesArray(2, 40);
    expect(decodeAbiParameters(bytesArray, hexToBytes(shared))).toEqual([
      [`0x${'ab'.repeat(40)}`, `0x${'ab'.repeat(40)}`],
    ]);
    // Just past it: one element re-read more often than the allowance covers.
    const count = Math.ceil(REREAD_ALLOWANCE / 4_096) + 2;
    expect(decodeError(bytesArray, aliasingBytesArray(count, 4_096))).toMatchObject({ limit: 'bytesRead' });
  });

  it('the budget is the data plus exactly 262,144 bytes of re-reads (ox: 8,192 words)', () => {
    expect(REREAD_ALLOWANCE).toBe(262_144);
    // 65 elements sharing one 4,064-byte body read the data and 64 × 4,096 bytes more: exactly the allowance.
    const atBudget = decodeAbiParameters(bytesArray, hexToBytes(aliasingBytesArray(65, 4_064)));
    expect(atBudget[0]).toHaveLength(65);
    // One more element reads 4,096 bytes past it.
    expect(decodeError(bytesArray, aliasingBytesArray(66, 4_064))).toMatchObject({ limit: 'bytesRead' });
  });

  it('huge lengths are refused before anything is read or allocated', () => {
    for (const [type, data] of [
      ['bytes', hugeLengthBytes()],
      ['string', hugeLengthBytes()],
      ['uint256[]', hugeLengthBytes()],
      ['bytes[]', hugeLengthBytes()],
    ] as const) {
      const error = decodeError([parseAbiType(type)], data);
      expect(error, type).not.toBeInstanceOf(AbiDecodeLimitError);
      expect(error.message, type).toMatch(/points past the end of the data/);
    }
  });

  it('log data has the same budget: a hostile ERC-1155 TransferBatch is too costly, not decoded', () => {
    const event = parseAbiItem(
      'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
    );
    const topics = encodeEventTopics({
      abi: [event],
      args: { operator: `0x${'11'.repeat(20)}`, from: `0x${'22'.repeat(20)}`, to: `0x${'33'.repeat(20)}` },
    }) as Hex[];
    const word = (v: number) => v.toString(16).padStart(64, '0');
    // ids and values both point at one array: read twice, which the allowance covers at 4,000 words…
    const shared = `0x${word(64)}${word(64)}${word(4_000)}${word(7).repeat(4_000)}` as Hex;
    const result = decodeLog(topics, shared, COMMON_EVENTS);
    expect(result.ok && result.args.map((a) => (Array.isArray(a.value) ? a.value.length : a.value))).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
      4_000,
      4_000,
    ]);
    // …but not at 300,000 words (9.6 MB, read twice).
    const aliased = `0x${word(64)}${word(64)}${word(300_000)}${word(7).repeat(300_000)}` as Hex;
    expect(decodeLog(topics, aliased, COMMON_EVENTS)).toMatchObject({
      ok: false,
      tooCostly: true,
      reason: expect.stringMatching(/Too costly to decode/),
    });
  });
});

describe('nesting', () => {
  it('a type nested deeper than MAX_ABI_NESTING ends in a message, not a stack overflow', () => {
    let deep: AbiType = { kind: 'uint', bits: 256 };
    for (let i = 0; i < 2_000; i++) deep = { kind: 'array', element: deep, length: null };
    // Data for 40 levels: each array holds one element, the next array right after it.
    const word = (v: number) => v.toString(16).padStart(64, '0');
    const data = `0x${word(32)}${`${word(1)}${word(32)}`.repeat(40)}` as Hex;
    expect(decodeError([deep], data)).toMatchObject({
      name: 'AbiDecodeLimitError',
      limit: 'nesting',
      message: `Arrays and tuples nested deeper than ${MAX_ABI_NESTING} levels`,
    });
  });

  it('static nesting counts too, and the deepest type that parses still decodes', () => {
    let deepStatic: AbiType = { kind: 'uint', bits: 256 };
    for (let i = 0; i < 40; i++) deepStatic = { kind: 'array', element: deepStatic, length: 1 };
    expect(decodeError([deepStatic], `0x${'00'.repeat(32)}`)).toMatchObject({ limit: 'nesting' });

    const word = (v: number) => v.toString(16).padStart(64, '0');
    const deepest = parseAbiType(`uint256${'[]'.repeat(MAX_ABI_NESTING - 1)}`);
    const chain = `0x${word(32)}${`${word(1)}${word(32)}`.repeat(MAX_ABI_NESTING - 2)}${word(1)}${word(9)}` as Hex;
    let value = decodeAbiParameters([deepest], hexToBytes(chain))[0];
    for (let level = 1; level < MAX_ABI_NESTING; level++) value = (value as unknown[])[0] as never;
    expect(value).toBe(9n);
  });

  it('parsing refuses the same depth, in signatures, type strings and JSON ABIs', () => {
    expect(() => parseAbiType(`uint256${'[]'.repeat(100_000)}`)).toThrow(AbiSyntaxError);
    expect(() => parseAbiType(`uint256${'[]'.repeat(100_000)}`)).toThrow(
      `nested deeper than ${MAX_ABI_NESTING} levels`,
    );
    expect(() => parseAbiType(`${'('.repeat(10_000)}uint256${')'.repeat(10_000)}`)).toThrow(
      `nested deeper than ${MAX_ABI_NESTING} levels`,
    );
    expect(() => parseAbiType(`uint256${'[]'.repeat(MAX_ABI_NESTING - 1)}`)).not.toThrow();
    let param: Record<string, unknown> = { name: 'x', type: 'uint256' };
    for (let i = 0; i < 1_000; i++) param = { name: 'x', type: 'tuple', components: [param] };
    expect(() => parseJsonAbi([{ type: 'function', name: 'f', inputs: [param] }])).toThrow(AbiJsonError);
    expect(() => parseJsonAbi([{ type: 'function', name: 'f', inputs: [param] }])).toThrow(
      /nested deeper than 32 levels/,
    );
  });

  it('an empty tuple is not a type (it would be a value that reads no bytes)', () => {
    expect(() => parseAbiType('()[]')).toThrow('An empty tuple "()" is not an ABI type');
    expect(() =>
      parseJsonAbi([{ type: 'function', name: 'f', inputs: [{ name: 'x', type: 'tuple[]', components: [] }] }]),
    ).toThrow(/empty tuple/);
  });
});

describe('a 10 MB input, the most a reply may carry', () => {
  it('hostile: a 10 MB aliasing multicall is too costly to decode', () => {
    const input = aliasingMulticall(10_000_000);
    expect(input.length).toBeGreaterThan(20_000_000);
    expect(decodeFunctionInput(input, COMMON_FUNCTIONS)).toMatchObject({ ok: false, tooCostly: true });
  });

  it('honest: a 10 MB canonical multicall decodes in full', () => {
    const input = honestMulticall(100, 100_000);
    expect(input.length).toBeGreaterThan(20_000_000);
    const result = decodeFunctionInput(input, COMMON_FUNCTIONS);
    expect(result.ok).toBe(true);
    const elements = result.ok ? (result.args[0]!.value as string[]) : [];
    expect(elements).toHaveLength(100);
    expect(elements[99]).toBe(`0x${'63'.repeat(100_000)}`);
  });
});
