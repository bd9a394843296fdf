/**
 * Hosted for a team: `npm run build` under a sub-path (HEXRAY_BASE=/hexray/), served by a file
 * server with no SPA fallback (test/support/static-server.ts answers a missing path with 404.html,
 * as GitHub Pages does). A deep link must boot the right page, in-app links and reloads must stay
 * under the base, nothing may be asked for outside it, the host gets the same policy as a header
 * (`_headers`, and the snippet docs/deploy.md's nginx steps write from it), and the build carries no devnet preset. The root build the
 * other browser tests use is served the same way.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { expect, loadManifest, scopedKey, test } from './support/fixtures.ts';

const BASE = '/hexray/';
const SUBPATH_DIR = `artifacts/dist-${E2E_PORT}-hexray`;
const ROOT_DIR = `artifacts/dist-${E2E_PORT}`;

let hexray: StaticServer;
let root: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // the one extra build this file costs (a few seconds): the real command, the base from the environment
  execFileSync('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, HEXRAY_BASE: BASE, HEXRAY_OUT_DIR: SUBPATH_DIR },
    stdio: 'ignore',
  });
  hexray = await serveStatic(SUBPATH_DIR, BASE);
  root = await serveStatic(ROOT_DIR, '/');
});

test.afterAll(async () => {
  await Promise.all([hexray?.close(), root?.close()]);
});

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The policy of the entry's meta tag, entities decoded. */
function metaPolicy(html: string): string {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!content) throw new Error('no Content-Security-Policy meta tag in the built HTML');
  return content.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** A first visit on a team's host: no devnet there, so the person connects once for the tab. */
async function connectFromNeedsConnection(page: Page, base: string, key: string): Promise<void> {
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await page.getByRole('link', { name: 'Open connection settings' }).click();
  await page.getByLabel('Provider base URL + API key').check();
  await page.getByLabel('Base URL', { exact: true }).fill(base);
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByLabel('HTTPS').check();
  await page.getByRole('button', { name: 'Save and connect' }).click();
}

