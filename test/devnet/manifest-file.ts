/**
 * Writes a manifest (or any JSON) where a caller asked, creating the folder first: a fresh clone
 * has no `artifacts/`, and the benchmark names a file inside `artifacts/bench/` before anything
 * else has made it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeManifestFile(file: string, manifest: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}
