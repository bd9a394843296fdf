/**
 * Seeds what the names from outside sources are shown on, after every other role so no earlier block
 * number moves, in two blocks (mining stays off, as the main seeding wants it):
 *
 * - block 1, from account 0 in nonce order: HexPair (a swap-like pool of HXR against ether,
 *   10 ETH in), HexRouter, 20,000 HXR moved into the pair and counted (`sync()`), then
 *   `burn(250)`: a quarter of both reserves back — the call whose selector 0x42966c68 the
 *   signature database also knows as `collate_propagate_storage(bytes16)`; and a second Box
 *   deployed from a build whose metadata differs (the IPFS hash in its CBOR trailer is another
 *   file's), which Sourcify calls a partial match ("match"): same code, other metadata;
 * - block 2, from account 1 in nonce order: approve the router for 100 HXR, a swap asking at least
 *   1 ETH that reverts with HexRouter's custom error TooLittleReceived (placed before the swap that
 *   succeeds, so replaying it at the block before returns the same revert data), and the swap.
 *
 * Then it decides what the devnet's Sourcify stand-in calls verified, as Sourcify would: the code
 * on chain is compared with the compiler's runtime code (immutables blanked), equal → "exact_match",
 * equal but for the CBOR metadata trailer → "match"; anything else fails the seeding. Proxies are
 * resolved from the node (ERC-1967 slot, EIP-1167 code) as Sourcify's proxyResolution does.
 */
