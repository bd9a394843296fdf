/**
 * The local devnet: anvil, seeded, behind our gateway. Used by `npm start`, `npm run devnet`,
 * the vitest global setup, the Playwright tests and the benchmarks.
 */
import { startAnvil, type AnvilNode } from './anvil.ts';
import type { FaultSetting } from './faults.ts';
import { startGateway } from './gateway.ts';
import {
  DEFAULT_KEY,
  FULL_KEY,
  NO_DEBUG_KEY,
  SCOPED_FULL_KEY_PREFIX,
  SCOPED_KEY_PREFIX,
  SCOPED_NO_DEBUG_KEY_PREFIX,
} from './keys.ts';
import type { DevnetEndpoints, DevnetManifest } from './manifest.ts';
import { writeManifestFile } from './manifest-file.ts';
import { mineEvery } from './interval-mining.ts';
import { seed } from './seed.ts';
import { readArtifactsFile } from './artifacts.ts';
import { startOutsideSources } from './outside-sources.ts';
import { readSources } from './sources.ts';

export type { DevnetManifest } from './manifest.ts';
export type { FaultSetting } from './faults.ts';
export { DEFAULT_KEY } from './keys.ts';

export interface DevnetOptions {
  /** accepted API keys; the first is the manifest's apiKey (default: hexray-demo-key) */
  keys?: string[];
  /** also write the manifest JSON here */
  manifestPath?: string;
  /** hide anvil's output (default true) */
  quiet?: boolean;
  /** the gateway's port (default 0: any free port) */
  port?: number;
  /** enable fault injection, the /__faults admin route and scoped keys (tests only) */
  faults?: boolean;
  /** serve every key the full set of read methods (`--full`); without it only FULL_KEY gets them */
  full?: boolean;
  /** refuse `debug_*` to every key (`--no-debug`); without it only NO_DEBUG_KEY is refused them */
  noDebug?: boolean;
  /** after seeding, a block every this many seconds (interval-mining.ts); undefined: none after seeding */
  blockTime?: number;
}

export interface Devnet {
  manifest: DevnetManifest;
  stop(): Promise<void>;
  gateway: {
    /** HTTP requests and WebSocket messages received, in total or under one key */
    requestCount(key?: string): number;
    resetCount(key?: string): void;
    /** only with `faults: true` */
    setFault?(setting: FaultSetting): void;
  };
}

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const node = await startAnvil({ quiet: options.quiet ?? true });
  try {
    const seeded = await seed(node.url);
    const front = await openGateway(node, options);
    const outside = await startOutsideSources({
      chainId: seeded.chainId,
      names: seeded.names,
      artifacts: readArtifactsFile(),
      sources: readSources(),
      secrets: [
        ...(front.endpoints.keys ?? []),
        ...(options.faults ? [SCOPED_KEY_PREFIX] : []),
        new URL(front.endpoints.base).host,
        new URL(node.url).host,
      ],
    }).catch(async (error: unknown) => {
      await front.stop();
      throw error;
    });
    const manifest: DevnetManifest = {
      ...front.endpoints,
      ...seeded,
      outsideSources: outside.urls,
      admin: { ...front.endpoints.admin!, outsideRequests: outside.requests },
    };
    if (options.manifestPath) writeManifestFile(options.manifestPath, manifest);
    const stopMining = options.blockTime ? mineEvery(node.url, options.blockTime) : null;
    return {
      manifest,
      gateway: front.control,
      async stop() {
        stopMining?.();
        await Promise.allSettled([outside.close(), front.stop()]);
      },
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}

/** The gateway in front of a seeded node, and the manifest fields that say where it answers. */
export async function openGateway(
  node: AnvilNode,
  options: Omit<DevnetOptions, 'blockTime'>,
): Promise<{ endpoints: DevnetEndpoints; control: Devnet['gateway']; stop(): Promise<void> }> {
  const keys = options.keys && options.keys.length > 0 ? options.keys : [DEFAULT_KEY];
  const apiKey = keys[0] as string;
  const full = options.full ?? false;
  const gateway = await startGateway({
    nodeUrl: node.url,
    keys,
    fullKeys: [FULL_KEY],
    noDebugKeys: [NO_DEBUG_KEY],
    port: options.port ?? 0,
    faults: options.faults ?? false,
    full,
    noDebug: options.noDebug ?? false,
  });
  const wsBase = gateway.base.replace(/^http/, 'ws');
  return {
    endpoints: {
      http: `${gateway.base}/v3/${apiKey}`,
      ws: `${wsBase}/ws/v3/${apiKey}`,
      base: gateway.base,
      wsBase,
      apiKey,
      keys: [...new Set([...keys, FULL_KEY, NO_DEBUG_KEY])],
      fullKey: FULL_KEY,
      fullMode: full,
      noDebugKey: NO_DEBUG_KEY,
      debugRefused: options.noDebug ?? false,
      nodeUrl: node.url,
      admin: {
        stats: `${gateway.base}/__stats`,
        statsReset: `${gateway.base}/__stats/reset`,
        ...(options.faults
          ? {
              faults: `${gateway.base}/__faults`,
              scopedKeyPrefix: SCOPED_KEY_PREFIX,
              scopedFullKeyPrefix: SCOPED_FULL_KEY_PREFIX,
              scopedNoDebugKeyPrefix: SCOPED_NO_DEBUG_KEY_PREFIX,
            }
          : {}),
      },
    },
    control: {
      requestCount: gateway.requestCount,
      resetCount: gateway.resetCount,
      ...(gateway.setFault ? { setFault: gateway.setFault } : {}),
    },
    async stop() {
      await Promise.allSettled([gateway.close(), node.stop()]);
    },
  };
}
