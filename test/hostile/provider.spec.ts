/**
 * A failing provider, in the browser: for each way a real provider misbehaves (field-notes.md),
 * over the transport where it happens, the transaction page shows a specific, human error in
 * bounded time (no spinner forever), nothing is thrown uncaught, the number of attempts the
 * gateway counted under this case's own key is what the retry policy promises (3 tries for what is
 * safe to repeat, 1 for the rest), a wait the provider asks for is retried after, not refused, and
 * "Try again" works once the fault clears. How long the client waits is pinned on a fake clock by
 * test/rpc/http-transport.test.ts, not timed here.
 *
 * Timeouts (15 s per attempt) are reached with Playwright's clock, not by waiting 45 s.
 */
import type { Page, Request } from '@playwright/test';
import { connectWithKey, expect, test } from '../e2e/support/fixtures.ts';
import {
  clearFault,
  hostileKey,
  printSummary,
  recordCase,
  requestsFor,
  setFault,
  summaryScope,
  type FaultSpec,
} from './support.ts';

summaryScope('e2e-hostile-provider');

type Transport = 'http' | 'websocket';

interface FaultCase {
  name: string;
  transport: Transport;
  fault: FaultSpec;
  /** data-error-kind of the panel */
  kind: string;
  message: string | RegExp;
  /** tries of the one lookup: what the browser sent, and what the gateway counted under the key */
  attempts: number;
  /** a reply that never comes in time: move the page's clock past each 15 s timeout */
  needsClock?: boolean;
  /** the hint the panel must give */
  hint?: string | RegExp;
}

// 3 tries for network failures, timeouts, 429, 502/503/504 and -32005; 1 for everything else.
const cases: FaultCase[] = [
  {
    name: 'delay past the timeout',
    transport: 'http',
    fault: { kind: 'delay', ms: 25_000 },
    kind: 'timeout',
    message: 'no reply within 15 s',
    attempts: 3,
    needsClock: true,
  },
  {
    name: 'dropped connection',
    transport: 'http',
    fault: { kind: 'drop' },
    kind: 'network',
    message: 'could not reach the endpoint',
    attempts: 3,
  },
  {
    name: 'garbage (an HTML page)',
    transport: 'http',
    fault: { kind: 'garbage' },
    kind: 'malformed',
    message: 'reply is not valid JSON (starts "<html><body>oops',
    attempts: 1,
  },
  {
    name: 'wrong id',
    transport: 'http',
    fault: { kind: 'wrongId' },
    kind: 'malformed',
    message: /reply id \d+ does not echo the request id \d+/,
    attempts: 1,
  },
  {
    name: 'wrong types',
    transport: 'http',
    fault: { kind: 'wrongTypes' },
    kind: 'malformed',
    message: /must be an? [a-z0-9 -]+; got/,
    attempts: 1,
  },
  {
    name: 'truncated reply',
    transport: 'http',
    fault: { kind: 'truncated' },
    kind: 'malformed',
    message: 'reply is not valid JSON',
    attempts: 1,
  },
  {
    name: '10 MB reply',
    transport: 'http',
    fault: { kind: 'huge', bytes: 10 * 1024 * 1024 },
    kind: 'malformed',
    message: 'reply is larger than the 8388608-byte limit',
    attempts: 1,
  },
  {
    name: 'HTTP 401',
    transport: 'http',
    fault: { kind: 'status', status: 401 },
    kind: 'auth',
    message: 'HTTP 401 unauthorized: invalid project id',
    attempts: 1,
    hint: 'Check the API key',
  },
  {
    name: 'HTTP 402',
    transport: 'http',
    fault: { kind: 'status', status: 402 },
    kind: 'http',
    message: 'HTTP 402 daily credit limit reached',
    attempts: 1,
    hint: 'daily credit limit is used up',
  },
  {
    name: 'HTTP 403',
    transport: 'http',
    fault: { kind: 'status', status: 403 },
    kind: 'auth',
    message: 'HTTP 403 forbidden: rejected due to project ID settings',
    attempts: 1,
    hint: 'allowlist',
  },
  {
    name: 'HTTP 429 with Retry-After: 1',
    transport: 'http',
    fault: { kind: 'status', status: 429, retryAfter: 1 },
    kind: 'http',
    message: 'HTTP 429 rate limited',
    attempts: 3,
    hint: 'Too many requests',
  },
  {
    name: 'HTTP 429 with Retry-After: 60 (longer than we wait)',
    transport: 'http',
    fault: { kind: 'status', status: 429, retryAfter: 60 },
    kind: 'http',
    message: 'HTTP 429 rate limited',
    attempts: 1,
  },
  {
    name: 'HTTP 429, -32005 with backoff_seconds: 1',
    transport: 'http',
    fault: { kind: 'limit', backoffSeconds: 1 },
    kind: 'http',
    message: 'HTTP 429 rate limited',
    attempts: 3,
  },
  {
    name: 'HTTP 200, -32005 with backoff_seconds: 1',
    transport: 'http',
    fault: { kind: 'limit', backoffSeconds: 1, status: 200 },
    kind: 'rpc',
    message: 'limit exceeded (-32005): project ID request rate exceeded',
    attempts: 3,
  },
  {
    name: 'HTTP 500',
    transport: 'http',
    fault: { kind: 'status', status: 500 },
    kind: 'http',
    message: 'HTTP 500 internal server error',
    attempts: 1,
  },
  {
    name: 'HTTP 502',
    transport: 'http',
    fault: { kind: 'status', status: 502 },
    kind: 'http',
    message: 'HTTP 502 bad gateway',
    attempts: 3,
    hint: 'transient failure',
  },
  {
    name: 'HTTP 503',
    transport: 'http',
    fault: { kind: 'status', status: 503 },
    kind: 'http',
    message: 'HTTP 503 service unavailable',
    attempts: 3,
    hint: 'temporarily unavailable',
  },

  {
    name: 'delay past the timeout',
    transport: 'websocket',
    fault: { kind: 'delay', ms: 25_000 },
    kind: 'timeout',
    message: 'no reply within 15 s',
    attempts: 3,
    needsClock: true,
  },
  {
    name: 'dropped connection',
    transport: 'websocket',
    fault: { kind: 'drop' },
    kind: 'closed',
    message: 'WebSocket closed with the request in flight',
    attempts: 1,
  },
  {
    name: 'closed mid-flight (1011)',
    transport: 'websocket',
    fault: { kind: 'wsClose', code: 1011 },
    kind: 'closed',
    message: 'WebSocket closed with the request in flight (code 1011: closed by fault injection)',
    attempts: 1,
    hint: 'the next request reconnects',
  },
  {
    name: 'garbage (an HTML page)',
    transport: 'websocket',
    fault: { kind: 'garbage' },
    kind: 'malformed',
    message: 'reply is not valid JSON',
    attempts: 1,
  },
  // an id we never sent cannot be matched to the request: it ends in the request's own timeout
  {
    name: 'wrong id',
    transport: 'websocket',
    fault: { kind: 'wrongId' },
    kind: 'timeout',
    message: 'no reply within 15 s',
    attempts: 3,
    needsClock: true,
  },
  {
    name: 'wrong types',
    transport: 'websocket',
    fault: { kind: 'wrongTypes' },
    kind: 'malformed',
    message: /must be an? [a-z0-9 -]+; got/,
    attempts: 1,
  },
  {
    name: 'truncated reply',
    transport: 'websocket',
    fault: { kind: 'truncated' },
    kind: 'malformed',
    message: 'reply is not valid JSON',
    attempts: 1,
  },
  {
    name: '10 MB reply',
    transport: 'websocket',
    fault: { kind: 'huge', bytes: 10 * 1024 * 1024 },
    kind: 'malformed',
    message: 'reply is larger than the 8388608-byte limit',
    attempts: 1,
  },
  {
    name: '-32005 with backoff_seconds: 1',
    transport: 'websocket',
    fault: { kind: 'limit', backoffSeconds: 1 },
    kind: 'rpc',
    message: 'limit exceeded (-32005)',
    attempts: 3,
  },
];

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

