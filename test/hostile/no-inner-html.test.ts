/**
 * Chain data is hostile (input data, log data and storage words can hold any bytes, including
 * HTML and script): the app renders everything as React text. This reads the source tree to keep
 * it so — no `dangerouslySetInnerHTML`, `innerHTML`, `outerHTML`, `insertAdjacentHTML`,
 * `document.write` or `eval`-like sinks anywhere in src/ — and index.html loads no inline script.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordCase, summaryScope } from './support.ts';

summaryScope('vitest-no-inner-html');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const SINKS: Array<[string, RegExp]> = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML / outerHTML', /\.(inner|outer)HTML\b/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write/],
  ['eval / new Function', /\beval\s*\(|new\s+Function\s*\(/],
  ['javascript: URLs', /['"`]javascript:/i],
];

describe('no HTML sinks in the source tree', () => {
  const files = filesUnder('src').filter((f) => /\.(tsx?|jsx?)$/.test(f));

  it('the tree is there to read', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const [name, pattern] of SINKS) {
    it(`no ${name} in src/`, async () => {
      await recordCase('hostile chain data', `no ${name} in src/`, () => {
        const hits = files.filter((f) => pattern.test(readFileSync(f, 'utf8')));
        expect(hits).toEqual([]);
      });
    });
  }

  it('index.html has no inline script', async () => {
    await recordCase('hostile chain data', 'no inline script in index.html', () => {
      const html = readFileSync('index.html', 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs ?? '') && (body ?? '').trim() !== '');
      expect(inline.map(([tag]) => tag.slice(0, 80))).toEqual([]);
    });
  });
});
