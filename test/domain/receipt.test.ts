import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLog, parseReceipt } from '../../src/domain/receipt.ts';
import { problem, recorded, undefinedKeys } from './support/recorded.ts';

function fixture(name: string): Record<string, unknown> {
  const reply = JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as {
    result: Record<string, unknown>;
  };
  return reply.result;
}

const HASH = `0x${'ab'.repeat(32)}`;
const ADDR = `0x${'12'.repeat(20)}`;

describe('parseReceipt', () => {
  it("reads Infura's published EIP-1559 receipt: type 0x2, status 0x1, contractAddress null, full logs", () => {
    const receipt = parseReceipt(fixture('infura-eip1559-receipt.json'));
    expect(receipt).toMatchObject({
      transactionHash: '0x85d995eba9763907fdf35cd2034144dd9d53ce32cbec21349d4b12823c6860c5',
      transactionIndex: 0x4an,
      blockNumber: 0xeff35fn,
      contractAddress: null,
      cumulativeGasUsed: 0xa12515n,
      gasUsed: 46_280n,
      effectiveGasPrice: 0x5a9c688d4n,
      outcome: { kind: 'status', success: true },
      type: 2n,
      extra: {},
    });
    expect(receipt.logsBloom).toHaveLength(2 + 512);
    expect(receipt.logs).toHaveLength(1);
    expect(receipt.logs[0]).toEqual({
      address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
      topics: [
        '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
        '0x0000000000000000000000006221a9c005f6e47eb398fd867784cacfdcfff4e7',
        '0x0000000000000000000000007a250d5630b4cf539739df2c5dacb4c659f2488d',
      ],
      data: '0x000000000000000000000000000000000000000000000000005f0ad3f7dc0000',
      blockNumber: 0xeff35fn,
      blockHash: '0xa957d47df264a31badc3ae823e10ac1d444b098d9b73d204c40426e57f47e8c3',
      transactionHash: '0x85d995eba9763907fdf35cd2034144dd9d53ce32cbec21349d4b12823c6860c5',
      transactionIndex: 0x4an,
      logIndex: 0x6an,
      removed: false,
      extra: {},
    });
  });

  it('reads a pre-Byzantium receipt: root instead of status, no type, no effectiveGasPrice', () => {
    const receipt = parseReceipt(fixture('pre-byzantium-receipt.json'));
    expect(receipt.outcome).toEqual({
      kind: 'root',
      root: '0x96a8e009d2b88b1483e6941e6812e32263b05683fac202abc622a3e31aed1957',
    });
    expect(receipt.type).toBe(0n);
    expect(receipt.effectiveGasPrice).toBeNull();
    expect(receipt.extra).toEqual({});
  });

  it('reads a failed status', () => {
    const raw = { ...fixture('infura-eip1559-receipt.json'), status: '0x0' };
    expect(parseReceipt(raw).outcome).toEqual({ kind: 'status', success: false });
  });

  it('both root and status (ZKsync Era: root is the block hash): status is the outcome, root is kept', () => {
    const raw = { ...fixture('pre-byzantium-receipt.json'), status: '0x1' };
    const receipt = parseReceipt(raw);
    expect(receipt.outcome).toEqual({ kind: 'status', success: true });
    expect(receipt.extra.root).toBe(fixture('pre-byzantium-receipt.json').root);
  });

  it('rejects neither root nor status', () => {
    const raw = { ...fixture('pre-byzantium-receipt.json'), root: undefined };
    expect(() => parseReceipt(raw)).toThrow(
      'receipt.status is missing, and so is root; a receipt carries exactly one of them',
    );
  });

  it('treats a null root beside a status as absent', () => {
    const raw = { ...fixture('infura-eip1559-receipt.json'), root: null };
    expect(parseReceipt(raw).outcome).toEqual({ kind: 'status', success: true });
  });

  it('rejects a status other than 0x0 or 0x1', () => {
    const raw = { ...fixture('infura-eip1559-receipt.json'), status: '0x2' };
    expect(() => parseReceipt(raw)).toThrow('receipt.status must be 0x1 (success) or 0x0 (failure); got 0x2');
  });

  it('reads the created contract address', () => {
    const raw = { ...fixture('infura-eip1559-receipt.json'), to: null, contractAddress: `0x${'ee'.repeat(20)}` };
    const receipt = parseReceipt(raw);
    expect(receipt.to).toBeNull();
    expect(receipt.contractAddress).toBe(`0x${'ee'.repeat(20)}`);
  });

  it('reads blob gas fields when present', () => {
    const raw = { ...fixture('infura-eip1559-receipt.json'), type: '0x3', blobGasUsed: '0x20000', blobGasPrice: '0x1' };
    expect(parseReceipt(raw)).toMatchObject({ type: 3n, blobGasUsed: 0x20000n, blobGasPrice: 1n });
  });

  it('keeps unknown fields (L2 receipts) verbatim', () => {
    const raw = { ...fixture('infura-eip1559-receipt.json'), l1Fee: '0x10', l1GasUsed: '0x640' };
    expect(parseReceipt(raw).extra).toEqual({ l1Fee: '0x10', l1GasUsed: '0x640' });
  });

  it('names the malformed log field', () => {
    const raw = fixture('infura-eip1559-receipt.json');
    const logs = raw['logs'] as Array<Record<string, unknown>>;
    const broken = { ...raw, logs: [{ ...logs[0], topics: ['0x12'] }] };
    expect(() => parseReceipt(broken)).toThrow('receipt.logs[0].topics[0] must be a 32-byte hash; got "0x12"');
  });

  it('accepts pending logs with null positions, and keeps their extra fields', () => {
    const raw = fixture('infura-eip1559-receipt.json');
    const logs = raw['logs'] as Array<Record<string, unknown>>;
    const pendingLog = {
      ...logs[0],
      blockNumber: null,
      blockHash: null,
      logIndex: null,
      transactionIndex: null,
      blockTimestamp: '0x1',
    };
    const receipt = parseReceipt({ ...raw, logs: [pendingLog] });
    expect(receipt.logs[0]).toMatchObject({
      blockNumber: null,
      blockHash: null,
      logIndex: null,
      transactionIndex: null,
      extra: { blockTimestamp: '0x1' },
    });
  });

  it('rejects a logsBloom that is not 256 bytes', () => {
    const raw = { ...fixture('infura-eip1559-receipt.json'), logsBloom: '0x00' };
    expect(() => parseReceipt(raw)).toThrow(
      'receipt.logsBloom must be 256 bytes of hex (512 digits); got 2 hex digits',
    );
  });
});

