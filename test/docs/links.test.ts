/**
 * The README is the door and docs/ the rest: every relative link in them must lead somewhere, the
 * README must stay short with its two commands on the first screen, and docs/architecture.md must
 * name every folder a newcomer will meet.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const MARKDOWN = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Fenced code is shown, not followed. */
const withoutCode = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** Link and image targets, `[text](target)` and `![alt](target)`. */
function linkTargets(text: string): string[] {
  return [...withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as hyphens. */
function anchors(markdown: string): Set<string> {
  const headings = [...withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!);
  return new Set(
    headings.map((heading) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

describe('links in README.md and docs/', () => {
  const links = MARKDOWN.flatMap((file) =>
    linkTargets(read(file))
      .filter((target) => !/^[a-z]+:/i.test(target))
      .map((target) => ({ file, target })),
  );

  it('has relative links to check', () => {
    expect(links.length).toBeGreaterThan(10);
  });

  it.each(links)('$file → $target leads to an existing file and heading', ({ file, target }) => {
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const destination = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), path);
    expect(existsSync(destination), `${relative(ROOT, destination)} does not exist`).toBe(true);
    if (anchor !== undefined && destination.endsWith('.md'))
      expect([...anchors(readFileSync(destination, 'utf8'))]).toContain(anchor);
  });
});

describe('README.md', () => {
  const lines = read('README.md').split('\n');

  it('is at most 200 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it('gives the two commands, install and start, and the tests, in its first 30 lines', () => {
    const firstScreen = lines.slice(0, 30).join('\n');
    expect(firstScreen).toContain('npm install && npm start');
    expect(firstScreen).toMatch(/^npm test\b/m);
  });
});

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md');

  function folders(dir: string): string[] {
    return readdirSync(join(ROOT, dir))
      .filter((name) => statSync(join(ROOT, dir, name)).isDirectory())
      .flatMap((name) => [`${dir}/${name}`, ...folders(`${dir}/${name}`)]);
  }
  const tree = ['src', 'test', 'build', 'eslint', 'public', 'docs'].flatMap((top) =>
    existsSync(join(ROOT, top)) ? [top, ...folders(top)] : [],
  );

  it.each(tree)('names the folder %s/', (folder) => {
    expect(architecture).toContain(`\`${folder}/\``);
  });
});
