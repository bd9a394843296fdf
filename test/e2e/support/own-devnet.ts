/**
 * A devnet of a spec file's own, for specs that mine blocks or change the chain (the shared devnet
 * must not move under the other specs): started before the file's first test, stopped after its
 * last. Call it at the top of the file, or of the describe block that needs it.
 */
import { test } from '@playwright/test';
import { startDevnet, type Devnet, type DevnetOptions } from '../../devnet/index.ts';
import { startOpBnbDevnet, type OpBnbDevnet } from '../../devnet/opbnb.ts';

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

/**
 * The opBNB-flavoured devnet of a spec file's own, mining every 250 ms: its 128-block window passes
 * in 32 seconds, so what a page kept can be shown after the endpoint forgot it (test/devnet/opbnb.ts).
 */
export function ownOpBnbDevnet(): () => OpBnbDevnet {
  let opbnb: OpBnbDevnet | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    opbnb = await startOpBnbDevnet({ blockTime: 0.25 });
  });
  test.afterAll(async () => {
    await opbnb?.stop();
  });
  return () => {
    if (!opbnb) throw new Error('the opBNB devnet of this spec has not started');
    return opbnb;
  };
}
