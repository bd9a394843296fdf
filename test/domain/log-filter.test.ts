import { describe, expect, it } from 'vitest';
import { filterLogs, isEmptyLogFilter, parseLogFilter } from '../../src/domain/log-filter.ts';

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
  return result.filter;
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

  it('combines address and topic', () => {
    expect(filterLogs(logs, parsed(OTHER, ALICE.slice(0, 30)))).toEqual([1]);
    expect(filterLogs(logs, parsed(TOKEN, '0x0000'))).toEqual([0]);
  });

  it('names the box and the problem for input that cannot match', () => {
    expect(parseLogFilter({ address: '0xzz', topic: '' })).toMatchObject({ ok: false, field: 'address', message: expect.stringMatching(/hex digits/) });
    expect(parseLogFilter({ address: '', topic: `0x${'a'.repeat(65)}` })).toMatchObject({ ok: false, field: 'topic', message: expect.stringMatching(/65 hex digits, at most 64/) });
    expect(parseLogFilter({ address: `0x${'a'.repeat(41)}`, topic: '' })).toMatchObject({ ok: false, field: 'address', message: expect.stringMatching(/at most 40/) });
  });
});
