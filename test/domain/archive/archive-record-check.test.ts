/**
 * Records verified on import, against real answers recorded on OP Mainnet (chain 10): a
 * transaction and its receipt, and a trace kept of the transaction. A changed field is refused with the reason; what cannot be proved
 * is said.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArchiveFileRecord } from '../../../src/domain/archive/archive-file.ts';
import {
  checkArchivedReceipt,
  checkArchivedStorage,
  checkArchivedTrace,
  checkArchivedTransaction,
  parseArchivedTransaction,
} from '../../../src/domain/archive/archive-record-check.ts';
import { parseTransaction, type Transaction } from '../../../src/domain/transaction.ts';
import { parseReceipt } from '../../../src/domain/receipt.ts';
import { bloomFor, bloomToHex } from '../../../src/domain/logs/logs-bloom.ts';

type Raw = Record<string, unknown>;
const recorded = (name: string) =>
  (JSON.parse(readFileSync(`test/fixtures/recorded/${name}.json`, 'utf8')) as { result: Raw }).result;

const TX = recorded('op-mainnet-type2-tx');
const HASH = TX.hash as string;
// The doc it was recorded from kept only the first of the receipt's logs: its bloom is made again
// for that one log, so the receipt is whole as far as it goes.
const trimmed = recorded('op-mainnet-type2-receipt-l1fee');
const RECEIPT = { ...trimmed, logsBloom: bloomToHex(bloomFor(parseReceipt(trimmed).logs)) };
// Ethereum mainnet, two logs, recorded whole (no transaction of it is recorded)
const LONDON = (
  JSON.parse(readFileSync('test/fixtures/verify/mainnet-london-receipt-2-logs.json', 'utf8')) as { result: Raw }
).result;
const london = (result: unknown) => record('receipt', result, { chain: '1', key: LONDON.transactionHash as string });

const record = (kind: ArchiveFileRecord['kind'], result: unknown, change: Partial<ArchiveFileRecord> = {}) => ({
  kind,
  chain: '10',
  endpoint: 'https://optimism-mainnet.infura.io/v3/<API_KEY>',
  key: HASH,
  fetchedAt: 1,
  result,
  ...change,
});

function checkTransaction(result: unknown, change: Partial<ArchiveFileRecord> = {}) {
  const r = record('transaction', result, change);
  const parsed = parseArchivedTransaction(r);
  return 'reason' in parsed
    ? { ok: false as const, reason: parsed.reason }
    : checkArchivedTransaction(r, parsed.transaction);
}

describe('a transaction on import', () => {
  it('one whose hash recomputes and whose sender recovers is accepted, saying what stays unproved', () => {
    const checked = checkTransaction(TX);
    expect(checked).toEqual({
      ok: true,
      notes: ['That it is in the block it names: that needs the block’s transactions root.'],
    });
  });

  it('a changed value: the hash no longer matches the fields', () => {
    const checked = checkTransaction({ ...TX, value: '0xde0b6b3a7640000' });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reason).toMatch(
      /^its hash does not match its fields \(keccak-256 of them is 0x[0-9a-f]{64}\): the record was changed after it was fetched$/,
    );
  });

  it('a changed sender: the signature recovers to someone else', () => {
    const checked = checkTransaction({ ...TX, from: `0x${'11'.repeat(20)}` });
    expect(!checked.ok && checked.reason).toContain('its signature does not check out: The signature recovers to');
  });

  it('filed under another chain than the one it is signed for', () => {
    expect(checkTransaction(TX, { chain: '204' })).toEqual({
      ok: false,
      reason: 'it is filed under chain 204, but the transaction is signed for chain 10',
    });
  });

  it('a key that is not its hash, or a result that is not a transaction', () => {
    expect(checkTransaction(TX, { key: `0x${'ab'.repeat(32)}` })).toEqual({
      ok: false,
      reason: `its key is not its transaction’s hash ${HASH}`,
    });
    expect(checkTransaction({ ...TX, gas: 'lots' })).toEqual({
      ok: false,
      reason: 'its result is not a transaction: transaction.gas must be a hex quantity; got "lots"',
    });
  });
});

describe('a receipt on import', () => {
  const tx: Transaction = parseTransaction(TX);

  it('with its transaction: its logs make its bloom and it agrees with the transaction', () => {
    expect(checkArchivedReceipt(record('receipt', RECEIPT), tx)).toEqual({
      ok: true,
      notes: ['Its status, gas used and logs themselves: a receipt is proved only by the block’s receipts root.'],
    });
  });

  it('without it: accepted, saying nothing ties it to a signed transaction', () => {
    const checked = checkArchivedReceipt(record('receipt', RECEIPT), null);
    expect(checked.ok && checked.notes[0]).toBe(
      'Its transaction is neither in the file nor in this browser’s archive: nothing ties the receipt to a signed transaction.',
    );
  });

  it('a log taken out: the bloom no longer matches', () => {
    expect(checkArchivedReceipt(london(LONDON), null).ok).toBe(true);
    const logs = LONDON.logs as unknown[];
    expect(checkArchivedReceipt(london({ ...LONDON, logs: logs.slice(1) }), null)).toEqual({
      ok: false,
      reason: 'its logs do not make its logsBloom: the record was changed after it was fetched',
    });
  });

  it('a changed sender: the receipt disagrees with its transaction', () => {
    const other = `0x${'22'.repeat(20)}`;
    expect(checkArchivedReceipt(record('receipt', { ...RECEIPT, from: other }), tx)).toEqual({
      ok: false,
      reason: `its from ${other} is not its transaction’s ${tx.from}`,
    });
    // without the transaction, nothing in the receipt contradicts it
    expect(checkArchivedReceipt(record('receipt', { ...RECEIPT, from: other }), null).ok).toBe(true);
  });

  it('a log moved to another transaction', () => {
    const [first, ...rest] = LONDON.logs as Raw[];
    const moved = { ...first, transactionHash: `0x${'ef'.repeat(32)}` };
    const checked = checkArchivedReceipt(london({ ...LONDON, logs: [moved, ...rest] }), null);
    expect(!checked.ok && checked.reason).toContain(
      'Logs belong to this receipt: Logs disagree with the receipt: log 0',
    );
  });
});

describe('a storage word on import', () => {
  it('is the endpoint’s word, and says so', () => {
    expect(checkArchivedStorage()).toEqual({
      ok: true,
      notes: ['A storage value cannot be proved without eth_getProof: it is the endpoint’s word.'],
    });
  });
});

describe('a trace on import', () => {
  const tx: Transaction = parseTransaction(TX);
  /** A trace whose top call is the transaction's, as the page keeps it. */
  const kept = (top: Record<string, unknown> = {}, change: Record<string, unknown> = {}) => ({
    source: 'endpoint',
    fork: null,
    callTracer: {
      type: 'CALL',
      from: TX.from,
      to: TX.to,
      value: TX.value,
      gas: TX.gas,
      gasUsed: trimmed.gasUsed,
      input: TX.input,
      ...top,
    },
    prestateTracer: { pre: {}, post: {} },
    preimages: [],
    ...change,
  });

  it('with its transaction: its top call is the transaction’s; what the calls inside did stays unproved', () => {
    expect(checkArchivedTrace(record('trace', kept()), tx)).toEqual({
      ok: true,
      notes: [
        'The calls inside a trace: a tracer’s (or this browser’s) account of the execution, held against the receipt where it is shown.',
      ],
    });
  });

  it('without it: accepted, saying nothing ties it to a signed transaction', () => {
    const checked = checkArchivedTrace(record('trace', kept()), null);
    expect(checked.ok && checked.notes[0]).toBe(
      'Its transaction is neither in the file nor in this browser’s archive: nothing ties the trace to a signed transaction.',
    );
  });

  it('a top call that is not its transaction’s is refused, saying which field differs', () => {
    const other = `0x${'11'.repeat(20)}`;
    expect(checkArchivedTrace(record('trace', kept({ from: other })), tx)).toEqual({
      ok: false,
      reason: `its top call’s from ${other} is not its transaction’s ${tx.from}`,
    });
    expect(checkArchivedTrace(record('trace', kept({ to: other })), tx)).toEqual({
      ok: false,
      reason: `its top call’s to ${other} is not its transaction’s ${tx.to}`,
    });
    expect(checkArchivedTrace(record('trace', kept({ input: '0x' })), tx)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^its top call’s input of 0 bytes is not its transaction’s of \d+ bytes$/),
    });
    expect(checkArchivedTrace(record('trace', kept({ value: '0x1' })), tx)).toMatchObject({ ok: false });
    expect(checkArchivedTrace(record('trace', kept({ gas: '0x1' })), tx)).toEqual({
      ok: false,
      reason: `its top call’s gas 1 is not its transaction’s ${tx.gas}`,
    });
  });

  it('a result that is not a kept trace, or one past the tracers’ caps, is refused with the reason', () => {
    expect(checkArchivedTrace(record('trace', kept({ from: 'me' })), tx)).toEqual({
      ok: false,
      reason: 'its result is not a kept trace: trace.callTracer.from must be a 20-byte address; got "me"',
    });
    expect(checkArchivedTrace(record('trace', { source: 'endpoint' }), tx)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^its result is not a kept trace: trace\.callTracer /),
    });
    const wide = kept({ calls: Array.from({ length: 50_001 }, () => ({ type: 'CALL', from: TX.from })) });
    expect(checkArchivedTrace(record('trace', wide), tx)).toEqual({
      ok: false,
      reason: 'The trace has more than 50,000 calls; Hexray reads at most that many.',
    });
  });
});
