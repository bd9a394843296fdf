/**
 * The opBNB flavour as `npm start -- --opbnb` runs it (test/devnet/opbnb.ts): chain 204, OP-stack
 * deposits with the fields op-geth sends, BNB transfers signed for chain 204, and a block every
 * 250 ms. A devnet of its own (the shared one is the default flavour).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc } from '../devnet/gateway-client.ts';
import { OPBNB_BLOCK_TIME, startOpBnbDevnet, type OpBnbDevnet } from '../devnet/opbnb.ts';

let devnet: OpBnbDevnet;
beforeAll(async () => {
  devnet = await startOpBnbDevnet();
}, 60_000);
afterAll(async () => {
  await devnet?.stop();
});

async function nodeHead(): Promise<number> {
  return Number((await rpc(devnet.manifest.nodeUrl, 'eth_blockNumber', [])).result);
}

describe('the opBNB devnet flavour', () => {
  it('runs chain 204 at opBNB’s block time', async () => {
    expect(devnet.manifest.chainId).toBe(204);
    expect(devnet.manifest.blockTime).toBe(OPBNB_BLOCK_TIME);
    expect(Number((await rpc(devnet.manifest.nodeUrl, 'eth_chainId', [])).result)).toBe(204);
    // Blocks keep coming with no transaction sent: eight more than at seeding, however slow the machine.
    await expect
      .poll(nodeHead, { timeout: 20_000, interval: 250 })
      .toBeGreaterThanOrEqual(devnet.manifest.headAtSeed + 8);
  });

  it('serves the deposits through the gateway: type 0x7e, source hash, mint, no signature; receipts with the deposit fields', async () => {
    const url = devnet.manifest.http;
    const { deposit, mintOnlyDeposit } = devnet.manifest.roles;
    const t = (await rpc(url, 'eth_getTransactionByHash', [deposit.hash])).result;
    expect(t.type).toBe('0x7e');
    expect(t.sourceHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(BigInt(t.mint)).toBe(2n * 10n ** 18n);
    expect(BigInt(t.value)).toBe(2n * 10n ** 18n);
    expect([t.r, t.s].map(BigInt)).toEqual([0n, 0n]);
    expect(t.chainId).toBeUndefined();
    const r = (await rpc(url, 'eth_getTransactionReceipt', [deposit.hash])).result;
    expect(r.status).toBe('0x1');
    expect(r.depositReceiptVersion).toBe('0x1');
    expect(r.depositNonce).toMatch(/^0x[0-9a-f]+$/);
    const m = (await rpc(url, 'eth_getTransactionByHash', [mintOnlyDeposit.hash])).result;
    expect([BigInt(m.mint), BigInt(m.value)]).toEqual([5n * 10n ** 17n, 0n]);
  });

  it('traces the deposit through the full-mode key: one CALL passing on the minted 2 BNB', async () => {
    const url = `${devnet.manifest.base}/v3/${devnet.manifest.fullKey}`;
    const { deposit } = devnet.manifest.trace;
    const config = { tracer: 'callTracer', tracerConfig: { withLog: true } };
    const top = (await rpc(url, 'debug_traceTransaction', [deposit.hash, config])).result;
    const t = (await rpc(url, 'eth_getTransactionByHash', [deposit.hash])).result;
    expect(top).toMatchObject({ type: 'CALL', from: t.from, to: t.to, value: t.value });
    expect(top.calls).toBeUndefined();
  });

  it('charges no L1 data fee (so the devnet has no L1-fee case): the sender pays the value and the L2 gas only', async () => {
    const url = `${devnet.manifest.base}/v3/${devnet.manifest.fullKey}`;
    const { transfer } = devnet.manifest.roles;
    const config = { tracer: 'prestateTracer', tracerConfig: { diffMode: true } };
    const { pre, post } = (await rpc(url, 'debug_traceTransaction', [transfer.hash, config])).result;
    const t = (await rpc(url, 'eth_getTransactionByHash', [transfer.hash])).result;
    const r = (await rpc(url, 'eth_getTransactionReceipt', [transfer.hash])).result;
    const paid = BigInt(pre[t.from].balance) - BigInt(post[t.from].balance);
    expect(paid).toBe(BigInt(t.value) + BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice));
    expect(r.l1Fee).toBeUndefined();
    const L1_FEE_VAULT = '0x420000000000000000000000000000000000001a';
    expect(Object.keys(post)).not.toContain(L1_FEE_VAULT);
  });

  it('serves BNB transfers signed for chain 204: EIP-1559 with chainId 0xcc, legacy with an EIP-155 v', async () => {
    const url = devnet.manifest.http;
    const { transfer, legacy } = devnet.manifest.roles;
    const t = (await rpc(url, 'eth_getTransactionByHash', [transfer.hash])).result;
    expect([t.type, t.chainId]).toEqual(['0x2', '0xcc']);
    const l = (await rpc(url, 'eth_getTransactionByHash', [legacy.hash])).result;
    expect(l.type).toBe('0x0');
    expect([204n * 2n + 35n, 204n * 2n + 36n]).toContain(BigInt(l.v));
  });
});