test('the sub-path build: every URL it writes is under the base, 404.html is the entry, the policy goes to hosts as a header, no devnet inside', () => {
  const manifest = loadManifest();
  const files = filesOf(SUBPATH_DIR);
  const index = readFileSync(join(SUBPATH_DIR, 'index.html'), 'utf8');
  expect(readFileSync(join(SUBPATH_DIR, '404.html'), 'utf8')).toBe(index);

  const urls = [...index.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  expect(urls).toContain(`${BASE}favicon.svg`);
  expect(urls.some((url) => /^\/hexray\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  for (const url of urls) expect(url, 'an HTML asset URL outside the base').toMatch(/^\/hexray\//);
  // scripts and styles name each other relatively or through the base; never from the host's root
  for (const file of files.filter((f) => /\.(js|css|html)$/.test(f)))
    expect(readFileSync(file, 'utf8'), file).not.toMatch(/(?<!\/hexray)\/assets\//);

  // one policy: the meta tag's, and for hosts the same plus what only a header can say
  const policy = metaPolicy(index);
  const headers = readFileSync(join(SUBPATH_DIR, '_headers'), 'utf8');
  const headerPolicy = /^ {2}Content-Security-Policy: (.+)$/m.exec(headers)?.[1];
  expect(headerPolicy).toBe(`${policy}; frame-ancestors 'none'`);
  expect(headers).toContain(`\n${BASE}assets/*\n  Cache-Control: public, max-age=31536000, immutable`);
  // nginx: the deploy guide's step writes the header from _headers into a snippet both locations include
  const guide = readFileSync('docs/deploy.md', 'utf8');
  const step = /^sed -n .* dist\/_headers/m.exec(guide)?.[0];
  if (!step) throw new Error("docs/deploy.md's nginx steps write no policy snippet from dist/_headers");
  const snippet = execFileSync('bash', ['-c', step.replace('dist/_headers', join(SUBPATH_DIR, '_headers'))], {
    encoding: 'utf8',
  });
  expect(snippet).toBe(`add_header Content-Security-Policy "${headerPolicy}" always;\n`);
  expect(guide.match(/^ {8}include snippets\/hexray-csp\.conf;/gm)).toHaveLength(2);

  // a production build carries no devnet preset and no key
  expect(files.map((f) => f.slice(SUBPATH_DIR.length))).not.toContain('/devnet.json');
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    expect(text.includes(manifest.apiKey), `${file} holds the devnet key`).toBe(false);
    expect(text.includes(manifest.base), `${file} names the devnet gateway`).toBe(false);
  }
});

test('a deep link under /hexray/ boots its page from 404.html; in-app links, shared links and reloads stay under the base', async ({
  page,
  context,
  manifest,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const seeded = manifest.roles.tokens.transfer;
  const deepLink = `${hexray.url}tx/${seeded.hash}`;
  const key = scopedKey(manifest, 'deploy');

  const response = await page.goto(deepLink);
  // no SPA fallback: the host says 404, and the entry (as 404.html) runs all the same
  expect(response?.status()).toBe(404);
  await connectFromNeedsConnection(page, manifest.base, key);
  await expect(page).toHaveURL(deepLink);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', seeded.hash);
  await expect(page.getByTestId('tx-block-number')).toHaveAttribute('data-value', String(seeded.blockNumber));

  // in-app navigation keeps the base, a reload is answered by 404.html again and finds the same page
  await page.getByTestId('receipt-link').click();
  await expect(page).toHaveURL(`${deepLink}/receipt`);
  await expect(page.getByTestId('log').first()).toBeVisible();
  // the boot script reads the path under the base: the receipt leaves from index.html's inline
  // script, before the app's code has loaded (module code has no currentScript)
  await page.addInitScript(() => {
    const sentInline: string[] = [];
    (window as unknown as { sentInline: string[] }).sentInline = sentInline;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const script = document.currentScript;
      if (script instanceof HTMLScriptElement && !script.src && typeof init?.body === 'string')
        sentInline.push(init.body);
      return original(input, init);
    };
  });
  await page.reload();
  await expect(page.getByTestId('log').first()).toBeVisible();
  const inline = await page.evaluate(() => (window as unknown as { sentInline: string[] }).sentInline);
  expect(inline).toEqual([expect.stringContaining('"eth_getTransactionReceipt"')]);

  // a shared link to a log carries the base (and never the key)
  await page
    .getByRole('button', { name: /^Copy link to log \d+$/ })
    .first()
    .click();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(new RegExp(`^${deepLink}/receipt#log-\\d+$`));
  expect(shared).not.toContain(key);

  // the header's home link, and the search box, stay inside the base (the router writes the home
  // page as /hexray, which a host redirects to /hexray/ and the router reads either way)
  await page.getByRole('link', { name: '0xhexray' }).click();
  await expect(page).toHaveURL(`${hexray.origin}/hexray`);
  await page.reload();
  await expect(page).toHaveURL(hexray.url);
  await expect(page.getByTestId('home-endpoint')).toContainText(manifest.base);
  await page.getByRole('searchbox').fill(seeded.hash);
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(deepLink);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', seeded.hash);

  // the slot calculator's shared link too: it reopens the same derivation through 404.html
  await page.getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(page).toHaveURL(`${hexray.url}slots`);
  await page.getByRole('tab', { name: 'Mapping' }).click();
  await page.getByTestId('calc-slot').fill('0x5');
  await page.getByTestId('calc-key-value').fill(manifest.accounts[0]!);
  await expect(page.getByTestId('calc-result')).toHaveAttribute('data-value', /^0x[0-9a-f]{64}$/);
  const slot = await page.getByTestId('calc-result').getAttribute('data-value');
  await page.getByRole('button', { name: 'Copy link to this derivation' }).click();
  const derivation = await page.evaluate(() => navigator.clipboard.readText());
  expect(derivation.startsWith(`${hexray.url}slots?`), derivation).toBe(true);
  await page.goto(derivation);
  await expect(page.getByTestId('calc-result')).toHaveAttribute('data-value', slot!);

  // the page asked the host for nothing outside the base (the reload of /hexray above, redirected,
  // aside); the preset was looked for under it, and is not there
  expect(hexray.requests.filter((path) => path !== '/hexray' && !path.startsWith(BASE))).toEqual([]);
  expect(hexray.requests).toContain(`${BASE}devnet.json`);
  expect(consoleErrors).toEqual([]);
});

test('the root build, served without an SPA fallback, opens a deep link too', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const seeded = manifest.roles.eip1559;
  const index = readFileSync(join(ROOT_DIR, 'index.html'), 'utf8');
  expect(readFileSync(join(ROOT_DIR, '404.html'), 'utf8')).toBe(index);
  for (const [, url] of index.matchAll(/\s(?:src|href)="([^"]+)"/g)) expect(url).toMatch(/^\/(assets\/|favicon)/);

  const response = await page.goto(`${root.url}tx/${seeded.hash}/receipt`);
  expect(response?.status()).toBe(404);
  await connectFromNeedsConnection(page, manifest.base, scopedKey(manifest, 'deploy-root'));
  await expect(page).toHaveURL(`${root.url}tx/${seeded.hash}/receipt`);
  await expect(page.getByTestId('receipt-tx-hash')).toHaveAttribute('data-value', seeded.hash);
  await page.reload();
  await expect(page.getByTestId('receipt-tx-hash')).toHaveAttribute('data-value', seeded.hash);
  expect(root.requests.filter((path) => path.startsWith('/hexray/'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
