/**
 * What the endpoint serves beyond the four methods, as a person meets it: Settings and the home
 * page's connection panel list the optional read methods (served, not served, not known yet); a
 * bare anvil through its full URL serves them all and names its network itself (eth_chainId),
 * before any record is read and again after a reload; the four-method gateway serves none and
 * the pages work as before. The probe never rides with a cold link's record.
 */
import type { Page, Request } from '@playwright/test';
import { METHOD_USES } from '../../src/components/settings/method-uses.ts';
import { MAX_BATCH } from '../../src/rpc/http-transport.ts';
import { LEARNED_ON_USE, OPTIONAL_METHODS } from '../../src/rpc/optional-method-names.ts';
import { connectWithUrl, expect, test, useDevnet } from './support/fixtures.ts';

/** The optional read methods the registry names (src/rpc/optional-methods.ts): the list a person should see. */
const OPTIONAL = OPTIONAL_METHODS;
/** Those the probe asks; the others (a tracer) are learned from their first real call. */
const PROBED = OPTIONAL.filter((method) => !LEARNED_ON_USE.has(method));

/** What the probe found, each probed method in `state`, and the others still waiting for their first use. */
async function expectMethods(page: Page, state: 'served' | 'absent'): Promise<void> {
  for (const method of OPTIONAL) {
    await expect(page.getByTestId(`method-${method}`), method).toHaveAttribute(
      'data-state',
      LEARNED_ON_USE.has(method) ? 'on-use' : state,
    );
  }
}

/** The JSON-RPC methods each POST to `origin` carried, in the order the POSTs left. */
function watchPosts(page: Page, origin: string): string[][] {
  const posts: string[][] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).origin !== origin) return;
    const body = JSON.parse(request.postData() ?? 'null') as { method: string } | Array<{ method: string }>;
    posts.push((Array.isArray(body) ? body : [body]).map((call) => call.method));
  });
  return posts;
}

test('a bare anvil by its full URL: every optional method served, listed with what it lights up', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, manifest.nodeUrl);
  // asked once the browser is idle, without any page having looked anything up
  await expectMethods(page, 'served');
  for (const method of OPTIONAL) {
    await expect(page.getByTestId(`method-${method}`), method).toContainText(METHOD_USES[method]);
  }
  const all = `serves ${PROBED.length} of ${PROBED.length} optional read methods`;
  for (const method of LEARNED_ON_USE)
    await expect(page.getByTestId(`method-${method}`), method).toContainText('asked when first used');
  await expect(page.getByTestId('endpoint-methods-panel')).toContainText(all);

  // the home page's connection panel says the same, folded to one line
  await page.getByRole('link', { name: '0xhexray' }).click();
  const panel = page.getByTestId('endpoint-methods-panel');
  await expect(panel).toContainText(all);
  await panel.getByText(all).click();
  await expect(panel.getByTestId('method-eth_call')).toContainText('why a transaction failed');
  expect(consoleErrors).toEqual([]);
});

test('a bare anvil: the network is named from the endpoint on a receipt opened by link, the same as on its transaction, and a reload keeps it', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const origin = new URL(manifest.nodeUrl).origin;
  await connectWithUrl(page, manifest.nodeUrl);
  await expectMethods(page, 'served');

  const posts = watchPosts(page, origin);
  const { hash } = manifest.roles.tokens.transfer;
  // a cold link with the connection kept but nothing known of what it serves (as before this
  // tab asked): the page loads afresh, nothing of the transaction read in this tab
  await page.evaluate(() => sessionStorage.removeItem('hexray.endpoint-facts'));
  await page.goto(`/tx/${hash}/receipt`);
  await expect(page.getByTestId('receipt-status')).toBeVisible();
  const network = page.getByTestId('network');
  await expect(network).toContainText('Local chain 31337 (anvil/Hardhat)');
  await expect(network).toContainText('from the endpoint');
  await expect(network).toHaveAttribute('data-chain-id', String(manifest.chainId));

  // the page's own probe left after the record, on a POST of its own: it added no round trip before the data
  await expect.poll(() => posts.filter((methods) => methods.includes('eth_chainId')).length).toBe(1);
  const record = posts.findIndex((methods) => methods.includes('eth_getTransactionReceipt'));
  const probe = posts.findIndex((methods) => methods.includes('eth_chainId'));
  expect(record).toBeGreaterThanOrEqual(0);
  expect(probe).toBeGreaterThan(record);
  // the record's POST carries none of the probe's calls (the page's own later reads, such as its
  // token movements' eth_call, may use them: they are not the probe)
  for (const method of OPTIONAL) expect(posts[record], 'the record’s POST').not.toContain(method);
  // the probe's calls leave at once, as many to a POST as a batch may carry
  const probePosts = posts.slice(probe, probe + Math.ceil(PROBED.length / MAX_BATCH));
  expect(probePosts.flat().sort()).toEqual([...PROBED].sort());

  // its transaction names the same network, from the same source
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  await expect(network).toContainText('Local chain 31337 (anvil/Hardhat)');
  await expect(network).toContainText('from the endpoint');
  await expect(page.getByTestId('network-disagreement')).toHaveCount(0);

  // a reload: the tab knows what the endpoint serves and the chain id it said, and asks nothing again
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().postData()?.includes('eth_chainId')) await route.abort();
      else await route.continue();
    },
  );
  await page.goto(`/tx/${manifest.roles.eip1559.hash}/receipt`);
  await expect(page.getByTestId('receipt-status')).toBeVisible();
  await expect(network).toContainText('Local chain 31337 (anvil/Hardhat)');
  await expect(network).toContainText('from the endpoint');
  await page.getByTestId('request-count').click();
  await expect(page.getByTestId('exchange').filter({ hasText: 'eth_getTransactionReceipt' })).toHaveCount(1);
  await expect(page.getByTestId('exchange').filter({ hasText: 'eth_chainId' })).toHaveCount(0);
  expect(posts.filter((methods) => methods.includes('eth_chainId'))).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('the four-method gateway: every optional method "not served", and the network as before', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  await page.goto('/settings');
  await expectMethods(page, 'absent');
  await expect(page.getByTestId('method-eth_getBalance')).toContainText('not served');
  await expect(page.getByTestId('endpoint-methods-panel')).toContainText('the four methods only');

  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
  await expect(page.getByTestId('receipt-status')).toBeVisible();
  // the gateway does not serve eth_chainId: the receipt's transaction (which the page reads too)
  // names the chain, as the devnet's preset does
  await expect(page.getByTestId('network')).toContainText('Hexray devnet (anvil)');
  await expect(page.getByTestId('network')).toContainText('from the transaction’s chain id');
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await expect(page.getByTestId('network')).toContainText('Hexray devnet (anvil)');
  await expect(page.getByTestId('network')).toContainText('from the transaction’s chain id');
  expect(consoleErrors).toEqual([]);
});

