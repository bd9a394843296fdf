/**
 * What the browser can prove about a receipt answer on its own: its bloom is the bloom of its
 * logs, and each log says it belongs to this receipt's transaction, in order.
 */
import type { Log, Receipt } from '../receipt.ts';
import { dialectNamed, type TransactionDialect } from '../dialects/index.ts';
import { bloomFor, bloomToHex } from '../logs/logs-bloom.ts';
import type { Check, Verification } from './check.ts';

const RECEIPT_CANNOT_VERIFY = [
  'The outcome (the status field), the gas used and the logs themselves: a receipt is proved only by the block’s receipts root, which none of the four methods returns.',
  'That the transaction is in the block and at the position the receipt names.',
  'Storage values read on this site: without proofs (eth_getProof) a value cannot be checked.',
];

/** At most this many disagreements are spelled out; the rest are counted. */
const SHOWN_MISMATCHES = 5;

const EMPTY_BLOOM = `0x${'0'.repeat(512)}`;

function bloomCheck(receipt: Receipt, dialect: TransactionDialect | null): Check {
  const rebuilt = bloomToHex(bloomFor(receipt.logs));
  // Some networks' nodes (ZKsync Era's) send an all-zero logsBloom on receipts whatever their
  // logs: a network's habit, not an altered answer, and nothing to compare.
  const emptyBy = dialect === null ? undefined : dialectNamed(dialect).emptyLogsBloomBy;
  if (emptyBy !== undefined && receipt.logs.length > 0 && receipt.logsBloom.toLowerCase() === EMPTY_BLOOM) {
    return {
      id: 'bloom',
      title: 'Logs bloom',
      status: 'unavailable',
      result: `Not checked: ${emptyBy} sends an empty logsBloom on receipts, so there is no bloom to compare the logs with.`,
      inputs: [{ label: 'Logs', value: String(receipt.logs.length) }],
      bytes: { label: 'Bloom rebuilt from the logs', hex: rebuilt },
    };
  }
  const ok = rebuilt === receipt.logsBloom.toLowerCase();
  return {
    id: 'bloom',
    title: 'Logs bloom',
    status: ok ? 'pass' : 'fail',
    result: ok
      ? `The bloom rebuilt from the ${receipt.logs.length} logs’ addresses and topics equals logsBloom.`
      : `logsBloom is not the bloom of the ${receipt.logs.length} logs returned: the endpoint changed logsBloom, or a log’s address or topics, or left logs out.`,
    inputs: [
      { label: 'Logs', value: String(receipt.logs.length) },
      {
        label: 'Items added (addresses + topics)',
        value: String(receipt.logs.reduce((n, l) => n + 1 + l.topics.length, 0)),
      },
    ],
    bytes: { label: 'Bloom rebuilt from the logs', hex: rebuilt },
  };
}

const hex = (v: bigint) => `0x${v.toString(16)}`;

function logMismatches(receipt: Receipt, log: Log, i: number): string[] {
  const out: string[] = [];
  const same = (name: string, got: string | null, want: string) => {
    if (got === null) out.push(`log ${i}: ${name} is missing (receipt: ${want})`);
    else if (got.toLowerCase() !== want.toLowerCase()) out.push(`log ${i}: ${name} ${got} ≠ receipt’s ${want}`);
  };
  same('transactionHash', log.transactionHash, receipt.transactionHash);
  same('blockHash', log.blockHash, receipt.blockHash);
  same('blockNumber', log.blockNumber === null ? null : hex(log.blockNumber), hex(receipt.blockNumber));
  same(
    'transactionIndex',
    log.transactionIndex === null ? null : hex(log.transactionIndex),
    hex(receipt.transactionIndex),
  );
  return out;
}

function summarize(problems: string[]): string {
  const shown = problems.slice(0, SHOWN_MISMATCHES).join('; ');
  const more = problems.length - SHOWN_MISMATCHES;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

function logFieldsCheck(receipt: Receipt): Check {
  const problems = receipt.logs.flatMap((log, i) => logMismatches(receipt, log, i));
  const fields = 'transactionHash, blockHash, blockNumber, transactionIndex';
  return {
    id: 'log-fields',
    title: 'Logs belong to this receipt',
    status: problems.length === 0 ? 'pass' : 'fail',
    result:
      problems.length === 0
        ? receipt.logs.length === 0
          ? 'No logs to compare.'
          : `Every log’s ${fields} equal the receipt’s.`
        : `Logs disagree with the receipt: ${summarize(problems)}.`,
    inputs: [
      { label: 'Fields compared', value: fields },
      {
        label: 'Receipt',
        value: `transactionHash ${receipt.transactionHash}, blockHash ${receipt.blockHash}, blockNumber ${hex(receipt.blockNumber)}, transactionIndex ${hex(receipt.transactionIndex)}`,
      },
    ],
  };
}

function logOrderCheck(receipt: Receipt): Check {
  const problems: string[] = [];
  receipt.logs.forEach((log, i) => {
    if (log.logIndex === null) problems.push(`log ${i} has no logIndex`);
    else if (i > 0) {
      const previous = receipt.logs[i - 1]!.logIndex;
      if (previous !== null && log.logIndex <= previous)
        problems.push(`log ${i}: logIndex ${hex(log.logIndex)} ≤ log ${i - 1}’s ${hex(previous)}`);
    }
  });
  const indices = receipt.logs.map((l) => (l.logIndex === null ? 'none' : hex(l.logIndex)));
  return {
    id: 'log-order',
    title: 'Log indices strictly increase',
    status: problems.length === 0 ? 'pass' : 'fail',
    result:
      problems.length === 0
        ? receipt.logs.length < 2
          ? `${receipt.logs.length === 0 ? 'No logs' : 'One log'}: nothing to order.`
          : 'Each logIndex is greater than the one before.'
        : `The logs are out of order or duplicated: ${summarize(problems)}.`,
    inputs: [
      {
        label: 'logIndex values',
        value:
          indices.length > 40
            ? `${indices.slice(0, 40).join(', ')}, … (${indices.length})`
            : indices.join(', ') || 'none',
      },
    ],
  };
}

/** `dialect`: the resolved network's (a network may send receipts in its own way); null when unknown. */
export function verifyReceipt(receipt: Receipt, dialect: TransactionDialect | null): Verification {
  return {
    checks: [bloomCheck(receipt, dialect), logFieldsCheck(receipt), logOrderCheck(receipt)],
    cannotVerify: RECEIPT_CANNOT_VERIFY,
  };
}
