import { encodeAbiParameters } from 'viem';
import { describe, expect, it } from 'vitest';
import { parsePastedAbi } from '../../src/domain/abi/pasted-abi.ts';
import { eventTable } from '../../src/domain/abi/signature.ts';
import type { Hash, Hex } from '../../src/domain/hex.ts';
import { logsToCsv, logsToJson } from '../../src/domain/log-export.ts';
import type { Log } from '../../src/domain/receipt.ts';

const events = parsePastedAbi('event Said(string, uint256 indexed)').events;
const table = eventTable(events);
const SAID = events[0]!.topic0;
const INDEXED = `0x${'0'.repeat(63)}9` as Hash;

function log(topics: Hash[], data: Hex, fields: Partial<Log> = {}): Log {
  return {
    address: '0x00000000000000000000000000000000000000aa',
    topics,
    data,
    blockNumber: null,
    blockHash: null,
    transactionHash: null,
    transactionIndex: null,
    logIndex: null,
    removed: false,
    extra: {},
    ...fields,
  };
}

const said = (text: string) => log([SAID, INDEXED], encodeAbiParameters([{ type: 'string' }], [text]));

/** The CSV's cells of one row, split at every comma (the quoted signature counts as two). */
function cells(csv: string, row: number): string[] {
  return csv.split('\r\n')[row]!.split(',');
}

describe('log export edges', () => {
  it('unnamed arguments are named by their place', () => {
    const csv = logsToCsv([said('hi')], () => table);
    expect(cells(csv, 0).slice(-2)).toEqual(['arg.#0', 'arg.#1']);
    expect(cells(csv, 1).slice(-2)).toEqual(['hi', '9']);
    const [row] = JSON.parse(logsToJson([said('hi')], () => table)) as Array<{ decoded: { args: unknown } }>;
    expect(row!.decoded.args).toEqual({ '#0': 'hi', '#1': '9' });
  });

  it('a pending log (no block, no index) exports blockNumber null and is numbered by position', () => {
    const [, second] = JSON.parse(logsToJson([said('a'), said('b')], () => table)) as Array<{
      blockNumber: unknown;
      logIndex: string;
    }>;
    expect(second).toMatchObject({ blockNumber: null, logIndex: '1' });
  });

  it('CSV: an undecoded log among decoded ones keeps its raw cells and empty event cells; columns appear once', () => {
    const unknown = log([`0x${'ee'.repeat(32)}`], '0x01', { logIndex: 4n, removed: true });
    const csv = logsToCsv([said('x'), unknown, said('y')], () => table);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(cells(csv, 0)).toHaveLength(12);
    expect(cells(csv, 2)).toEqual([
      '4',
      '0x00000000000000000000000000000000000000aa',
      `0x${'ee'.repeat(32)}`,
      '',
      '',
      '',
      '0x01',
      'true',
      '',
      '',
      '',
      '',
    ]);
    expect(cells(csv, 1).slice(2, 6)).toEqual([SAID, INDEXED, '', '']);
    expect(lines[1]).toContain(',false,Said,"Said(string,uint256)",x,9');
  });

  it('CSV: only text that starts like a formula is defused; negative numbers stay numbers', () => {
    const csv = logsToCsv([said('-12'), said('-1+2'), said('a=b'), said('a-b'), said('@x'), said('+1')], () => table);
    const texts = [1, 2, 3, 4, 5, 6].map((row) => cells(csv, row).at(-2));
    expect(texts).toEqual(['-12', "'-1+2", 'a=b', 'a-b', "'@x", "'+1"]);
  });
});
