/**
 * The address page: account or contract, balance, nonce, a proxy's implementation, on a bare anvil
 * through the full URL (every read method served) and on the four-method gateway (storage and the
 * ERC-1967 slots, and a line saying what else it does not serve). The node itself is the oracle:
 * what the page shows is compared with what anvil answers, and viem's keccak256 and getAddress
 * check the code hash and the checksums. Proxies are made on the node with anvil_setCode and
 * anvil_setStorageAt at fresh addresses, each followed by a block so that its state is proved: on a
 * devnet of this file's own, since a block mined on the shared one would take its pending
 * transaction in.
 */
import type { Page, Request } from '@playwright/test';
import { formatEther, getAddress, keccak256 } from 'viem';
import { connectWithKey, connectWithUrl, expect, screenshotAllModes, test } from './support/fixtures.ts';
import { ownDevnet } from './support/own-devnet.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { nodeCall } from '../devnet/gateway-client.ts';

const devnet = ownDevnet();
// every test of this file reads this file's devnet
test.use({ manifest: async ({}, use) => use(devnet().manifest) });

/** ERC-1967's slots, as the EIP publishes them. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
const BEACON_SLOT = '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50';

function freshAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const word = (address: string) => `0x${address.slice(2).padStart(64, '0')}`;

/**
 * Mines a block after a cheat: anvil_setCode and anvil_setStorageAt change the state without a
 * block, so the latest header's state root no longer names it and every proof (the page asks
 * eth_getProof) is rightly refused until a block holds the change.
 */
async function commitState(manifest: DevnetManifest): Promise<void> {
  await nodeCall(manifest.nodeUrl, 'evm_mine', []);
}

/** An EIP-1167 clone of `target`, at a fresh address. */
async function makeClone(manifest: DevnetManifest, target: string): Promise<string> {
  const clone = freshAddress();
  const code = `0x363d3d373d3d3d363d73${target.slice(2)}5af43d82803e903d91602b57fd5bf3`;
  await nodeCall(manifest.nodeUrl, 'anvil_setCode', [clone, code]);
  await commitState(manifest);
  return clone;
}

/** A contract whose ERC-1967 `slot` holds `target`, at a fresh address. */
async function makeErc1967(manifest: DevnetManifest, slot: string, target: string): Promise<string> {
  const proxy = freshAddress();
  // any code: a proxy is a contract; the slot says where its code lives
  await nodeCall(manifest.nodeUrl, 'anvil_setCode', [proxy, '0x00']);
  await nodeCall(manifest.nodeUrl, 'anvil_setStorageAt', [proxy, slot, word(target)]);
  await commitState(manifest);
  return proxy;
}

/** A beacon whose every call (so its implementation()) returns `implementation`. */
async function makeBeacon(manifest: DevnetManifest, implementation: string): Promise<string> {
  const beacon = freshAddress();
  // PUSH20 implementation, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN
  await nodeCall(manifest.nodeUrl, 'anvil_setCode', [beacon, `0x73${implementation.slice(2)}60005260206000f3`]);
  await commitState(manifest);
  return beacon;
}

/** The POST bodies the page sends to the endpoint that name `address`, from now on. */
function postsNaming(page: Page, address: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
    if (body.includes('"jsonrpc"') && body.toLowerCase().includes(address.toLowerCase())) bodies.push(body);
  });
  return bodies;
}

