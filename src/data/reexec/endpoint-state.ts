/**
 * What a re-execution reads from the endpoint, through the app's own client (so each read is in
 * the request log, batched with the others in flight, and the key stays in the page): the block
 * and the transactions before this one (on an OP-stack chain their receipts too, for the L1 fee),
 * what the transaction touches where eth_createAccessList is served, and the state at the block before, an account as its
 * balance, nonce and code (three calls sent together), a slot as eth_getStorageAt.
 */
import { bigIntToQuantity, type Address, type Hash, type Hex } from '../../domain/hex.ts';
import { opReceiptFields } from '../../domain/dialects/op-stack.ts';
import type { EthereumFork } from '../../domain/network/fork-schedules.ts';
import type { AccessListEntry, Transaction } from '../../domain/transaction.ts';
import type { AccountSnapshot } from '../../domain/trace/prestate-from-states.ts';
import type { RpcClient } from '../../rpc/client.ts';
import type { ReexecJob } from './reexecute.ts';
import type { StateSource } from './remote-state-manager.ts';

export class ReadCapError extends Error {
  constructor(readonly cap: number) {
    super(`more than ${cap} accounts and slots read`);
    this.name = 'ReadCapError';
  }
}

/** A read the re-execution needed failed: which method, and the wire's error. */
export class StateReadError extends Error {
  constructor(
    readonly method: string,
    readonly failure: unknown,
  ) {
    super(`${method} failed`);
    this.name = 'StateReadError';
  }
}

function reading<T>(method: string, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    throw new StateReadError(method, error);
  });
}

/** Counts the accounts and slots read, and refuses one past the cap. */
export class ReadCounter {
  reads = 0;
  constructor(readonly cap: number) {}
  take(): void {
    if (this.reads >= this.cap) throw new ReadCapError(this.cap);
    this.reads++;
  }
}

/** The endpoint's state at `block` (the one before the transaction's), read as the EVM asks. */
export function endpointStateSource(client: RpcClient, block: bigint, counter: ReadCounter): StateSource {
  const at = bigIntToQuantity(block);
  return {
    async account(address: Address): Promise<AccountSnapshot | null> {
      counter.take();
      const [balance, nonce, code] = await Promise.all([
        reading('eth_getBalance', client.readOptional('eth_getBalance', address, at)),
        reading('eth_getTransactionCount', client.readOptional('eth_getTransactionCount', address, at)),
        reading('eth_getCode', client.readOptional('eth_getCode', address, at)),
      ]);
      if (balance === 0n && nonce === 0n && code === '0x') return null;
      return { balance, nonce, code: code.toLowerCase() as Hex };
    },
    async storage(address: Address, slot: Hash): Promise<Hex> {
      counter.take();
      return (await reading('eth_getStorageAt', client.getStorageAt(address, slot, at))).toLowerCase() as Hex;
    },
  };
}

export async function blockHashAt(client: RpcClient, number: bigint): Promise<Hash> {
  const block = await reading(
    'eth_getBlockByNumber',
    client.readOptional('eth_getBlockByNumber', bigIntToQuantity(number)),
  );
  if (!block?.hash) throw new Error(`block ${number} is not served`);
  return block.hash;
}

/**
 * What the target touches, as the endpoint's eth_createAccessList says on the state before its
 * block, asked beside the block (no round trip of its own): the re-execution reads it all in one
 * batch instead of one round trip per account the EVM reaches. A hint only: the EVM still reads
 * whatever else it needs, so an endpoint that does not serve the method, fails, or answers for a
 * state the earlier transactions of the block then change costs nothing but the reads it saved.
 */
async function touchedByTarget(client: RpcClient, target: Transaction, before: bigint): Promise<AccessListEntry[]> {
  try {
    const request = { from: target.from, to: target.to, data: target.input, value: target.value, gas: target.gas };
    const answer = await client.readOptional('eth_createAccessList', request, bigIntToQuantity(before));
    return answer.accessList;
  } catch {
    return [];
  }
}

/** The job for a mined transaction: its block's environment and the transactions before it. */
export async function loadReexecJob(
  client: RpcClient,
  target: Transaction,
  chainId: bigint,
  opStack: boolean,
  forkOf: (block: { number: bigint; timestamp: bigint }) => EthereumFork,
): Promise<ReexecJob> {
  const number = target.blockNumber!;
  // OP-stack: each transaction's L1 data fee is its receipt's; the target's asked beside the block
  const receiptOf = (hash: Hash) => reading('eth_getTransactionReceipt', client.getTransactionReceipt(hash));
  const targetReceipt = opStack ? receiptOf(target.hash) : null;
  const touched = touchedByTarget(client, target, number - 1n);
  // with its transactions: the earlier ones come in the same answer instead of a round trip more
  const block = await reading(
    'eth_getBlockByNumber',
    client
      .readOptional('eth_getBlockByNumber', bigIntToQuantity(number), 'with transactions')
      .catch(() => client.readOptional('eth_getBlockByNumber', bigIntToQuantity(number))),
  );
  if (!block) throw new Error(`block ${number} is not served`);
  const index = Number(target.transactionIndex ?? 0n);
  const before = block.transactions.slice(0, index);
  const given = block.transactionObjects?.slice(0, index);
  const [earlier, receipts] = await Promise.all([
    given ?? Promise.all(before.map((hash) => reading('eth_getTransactionByHash', client.getTransactionByHash(hash)))),
    Promise.all([...(opStack ? before.map(receiptOf) : []), targetReceipt]),
  ]);
  const missing = earlier.findIndex((tx) => tx === null);
  if (missing !== -1) throw new Error(`transaction ${missing} of block ${number} is not served`);
  const l1Fees = new Map<Hash, bigint>();
  for (const receipt of receipts) {
    const fee = receipt ? opReceiptFields(receipt.extra).l1Fee : undefined;
    if (receipt && fee) l1Fees.set(receipt.transactionHash.toLowerCase() as Hash, fee);
  }
  const extra = block.extra;
  const mixHash = typeof extra['mixHash'] === 'string' ? (extra['mixHash'] as Hash) : null;
  const difficulty = typeof extra['difficulty'] === 'string' ? BigInt(extra['difficulty']) : 0n;
  return {
    chainId,
    opStack,
    fork: forkOf({ number, timestamp: block.timestamp }),
    block: {
      number,
      timestamp: block.timestamp,
      gasLimit: block.gasLimit,
      coinbase: block.miner ?? `0x${'0'.repeat(40)}`,
      baseFeePerGas: block.baseFeePerGas,
      prevRandao: mixHash,
      difficulty,
      excessBlobGas: block.excessBlobGas,
      parentHash: block.parentHash,
    },
    earlier: earlier as Transaction[],
    target,
    l1Fees,
    touched: await touched,
  };
}
