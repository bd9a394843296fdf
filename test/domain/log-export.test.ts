import { describe, expect, it } from 'vitest';
import { encodeAbiParameters } from 'viem';
import { parsePastedAbi } from '../../src/domain/abi/pasted-abi.ts';
import { eventTable } from '../../src/domain/abi/signature.ts';
import { logsToCsv, logsToJson } from '../../src/domain/log-export.ts';
import type { Log } from '../../src/domain/receipt.ts';

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