test.describe('on a bare anvil through the full URL', () => {
  test.beforeEach(async ({ page, manifest }) => connectWithUrl(page, manifest.nodeUrl));

  test('an account: its balance and nonce as the node holds them, and no code', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const account = manifest.accounts[0]!;
    const [balance, nonce] = await Promise.all([
      nodeCall<string>(manifest.nodeUrl, 'eth_getBalance', [account, 'latest']),
      nodeCall<string>(manifest.nodeUrl, 'eth_getTransactionCount', [account, 'latest']),
    ]);
    await page.goto(`/address/${account}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
    await expect(page.locator('main')).toContainText(getAddress(account));
    await expect(page.getByTestId('balance')).toHaveAttribute('data-wei', BigInt(balance).toString());
    // in whole units of the network's currency (18 decimals), not raw Wei
    const [whole, fraction] = formatEther(BigInt(balance)).split('.');
    const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    await expect(page.getByTestId('balance')).toContainText(`${grouped}${fraction ? `.${fraction}` : ''} `);
    await expect(page.getByTestId('nonce')).toContainText(BigInt(nonce).toLocaleString('en-US'));
    await expect(page.getByTestId('code-size')).toHaveText('No code: an account, not a contract');
    await expect(page.getByTestId('not-served')).toHaveCount(0);
    // an account has no storage or proxy to read
    await expect(page.getByTestId('proxy')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the seeded token: a contract, its code size and hash as the node holds them, not a proxy', async ({
    page,
    manifest,
  }) => {
    const { token } = manifest.roles.tokens;
    const code = await nodeCall<`0x${string}`>(manifest.nodeUrl, 'eth_getCode', [token, 'latest']);
    await page.goto(`/address/${token}`);
    await expect(page.getByTestId('code-size')).toHaveAttribute('data-bytes', String((code.length - 2) / 2));
    await expect(page.getByTestId('code-size')).toContainText('Contract');
    await expect(page.getByTestId('code-hash')).toHaveAttribute('data-value', keccak256(code));
    await expect(page.getByTestId('proxy')).toHaveAttribute('data-kind', 'none');
    await expect(page.getByTestId('proxy')).toContainText('Not a proxy');
  });

  test('the seeded token says it is a token: its standard, name, symbol, decimals and supply as the contract answers them', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const { standard } = manifest.tokenContracts;
    const supply = BigInt(
      await nodeCall<string>(manifest.nodeUrl, 'eth_call', [{ to: standard.address, data: '0x18160ddd' }, 'latest']),
    );
    await page.goto(`/address/${standard.address}`);
    const overview = page.getByTestId('token-overview');
    await expect(overview).toHaveAttribute('data-standard', 'ERC-20');
    await expect(overview).toContainText('ERC-20 token');
    await expect(page.getByTestId('token-name')).toHaveText(`${standard.name} (${standard.symbol})`);
    await expect(page.getByTestId('token-decimals')).toHaveText(`${standard.decimals} decimals`);
    await expect(page.getByTestId('token-supply')).toHaveAttribute('data-raw', supply.toString());
    const whole = (supply / 10n ** BigInt(standard.decimals)).toLocaleString('en-US');
    await expect(page.getByTestId('token-supply')).toHaveText(new RegExp(`^total supply ${whole}(\\.\\d+)? HXR$`));
    await expect(page.getByTestId('token-problem')).toHaveCount(0);
    await screenshotAllModes(page, 'address-token');
    await overview.getByRole('link', { name: 'Read its functions →' }).click();
    await expect(page).toHaveURL(`/address/${standard.address}/read`);
    expect(consoleErrors).toEqual([]);
  });

  test('a forwarding ERC-1967 proxy of the token is a token by its implementation’s code, read in its own storage', async ({
    page,
    manifest,
  }) => {
    const { standard } = manifest.tokenContracts;
    // the seeded ERC-1967 proxy's own code, at a fresh address whose slot names the token
    const forwarder = await nodeCall<string>(manifest.nodeUrl, 'eth_getCode', [
      manifest.proxies.erc1967.address,
      'latest',
    ]);
    const proxy = freshAddress();
    await nodeCall(manifest.nodeUrl, 'anvil_setCode', [proxy, forwarder]);
    await nodeCall(manifest.nodeUrl, 'anvil_setStorageAt', [proxy, IMPLEMENTATION_SLOT, word(standard.address)]);
    await commitState(manifest);
    await page.goto(`/address/${proxy}`);
    await expect(page.getByTestId('token-overview')).toHaveAttribute('data-standard', 'ERC-20');
    // decimals is a constant of the code; name, symbol and supply live in the proxy's empty storage
    await expect(page.getByTestId('token-decimals')).toHaveText('18 decimals');
    await expect(page.getByTestId('token-supply')).toHaveAttribute('data-raw', '0');
    await expect(page.getByTestId('token-name')).toHaveText('no name');
  });

  test('a contract that is no token has no token row; one that answers nothing sensible says so', async ({
    page,
    manifest,
  }) => {
    await page.goto(`/address/${manifest.proxies.implementation.address}`);
    await expect(page.getByTestId('code-size')).toContainText('Contract');
    await expect(page.getByTestId('token-overview')).toHaveCount(0);

    // ERC-20's identifying selectors pushed in code that answers every call with one byte
    const code = `0x${['18160ddd', '70a08231', 'a9059cbb', 'dd62ed3e', '06fdde03', '313ce567'].map((s) => `63${s}50`).join('')}60ff60005360016000f3`;
    const fake = freshAddress();
    await nodeCall(manifest.nodeUrl, 'anvil_setCode', [fake, code]);
    await commitState(manifest);
    await page.goto(`/address/${fake}`);
    await expect(page.getByTestId('token-overview')).toHaveAttribute('data-standard', 'ERC-20');
    await expect(page.getByTestId('token-problem')).toHaveText([
      /^Not read as its type: name\(\): /,
      'Not read as its type: decimals(): The result is 1 bytes, not one 32-byte word',
      'Not read as its type: totalSupply(): The result is 1 bytes, not one 32-byte word',
    ]);
    await expect(page.getByTestId('token-supply')).toHaveCount(0);
  });

  test('an EIP-1167 clone names its target, linked to the target’s address page', async ({ page, manifest }) => {
    const { token } = manifest.roles.tokens;
    const clone = await makeClone(manifest, token);
    await page.goto(`/address/${clone}`);
    await expect(page.getByTestId('proxy')).toHaveAttribute('data-kind', 'eip1167');
    await expect(page.getByTestId('code-size')).toHaveAttribute('data-bytes', '45');
    const target = page.getByTestId('proxy-implementation');
    await expect(target).toContainText(getAddress(token));
    await target.getByRole('link').click();
    await expect(page).toHaveURL(`/address/${token}`);
    await expect(page.getByTestId('code-size')).toContainText('Contract');
  });

  test('an ERC-1967 proxy and a beacon proxy name their implementation', async ({ page, manifest }) => {
    const { token } = manifest.roles.tokens;
    const proxy = await makeErc1967(manifest, IMPLEMENTATION_SLOT, token);
    await page.goto(`/address/${proxy}`);
    await expect(page.getByTestId('proxy')).toHaveAttribute('data-kind', 'erc1967');
    await expect(page.getByTestId('proxy-implementation').getByRole('link')).toHaveAttribute(
      'href',
      `/address/${token}`,
    );

    const beacon = await makeBeacon(manifest, token);
    const beaconProxy = await makeErc1967(manifest, BEACON_SLOT, beacon);
    await page.goto(`/address/${beaconProxy}`);
    await expect(page.getByTestId('proxy')).toHaveAttribute('data-kind', 'beacon');
    await expect(page.getByTestId('proxy-beacon')).toHaveAttribute('data-value', beacon);
    // the beacon's implementation(), asked by eth_call
    await expect(page.getByTestId('proxy-implementation')).toHaveAttribute('data-value', token);
    await screenshotAllModes(page, 'address-beacon-proxy');
  });

  test('a cold link: balance, nonce, code, slot 0 and both ERC-1967 slots leave in one POST, the proof and the token’s calls after it', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const { token } = manifest.roles.tokens;
    const posts = postsNaming(page, token);
    await page.goto(`/address/${token}`);
    await expect(page.getByTestId('code-size')).toContainText('Contract');
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByTestId('slot0-word')).toHaveAttribute('data-value', /^0x[0-9a-f]{64}$/);
    // the token keeps its name in slot 0: read as a short string, it is what name() answers
    expect(manifest.tokenContracts.standard.address).toBe(token);
    await expect(page.getByTestId('slot0-text')).toHaveText(
      `read as a short string: “${manifest.tokenContracts.standard.name}”`,
    );
    await expect(page.getByTestId('proxy')).toHaveAttribute('data-kind', 'none');
    // a stray second request would leave soon after the data shows: every request answered, and
    // no new one for half a second
    await expect(page.getByTestId('proof-mark')).toHaveAttribute('data-status', 'proved');
    await page.waitForLoadState('networkidle');
    // the proof is asked at the number `latest` resolved to (its header's), so after the header
    for (const method of ['eth_getBalance', 'eth_getTransactionCount', 'eth_getCode'])
      expect(posts[0]).toContain(`"${method}"`);
    expect(posts[0]!.match(/"eth_getStorageAt"/g)).toHaveLength(3);
    // after the code: the token's four calls, once; and the proof
    await expect(page.getByTestId('token-supply')).toBeVisible();
    const later = posts.slice(1).join('');
    expect(later.match(/"eth_call"/g)).toHaveLength(4);
    expect(later.match(/"eth_getProof"/g)).toHaveLength(1);
    expect(posts.length).toBeLessThanOrEqual(3);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('on the four-method gateway', () => {
  test.beforeEach(async ({ page, manifest }) => connectWithKey(page, manifest.base, manifest.apiKey));
  test('an account: slot 0 and the proxy slots are read, and one line says what is not served', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const account = manifest.accounts[0]!;
    await page.goto(`/address/${account}`);
    const line = page.getByTestId('not-served');
    await expect(line).toContainText(
      'This endpoint does not serve eth_getBalance, eth_getTransactionCount or eth_getCode',
    );
    await expect(page.getByTestId('slot0-word')).toHaveAttribute('data-value', `0x${'0'.repeat(64)}`);
    await expect(page.getByTestId('slot0-text')).toHaveCount(0);
    await expect(page.getByTestId('proxy')).toHaveAttribute('data-kind', 'none');
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    // without the code, nothing says it is a token: no row, no call
    await expect(page.getByTestId('token-overview')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('an ERC-1967 proxy’s implementation is read from its slot, with eth_getStorageAt alone', async ({
    page,
    manifest,
  }) => {
    const { token } = manifest.roles.tokens;
    const proxy = await makeErc1967(manifest, IMPLEMENTATION_SLOT, token);
    await page.goto(`/address/${proxy}`);
    await expect(page.getByTestId('proxy')).toHaveAttribute('data-kind', 'erc1967');
    await expect(page.getByTestId('proxy-implementation')).toHaveAttribute('data-value', token);
    await expect(page.getByTestId('not-served')).toBeVisible();
    await screenshotAllModes(page, 'address-four-methods');
  });

  test('a cold link costs one POST, the methods it does not serve answered in it', async ({ page, manifest }) => {
    const { token } = manifest.roles.tokens;
    const posts = postsNaming(page, token);
    await page.goto(`/address/${token}`);
    await expect(page.getByTestId('not-served')).toBeVisible();
    await expect(page.getByTestId('slot0-word')).toHaveAttribute('data-value', /^0x[0-9a-f]{64}$/);
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
  });
});

test('an address whose mixed case is not its checksum is refused, in a link and in the search box, and nothing is sent', async ({
  page,
  manifest,
}) => {
  // the first account, checksummed, with the case of one letter changed
  const checksummed = getAddress(manifest.accounts[0]!);
  const at = checksummed.slice(2).search(/[a-fA-F]/) + 2;
  const letter = checksummed.charAt(at);
  const mistyped = `${checksummed.slice(0, at)}${letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()}${checksummed.slice(at + 1)}`;
  const posts = postsNaming(page, checksummed);
  await page.goto(`/address/${mistyped}`);
  await expect(page.getByTestId('bad-input')).toContainText('The checksum does not match: probably a typo');
  await page.goto(`/address/${mistyped}/storage`);
  await expect(page.getByTestId('bad-input')).toContainText('The checksum does not match: probably a typo');

  await page.goto('/');
  const box = page.getByRole('searchbox');
  await box.fill(mistyped);
  await box.press('Enter');
  await expect(page.getByTestId('search-error')).toContainText('The checksum does not match: probably a typo');
  await expect(page).toHaveURL('/');
  expect(posts).toEqual([]);

  // the checksummed form and the all-lowercase one open the page
  await box.fill(checksummed);
  await box.press('Enter');
  await expect(page).toHaveURL(`/address/${checksummed.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
});
