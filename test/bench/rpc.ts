/**
 * RPC client: 2,000 eth_getTransactionByHash (half found, half null) sequentially and 64 at a
 * time, over HTTP and WebSocket, ours against viem and against the bare floor (`rpc-floor.ts`),
 * rotating who goes first each round. The devnet runs in a child process, so this process's CPU
 * time (process.cpuUsage) is the clients' own: that is how the client is judged (per call, against
 * viem ≤ 0.8× and the floor ≤ 1.15×); wall time, dominated by the server, must be no worse than
 * viem's.
 *
 * The peer is viem's `getTransaction`, the call a viem user makes for the same answer: a parsed,
 * typed transaction (viem throws TransactionNotFoundError for null; we catch it and count a null).
 * Both clients use the same `ws` package and the same global fetch. The gateway sits in front of
 * anvil for both; the "anvil direct" lines skip it to show client overhead with less noise.
 */
import WebSocket from 'ws';
import { createPublicClient, http, webSocket, TransactionNotFoundError, type Hash, type PublicClient } from 'viem';
import { createRpcClient } from '../../src/rpc/client.ts';
import type { WebSocketConstructorLike } from '../../src/rpc/websocket-transport.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { median, round, spread, versus, type Measurement } from './measure.ts';
import { bareClient, type Contender } from './rpc-floor.ts';
import type { RpcWorkload } from './rpc-workload.ts';

type Lookup = (hash: string) => Promise<unknown>;

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
  /** only the lines whose name contains this (e.g. "http 64") */
  lines?: string;
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
  for (const line of lines.filter((l) => !options.lines || l.name.includes(options.lines))) {
    const contenders = [ours(line.url), viem(line.url), bareClient(line.url)] as const;
    const [a, b, c] = contenders;
    try {
      // Warm up: connections open, code paths compiled.
      const warm = workload.hashes.slice(0, 200);
      for (const contender of contenders) await runAll(contender.lookup, warm, line.concurrency);
      const ms = new Map<Contender, number[]>(contenders.map((x) => [x, []]));
      const cpu = new Map<Contender, number[]>(contenders.map((x) => [x, []]));
      for (let r = 0; r < options.rounds; r++) {
        // rotate who goes first, so a busy moment on the machine falls on each in turn
        for (let k = 0; k < contenders.length; k++) {
          const contender = contenders[(r + k) % contenders.length]!;
          const run = await runAll(contender.lookup, workload.hashes, line.concurrency);
          if (run.found !== workload.found)
            throw new Error(
              `${line.name}: found ${run.found} of ${workload.found} (wrong answers are not a benchmark)`,
            );
          ms.get(contender)!.push(run.ms);
          cpu.get(contender)!.push(run.cpuMs);
        }
      }
      const perCall = (values: number[]) => round((median(values) * 1000) / n, 1);
      const wall = versus({
        measure: `rpc: ${n} getTransactionByHash, ${line.name}`,
        value: round(median(ms.get(a)!), 1),
        unit: 'ms',
        peer: 'viem getTransaction',
        peerValue: round(median(ms.get(b)!), 1),
        target: '≤ 1× viem',
        maxRatio: 1,
        note: `median of ${options.rounds}; ours ${spread(ms.get(a)!, 0)}, viem ${spread(ms.get(b)!, 0)}, bare floor ${spread(ms.get(c)!, 0)} ms`,
      });
      const cpuVsViem = versus({
        measure: `rpc cpu per call: ${line.name}`,
        value: perCall(cpu.get(a)!),
        unit: 'µs CPU',
        peer: 'viem getTransaction',
        peerValue: perCall(cpu.get(b)!),
        target: '≤ 0.8× viem',
        maxRatio: 0.8,
        note: `this process's CPU time / ${n} calls, median of ${options.rounds}; ours ${spread(cpu.get(a)!, 0)}, viem ${spread(cpu.get(b)!, 0)} ms`,
      });
      const cpuVsFloor = versus({
        measure: `rpc cpu per call: ${line.name} vs floor`,
        value: perCall(cpu.get(a)!),
        unit: 'µs CPU',
        peer: `bare ${line.url.startsWith('ws') ? 'ws.send' : 'fetch'} + JSON.parse`,
        peerValue: perCall(cpu.get(c)!),
        target: '≤ 1.15× floor',
        maxRatio: 1.15,
        note: `floor ${spread(cpu.get(c)!, 0)} ms per ${n} calls`,
      });
      options.log(
        `  ${wall.measure}: ours ${wall.value} ms, viem ${wall.peerValue} ms (×${wall.ratio}); CPU ×${cpuVsViem.ratio} viem, ×${cpuVsFloor.ratio} floor`,
      );
      results.push(wall, cpuVsViem, cpuVsFloor);
    } finally {
      for (const contender of contenders) await contender.close();
    }
  }
  return results;
}
