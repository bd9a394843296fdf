/**
 * docs/architecture.md's layer table is what a newcomer reads; eslint/layers.js is what lint
 * enforces. The table must say what the rules say: each layer's row lists, before its first
 * ': ', exactly the layers it may import, and any layer named after that is one it may not.
 * And data flows one way: no two folders of src/ import each other, however long the way round
 * (lint allows the route table to load the pages, which link back through the routes; that edge
 * is a dynamic import of a generated module, not a file of src/, so it is not in this graph).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** What the test reads of eslint/layers.js (plain JavaScript, loaded as lint loads it). */
interface LayerRules {
  LAYERS: { type: string }[];
  LAYER_POLICIES: { from: { element: { type: string } }; allow: { to: { element: { types: { anyOf: string[] } } } } }[];
}
const { LAYERS, LAYER_POLICIES } = (await import(pathToFileURL(join(ROOT, 'eslint/layers.js')).href)) as LayerRules;
const LAYER_NAMES = new Set(LAYERS.map((layer) => layer.type));

/** The rules as lint applies them: layer → the layers it may import. */
const enforced = new Map<string, string[]>(
  LAYER_POLICIES.map((policy) => [policy.from.element.type, [...policy.allow.to.element.types.anyOf].sort()]),
);

/** Layer names written as code (`rpc`) in a piece of a table cell; other code spans are packages. */
const layersIn = (text: string) =>
  [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!).filter((name) => LAYER_NAMES.has(name));

/** The rows of the table whose header is `| layer | holds | may import |`. */
function documentedLayers(): Map<string, { allowed: string[]; refused: string[] }> {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const lines = text.split('\n');
  const header = lines.findIndex((line) => /^\|\s*layer\s*\|\s*holds\s*\|\s*may import\s*\|/.test(line));
  expect(header, 'the layer table in docs/architecture.md').toBeGreaterThanOrEqual(0);
  const rows = new Map<string, { allowed: string[]; refused: string[] }>();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').map((cell) => cell.trim());
    const folder = /^`src\/([a-z]+)\/`$/.exec(cells[1]!)?.[1];
    expect(folder, `a layer row names its folder as \`src/<layer>/\`: ${line}`).toBeDefined();
    const mayImport = cells[3]!;
    const colon = mayImport.indexOf(': ');
    const list = colon === -1 ? mayImport : mayImport.slice(0, colon);
    const remarks = colon === -1 ? '' : mayImport.slice(colon + 2);
    rows.set(folder!, { allowed: layersIn(list).sort(), refused: layersIn(remarks) });
  }
  return rows;
}

describe("architecture.md's layer table", () => {
  const documented = documentedLayers();

  it('has a row for every layer lint knows, and no other', () => {
    expect([...documented.keys()].sort()).toEqual([...LAYER_NAMES].sort());
  });

  it.each([...enforced.keys()])('lists exactly what `%s` may import under eslint/layers.js', (layer) => {
    expect(documented.get(layer)?.allowed).toEqual(enforced.get(layer));
  });

  it.each([...enforced.keys()])('names as refused only layers `%s` may not import', (layer) => {
    const refusals: string[] = documented.get(layer)?.refused ?? [];
    for (const refused of refusals)
      expect(enforced.get(layer), `the table says ${layer} may not import ${refused}`).not.toContain(refused);
  });
});

/** Every relative import in src/ (static, dynamic, type-only), as layer → layer with one example. */
function folderImports(): Map<string, Map<string, string>> {
  const src = join(ROOT, 'src');
  const layerOf = (file: string) => relative(src, file).split('/')[0]!;
  const edges = new Map<string, Map<string, string>>();
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^'?]+)/g)) {
      const from = layerOf(file);
      const to = layerOf(resolve(dirname(file), match[1]!));
      if (from === to || !LAYER_NAMES.has(from) || !LAYER_NAMES.has(to)) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from)!.set(to, `${relative(ROOT, file)} imports ${match[1]!}`);
    }
  }
  return edges;
}

describe("src/'s folders", () => {
  it('import one way: no folder reaches itself through others', () => {
    const edges = folderImports();
    const cycles: string[] = [];
    const walk = (start: string, at: string, path: string[]) => {
      for (const [next, example] of edges.get(at) ?? []) {
        if (next === start) cycles.push([...path, `${at} → ${start} (${example})`].join(', '));
        else if (!path.some((step) => step.startsWith(`${next} →`)) && next > start)
          walk(start, next, [...path, `${at} → ${next} (${example})`]);
      }
    };
    for (const layer of edges.keys()) walk(layer, layer, []);
    expect(cycles).toEqual([]);
  });
});
