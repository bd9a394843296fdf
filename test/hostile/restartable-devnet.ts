/**
 * A devnet of its own for the restart tests: anvil, seeded, behind a gateway — built from the same
 * pieces as `startDevnet()` (test/devnet/), so the devnet itself needs no new seam. `kill()` takes
 * the whole provider down at once (the node and the gateway in front of it, every connection
 * severed, as when a provider's node restarts); `restart()` brings a fresh node back, re-seeded, behind a
 * gateway on the same port, so clients keep their URL.
 *
 * Seeding is deterministic (pinned genesis time, fixed accounts), so the same transactions exist
 * under the same hashes after a restart; `restart()` checks that.
 */
import { startAnvil, type AnvilNode } from '../devnet/anvil.ts';
import { startGateway, type Gateway } from '../devnet/gateway.ts';
import { seed, type SeedResult } from '../devnet/seed.ts';

export interface RestartableDevnet {
  /** http://127.0.0.1:PORT — stays the same across restarts */
  base: string;
  apiKey: string;
  seeded: SeedResult;
  /** the seeded transactions found by hash (mined, inside the window) */
  minedHashes: string[];
  /** false between kill() and restart() */
  readonly running: boolean;
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function minedHashesOf(seeded: SeedResult): string[] {
  const r = seeded.roles;
  return [
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
}

export async function startRestartableDevnet(apiKey = 'restartable-key'): Promise<RestartableDevnet> {
  let node: AnvilNode | null = await startAnvil({ quiet: true });
  const seeded = await seed(node.url);
  let gateway: Gateway | null = await startGateway({ nodeUrl: node.url, keys: [apiKey], port: 0 });
  const port = gateway.port;

  async function kill(): Promise<void> {
    const [g, n] = [gateway, node];
    gateway = null;
    node = null;
    await Promise.allSettled([g?.close(), n?.stop()]);
  }

  return {
    base: `http://127.0.0.1:${port}`,
    apiKey,
    seeded,
    minedHashes: minedHashesOf(seeded),
    get running() {
      return gateway !== null;
    },
    kill,
    async restart() {
      await kill();
      node = await startAnvil({ quiet: true });
      const again = await seed(node.url);
      if (again.roles.eip1559.hash !== seeded.roles.eip1559.hash)
        throw new Error('re-seeding gave other hashes: seeding is no longer deterministic');
      gateway = await startGateway({ nodeUrl: node.url, keys: [apiKey], port });
    },
    stop: kill,
  };
}
