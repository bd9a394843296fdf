import { describe, expect, it } from 'vitest';
import type { Address, Hash, Hex } from '../../../src/domain/hex.ts';
import {
  CallFrameBuilder,
  EXECUTION_REVERTED,
  errorStringOf,
  panicReasonOf,
  revertReasonOf,
} from '../../../src/domain/trace/call-frame-builder.ts';
import { TraceTooLargeError } from '../../../src/domain/trace/call-trace.ts';

const A = `0x${'a'.repeat(40)}` as Address;
const B = `0x${'b'.repeat(40)}` as Address;
const C = `0x${'c'.repeat(40)}` as Address;
const TOPIC = `0x${'1'.repeat(64)}` as Hash;
/** Error(string) with "nope": what `revert("nope")` returns */
const NOPE: Hex = `0x08c379a0${'20'.padStart(64, '0')}${'4'.padStart(64, '0')}${'6e6f7065'.padEnd(64, '0')}`;

const call = (builder: CallFrameBuilder, from: Address, to: Address, type: 'CALL' | 'STATICCALL' = 'CALL') =>
  builder.enter({ type, from, to, value: type === 'CALL' ? 0n : null, gas: 1000n, input: '0x' });
const ok = (builder: CallFrameBuilder, gasUsed = 10n, output: Hex = '0x') =>
  builder.exit({ gasUsed, output, error: null });

describe('CallFrameBuilder', () => {
  it('nests frames as they are entered and left, and numbers each log by the calls before it in its frame', () => {
    const b = new CallFrameBuilder();
    call(b, A, B);
    b.log(B, [TOPIC], '0x01');
    call(b, B, C, 'STATICCALL');
    ok(b, 5n, '0x02');
    b.log(B, [], '0x03');
    ok(b, 50n);
    const top = b.result()!;
    expect(top).toMatchObject({ type: 'CALL', from: A, to: B, gasUsed: 50n, output: null });
    expect(top.calls).toHaveLength(1);
    expect(top.calls[0]).toMatchObject({ type: 'STATICCALL', from: B, to: C, value: null, output: '0x02' });
    expect(top.logs.map((log) => [log.data, log.position, log.index])).toEqual([
      ['0x01', 0, 0],
      ['0x03', 1, 1],
    ]);
  });

  it('numbers logs across frames in the order they were emitted', () => {
    const b = new CallFrameBuilder();
    call(b, A, B);
    b.log(B, [], '0x01');
    call(b, B, C);
    b.log(C, [], '0x02');
    ok(b);
    b.log(B, [], '0x03');
    ok(b);
    const top = b.result()!;
    expect(top.logs.map((log) => log.index)).toEqual([0, 2]);
    expect(top.calls[0]!.logs.map((log) => log.index)).toEqual([1]);
  });

  it('drops the logs of a failed frame and of everything under it, as the receipt does', () => {
    const b = new CallFrameBuilder();
    call(b, A, B);
    call(b, B, C);
    call(b, C, A);
    b.log(A, [], '0x01');
    ok(b);
    b.log(C, [], '0x02');
    b.exit({ gasUsed: 100n, output: NOPE, error: EXECUTION_REVERTED });
    b.log(B, [], '0x03');
    ok(b);
    const top = b.result()!;
    const caught = top.calls[0]!;
    expect(caught).toMatchObject({ error: EXECUTION_REVERTED, output: NOPE, revertReason: 'nope', logs: [] });
    expect(caught.calls[0]!.logs).toEqual([]);
    expect(top.logs.map((log) => [log.data, log.index])).toEqual([['0x03', 0]]);
  });

  it('keeps no output for a halt other than a revert, and no address for a failed creation', () => {
    const b = new CallFrameBuilder();
    call(b, A, B);
    b.enter({ type: 'CREATE2', from: B, to: null, value: 0n, gas: 500n, input: '0x6000' });
    b.exit({ gasUsed: 500n, output: '0x', error: 'out of gas', created: C });
    ok(b);
    expect(b.result()!.calls[0]).toMatchObject({ type: 'CREATE2', to: null, output: null, error: 'out of gas' });
  });

  it('gives a successful creation its new address and the deployed code as output', () => {
    const b = new CallFrameBuilder();
    b.enter({ type: 'CREATE', from: A, to: null, value: 1n, gas: 500n, input: '0x6000' });
    b.exit({ gasUsed: 100n, output: '0x6001', error: null, created: C });
    expect(b.result()).toMatchObject({ type: 'CREATE', to: C, output: '0x6001', value: 1n });
  });

  it('reports a SELFDESTRUCT as a frame of its own with no gas, input or output', () => {
    const b = new CallFrameBuilder();
    call(b, A, B);
    b.selfDestruct(B, C, 7n);
    ok(b);
    expect(b.result()!.calls[0]).toEqual({
      type: 'SELFDESTRUCT',
      from: B,
      to: C,
      value: 7n,
      gas: 0n,
      gasUsed: 0n,
      input: '0x',
      output: null,
      error: null,
      revertReason: null,
      logs: [],
      calls: [],
    });
  });

  it('has no tree before a frame is entered, and refuses one deeper than the EVM allows', () => {
    expect(new CallFrameBuilder().result()).toBeNull();
    const b = new CallFrameBuilder();
    expect(() => {
      for (let i = 0; i < 2000; i++) call(b, A, B);
    }).toThrow(TraceTooLargeError);
  });
});

