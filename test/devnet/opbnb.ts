/**
 * The opBNB flavour of the devnet: anvil as an OP-stack chain (`--network optimism`) under opBNB's
 * chain id 204, mining every 250 ms as opBNB does since its Fourier upgrade, seeded with deposits
 * and BNB transfers (seed-op-stack.ts), behind the same gateway as the default devnet. At 250 ms the
 * 128-block window is 32 seconds: seeded transactions answer null by hash after that, as on opBNB.
 * `blockTime: null` keeps anvil's automine instead (a block per transaction, none after seeding),
 * so browser tests find the seeded examples inside the window however long they take.
 */
import { startAnvil } from './anvil.ts';
import { openGateway, type Devnet, type DevnetOptions } from './index.ts';
import type { OpBnbManifest } from './manifest.ts';
import { writeManifestFile } from './manifest-file.ts';
import { OPBNB_CHAIN_ID, seedOpStack } from './seed-op-stack.ts';

/** opBNB's block time since Fourier, in seconds. */
export const OPBNB_BLOCK_TIME = 0.25;

export interface OpBnbDevnet extends Omit<Devnet, 'manifest'> {
  manifest: OpBnbManifest;
}

export async function startOpBnbDevnet(
  options: Omit<DevnetOptions, 'blockTime'> & { blockTime?: number | null } = {},
): Promise<OpBnbDevnet> {
  const blockTime = options.blockTime === undefined ? OPBNB_BLOCK_TIME : options.blockTime;
  const node = await startAnvil({
    quiet: options.quiet ?? true,
    chain: { chainId: OPBNB_CHAIN_ID, opStack: true, ...(blockTime === null ? {} : { blockTime }) },
  });
  try {
    const seeded = await seedOpStack(node.url);
    const front = await openGateway(node, options);
    const manifest: OpBnbManifest = { flavour: 'opbnb', blockTime, ...front.endpoints, ...seeded };
    if (options.manifestPath) writeManifestFile(options.manifestPath, manifest);
    return { manifest, gateway: front.control, stop: front.stop };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
