/**
 * What the bench modules that watch a page talk to its endpoint share: connecting the app to a full
 * JSON-RPC URL through Settings as a person does, emulating a network's latency, switching the tab
 * away and back, and timing each POST to the endpoint (for round trips: measure.ts's `waves`).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/** Connects the app to a full JSON-RPC URL through Settings; the probe's batch settled before anything is counted. */
export async function connectFullUrl(page: Page, explorer: string, url: string): Promise<void> {
  await page.goto(`${explorer}/settings`);
  await page.getByLabel('Full RPC URL').check();
  await page.getByLabel('RPC URL (http, https, ws or wss)').fill(url);
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await page
    .getByTestId('connection-badge')
    .filter({ hasText: url.startsWith('ws') ? 'WS' : 'HTTP' })
    .waitFor();
  await page.waitForLoadState('networkidle');
}

/** Every request of the page gets `ms` more latency (Chromium's network emulation). */
export async function emulateLatency(context: BrowserContext, page: Page, ms: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ms,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** The tab hidden or shown, as a browser sets it when the tab is switched away and back. */
export async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { value: next, configurable: true });
    Object.defineProperty(document, 'hidden', { value: next === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** A JSON-RPC call as a POST carried it. */
export interface PostedCall {
  method: string;
  params: unknown[];
}

/** A POST to the endpoint: its calls (one, or a batch), when it left and when its answer was read. */
export interface TimedPost {
  calls: PostedCall[];
  sent: number;
  answered: number;
}

/** The calls of a POST's JSON-RPC body (one call or a batch); none for a body that is not JSON. */
function callsOf(body: string | null): PostedCall[] {
  try {
    const parsed = JSON.parse(body ?? 'null') as unknown;
    return ([parsed].flat() as Array<{ method?: unknown; params?: unknown } | null>).map((call) => ({
      method: typeof call?.method === 'string' ? call.method : '?',
      params: Array.isArray(call?.params) ? call.params : [],
    }));
  } catch {
    return [];
  }
}

/** From now on, each POST the page sends to `endpoint`, timed (`answered` stays Infinity until it is). */
export function timePosts(page: Page, endpoint: string): TimedPost[] {
  const posts: TimedPost[] = [];
  const sent = new Map<Request, TimedPost>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().startsWith(endpoint)) return;
    const post = { calls: callsOf(request.postData()), sent: performance.now(), answered: Infinity };
    posts.push(post);
    sent.set(request, post);
  });
  page.on('requestfinished', (request) => {
    const post = sent.get(request);
    if (post) post.answered = performance.now();
  });
  return posts;
}
