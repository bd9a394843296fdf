// Foundry's `cast` as an independent oracle for slot arithmetic (works offline).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CAST = fileURLToPath(new URL('../../../node_modules/@foundry-rs/cast-linux-amd64/bin/cast', import.meta.url));

/** Runs `cast <args>` for every entry, at most `concurrency` at a time; resolves to trimmed stdout. */
export async function castAll(calls: string[][], concurrency = 16): Promise<string[]> {
  const out: string[] = new Array(calls.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < calls.length) {
      const i = next++;
      const { stdout } = await run(CAST, calls[i]);
      out[i] = stdout.trim();
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, calls.length) }, worker));
  return out;
}

/** `cast index <type> <key> <slot>`; `--` lets negative keys through. */
export function castIndexArgs(type: string, key: string, slot: string): string[] {
  return ['index', type, '--', key, slot];
}
