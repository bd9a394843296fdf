/**
 * One misbehaving server for a test file, or for the describe block that calls this: started
 * before its first test, back to its default answers (handlers, calls and counts reset) before
 * each test, closed after the last. The object returned stands for that server throughout.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMisbehavingServer, type MisbehavingServer } from './misbehaving-server.ts';

export function misbehavingServerPerFile(apiKey: string): MisbehavingServer {
  let started: MisbehavingServer | undefined;
  const server = (): MisbehavingServer => {
    if (!started) throw new Error('the misbehaving server starts in beforeAll: use it inside a test or hook');
    return started;
  };
  beforeAll(async () => {
    started = await startMisbehavingServer(apiKey);
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => server().reset());
  return {
    apiKey,
    get base() {
      return server().base;
    },
    get httpUrl() {
      return server().httpUrl;
    },
    get wsUrl() {
      return server().wsUrl;
    },
    get calls() {
      return server().calls;
    },
    onHttp: (handler) => server().onHttp(handler),
    onWs: (handler) => server().onWs(handler),
    refuseUpgrades: (reply) => server().refuseUpgrades(reply),
    closeSockets: (code, reason) => server().closeSockets(code, reason),
    wsConnections: () => server().wsConnections(),
    reset: () => server().reset(),
    close: () => server().close(),
  };
}
