/**
 * The devnet (and the preview server) in a child process, so the benchmark process runs only the
 * clients being measured: no gateway sharing their event loop or their CPU-time count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DevnetManifest } from '../devnet/manifest.ts';

export interface ChildServer {
  manifest: DevnetManifest;
  stop(): Promise<void>;
}

/**
 * Runs `node --import tsx <script> ...args --manifest <file>` and waits until the manifest is
 * written. `cwd` is the checkout whose script runs (this one unless given).
 */
export async function startChildServer(
  script: string,
  args: string[],
  manifestFile: string,
  env: NodeJS.ProcessEnv = {},
  cwd?: string,
): Promise<ChildServer> {
  const manifestPath = resolve(manifestFile);
  rmSync(manifestPath, { force: true });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', script, ...args, '--manifest', manifestPath],
    {
      env: { ...process.env, ...env },
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 180_000;
  try {
    while (!existsSync(manifestPath)) {
      if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}) before writing its manifest`);
      if (Date.now() > deadline) throw new Error(`${script} did not start within 3 minutes`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 200)); // written in one go; let it land
    return { manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as DevnetManifest, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The production build in `outDir` served by `npm start -- --preview` on a devnet of its own
 * (`flags` picks a flavour, e.g. `--opbnb`). `cwd` runs another checkout's start script, for a
 * build of another commit.
 */
export function startPreview(
  outDir: string,
  manifestFile: string,
  options: { flags?: string[]; cwd?: string } = {},
): Promise<ChildServer> {
  return startChildServer(
    'test/devnet/start.ts',
    ['--preview', '--port', '0', ...(options.flags ?? [])],
    manifestFile,
    { HEXRAY_OUT_DIR: resolve(outDir) },
    options.cwd,
  );
}