/**
 * How many tries of the transaction lookup left the browser (HTTP POSTs and WebSocket frames under
 * `key`), every request sent under the key (the page asks for the receipt at the same time, with
 * the same retry policy), and the sockets opened.
 */
function watchAttempts(page: Page, key: string): { tries: number; sent: number; sockets: number; reset: () => void } {
  const seen = {
    tries: 0,
    sent: 0,
    sockets: 0,
    /** from here on: what connecting sent (the endpoint probe's calls) is not a try */
    reset() {
      seen.tries = 0;
      seen.sent = 0;
      seen.sockets = 0;
    },
  };
  const record = (body: string | null) => {
    // the transaction and its receipt may share one POST (a JSON-RPC batch): each call is a try
    seen.sent += body?.startsWith('[') ? (body.match(/"method":/g) ?? []).length : 1;
    if (body?.includes('"eth_getTransactionByHash"')) seen.tries += 1;
  };
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes(`/v3/${key}`)) record(request.postData());
  });
  page.on('websocket', (ws) => {
    if (!ws.url().includes(key)) return;
    seen.sockets++;
    ws.on('framesent', (frame) =>
      record(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8')),
    );
  });
  return seen;
}

/** Faults that end the socket: a drop (terminate) or a close with a code. */
function hangsUp(fault: FaultSpec): boolean {
  return fault.kind === 'drop' || fault.kind === 'wsClose';
}

/**
 * The gateway counts every HTTP request and WebSocket message under the key. Over WebSocket that
 * is exactly one per try plus one per upgrade; over HTTP the browser adds CORS preflights (at most
 * one per try: Chrome caches them per URL, but not across a failed request).
 */