describe('receipts of other networks, as recorded', () => {
  it('ZKsync Era: status and root (the block hash) both sent, shown whole with ZKsync’s fields', () => {
    const receipt = parseReceipt(recorded('zksync-receipt-status-and-root.json'));
    expect(receipt.outcome).toEqual({ kind: 'status', success: true });
    expect(receipt.extra).toEqual({
      root: '0x9639114abbde6058f5fa4fa8c6db0a67be88bde27e37c825f47b462f716ef5cc',
      l1BatchNumber: '0x1d4f2',
      l1BatchTxIndex: '0x5f',
      l2ToL1Logs: [],
    });
    expect(receipt.logs).toHaveLength(3);
  });
});

describe('receipts and logs', () => {
  const log = { address: ADDR, topics: [HASH], data: '0x' };

  it('a log without removed was not removed; removed: true is kept', () => {
    expect(parseLog(log).removed).toBe(false);
    expect(parseLog({ ...log, removed: true }).removed).toBe(true);
    expect(parseLog({ ...log, removed: false }).removed).toBe(false);
  });

  it('removed must be a boolean', () => {
    expect(problem(() => parseLog({ ...log, removed: 'true' })).message).toBe(
      'log.removed must be true or false; got "true"',
    );
  });

  it('a log on its own is named "log" in errors', () => {
    expect(problem(() => parseLog({ ...log, address: '0x1' })).field).toBe('log.address');
  });

  it('a receipt without blob gas has no blob fields, not even as undefined', () => {
    const receipt = parseReceipt(fixture('infura-eip1559-receipt.json'));
    expect(undefinedKeys(receipt)).toEqual([]);
    expect('blobGasUsed' in receipt).toBe(false);
    expect('blobGasPrice' in receipt).toBe(false);
  });

  it('the outcome field not used (null) is not an unknown extra field', () => {
    const pre = parseReceipt({ ...fixture('pre-byzantium-receipt.json'), status: null });
    expect(pre.outcome.kind).toBe('root');
    expect(pre.extra).toEqual({});
    const post = parseReceipt({ ...fixture('infura-eip1559-receipt.json'), root: null });
    expect(post.outcome.kind).toBe('status');
    expect(post.extra).toEqual({});
  });

  it('says what a bad logsBloom was: its digit count, or the value', () => {
    const receipt = fixture('infura-eip1559-receipt.json');
    expect(problem(() => parseReceipt({ ...receipt, logsBloom: '0x1234' })).message).toBe(
      'receipt.logsBloom must be 256 bytes of hex (512 digits); got 4 hex digits',
    );
    expect(problem(() => parseReceipt({ ...receipt, logsBloom: 'x' })).message).toMatch(/got 0 hex digits$/);
    expect(problem(() => parseReceipt({ ...receipt, logsBloom: 42 })).message).toMatch(/got 42$/);
  });
});
