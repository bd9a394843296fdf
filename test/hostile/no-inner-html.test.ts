/**
 * Chain data is hostile (input data, log data and storage words can hold any bytes, including
 * HTML and script): the app renders everything as React text. The lint step of `npm test` keeps it
 * so — no `dangerouslySetInnerHTML`, `innerHTML`, `outerHTML`, `insertAdjacentHTML`,
 * `document.write` or `eval`-like sink anywhere in src/ (eslint.config.js, eslint/html-sinks.js).
 * This checks that the rules src/ is linted with still catch each sink, and that index.html loads
 * no inline script.
 */
import { readFileSync } from 'node:fs';
import { ESLint, Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordCase, summaryScope } from './support.ts';

summaryScope('vitest-no-inner-html');

/** A snippet per sink, each of which the rules must refuse. */
const SINKS: Array<[string, string[]]> = [
  ['dangerouslySetInnerHTML', ['export const A = (p) => <div dangerouslySetInnerHTML={{ __html: p.data }} />;']],
  ['innerHTML / outerHTML', ['el.innerHTML = data;', 'el.outerHTML = data;', 'const { x } = { x: el.innerHTML };']],
  ['insertAdjacentHTML', ["el.insertAdjacentHTML('beforeend', data);"]],
  ['document.write', ['document.write(data);', 'document.writeln(data);']],
  ['eval / new Function', ['eval(data);', "new Function('x', data);"]],
  ['javascript: URLs', ["a.href = 'javascript:alert(1)';"]],
];

// The rules eslint.config.js applies to a file in src/, read from the config itself.
let srcRules: Partial<Linter.RulesRecord> = {};
beforeAll(async () => {
  const config = (await new ESLint().calculateConfigForFile('src/main.tsx')) as Linter.Config;
  srcRules = config.rules ?? {};
}, 60_000);

function problems(code: string): string[] {
  const rules = Object.fromEntries(
    ['no-restricted-syntax', 'no-eval', 'no-new-func', 'no-script-url'].map((name) => [name, srcRules[name] ?? 'off']),
  );
  const messages = new Linter().verify(code, {
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    rules,
  });
  return messages.map((m) => m.ruleId ?? m.message);
}

describe('no HTML sinks in the source tree', () => {
  it('plain code passes the same rules', () => {
    expect(
      problems("el.textContent = data; const A = (p) => <div title={p.data}>{p.data}</div>; a.href = '/tx/0x12';"),
    ).toEqual([]);
  });

  for (const [name, snippets] of SINKS) {
    it(`the lint of src/ refuses ${name}`, async () => {
      await recordCase('hostile chain data', `no ${name} in src/`, () => {
        for (const code of snippets) expect(problems(code), code).not.toEqual([]);
      });
    });
  }

  it('index.html has no inline script', async () => {
    await recordCase('hostile chain data', 'no inline script in index.html', () => {
      const html = readFileSync('index.html', 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attrs, body]) => !/\bsrc=/.test(attrs ?? '') && (body ?? '').trim() !== '',
      );
      expect(inline.map(([tag]) => tag.slice(0, 80))).toEqual([]);
    });
  });
});
