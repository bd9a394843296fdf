/**
 * That a transaction, or a receipt, is the one at its index in its block: the block's header first
 * (its fields must hash to its hash, so its roots are the block's), then the root rebuilt from
 * every item of the block — the page's own record at its index, the endpoint's others around it —
 * and compared with transactionsRoot or receiptsRoot. A match proves every field the item's
 * encoding holds; a receipt's gas used is then proved too, as its cumulative gas less the one before.
 * The outcome carries facts; the sentences are the components' (components/proof/).
 */
import type { Block } from '../block.ts';
import type { TransactionDialect } from '../dialects/index.ts';
import type { Hash } from '../hex.ts';
import type { Receipt } from '../receipt.ts';
import type { Transaction } from '../transaction.ts';
import { checkBlockHeader } from '../verify/block-header.ts';
import { transactionEnvelope } from '../verify/transaction-envelope.ts';
import { MAX_TRIE_ITEMS, orderedTrieRoot } from './ordered-trie-root.ts';
import { encodeReceipt } from './receipt-encoding.ts';

export type InclusionList = 'transactions' | 'receipts';

/** A receipt's fields its trie entry holds, as the page's receipt and the block's list may disagree on them. */
export type ReceiptField = 'status' | 'cumulativeGasUsed' | 'logsBloom' | 'logs';

/**
 * What a proof rested on, kept so a snapshot can carry the nodes of its path (ordered-trie-proof.ts)
 * without rebuilding anything: the checked header and every item's encoding, in index order.
 */
export interface InclusionEvidence {
  header: Block;
  leaves: readonly Uint8Array[];
}

export type InclusionOutcome =
  | {
      status: 'proved';
      list: InclusionList;
      block: bigint;
      blockHash: Hash;
      index: number;
      count: number;
      evidence: InclusionEvidence;
    }
  /** the header does not hash to the block hash: its roots prove nothing */
  | { status: 'refused'; list: InclusionList; block: bigint; part: 'header'; claimed: Hash; computed: Hash }
  /** the record claims an index the block does not have */
  | { status: 'refused'; list: InclusionList; block: bigint; part: 'index'; index: number; count: number }
  /** the block lists another transaction at the record's index */
  | { status: 'refused'; list: InclusionList; block: bigint; part: 'hash'; index: number; listed: Hash; claimed: Hash }
  /** the endpoint's list of the block's items does not have the block's count */
  | { status: 'refused'; list: InclusionList; block: bigint; part: 'count'; count: number; given: number }
  /**
   * the root rebuilt with the page's record at its index is not the header's. `differs`: the
   * fields the page's receipt has otherwise than the block's list at that index (empty: none, or
   * the transactions' list); `listAlone`: whether the endpoint's own list rebuilds the root (then
   * the page's record is what was altered)
   */
  | {
      status: 'refused';
      list: InclusionList;
      block: bigint;
      part: 'root';
      claimed: Hash;
      computed: Hash;
      index: number;
      differs: ReceiptField[];
      listAlone: boolean;
    }
  /** the receipt's gas used is not its cumulative gas less the previous receipt's, which the root proved */
  | { status: 'refused'; list: 'receipts'; block: bigint; part: 'gasUsed'; claimed: bigint; proved: bigint }
  /**
   * the header cannot be checked on this network, or an item cannot be encoded (`detail`: the
   * encoder's own reason), or the block is too large
   */
  | { status: 'unchecked'; list: InclusionList; block: bigint; reason: string; detail?: string };

type Encoded = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** The type of a transaction or receipt, for the words of one that cannot be encoded. */
interface Typed {
  type: bigint;
}

interface Plan<T extends Typed> {
  list: InclusionList;
  header: Block;
  dialect: TransactionDialect | null;
  /** the block's items in order as the endpoint gave them, the record's own place included */
  items: readonly T[];
  record: T;
  index: number;
  /** the record's own hash, which the block's list of transaction hashes must have at its index */
  recordHash: Hash;
  encode: (item: T) => Encoded;
  differs: (record: T, listed: T) => ReceiptField[];
}

type Started = { outcome: InclusionOutcome } | { root: Hash; blockHash: Hash; block: bigint };

function start(list: InclusionList, header: Block, dialect: TransactionDialect | null): Started {
  const block = header.number ?? 0n;
  const check = checkBlockHeader(header, dialect);
  if (check.status === 'unavailable') return { outcome: { status: 'unchecked', list, block, reason: check.reason } };
  if (check.status === 'fail')
    return {
      outcome: { status: 'refused', list, block, part: 'header', claimed: check.claimed, computed: check.computed },
    };
  const root = list === 'transactions' ? check.transactionsRoot : check.receiptsRoot;
  return { root, blockHash: check.hash, block };
}

function encodeAll<T extends Typed>(
  plan: Plan<T>,
  items: readonly T[],
  block: bigint,
): Uint8Array[] | InclusionOutcome {
  const out: Uint8Array[] = new Array<Uint8Array>(items.length);
  for (let i = 0; i < items.length; i++) {
    const encoded = plan.encode(items[i]!);
    if (!encoded.ok) {
      const what = plan.list === 'transactions' ? 'transaction' : 'receipt';
      const type = `0x${items[i]!.type.toString(16)}`;
      return {
        status: 'unchecked',
        list: plan.list,
        block,
        reason: `the block’s ${what} ${i} is of type ${type}, which Hexray cannot encode on this network`,
        detail: encoded.reason,
      };
    }
    out[i] = encoded.bytes;
  }
  return out;
}

