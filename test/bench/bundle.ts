/**
 * Bundle: the production build's first page (the entry, everything it imports statically, and
 * the home route's chunk: what the home page needs to paint, the line the budget is judged on) as
 * gzip, and what each route adds when first visited. Read from Vite's build manifest, so new
 * routes show up without touching this file. gzip at zlib's default level (6), as a typical server
 * sends it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { alone, round, type Measurement } from './measure.ts';

/** Where the benchmark builds; the rendering benchmark serves the same folder. */
export const BENCH_OUT_DIR = 'artifacts/bench/dist';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface BenchBuild {
  outDir: string;
  manifest: ViteManifest;
}

export function buildForBench(): BenchBuild {
  const outDir = resolve(BENCH_OUT_DIR);
  execFileSync(
    process.execPath,
    [resolve('node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, HEXRAY_OUT_DIR: outDir },
    },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  return { outDir, manifest };
}

/** Every file a chunk needs before it runs: itself, its static imports (transitively), their CSS. */
function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export function gzipKB(outDir: string, files: Iterable<string>): { kb: number; sizes: Array<[string, number]> } {
  const sizes: Array<[string, number]> = [];
  for (const file of files) sizes.push([file, gzipSync(readFileSync(join(outDir, file))).byteLength / 1024]);
  sizes.sort((a, b) => b[1] - a[1]);
  return {
    kb: round(
      sizes.reduce((sum, [, kb]) => sum + kb, 0),
      1,
    ),
    sizes,
  };
}

/** Chunks the entry imports lazily that are not routes (loaded on start or on interaction). */
function lazyAtStart(manifest: ViteManifest, entryKey: string, pages: string[]): string {
  return (manifest[entryKey]!.dynamicImports ?? [])
    .filter((k) => !pages.includes(k))
    .map((k) => manifest[k]?.file.replace(/^assets\//, ''))
    .join(', ');
}

/** The build's entry, its route pages and the home page's, from Vite's manifest. */
function entryAndPages(manifest: ViteManifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('the build manifest names no entry');
  const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && /src\/pages\/\w+\.tsx$/.test(k));
  return { entryKey, pages, homeKey: pages.find((k) => k.endsWith('/HomePage.tsx')) };
}

/** The first page's files: the entry, what it imports statically, and the home route's chunk. */
export function firstPageFiles(build: BenchBuild): Set<string> {
  const { entryKey, homeKey } = entryAndPages(build.manifest);
  const firstPage = closure(build.manifest, entryKey);
  if (homeKey) closure(build.manifest, homeKey, firstPage);
  return firstPage;
}

export function benchBundle(build: BenchBuild): Measurement[] {
  const { manifest, outDir } = build;
  const { entryKey, pages, homeKey } = entryAndPages(manifest);
  const firstPage = firstPageFiles(build);
  const first = gzipKB(outDir, firstPage);
  const largest = first.sizes
    .slice(0, 3)
    .map(([f, kb]) => `${f.replace(/^assets\//, '')} ${kb.toFixed(1)}`)
    .join(', ');

  const results: Measurement[] = [
    alone({
      measure: 'bundle: first page, what the home page needs to paint (entry + home route, JS + CSS; budgeted)',
      value: first.kb,
      unit: 'KB gzip',
      // The budget is what the home page needs to paint. What it loads after its first paint (the
      // wire, the live head, the archive) is reported beside it (rendering.ts), not budgeted, as long
      // as it delays no cold link's data: the cold-link lines measure that.
      target: '≤ 110 KB',
      max: 110,
      note: `${firstPage.size} files; largest: ${largest} KB; lazily loaded at start (not counted): ${lazyAtStart(manifest, entryKey, pages)}`,
    }),
  ];
  for (const key of pages.sort()) {
    if (key === homeKey) continue;
    // What a visit adds once the first page is loaded: the route's chunk and shared chunks not yet loaded.
    const added = [...closure(manifest, key)].filter((f) => !firstPage.has(f));
    const { kb, sizes } = gzipKB(outDir, added);
    results.push(
      alone({
        measure: `bundle: route ${key.replace(/^.*\//, '').replace(/\.tsx$/, '')} adds`,
        value: kb,
        unit: 'KB gzip',
        target: null,
        note: sizes.map(([f, s]) => `${f.replace(/^assets\//, '')} ${s.toFixed(1)}`).join(', '),
      }),
    );
  }
  return results;
}
