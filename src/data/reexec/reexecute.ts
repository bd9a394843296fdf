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
import type { EVMResult, InterpreterStep, Message } from '@ethereumjs/evm';
import { createTx, type TypedTransaction } from '@ethereumjs/tx';
import {
  Address as EthAddress,
  bytesToHex as ethBytesToHex,
  createAccount,
  hexToBytes as ethHexToBytes,
} from '@ethereumjs/util';
import { createVM, runTx } from '@ethereumjs/vm';
import type { Address, Hash, Hex } from '../../domain/hex.ts';
import type { EthereumFork } from '../../domain/network/fork-schedules.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { CallFrameBuilder } from '../../domain/trace/call-frame-builder.ts';
import type { CallFrame, FrameType } from '../../domain/trace/call-trace.ts';
import type { PrestateDiff } from '../../domain/trace/prestate-diff.ts';
import { prestateDiffOf, type TouchedAccount } from '../../domain/trace/prestate-from-states.ts';
import { gethErrorOf } from './geth-errors.ts';
import { DEPOSIT_TYPE, isReplayable } from './replayable-types.ts';
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
}

export interface ReexecResult {
  calls: CallFrame;
  diff: PrestateDiff;
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

/** A deposit's `mint`: what the bridge credits the sender before it runs (in `extra`, verbatim). */
function mintOf(tx: Transaction): bigint {
  const mint = tx.extra['mint'];
  return typeof mint === 'string' && /^0x[0-9a-f]+$/i.test(mint) ? BigInt(mint) : 0n;
}

export class NotReplayableError extends Error {
  constructor(
    readonly hash: Hash,
    readonly type: bigint,
  ) {
    super(`transaction ${hash} is of type 0x${type.toString(16)}, which the EVM here cannot run`);
    this.name = 'NotReplayableError';
  }
}

const toEth = (address: string) => new EthAddress(ethHexToBytes(address as `0x${string}`));
const hexOf = (bytes: Uint8Array) => ethBytesToHex(bytes);
/** A stack item as a 32-byte word. */
const wordOf = (value: bigint): Hash => `0x${value.toString(16).padStart(64, '0')}`;
const addressOf = (address: EthAddress) => address.toString().toLowerCase() as Address;

function commonFor(job: ReexecJob): Common {
  return createCustomCommon({ chainId: Number(job.chainId) }, Mainnet, { hardfork: HARDFORKS[job.fork] });
}

/**
 * A transaction as EthereumJS builds it, unsigned and with its sender set from what the endpoint
 * said: recovering it from the signature again would only cost time (verification does that).
 */
function ethTransaction(tx: Transaction, common: Common): TypedTransaction {
  if (!isReplayable(tx.type)) throw new NotReplayableError(tx.hash, tx.type);
  const deposit = tx.type === DEPOSIT_TYPE;
  const built = createTx(
    {
      // a deposit pays no gas: run as a legacy transaction at a gas price of zero
      type: deposit ? 0 : Number(tx.type),
      nonce: tx.nonce,
      gasLimit: tx.gas,
      to: tx.to ?? undefined,
      value: tx.value,
      data: tx.input,
      ...(deposit ? { gasPrice: 0n } : tx.type < 2n ? { gasPrice: tx.gasPrice ?? 0n } : {}),
      ...(tx.maxFeePerGas !== undefined ? { maxFeePerGas: tx.maxFeePerGas } : {}),
      ...(tx.maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas: tx.maxPriorityFeePerGas } : {}),
      ...(tx.maxFeePerBlobGas !== undefined ? { maxFeePerBlobGas: tx.maxFeePerBlobGas } : {}),
      ...(tx.blobVersionedHashes ? { blobVersionedHashes: tx.blobVersionedHashes } : {}),
      ...(tx.accessList
        ? { accessList: tx.accessList.map((e) => ({ address: e.address, storageKeys: e.storageKeys })) }
        : {}),
      ...(tx.authorizationList
        ? {
            authorizationList: tx.authorizationList.map((a) => ({
              chainId: `0x${a.chainId.toString(16)}`,
              address: a.address,
              nonce: `0x${a.nonce.toString(16)}`,
              yParity: `0x${a.yParity.toString(16)}`,
              r: a.r,
              s: a.s,
            })),
          }
        : {}),
      ...(tx.type > 0n && !deposit && tx.chainId !== null ? { chainId: tx.chainId } : {}),
    },
    { common, freeze: false },
  );
  const sender = toEth(tx.from);
  built.getSenderAddress = () => sender;
  return built;
}

const CALL_OPCODES = new Set<string>(['CALL', 'CALLCODE', 'DELEGATECALL', 'STATICCALL', 'CREATE', 'CREATE2']);

