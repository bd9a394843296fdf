/**
 * RPC client: 2,000 eth_getTransactionByHash (half found, half null) sequentially and 64 at a
 * time, over HTTP and WebSocket, ours against viem, alternating who goes first each round.
 *
 * The peer is viem's `getTransaction`, the call a viem user makes for the same answer: a parsed,
 * typed transaction (viem throws TransactionNotFoundError for null; we catch it and count a null).
 * Both clients use the same `ws` package and the same global fetch. The gateway sits in front of
 * anvil for both; the "anvil direct" lines skip it to show client overhead with less noise.
 */
import WebSocket from 'ws';
import { createPublicClient, http, webSocket, TransactionNotFoundError, type Hash, type PublicClient } from 'viem';
import { createRpcClient, type WebSocketConstructorLike } from '../../src/rpc/index.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { median, round, spread, versus, type Measurement } from './measure.ts';
import type { RpcWorkload } from './rpc-workload.ts';

type Lookup = (hash: string) => Promise<unknown>;

interface Contender {
  lookup: Lookup;
  close(): Promise<void> | void;
}

function ours(url: string): Contender {
  const client = createRpcClient({ url }, { WebSocket: WebSocket as unknown as WebSocketConstructorLike });
  return { lookup: (hash) => client.getTransactionByHash(hash), close: () => client.close() };
}

function viem(url: string): Contender {
  const isWs = url.startsWith('ws');
  const client: PublicClient = createPublicClient({ transport: isWs ? webSocket(url) : http(url) });
  return {
    lookup: (hash) =>
      client.getTransaction({ hash: hash as Hash }).catch((error: unknown) => {
        if (error instanceof TransactionNotFoundError) return null;
        throw error;
      }),
    async close() {
      if (isWs) {
        const transport = client.transport as unknown as { getRpcClient(): Promise<{ close(): void }> };
        (await transport.getRpcClient()).close();
      }
    },
  };
}

/** Runs every lookup, `concurrency` in flight at a time; returns elapsed ms and how many were found. */
async function runAll(
  lookup: Lookup,
  hashes: readonly string[],
  concurrency: number,
): Promise<{ ms: number; cpuMs: number; found: number }> {
  let next = 0;
  let found = 0;
  async function worker() {
    while (next < hashes.length) {
      const hash = hashes[next++]!;
      if ((await lookup(hash)) !== null) found++;
    }
  }
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, found };
}

export interface RpcOptions {
  rounds: number;
  log: (line: string) => void;
}

interface Line {
  name: string;
  url: string;
  concurrency: number;
}

export async function benchRpc(
  manifest: DevnetManifest,
  workload: RpcWorkload,
  options: RpcOptions,
): Promise<Measurement[]> {
  const anvilWs = manifest.nodeUrl.replace(/^http/, 'ws');
  const lines: Line[] = [];
  for (const [where, httpUrl, wsUrl] of [
    ['gateway', manifest.http, manifest.ws],
    ['anvil direct', manifest.nodeUrl, anvilWs],
  ] as const) {
    for (const concurrency of [1, 64]) {
      lines.push({
        name: `http ${concurrency === 1 ? 'sequential' : '64 concurrent'} (${where})`,
        url: httpUrl,
        concurrency,
      });
      lines.push({
        name: `ws ${concurrency === 1 ? 'sequential' : '64 concurrent'} (${where})`,
        url: wsUrl,
        concurrency,
      });
    }
  }

  const results: Measurement[] = [];
  const n = workload.hashes.length;
  for (const line of lines) {
    const a = ours(line.url);
    const b = viem(line.url);
    try {
      // Warm up: connections open, code paths compiled.
      const warm = workload.hashes.slice(0, 200);
      await runAll(a.lookup, warm, line.concurrency);
      await runAll(b.lookup, warm, line.concurrency);
      const oursMs: number[] = [];
      const viemMs: number[] = [];
      const oursCpu: number[] = [];
      const viemCpu: number[] = [];
      for (let r = 0; r < options.rounds; r++) {
        const order = r % 2 === 0 ? ([a, b] as const) : ([b, a] as const);
        for (const contender of order) {
          const { ms, cpuMs, found } = await runAll(contender.lookup, workload.hashes, line.concurrency);
          if (found !== workload.found)
            throw new Error(`${line.name}: found ${found} of ${workload.found} (wrong answers are not a benchmark)`);
          (contender === a ? oursMs : viemMs).push(ms);
          (contender === a ? oursCpu : viemCpu).push(cpuMs);
        }
      }
      const m = versus({
        measure: `rpc: ${n} getTransactionByHash, ${line.name}`,
        value: round(median(oursMs), 1),
        unit: 'ms',
        peer: 'viem getTransaction',
        peerValue: round(median(viemMs), 1),
        target: '≤ 0.8× viem',
        maxRatio: 0.8,
        note: `median of ${options.rounds}; ours ${spread(oursMs, 0)}, viem ${spread(viemMs, 0)} ms`,
      });
      // The client's own CPU time (this process: the devnet runs in its own processes only for
      // anvil; the gateway shares this process, so the gateway lines include its share).
      const cpu = versus({
        measure: `rpc cpu: ${n} getTransactionByHash, ${line.name}`,
        value: round(median(oursCpu), 1),
        unit: 'ms CPU',
        peer: 'viem getTransaction',
        peerValue: round(median(viemCpu), 1),
        target: null,
        note: `process CPU time, median of ${options.rounds}; ours ${spread(oursCpu, 0)}, viem ${spread(viemCpu, 0)} ms`,
      });
      options.log(`  ${m.measure}: ours ${m.value} ms, viem ${m.peerValue} ms (×${m.ratio}); CPU ×${cpu.ratio}`);
      results.push(m, cpu);
    } finally {
      await a.close();
      await b.close();
    }
  }
  return results;
}
