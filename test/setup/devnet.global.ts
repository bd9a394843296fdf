/**
 * Vitest global setup: one seeded devnet per `vitest run`, with faults enabled (tests steer them
 * through manifest.admin, since this runs in another process than the test files) and a second
 * key so key handling can be tested. Test files read the manifest with `inject('manifest')`.
 */
import type { TestProject } from 'vitest/node';
import { DEFAULT_KEY, startDevnet } from '../devnet/index.ts';

export const SECOND_KEY = 'hexray-second-key';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ keys: [DEFAULT_KEY, SECOND_KEY], faults: true, quiet: true });
  project.provide('manifest', devnet.manifest);
  return () => devnet.stop();
}
