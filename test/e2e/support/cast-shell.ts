/** Runs a copied `cast` command line as a shell would: the real Foundry binary from npm on the PATH. */
import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const CAST_DIR = dirname(
  fileURLToPath(new URL('../../../node_modules/@foundry-rs/cast-linux-amd64/bin/cast', import.meta.url)),
);

/** `rpcUrl` becomes `$RPC_URL`, as a user sets it once; offline commands need none. */
export async function runInShell(command: string, rpcUrl = ''): Promise<string> {
  const { stdout } = await promisify(execFile)('sh', ['-c', command], {
    env: { PATH: `${CAST_DIR}:/usr/bin:/bin`, RPC_URL: rpcUrl },
    timeout: 20_000,
  });
  return stdout.trim();
}
