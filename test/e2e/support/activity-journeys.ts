/**
 * The Activity tab's Holdings and "Watch this address" journeys, run by the production-build suite
 * (address-activity.spec.ts) and the dev-server suite (test/e2e-dev/activity-journeys.spec.ts,
 * StrictMode's double mounts: a watch kept twice would ask each receipt twice).
 */
import { expect, type Page, type Request } from '@playwright/test';
import { encodeFunctionData, formatEther, parseAbi, parseEther } from 'viem';
import { devAccounts } from '../../devnet/accounts.ts';
import { loadArtifacts } from '../../devnet/artifacts.ts';
import { devnetClient } from '../../devnet/devnet-client.ts';
import { rpc } from '../../devnet/gateway-client.ts';
import type { Devnet } from '../../devnet/index.ts';
import type { DevnetManifest } from '../../devnet/manifest.ts';
import { archiveText } from './archive-db.ts';
import { connectWithKey } from './fixtures.ts';

const row = (page: Page, kind: string, transaction: string) =>
  page.locator(`[data-testid="activity-row"][data-kind="${kind}"][data-transaction="${transaction}"]`);

/** Every eth_call the page sends: its target, data, block and which POST carried it. */
function ethCalls(page: Page): { to: string; data: string; block: string; post: number }[] {
  const calls: { to: string; data: string; block: string; post: number }[] = [];
  let posts = 0;
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (!body?.includes('eth_call')) return;
    const post = posts++;
    const sent = [JSON.parse(body)].flat() as { method: string; params: [{ to: string; data: string }, string] }[];
    for (const call of sent)
      if (call.method === 'eth_call')
        calls.push({ to: call.params[0].to.toLowerCase(), data: call.params[0].data, block: call.params[1], post });
  });
  return calls;
}

/** `1234567.5` as the page writes it: `1,234,567.5`. */
const grouped = (decimal: string) => decimal.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

const BALANCE_OF = parseAbi(['function balanceOf(address owner) view returns (uint256)']);
const BALANCE_OF_ID = parseAbi(['function balanceOf(address account, uint256 id) view returns (uint256)']);

/** The transaction hashes of every eth_getTransactionReceipt the page sends. */
function receiptRequests(page: Page): string[] {
  const hashes: string[] = [];
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (!body?.includes('eth_getTransactionReceipt')) return;
    for (const call of [JSON.parse(body)].flat() as { method: string; params: [string] }[])
      if (call.method === 'eth_getTransactionReceipt') hashes.push(call.params[0].toLowerCase());
  });
  return hashes;
}

/**
 * Full mode, the seeded account: each token it moved, its balanceOf at the tab's newest block held
 * to the node's own answer; the log relay's ERC-721 and ERC-1155 (no balanceOf) named with the
 * node's failure; every balanceOf in one POST.
 */
export async function holdingsJourney(page: Page, manifest: DevnetManifest): Promise<void> {
  await connectWithKey(page, manifest.base, manifest.fullKey);
  const calls = ethCalls(page);
  const { activity, tokenContracts } = manifest;
  const account = activity.account;
  await page.goto(`/address/${account}/activity`);
  const holdings = page.getByTestId('holdings');
  const block = BigInt((await holdings.getByTestId('holdings-block').getAttribute('data-value'))!);
  const client = devnetClient(manifest.nodeUrl);

  // ERC-20: DemoToken, in its units, the token linked to its page
  const hxr = holdings.locator(
    `[data-testid="holding"][data-standard="ERC-20"][data-token="${activity.erc20In.token.toLowerCase()}"]`,
  );
  const owned = await client.readContract({
    address: activity.erc20In.token,
    abi: loadArtifacts().DemoToken.abi,
    functionName: 'balanceOf',
    args: [account],
    blockNumber: block,
  });
  await expect(hxr.getByTestId('token-amount')).toHaveAttribute('data-raw', String(owned));
  await expect(hxr.getByTestId('token-amount')).toContainText(
    `${grouped(formatEther(owned as bigint))} ${tokenContracts.standard.symbol!}`,
  );
  await expect(hxr.getByRole('link').first()).toHaveAttribute(
    'href',
    `/address/${activity.erc20In.token.toLowerCase()}`,
  );

  // ERC-721 and ERC-1155 (id 3): their events come from the devnet's log relay, which has no
  // balanceOf (its code runs out of gas on a 36-byte call): the tab names the node's own failure
  // instead of showing a number
  for (const [standard, data] of [
    ['ERC-721', encodeFunctionData({ abi: BALANCE_OF, functionName: 'balanceOf', args: [account] })],
    ['ERC-1155', encodeFunctionData({ abi: BALANCE_OF_ID, functionName: 'balanceOf', args: [account, 3n] })],
  ] as const) {
    const token = activity[standard === 'ERC-721' ? 'erc721In' : 'erc1155In'].token;
    const answer = await rpc(manifest.nodeUrl, 'eth_call', [{ to: token, data }, `0x${block.toString(16)}`]);
    expect(answer.result).toBeUndefined();
    const holding = holdings.locator(`[data-testid="holding"][data-standard="${standard}"]`);
    await expect(holding.getByTestId('holding-unread')).toContainText('balanceOf failed:');
    await expect(holding.getByTestId('holding-unread')).toContainText(String(answer.error.message));
    await expect(holding.getByTestId('token-amount')).toHaveCount(0);
  }
  await expect(holdings.locator('[data-standard="ERC-1155"]').getByTestId('token-id')).toHaveText('token id 3');

  // every balanceOf asked at that block, each token once, in one POST
  const balanceCalls = calls.filter((call) => call.data.startsWith('0x70a08231') || call.data.startsWith('0x00fdd58e'));
  expect(balanceCalls.every((call) => call.block === `0x${block.toString(16)}`)).toBe(true);
  expect(new Set(balanceCalls.map((call) => `${call.to}:${call.data}`)).size).toBe(balanceCalls.length);
  expect(new Set(balanceCalls.map((call) => call.post)).size).toBe(1);
}