function prove<T extends Typed>(plan: Plan<T>): InclusionOutcome {
  const { list, header, index } = plan;
  const started = start(list, header, plan.dialect);
  if ('outcome' in started) return started.outcome;
  const { block } = started;
  const count = header.transactions.length;
  if (count > MAX_TRIE_ITEMS)
    return {
      status: 'unchecked',
      list,
      block,
      reason: `the block has ${count} transactions, more than the ${MAX_TRIE_ITEMS} a root is rebuilt from here`,
    };
  if (index >= count) return { status: 'refused', list, block, part: 'index', index, count };
  const listedHash = header.transactions[index]!.toLowerCase() as Hash;
  const claimedHash = plan.recordHash.toLowerCase() as Hash;
  if (listedHash !== claimedHash)
    return { status: 'refused', list, block, part: 'hash', index, listed: listedHash, claimed: claimedHash };
  if (plan.items.length !== count)
    return { status: 'refused', list, block, part: 'count', count, given: plan.items.length };
  const withRecord = plan.items.map((item, i) => (i === index ? plan.record : item));
  const encoded = encodeAll(plan, withRecord, block);
  if (!Array.isArray(encoded)) return encoded;
  const computed = orderedTrieRoot(encoded);
  if (computed !== started.root) {
    const listed = plan.items[index]!;
    const differs = plan.differs(plan.record, listed);
    let listAlone = false;
    if (differs.length > 0) {
      const own = plan.encode(listed);
      if (own.ok)
        listAlone = orderedTrieRoot(encoded.map((bytes, i) => (i === index ? own.bytes : bytes))) === started.root;
    }
    return { status: 'refused', list, block, part: 'root', claimed: started.root, computed, index, differs, listAlone };
  }
  return {
    status: 'proved',
    list,
    block,
    blockHash: started.blockHash,
    index,
    count,
    evidence: { header, leaves: encoded },
  };
}

/**
 * `header`: the block `tx.blockHash` names, as the endpoint sent it; `transactions`: the block's
 * transactions by index (0 … count − 1), as the endpoint gave them; the page's `tx` takes its own
 * index. Null for a pending transaction (no block to be in).
 */
export function proveTransactionInclusion(
  header: Block,
  transactions: readonly Transaction[],
  tx: Transaction,
  dialect: TransactionDialect | null,
): InclusionOutcome | null {
  if (tx.transactionIndex === null) return null;
  return prove<Transaction>({
    list: 'transactions',
    header,
    dialect,
    items: transactions,
    record: tx,
    index: Number(tx.transactionIndex),
    recordHash: tx.hash,
    encode: (item) => {
      const built = transactionEnvelope(item, dialect);
      return built.ok ? { ok: true, bytes: built.envelope.signed } : built;
    },
    // a transaction is its envelope: the root's mismatch is the whole answer
    differs: () => [],
  });
}

const sameLogs = (a: Receipt, b: Receipt) =>
  a.logs.length === b.logs.length &&
  a.logs.every((log, i) => {
    const other = b.logs[i]!;
    return (
      log.address.toLowerCase() === other.address.toLowerCase() &&
      log.data.toLowerCase() === other.data.toLowerCase() &&
      log.topics.length === other.topics.length &&
      log.topics.every((topic, t) => topic.toLowerCase() === other.topics[t]!.toLowerCase())
    );
  });

function receiptDiffers(record: Receipt, listed: Receipt): ReceiptField[] {
  const out: ReceiptField[] = [];
  const outcome = (r: Receipt) =>
    r.outcome.kind === 'root' ? r.outcome.root.toLowerCase() : String(r.outcome.success);
  if (outcome(record) !== outcome(listed)) out.push('status');
  if (record.cumulativeGasUsed !== listed.cumulativeGasUsed) out.push('cumulativeGasUsed');
  if (record.logsBloom.toLowerCase() !== listed.logsBloom.toLowerCase()) out.push('logsBloom');
  if (!sameLogs(record, listed)) out.push('logs');
  return out;
}

/**
 * `header`: the block `receipt.blockHash` names; `receipts`: the block's receipts in order, as the
 * endpoint gave them; the page's `receipt` takes its own index. Once the root matches, the gas used
 * shown must be its cumulative gas less the previous receipt's (both proved).
 */
export function proveReceiptInclusion(
  header: Block,
  receipts: readonly Receipt[],
  receipt: Receipt,
  dialect: TransactionDialect | null,
): InclusionOutcome {
  const index = Number(receipt.transactionIndex);
  const outcome = prove<Receipt>({
    list: 'receipts',
    header,
    dialect,
    items: receipts,
    record: receipt,
    index,
    recordHash: receipt.transactionHash,
    encode: (item) => encodeReceipt(item, dialect),
    differs: receiptDiffers,
  });
  if (outcome.status !== 'proved') return outcome;
  const before = index === 0 ? 0n : receipts[index - 1]!.cumulativeGasUsed;
  const proved = receipt.cumulativeGasUsed - before;
  if (proved !== receipt.gasUsed)
    return {
      status: 'refused',
      list: 'receipts',
      block: outcome.block,
      part: 'gasUsed',
      claimed: receipt.gasUsed,
      proved,
    };
  return outcome;
}
