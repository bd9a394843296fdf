/**
 * A transaction re-executed with EthereumJS's VM over the endpoint's state before its block: the
 * block's earlier transactions replayed first, then the transaction itself, traced. The trace is
 * made into the domain's shapes (CallFrame as geth's callTracer with logs, PrestateDiff as its
 * prestateTracer in diffMode), so the page shows, checks and exports it as it does the endpoint's.
 *
 * Runs in the Trace page's worker (reexec-worker.ts) and in Node for the tests alike: it knows the
 * endpoint only through a StateSource and a block-hash lookup.
 */
import { createBlock } from '@ethereumjs/block';
import { Hardfork, Mainnet, createCustomCommon, type Common } from '@ethereumjs/common';
import { Address as EthAddress, createAccount, hexToBytes as ethHexToBytes } from '@ethereumjs/util';
import { createVM, runTx } from '@ethereumjs/vm';
import type { Address, Hash, Hex } from '../../domain/hex.ts';
import type { EthereumFork } from '../../domain/network/fork-schedules.ts';
import type { AccessListEntry, Transaction } from '../../domain/transaction.ts';
import { CallFrameBuilder } from '../../domain/trace/call-frame-builder.ts';
import type { CallFrame } from '../../domain/trace/call-trace.ts';
import type { PrestateDiff } from '../../domain/trace/prestate-diff.ts';
import { prestateDiffOf, type TouchedAccount } from '../../domain/trace/prestate-from-states.ts';
import { callTreeListeners } from './call-tree-listeners.ts';
import { ethTransaction, mintOf, toEth } from './eth-transaction.ts';
import { DEPOSIT_TYPE } from './replayable-types.ts';
import { RemoteStateManager, type StateSource } from './remote-state-manager.ts';

/** The block the transaction is in, as far as the EVM sees it. */
export interface ReexecBlock {
  number: bigint;
  timestamp: bigint;
  gasLimit: bigint;
  coinbase: Address;
  baseFeePerGas: bigint | null;
  /** `mixHash` after the Merge (PREVRANDAO); null where the endpoint does not send it */
  prevRandao: Hash | null;
  difficulty: bigint;
  excessBlobGas: bigint | null;
  parentHash: Hash;
}

export interface ReexecJob {
  chainId: bigint;
  /** an OP-stack chain: deposits (0x7e) run, and the base fee goes to its vault instead of being burnt */
  opStack: boolean;
  fork: EthereumFork;
  block: ReexecBlock;
  /** the block's transactions before this one, in order */
  earlier: readonly Transaction[];
  target: Transaction;
  /**
   * OP-stack: the L1 data fee each transaction's receipt says it paid (`l1Fee`), by hash, where it
   * is more than 0. The EVM does not compute it (it depends on L1's prices, which the L2 block's
   * system transaction sets): it is taken from the sender after execution, as op-geth does.
   */
  l1Fees: ReadonlyMap<Hash, bigint>;
  /** what the target touches, where the endpoint said (eth_createAccessList): read up front */
  touched: readonly AccessListEntry[];
}

export interface ReexecResult {
  calls: CallFrame;
  diff: PrestateDiff;
  /** the target's KECCAK256 inputs by their hash: what names its storage slots */
  preimages: Map<Hash, Hex>;
}

/** execution-specs' names → EthereumJS's. */
const HARDFORKS: Record<EthereumFork, Hardfork> = {
  frontier: Hardfork.Chainstart,
  homestead: Hardfork.Homestead,
  tangerine_whistle: Hardfork.TangerineWhistle,
  spurious_dragon: Hardfork.SpuriousDragon,
  byzantium: Hardfork.Byzantium,
  constantinople: Hardfork.Constantinople,
  petersburg: Hardfork.Petersburg,
  istanbul: Hardfork.Istanbul,
  berlin: Hardfork.Berlin,
  london: Hardfork.London,
  paris: Hardfork.Paris,
  shanghai: Hardfork.Shanghai,
  cancun: Hardfork.Cancun,
  prague: Hardfork.Prague,
  osaka: Hardfork.Osaka,
};

/** Where an OP-stack chain pays the base fee (the L2 BaseFeeVault predeploy), which Ethereum burns. */
const BASE_FEE_VAULT = new EthAddress(ethHexToBytes('0x4200000000000000000000000000000000000019'));
/** Where an OP-stack chain pays the L1 data fee (the L2 L1FeeVault predeploy). */
const L1_FEE_VAULT = new EthAddress(ethHexToBytes('0x420000000000000000000000000000000000001a'));

function commonFor(job: ReexecJob): Common {
  return createCustomCommon({ chainId: Number(job.chainId) }, Mainnet, { hardfork: HARDFORKS[job.fork] });
}

export interface ReexecHooks {
  /** the hash of an earlier block, for BLOCKHASH */
  blockHash(number: bigint): Promise<Hash>;
  /** called after each earlier transaction is replayed */
  progress?(replayed: number, of: number): void;
}

