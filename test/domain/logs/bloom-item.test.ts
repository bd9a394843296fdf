import { describe, expect, it } from 'vitest';
import { bloomCandidates, parseBloomItem } from '../../../src/domain/logs/bloom-item.ts';

describe('bloom test box input', () => {
  it('reads 20 bytes as an address and 32 bytes as a topic, lowercased', () => {
    expect(parseBloomItem(' 0x5FbDB2315678afecb367f032d93F642f64180aa3 ')).toEqual({
      ok: true,
      value: { kind: 'address', hex: '0x5fbdb2315678afecb367f032d93f642f64180aa3' },
    });
    expect(parseBloomItem(`0x${'AB'.repeat(32)}`)).toEqual({
      ok: true,
      value: { kind: 'topic', hex: `0x${'ab'.repeat(32)}` },
    });
  });

  it('accepts the hex without its 0x', () => {
    expect(parseBloomItem('ab'.repeat(20))).toMatchObject({ ok: true, value: { kind: 'address' } });
  });

  it('says what is wrong with anything else', () => {
    expect(parseBloomItem('')).toMatchObject({ ok: false, message: expect.stringMatching(/address .* or a topic/) });
    expect(parseBloomItem('0x12g4')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/“g” is not a hex digit/),
    });
    expect(parseBloomItem(`0x${'1'.repeat(39)}`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^39 hex digits: an address has 40/),
    });
    expect(parseBloomItem(`0x${'1'.repeat(62)}`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^62 hex digits/),
    });
  });

  it('tests an address as the emitter and as the padded topic an indexed argument would be', () => {
    const item = parseBloomItem('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    if (!item.ok) throw new Error(item.message);
    expect(bloomCandidates(item.value)).toEqual([
      { role: 'emitter', value: '0x5fbdb2315678afecb367f032d93f642f64180aa3' },
      { role: 'topic', value: '0x0000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3' },
    ]);
  });

  it('tests a topic that holds an address as that address too, and any other topic only as a topic', () => {
    const padded = parseBloomItem('0x0000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3');
    const hash = parseBloomItem(`0x${'ab'.repeat(32)}`);
    const almost = parseBloomItem(`0x${'0'.repeat(22)}01${'ab'.repeat(20)}`);
    if (!padded.ok || !hash.ok || !almost.ok) throw new Error('not parsed');
    expect(bloomCandidates(padded.value)).toEqual([
      { role: 'topic', value: '0x0000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3' },
      { role: 'emitter', value: '0x5fbdb2315678afecb367f032d93f642f64180aa3' },
    ]);
    expect(bloomCandidates(hash.value)).toEqual([{ role: 'topic', value: `0x${'ab'.repeat(32)}` }]);
    expect(bloomCandidates(almost.value).map((c) => c.role)).toEqual(['topic']);
  });
});
