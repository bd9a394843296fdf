/**
 * `npm start` when another app already holds Vite's port 5173: it must still start, on a free
 * port, and print a URL that serves the explorer preconfigured for the devnet.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
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

let child: ChildProcess | null = null;
let blocker: Server | null = null;

afterAll(async () => {
  // npm runs tsx runs node: the whole process group was started here, and is stopped here
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
});

describe('npm start', () => {
  it(
    'starts on a free port when 5173 is taken, and prints a URL that serves the explorer and its devnet preset',
    { timeout: 180_000 },
    async () => {
      blocker = await occupy(5173);
      child = spawn('npm', ['start', '--silent'], {
        cwd: process.cwd(),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const { url, output } = await waitForReady(child);

      expect(new URL(url).port).not.toBe('5173');
      expect(output).toContain('port 5173 was taken');
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const preset = (await (await fetch(`${url}/devnet.json`)).json()) as { base?: string };
      expect(preset.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    },
  );
});
