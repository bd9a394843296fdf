import { describe, expect, it } from 'vitest';
import { eventNameCounts, isEmptyLogFilter, parseLogFilter } from '../../src/domain/log-filter.ts';

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