/** The EVM's events during one transaction, into a call tree. */
function traceInto(builder: CallFrameBuilder) {
  // the call opcode that the next message comes from, and the frame that ran it
  let pending: { type: FrameType; from: Address } | null = null;
  const onStep = (step: InterpreterStep, resolve?: () => void) => {
    const name = step.opcode.name;
    const { stack } = step;
    const from = addressOf(step.address);
    if (CALL_OPCODES.has(name)) pending = { type: name as FrameType, from };
    else if (name.startsWith('LOG')) {
      const offset = Number(stack.at(-1));
      const size = Number(stack.at(-2));
      const count = Number(name.slice(3));
      const topics = Array.from({ length: count }, (_, i) => wordOf(stack.at(-3 - i)!));
      const data = new Uint8Array(size);
      data.set(step.memory.subarray(offset, offset + size));
      builder.log(from, topics, hexOf(data));
    } else if (name === 'SELFDESTRUCT') {
      const beneficiary: Address = `0x${stack.at(-1)!.toString(16).padStart(40, '0')}`;
      // the balance now, not the frame's account as loaded when it began
      void step.stateManager.getAccount(step.address).then((account) => {
        builder.selfDestruct(from, beneficiary, account?.balance ?? 0n);
        resolve?.();
      });
      return;
    }
    resolve?.();
  };
  const onBeforeMessage = (message: Message) => {
    const create = message.to === undefined;
    const input = hexOf(message.data.length > 0 || !(message.code instanceof Uint8Array) ? message.data : message.code);
    if (message.depth === 0 || pending === null) {
      builder.enter({
        type: create ? 'CREATE' : 'CALL',
        from: addressOf(message.caller),
        to: create ? null : addressOf(message.to!),
        value: message.value,
        gas: message.gasLimit,
        input,
      });
      return;
    }
    const { type, from } = pending;
    pending = null;
    const byCode = type === 'DELEGATECALL' || type === 'CALLCODE';
    builder.enter({
      type,
      from,
      to: create ? null : addressOf(byCode ? message.codeAddress : message.to!),
      value: type === 'STATICCALL' ? null : message.value,
      gas: message.gasLimit,
      input,
    });
  };
  const onAfterMessage = (result: EVMResult) => {
    const exec = result.execResult;
    builder.exit({
      gasUsed: exec.executionGasUsed,
      output: hexOf(exec.returnValue),
      error: exec.exceptionError ? gethErrorOf(exec.exceptionError.error) : null,
      created: result.createdAddress ? addressOf(result.createdAddress) : null,
    });
  };
  return { onStep, onBeforeMessage, onAfterMessage };
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
        ...(env.baseFeePerGas !== null ? { baseFeePerGas: env.baseFeePerGas } : {}),
        ...(env.excessBlobGas !== null ? { excessBlobGas: env.excessBlobGas } : {}),
        parentHash: env.parentHash,
      },
    },
    { common, setHardfork: false, skipConsensusFormatValidation: true },
  );
  // an OP-stack deposit runs in a block without base fee (it pays no gas), its nonce not checked
  // (the bridge sets it), after its mint is credited. The L1 data fee is not taken (anvil charges none)
  const depositBlock = createBlock(
    { header: { ...block.header.toJSON(), baseFeePerGas: 0n } },
    { common, setHardfork: false, skipConsensusFormatValidation: true },
  );
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
    if (job.opStack && !deposit && env.baseFeePerGas) {
      const vault = (await state.getAccount(BASE_FEE_VAULT)) ?? createAccount({});
      vault.balance += env.baseFeePerGas * result.totalGasSpent;
      await state.putAccount(BASE_FEE_VAULT, vault);
    }
    return result;
  };

  const named = [...job.earlier, job.target];
  await state.prefetch(
    [env.coinbase, ...named.flatMap((tx) => [tx.from, ...(tx.to ? [tx.to] : [])])].map(
      (address) => address.toLowerCase() as Address,
    ),
    named.flatMap((tx) =>
      (tx.accessList ?? []).flatMap((entry) =>
        entry.storageKeys.map((key) => [entry.address.toLowerCase() as Address, key.toLowerCase() as Hash] as const),
      ),
    ),
  );

  for (const [i, earlier] of job.earlier.entries()) {
    await run(earlier);
    hooks.progress?.(i + 1, job.earlier.length);
  }

  const builder = new CallFrameBuilder();
  const { onStep, onBeforeMessage, onAfterMessage } = traceInto(builder);
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
  return { calls, diff: prestateDiffOf(touched) };
}
