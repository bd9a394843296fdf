import { describe, expect, it } from 'vitest';
import { Bloom } from 'ox';
import {
  bloomBits,
  bloomFor,
  bloomIndices,
  bloomMayContain,
  bloomToHex,
  BloomInputError,
  logsContaining,
  parseBloom,
} from '../../../src/domain/logs/logs-bloom.ts';
import { seededRandom } from '../support/random.ts';
import { hexToBytes, type Address, type Hash } from '../../../src/domain/hex.ts';
import { bloomVerdict, type BloomVerdict } from '../../../src/domain/logs/logs-bloom.ts';

const rnd = seededRandom(0xb100);

function randomLogs(count: number) {
  return Array.from({ length: count }, () => ({
    address: rnd.hex(20),
    topics: Array.from({ length: rnd.int(5) }, () => rnd.hex(32)),
  }));
}

describe('logs bloom', () => {
  it('agrees with ox’s Bloom.contains for members and random non-members', () => {
    for (let n = 0; n < 20; n++) {
      const logs = randomLogs(1 + rnd.int(6));
      const hex = bloomToHex(bloomFor(logs));
      const bloom = parseBloom(hex);
      for (const log of logs) {
        for (const item of [log.address, ...log.topics]) {
          expect(bloomMayContain(bloom, item)).toBe(true);
          expect(Bloom.contains(hex, item)).toBe(true);
        }
      }
      for (let k = 0; k < 20; k++) {
        const probe = rnd.hex(rnd.int(2) ? 20 : 32);
        expect(bloomMayContain(bloom, probe)).toBe(Bloom.contains(hex, probe));
      }
    }
  });

  it('logs that repeat their emitter and topics, in either case, give the bloom of each log alone combined', () => {
    // a receipt of one event: the emitter and the event's topic in every log, the other topics each its own
    const emitter = rnd.hex(20);
    const event = rnd.hex(32);
    const logs = Array.from({ length: 12 }, (_, i) => ({
      address: (i % 2 ? emitter.toUpperCase().replace('0X', '0x') : emitter) as Address,
      topics: [event, rnd.hex(32), ...(i % 3 ? [] : [event])] as Hash[],
    }));
    const combined = new Uint8Array(256);
    for (const log of logs) bloomFor([log]).forEach((byte, i) => (combined[i]! |= byte));
    expect(bloomToHex(bloomFor(logs))).toBe(bloomToHex(combined));
  });

  it('each item sets at most three bits, and bloomBits numbers them as the indices do', () => {
    const address = rnd.hex(20);
    const bits = bloomBits(bloomFor([{ address, topics: [] }]));
    const set = [...bits.keys()].filter((b) => bits[b] === 1);
    expect(set).toEqual([...new Set(bloomIndices(parseHex(address)))].sort((a, b) => a - b));
    expect(bits).toHaveLength(2048);
  });

  it('an empty bloom contains nothing', () => {
    expect(bloomMayContain(new Uint8Array(256), rnd.hex(20))).toBe(false);
  });

  it('logsContaining finds the logs that really hold the item, case-insensitively', () => {
    const logs = randomLogs(5);
    const topic = logs[3]!.topics[0] ?? logs[3]!.address;
    expect(logsContaining(logs, topic.toUpperCase().replace('0X', '0x') as `0x${string}`)).toContain(3);
    expect(logsContaining(logs, rnd.hex(32))).toEqual([]);
  });

  it('rejects a bloom that is not 256 bytes', () => {
    expect(() => parseBloom('0x00')).toThrow(BloomInputError);
    expect(() => parseBloom(`0x${'0'.repeat(511)}`)).toThrow(/256 bytes/);
  });
});

function parseHex(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex.slice(2), 'hex'));
}

const A = `0x${'aB'.repeat(20)}` as Address;
const B = `0x${'cd'.repeat(20)}` as Address;
const T1 = `0x${'11'.repeat(32)}` as Hash;
const T2 = `0x${'22'.repeat(32)}` as Hash;

describe('what the bloom tester accepts and how it matches a log', () => {
  it('says what a bloom is when given something else', () => {
    let error: unknown;
    try {
      parseBloom('0x12');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BloomInputError);
    expect((error as Error).name).toBe('BloomInputError');
    expect((error as Error).message).toBe('A logs bloom is 0x followed by 512 hex digits (256 bytes)');
  });

  it('takes an item as hex or as bytes, and refuses what is neither', () => {
    const bloom = bloomFor([{ address: A, topics: [T1] }]);
    expect(bloomMayContain(bloom, hexToBytes(A))).toBe(true);
    expect(bloomMayContain(bloom, T1)).toBe(true);
    expect(() => bloomMayContain(bloom, '0x123' as Hash)).toThrow(
      new BloomInputError('An address or topic is even-length 0x-hex'),
    );
  });

  it('draws exactly 2048 bits, the item’s three among them', () => {
    const bits = bloomBits(bloomFor([{ address: B, topics: [] }]));
    expect(bits).toHaveLength(2048);
    const set = [...bits.keys()].filter((b) => bits[b] === 1);
    expect(set).toEqual([...new Set(bloomIndices(hexToBytes(B)))].sort((x, y) => x - y));
  });

  it('finds a log by its address in any case, or by any one of its topics', () => {
    const logs = [
      { address: B, topics: [T1, T2] },
      { address: A, topics: [] },
      { address: B, topics: [T2] },
    ];
    expect(logsContaining(logs, A.toLowerCase() as Address)).toEqual([1]);
    expect(logsContaining(logs, T1)).toEqual([0]);
    expect(logsContaining(logs, T2)).toEqual([0, 2]);
    expect(logsContaining(logs, `0x${'33'.repeat(32)}` as Hash)).toEqual([]);
  });
});

