/**
 * Seeds a fresh anvil with real contracts and one transaction of every kind Hexray must show,
 * then reads everything back from the node into the manifest's roles.
 *
 * Order matters: the outsideWindow example and the storage contract's deployment come first,
 * then 140 empty blocks push them out of the 128-block window, then the other roles (inside it),
 * a block holding several transactions, two blocks for the block, address, token and failure
 * pages (seed-pages.ts), two for the names from outside sources (seed-names.ts), two for the
 * Trace page's call trees (seed-trace.ts), one for the Activity tab's account (seed-activity.ts),
 * and finally a transaction left pending with mining off.
 */
import { encodeFunctionData, parseEther, toHex, type Abi, type Address, type Hash, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { devAccounts } from './accounts.ts';
import { loadArtifacts } from './artifacts.ts';
import { devnetClient, readBack, type DevnetClient as Client } from './devnet-client.ts';
import type { DevnetManifest } from './manifest.ts';
import { describeShowcase, mappingSlot, showcaseValues } from './storage-showcase.ts';
import { seedHostileCalldata } from './seed-hostile-calldata.ts';
import { WINDOW_BLOCKS } from './window.ts';
import { seedOverview } from './seed-overview.ts';
import { seedSlotHistory } from './seed-slot-history.ts';
import { seedBlob } from './seed-blob.ts';
import { seedPages, type PagesSeed } from './seed-pages.ts';
import { seedNames } from './seed-names.ts';
import { seedTrace } from './seed-trace.ts';
import { seedActivity } from './seed-activity.ts';

export type SeedResult = PagesSeed &
  Pick<
    DevnetManifest,
    | 'chainId'
    | 'headAtSeed'
    | 'roles'
    | 'block'
    | 'storage'
    | 'accounts'
    | 'overview'
    | 'hostileCalldata'
    | 'slotHistory'
    | 'names'
    | 'trace'
    | 'activity'
  >;

/** Enough empty blocks that the early transactions fall behind head − 128 for good. */
const GAP_BLOCKS = WINDOW_BLOCKS + 12;
const MANY_LOGS = 2000;

const lower = (a: Address) => a.toLowerCase() as Address;
const [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9] = devAccounts as [
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
];

/** anvil's automine mines right after accepting a transaction, but not before answering, so a
 * heavy one (2,000 logs) may not have its receipt yet: poll briefly, locally that is milliseconds. */
async function receiptOf(client: Client, hash: Hash) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (error) {
      if (attempt >= 500) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** Sends with automine on and waits until mined, so the next step sees its effects and no
 * transaction can slip into the multi-transaction block by accident. */
async function mined(client: Client, hashPromise: Promise<Hash>): Promise<Hash> {
  const hash = await hashPromise;
  await receiptOf(client, hash);
  return hash;
}

async function deploy(client: Client, account: PrivateKeyAccount, abi: Abi, bytecode: Hex, args: unknown[] = []) {
  const hash = await client.deployContract({ account, abi, bytecode, args });
  const receipt = await receiptOf(client, hash);
  if (!receipt.contractAddress || receipt.status !== 'success') throw new Error(`Deployment ${hash} failed`);
  return { hash, address: lower(receipt.contractAddress), blockNumber: Number(receipt.blockNumber) };
}

export async function seed(nodeUrl: string): Promise<SeedResult> {
  const client = devnetClient(nodeUrl);
  const art = loadArtifacts();
  const call = (name: keyof typeof art, functionName: string, args: unknown[] = []) =>
    encodeFunctionData({ abi: art[name].abi, functionName, args });

  // --- Early: soon outside the window ---------------------------------------------------------
  const outsideWindowHash = await mined(
    client,
    client.sendTransaction({ account: a5, to: a6.address, value: parseEther('0.25') }),
  );
  const showcaseArgs = [a0.address, a1.address];
  const showcase = await deploy(client, a0, art.StorageShowcase.abi, art.StorageShowcase.bytecode, showcaseArgs);
  const slotHistorySeed = await seedSlotHistory(nodeUrl);

  await client.mine({ blocks: GAP_BLOCKS });

  // --- Inside the window: one transaction per kind ------------------------------------------------
  const token = await deploy(client, a0, art.DemoToken.abi, art.DemoToken.bytecode, [parseEther('1000000')]);
  const emitter = await deploy(client, a0, art.LogEmitter.abi, art.LogEmitter.bytecode);
  const reverter = await deploy(client, a0, art.Reverter.abi, art.Reverter.bytecode);

  const legacyHash = await mined(
    client,
    client.sendTransaction({ account: a1, to: a2.address, value: parseEther('1.5'), type: 'legacy' }),
  );

  // The access list names the token balances the transfer touches (DemoToken.balanceOf).
  const balanceOfSlot = art.DemoToken.storageLayout.storage.find((s) => s.label === 'balanceOf')?.slot ?? '3';
  const balanceKey = (who: Address) => mappingSlot(who, 't_address', toHex(BigInt(balanceOfSlot), { size: 32 }));
  const accessListHash = await mined(
    client,
    client.sendTransaction({
      account: a0,
      to: token.address,
      data: call('DemoToken', 'transfer', [a3.address, parseEther('250')]),
      type: 'eip2930',
      accessList: [{ address: token.address, storageKeys: [balanceKey(a0.address), balanceKey(a3.address)] }],
    }),
  );

  const eip1559Hash = await mined(
    client,
    client.sendTransaction({
      account: a2,
      to: a4.address,
      value: parseEther('0.75'),
      data: toHex('hexray!'),
      type: 'eip1559',
      maxPriorityFeePerGas: 2_000_000_000n,
    }),
  );

  // EIP-7702: a8 delegates its code to LogEmitter; a0 sponsors a call to a8's ping().
  const authorization = await client.signAuthorization({ account: a8, contractAddress: emitter.address });
  const setCodeHash = await mined(
    client,
    client.sendTransaction({
      account: a0,
      to: a8.address,
      data: call('LogEmitter', 'ping'),
      type: 'eip7702',
      authorizationList: [authorization],
    }),
  );

  // A fixed gas limit: estimation would refuse a call that reverts.
  const revertedHash = await mined(
    client,
    client.sendTransaction({
      account: a3,
      to: reverter.address,
      data: call('Reverter', 'fail'),
      gas: 100_000n,
    }),
  );

  const transferHash = await mined(
    client,
    client.sendTransaction({
      account: a0,
      to: token.address,
      data: call('DemoToken', 'transfer', [a1.address, parseEther('1000')]),
    }),
  );
  const approvalHash = await mined(
    client,
    client.sendTransaction({
      account: a1,
      to: token.address,
      data: call('DemoToken', 'approve', [a2.address, parseEther('500')]),
    }),
  );

  const manyLogsHash = await mined(
    client,
    client.sendTransaction({
      account: a4,
      to: emitter.address,
      data: call('LogEmitter', 'emitMany', [BigInt(MANY_LOGS)]),
    }),
  );
  const manyLogsReceipt = await receiptOf(client, manyLogsHash);
  const overview = await seedOverview(nodeUrl, {
    address: emitter.address,
    emitManyData: (n) => call('LogEmitter', 'emitMany', [n]),
  });

  const hostileCalldata = await seedHostileCalldata(nodeUrl);
  const blob = await seedBlob(nodeUrl);
  const slotHistory = await slotHistorySeed.finish();

  // --- One block with several transactions (different senders, so nonces never collide) ------
  await client.setAutomine(false);
  const blockHashes = await Promise.all([
    client.sendTransaction({
      account: a0,
      to: token.address,
      data: call('DemoToken', 'transfer', [a5.address, parseEther('10')]),
      gas: 100_000n,
    }),
    client.sendTransaction({ account: a1, to: a7.address, value: parseEther('0.1'), gas: 21_000n }),
    client.sendTransaction({
      account: a2,
      to: token.address,
      data: call('DemoToken', 'transferFrom', [a1.address, a2.address, parseEther('100')]),
      gas: 100_000n,
    }),
    client.sendTransaction({ account: a3, to: a9.address, value: parseEther('0.2'), gas: 21_000n, type: 'legacy' }),
  ]);
  await client.mine({ blocks: 1 });
  const blockReceipt = await receiptOf(client, blockHashes[0]);
  const block = await client.getBlock({ blockHash: blockReceipt.blockHash });
  for (const hash of blockHashes) {
    const r = await receiptOf(client, hash);
    if (r.blockHash !== block.hash || r.status !== 'success')
      throw new Error(`Multi-transaction block: ${hash} not mined in it`);
  }

  // --- Two blocks for the block, address, token and failure pages (mining stays off after) ------
  const tokenTransfer = await readBack(client, transferHash, 'DemoToken transfer of 1,000 HXR (Transfer event)');
  const pages = await seedPages(nodeUrl, {
    address: token.address,
    transfer: {
      ...tokenTransfer,
      from: lower(a0.address),
      to: lower(a1.address),
      amount: parseEther('1000').toString(),
    },
  });

  // --- Two blocks for names from outside sources: a swap through an unverified pair, a custom error
  const names = await seedNames(nodeUrl, {
    StorageShowcase: showcase.address,
    DemoToken: token.address,
    Vault: pages.failedCalls.contract,
    Box: pages.proxies.implementation.address,
    Erc1967Proxy: pages.proxies.erc1967.address,
  });

  // --- Two blocks for the Trace page: a call tree of each shape ------------------------------------
  const trace = await seedTrace(nodeUrl, {
    swap: names.swap,
    proxy: pages.proxies.erc1967,
    implementation: pages.proxies.implementation.address,
  });

  // --- One block for the Activity tab: account 0 receives each token standard and some ether ------
  const activity = await seedActivity(nodeUrl, {
    token: token.address,
    relay: overview.tokenContract,
    erc20Out: transferHash,
    erc721Out: overview.erc721Transfer,
    erc1155Out: overview.erc1155Transfer,
  });

  // --- Mining stays off: one transaction is left pending for good -------------------------------
  const pendingHash = await client.sendTransaction({
    account: a7,
    to: a0.address,
    value: parseEther('0.01'),
    gas: 21_000n,
  });

  const headAtSeed = Number(await client.getBlockNumber());
  const variables = await describeShowcase(
    art.StorageShowcase.storageLayout,
    showcaseValues(a0.address, a1.address),
    (slot) => client.getStorageAt({ address: showcase.address, slot }).then((w) => w ?? '0x0'),
  );

  const roles: SeedResult['roles'] = {
    legacy: await readBack(client, legacyHash, 'Legacy (type 0x0, EIP-155) ETH transfer of 1.5 ETH'),
    accessList: await readBack(
      client,
      accessListHash,
      'EIP-2930 token transfer with an access list of the two balance slots',
    ),
    eip1559: await readBack(client, eip1559Hash, 'EIP-1559 ETH transfer of 0.75 ETH carrying the text "hexray!"'),
    setCode: await readBack(client, setCodeHash, 'EIP-7702: a dev account delegates to LogEmitter and is called'),
    creation: {
      ...(await readBack(client, token.hash, 'Contract creation: DemoToken (HXR), minting 1,000,000 HXR')),
      contractAddress: token.address,
    },
    reverted: await readBack(client, revertedHash, 'Reverter.fail(): reverts with "Reverter: this call always fails"'),
    manyLogs: {
      ...(await readBack(
        client,
        manyLogsHash,
        `LogEmitter.emitMany(${MANY_LOGS}): ${MANY_LOGS} Tick logs in one transaction`,
      )),
      logCount: manyLogsReceipt.logs.length,
    },
    outsideWindow: await readBack(client, outsideWindowHash, 'Early ETH transfer, mined before the 128-block window'),
    pending: await readBack(client, pendingHash, 'ETH transfer left pending: mining is off after seeding'),
    blob,
    tokens: {
      token: token.address,
      transfer: tokenTransfer,
      approval: await readBack(client, approvalHash, 'DemoToken approval of 500 HXR (Approval event)'),
    },
  };

  return {
    chainId: await client.getChainId(),
    headAtSeed,
    roles,
    block: { hash: block.hash, number: Number(block.number), transactionCount: block.transactions.length },
    storage: {
      address: showcase.address,
      contract: 'StorageShowcase',
      deployBlock: showcase.blockNumber,
      storageLayout: art.StorageShowcase.storageLayout,
      variables,
    },
    accounts: devAccounts.map((a) => lower(a.address)),
    overview,
    hostileCalldata,
    slotHistory,
    names,
    trace,
    activity,
    ...pages,
  };
}
