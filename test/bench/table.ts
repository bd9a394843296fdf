/** The benchmark's output: a table for people, JSON for tools. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Measurement } from './measure.ts';

function cell(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'number' ? String(value) : value;
}

function verdict(m: Measurement): string {
  if (m.met === true) return 'met';
  if (m.met === false) return 'MISSED';
  return '';
}

/** A Markdown table (it reads fine in a terminal and pastes into the README as is). */
export function formatTable(results: readonly Measurement[]): string {
  const header = ['measure', 'ours', 'unit', 'peer', 'peer value', 'ratio', 'target', ''];
  const rows = results.map((m) => [
    m.measure,
    cell(m.value),
    m.unit,
    cell(m.peer),
    cell(m.peerValue),
    cell(m.ratio),
    cell(m.target),
    verdict(m),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function writeJson(file: string, results: readonly Measurement[]): void {
  mkdirSync(dirname(file), { recursive: true });
  // One object per measure with exactly the fields, plus `met` and `note` for people.
  const out = results.map(({ measure, value, unit, peer, peerValue, ratio, target, met, note }) => ({
    measure,
    value,
    unit,
    peer,
    peerValue,
    ratio,
    target,
    ...(met === undefined ? {} : { met }),
    ...(note ? { note } : {}),
  }));
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
}
