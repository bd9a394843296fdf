/**
 * Seeds the Trace page's cases (`manifest.trace`): one transaction per shape of call tree that
 * `debug_traceTransaction` must show, after every other role so no earlier block number moves,
 * in two blocks (mining stays off, as the main seeding wants it):
 *
 * - block 1, from account 0 in nonce order: a Reverter, three Relays chained in front of it,
 *   a Catcher, a Sink, a Splitter, a ChildFactory and an EphemeralFactory (contracts/Trace.sol);
 * - block 2, from account 2 in nonce order: the try/catch (first in the block, so its top frame's
 *   gasUsed is its own even on anvil, see test/devnet/README.md), the split to an account and a
 *   contract, the CREATE2 deployment whose constructor calls back, the contract created and
 *   destroyed, and the call three relays deep that fails.
 *
 * The swap (router → pair → token, seed-names.ts) and the call through the ERC-1967 proxy
 * (seed-pages.ts) already are on the devnet: their cases name those transactions.
 */
import { encodeDeployData, encodeFunctionData, getContractAddress, keccak256, parseEther, toHex } from 'viem';
import type { Address, Hash, Hex } from 'viem';
import { devAccounts } from './accounts.ts';
import { loadArtifacts, type ContractName } from './artifacts.ts';
import { devnetClient, readBack } from './devnet-client.ts';
import type { SeededTransaction } from './manifest.ts';
import type { NamesSeed } from './seed-names.ts';
import type { ProxiesSeed } from './seed-pages.ts';
import { mineAll } from './seed-pages.ts';

export interface TraceSeed {
  /** HexRouter.swapTokensForEth (names.swap): router → pair → token, a log in the router's, the pair's and the token's frames */
  swap: SeededTransaction & { router: Address; pair: Address; token: Address };
  /** Box.store(42) through the ERC-1967 proxy (proxies.erc1967.store): a DELEGATECALL to Box under the call */
  proxyCall: SeededTransaction & { proxy: Address; implementation: Address };
  /** ChildFactory.deploy(salt): a CREATE2 frame for the Child, holding the Child's call back to the factory */
  create2: SeededTransaction & { factory: Address; child: Address; salt: Hash };
  /** Splitter.split with 1 ETH: 0.5 ETH to an account with no code, 0.5 ETH to Sink (its receive() logs) */
  internalTransfers: SeededTransaction & {
    splitter: Address;
    account: Address;
    contract: Address;
    /** wei, decimal, to each of the two */
    amount: string;
  };
  /** Catcher.attempt(Reverter): succeeds; its call to Reverter.fail() reverts with `reason` and is caught */
  caughtRevert: SeededTransaction & { catcher: Address; target: Address; reason: string };
  /** relays[0].fail() → relays[1] → relays[2] → Reverter.fail(): the transaction fails, the revert comes from three calls deep */
  deepRevert: SeededTransaction & { relays: [Address, Address, Address]; origin: Address; reason: string };
  /** EphemeralFactory.createAndDestroy with 0.1 ETH: CREATE of an Ephemeral, then its SELFDESTRUCT sending the ether to the sender */
  createAndDestroy: SeededTransaction & { factory: Address; ephemeral: Address; heir: Address; value: string };
}

const CALL_GAS = 300_000n;
const DEPLOY_GAS = 1_500_000n;
const REASON = 'Reverter: this call always fails';
const SALT = keccak256(toHex('hexray trace: a child made with CREATE2'));
const SPLIT_VALUE = parseEther('1');
const EPHEMERAL_VALUE = parseEther('0.1');

const lower = <T extends string>(value: T) => value.toLowerCase() as T;

/** A role seeded elsewhere, without what its own step records beside the transaction. */
function transactionOnly(role: SeededTransaction): SeededTransaction {
  const { hash, blockHash, blockNumber, transactionIndex, type, description } = role;
  return { hash, blockHash, blockNumber, transactionIndex, type, description };
}