describe('errorStringOf', () => {
  it('reads an Error(string) and nothing else', () => {
    expect(errorStringOf(NOPE)).toBe('nope');
    expect(errorStringOf(`0x4e487b71${'1'.padStart(64, '0')}`)).toBeNull();
    expect(errorStringOf('0x08c379a0')).toBeNull();
    // an offset past the data is not a string
    expect(errorStringOf(`0x08c379a0${'ff'.padStart(64, '0')}${'0'.repeat(64)}`)).toBeNull();
  });
});

describe('revertReasonOf: a reverted frame’s revertReason as geth’s callTracer gives it (abi.UnpackRevert)', () => {
  const panic = (code: number | bigint): Hex => `0x4e487b71${code.toString(16).padStart(64, '0')}`;

  it('a Panic in geth’s words, code by code', () => {
    expect(revertReasonOf(panic(0x01))).toBe('assert(false)');
    expect(revertReasonOf(panic(0x11))).toBe('arithmetic underflow or overflow');
    expect(revertReasonOf(panic(0x12))).toBe('division or modulo by zero');
    expect(revertReasonOf(panic(0x21))).toBe('enum overflow');
    expect(revertReasonOf(panic(0x22))).toBe('invalid encoded storage byte array accessed');
    expect(revertReasonOf(panic(0x31))).toBe('out-of-bounds array access; popping on an empty array');
    expect(revertReasonOf(panic(0x32))).toBe('out-of-bounds access of an array or bytesN');
    expect(revertReasonOf(panic(0x41))).toBe('out of memory');
    expect(revertReasonOf(panic(0x51))).toBe('uninitialized function');
    expect(revertReasonOf(panic(0x00))).toBe('generic panic');
  });

  it('a code geth does not list is said in hex, as its %#x prints it; bytes after the code are ignored', () => {
    expect(revertReasonOf(panic(0x99))).toBe('unknown panic code: 0x99');
    expect(revertReasonOf(panic(2n ** 255n))).toBe(`unknown panic code: 0x8${'0'.repeat(63)}`);
    expect(revertReasonOf(`${panic(0x01)}abcd`)).toBe('assert(false)');
  });

  it('too short to hold a code, another selector, or an Error(string): not a Panic', () => {
    expect(panicReasonOf('0x4e487b71')).toBeNull();
    expect(panicReasonOf(`0x4e487b71${'01'.padStart(62, '0')}`)).toBeNull();
    expect(panicReasonOf(`0xdeadbeef${'01'.padStart(64, '0')}`)).toBeNull();
    expect(revertReasonOf(NOPE)).toBe('nope');
  });

  it('a frame reverted with a Panic keeps its output and the reason', () => {
    const builder = new CallFrameBuilder();
    builder.enter({ type: 'CALL', from: A, to: B, value: 0n, gas: 100_000n, input: '0x' });
    builder.exit({ gasUsed: 300n, output: panic(0x12), error: EXECUTION_REVERTED });
    expect(builder.result()).toMatchObject({
      error: EXECUTION_REVERTED,
      output: panic(0x12),
      revertReason: 'division or modulo by zero',
    });
  });
});
