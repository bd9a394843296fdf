/**
 * What the Activity tab asks `eth_getLogs` for an address over a block range, and how an answer is
 * read. Four filters cover everything (they go out together, one batch): the standard transfers
 * with the address as the first indexed party (ERC-20/721 `from`, ERC-1155 `operator`), as the
 * second (ERC-20/721 `to`, ERC-1155 `from`), as ERC-1155's third (`to`), and every log the
 * address itself emitted. A topic position may name several values (any of them matches), which
 * is how one filter asks for Transfer, TransferSingle and TransferBatch at once.
 */
import type { Address, Hash } from '../hex.ts';
import { MalformedFieldError } from '../parse-fields.ts';
import { parseLog, type Log } from '../receipt.ts';
import { TOPIC } from '../token/token-movements.ts';

/** One topic position: any value (null), one value, or any of several. */
export type TopicFilter = Hash | readonly Hash[] | null;

/** An `eth_getLogs` filter over block numbers (never a tag: a range Hexray names is one for good). */
export interface LogQuery {
  /** only logs this contract emitted; absent: any emitter */
  address?: Address;
  topics: readonly TopicFilter[];
  fromBlock: bigint;
  toBlock: bigint;
}

/**
 * More logs than this in one answer is refused, as a hostile or runaway answer: providers cap
 * theirs at 10,000 (Infura, Alchemy) or 20,000 (erigon, reth); Hexray reads no more than the
 * first of those into a page.
 */
export const MAX_LOGS_PER_ANSWER = 10_000;

/** An address as a topic: left-padded to 32 bytes, lower case (topics compare as written). */
export function addressTopic(address: Address): Hash {
  return `0x${'0'.repeat(24)}${address.slice(2).toLowerCase()}`;
}

const ALL_TRANSFERS = [TOPIC.transfer, TOPIC.transferSingle, TOPIC.transferBatch] as const;
const MULTI_TOKEN_TRANSFERS = [TOPIC.transferSingle, TOPIC.transferBatch] as const;

/** The four filters of an address's activity over `fromBlock`–`toBlock` (module comment). */
export function activityLogQueries(address: Address, fromBlock: bigint, toBlock: bigint): LogQuery[] {
  const party = addressTopic(address);
  const range = { fromBlock, toBlock };
  return [
    { topics: [ALL_TRANSFERS, party], ...range },
    { topics: [ALL_TRANSFERS, null, party], ...range },
    { topics: [MULTI_TOKEN_TRANSFERS, null, null, party], ...range },
    { address: address.toLowerCase() as Address, topics: [], ...range },
  ];
}

/** The same filter over another range: how a refused range is asked again in pieces. */
export function withRange(query: LogQuery, fromBlock: bigint, toBlock: bigint): LogQuery {
  return { ...query, fromBlock, toBlock };
}

/**
 * An `eth_getLogs` answer: an array of at most MAX_LOGS_PER_ANSWER logs, each read strictly (a
 * MalformedFieldError names the field, e.g. `logs[3].topics[1]`), each within the range asked.
 */
export function parseLogsAnswer(raw: unknown, fromBlock: bigint, toBlock: bigint): Log[] {
  if (!Array.isArray(raw)) throw new MalformedFieldError('logs', 'must be an array');
  if (raw.length > MAX_LOGS_PER_ANSWER)
    throw new MalformedFieldError(
      'logs',
      `has ${raw.length} logs, more than the ${MAX_LOGS_PER_ANSWER} Hexray reads from one answer`,
    );
  return raw.map((item, i) => {
    const log = parseLog(item, `logs[${i}]`);
    if (log.blockNumber === null) throw new MalformedFieldError(`logs[${i}].blockNumber`, 'is null in a mined range');
    if (log.blockNumber < fromBlock || log.blockNumber > toBlock)
      throw new MalformedFieldError(
        `logs[${i}].blockNumber`,
        `is ${log.blockNumber}, outside the blocks asked (${fromBlock}–${toBlock})`,
      );
    if (log.transactionHash === null) throw new MalformedFieldError(`logs[${i}].transactionHash`, 'is null');
    return log;
  });
}