/**
 * On a devnet of the spec's own (mining off after seeding: each transfer its own block): watch the
 * account over the last 3 blocks, a transfer arrives and its receipt is kept (asked once); four
 * blocks on, a reload still watches and shows the transfer beyond the blocks covered, from the
 * archive; unwatched, it says what stays, and the row is still shown after another reload.
 */
export async function addressWatchJourney(page: Page, devnet: Devnet): Promise<void> {
  const { manifest } = devnet;
  const receipts = receiptRequests(page);
  const client = devnetClient(manifest.nodeUrl);
  const token = manifest.tokenContracts.standard.address;
  const account = manifest.activity.account;
  const symbol = manifest.tokenContracts.standard.symbol!;
  // the last 3 blocks: a few mined blocks push a row out of them
  const url = `/address/${account}/activity?blocks=3`;
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await page.goto(url);
  await expect(page.getByTestId('activity-coverage')).toContainText('The last 3 blocks');
  await page.getByRole('button', { name: 'Watch this address' }).click();
  const head = Number((await rpc(manifest.nodeUrl, 'eth_blockNumber', [])).result);
  await expect(page.getByTestId('address-watch-status')).toContainText('Watching since block');
  await expect(page.getByTestId('address-watch-since')).toHaveAttribute('data-value', String(head));

  // a transfer in while the tab is open: shown, and its receipt kept in this browser's archive
  const hash = (
    await client.sendTransaction({
      account: devAccounts[1]!,
      to: token,
      data: encodeFunctionData({
        abi: loadArtifacts().DemoToken.abi,
        functionName: 'transfer',
        args: [account, parseEther('7')],
      }),
      gas: 100_000n,
    })
  ).toLowerCase();
  await rpc(manifest.nodeUrl, 'evm_mine', []);
  const block = head + 1;
  await expect(row(page, 'transfer', hash).getByTestId('token-amount')).toContainText(`7 ${symbol}`);
  await expect.poll(() => archiveText(page)).toMatch(new RegExp(`"id":"receipt\\|31337\\|${hash}"`));
  // asked once, though the rows change at every block (and the dev server mounts the page twice)
  expect(receipts.filter((asked) => asked === hash)).toHaveLength(1);

  // four blocks later the transfer is outside the 3 blocks covered; a reload keeps the watch on
  for (let i = 0; i < 4; i++) await rpc(manifest.nodeUrl, 'evm_mine', []);
  await page.reload();
  await expect(page.getByTestId('activity-from-block')).toHaveAttribute('data-value', String(block + 2));
  await expect(page.getByTestId('address-watch-status')).toContainText('Watching since block');
  await expect(page.getByTestId('address-watch-since')).toHaveAttribute('data-value', String(head));
  const archived = page.getByTestId('activity-archived');
  const kept = archived.locator(`[data-source="archive"] [data-testid="activity-row"][data-transaction="${hash}"]`);
  await expect(kept).toHaveAttribute('data-direction', 'in');
  await expect(kept.getByTestId('token-amount')).toContainText(`7 ${symbol}`);
  // only there: the blocks covered no longer hold it
  await expect(row(page, 'transfer', hash)).toHaveCount(1);
  await expect(archived.getByTestId('activity-archived-span')).toContainText('Watched since');
  await expect(archived.getByTestId('archived-to-block')).toHaveAttribute('data-value', String(block));
  // the holdings count what the archive holds too: DemoToken's balance, as the node says it
  const balance = await client.readContract({
    address: token,
    abi: loadArtifacts().DemoToken.abi,
    functionName: 'balanceOf',
    args: [account],
  });
  await expect(
    page.locator(`[data-testid="holding"][data-token="${token.toLowerCase()}"]`).getByTestId('token-amount'),
  ).toHaveAttribute('data-raw', String(balance));

  // unwatched: it says what stays, and after a reload the kept row is still shown, the watch off
  await page.getByRole('button', { name: 'Stop watching' }).click();
  await expect(page.getByTestId('address-watch-stopped')).toContainText(
    'Stopped watching: nothing new is kept. What was kept stays in this browser’s archive',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Watch this address' })).toBeVisible();
  await expect(page.getByTestId('address-watch-status')).toHaveCount(0);
  await expect(kept).toBeVisible();
  await expect(archived.getByTestId('activity-archived-span')).toContainText(
    'Kept as pages showed them; watch the address to keep all that arrives.',
  );
}
