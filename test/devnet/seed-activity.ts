/**
 * The Activity tab's account (`manifest.activity`): account 0 already sends the three token
 * standards earlier in the window (the DemoToken transfer of `roles.tokens`, the overview's ERC-721
 * and ERC-1155 transfers); this block brings it one of each standard and some ether, so its tab
 * shows transfers in and out of all three, transactions sent and received. The ERC-721 and
 * ERC-1155 events come from the overview's log relay (seed-overview.ts), a real contract emitting
 * exactly the standard events' shapes.
 */
import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  keccak256,
  pad,
  parseEther,
  toHex,
  type Address,
  type Hash,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { devAccounts } from './accounts.ts';
import { loadArtifacts } from './artifacts.ts';
import { devnetClient } from './devnet-client.ts';
import { mineAll } from './seed-pages.ts';

const TRANSFER = keccak256(toHex('Transfer(address,address,uint256)'));
const TRANSFER_SINGLE = keccak256(toHex('TransferSingle(address,address,address,uint256,uint256)'));

export interface ActivitySeed {
  /** the account whose Activity tab shows all of it (account 0) */
  account: Address;
  /** the block this seed mined */
  blockNumber: number;
  /** transfers to the account: 25 HXR of DemoToken, ERC-721 id 7 back from account 1, 5 of ERC-1155 id 3 from account 2 */
  erc20In: { hash: Hash; token: Address; amount: string };
  erc721In: { hash: Hash; token: Address; tokenId: string };
  erc1155In: { hash: Hash; token: Address; tokenId: string; amount: string };
  /** 0.5 ETH from account 4 */
  received: { hash: Hash; value: string };
  /** the account's earlier transfers out, each its own transaction: 1,000 HXR to account 1, ERC-721 id 7, 25 of ERC-1155 id 3 */
  erc20Out: Hash;
  erc721Out: Hash;
  erc1155Out: Hash;
}

export async function seedActivity(
  nodeUrl: string,
  seeded: { token: Address; relay: Address; erc20Out: Hash; erc721Out: Hash; erc1155Out: Hash },
): Promise<ActivitySeed> {
  const client = devnetClient(nodeUrl);
  const [a0, a1, a2, a3, a4] = devAccounts as [
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
  ];
  const word = (value: bigint | Address) => pad(typeof value === 'bigint' ? toHex(value) : value);
  const art = loadArtifacts();
  const hxr = parseEther('25');
  const ether = parseEther('0.5');
  // each from another sender: one block, no nonce waits on another
  const erc20In = client.sendTransaction({
    account: a1,
    to: seeded.token,
    data: encodeFunctionData({ abi: art.DemoToken.abi, functionName: 'transfer', args: [a0.address, hxr] }),
    gas: 100_000n,
  });
  const erc721In = client.sendTransaction({
    account: a3,
    to: seeded.relay,
    data: concat([TRANSFER, word(a1.address), word(a0.address), word(7n)]),
    gas: 100_000n,
  });
  const erc1155In = client.sendTransaction({
    account: a2,
    to: seeded.relay,
    data: concat([
      TRANSFER_SINGLE,
      word(a2.address),
      word(a2.address),
      word(a0.address),
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [3n, 5n]),
    ]),
    gas: 100_000n,
  });
  const received = client.sendTransaction({ account: a4, to: a0.address, value: ether, gas: 21_000n });
  await mineAll(client, [erc20In, erc721In, erc1155In, received]);
  const lower = (h: string) => h.toLowerCase() as Hash;
  const blockNumber = Number(await client.getBlockNumber({ cacheTime: 0 }));
  return {
    account: lower(a0.address),
    blockNumber,
    erc20In: { hash: lower(await erc20In), token: lower(seeded.token), amount: hxr.toString() },
    erc721In: { hash: lower(await erc721In), token: lower(seeded.relay), tokenId: '7' },
    erc1155In: { hash: lower(await erc1155In), token: lower(seeded.relay), tokenId: '3', amount: '5' },
    received: { hash: lower(await received), value: ether.toString() },
    erc20Out: lower(seeded.erc20Out),
    erc721Out: lower(seeded.erc721Out),
    erc1155Out: lower(seeded.erc1155Out),
  };
}
