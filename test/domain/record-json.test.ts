/**
 * A parsed record written back as JSON-RPC reads back to the same value: every recorded
 * transaction and receipt of test/fixtures (every type, L2 deposits, ZKsync's status beside root,
 * extra fields), so a snapshot shows and verifies exactly what the page showed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { receiptJson, transactionJson } from '../../src/domain/record-json.ts';
import { parseReceipt } from '../../src/domain/receipt.ts';
import { parseTransaction } from '../../src/domain/transaction.ts';

const FOLDERS = ['test/fixtures/verify', 'test/fixtures/recorded'];

function results(): Array<[string, Record<string, unknown>]> {
  return FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name): Array<[string, Record<string, unknown>]> => {
        const file = JSON.parse(readFileSync(`${folder}/${name}`, 'utf8')) as { result?: unknown };
        const result = file.result;
        return typeof result === 'object' && result !== null && !Array.isArray(result)
          ? [[`${folder}/${name}`, result as Record<string, unknown>]]
          : [];
      }),
  );
}

const all = results();

/** Those that parse: a deliberately malformed recording has nothing to write back. */
function parsing<T>(parse: (raw: unknown) => T, records: Array<[string, Record<string, unknown>]>): Array<[string, T]> {
  return records.flatMap(([name, raw]): Array<[string, T]> => {
    try {
      return [[name, parse(raw)]];
    } catch {
      return [];
    }
  });
}

const receipts = parsing(
  parseReceipt,
  all.filter(([, raw]) => 'logsBloom' in raw && 'transactionHash' in raw),
);
const transactions = parsing(
  parseTransaction,
  all.filter(([, raw]) => 'input' in raw && 'hash' in raw),
);

describe('transactionJson', () => {
  it('has recorded transactions to check', () => expect(transactions.length).toBeGreaterThan(15));
  it.each(transactions)('%s reads back to the same transaction', (_, tx) => {
    expect(parseTransaction(JSON.parse(JSON.stringify(transactionJson(tx))))).toEqual(tx);
  });
});

describe('receiptJson', () => {
  it('has recorded receipts to check', () => expect(receipts.length).toBeGreaterThan(10));
  it.each(receipts)('%s reads back to the same receipt', (_, receipt) => {
    expect(parseReceipt(JSON.parse(JSON.stringify(receiptJson(receipt))))).toEqual(receipt);
  });
});
