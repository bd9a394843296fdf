/**
 * Re-execution in Node, against the vitest devnet's bare anvil: each seeded trace case re-executed
 * from the state at the block before (earlier transactions of its block replayed first) gives the
 * exports anvil's own tracer gives, the top frame's gas as geth reports it (the limit, the
 * receipt's gas used). Under the newest rules EthereumJS knows (the devnet's chain has no
 * schedule) and under anvil's own, prague; a legacy transfer under older rules than its block's.
 * On the opBNB devnet, a receipt's L1 data fee is taken from the sender after execution. The Trace
 * page runs the same code in its worker.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hash } from '../../../src/domain/hex.ts';
import { startOpBnbDevnet, type OpBnbDevnet } from '../../devnet/opbnb.ts';
import { createRpcClient } from '../../../src/rpc/client.ts';
import type { EthereumFork } from '../../../src/domain/network/fork-schedules.ts';
import { callTracerJson, prestateTracerJson } from '../../../src/domain/trace/trace-export.ts';
import {
  ReadCapError,
  ReadCounter,
  blockHashAt,
  endpointStateSource,
  loadReexecJob,
} from '../../../src/data/reexec/endpoint-state.ts';
import { reexecute } from '../../../src/data/reexec/reexecute.ts';

const manifest = inject('manifest');

async function anvil(method: string, params: unknown[]): Promise<any> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

async function reexecuted(hash: string, fork: EthereumFork, cap = 1_000) {
  const client = createRpcClient({ url: manifest.nodeUrl });
  try {
    const tx = (await client.getTransactionByHash(hash))!;
    const receipt = (await client.getTransactionReceipt(hash))!;
    const job = await loadReexecJob(client, tx, 31337n, false, () => fork);
    const counter = new ReadCounter(cap);
    const { calls, diff } = await reexecute(job, endpointStateSource(client, tx.blockNumber! - 1n, counter), {
      blockHash: (n) => blockHashAt(client, n),
    });
    return {
      calls: JSON.parse(JSON.stringify(callTracerJson(calls, { gas: tx.gas, gasUsed: receipt.gasUsed }))),
      diff: JSON.parse(JSON.stringify(prestateTracerJson(diff))),
      topGasUsed: calls.gasUsed,
      receipt,
      reads: counter.reads,
    };
  } finally {
    client.close();
  }
}

const CASES = [
  ['swap', manifest.trace.swap.hash],
  ['proxyCall', manifest.trace.proxyCall.hash],
  ['create2', manifest.trace.create2.hash],
  ['internalTransfers', manifest.trace.internalTransfers.hash],
  ['caughtRevert', manifest.trace.caughtRevert.hash],
  ['deepRevert', manifest.trace.deepRevert.hash],
  ['createAndDestroy', manifest.trace.createAndDestroy.hash],
  ['failed call', manifest.failedCalls.errorString.hash],
] as const;

describe.each(['osaka', 'prague'] as const)('re-executed under %s', (fork) => {
  it.each(CASES)('%s: both exports equal anvil’s tracer, and the gas used is the receipt’s', async (_, hash) => {
    const mine = await reexecuted(hash, fork);
    const tx = await anvil('eth_getTransactionByHash', [hash]);
    const calls = await anvil('debug_traceTransaction', [
      hash,
      { tracer: 'callTracer', tracerConfig: { withLog: true } },
    ]);
    // geth's top frame: the limit and the receipt's gas used (anvil: the limit less the intrinsic gas,
    // and the block's cumulative gas for a transaction not first in its block)
    expect(mine.calls).toEqual({ ...calls, gas: tx.gas, gasUsed: `0x${mine.receipt.gasUsed.toString(16)}` });
    expect(mine.topGasUsed).toBe(mine.receipt.gasUsed);
    expect(mine.diff).toEqual(
      await anvil('debug_traceTransaction', [hash, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }]),
    );
  });
});

describe('a legacy transfer in a Prague block, re-executed under older rules (a link’s ?fork=)', () => {
  // the header fields those rules do not know are left out, as a node of that time would have none
  const { hash } = manifest.roles.legacy;

  it('under Shanghai (no blob gas yet): both exports equal anvil’s tracer', async () => {
    const mine = await reexecuted(hash, 'shanghai');
    const calls = await anvil('debug_traceTransaction', [
      hash,
      { tracer: 'callTracer', tracerConfig: { withLog: true } },
    ]);
    expect(mine.calls).toEqual({ ...calls, gas: mine.calls.gas, gasUsed: mine.calls.gasUsed });
    expect(mine.diff).toEqual(
      await anvil('debug_traceTransaction', [hash, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }]),
    );
  });

  it('under Berlin (no base fee yet): the same call, and the miner is paid the whole gas price', async () => {
    const mine = await reexecuted(hash, 'berlin');
    const calls = await anvil('debug_traceTransaction', [
      hash,
      { tracer: 'callTracer', tracerConfig: { withLog: true } },
    ]);
    expect(mine.calls).toEqual({ ...calls, gas: mine.calls.gas, gasUsed: mine.calls.gasUsed });
    const block = await anvil('eth_getBlockByHash', [mine.receipt.blockHash, false]);
    const tx = await anvil('eth_getTransactionByHash', [hash]);
    const miner = (block.miner as string).toLowerCase();
    const before = BigInt(mine.diff.pre[miner]?.balance ?? '0x0');
    const after = BigInt(mine.diff.post[miner].balance);
    expect(after - before).toBe(BigInt(tx.gasPrice) * mine.receipt.gasUsed);
  });
});

describe('what the transaction touches, read up front', () => {
  /** Every address a callTracer frame calls. */
  const called = (frame: { to?: string; calls?: unknown[] }): string[] => [
    ...(frame.to ? [frame.to] : []),
    ...(frame.calls ?? []).flatMap((call) => called(call as typeof frame)),
  ];

  it('the bare anvil serves eth_createAccessList: the contracts the call reaches and their slots are known before the EVM runs', async () => {
    // first in its block, so the state before the block is the state it ran on
    const { hash } = manifest.trace.caughtRevert;
    const client = createRpcClient({ url: manifest.nodeUrl });
    try {
      const tx = (await client.getTransactionByHash(hash))!;
      const job = await loadReexecJob(client, tx, 31337n, false, () => 'prague');
      const trace = await anvil('debug_traceTransaction', [hash, { tracer: 'callTracer' }]);
      expect(job.touched.length).toBeGreaterThan(0);
      expect(job.touched.some((entry) => entry.storageKeys.length > 0)).toBe(true);
      for (const { address } of job.touched) expect(called(trace)).toContain(address);
    } finally {
      client.close();
    }
  });

  it('anvil answers an error, not a list, for a call that reverts on the state before its block (the swap needs its block’s earlier approval): nothing is read up front', async () => {
    const client = createRpcClient({ url: manifest.nodeUrl });
    try {
      const tx = (await client.getTransactionByHash(manifest.trace.swap.hash))!;
      expect((await loadReexecJob(client, tx, 31337n, false, () => 'prague')).touched).toEqual([]);
    } finally {
      client.close();
    }
  });
});