describe('the bloom tester’s verdict', () => {
  // a token transfer: emitted by TOKEN, with FROM and TO as indexed (left-padded) topics
  const TOKEN = `0x${'7a'.repeat(20)}` as const;
  const FROM = `0x${'f0'.repeat(20)}` as const;
  const TO = `0x${'0b'.repeat(20)}` as const;
  const TRANSFER = `0x${'dd'.repeat(32)}` as const;
  const padded = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}` as `0x${string}`;
  const logs = [
    { address: TOKEN, topics: [TRANSFER, padded(FROM), padded(TO)] },
    { address: FROM, topics: [] },
    { address: TOKEN, topics: [TRANSFER, padded(TO), padded(FROM)] },
  ];
  const bloom = bloomFor(logs);
  const hex = bloomToHex(bloom);

  function verdict(input: string, on: Uint8Array = bloom): BloomVerdict {
    const answer = bloomVerdict(on, logs, input);
    if (!answer.ok) throw new Error(`rejected: ${answer.message}`);
    return answer.value;
  }
  const roles = (v: BloomVerdict) => v.candidates.map((c) => [c.role, c.value, c.may]);

  it('says what is wrong with input that is neither an address nor a topic, and tests nothing', () => {
    expect(bloomVerdict(bloom, logs, '   ')).toEqual({
      ok: false,
      message: 'Enter an address (0x + 40 hex digits) or a topic (0x + 64 hex digits)',
    });
    expect(bloomVerdict(bloom, logs, `0x${'a'.repeat(39)}g`)).toEqual({
      ok: false,
      message: '“g” is not a hex digit: an address or topic is 0x followed by 0-9 and a-f',
    });
    expect(bloomVerdict(bloom, logs, `0x${'a'.repeat(41)}`)).toEqual({
      ok: false,
      message: '41 hex digits: an address has 40 (20 bytes), a topic 64 (32 bytes)',
    });
  });

  it('tests an address both as the emitter and as a padded topic, and finds the logs that hold it', () => {
    const v = verdict(FROM);
    expect(roles(v)).toEqual([
      ['emitter', FROM, true],
      ['topic', padded(FROM), true],
    ]);
    expect(v.candidates[0]!.matches).toEqual([1]);
    expect(v.candidates[1]!.matches).toEqual([0, 2]);
    // each log once, in order
    expect(v.matches).toEqual([0, 1, 2]);
    expect(v.may).toBe(true);
    for (const c of v.candidates) expect(c.may).toBe(Bloom.contains(hex, c.value));
  });

  it('an address only ever passed as an argument: "definitely not" as emitter, "may contain" as topic', () => {
    const v = verdict(TO);
    expect(Bloom.contains(hex, TO)).toBe(false);
    expect(roles(v)).toEqual([
      ['emitter', TO, false],
      ['topic', padded(TO), true],
    ]);
    expect(v.candidates[0]!.matches).toEqual([]);
    expect(v.matches).toEqual([0, 2]);
    // only what answered "may contain" is ringed on the grid
    expect(v.highlight).toEqual(bloomIndices(parseHex(padded(TO))));
  });

  it('reads any case and surrounding spaces, and names the value in lower case', () => {
    const v = verdict(`  0X${TOKEN.slice(2).toUpperCase()}\n`);
    expect(v.candidates[0]).toMatchObject({ role: 'emitter', value: TOKEN, may: true, matches: [0, 2] });
    expect(v.candidates[0]!.indices).toEqual(bloomIndices(parseHex(TOKEN)));
  });

  it('a topic is tested as a topic, and also as an emitter when it holds an address', () => {
    expect(roles(verdict(TRANSFER))).toEqual([['topic', TRANSFER, true]]);
    expect(verdict(TRANSFER).matches).toEqual([0, 2]);
    expect(roles(verdict(padded(FROM)))).toEqual([
      ['topic', padded(FROM), true],
      ['emitter', FROM, true],
    ]);
  });

  it('"definitely not" for a value the bloom lacks, and then every bit asked about is ringed', () => {
    const absent = `0x${'5e'.repeat(20)}`;
    const empty = new Uint8Array(256);
    const v = verdict(absent, empty);
    expect(v.may).toBe(false);
    expect(v.candidates.every((c) => !c.may)).toBe(true);
    expect(v.matches).toEqual([]);
    expect(v.highlight).toEqual([...bloomIndices(parseHex(absent)), ...bloomIndices(parseHex(padded(absent)))]);
  });

  it('a full bloom claims anything: "may contain", and no log holds it (a false positive)', () => {
    const full = new Uint8Array(256).fill(0xff);
    const stranger = `0x${'99'.repeat(32)}`;
    const v = verdict(stranger, full);
    expect(v.may).toBe(true);
    expect(v.candidates).toEqual([
      { role: 'topic', value: stranger, may: true, indices: bloomIndices(parseHex(stranger)), matches: [] },
    ]);
    expect(v.matches).toEqual([]);
    expect(v.highlight).toEqual(bloomIndices(parseHex(stranger)));
  });
});
