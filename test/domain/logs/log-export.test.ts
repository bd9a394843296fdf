import { describe, expect, it } from 'vitest';
import { encodeAbiParameters } from 'viem';
import { parsePastedAbi } from '../../../src/domain/abi/pasted-abi.ts';
import { eventTable } from '../../../src/domain/abi/signature.ts';
import { logsToCsv, logsToJson } from '../../../src/domain/logs/log-export.ts';
import { type Log } from '../../../src/domain/receipt.ts';
import { type Hash, type Hex } from '../../../src/domain/hex.ts';

const events = parsePastedAbi('event Note(string text, int256 delta, uint8[] list)').events;
const table = eventTable(events);
const topic0 = events[0]!.topic0;

function noteLog(text: string, delta: bigint): Log {
  return {
    address: '0x00000000000000000000000000000000000000aa',
    topics: [topic0],
    data: encodeAbiParameters([{ type: 'string' }, { type: 'int256' }, { type: 'uint8[]' }], [text, delta, [1, 2]]),
    blockNumber: 5n,
    blockHash: null,
    transactionHash: null,
    transactionIndex: null,
    logIndex: 3n,
    removed: false,
    extra: {},
  };
}

describe('log export', () => {
  it('CSV: a chain string that looks like a formula is defused, quotes and commas are quoted, numbers stay numbers', () => {
    const csv = logsToCsv([noteLog('=HYPERLINK("x"),1', -5n)], () => table);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'log_index,address,topic0,topic1,topic2,topic3,data,removed,event,signature,arg.text,arg.delta,arg.list',
    );
    expect(row).toContain(`"'=HYPERLINK(""x""),1",-5,"[""1"",""2""]"`);
    expect(row!.startsWith('3,0x00000000000000000000000000000000000000aa,')).toBe(true);
  });

  it('JSON: integers as decimal text, the raw fields kept beside the decoded ones', () => {
    const [row] = JSON.parse(logsToJson([noteLog('hi', 2n ** 70n)], () => table)) as Array<{
      logIndex: string;
      blockNumber: string;
      decoded: { args: Record<string, unknown> };
    }>;
    expect(row!.logIndex).toBe('3');
    expect(row!.blockNumber).toBe('5');
    expect(row!.decoded.args).toEqual({ text: 'hi', delta: (2n ** 70n).toString(), list: ['1', '2'] });
  });

  it('an unknown event is exported raw with decoded: null', () => {
    const [row] = JSON.parse(logsToJson([noteLog('hi', 1n)], () => eventTable())) as Array<{
      decoded: unknown;
      topics: string[];
    }>;
    expect(row!.decoded).toBeNull();
    expect(row!.topics).toEqual([topic0]);
  });
});

const saidEvents = parsePastedAbi('event Said(string, uint256 indexed)').events;
const saidTable = eventTable(saidEvents);
const SAID = saidEvents[0]!.topic0;
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

describe('exported logs: unnamed arguments, pending logs, mixed decoding, formula text', () => {
  it('unnamed arguments are named by their place', () => {
    const csv = logsToCsv([said('hi')], () => saidTable);
    expect(cells(csv, 0).slice(-2)).toEqual(['arg.#0', 'arg.#1']);
    expect(cells(csv, 1).slice(-2)).toEqual(['hi', '9']);
    const [row] = JSON.parse(logsToJson([said('hi')], () => saidTable)) as Array<{ decoded: { args: unknown } }>;
    expect(row!.decoded.args).toEqual({ '#0': 'hi', '#1': '9' });
  });

  it('a pending log (no block, no index) exports blockNumber null and is numbered by position', () => {
    const [, second] = JSON.parse(logsToJson([said('a'), said('b')], () => saidTable)) as Array<{
      blockNumber: unknown;
      logIndex: string;
    }>;
    expect(second).toMatchObject({ blockNumber: null, logIndex: '1' });
  });

  it('CSV: an undecoded log among decoded ones keeps its raw cells and empty event cells; columns appear once', () => {
    const unknown = log([`0x${'ee'.repeat(32)}`], '0x01', { logIndex: 4n, removed: true });
    const csv = logsToCsv([said('x'), unknown, said('y')], () => saidTable);
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
    const csv = logsToCsv(
      [said('-12'), said('-1+2'), said('a=b'), said('a-b'), said('@x'), said('+1')],
      () => saidTable,
    );
    const texts = [1, 2, 3, 4, 5, 6].map((row) => cells(csv, row).at(-2));
    expect(texts).toEqual(['-12', "'-1+2", 'a=b', 'a-b', "'@x", "'+1"]);
  });
});
