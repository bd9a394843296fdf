/**
 * The Solidity sources of the devnet and their fingerprint. The fingerprint is stored in the
 * committed artifacts so seeding can tell when someone edited a contract but forgot to recompile.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONTRACTS_DIR = fileURLToPath(new URL('./contracts/', import.meta.url));

/** file name → source text, in a stable order. */
export function readSources(): Record<string, string> {
  const files = readdirSync(CONTRACTS_DIR)
    .filter((f) => f.endsWith('.sol'))
    .sort();
  return Object.fromEntries(files.map((f) => [f, readFileSync(CONTRACTS_DIR + f, 'utf8')]));
}

export function sourcesFingerprint(sources: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const [file, text] of Object.entries(sources)) hash.update(`${file}\0${text}\0`);
  return hash.digest('hex');
}
