/**
 * `npm start` when another app already holds Vite's port 5173: it must still start, on a free
 * port, and print a URL that serves the explorer preconfigured for the devnet. `npm start --
 * --preview` without a production build must say what to do instead of failing inside Vite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

function occupy(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    // already taken by someone else: that is the situation under test as well
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function waitForReady(child: ChildProcess): Promise<{ url: string; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Hexray is ready .* open (http:\/\/\S+?)\/?(\s|$)/.exec(output);
      if (ready?.[1]) resolve({ url: ready[1], output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`)));
  });
}

/** How `npm start -- --preview` ended: its exit code (null: still serving) and what it printed. */
function previewOutcome(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // a server that started without a build is the failure under test: it answers ENOENT later
      if (/Hexray is ready/.test(output)) resolve({ code: null, output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const children: ChildProcess[] = [];
let blocker: Server | null = null;
const emptyDir = mkdtempSync(join(tmpdir(), 'hexray-no-build-'));

afterAll(async () => {
  // npm runs tsx runs node: the whole process group was started here, and is stopped here
  // (also after the leader exited: a failed start may leave its anvil behind in the group)
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group is gone already
    }
  }
  rmSync(emptyDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
});

describe('npm start', () => {
  it(
    'starts on a free port when 5173 is taken, and prints a URL that serves the explorer and its devnet preset',
    { timeout: 180_000 },
    async () => {
      blocker = await occupy(5173);
      const child = spawn('npm', ['start', '--silent'], {
        cwd: process.cwd(),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const { url, output } = await waitForReady(child);

      expect(new URL(url).port).not.toBe('5173');
      expect(output).toContain('port 5173 was taken');
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const preset = (await (await fetch(`${url}/devnet.json`)).json()) as {
        base?: string;
        outsideSources?: { sourcify: string; signatures: string };
      };
      expect(preset.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

      // the outside-source stand-ins are the preset's defaults, they answer, and one line names them
      const outside = preset.outsideSources!;
      expect(output).toContain(
        `Outside sources  ${outside.sourcify} (Sourcify) and ${outside.signatures} (signatures)`,
      );
      const chains = (await (await fetch(`${outside.sourcify}/chains`)).json()) as Array<{ chainId: number }>;
      expect(chains.map((c) => c.chainId)).toEqual([31337]);
      const lookup = (await (
        await fetch(`${outside.signatures}/signature-database/v1/lookup?function=0xa9059cbb`)
      ).json()) as { result: { function: Record<string, Array<{ name: string }>> } };
      expect(lookup.result.function['0xa9059cbb']?.map((s) => s.name)).toEqual(['transfer(address,uint256)']);

      // it says how to reach every read method: the full-mode key, and anvil itself by its URL
      expect(output).toMatch(/Full-mode key +hexray-full-key/);
      const bare = /Bare anvil +(http:\/\/127\.0\.0\.1:\d+) .*full URL option in Settings/.exec(output);
      expect(bare, output).not.toBeNull();
      const chainId = await fetch(bare![1]!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      expect(((await chainId.json()) as { result: string }).result).toBe('0x7a69');
    },
  );
});

describe('npm start -- --preview', () => {
  it.each([
    ['an empty folder', emptyDir],
    ['a folder that does not exist', 'artifacts/no-build-here'],
  ])(
    'without a production build (%s) says to run npm run build first, and exits with an error',
    { timeout: 120_000 },
    async (_, outDir) => {
      const child = spawn('node_modules/.bin/tsx', ['test/devnet/start.ts', '--preview'], {
        cwd: process.cwd(),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, HEXRAY_OUT_DIR: outDir },
      });
      children.push(child);
      const { code, output } = await previewOutcome(child);

      expect(output).toContain(`No production build in ${outDir}/: run \`npm run build\` first.`);
      expect(output).not.toContain('ENOENT');
      expect(code).toBe(1);
    },
  );
});
