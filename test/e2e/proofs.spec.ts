/**
 * Values proved against their block's state root, as a person meets them: a storage word and an
 * address's balance, nonce and code hash marked "proved against block N's state root" on the
 * devnet's full mode and the bare anvil; the block page's header check; each kind of tampered
 * answer (a word changed beside its proof, a proof node changed, a truncated proof, a header
 * field changed) refused naming the part that did not check out, with nothing shown as the
 * value; and the four-method key, which serves no eth_getProof, keeping "the endpoint's word".
 */
import type { Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { setFault } from '../hostile/support.ts';
import { connectWithKey, connectWithUrl, expect, scopedKey, test, useDevnet } from './support/fixtures.ts';

type ProofAnswer = {
  accountProof: string[];
  storageProof: Array<{ key: string; value: string; proof: string[] }>;
};

async function node(manifest: DevnetManifest, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`;

/** The showcase's `count`: a slot holding a non-zero word. */
function countVariable(manifest: DevnetManifest) {
  const found = manifest.storage.variables.find((v) => v.label.endsWith(' count'));
  if (!found?.word) throw new Error('the manifest has no count word');
  return { slot: BigInt(found.slot), word: found.word };
}

/** The honest proof the node gives now, for the tampering key to alter. */
async function honestProof(manifest: DevnetManifest, address: string, slots: bigint[]): Promise<ProofAnswer> {
  return (await node(manifest, 'eth_getProof', [address, slots.map(word), 'latest'])) as ProofAnswer;
}

/** A key of this test's own in full mode (eth_getProof and blocks served), faults its own. */
const fullScopedKey = (manifest: DevnetManifest, name: string) => scopedKey(manifest, name, 'full');

async function openSlot(page: Page, address: string, slot: bigint) {
  await page.goto(`/address/${address}/storage?slot=0x${slot.toString(16)}&block=latest`);
}

test.describe('proved on the devnet’s full mode', () => {
  test('a storage word is proved against the block’s state root and shown', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const count = countVariable(manifest);
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await openSlot(page, manifest.storage.address, count.slot);
    const mark = page.getByTestId('proof-mark');
    await expect(mark).toHaveAttribute('data-status', 'proved');
    const head = BigInt((await node(manifest, 'eth_blockNumber', [])) as string);
    await expect(mark).toHaveAttribute('data-block', head.toString());
    await expect(mark).toContainText(`✓ Proved against block ${head.toLocaleString('en-US')}’s state root`);
    await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', count.word);
    // the page's one line: what is proved, what is still the endpoint's word, what remains to trust
    await expect(page.getByTestId('rests-on')).toContainText(`The slot’s word: proved against block ${head}`);
    await expect(page.getByTestId('rests-on')).toContainText(
      'the slot history between its changes and before its newest 8 (those changes, and a layout’s variables, have their own proof): the endpoint’s word. What remains to trust is that this block is on the chain.',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a layout’s variables are proved together: one proof for the words they sit in, each value marked', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await page.goto(`/address/${manifest.storage.address}/storage`);
    await page.getByTestId('layout-input').fill(JSON.stringify(manifest.storage.storageLayout));
    const section = page.getByTestId('layout-proof').getByTestId('proof-mark');
    await expect(section).toHaveAttribute('data-status', 'proved');
    const row = (label: string) =>
      page.locator(`[data-testid="layout-var"][data-label=${JSON.stringify(label)}]`).first();
    for (const name of ['count', 'owner', 'small', 'flag', 'shortText']) {
      const v = manifest.storage.variables.find((x) => x.label.endsWith(` ${name}`))!;
      await expect(row(name).getByTestId('layout-value').first()).toHaveAttribute('data-value', v.value!);
      await expect(row(name).getByTestId('layout-word-proof')).toHaveAttribute('data-status', 'proved');
    }
    // a mapping's entry, read as the person asks for it, stays the endpoint's word: no mark
    const balances = manifest.storage.variables.find((x) => x.label.endsWith(' balances'))!;
    const entry = balances.entries![0]!;
    await row('balances').getByRole('textbox').first().fill(entry.keys[0]!);
    await row('balances').getByRole('button', { name: 'Look up' }).first().click();
    const entryRow = row(`balances[${entry.keys[0]}]`);
    await expect(entryRow.getByTestId('layout-value').first()).toHaveAttribute('data-value', entry.value);
    await expect(entryRow.getByTestId('layout-word-proof')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a layout of more words than one proof carries: the first 32 proved, the rest named as the endpoint’s word', async ({
    page,
    manifest,
  }) => {
    const storage = Array.from({ length: 40 }, (_, i) => ({
      astId: i + 1,
      contract: 'Wide.sol:Wide',
      label: `v${i}`,
      offset: 0,
      slot: String(i),
      type: 't_uint256',
    }));
    const types = { t_uint256: { encoding: 'inplace', label: 'uint256', numberOfBytes: '32' } };
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await page.goto(`/address/${manifest.storage.address}/storage`);
    await page.getByTestId('layout-input').fill(JSON.stringify({ storage, types }));
    await expect(page.getByTestId('layout-proof').getByTestId('proof-mark')).toHaveAttribute('data-status', 'proved');
    await expect(page.getByTestId('layout-proof-capped')).toHaveText(
      `One proof carries at most 32 words: ${storage
        .slice(32)
        .map((v) => v.label)
        .join(', ')} stay the endpoint’s word.`,
    );
    const proofOf = (label: string) =>
      page.locator(`[data-testid="layout-var"][data-label="${label}"]`).getByTestId('layout-word-proof');
    await expect(proofOf('v31')).toHaveAttribute('data-status', 'proved');
    await expect(
      page.locator('[data-testid="layout-var"][data-label="v32"]').getByTestId('layout-value'),
    ).toBeVisible();
    await expect(proofOf('v32')).toHaveCount(0);
  });

  test('an address’s balance, nonce and code hash are proved, and the code shown is the proved code', async ({
    page,
    manifest,
  }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await page.goto(`/address/${manifest.storage.address}`);
    await expect(page.getByTestId('proof-mark')).toHaveAttribute('data-status', 'proved');
    await expect(page.getByTestId('rests-on')).toContainText('Balance, nonce and code: proved against block');
    await expect(page.getByTestId('code-hash')).toBeVisible();
    await expect(page.getByTestId('proof-code-refused')).toHaveCount(0);
    const balance = BigInt((await node(manifest, 'eth_getBalance', [manifest.accounts[0], 'latest'])) as string);
    await page.goto(`/address/${manifest.accounts[0]}`);
    await expect(page.getByTestId('proof-mark')).toHaveAttribute('data-status', 'proved');
    await expect(page.getByTestId('balance')).toHaveAttribute('data-wei', balance.toString());
  });

  test('the bare anvil proves them too; an account that does not exist is proved empty', async ({ page, manifest }) => {
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    await page.goto('/address/0x00000000000000000000000000000000000b0d1e');
    await expect(page.getByTestId('proof-mark')).toHaveAttribute('data-status', 'proved');
    await expect(page.getByTestId('balance')).toHaveAttribute('data-wei', '0');
  });

  test('the block page checks the header: its fields hash to the block hash', async ({ page, manifest }) => {
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await page.goto(`/block/${manifest.block.number}`);
    await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
    const hash = manifest.block.hash;
    await expect(page.getByTestId('verify-limits')).toContainText(
      `Header checked: its fields hash to ${hash.slice(0, 8)}…${hash.slice(-6)}.`,
    );
    await expect(page.getByTestId('verify-limits')).toContainText('that this block is on the chain');
    await page.getByTestId('verify-mark').click();
    await expect(page.getByTestId('verify-check-header-hash')).toContainText(
      `Header checked: its fields hash to ${hash}.`,
    );
  });
});

test.describe('tampered answers are refused, naming the part', () => {
  test('a storage word changed beside its proof: the storage proof is refused and no word is shown', async ({
    page,
    manifest,
  }) => {
    const count = countVariable(manifest);
    const key = fullScopedKey(manifest, 'proof-word');
    const honest = await honestProof(manifest, manifest.storage.address, [count.slot]);
    const altered = honest.storageProof.map((p) => ({ ...p, value: '0x2a' }));
    await connectWithKey(page, manifest.base, key);
    await setFault(manifest, key, { kind: 'tamper', field: 'storageProof', value: altered });
    try {
      await openSlot(page, manifest.storage.address, count.slot);
      const mark = page.getByTestId('proof-mark');
      await expect(mark).toHaveAttribute('data-status', 'refused');
      await expect(mark).toHaveAttribute('data-part', 'storage');
      await expect(page.getByTestId('proof-refusal')).toContainText(
        `the storage proof of slot 0x${count.slot.toString(16)} did not check out`,
      );
      await expect(page.getByTestId('proof-refusal')).toContainText(
        `it proves the word is ${BigInt(count.word)}, but the answer says 42`,
      );
      await expect(page.getByTestId('word-hex')).toHaveCount(0);
      await expect(page.getByTestId('rests-on')).toHaveText(
        'Nothing here is proved: the endpoint’s proof of the slot’s word did not check out (below).',
      );
    } finally {
      await setFault(manifest, key, null);
    }
  });

  test('a layout whose proof does not check out shows none of its proved variables’ values', async ({
    page,
    manifest,
  }) => {
    const key = fullScopedKey(manifest, 'proof-layout');
    const honest = await honestProof(manifest, manifest.storage.address, []);
    // one byte of the account proof's leaf flipped: every proof of this account is refused
    const last = honest.accountProof.length - 1;
    const changed = honest.accountProof.map((n, i) =>
      i === last ? `${n.slice(0, -2)}${n.endsWith('00') ? '01' : '00'}` : n,
    );
    await connectWithKey(page, manifest.base, key);
    await setFault(manifest, key, { kind: 'tamper', field: 'accountProof', value: changed });
    try {
      await page.goto(`/address/${manifest.storage.address}/storage`);
      await page.getByTestId('layout-input').fill(JSON.stringify(manifest.storage.storageLayout));
      await expect(page.getByTestId('layout-proof').getByTestId('proof-mark')).toHaveAttribute(
        'data-status',
        'refused',
      );
      const count = page.locator('[data-testid="layout-var"][data-label="count"]');
      await expect(count.getByTestId('layout-word-proof')).toHaveAttribute('data-status', 'refused');
      await expect(count.getByTestId('layout-value')).toHaveCount(0);
    } finally {
      await setFault(manifest, key, null);
    }
  });

  test('a node of the account proof changed: the account proof is refused, balance and nonce not shown', async ({
    page,
    manifest,
  }) => {
    const key = fullScopedKey(manifest, 'proof-node');
    const honest = await honestProof(manifest, manifest.accounts[0]!, []);
    const last = honest.accountProof.length - 1;
    // one byte of the leaf flipped: its hash is no longer the one its parent names
    const changed = honest.accountProof.map((n, i) =>
      i === last ? `${n.slice(0, -2)}${n.endsWith('00') ? '01' : '00'}` : n,
    );
    await connectWithKey(page, manifest.base, key);
    await setFault(manifest, key, { kind: 'tamper', field: 'accountProof', value: changed });
    try {
      await page.goto(`/address/${manifest.accounts[0]}`);
      const mark = page.getByTestId('proof-mark');
      await expect(mark).toHaveAttribute('data-status', 'refused');
      await expect(mark).toHaveAttribute('data-part', 'account');
      await expect(page.getByTestId('proof-refusal')).toContainText(
        `the account proof did not check out against block`,
      );
      await expect(page.getByTestId('proof-refusal')).toContainText(
        `node ${last} does not hash to what node ${last - 1} names`,
      );
      await expect(page.getByTestId('balance-refused')).toBeVisible();
      await expect(page.getByTestId('nonce-refused')).toBeVisible();
      await expect(page.getByTestId('balance')).toHaveCount(0);
    } finally {
      await setFault(manifest, key, null);
    }
  });

  test('a truncated account proof is refused as truncated on the storage page', async ({ page, manifest }) => {
    const count = countVariable(manifest);
    const key = fullScopedKey(manifest, 'proof-truncated');
    const honest = await honestProof(manifest, manifest.storage.address, [count.slot]);
    await connectWithKey(page, manifest.base, key);
    await setFault(manifest, key, { kind: 'tamper', field: 'accountProof', value: honest.accountProof.slice(0, -1) });
    try {
      await openSlot(page, manifest.storage.address, count.slot);
      await expect(page.getByTestId('proof-mark')).toHaveAttribute('data-part', 'account');
      await expect(page.getByTestId('proof-refusal')).toContainText('before reaching the key (truncated)');
      await expect(page.getByTestId('word-hex')).toHaveCount(0);
    } finally {
      await setFault(manifest, key, null);
    }
  });

  test('a header with its state root changed: the block page refuses it, and the storage page names the header', async ({
    page,
    manifest,
  }) => {
    const count = countVariable(manifest);
    const key = fullScopedKey(manifest, 'proof-header');
    await connectWithKey(page, manifest.base, key);
    await setFault(manifest, key, { kind: 'tamper', field: 'stateRoot', value: `0x${'ab'.repeat(32)}` });
    try {
      await page.goto(`/block/${manifest.block.number}`);
      await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'failed');
      await expect(page.getByTestId('verify-alert')).toContainText('block hash');
      await expect(page.getByTestId('verify-alert')).toContainText(`not to the block hash ${manifest.block.hash}`);
      await openSlot(page, manifest.storage.address, count.slot);
      await expect(page.getByTestId('proof-mark')).toHaveAttribute('data-part', 'header');
      await expect(page.getByTestId('proof-refusal')).toContainText('’s header did not check out: its fields hash to');
      await expect(page.getByTestId('word-hex')).toHaveCount(0);
    } finally {
      await setFault(manifest, key, null);
    }
  });
});

test('the four-method key serves no eth_getProof: the word stays the endpoint’s word, and nothing asks for a proof', async ({
  page,
  manifest,
}) => {
  const count = countVariable(manifest);
  await useDevnet(page, 'http');
  // the probe has learned it is not served: the page sends no eth_getProof at all
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') asked.push(request.postData() ?? '');
  });
  await openSlot(page, manifest.storage.address, count.slot);
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', count.word);
  const mark = page.getByTestId('proof-mark');
  await expect(mark).toHaveAttribute('data-status', 'absent');
  await expect(mark).toHaveText(
    'The endpoint’s word: it does not serve eth_getProof, so this word cannot be proved in your browser.',
  );
  await expect(page.getByTestId('rests-on')).toHaveText(
    'Everything here is the endpoint’s word: it does not serve eth_getProof.',
  );
  expect(asked.some((body) => body.includes('eth_getStorageAt'))).toBe(true);
  expect(asked.filter((body) => body.includes('eth_getProof'))).toEqual([]);
});

/** The transaction at `index` of the devnet's block of several transactions, as the node has it. */
async function inSeveral(manifest: DevnetManifest, index: number): Promise<{ hash: string; index: number }> {
  const tx = (await node(manifest, 'eth_getTransactionByBlockHashAndIndex', [
    manifest.block.hash,
    `0x${index.toString(16)}`,
  ])) as { hash: string };
  return { hash: tx.hash, index };
}

const blockOf = (manifest: DevnetManifest) => manifest.block.number.toLocaleString('en-US');

test.describe('inclusion: a transaction and its receipt proved at their index of the block', () => {
  test('full mode: the transaction against transactionsRoot, the receipt against receiptsRoot, each read one call per item', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const { hash, index } = await inSeveral(manifest, 1);
    await connectWithKey(page, manifest.base, manifest.fullKey);
    await page.goto(`/tx/${hash}`);
    const line = page.getByTestId('inclusion');
    await expect(line).toHaveAttribute('data-status', 'proved');
    await expect(line).toContainText(
      `✓ Proved at index ${index} of block ${blockOf(manifest)}’s transactions (transactionsRoot), its header checked`,
    );
    await expect(line).toContainText('Still the endpoint’s word: that this block is on the chain.');
    // full mode serves no eth_getBlockReceipts: the receipts are read one by one with the four methods
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') asked.push(request.postData() ?? '');
    });
    await page.goto(`/tx/${hash}/receipt`);
    await expect(line).toHaveAttribute('data-status', 'proved');
    await expect(line).toContainText(
      `✓ Status, gas used, logs and bloom proved at index ${index} of block ${blockOf(manifest)}’s receipts (receiptsRoot)`,
    );
    expect(asked.filter((body) => body.includes('eth_getTransactionReceipt')).length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the bare anvil: the block’s receipts in one eth_getBlockReceipts; a failed transaction’s status is proved too', async ({
    page,
    manifest,
  }) => {
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') asked.push(request.postData() ?? '');
    });
    const reverted = manifest.roles.reverted;
    await page.goto(`/tx/${reverted.hash}/receipt`);
    const line = page.getByTestId('inclusion');
    await expect(line).toHaveAttribute('data-status', 'proved');
    await expect(line).toContainText(`of block ${reverted.blockNumber!.toLocaleString('en-US')}’s receipts`);
    expect(asked.some((body) => body.includes('eth_getBlockReceipts'))).toBe(true);
    await page.goto(`/tx/${reverted.hash}`);
    await expect(line).toHaveAttribute('data-status', 'proved');
  });

  test('receipts whose status was flipped are refused against receiptsRoot, while their bloom still checks', async ({
    page,
    manifest,
  }) => {
    const { hash } = await inSeveral(manifest, 1);
    const key = fullScopedKey(manifest, 'inclusion-status');
    await connectWithKey(page, manifest.base, key);
    // every receipt the key answers, the page's and those read to rebuild the root
    await setFault(manifest, key, { kind: 'tamper', field: 'status', value: '0x0' });
    try {
      await page.goto(`/tx/${hash}/receipt`);
      const line = page.getByTestId('inclusion');
      await expect(line).toHaveAttribute('data-status', 'refused');
      await expect(line).toHaveAttribute('data-part', 'root');
      await expect(line).toContainText(
        `Refused: block ${blockOf(manifest)}’s receipts, this one at index 1, do not rebuild its receiptsRoot`,
      );
      await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
    } finally {
      await setFault(manifest, key, null);
    }
  });

  test('a transaction claiming another index is refused, naming the index and the block’s count', async ({
    page,
    manifest,
  }) => {
    const { hash } = await inSeveral(manifest, 1);
    const key = fullScopedKey(manifest, 'inclusion-index');
    await connectWithKey(page, manifest.base, key);
    await setFault(manifest, key, { kind: 'tamper', field: 'transactionIndex', value: '0x3f' });
    try {
      await page.goto(`/tx/${hash}`);
      const line = page.getByTestId('inclusion');
      await expect(line).toHaveAttribute('data-status', 'refused');
      await expect(line).toHaveAttribute('data-part', 'index');
      await expect(line).toHaveText(
        `Refused: it claims index 63, but block ${blockOf(manifest)} has ${manifest.block.transactionCount} transactions.`,
      );
    } finally {
      await setFault(manifest, key, null);
    }
  });

  test('a header with its receipts root changed is refused as the header', async ({ page, manifest }) => {
    const { hash } = await inSeveral(manifest, 0);
    const key = fullScopedKey(manifest, 'inclusion-header');
    await connectWithKey(page, manifest.base, key);
    await setFault(manifest, key, { kind: 'tamper', field: 'receiptsRoot', value: `0x${'cd'.repeat(32)}` });
    try {
      await page.goto(`/tx/${hash}/receipt`);
      const line = page.getByTestId('inclusion');
      await expect(line).toHaveAttribute('data-part', 'header');
      await expect(line).toContainText(`block ${blockOf(manifest)}’s header does not hash to its block hash`);
    } finally {
      await setFault(manifest, key, null);
    }
  });

  test('the four-method key: both pages say inclusion is the endpoint’s word, and nothing asks for blocks or receipts lists', async ({
    page,
    manifest,
  }) => {
    const { hash, index } = await inSeveral(manifest, 1);
    await useDevnet(page, 'http');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') asked.push(request.postData() ?? '');
    });
    await page.goto(`/tx/${hash}`);
    const line = page.getByTestId('inclusion');
    await expect(page.getByTestId('verification')).toBeVisible();
    await expect(line).toHaveText(
      `That it is at index ${index} of block ${blockOf(manifest)} is the endpoint’s word: it does not serve eth_getBlockByHash, so transactionsRoot cannot be rebuilt in your browser.`,
    );
    await page.goto(`/tx/${hash}/receipt`);
    await expect(line).toHaveAttribute('data-status', 'absent');
    await expect(line).toContainText('so receiptsRoot cannot be rebuilt in your browser.');
    expect(asked.filter((body) => /eth_getBlockByHash|eth_getBlockReceipts/.test(body))).toEqual([]);
  });
});