export async function reexecute(job: ReexecJob, source: StateSource, hooks: ReexecHooks): Promise<ReexecResult> {
  const common = commonFor(job);
  const state = new RemoteStateManager(source);
  const { block: env } = job;
  const londonRules = common.isActivatedEIP(1559);
  const vm = await createVM({
    common,
    stateManager: state,
    blockchain: {
      getBlock: async (number: number) => {
        const hash = BigInt(number) === env.number - 1n ? env.parentHash : await hooks.blockHash(BigInt(number));
        const bytes = ethHexToBytes(hash);
        return { hash: () => bytes };
      },
      putBlock: async () => {},
      shallowCopy() {
        return this;
      },
    },
  });
  const block = createBlock(
    {
      header: {
        number: env.number,
        timestamp: env.timestamp,
        gasLimit: env.gasLimit,
        coinbase: env.coinbase,
        difficulty: env.difficulty,
        ...(env.prevRandao ? { mixHash: env.prevRandao } : {}),
        // rules older than the block (a link's ?fork=) have no such fields: left out, as a node of
        // that time would have none, instead of EthereumJS refusing the header
        ...(env.baseFeePerGas !== null && londonRules ? { baseFeePerGas: env.baseFeePerGas } : {}),
        ...(env.excessBlobGas !== null && common.isActivatedEIP(4844) ? { excessBlobGas: env.excessBlobGas } : {}),
        parentHash: env.parentHash,
      },
    },
    { common, setHardfork: false, skipConsensusFormatValidation: true },
  );
  // an OP-stack deposit runs in a block without base fee (it pays no gas), its nonce not checked
  // (the bridge sets it), after its mint is credited
  const depositBlock = createBlock(
    { header: { ...block.header.toJSON(), ...(londonRules ? { baseFeePerGas: 0n } : {}) } },
    { common, setHardfork: false, skipConsensusFormatValidation: true },
  );
  /** What the EVM does not move itself: the L1 data fee, from the sender to its vault. */
  const moveBalance = async (from: EthAddress, to: EthAddress, amount: bigint) => {
    const payer = (await state.getAccount(from)) ?? createAccount({});
    // op-geth checked at the start that the sender could pay it; a state that says otherwise is
    // the endpoint's inconsistency, and the balance is not taken below zero
    payer.balance = payer.balance > amount ? payer.balance - amount : 0n;
    await state.putAccount(from, payer);
    const vault = (await state.getAccount(to)) ?? createAccount({});
    vault.balance += amount;
    await state.putAccount(to, vault);
  };
  const run = async (tx: Transaction) => {
    const deposit = tx.type === DEPOSIT_TYPE;
    if (deposit) {
      const sender = toEth(tx.from);
      const account = (await state.getAccount(sender)) ?? createAccount({});
      account.balance += mintOf(tx);
      await state.putAccount(sender, account);
    }
    const result = await runTx(vm, {
      tx: ethTransaction(tx, common),
      block: deposit ? depositBlock : block,
      skipHardForkValidation: true,
      skipBlockGasLimitValidation: true,
      ...(deposit ? { skipNonce: true } : {}),
    });
    // the base fee charged: none under rules before London
    if (job.opStack && !deposit && londonRules && env.baseFeePerGas) {
      const vault = (await state.getAccount(BASE_FEE_VAULT)) ?? createAccount({});
      vault.balance += env.baseFeePerGas * result.totalGasSpent;
      await state.putAccount(BASE_FEE_VAULT, vault);
    }
    const l1Fee = job.opStack && !deposit ? job.l1Fees.get(tx.hash.toLowerCase() as Hash) : undefined;
    if (l1Fee) await moveBalance(toEth(tx.from), L1_FEE_VAULT, l1Fee);
    return result;
  };

  const named = [...job.earlier, job.target];
  const lists = [...named.flatMap((tx) => tx.accessList ?? []), ...job.touched];
  await state.prefetch(
    [
      env.coinbase,
      ...named.flatMap((tx) => [tx.from, ...(tx.to ? [tx.to] : [])]),
      ...lists.map((entry) => entry.address),
    ].map((address) => address.toLowerCase() as Address),
    lists.flatMap((entry) =>
      entry.storageKeys.map((key) => [entry.address.toLowerCase() as Address, key.toLowerCase() as Hash] as const),
    ),
  );

  for (const [i, earlier] of job.earlier.entries()) {
    await run(earlier);
    hooks.progress?.(i + 1, job.earlier.length);
  }

  const builder = new CallFrameBuilder();
  const preimages = new Map<Hash, Hex>();
  const { onStep, onBeforeMessage, onAfterMessage } = callTreeListeners(builder, preimages);
  const events = vm.evm.events!;
  events.on('step', onStep);
  events.on('beforeMessage', onBeforeMessage);
  events.on('afterMessage', onAfterMessage);
  state.startRecording();
  const result = await run(job.target);
  events.off('step', onStep);
  events.off('beforeMessage', onBeforeMessage);
  events.off('afterMessage', onAfterMessage);

  const calls = builder.result();
  if (!calls) throw new Error('the EVM ran no call for this transaction');
  // the top frame's gas as geth reports it: the limit, and the gas the receipt charges
  calls.gas = job.target.gas;
  calls.gasUsed = result.totalGasSpent;

  const created = new Set<Address>();
  const markCreated = (frame: CallFrame) => {
    if ((frame.type === 'CREATE' || frame.type === 'CREATE2') && frame.to && frame.error === null)
      created.add(frame.to);
    frame.calls.forEach(markCreated);
  };
  markCreated(calls);
  const touched = new Map<Address, TouchedAccount>();
  for (const [address, recorded] of state.touched()) {
    const storageAfter = new Map<Hash, Hex>();
    for (const slot of recorded.storageBefore.keys()) storageAfter.set(slot, await state.word(address, slot));
    touched.set(address, {
      before: recorded.before,
      after: await state.snapshot(address),
      storageBefore: recorded.storageBefore,
      storageAfter,
      created: created.has(address),
    });
  }
  return { calls, diff: prestateDiffOf(touched), preimages };
}