describe('the cap on state reads', () => {
  it('stops a re-execution that needs more accounts and slots than allowed', async () => {
    await expect(reexecuted(manifest.trace.swap.hash, 'osaka', 3)).rejects.toThrow(ReadCapError);
  });
});

describe('an OP-stack transaction’s L1 data fee (the opBNB devnet: anvil --network optimism, chain 204)', () => {
  let opbnb: OpBnbDevnet;
  beforeAll(async () => {
    opbnb = await startOpBnbDevnet({ blockTime: null });
  }, 120_000);
  afterAll(async () => {
    await opbnb?.stop();
  });

  async function transferJob() {
    const client = createRpcClient({ url: opbnb.manifest.nodeUrl });
    const { hash } = opbnb.manifest.roles.transfer;
    const tx = (await client.getTransactionByHash(hash))!;
    const job = await loadReexecJob(client, tx, 204n, true, () => 'prague');
    const run = (l1Fees: ReadonlyMap<Hash, bigint>) =>
      reexecute({ ...job, l1Fees }, endpointStateSource(client, tx.blockNumber! - 1n, new ReadCounter(100)), {
        blockHash: (n) => blockHashAt(client, n),
      });
    return { client, job, run, hash, from: tx.from };
  }

  it('anvil charges none: its receipts carry no l1Fee, and the re-executed diff equals anvil’s', async () => {
    const { client, job, run, hash } = await transferJob();
    try {
      expect(job.l1Fees.size).toBe(0);
      const { diff } = await run(job.l1Fees);
      const anvilDiff = await rpcAt(opbnb.manifest.nodeUrl, 'debug_traceTransaction', [
        hash,
        { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
      ]);
      expect(JSON.parse(JSON.stringify(prestateTracerJson(diff)))).toEqual(anvilDiff);
    } finally {
      client.close();
    }
  });

  it('a receipt’s l1Fee is taken from the sender after execution and paid to the L1 fee vault', async () => {
    const { client, run, hash, from } = await transferJob();
    try {
      const without = prestateTracerJson((await run(new Map())).diff);
      const withFee = prestateTracerJson((await run(new Map([[hash.toLowerCase() as Hash, 1234n]]))).diff);
      const balance = (side: Record<string, any>, address: string) => BigInt(side[address].balance);
      expect(balance(withFee.post, from)).toBe(balance(without.post, from) - 1234n);
      expect(withFee.pre[L1_FEE_VAULT]).toEqual({ balance: '0x0' });
      expect(withFee.post[L1_FEE_VAULT]).toEqual({ balance: '0x4d2' });
      // nothing else moves
      const others = (side: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(side).filter(([address]) => address !== from && address !== L1_FEE_VAULT));
      expect(others(withFee.post)).toEqual(others(without.post));
    } finally {
      client.close();
    }
  });
});

const L1_FEE_VAULT = '0x420000000000000000000000000000000000001a';

async function rpcAt(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}
