/**
 * A devnet of a spec file's own, for specs that mine blocks or change the chain (the shared devnet
 * must not move under the other specs): started before the file's first test, stopped after its
 * last. Call it at the top of the file, or of the describe block that needs it.
 */
import { test } from '@playwright/test';
import { startDevnet, type Devnet, type DevnetOptions } from '../../devnet/index.ts';

/** The running devnet, for the file's tests and hooks (declared after this call). */
export function ownDevnet(options: DevnetOptions = { quiet: true }): () => Devnet {
  let devnet: Devnet | undefined;
  test.beforeAll(async () => {
    // anvil and the seeding take a while on a busy machine
    test.setTimeout(180_000);
    devnet = await startDevnet(options);
  });
  test.afterAll(async () => {
    await devnet?.stop();
  });
  return () => {
    if (!devnet) throw new Error('the devnet of this spec has not started');
    return devnet;
  };
}
