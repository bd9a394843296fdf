import { describe, expect, it } from 'vitest';
import {
  eventNameCounts,
  filterLogs,
  isEmptyLogFilter,
  logEventNames,
  parseLogFilter,
} from '../../../src/domain/logs/log-filter.ts';
import { COMMON_EVENTS } from '../../../src/domain/abi/common-signatures.ts';
import { eventTable, parseEventSignature } from '../../../src/domain/abi/signature.ts';
import { type Address, type Hash } from '../../../src/domain/hex.ts';

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const OTHER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const ALICE = '0x000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266';

const logs = [
  { address: TOKEN, topics: [TRANSFER, ALICE] },
  { address: OTHER, topics: [ALICE] },
  { address: TOKEN, topics: [] },
] as const;

function parsed(address: string, topic: string) {
  const result = parseLogFilter({ address, topic });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('log filter', () => {
  it('keeps every log when both boxes are empty', () => {
    const filter = parsed('', '  ');
    expect(isEmptyLogFilter(filter)).toBe(true);
    expect(filterLogs(logs, filter)).toEqual([0, 1, 2]);
  });

  it('matches the address by prefix, with or without 0x, in any case', () => {
    expect(filterLogs(logs, parsed('0x5FBD', ''))).toEqual([0, 2]);
    expect(filterLogs(logs, parsed('e7f1', ''))).toEqual([1]);
    expect(filterLogs(logs, parsed(TOKEN.toUpperCase().replace('0X', '0x'), ''))).toEqual([0, 2]);
  });

  it('matches a topic at any position', () => {
    expect(filterLogs(logs, parsed('', '0xDDF252'))).toEqual([0]);
    expect(filterLogs(logs, parsed('', ALICE))).toEqual([0, 1]);
    expect(filterLogs(logs, parsed('', '0x00000000000000000000000f'))).toEqual([]);
  });

  it('matches a whole 20-byte address typed as a topic against the 32-byte topic that holds it', () => {
    const alice = `0x${ALICE.slice(-40)}`;
    expect(filterLogs(logs, parsed('', alice))).toEqual([0, 1]);
    expect(filterLogs(logs, parsed('', alice.toUpperCase().replace('0X', '')))).toEqual([0, 1]);
    // only a whole address is padded: a shorter prefix is still a prefix of the topic's start
    expect(filterLogs(logs, parsed('', alice.slice(0, 40)))).toEqual([]);
    // and the emitter is not a topic
    expect(filterLogs(logs, parsed('', TOKEN))).toEqual([]);
  });

  it('names each log by its event once a table knows its topic0, per emitter', () => {
    const tick = parseEventSignature('Tick(address indexed sender, uint256 value)');
    const withTick = eventTable([tick], []);
    const mixed: { address: Address; topics: Hash[] }[] = [
      { address: TOKEN, topics: [TRANSFER, ALICE, ALICE] },
      { address: OTHER, topics: [tick.topic0, ALICE] },
      { address: TOKEN, topics: [tick.topic0, ALICE] },
      { address: OTHER, topics: [] },
      { address: OTHER, topics: [tick.topic0.toUpperCase().replace('0X', '0x') as Hash, ALICE] },
    ];
    const names = logEventNames(mixed, (address) => (address === OTHER ? withTick : COMMON_EVENTS));
    expect(names).toEqual(['Transfer', 'Tick', null, null, 'Tick']);
    expect(eventNameCounts(names)).toEqual([
      { name: 'Tick', count: 2 },
      { name: 'Transfer', count: 1 },
    ]);
    expect(filterLogs(mixed, parsed('', ''), { names, wanted: 'Tick' })).toEqual([1, 4]);
    expect(filterLogs(mixed, parsed(TOKEN, ''), { names, wanted: 'Transfer' })).toEqual([0]);
    expect(filterLogs(mixed, parsed(TOKEN, ''), { names, wanted: 'Tick' })).toEqual([]);
  });

  it('combines address and topic', () => {
    expect(filterLogs(logs, parsed(OTHER, ALICE.slice(0, 30)))).toEqual([1]);
    expect(filterLogs(logs, parsed(TOKEN, '0x0000'))).toEqual([0]);
  });

  it('names the box and the problem for input that cannot match', () => {
    expect(parseLogFilter({ address: '0xzz', topic: '' })).toMatchObject({
      ok: false,
      field: 'address',
      message: expect.stringMatching(/hex digits/),
    });
    expect(parseLogFilter({ address: '', topic: `0x${'a'.repeat(65)}` })).toMatchObject({
      ok: false,
      field: 'topic',
      message: expect.stringMatching(/65 hex digits, at most 64/),
    });
    expect(parseLogFilter({ address: `0x${'a'.repeat(41)}`, topic: '' })).toMatchObject({
      ok: false,
      field: 'address',
      message: expect.stringMatching(/at most 40/),
    });
  });
});

describe('log filter messages name the field and the limit', () => {
  it('too long: an address takes at most 40 digits, a topic 64', () => {
    expect(parseLogFilter({ address: `0x${'a'.repeat(41)}`, topic: '' })).toEqual({
      ok: false,
      field: 'address',
      message: 'Too long for an address: 41 hex digits, at most 40',
    });
    expect(parseLogFilter({ address: '', topic: 'b'.repeat(65) })).toEqual({
      ok: false,
      field: 'topic',
      message: 'Too long for a topic: 65 hex digits, at most 64',
    });
  });

  it('not hex: the message says which filter', () => {
    expect(parseLogFilter({ address: 'xyz', topic: '' })).toMatchObject({
      field: 'address',
      message: 'The address filter takes hex digits (0-9, a-f), optionally after 0x',
    });
    expect(parseLogFilter({ address: '', topic: '0xg' })).toMatchObject({
      field: 'topic',
      message: 'The topic filter takes hex digits (0-9, a-f), optionally after 0x',
    });
  });

  it('a filter is empty only when both fields are', () => {
    expect(isEmptyLogFilter({ address: 'ab', topic: '' })).toBe(false);
    expect(isEmptyLogFilter({ address: '', topic: 'ab' })).toBe(false);
    expect(isEmptyLogFilter({ address: '', topic: '' })).toBe(true);
  });

  it('event names: the most frequent first, whatever the alphabet says; ties alphabetical', () => {
    expect(eventNameCounts(['Transfer', 'Approval', 'Transfer', null, 'Deposit'])).toEqual([
      { name: 'Transfer', count: 2 },
      { name: 'Approval', count: 1 },
      { name: 'Deposit', count: 1 },
    ]);
  });
});