import {
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  keccak256,
  parseEther,
  toHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { devAccounts } from './accounts.ts';
import { abiSignatures } from './abi-signatures.ts';
import { loadArtifacts, type ContractArtifact, type ContractName } from './artifacts.ts';
import { devnetClient, readBack, type DevnetClient } from './devnet-client.ts';
import type { SeededTransaction } from './manifest.ts';
import {
  customReason,
  IMPLEMENTATION_SLOT,
  mineAll,
  minimalProxy,
  replayedRevertData,
  type FailedCall,
} from './seed-pages.ts';

export type MatchLevel = 'exact_match' | 'match';

/** Sourcify's proxyResolution for a verified contract (implementation addresses lowercase here). */
export interface ProxyFacts {
  isProxy: boolean;
  proxyType: 'EIP1967Proxy' | 'EIP1167Proxy' | null;
  implementations: Address[];
}

export interface VerifiedRole {
  address: Address;
  contract: ContractName;
  /** what the Sourcify stand-in reports: the code on chain matched the compiler's output exactly or but for the metadata */
  match: MatchLevel;
  proxy: ProxyFacts;
}

export interface NamedEvent {
  logIndex: number;
  emitter: Address;
  topic0: Hash;
  /** canonical, e.g. "Swapped(address,uint256,uint256,address)" */
  signature: string;
  /** the emitter is verified on the Sourcify stand-in */
  verified: boolean;
}

export interface NamesSeed {
  /** every contract the Sourcify stand-in answers 200 for; any other address answers 404 */
  verified: VerifiedRole[];
  /** HexPair: on chain, not verified (404), every signature of it in the signature database */
  unverified: { address: Address; contract: 'HexPair'; signatures: string[] };
  swap: {
    router: Address;
    pair: Address;
    /** DemoToken (HXR), verified */
    token: Address;
    /** HexRouter.swapTokensForEth(pair, 100 HXR, 0.04 ETH, trader): Transfer, Swapped, ReservesUpdated, Routed */
    transaction: SeededTransaction & {
      from: Address;
      to: Address;
      input: Hex;
      selector: Hex;
      signature: string;
      amountIn: string;
      amountOut: string;
    };
    events: NamedEvent[];
  };
  /** the same swap asking at least 1 ETH: reverts with TooLittleReceived(quoted, 1e18), a custom error of the verified router */
  customError: FailedCall;
  /** Erc1967Proxy (verified, proxyResolution EIP1967Proxy) in front of Box (verified) */
  proxy: { address: Address; proxyType: 'EIP1967Proxy'; implementation: { address: Address; contract: 'Box' } };
  /** a Box whose code differs from the compiler's only in the metadata hash: verified, "match" (partial) */
  partialMatch: { address: Address; contract: 'Box' };
  /** StorageShowcase (manifest.storage): verified, its storageLayout served */
  storageLayout: { address: Address; contract: 'StorageShowcase' };
  collision: {
    selector: Hex;
    /** both signatures the signature database answers for the selector; the first fits the call's data */
    signatures: [fits: string, doesNotFit: string];
    /** HexPair.burn(250) from account 0 (the pair is unverified: only the signature database names it) */
    transaction: SeededTransaction & { from: Address; to: Address; input: Hex };
  };
  /** a selector nobody knows (the eip1559 role's "hexray!" data): the database answers it with [] */
  unknownSelector: Hex;
}

/** The contracts seeded earlier that the Sourcify stand-in lists as verified. */
export interface VerifiedElsewhere {
  StorageShowcase: Address;
  DemoToken: Address;
  Vault: Address;
  Box: Address;
  Erc1967Proxy: Address;
}

const CALL_GAS = 200_000n;
const DEPLOY_GAS = 3_000_000n;
const PAIR_ETH = parseEther('10');
const PAIR_TOKENS = parseEther('20000');
const BURN_SHARE = 250n;
const SWAP_IN = parseEther('100');
const SWAP_MIN_OUT = parseEther('0.04');
const GREEDY_MIN_OUT = parseEther('1');
const UNKNOWN_SELECTOR: Hex = toHex('hexr'); // the eip1559 role's data starts with "hexray!"

const lower = <T extends string>(value: T) => value.toLowerCase() as T;

export async function seedNames(nodeUrl: string, elsewhere: VerifiedElsewhere): Promise<NamesSeed> {
  const client = devnetClient(nodeUrl);
  const art = loadArtifacts();
  const provider = devAccounts[0]!;
  const trader = devAccounts[1]!;

  // --- Block 1: the pool and the router, liquidity in, a quarter of it out ----------------------
  let nonce = await client.getTransactionCount({ address: provider.address, blockTag: 'latest' });
  const send = (request: { to?: Address; data: Hex; value?: bigint; gas?: bigint }) =>
    client.sendTransaction({ account: provider, nonce: nonce++, gas: CALL_GAS, ...request });
  const deploy = (name: ContractName, args: unknown[] = [], value?: bigint) => {
    const address = lower(getContractAddress({ from: provider.address, nonce: BigInt(nonce) }));
    const data = encodeDeployData({ abi: art[name].abi, bytecode: art[name].bytecode, args });
    return { address, hash: send({ data, gas: DEPLOY_GAS, ...(value === undefined ? {} : { value }) }) };
  };
  const data = (name: ContractName, functionName: string, args: unknown[] = []) =>
    encodeFunctionData({ abi: art[name].abi, functionName, args });

  const pair = deploy('HexPair', [elsewhere.DemoToken], PAIR_ETH);
  const router = deploy('HexRouter');
  const funding = send({ to: elsewhere.DemoToken, data: data('DemoToken', 'transfer', [pair.address, PAIR_TOKENS]) });
  const sync = send({ to: pair.address, data: data('HexPair', 'sync') });
  const burnInput = data('HexPair', 'burn', [BURN_SHARE]);
  const burn = send({ to: pair.address, data: burnInput });
  const partialAddress = lower(getContractAddress({ from: provider.address, nonce: BigInt(nonce) }));
  const partial = send({ data: withOtherMetadata(art.Box), gas: DEPLOY_GAS });
  await mineAll(client, [pair.hash, router.hash, funding, sync, burn, partial]);

  // --- Block 2: the trader's approval, a swap that asks too much, and one that succeeds --------
  let traderNonce = await client.getTransactionCount({ address: trader.address, blockTag: 'latest' });
  const trade = (to: Address, input: Hex) =>
    client.sendTransaction({ account: trader, nonce: traderNonce++, gas: CALL_GAS, to, data: input });
  const swapInput = (minOut: bigint) =>
    data('HexRouter', 'swapTokensForEth', [pair.address, SWAP_IN, minOut, trader.address]);
  const approval = trade(elsewhere.DemoToken, data('DemoToken', 'approve', [router.address, SWAP_IN]));
  const greedy = trade(router.address, swapInput(GREEDY_MIN_OUT));
  const swap = trade(router.address, swapInput(SWAP_MIN_OUT));
  await mineAll(client, [approval, swap], [greedy]);

  // --- Read back and check ------------------------------------------------------------------------
  // The pool after block 1: 15,000 HXR against 7.5 ETH; the swap's price is quoted from that.
  const reserveToken = PAIR_TOKENS - (PAIR_TOKENS * BURN_SHARE) / 1000n;
  const reserveEth = PAIR_ETH - (PAIR_ETH * BURN_SHARE) / 1000n;
  const quoted = (reserveEth * SWAP_IN) / (reserveToken + SWAP_IN);

  const swapHash = await swap;
  const receipt = await client.getTransactionReceipt({ hash: swapHash });
  const verifiedNames = new Set<Address>([...Object.values(elsewhere), router.address].map(lower));
  const eventSignatures = new Map(
    (['DemoToken', 'HexPair', 'HexRouter'] as const).flatMap((name) =>
      abiSignatures(art[name].abi)
        .filter((s) => s.kind === 'event')
        .map((s) => [s.hash32, s.signature] as const),
    ),
  );
  const events: NamedEvent[] = receipt.logs.map((log) => ({
    logIndex: log.logIndex,
    emitter: lower(log.address),
    topic0: lower(log.topics[0]!),
    signature: eventSignatures.get(lower(log.topics[0]!)) ?? 'unknown',
    verified: verifiedNames.has(lower(log.address)),
  }));
  const expectedEvents = [
    'Transfer(address,address,uint256)',
    'Swapped(address,uint256,uint256,address)',
    'ReservesUpdated(uint112,uint112)',
    'Routed(address,address,uint256,uint256)',
  ];
  if (events.map((e) => e.signature).join() !== expectedEvents.join()) {
    throw new Error(`seed-names: the swap logged ${events.map((e) => e.signature).join(', ')}`);
  }
  const swapTx = await client.getTransaction({ hash: swapHash });

  const greedyHash = await greedy;
  const greedyTx = await client.getTransaction({ hash: greedyHash });
  const greedySeed = await readBack(client, greedyHash, 'HexRouter: a swap asking at least 1 ETH, reverted');
  const expected = customReason(art.HexRouter.abi, 'TooLittleReceived', [
    { name: 'amountOut', type: 'uint256', value: quoted },
    { name: 'minAmountOut', type: 'uint256', value: GREEDY_MIN_OUT },
  ]);
  const revertData = await replayedRevertData(client, greedyTx, greedySeed.blockNumber! - 1);
  if (revertData !== expected.data) throw new Error(`seed-names: the greedy swap replays with ${revertData}`);

  const verified: VerifiedRole[] = [];
  for (const [contract, address] of [
    ...(Object.entries(elsewhere) as Array<[ContractName, Address]>),
    ['HexRouter', router.address] as const,
    ['Box', partialAddress] as const,
  ]) {
    verified.push({
      address: lower(address),
      contract,
      match: await matchLevel(client, address, art[contract]),
      proxy: await proxyFacts(client, address),
    });
  }
  const proxy = verified.find((v) => v.contract === 'Erc1967Proxy')!;
  if (proxy.proxy.proxyType !== 'EIP1967Proxy' || proxy.proxy.implementations[0] !== lower(elsewhere.Box)) {
    throw new Error(`seed-names: the ERC-1967 proxy resolves to ${JSON.stringify(proxy.proxy)}`);
  }
  if (verified.at(-1)!.match !== 'match') throw new Error('seed-names: the rebuilt Box is not a partial match');
  const pairCode = await client.getCode({ address: pair.address });
  if (!pairCode || pairCode === '0x') throw new Error('seed-names: HexPair has no code');

  const burnSeed = await readBack(client, await burn, 'HexPair.burn(250): a quarter of the pool back to the provider');
  const swapSelector = swapTx.input.slice(0, 10) as Hex;
  return {
    verified,
    unverified: {
      address: pair.address,
      contract: 'HexPair',
      signatures: abiSignatures(art.HexPair.abi).map((s) => s.signature),
    },
    swap: {
      router: router.address,
      pair: pair.address,
      token: lower(elsewhere.DemoToken),
      transaction: {
        ...(await readBack(client, swapHash, 'HexRouter.swapTokensForEth: 100 HXR for ether through HexPair')),
        from: lower(trader.address),
        to: router.address,
        input: swapTx.input,
        selector: swapSelector,
        signature: abiSignatures(art.HexRouter.abi).find((s) => s.hash4 === swapSelector)!.signature,
        amountIn: SWAP_IN.toString(),
        amountOut: quoted.toString(),
      },
      events,
    },
    customError: {
      ...greedySeed,
      from: lower(greedyTx.from),
      to: lower(greedyTx.to!),
      input: greedyTx.input,
      gas: toHex(greedyTx.gas),
      revertData,
      reason: expected.reason,
    },
    proxy: {
      address: proxy.address,
      proxyType: 'EIP1967Proxy',
      implementation: { address: lower(elsewhere.Box), contract: 'Box' },
    },
    partialMatch: { address: partialAddress, contract: 'Box' },
    storageLayout: { address: lower(elsewhere.StorageShowcase), contract: 'StorageShowcase' },
    collision: {
      selector: burnInput.slice(0, 10) as Hex,
      signatures: ['burn(uint256)', 'collate_propagate_storage(bytes16)'],
      transaction: { ...burnSeed, from: lower(provider.address), to: pair.address, input: burnInput },
    },
    unknownSelector: UNKNOWN_SELECTOR,
  };
}

/** The CBOR metadata trailer's length in bytes, from the code's last two bytes (0 when absent). */
function trailerBytes(code: Hex): number {
  if (code.length < 6) return 0;
  return Number.parseInt(code.slice(-4), 16) + 2;
}

/**
 * The contract's creation code as another build of the same source makes it: identical but for
 * the metadata's IPFS hash in the runtime code's CBOR trailer (here the hash of another text).
 */
function withOtherMetadata(artifact: ContractArtifact): Hex {
  const runtime = lower(artifact.deployedBytecode);
  const trailer = runtime.slice(runtime.length - trailerBytes(runtime) * 2);
  const ipfs = /^a2646970667358221220([0-9a-f]{64})/.exec(trailer);
  if (!ipfs || lower(artifact.bytecode).split(trailer).length !== 2) {
    throw new Error('seed-names: the runtime code has no single IPFS metadata hash to replace');
  }
  const other = keccak256(toHex('hexray devnet: another build of the same source')).slice(2);
  return lower(artifact.bytecode).replace(trailer, trailer.replace(ipfs[1]!, other)) as Hex;
}

/** Sourcify's comparison: the code on chain against the compiler's, immutables blanked. */
async function matchLevel(client: DevnetClient, address: Address, artifact: ContractArtifact): Promise<MatchLevel> {
  const onchain = lower((await client.getCode({ address })) ?? '0x');
  const chars = onchain.slice(2).split('');
  for (const places of Object.values(artifact.immutableReferences)) {
    for (const { start, length } of places) chars.fill('0', start * 2, (start + length) * 2);
  }
  const blanked = `0x${chars.join('')}` as Hex;
  const compiled = lower(artifact.deployedBytecode);
  if (blanked === compiled) return 'exact_match';
  const strip = (code: Hex) => code.slice(0, code.length - trailerBytes(code) * 2);
  if (strip(blanked) === strip(compiled)) return 'match';
  throw new Error(`seed-names: the code at ${address} is not what the compiler made of its source`);
}

async function proxyFacts(client: DevnetClient, address: Address): Promise<ProxyFacts> {
  const slot = await client.getStorageAt({ address, slot: IMPLEMENTATION_SLOT });
  if (slot && BigInt(slot) !== 0n) {
    return { isProxy: true, proxyType: 'EIP1967Proxy', implementations: [lower(`0x${slot.slice(-40)}` as Address)] };
  }
  const code = lower((await client.getCode({ address })) ?? '0x');
  const clone = /^0x363d3d373d3d3d363d73([0-9a-f]{40})5af43d82803e903d91602b57fd5bf3$/.exec(code);
  if (clone && minimalProxy(`0x${clone[1]}` as Address).runtime === code) {
    return { isProxy: true, proxyType: 'EIP1167Proxy', implementations: [`0x${clone[1]}` as Address] };
  }
  return { isProxy: false, proxyType: null, implementations: [] };
}
