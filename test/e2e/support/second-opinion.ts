/**
 * The second endpoint as a person gives it in Settings, and what the gateway saw it asked, for the
 * second-opinion specs of both suites (test/e2e/second-opinion.spec.ts, test/e2e-dev/).
 */
import { expect, type Page } from '@playwright/test';
import type { DevnetManifest } from '../../devnet/manifest.ts';

export type SecondEndpointInput = { base: string; apiKey: string } | { url: string };

/** Settings → "Add a second endpoint" → its boxes → "Save second endpoint" (remember off). */
export async function addSecondEndpoint(page: Page, second: SecondEndpointInput): Promise<void> {
  await page.goto('/settings');
  const section = page.getByTestId('second-endpoint');
  await section.getByRole('button', { name: /^(Add a|Change) second endpoint$/ }).click();
  if ('url' in second) {
    await section.getByLabel('Second endpoint: full URL', { exact: true }).check();
    await section.getByLabel('Second endpoint’s RPC URL (http, https, ws or wss)', { exact: true }).fill(second.url);
  } else {
    await section.getByLabel('Second endpoint: base URL + key', { exact: true }).check();
    await section.getByLabel('Second endpoint’s base URL', { exact: true }).fill(second.base);
    await section.getByLabel('Second endpoint’s API key', { exact: true }).fill(second.apiKey);
  }
  await section.getByRole('button', { name: 'Save second endpoint' }).click();
  await expect(section.getByTestId('second-endpoint-in-use')).toContainText(
    new URL('url' in second ? second.url : second.base).host,
  );
}

/** The JSON-RPC calls the gateway received with one key, by method (test/devnet/request-counter.ts). */
export async function methodsAsked(manifest: DevnetManifest, key: string): Promise<Record<string, number>> {
  const response = await fetch(manifest.admin!.stats);
  const body = (await response.json()) as { byKeyMethod: Record<string, Record<string, number>> };
  return body.byKeyMethod[key] ?? {};
}

/** The bodies the page sends to URLs holding `marker` (the second endpoint's key or address), as they left the browser. */
export function requestsTo(page: Page, marker: string): Array<{ url: string; body: string; headers: string }> {
  const seen: Array<{ url: string; body: string; headers: string }> = [];
  page.on('request', (request) => {
    if (request.url().includes(marker))
      seen.push({ url: request.url(), body: request.postData() ?? '', headers: JSON.stringify(request.headers()) });
  });
  page.on('websocket', (socket) => {
    if (!socket.url().includes(marker)) return;
    socket.on('framesent', (frame) => seen.push({ url: socket.url(), body: String(frame.payload), headers: '' }));
  });
  return seen;
}