export async function seedTrace(
  nodeUrl: string,
  seeded: { swap: NamesSeed['swap']; proxy: ProxiesSeed['erc1967']; implementation: Address },
): Promise<TraceSeed> {
  const client = devnetClient(nodeUrl);
  const art = loadArtifacts();
  const deployer = devAccounts[0]!;
  const sender = devAccounts[2]!;
  const account = devAccounts[9]!;
  const data = (name: ContractName, functionName: string, args: unknown[] = []) =>
    encodeFunctionData({ abi: art[name].abi, functionName, args });

  // --- Block 1: the contracts, addresses known from the deployer's nonces --------------------------
  let nonce = await client.getTransactionCount({ address: deployer.address, blockTag: 'latest' });
  const deploy = (name: ContractName, args: unknown[] = []) => {
    const address = lower(getContractAddress({ from: deployer.address, nonce: BigInt(nonce) }));
    const hash = client.sendTransaction({
      account: deployer,
      nonce: nonce++,
      gas: DEPLOY_GAS,
      data: encodeDeployData({ abi: art[name].abi, bytecode: art[name].bytecode, args }),
    });
    return { address, hash };
  };
  const reverter = deploy('Reverter');
  const relay3 = deploy('Relay', [reverter.address]);
  const relay2 = deploy('Relay', [relay3.address]);
  const relay1 = deploy('Relay', [relay2.address]);
  const catcher = deploy('Catcher');
  const sink = deploy('Sink');
  const splitter = deploy('Splitter');
  const childFactory = deploy('ChildFactory');
  const ephemeralFactory = deploy('EphemeralFactory');
  const deployments = [reverter, relay3, relay2, relay1, catcher, sink, splitter, childFactory, ephemeralFactory];
  await mineAll(
    client,
    deployments.map((d) => d.hash),
  );

  // --- Block 2: one transaction per case ------------------------------------------------------------
  let senderNonce = await client.getTransactionCount({ address: sender.address, blockTag: 'latest' });
  const send = (to: Address, input: Hex, value?: bigint) =>
    client.sendTransaction({
      account: sender,
      nonce: senderNonce++,
      gas: CALL_GAS,
      to,
      data: input,
      ...(value === undefined ? {} : { value }),
    });
  const caught = send(catcher.address, data('Catcher', 'attempt', [reverter.address]));
  const split = send(splitter.address, data('Splitter', 'split', [account.address, sink.address]), SPLIT_VALUE);
  const create2 = send(childFactory.address, data('ChildFactory', 'deploy', [SALT]));
  const ephemeral = send(ephemeralFactory.address, data('EphemeralFactory', 'createAndDestroy'), EPHEMERAL_VALUE);
  const deep = send(relay1.address, data('Relay', 'fail'));
  await mineAll(client, [caught, split, create2, ephemeral], [deep]);

  // --- Read back and check ----------------------------------------------------------------------------
  const child = lower(
    getContractAddress({ opcode: 'CREATE2', from: childFactory.address, salt: SALT, bytecode: art.Child.bytecode }),
  );
  if ((await client.getCode({ address: child })) === undefined)
    throw new Error('seed-trace: the CREATE2 child has no code');
  // The factory's first CREATE uses its nonce 1 (a contract starts at 1, EIP-161).
  const ephemeralAddress = lower(getContractAddress({ from: ephemeralFactory.address, nonce: 1n }));
  if ((await client.getCode({ address: ephemeralAddress })) !== undefined) {
    throw new Error('seed-trace: the Ephemeral still has code after it destroyed itself');
  }

  const role = async (hash: Promise<Hash>, description: string) => readBack(client, await hash, description);
  return {
    swap: {
      ...transactionOnly(seeded.swap.transaction),
      router: seeded.swap.router,
      pair: seeded.swap.pair,
      token: seeded.swap.token,
    },
    proxyCall: {
      ...transactionOnly(seeded.proxy.store),
      proxy: seeded.proxy.address,
      implementation: seeded.implementation,
    },
    create2: {
      ...(await role(create2, 'ChildFactory.deploy: CREATE2 of a Child whose constructor calls the factory back')),
      factory: childFactory.address,
      child,
      salt: SALT,
    },
    internalTransfers: {
      ...(await role(split, 'Splitter.split: 1 ETH in, 0.5 ETH on to an account and 0.5 ETH to a contract')),
      splitter: splitter.address,
      account: lower(account.address),
      contract: sink.address,
      amount: (SPLIT_VALUE / 2n).toString(),
    },
    caughtRevert: {
      ...(await role(caught, 'Catcher.attempt: the inner call reverts, is caught, and the transaction succeeds')),
      catcher: catcher.address,
      target: reverter.address,
      reason: REASON,
    },
    deepRevert: {
      ...(await role(deep, 'Relay.fail: fails with the revert of a call three relays deep')),
      relays: [relay1.address, relay2.address, relay3.address],
      origin: reverter.address,
      reason: REASON,
    },
    createAndDestroy: {
      ...(await role(ephemeral, 'EphemeralFactory.createAndDestroy: a contract created and destroyed at once')),
      factory: ephemeralFactory.address,
      ephemeral: ephemeralAddress,
      heir: lower(sender.address),
      value: EPHEMERAL_VALUE.toString(),
    },
  };
}
