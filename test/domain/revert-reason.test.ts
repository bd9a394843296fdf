/**
 * Why a call reverted: real answers of anvil to failing eth_calls (test/fixtures/eth-call/
 * anvil-eth-call-answers.json, from the contracts beside it), the answers other clients give as
 * their projects and issue threads record them, and hostile data. viem encodes the expected data
 * independently.
 */
import { readFileSync } from 'node:fs';
import { encodeAbiParameters, encodeErrorResult, parseAbi, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { COMMON_ERRORS } from '../../src/domain/abi/common-signatures.ts';
import { parsePastedAbi } from '../../src/domain/abi/pasted-abi.ts';
import { functionTable } from '../../src/domain/abi/signature.ts';
import type { Hex } from '../../src/domain/hex.ts';
import {
  decodeRevertData,
  ERROR_STRING_SELECTOR,
  MAX_CUSTOM_ERROR_BYTES,
  MAX_REASON_BYTES,
  PANIC_SELECTOR,
  panicMeaning,
  readRevertDataInput,
  revertDataFromRpcError,
  revertReasonFromRpcError,
  type RpcErrorObject,
} from '../../src/domain/revert-reason.ts';

interface Recorded {
  calls: Record<string, { answer: { error?: { code: number; message: string; data: Hex }; result?: Hex } }>;
  revertsAbi: unknown[];
}
const recorded = JSON.parse(
  readFileSync(new URL('../fixtures/eth-call/anvil-eth-call-answers.json', import.meta.url), 'utf8'),
) as Recorded;
const anvilError = (label: string): { code: number; message: string; data: Hex } =>
  recorded.calls[label]!.answer.error!;

const pasted = parsePastedAbi(JSON.stringify(recorded.revertsAbi));
const errors = functionTable(pasted.errors, [...COMMON_ERRORS.values()].flat());

const errorString = (text: string): Hex => encodeErrorResult({ abi: parseAbi(['error Error(string)']), args: [text] });
const word = (n: bigint): string => n.toString(16).padStart(64, '0');

describe('anvil’s answers to failing eth_calls', () => {
  it('require(…, "not enough HXR"): the reason, from Error(string)', () => {
    expect(revertReasonFromRpcError(anvilError('errorString'), errors)).toEqual({
      kind: 'message',
      text: 'not enough HXR',
      cut: false,
      byteLength: 14,
      from: 'Error(string)',
    });
  });

  it('a reason in UTF-8 keeps its letters and its emoji', () => {
    expect(revertReasonFromRpcError(anvilError('unicodeReason'))).toMatchObject({
      kind: 'message',
      text: 'zahlung fällig \u26A0\uFE0F', // the variation selector stays: it is not a format character
      byteLength: 22,
    });
  });

  it('revert() without a reason: data 0x, said as such', () => {
    expect(revertDataFromRpcError(anvilError('noReason'))).toBe('0x');
    expect(revertReasonFromRpcError(anvilError('noReason'))).toEqual({ kind: 'none' });
  });

  it.each([
    ['panicAssert', 0x01n, 'assertion failed (assert with a false condition)'],
    ['panicOverflow', 0x11n, 'arithmetic overflow or underflow outside an unchecked block'],
    ['panicDivision', 0x12n, 'division or modulo by zero'],
    ['panicEnum', 0x21n, 'conversion of a value out of range into an enum'],
    ['panicPop', 0x31n, '.pop() on an empty array'],
    ['panicIndex', 0x32n, 'array, bytesN or slice index out of bounds'],
  ])('%s: Panic(%s) with its meaning', (label, code, meaning) => {
    expect(revertReasonFromRpcError(anvilError(label))).toEqual({ kind: 'panic', code, meaning });
  });

  it('a custom error declared in the pasted ABI, with its arguments decoded', () => {
    const reason = revertReasonFromRpcError(anvilError('customError'), errors);
    expect(reason).toMatchObject({
      kind: 'custom',
      selector: '0xdb42144d',
      error: { signature: 'InsufficientBalance(address,uint256,uint256)', source: 'your ABI' },
    });
    expect(reason?.kind === 'custom' && reason.args.map((a) => [a.name, a.value])).toEqual([
      ['account', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      ['available', 5n],
      ['required', 7n],
    ]);
  });

  it('the same custom error without its ABI: its selector and raw data', () => {
    const { data } = anvilError('customError');
    expect(revertReasonFromRpcError(anvilError('customError'))).toEqual({
      kind: 'unknown',
      selector: '0xdb42144d',
      data,
      byteLength: 100,
      problem: 'Unknown selector 0xdb42144d',
      candidates: [],
    });
  });

  it('a token’s symbol() that reverts gives its reason like any call', () => {
    expect(revertReasonFromRpcError(anvilError('badSymbol.symbol'))).toMatchObject({ text: 'no symbol' });
  });
});

describe('other clients’ answers', () => {
  // ethereum/execution-apis tests/eth_call/call-revert-abi-error.io (geth): the string is not padded.
  const gethUnpadded = {
    code: 3,
    message: 'execution reverted: user error',
    data: '0x08c379a00000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000000a75736572206572726f72',
  };

  it('geth’s own test answer, unpadded as it is', () => {
    expect(revertReasonFromRpcError(gethUnpadded)).toMatchObject({ kind: 'message', text: 'user error' });
  });

  it('ethereum/execution-apis call-revert-abi-panic.io: Panic(1)', () => {
    expect(
      revertReasonFromRpcError({
        code: 3,
        message: 'execution reverted: assert(false)',
        data: '0x4e487b710000000000000000000000000000000000000000000000000000000000000001',
      }),
    ).toMatchObject({ kind: 'panic', code: 1n });
  });

  const reason = errorString('Code has already claimed');

  it.each<[string, RpcErrorObject]>([
    // Hardhat 2 (its changeset "Expand the data object…"): { message, data } inside data
    [
      'Hardhat',
      {
        code: -32603,
        message:
          "Error: VM Exception while processing transaction: reverted with reason string 'Code has already claimed'",
        data: { message: 'Error: VM Exception…', data: reason },
      },
    ],
    // a wrapping provider, as enzoferey/ethers-error-parser’s README records it
    [
      'wrapped',
      {
        code: -32603,
        message: 'execution reverted: Code has already claimed',
        data: { originalError: { code: 3, data: reason } },
      },
    ],
    // Ganache 7: data.result
    [
      'Ganache 7',
      {
        code: -32000,
        message: 'VM Exception while processing transaction: revert',
        data: { hash: '0x12', programCounter: 92, result: reason, reason: 'x', message: 'revert' },
      },
    ],
    // Ganache 6 (cowprotocol/ethcontract-rs#92): keyed by the transaction hash
    [
      'Ganache 6',
      {
        code: -32000,
        message: 'VM Exception while processing transaction: revert Code has already claimed',
        data: {
          '0x991fef26454cd1b52e37041295833c24b883e03a2c654fd03bb67e66955e540b': {
            error: 'revert',
            program_counter: 255,
            return: reason,
          },
          stack: 'RuntimeError: VM Exception…',
          name: 'RuntimeError',
        },
      },
    ],
    // Nethermind before 1.19 (cowprotocol/watch-tower#11), OpenEthereum alike
    ['Nethermind', { code: -32015, message: 'VM execution error.', data: `Reverted ${reason}` }],
    // Besu, Nethermind today: -32000 and the data as a string
    ['Besu', { code: -32000, message: 'Execution reverted', data: reason }],
  ])('%s: the data is found where that client puts it', (_client, error) => {
    expect(revertDataFromRpcError(error)).toBe(reason);
    expect(revertReasonFromRpcError(error)).toMatchObject({ kind: 'message', text: 'Code has already claimed' });
  });

  it('Ganache 6 without return data, old geth without data: reverted without a reason', () => {
    expect(
      revertDataFromRpcError({
        code: -32000,
        message: 'VM Exception while processing transaction: revert',
        data: {
          '0x2f6a6404c1cbb4f8341d75aabea34bdfc7ea0ab100f1de9d22eaa26ddc547914': { error: 'revert', return: '0x' },
        },
      }),
    ).toBe('0x');
    expect(revertReasonFromRpcError({ code: -32000, message: 'execution reverted' })).toEqual({ kind: 'none' });
  });

  it('a reason given only in words is shown, marked as the node’s message', () => {
    // hiero-ledger/hiero-json-rpc-relay#4862: data 0x, the reason in the message
    expect(
      revertReasonFromRpcError({ code: 3, message: 'execution reverted: CONTRACT_REVERT_EXECUTED', data: '0x' }),
    ).toEqual({ kind: 'message', text: 'CONTRACT_REVERT_EXECUTED', cut: false, byteLength: 24, from: 'node message' });
    // Nethermind (NethermindEth/nethermind#… tx2uml#13): the reason in the data text
    expect(
      revertReasonFromRpcError({
        code: -32015,
        message: 'VM execution error.',
        data: 'revert: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
      }),
    ).toMatchObject({ kind: 'message', text: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', from: 'node message' });
    // Nethermind's "execution reverted: revert" is its way of saying there was no reason (nethermind#11176)
    expect(revertReasonFromRpcError({ code: 3, message: 'execution reverted: revert', data: '0x' })).toEqual({
      kind: 'none',
    });
    expect(revertReasonFromRpcError({ code: -32015, message: 'VM execution error.', data: 'revert' })).toEqual({
      kind: 'none',
    });
  });

  it('the data wins over the words: a custom error’s words are hex', () => {
    const error = anvilError('customError');
    expect(revertReasonFromRpcError(error, errors)?.kind).toBe('custom');
  });

  it('errors that are not reverts are not read as one, even with data', () => {
    expect(revertReasonFromRpcError({ code: -32000, message: 'header not found' })).toBeNull();
    expect(revertReasonFromRpcError({ code: -32000, message: 'out of gas' })).toBeNull();
    expect(
      revertDataFromRpcError({ code: -32005, message: 'limit exceeded', data: { backoff_seconds: 1 } }),
    ).toBeNull();
    expect(revertDataFromRpcError({ code: -32602, message: 'invalid argument', data: '0x1234' })).toBeNull();
    expect(revertDataFromRpcError({})).toBeNull();
  });

  it('code 3 alone says it reverted; data that is not hex is not revert data', () => {
    expect(revertDataFromRpcError({ code: 3, data: '0x08c379a0' })).toBe('0x08c379a0');
    expect(revertDataFromRpcError({ code: 3, message: 'execution reverted', data: '0x123' })).toBe('0x');
    expect(revertDataFromRpcError({ code: 3, data: 'Reverted 0x123' })).toBe('0x');
    expect(revertDataFromRpcError({ code: 3, data: 'Reverted: 0x1234' })).toBe('0x');
    expect(revertDataFromRpcError({ code: 3, data: 'xReverted 0x1234' })).toBe('0x');
    expect(revertDataFromRpcError({ code: 3, data: 'Reverted 0x1234 ' })).toBe('0x');
    expect(revertDataFromRpcError({ code: 3, data: 'Reverted 0x1234' })).toBe('0x1234');
    expect(revertDataFromRpcError({ code: 3, data: 'reverted 0x1234' })).toBe('0x');
  });

  it('nesting is followed three levels deep, and no further', () => {
    expect(revertDataFromRpcError({ code: 3, data: { data: { data: '0xaa' } } })).toBe('0xaa');
    expect(revertDataFromRpcError({ code: 3, data: { error: { originalError: { data: '0xbb' } } } })).toBe('0xbb');
    expect(revertDataFromRpcError({ code: 3, data: { data: { data: { data: '0xaa' } } } })).toBe('0xaa');
    expect(revertDataFromRpcError({ code: 3, data: { data: { data: { data: { data: '0xaa' } } } } })).toBe('0x');
    expect(revertDataFromRpcError({ code: 3, data: { x: { return: '0xaa' } } })).toBe('0x');
  });

  it('the keys looked through for a transaction hash are few: a huge data object costs little', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const within = Object.fromEntries([
      ...Array.from({ length: 7 }, (_, i) => [`k${i}`, 1]),
      [hash, { return: '0xcc' }],
    ]);
    const beyond = Object.fromEntries([
      ...Array.from({ length: 8 }, (_, i) => [`k${i}`, 1]),
      [hash, { return: '0xcc' }],
    ]);
    expect(revertDataFromRpcError({ code: 3, data: within })).toBe('0xcc');
    expect(revertDataFromRpcError({ code: 3, data: beyond })).toBe('0x');
  });
});

describe('decodeRevertData', () => {
  it('the selectors are those of Error(string) and Panic(uint256)', () => {
    expect(ERROR_STRING_SELECTOR).toBe(errorString('').slice(0, 10));
    expect(PANIC_SELECTOR).toBe(
      encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), args: [0n] }).slice(0, 10),
    );
  });

  it('every Panic code the Solidity documentation lists has its meaning; others are unknown', () => {
    const listed = [0x00n, 0x01n, 0x11n, 0x12n, 0x21n, 0x22n, 0x31n, 0x32n, 0x41n, 0x51n];
    const meanings = listed.map(panicMeaning);
    expect(meanings.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
    expect(new Set(meanings).size).toBe(listed.length);
    expect(panicMeaning(0x22n)).toBe('access to an incorrectly encoded storage byte array');
    expect(panicMeaning(0x41n)).toBe('too much memory allocated, or an array too large');
    expect(panicMeaning(0x51n)).toBe('call to a zero-initialised variable of internal function type');
    expect(panicMeaning(0x00n)).toBe('generic compiler-inserted panic');
    expect(decodeRevertData(`${PANIC_SELECTOR}${word(0x99n)}`)).toEqual({ kind: 'panic', code: 0x99n, meaning: null });
    expect(decodeRevertData(`${PANIC_SELECTOR}${'f'.repeat(64)}`)).toMatchObject({
      code: 2n ** 256n - 1n,
      meaning: null,
    });
  });

  it('a selector written in capitals is the same selector', () => {
    expect(decodeRevertData(`0x4E487B71${word(0x12n)}`)).toMatchObject({ kind: 'panic', code: 0x12n });
  });

  it('bytes after a Panic code are ignored, as Solidity’s decoder ignores them; fewer than 32 are malformed', () => {
    expect(decodeRevertData(`${PANIC_SELECTOR}${word(0x11n)}00ff`)).toMatchObject({ kind: 'panic', code: 0x11n });
    const short: Hex = `${PANIC_SELECTOR}${word(0x11n).slice(2)}`;
    expect(decodeRevertData(short)).toEqual({
      kind: 'malformed',
      selector: PANIC_SELECTOR,
      expected: 'Panic(uint256)',
      problem: 'A panic code needs 32 bytes; the data holds 31 after its selector',
      data: short,
      byteLength: 35,
    });
  });

  it('shorter than a selector, or not hex: unknown, saying why', () => {
    expect(decodeRevertData('0x08c379')).toEqual({
      kind: 'unknown',
      selector: null,
      data: '0x08c379',
      byteLength: 3,
      problem: '3 bytes, shorter than a 4-byte selector',
      candidates: [],
    });
    expect(decodeRevertData('0xzz' as Hex)).toMatchObject({
      kind: 'unknown',
      selector: null,
      problem: 'Not even-length 0x-hex data',
    });
    expect(decodeRevertData('0x123' as Hex)).toMatchObject({ problem: 'Not even-length 0x-hex data' });
  });

  it('a built-in OpenZeppelin error is named without any pasted ABI', () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)']),
      args: ['0x00000000000000000000000000000000000000aa', 1n, 2n],
    });
    expect(decodeRevertData(data, COMMON_ERRORS)).toMatchObject({
      kind: 'custom',
      error: { name: 'ERC20InsufficientBalance', source: 'ERC-6093 (ERC-20)' },
    });
  });

  it('a known selector whose arguments do not fit: unknown, with the candidate and the decoder’s complaint', () => {
    const data: Hex = `0xdb42144d${'00'.repeat(12)}${'ff'.repeat(20)}`;
    const reason = decodeRevertData(data, errors);
    expect(reason).toMatchObject({ kind: 'unknown', selector: '0xdb42144d', byteLength: 36 });
    expect(reason.kind === 'unknown' && reason.candidates.map((c) => c.signature)).toEqual([
      'InsufficientBalance(address,uint256,uint256)',
    ]);
    expect(reason.kind === 'unknown' && reason.problem).toMatch(
      /^The data does not fit InsufficientBalance\(address,uint256,uint256\): uint256 needs 32 bytes at offset 32/,
    );
  });

  it('two declarations under one selector: the one that fits wins', () => {
    // collide on purpose: the same name and types from two sources, the second with a string
    const table = functionTable(
      parsePastedAbi('error Nope(string why)').errors,
      parsePastedAbi('error Nope(string why)', 'other').errors,
    );
    const data = encodeErrorResult({ abi: parseAbi(['error Nope(string why)']), args: ['because'] });
    expect(decodeRevertData(data, table)).toMatchObject({ kind: 'custom', args: [{ name: 'why', value: 'because' }] });
  });

  it('Error(string) with a lying offset or length is malformed, and says which', () => {
    const head = ERROR_STRING_SELECTOR;
    const cases: Array<[Hex, string]> = [
      [head, 'The string offset needs 32 bytes at offset 0; the data holds 0'],
      [`${head}${word(0x20n)}`, 'The string length needs 32 bytes at offset 32; the data holds 32'],
      [`${head}${word(0x21n)}`, 'The string offset at offset 0 points past the end of the data'],
      [`${head}${word(0x40n)}${word(1n)}`, 'The string length needs 32 bytes at offset 64; the data holds 64'],
      [`${head}${word(0x41n)}${word(1n)}`, 'The string offset at offset 0 points past the end of the data'],
      [`${head}${word(0x20n)}${word(5n)}6869`, 'The string claims 5 bytes; the data holds 2 after its length'],
      [`${head}${word(2n ** 255n)}${word(1n)}`, 'The string offset at offset 0 points past the end of the data'],
      [`${head}${word(0x20n)}${word(2n ** 200n)}`, 'The string length at offset 32 points past the end of the data'],
      [`${head}${word(0x21n)}${word(1n)}`, 'The string length needs 32 bytes at offset 33; the data holds 64'],
    ];
    for (const [data, problem] of cases)
      expect(decodeRevertData(data)).toEqual({
        kind: 'malformed',
        selector: head,
        expected: 'Error(string)',
        problem,
        data,
        byteLength: (data.length - 2) / 2,
      });
  });

  it('an offset pointing elsewhere inside the data is followed, as the ABI allows', () => {
    const data: Hex = `${ERROR_STRING_SELECTOR}${word(0x40n)}${word(0n)}${word(2n)}${stringToHex('hi').slice(2)}`;
    expect(decodeRevertData(data)).toMatchObject({ kind: 'message', text: 'hi', byteLength: 2 });
    // the length word just fits at the end: an empty reason
    expect(decodeRevertData(`${ERROR_STRING_SELECTOR}${word(0x20n)}${word(0n)}`)).toMatchObject({
      kind: 'message',
      text: '',
    });
  });

  it('bidirectional overrides and zero-width characters are removed; control characters are made visible', () => {
    const data = errorString('pay\u202Eevil\u200B\u2066 to\u0000 me\nnow');
    expect(decodeRevertData(data)).toMatchObject({ kind: 'message', text: 'payevil to␀ me\nnow', byteLength: 27 });
  });

  it('bytes that are not UTF-8 show as U+FFFD, as Solidity tooling shows them', () => {
    const data: Hex = `${ERROR_STRING_SELECTOR}${word(0x20n)}${word(3n)}61ff62`;
    expect(decodeRevertData(data)).toMatchObject({ kind: 'message', text: 'a\uFFFDb' });
  });

  it('a 5 MB reason: the first 1,024 bytes, said to be cut', () => {
    // 2,500,000 × "é" (c3 a9): 5,000,000 bytes of UTF-8, as viem encodes a shorter one
    expect(encodeAbiParameters([{ type: 'string' }], ['éé'])).toBe(
      `0x${word(0x20n)}${word(4n)}c3a9c3a9${'0'.repeat(56)}`,
    );
    const data: Hex = `${ERROR_STRING_SELECTOR}${word(0x20n)}${word(5_000_000n)}${'c3a9'.repeat(2_500_000)}`;
    const reason = decodeRevertData(data);
    expect(reason).toEqual({
      kind: 'message',
      text: 'é'.repeat(MAX_REASON_BYTES / 2),
      cut: true,
      byteLength: 5_000_000,
      from: 'Error(string)',
    });
  });

  it('a cut through a character drops the half character instead of showing U+FFFD', () => {
    const text = `a${'€'.repeat(400)}`; // 1 + 3 × 400 bytes: byte 1,024 falls inside a euro sign
    const reason = decodeRevertData(errorString(text));
    expect(reason).toMatchObject({ cut: true, text: `a${'€'.repeat(341)}`, byteLength: 1201 });
  });

  it('exactly 1,024 bytes are shown whole, not cut', () => {
    expect(decodeRevertData(errorString('x'.repeat(MAX_REASON_BYTES)))).toMatchObject({ cut: false, byteLength: 1024 });
    expect(decodeRevertData(errorString('x'.repeat(MAX_REASON_BYTES + 1)))).toMatchObject({
      cut: true,
      text: 'x'.repeat(MAX_REASON_BYTES),
    });
  });

  it('custom-error data beyond 64 KiB is not decoded: its selector, the candidates, and why', () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Nope(string why)']),
      args: ['y'.repeat(MAX_CUSTOM_ERROR_BYTES)],
    });
    const table = functionTable(parsePastedAbi('error Nope(string why)').errors);
    const reason = decodeRevertData(data, table);
    expect(reason).toMatchObject({
      kind: 'unknown',
      problem: '65,604 bytes of data: too large to decode as Nope(string)',
      byteLength: 65_604,
    });
    expect(reason.kind === 'unknown' && reason.candidates).toHaveLength(1);
    // exactly the limit (an unpadded string, which the decoder allows) still decodes; one byte more does not
    const nope = (length: number): Hex => `${data.slice(0, 74)}${word(BigInt(length))}${'79'.repeat(length)}` as Hex;
    expect((nope(MAX_CUSTOM_ERROR_BYTES - 68).length - 2) / 2).toBe(MAX_CUSTOM_ERROR_BYTES);
    expect(decodeRevertData(nope(MAX_CUSTOM_ERROR_BYTES - 68), table).kind).toBe('custom');
    expect(decodeRevertData(nope(MAX_CUSTOM_ERROR_BYTES - 67), table).kind).toBe('unknown');
  });

  it('a hostile aliasing custom error is refused by the decoder’s budget, not decoded for seconds', () => {
    const table = functionTable(parsePastedAbi('error Many(bytes[] items)').errors);
    const elements = 1500;
    // every offset points at the same 30 KB element
    const element = `${word(30_000n)}${'ab'.repeat(30_000)}${'00'.repeat(16)}`;
    const heads = Array.from({ length: elements }, () => word(BigInt(32 * elements))).join('');
    const data: Hex = `0xffffffff${word(0x20n)}${word(BigInt(elements))}${heads}${element}`;
    const reason = decodeRevertData(data, table);
    expect(reason).toMatchObject({ kind: 'unknown', selector: '0xffffffff' });
  });
});

describe('readRevertDataInput', () => {
  it('takes pasted data, forgiving spaces and invisible characters at the ends and a capital X', () => {
    expect(readRevertDataInput('  0x08c379a0\u200B \n')).toEqual({ ok: true, value: '0x08c379a0' });
    expect(readRevertDataInput('0X4E487B71')).toEqual({ ok: true, value: '0x4E487B71' });
    expect(readRevertDataInput('0x')).toEqual({ ok: true, value: '0x' });
  });

  it('says what is wrong with anything else', () => {
    expect(readRevertDataInput(' ')).toEqual({
      ok: false,
      message: 'Paste the revert data: 0x followed by hex digits',
    });
    expect(readRevertDataInput('08c379a0')).toEqual({ ok: false, message: 'Revert data starts with 0x' });
    expect(readRevertDataInput('0x08c3g9a0')).toEqual({ ok: false, message: '"g" at position 7 is not a hex digit' });
    expect(readRevertDataInput('0x08c379a')).toEqual({
      ok: false,
      message: 'An odd number of hex digits (7): whole bytes take two each',
    });
  });
});
