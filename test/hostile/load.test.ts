/**
 * Load through the real client against the real gateway (test/rpc covers the same against a mock
 * server): 1,000 concurrent lookups on one WebSocket and over HTTP lose nothing and mix nothing up.
 * Then the provider dies mid-run (node and gateway killed, every connection severed) and comes
 * back: every pending call settles — with its result or a clear, typed error, never hanging — and
 * the same client objects reconnect and answer correctly afterwards.
 *
 * Bounded: 1,000 calls per transport against 127.0.0.1, each run under a 60 s test timeout.
 */
import WebSocket from 'ws';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { describeError } from '../../src/components/describe-error.ts';
import { createRpcClient, type RpcClient } from '../../src/rpc/client.ts';
import type { RpcTransportKind } from '../../src/rpc/endpoint.ts';
import { RpcError } from '../../src/rpc/errors.ts';
import { startRestartableDevnet, type RestartableDevnet } from './restartable-devnet.ts';
import { hostileKey, printSummary, recordCase, requestsFor, callsFor, summaryScope } from './support.ts';

summaryScope('vitest-load');

const manifest = inject('manifest');
const CALLS = 1000;
const TRANSPORTS: RpcTransportKind[] = ['websocket', 'http'];

const clients: RpcClient[] = [];
let devnet: RestartableDevnet | undefined;
afterAll(async () => {
  for (const c of clients) c.close();
  await devnet?.stop();
  printSummary('load');
});

function clientFor(base: string, apiKey: string, transport: RpcTransportKind, timeoutMs = 15_000): RpcClient {
  const client = createRpcClient({ base, apiKey, transport }, { WebSocket: WebSocket, timeoutMs });
  clients.push(client);
  return client;
}

/** `count` lookups at once, cycling through `hashes`; what came back, checked against what was asked. */
/** `waveMs`: instead of all at once, 20 calls every `waveMs` (a steady load the kill can land in the middle of). */
async function burst(client: RpcClient, hashes: string[], count: number, progress = { settled: 0 }, waveMs = 0) {
  const asked = Array.from({ length: count }, (_, i) => hashes[i % hashes.length]!);
  const wait = (i: number) =>
    waveMs === 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, Math.floor(i / 20) * waveMs));
  const settled = await Promise.allSettled(
    asked.map((hash, i) =>
      wait(i)
        .then(() => client.getTransactionByHash(hash))
        .finally(() => {
          progress.settled++;
        }),
    ),
  );
  let ok = 0;
  let lost = 0;
  let mismatched = 0;
  const errors = new Map<string, number>();
  settled.forEach((outcome, i) => {
    if (outcome.status === 'rejected') {
      const e = outcome.reason as unknown;
      const label = e instanceof RpcError ? `${e.kind}: ${e.message}` : `not an RpcError: ${String(e)}`;
      errors.set(label, (errors.get(label) ?? 0) + 1);
    } else if (outcome.value === null) lost++;
    else if (outcome.value.hash !== asked[i]) mismatched++;
    else ok++;
  });
  return { ok, lost, mismatched, errors, settled, asked };
}

describe('1,000 concurrent lookups through the client against the devnet gateway', () => {
  for (const transport of TRANSPORTS) {
    it(`${transport}: none lost, none mismatched, nothing repeated`, { timeout: 60_000 }, async () => {
      await recordCase('load', `${CALLS} concurrent over ${transport}`, async () => {
        const key = hostileKey(manifest, `load-${transport}`);
        // the product's own timeout is 15 s; 30 s here keeps a starved runner from turning load into retries
        const client = clientFor(manifest.base, key, transport, 30_000);
        const r = manifest.roles;
        const hashes = [
          r.legacy,
          r.accessList,
          r.eip1559,
          r.setCode,
          r.creation,
          r.reverted,
          r.manyLogs,
          r.tokens.transfer,
          r.tokens.approval,
        ].map((t) => t.hash);
        const result = await burst(client, hashes, CALLS);
        expect([...result.errors], 'no call failed').toEqual([]);
        expect(result).toMatchObject({ ok: CALLS, lost: 0, mismatched: 0 });
        const stats = client.stats();
        expect(stats).toMatchObject({ inFlight: 0, reconnects: 0 });
        // Nothing sent twice behind the client's back: each try reached the gateway once, and over
        // WebSocket one upgrade plus one message per try. (On a starved 2-core runner a try can time
        // out and be retried; its late reply is then counted as such and never mistaken for another's.)
        expect(stats.requestsSent).toBe(CALLS + stats.retries);
        expect(stats.unknownIdReplies).toBeLessThanOrEqual(stats.retries);
        expect(await callsFor(manifest, key)).toBe(stats.requestsSent);
        expect(await requestsFor(manifest, key)).toBe(stats.requestsSent + (transport === 'http' ? 0 : 1));
        process.stdout.write(
          `  load: ${CALLS} concurrent lookups over ${transport}: 0 lost, 0 mismatched, ${stats.retries} retried\n`,
        );
      });
    });
  }
});

describe('the provider killed and restarted mid-run', () => {
  for (const transport of TRANSPORTS) {
    it(
      `${transport}: every pending call settles with its result or a clear error; the client reconnects`,
      { timeout: 90_000 },
      async () => {
        await recordCase('load', `node killed and restarted mid-run over ${transport}`, async () => {
          devnet ??= await startRestartableDevnet();
          if (!devnet.running) await devnet.restart();
          const client = clientFor(devnet.base, devnet.apiKey, transport, 5_000);
          // warm up: the connection is open and working before the kill
          expect((await burst(client, devnet.minedHashes, 20)).ok).toBe(20);

          // a steady load (20 calls every 20 ms); the kill lands once 100 have been answered
          const progress = { settled: 0 };
          const running = burst(client, devnet.minedHashes, CALLS, progress, 20);
          await expect.poll(() => progress.settled, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(100);
          await devnet.kill();
          const deadline = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 40_000));
          const during = await Promise.race([running, deadline]);
          expect(during, 'every pending call settled').not.toBe('hung');
          if (during === 'hung') return;
          // a call either made it (with the right transaction) or failed with a typed error that says why
          expect(during.lost + during.mismatched).toBe(0);
          const failures = during.settled.filter((s) => s.status === 'rejected').map((s) => s.reason as unknown);
          for (const e of failures) {
            expect(e).toBeInstanceOf(RpcError);
            expect(['closed', 'network', 'timeout', 'rpc', 'http']).toContain((e as RpcError).kind);
            expect((e as RpcError).message.length).toBeGreaterThan(0);
            expect(describeError(e).hint?.length).toBeGreaterThan(0);
          }
          expect(during.ok + failures.length).toBe(CALLS);
          expect(during.ok, 'part of the run was answered before the kill').toBeGreaterThanOrEqual(100);
          expect(failures.length, 'and part was in flight when it came').toBeGreaterThan(0);
          const summary = [...during.errors].map(([label, n]) => `${n} × ${label}`).join('; ');
          process.stdout.write(
            `  restart over ${transport}: ${during.ok} answered before the kill, ${failures.length} failed: ${summary}\n`,
          );

          await devnet.restart();
          const after = await burst(client, devnet.minedHashes, 200);
          expect([...after.errors], 'after the restart, every call answers').toEqual([]);
          expect(after).toMatchObject({ ok: 200, lost: 0, mismatched: 0 });
          if (transport === 'websocket') expect(client.stats().reconnects).toBeGreaterThanOrEqual(1);
          expect(client.stats().inFlight).toBe(0);
        });
      },
    );
  }
});