async function expectGatewayCount(
  manifest: Parameters<typeof requestsFor>[0],
  key: string,
  transport: Transport,
  attempts: number,
  sockets: number,
  /** the fault ends the socket (terminate or close frame): a frame the browser sent just after the
   * one that tripped it (the receipt's, which leaves with the transaction's) may never reach the
   * gateway, or reach it after the close and go uncounted */
  dropsSocket = false,
  /** what the gateway had counted before the case began (connecting, the endpoint probe) */
  before = 0,
) {
  const counted = (await requestsFor(manifest, key)) - before;
  if (transport === 'websocket' && dropsSocket) {
    expect(counted, 'at least the tripping frame and the upgrades').toBeGreaterThanOrEqual(1 + sockets);
    expect(counted, 'never more than the browser sent').toBeLessThanOrEqual(attempts + sockets);
  } else if (transport === 'websocket') expect(counted, 'messages + upgrades the gateway saw').toBe(attempts + sockets);
  else {
    expect(counted, 'the gateway saw every try').toBeGreaterThanOrEqual(attempts);
    expect(counted, 'and nothing beyond one preflight per try').toBeLessThanOrEqual(2 * attempts);
  }
}

test.afterAll(() => printSummary('failing provider'));

for (const c of cases) {
  test(`${c.transport}: ${c.name} → a ${c.kind} error after ${c.attempts} ${c.attempts === 1 ? 'try' : 'tries'}, then recovery`, async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await recordCase(`failing provider: ${c.transport}`, c.name, async () => {
      const key = hostileKey(manifest, `fault-${c.transport}`);
      const hash = manifest.roles.eip1559.hash;
      if (c.needsClock) await page.clock.install();
      // watched from the start: connecting opens the socket the tries go over (the probe's calls use it)
      const attempts = watchAttempts(page, key);
      await connectWithKey(page, manifest.base, key, c.transport);
      const before = await requestsFor(manifest, key);
      attempts.reset();
      await setFault(manifest, key, c.fault);

      await search(page, hash);
      const panel = page.getByTestId('error-panel');
      if (c.needsClock) {
        // each attempt waits 15 s on the page's clock; jump past it until the last one gives up
        for (let i = 0; i < 6 && !(await panel.isVisible()); i++) {
          await expect.poll(() => attempts.tries, { timeout: 5000 }).toBeGreaterThan(i);
          await page.clock.fastForward(16_000);
          // the timed-out try either gives up (the panel) or is sent again
          await expect
            .poll(async () => (await panel.isVisible()) || attempts.tries > i + 1, { timeout: 5000 })
            .toBe(true);
        }
      }
      await expect(panel, 'a specific error, not a spinner').toBeVisible({ timeout: 10_000 });
      await expect(panel).toHaveAttribute('data-error-kind', c.kind);
      await expect(page.getByTestId('error-message')).toContainText(c.message);
      if (c.hint) await expect(panel).toContainText(c.hint);
      expect(attempts.tries, 'tries the browser sent').toBe(c.attempts);
      // the gateway counted exactly what the browser sent: the transaction's tries and the receipt's
      await expectGatewayCount(manifest, key, c.transport, attempts.sent, attempts.sockets, hangsUp(c.fault), before);
      // nothing of the key in what the page says about the failure
      expect(await panel.innerText()).not.toContain(key);

      await clearFault(manifest, key);
      await panel.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
      await expect(panel).toHaveCount(0);
    });
    expect(consoleErrors).toEqual([]);
  });
}

test('websocket: an idle close by the provider goes unnoticed; the next lookup reconnects', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await recordCase('failing provider: websocket', 'idle close', async () => {
    const key = hostileKey(manifest, 'fault-idle');
    const sockets: Array<{ closed: boolean }> = [];
    page.on('websocket', (ws) => {
      if (!ws.url().includes(key)) return;
      const entry = { closed: false };
      sockets.push(entry);
      ws.on('close', () => (entry.closed = true));
    });
    // connecting opens the socket (the endpoint probe's calls go over it)
    await connectWithKey(page, manifest.base, key, 'websocket');
    const before = await requestsFor(manifest, key);
    await setFault(manifest, key, { kind: 'idleClose', afterMs: 50 }, 1);
    await search(page, manifest.roles.legacy.hash);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.legacy.hash);
    await expect.poll(() => sockets[0]?.closed, { message: 'the provider closed the idle socket' }).toBe(true);

    await search(page, manifest.roles.eip1559.hash);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.eip1559.hash);
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    expect(sockets.length, 'a second socket was opened').toBe(2);
    // one more upgrade, and per search one transaction and one receipt message: nothing retried or duplicated
    expect((await requestsFor(manifest, key)) - before).toBe(5);
  });
  expect(consoleErrors).toEqual([]);
});

test('websocket: a key the provider refuses reads as an auth error (HTTP 401), not "connection failed"', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await recordCase('failing provider: websocket', 'refused upgrade (401)', async () => {
    await connectWithKey(page, manifest.base, 'not-a-known-key-ws', 'websocket', false);
    await search(page, manifest.roles.legacy.hash);
    const panel = page.getByTestId('error-panel');
    await expect(panel).toHaveAttribute('data-error-kind', 'auth', { timeout: 10_000 });
    await expect(panel).toContainText('401');
    await expect(panel).not.toContainText('not-a-known-key-ws');
  });
  expect(consoleErrors).toEqual([]);
});
