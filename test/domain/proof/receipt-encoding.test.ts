/**
 * A receipt as its block's receipts trie holds it, decoded back with ox's RLP (an independent
 * decoder): the outcome (0x01 for success, empty for failure, the 32-byte root before Byzantium),
 * the cumulative gas, the bloom and each log's address, topics and data; a typed receipt behind its
 * type byte; an OP-stack deposit with its nonce and version only once it carries a version
 * (Canyon; op-geth's Receipts.EncodeIndex); a type whose encoding is not known says so.
 */
import { readFileSync } from 'node:fs';
import { Rlp } from 'ox';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../../../src/domain/hex.ts';
import { encodeReceipt } from '../../../src/domain/proof/receipt-encoding.ts';
import { parseReceipt, type Receipt } from '../../../src/domain/receipt.ts';

const recorded = (path: string) =>
  parseReceipt(
    (JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8')) as { result: unknown })
      .result,
  );

function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    ...recorded('infura-eip1559-receipt.json'),
    ...overrides,
  };
}

function decode(bytes: Uint8Array): { type: number | null; fields: unknown[] } {
  const typed = bytes[0]! < 0x7f;
  const list = typed ? bytes.subarray(1) : bytes;
  return { type: typed ? bytes[0]! : null, fields: Rlp.toHex(list) as unknown[] };
}

function encoded(r: Receipt, dialect: Parameters<typeof encodeReceipt>[1] = 'ethereum'): Uint8Array {
  const result = encodeReceipt(r, dialect);
  if (!result.ok) throw new Error(result.reason);
  return result.bytes;
}

describe('encodeReceipt', () => {
  it('a typed receipt: its type byte, then [status, cumulativeGasUsed, logsBloom, logs]', () => {
    const r = receipt();
    const { type, fields } = decode(encoded(r));
    expect(type).toBe(Number(r.type));
    expect(fields[0]).toBe('0x01');
    expect(BigInt(fields[1] as string)).toBe(r.cumulativeGasUsed);
    expect(fields[2]).toBe(r.logsBloom);
    expect(fields[3]).toEqual(r.logs.map((log) => [log.address.toLowerCase(), log.topics, log.data]));
    expect(fields).toHaveLength(4);
  });

  it('a failure is the empty string; a legacy receipt has no type byte', () => {
    const bytes = encoded(receipt({ type: 0n, outcome: { kind: 'status', success: false } }));
    expect(bytes[0]).toBeGreaterThanOrEqual(0xc0);
    expect(decode(bytes).fields[0]).toBe('0x');
  });

  it('before Byzantium: the post-state root, 32 bytes, in the status’s place', () => {
    const r = recorded('pre-byzantium-receipt.json');
    expect(r.outcome.kind).toBe('root');
    const { fields } = decode(encoded(r));
    if (r.outcome.kind === 'root') expect(fields[0]).toBe(r.outcome.root.toLowerCase());
  });

  it('an OP-stack deposit before Canyon hashes the four fields only, its nonce left out', () => {
    const r = recorded('recorded/op-mainnet-deposit-receipt.json');
    expect(r.extra['depositNonce']).toBe('0x8a2d11');
    const { type, fields } = decode(encoded(r, 'op-stack'));
    expect(type).toBe(0x7e);
    expect(fields).toHaveLength(4);
  });

  it('an OP-stack deposit with a receipt version hashes its nonce and version after the logs', () => {
    const r = recorded('recorded/op-mainnet-deposit-receipt.json');
    const canyon = { ...r, extra: { ...r.extra, depositReceiptVersion: '0x1' } };
    const { fields } = decode(encoded(canyon, 'op-stack'));
    expect(fields.slice(4)).toEqual(['0x8a2d11', '0x01']);
    // on an unknown network a 0x7e carrying a depositNonce is read as the OP stack's deposit
    expect(bytesToHex(encoded(canyon, null))).toBe(bytesToHex(encoded(canyon, 'op-stack')));
    expect(encodeReceipt({ ...canyon, extra: { depositReceiptVersion: '0x1' } }, 'op-stack')).toEqual({
      ok: false,
      reason:
        'a deposit receipt with a depositReceiptVersion hashes its depositNonce, which the answer does not carry as a quantity',
    });
    expect(encodeReceipt({ ...canyon, extra: { depositReceiptVersion: 1 } }, 'op-stack')).toEqual({
      ok: false,
      reason: '`depositReceiptVersion` is not a hex quantity',
    });
  });

  it('a type whose receipt encoding is not known on the network says which', () => {
    const r = recorded('recorded/op-mainnet-deposit-receipt.json');
    expect(encodeReceipt(r, 'ethereum')).toEqual({
      ok: false,
      reason: 'a receipt of type 0x7e is encoded as ethereum defines, in a way Hexray does not know',
    });
    expect(encodeReceipt({ ...r, extra: {} }, null)).toEqual({
      ok: false,
      reason: 'a receipt of type 0x7e is encoded as its network (unknown here) defines, in a way Hexray does not know',
    });
    expect(encodeReceipt({ ...receipt(), type: 0x64n }, 'arbitrum')).toMatchObject({ ok: false });
    // a 0x7e is the OP stack's deposit where the network's dialect says so (Celo's L2), not on Mantle or Scroll
    expect(bytesToHex(encoded(r, 'celo'))).toBe(bytesToHex(encoded(r, 'op-stack')));
    for (const dialect of ['mantle', 'scroll'] as const)
      expect(encodeReceipt(r, dialect)).toEqual({
        ok: false,
        reason: `a receipt of type 0x7e is encoded as ${dialect} defines, in a way Hexray does not know`,
      });
  });
});
