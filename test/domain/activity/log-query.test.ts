import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  MAX_LOGS_PER_ANSWER,
  activityLogQueries,
  addressTopic,
  parseLogsAnswer,
  withRange,
} from '../../../src/domain/activity/log-query.ts';
import { MalformedFieldError } from '../../../src/domain/parse-fields.ts';

const topic0 = (signature: string) => `0x${Buffer.from(keccak_256(utf8ToBytes(signature))).toString('hex')}`;
const TRANSFER = topic0('Transfer(address,address,uint256)');
const SINGLE = topic0('TransferSingle(address,address,address,uint256,uint256)');
const BATCH = topic0('TransferBatch(address,address,address,uint256[],uint256[])');
const ADDRESS = '0xAbCdEf0123456789abcdef0123456789ABCDEF01';
const PARTY = `0x000000000000000000000000${ADDRESS.slice(2).toLowerCase()}`;

const rawLog = (blockNumber: string, extra: Record<string, unknown> = {}) => ({
  address: '0x9999999999999999999999999999999999999999',
  topics: [TRANSFER],
  data: '0x',
  blockNumber,
  blockHash: `0x${'ab'.repeat(32)}`,
  transactionHash: `0x${'cd'.repeat(32)}`,
  transactionIndex: '0x0',
  logIndex: '0x0',
  removed: false,
  ...extra,
});

describe('the Activity tab’s eth_getLogs filters', () => {
  it('asks four filters: transfers with the address first, second, as ERC-1155’s recipient, and its own logs', () => {
    const queries = activityLogQueries(ADDRESS, 100n, 227n);
    expect(queries).toEqual([
      { topics: [[TRANSFER, SINGLE, BATCH], PARTY], fromBlock: 100n, toBlock: 227n },
      { topics: [[TRANSFER, SINGLE, BATCH], null, PARTY], fromBlock: 100n, toBlock: 227n },
      { topics: [[SINGLE, BATCH], null, null, PARTY], fromBlock: 100n, toBlock: 227n },
      { address: ADDRESS.toLowerCase(), topics: [], fromBlock: 100n, toBlock: 227n },
    ]);
  });

  it('pads an address into a topic, lower case', () => {
    expect(addressTopic(ADDRESS)).toBe(PARTY);
    expect(addressTopic(ADDRESS)).toHaveLength(66);
  });

  it('keeps the filter when the range changes', () => {
    const [query] = activityLogQueries(ADDRESS, 0n, 127n);
    expect(withRange(query!, 64n, 127n)).toEqual({ ...query, fromBlock: 64n, toBlock: 127n });
  });
});

describe('an eth_getLogs answer', () => {
  it('reads each log', () => {
    const [log] = parseLogsAnswer([rawLog('0x10')], 16n, 16n);
    expect(log).toMatchObject({ blockNumber: 16n, topics: [TRANSFER], removed: false });
  });

  it('refuses more logs than the cap, saying how many', () => {
    const many = Array.from({ length: MAX_LOGS_PER_ANSWER + 1 }, () => rawLog('0x10'));
    expect(() => parseLogsAnswer(many, 0n, 100n)).toThrow(
      `logs has ${MAX_LOGS_PER_ANSWER + 1} logs, more than the ${MAX_LOGS_PER_ANSWER} Hexray reads from one answer`,
    );
    expect(parseLogsAnswer(many.slice(1), 0n, 100n)).toHaveLength(MAX_LOGS_PER_ANSWER);
  });

  it('refuses a malformed log naming the field', () => {
    const bad = (log: unknown, field: string) => {
      let error: unknown;
      try {
        parseLogsAnswer([rawLog('0x10'), log], 0n, 100n);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(MalformedFieldError);
      expect((error as MalformedFieldError).message).toContain(field);
    };
    bad(rawLog('0x10', { topics: ['0x1234'] }), 'logs[1].topics[0]');
    bad(rawLog('0x10', { address: 'not an address' }), 'logs[1].address');
    bad(rawLog('0x10', { data: 42 }), 'logs[1].data');
    bad(rawLog('0x10', { blockNumber: null }), 'logs[1].blockNumber');
    bad(rawLog('0x10', { transactionHash: null }), 'logs[1].transactionHash');
    // a log from outside the blocks asked for is an answer to another question
    bad(rawLog('0x200'), 'logs[1].blockNumber');
    expect(() => parseLogsAnswer({ logs: [] }, 0n, 1n)).toThrow('logs must be an array');
  });
});