test('"Test connection" asks at once what the tested endpoint serves, before it is saved, and again each time', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const posts = watchPosts(page, new URL(manifest.nodeUrl).origin);
  const probes = () => posts.filter((methods) => methods.includes('eth_chainId')).length;
  await page.goto('/settings');
  await expect(page.getByTestId('endpoint-methods-panel')).toHaveCount(0);
  await page.getByLabel('Full RPC URL').check();
  await page.getByLabel('RPC URL (http, https, ws or wss)').fill(manifest.nodeUrl);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('connection-test')).toContainText('Working');
  await expectMethods(page, 'served');
  expect(probes()).toBe(1);
  // saved: the tab already asked this endpoint, the idle probe leaves it; a second test asks again
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByTestId('connection-badge')).toContainText('HTTP');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect.poll(probes).toBe(2);
  await expectMethods(page, 'served');
  expect(consoleErrors).toEqual([]);
});

test('a malformed answer to a probe counts as "not served", and the request inspector shows it', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const origin = new URL(manifest.nodeUrl).origin;
  // an endpoint that answers eth_chainId with something that is no chain id
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const sent = JSON.parse(route.request().postData() ?? 'null') as unknown;
      const calls = (Array.isArray(sent) ? sent : [sent]) as Array<{ id: number; method: string }>;
      const chainIdCall = calls.find((call) => call.method === 'eth_chainId');
      if (!chainIdCall) return route.continue();
      const response = await route.fetch();
      const answers = (await response.json()) as Array<{ id: number; result?: unknown }>;
      for (const answer of answers) if (answer.id === chainIdCall.id) answer.result = 'not-a-chain-id';
      await route.fulfill({ response, json: answers });
    },
  );
  await connectWithUrl(page, manifest.nodeUrl);
  await expect(page.getByTestId('method-eth_chainId')).toHaveAttribute('data-state', 'absent');
  await expect(page.getByTestId('method-eth_getCode')).toHaveAttribute('data-state', 'served');
  await page.getByTestId('request-count').click();
  const exchange = page.getByTestId('exchange').filter({ hasText: 'eth_chainId' });
  await expect(exchange).toHaveCount(1);
  await exchange.locator('summary').click();
  await expect(exchange.getByTestId('exchange-response')).toContainText('not-a-chain-id');
  expect(consoleErrors).toEqual([]);
});

test('"Forget saved connection" leaves nothing of the endpoint in the tab’s or the device’s storage', async ({
  page,
  manifest,
}) => {
  await connectWithUrl(page, manifest.nodeUrl, { remember: true });
  await expectMethods(page, 'served');
  const stored = () =>
    page.evaluate(
      () => ({ local: { ...localStorage }, session: { ...sessionStorage } }) as Record<string, Record<string, string>>,
    );
  // the facts were kept, on the device too (the connection is remembered)
  const kept = await stored();
  expect(kept.local!['hexray.endpoint-facts']).toContain('"eth_chainId":"served"');
  expect(kept.session!['hexray.endpoint-facts']).toContain('"eth_chainId":"served"');
  const endpointId = /endpoint-[0-9a-f]{16}/.exec(kept.local!['hexray.endpoint-facts']!)?.[0];
  expect(endpointId).toBeDefined();

  await page.getByRole('button', { name: 'Forget saved connection' }).click();
  await expect.poll(async () => JSON.stringify(await stored())).not.toContain('endpoint-facts');
  const left = JSON.stringify(await stored());
  expect(left).not.toContain(endpointId!);
  expect(left).not.toContain(new URL(manifest.nodeUrl).host);
});
