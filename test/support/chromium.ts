/**
 * Which Chromium the browser tests and benchmarks launch, so `npm install && npm test` works on a
 * fresh Linux x64 machine where nobody ran apt-get, and no browser is ever downloaded. In order:
 *
 * 1. `HEXRAY_CHROMIUM=/path/to/chrome` (or the older `CHROMIUM_PATH`): that one, or a clear error;
 * 2. Playwright's own browser, if someone ran `npx playwright install chromium`;
 * 3. Debian's `/usr/bin/chromium`;
 * 4. `@sparticuz/chromium` (a dev dependency: Chromium inside the npm package, inflated to a temp
 *    folder on first use). `HEXRAY_CHROMIUM=@sparticuz/chromium` forces this branch.
 *
 * Sparticuz builds for Amazon Linux and inflates the shared libraries it needs (NSS and friends,
 * `bin/al2023.tar.br`) only when it runs on Lambda. On a machine that lacks them (`ldd` says "not
 * found") we inflate them ourselves and put them on the browser's LD_LIBRARY_PATH;
 * `HEXRAY_CHROMIUM_BUNDLED_LIBS=1` does so regardless (to test that path on a machine that has them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type LaunchOptions } from '@playwright/test';

/** Our flags: no sandbox (containers, root), no GPU, nothing that phones home during a test. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SPARTICUZ = '@sparticuz/chromium';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Sparticuz flags made for Lambda that would change what the tests observe. The suite checks the
 * page's own security (CSP, CORS, mixed content), so the browser keeps it; `--single-process`
 * takes the whole browser down when Playwright closes a test's context; its
 * `--disable-features`/`--enable-features` would replace Playwright's own lists (Chromium keeps
 * the last); `--headless='shell'` is Playwright's to set.
 */
const SPARTICUZ_ARGS_DROPPED = [
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
  '--single-process',
  "--headless='shell'",
];
const droppedFromSparticuz = (arg: string): boolean =>
  SPARTICUZ_ARGS_DROPPED.includes(arg) ||
  arg.startsWith('--disable-features=') ||
  arg.startsWith('--enable-features=') ||
  CHROMIUM_ARGS.includes(arg);

export interface ResolvedChromium {
  /** Where it came from, for a log line. */
  source: 'HEXRAY_CHROMIUM' | 'CHROMIUM_PATH' | 'playwright' | 'debian' | 'sparticuz';
  launchOptions: LaunchOptions;
}

export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedChromium> {
  const explicit = env['HEXRAY_CHROMIUM'];
  if (explicit === SPARTICUZ) return sparticuz(env);
  if (explicit)
    return {
      source: 'HEXRAY_CHROMIUM',
      launchOptions: { executablePath: existing(explicit, 'HEXRAY_CHROMIUM'), args: CHROMIUM_ARGS },
    };
  const legacy = env['CHROMIUM_PATH'];
  if (legacy)
    return {
      source: 'CHROMIUM_PATH',
      launchOptions: { executablePath: existing(legacy, 'CHROMIUM_PATH'), args: CHROMIUM_ARGS },
    };
  const playwrights = chromium.executablePath();
  if (existsSync(playwrights))
    return { source: 'playwright', launchOptions: { executablePath: playwrights, args: CHROMIUM_ARGS } };
  if (existsSync(DEBIAN_CHROMIUM))
    return { source: 'debian', launchOptions: { executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_ARGS } };
  return sparticuz(env);
}

function existing(path: string, variable: string): string {
  if (!existsSync(path)) throw new Error(`${variable} names ${path}, which does not exist`);
  return path;
}

async function sparticuz(env: NodeJS.ProcessEnv): Promise<ResolvedChromium> {
  const { default: Chromium, inflate } = await import('@sparticuz/chromium');
  Chromium.setGraphicsMode = false; // no SwiftShader WebGL: the tests draw no 3D
  const executablePath = await Chromium.executablePath();
  const args = [...CHROMIUM_ARGS, ...Chromium.args.filter((arg) => !droppedFromSparticuz(arg))];
  const launchOptions: LaunchOptions = { executablePath, args };
  if (env['HEXRAY_CHROMIUM_BUNDLED_LIBS'] === '1' || lacksLibraries(executablePath)) {
    // bin/ sits beside build/, where the package's entry point is.
    const bin = join(dirname(createRequire(import.meta.url).resolve(SPARTICUZ)), '..', 'bin');
    const libs = join(await inflate(join(bin, 'al2023.tar.br')), 'lib');
    const fonts = join(tmpdir(), 'fonts'); // inflated with the browser
    launchOptions.env = {
      ...stringsOnly(env),
      LD_LIBRARY_PATH: [libs, env['LD_LIBRARY_PATH']].filter(Boolean).join(':'),
      ...(existsSync('/etc/fonts') ? {} : { FONTCONFIG_PATH: fonts }),
    };
  }
  return { source: 'sparticuz', launchOptions };
}

/** True when the dynamic linker cannot find a library the binary needs (or when ldd is missing). */
function lacksLibraries(executable: string): boolean {
  try {
    return /not found/.test(execFileSync('ldd', [executable], { encoding: 'utf8' }));
  } catch {
    return true;
  }
}

function stringsOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
