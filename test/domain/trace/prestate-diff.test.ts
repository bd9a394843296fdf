import { describe, expect, it } from 'vitest';
import { MAX_PRESTATE_ENTRIES, parsePrestateDiff } from '../../../src/domain/trace/prestate-diff.ts';
import { TraceTooLargeError } from '../../../src/domain/trace/call-trace.ts';
import { anvilSwap } from './support.ts';

const A = `0x${'aa'.repeat(20)}` as const;
const SLOT = `0x${'00'.repeat(31)}01` as const;

describe('parsePrestateDiff', () => {
  it("reads anvil's diff for the devnet's swap: nonces as JSON numbers, code and storage in pre, only changes in post", () => {
    const diff = parsePrestateDiff(anvilSwap().prestateTracer);
    const trader = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
    expect(diff.pre.get(trader)).toEqual({ balance: 0x21e03aba3d6a53483b9n, nonce: 6n });
    expect(diff.post.get(trader)).toEqual({ balance: 0x21e045bde8d52c92151n, nonce: 7n });
    const token = diff.pre.get('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')!;
    expect(token.code?.startsWith('0x6080')).toBe(true);
    expect(token.storage?.size).toBe(3);
    expect(diff.post.get('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')?.storage?.size).toBe(2);
  });

  it('takes a nonce as a hex quantity too, and pads a short storage word', () => {
    const diff = parsePrestateDiff({ pre: { [A]: { nonce: '0x5', storage: { [SLOT]: '0x1' } } }, post: {} });
    expect(diff.pre.get(A)).toEqual({ nonce: 5n, storage: new Map([[SLOT, `0x${'00'.repeat(31)}01`]]) });
  });

  it.each([
    ['no post side', { pre: {} }, /prestate\.post is missing/],
    [
      'an account key that is not an address',
      { pre: { nope: {} }, post: {} },
      /prestate\.pre key "nope" must be a 20-byte address/,
    ],
    ['a negative nonce', { pre: { [A]: { nonce: -1 } }, post: {} }, /nonce must be a non-negative integer/],
    [
      'a storage word longer than 32 bytes',
      { pre: {}, post: { [A]: { storage: { [SLOT]: `0x${'11'.repeat(33)}` } } } },
      /storage/,
    ],
    ['a diff that is an array', [], /prestate must be an object/],
  ])('refuses %s with a message', (_, raw, message) => {
    expect(() => parsePrestateDiff(raw)).toThrow(message);
  });

  it('refuses more accounts and slots than it reads', () => {
    const storage = Object.fromEntries(
      Array.from({ length: MAX_PRESTATE_ENTRIES }, (_, i) => [`0x${i.toString(16).padStart(64, '0')}`, '0x1']),
    );
    expect(() => parsePrestateDiff({ pre: { [A]: { storage } }, post: {} })).toThrow(TraceTooLargeError);
  });
});
