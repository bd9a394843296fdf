/**
 * Re-execution under rules older than the block's (a link's `?fork=`): the block's header fields
 * those rules do not know are left out, as a node of that time would have no such fields, instead
 * of failing. The oracle: anvil's tracer where the rules agree on what a plain legacy transfer
 * does, and pre-London fee arithmetic where they do not.
 */
import { describe, expect, inject, it } from 'vitest';
import { createRpcClient } from '../../../src/rpc/client.ts';
import type { EthereumFork } from '../../../src/domain/network/fork-schedules.ts';
import { callTracerJson, prestateTracerJson } from '../../../src/domain/trace/trace-export.ts';
import {
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

async function reexecuted(hash: string, fork: EthereumFork) {
  const client = createRpcClient({ url: manifest.nodeUrl });
  try {
    const tx = (await client.getTransactionByHash(hash))!;
    const receipt = (await client.getTransactionReceipt(hash))!;
    const job = await loadReexecJob(client, tx, 31337n, false, () => fork);
    const { calls, diff } = await reexecute(
      job,
      endpointStateSource(client, tx.blockNumber! - 1n, new ReadCounter(1_000)),
      {
        blockHash: (n) => blockHashAt(client, n),
      },
    );
    return {
      calls: JSON.parse(JSON.stringify(callTracerJson(calls, { gas: tx.gas, gasUsed: receipt.gasUsed }))),
      diff: JSON.parse(JSON.stringify(prestateTracerJson(diff))),
      tx,
      receipt,
    };
  } finally {
    client.close();
  }
}

const { hash } = manifest.roles.legacy;

describe('a legacy transfer in a Prague block, re-executed under older rules', () => {
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
    const miner = (block.miner as string).toLowerCase();
    const before = BigInt(mine.diff.pre[miner]?.balance ?? '0x0');
    const after = BigInt(mine.diff.post[miner].balance);
    expect(after - before).toBe(mine.tx.gasPrice! * mine.receipt.gasUsed);
  });
});
