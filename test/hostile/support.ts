/**
 * Shared by the hostile suite (test/hostile/*.test.ts and test/hostile/*.spec.ts): a tally of
 * cases tried and passed per category, kept per case in artifacts/hostile-summary/ (so a restarted
 * worker loses nothing) and printed as a table of the whole suite at the end of each file; and the gateway's admin
 * routes (faults, per-key counters) as plain functions.
 *
 * A table-driven test runs every case even when one fails (`runCases`), so the table says how
 * many of N held, and the test still fails with the list of the ones that did not.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DevnetManifest } from '../devnet/manifest.ts';

/** One JSON file per test file (scope), so parallel vitest workers and restarted Playwright workers never lose a case. */
export const SUMMARY_DIR = 'artifacts/hostile-summary';

type CaseRecord = { category: string; passed: boolean };

function scopeFile(scope: string): string {
  return join(SUMMARY_DIR, `${scope.replace(/[^A-Za-z0-9.-]+/g, '_')}.json`);
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

let currentScope = 'unscoped';

/** Names the file the cases of this test file are kept in (call once at the top of the file). */
export function summaryScope(scope: string): void {
  currentScope = scope;
}

function store(name: string, record: CaseRecord): void {
  mkdirSync(SUMMARY_DIR, { recursive: true });
  const file = scopeFile(currentScope);
  const cases = readJson<Record<string, CaseRecord>>(file, {});
  cases[`${record.category} › ${name}`] = record;
  writeFileSync(file, `${JSON.stringify(cases, null, 1)}\n`);
}

/** Records one case under its category; rethrows its failure. */
export async function recordCase<T>(category: string, name: string, run: () => Promise<T> | T): Promise<T> {
  try {
    const value = await run();
    store(name, { category, passed: true });
    return value;
  } catch (error) {
    store(name, { category, passed: false });
    throw error;
  }
}

/** Runs every case, records each, and throws once at the end listing the ones that failed. */
export async function runCases<C>(
  category: string,
  cases: readonly C[],
  nameOf: (c: C) => string,
  run: (c: C) => Promise<void>,
): Promise<void> {
  const failures: string[] = [];
  for (const c of cases) {
    try {
      await recordCase(category, nameOf(c), () => run(c));
    } catch (error) {
      failures.push(
        `${nameOf(c)}: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join(' | ') : String(error)}`,
      );
    }
  }
  if (failures.length > 0)
    throw new Error(`${failures.length} of ${cases.length} ${category} cases failed:\n- ${failures.join('\n- ')}`);
}

/** The table of every case recorded so far by any hostile file: per category, tried and passed. */
export function summaryTable(title: string): string {
  const byCategory = new Map<string, { tried: number; passed: number; failed: string[] }>();
  const files = existsSync(SUMMARY_DIR) ? readdirSync(SUMMARY_DIR).filter((f) => f.endsWith('.json')) : [];
  for (const file of files) {
    for (const [name, record] of Object.entries(readJson<Record<string, CaseRecord>>(join(SUMMARY_DIR, file), {}))) {
      const row = byCategory.get(record.category) ?? { tried: 0, passed: 0, failed: [] };
      row.tried++;
      if (record.passed) row.passed++;
      else row.failed.push(name.slice(record.category.length + 3));
      byCategory.set(record.category, row);
    }
  }
  const rows = [...byCategory].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(8, ...rows.map(([c]) => c.length));
  const line = (c: string, t: string, p: string) => `  ${c.padEnd(width)}  ${t.padStart(5)}  ${p.padStart(6)}`;
  const total = rows.reduce((sum, [, t]) => ({ tried: sum.tried + t.tried, passed: sum.passed + t.passed }), {
    tried: 0,
    passed: 0,
  });
  return [
    '',
    `Hostile suite — after ${title} (every case recorded in ${SUMMARY_DIR}/)`,
    line('category', 'tried', 'passed'),
    ...rows.map(
      ([c, t]) =>
        line(c, String(t.tried), String(t.passed)) +
        (t.failed.length ? `   failed: ${t.failed.slice(0, 4).join('; ')}` : ''),
    ),
    line('total', String(total.tried), String(total.passed)),
    '',
  ].join('\n');
}

export function printSummary(title: string): void {
  process.stdout.write(`${summaryTable(title)}\n`);
}

// --- the gateway's admin routes ---------------------------------------------------------------

export type FaultSpec = Record<string, unknown> & { kind: string };

export async function setFault(
  manifest: DevnetManifest,
  key: string,
  fault: FaultSpec | null,
  times?: number,
): Promise<void> {
  const url = manifest.admin?.faults;
  if (!url) throw new Error('the devnet runs without faults');
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ fault, key, ...(times === undefined ? {} : { times }) }),
  });
  if (!response.ok) throw new Error(`setting the fault failed: ${response.status} ${await response.text()}`);
}

export const clearFault = (manifest: DevnetManifest, key: string) => setFault(manifest, key, null);

/** Requests (HTTP requests, WebSocket upgrades and messages) the gateway received under one key. */
export async function requestsFor(manifest: DevnetManifest, key: string): Promise<number> {
  const response = await fetch(manifest.admin!.stats);
  const body = (await response.json()) as { byKey: Record<string, number> };
  return body.byKey[key] ?? 0;
}

/** Calls (each one of a batch) the gateway received under one key. */
export async function callsFor(manifest: DevnetManifest, key: string): Promise<number> {
  const response = await fetch(manifest.admin!.stats);
  const body = (await response.json()) as { byKeyMethod: Record<string, Record<string, number>> };
  return Object.values(body.byKeyMethod[key] ?? {}).reduce((sum, n) => sum + n, 0);
}

/** A scoped key (accepted, counted and faulted on its own) that is easy to spot in a leak. */
export function hostileKey(manifest: DevnetManifest, name: string): string {
  if (!manifest.admin?.scopedKeyPrefix) throw new Error('the devnet runs without scoped keys (start it with faults)');
  return `${manifest.admin.scopedKeyPrefix}${name}-SECRETK3Y${Math.random().toString(36).slice(2, 10)}`;
}
