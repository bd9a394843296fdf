/**
 * The optional read methods, one entry each: how a call's arguments become the wire's params
 * (checked first: a wrong argument sends nothing), how the answer is parsed, what tells two calls
 * apart and when an answer can never change (for the cache), what a failure says of the method,
 * and the probe's call. From these the client's typed call (`readOptional`), the query factory
 * (data/queries/optional-queries.ts) and the probe (data/queries/probe-endpoint.ts) are made; a page asks
 * `useEndpointFacts().serves(method)`. Loaded with the wire, never with the first page, which
 * carries only the names (optional-method-names.ts).
 *
 * Adding a method: its name there, its entry here (the compiler asks for both, and for its words
 * in Settings), then the feature that uses it.
 */
import { parseAccessListAnswer, type AccessListAnswer } from '../domain/access-list-answer.ts';
import { parseLogsAnswer, type LogQuery, type TopicFilter } from '../domain/activity/log-query.ts';
import { parseBlock, parseBlockWithTransactions, type Block } from '../domain/block.ts';
import { padHexLeft, type Address, type Hex } from '../domain/hex.ts';
import { MalformedFieldError, asHexData, asQuantity } from '../domain/parse-fields.ts';
import { parseCallTrace, type CallFrame } from '../domain/trace/call-trace.ts';
import { parsePrestateDiff, type PrestateDiff } from '../domain/trace/prestate-diff.ts';
import { MAX_UINT256, MAX_UINT64 } from '../domain/uint-limits.ts';
import { MAX_PROOF_KEYS, parseAccountProof, type AccountProofAnswer } from '../domain/proof/account-proof.ts';
import { MAX_TRIE_ITEMS } from '../domain/proof/proof-limits.ts';
import { parseReceipt, type Log, type Receipt } from '../domain/receipt.ts';
import { RpcArgumentError, RpcError } from './errors.ts';
import { rangeRefusal } from '../domain/activity/range-refusal.ts';
import { saysMethodNotServed } from './method-absence.ts';
import type { OptionalMethod } from './optional-method-names.ts';
import { validateAddress, validateBlock, validateData, validateHash, validateQuantity } from './validate-arguments.ts';

export interface OptionalMethodEntry<Args extends unknown[], Result> {
  /** The wire's params for a call's arguments, each checked first (an RpcArgumentError sends nothing). */
  params: (...args: Args) => unknown[];
  /**
   * The answer read once into its type (a MalformedFieldError names the field); `params` are what
   * was sent, so an answer about another object than the one asked for is refused as malformed.
   */
  parse: (raw: unknown, params: readonly unknown[]) => Result;
  /** What tells two calls apart, as the cache keys them (an address's case is not another question). */
  key: (...args: Args) => readonly unknown[];
  /** Whether this answer can never change (read at a block number, and found), so is kept for good. */
  fixed: (result: NoInfer<Result>, ...args: Args) => boolean;
  /** How the endpoint's absence of the method shows: true for a failure that says it is not served. */
  notServed: (error: unknown) => boolean;
  /**
   * The probe's call, arguments any node answers cheaply (an empty account, a block that does not
   * exist); null: the probe does not ask, the pages' own calls learn it.
   */
  probe: NoInfer<Args> | null;
  /** Kept in the cache while no page shows it, as long as the tab lives (the cache budget aside). */
  keptUnused?: true;
}

/** An `eth_call` request: what a transaction would send, run against a block's state. */
export interface CallRequest {
  from?: string;
  to: string;
  /** call data, `0x…` (default empty) */
  data?: string;
  value?: bigint;
  gas?: bigint;
}

/** What eth_createAccessList runs: a transaction's call (no fees: the list is what it touches). */
export interface AccessListRequest {
  from: string;
  /** null for a creation */
  to: string | null;
  data: string;
  value: bigint;
  gas: bigint;
}

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;

/**
 * A block number is one block for good; a tag (`latest`, …) moves with the chain. The block was
 * checked before it was sent (`validateBlock`): a hex number or a tag, which never starts with 0x.
 */
function atNumber(block: string): boolean {
  return block.startsWith('0x');
}

/** An entry, its arguments and result types inferred from its `params` and `parse`. */
function entry<Args extends unknown[], Result>(definition: OptionalMethodEntry<Args, Result>) {
  return definition;
}

/** A node that answers for another object than the one asked for is broken, not "found". */
function mustMatch(field: string, actual: unknown, expected: unknown): void {
  if (actual !== expected) {
    throw new MalformedFieldError(
      field,
      `does not match the request (asked ${String(expected)}, got ${String(actual)})`,
    );
  }
}

/** An account's value at a block (balance, nonce, code): asked as `[address, block]`. */
function accountRead<Result>(parse: (raw: unknown) => Result) {
  return entry({
    params: (address: string, block: string) => [validateAddress('address', address), validateBlock('block', block)],
    parse,
    key: (address, block) => [address.toLowerCase(), block],
    fixed: (_, _address, block) => atNumber(block),
    notServed: saysMethodNotServed,
    probe: [ZERO_ADDRESS, 'latest'],
  });
}

/** Always without full transactions (domain/block.ts says why); `null` is a block not there (yet). */
const parseBlockOrNull = (raw: unknown): Block | null => (raw === null ? null : parseBlock(raw));
const parseFullBlockOrNull = (raw: unknown): Block | null => (raw === null ? null : parseBlockWithTransactions(raw));

/**
 * The tracers Hexray asks debug_traceTransaction for, as sent: geth's callTracer with logs (the
 * call tree) and its prestateTracer in diff mode (what changed, before and after).
 */
const TRACERS = {
  callTracer: { tracer: 'callTracer', tracerConfig: { withLog: true } },
  prestateTracer: { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
} as const;
export type Tracer = keyof typeof TRACERS;

/**
 * The endpoint says it has no tracer. A malformed or oversized trace is a broken answer for this
 * one transaction (shown as an error), not a sign the method is missing, as it is for the others.
 */
export function saysTracerNotServed(error: unknown): boolean {
  return saysMethodNotServed(error) && !(error instanceof RpcError && error.kind === 'malformed');
}

/**
 * The endpoint says it has no eth_getLogs. A refused range (each provider's words,
 * domain/activity/range-refusal.ts) or a malformed or oversized answer is a failure of that one
 * call, shown as such: a smaller range may be answered.
 */
export function saysLogsNotServed(error: unknown): boolean {
  if (!saysMethodNotServed(error) || !(error instanceof RpcError) || error.kind === 'malformed') return false;
  const said = (error as { providerMessage?: string }).providerMessage ?? error.message;
  return rangeRefusal(said) === null;
}

/** What Hexray subscribes to: new block headers (the live head). */
export type SubscriptionKind = 'newHeads';
/** Nodes answer 16 bytes of hex (geth, anvil) or a short id; anything longer is no id. */
const MAX_SUBSCRIPTION_ID = 100;

/** The most topics a log has (LOG0–LOG4), so the most positions a filter names. */
const MAX_TOPIC_POSITIONS = 4;
/** Values one topic position may name (any of them matches): the Activity tab needs three. */
const MAX_TOPIC_CHOICES = 16;

function validateTopic(position: number, topic: TopicFilter): string | string[] | null {
  if (topic === null) return null;
  if (typeof topic === 'string') return validateHash(`topics[${position}]`, topic);
  if (topic.length === 0 || topic.length > MAX_TOPIC_CHOICES)
    throw new RpcArgumentError(`topics[${position}]`, `1 to ${MAX_TOPIC_CHOICES} values; got ${topic.length}`);
  return topic.map((value, i) => validateHash(`topics[${position}][${i}]`, value));
}

/** A trace as its tracer gives it, tagged with the tracer so a page reads the one it asked for. */
export type Trace = { tracer: 'callTracer'; calls: CallFrame } | { tracer: 'prestateTracer'; diff: PrestateDiff };

/** Every name has its entry and nothing else is one (`satisfies`); each entry is complete (`entry`). */
export const optionalMethodRegistry = {
  eth_chainId: entry({
    params: () => [],
    parse: (raw) => asQuantity(raw, 'chain id'),
    key: () => [],
    fixed: () => false,
    notServed: saysMethodNotServed,
    probe: [],
  }),
  // the head
  eth_blockNumber: entry({
    params: () => [],
    parse: (raw) => asQuantity(raw, 'block number'),
    key: () => [],
    fixed: () => false,
    notServed: saysMethodNotServed,
    probe: [],
  }),
  eth_getBlockByHash: entry({
    params: (hash: string) => [validateHash('block hash', hash), false],
    parse: (raw, [hash]) => {
      const block = parseBlockOrNull(raw);
      if (block) mustMatch('block.hash', block.hash, (hash as string).toLowerCase());
      return block;
    },
    key: (hash) => [hash.toLowerCase()],
    // a hash names one block for good; one not found may be mined a moment later
    fixed: (block): boolean => block !== null,
    notServed: saysMethodNotServed,
    probe: [ZERO_HASH],
  }),
  // a hex number or a tag; with its full transactions only for a reader that needs every one of
  // them (domain/block.ts), keyed apart from the plain block so a page's read stays small
  eth_getBlockByNumber: entry<[block: string, withTransactions?: 'with transactions'], Block | null>({
    params: (block: string, withTransactions?: 'with transactions') => [
      validateBlock('block', block),
      withTransactions !== undefined,
    ],
    parse: (raw, [number, full]) => {
      const block = full === true ? parseFullBlockOrNull(raw) : parseBlockOrNull(raw);
      if (block && atNumber(number as string)) mustMatch('block.number', block.number, BigInt(number as string));
      return block;
    },
    key: (block, withTransactions) => [block.toLowerCase(), ...(withTransactions ? [withTransactions] : [])],
    fixed: (block, number) => block !== null && atNumber(number),
    notServed: saysMethodNotServed,
    probe: ['latest'],
  }),
  // a block's receipts in order, each of the block asked for; null: no such block (yet). Asked by
  // the receipt page's inclusion proof only, and learned there: nothing is cheap to probe with
  // (the zero hash is an error on some nodes, null on others), and a real block's can be megabytes
  eth_getBlockReceipts: entry({
    params: (hash: string) => [validateHash('block hash', hash)],
    parse: (raw, [hash]): Receipt[] | null => {
      if (raw === null) return null;
      if (!Array.isArray(raw)) throw new MalformedFieldError('receipts', 'must be an array or null');
      if (raw.length > MAX_TRIE_ITEMS)
        throw new MalformedFieldError('receipts', `has ${raw.length} receipts, more than the ${MAX_TRIE_ITEMS} read`);
      return raw.map((item, i) => {
        const receipt = parseReceipt(item, `receipts[${i}]`);
        mustMatch(`receipts[${i}].blockHash`, receipt.blockHash.toLowerCase(), (hash as string).toLowerCase());
        return receipt;
      });
    },
    key: (hash) => [hash.toLowerCase()],
    fixed: (receipts): boolean => receipts !== null,
    notServed: saysMethodNotServed,
    probe: null,
  }),
  // in wei
  eth_getBalance: accountRead((raw) => asQuantity(raw, 'balance')),
  // the nonce
  eth_getTransactionCount: accountRead((raw) => asQuantity(raw, 'transaction count')),
  // `0x` for an account without code
  eth_getCode: accountRead((raw): Hex => asHexData(raw, 'code')),
  // an account and some of its storage slots with their Merkle-Patricia proofs (EIP-1186); nodes
  // want each key as 32 bytes (anvil refuses a shorter one)
  eth_getProof: entry({
    params: (address: string, slots: readonly bigint[], block: string) => {
      if (slots.length > MAX_PROOF_KEYS) {
        throw new RpcArgumentError('storage keys', `at most ${MAX_PROOF_KEYS} in one call; got ${slots.length}`);
      }
      const keys = slots.map((slot, i) => padHexLeft(validateQuantity(`storage key ${i}`, slot, MAX_UINT256), 32));
      return [validateAddress('address', address), keys, validateBlock('block', block)];
    },
    parse: (raw, [address, keys]): AccountProofAnswer =>
      parseAccountProof(
        raw,
        address as string,
        (keys as string[]).map((key) => BigInt(key)),
      ),
    key: (address, slots, block) => [address.toLowerCase(), slots.map((slot) => slot.toString()), block],
    fixed: (_, _address, _slots, block) => atNumber(block),
    notServed: saysMethodNotServed,
    probe: [ZERO_ADDRESS, [], 'latest'],
  }),
  // the returned data; a revert is an RpcResponseError whose details carry the revert data
  eth_call: entry({
    params: (request: CallRequest, block: string) => {
      const object: Record<string, string> = { to: validateAddress('call.to', request.to) };
      if (request.from !== undefined) object['from'] = validateAddress('call.from', request.from);
      object['data'] = validateData('call.data', request.data ?? '0x');
      if (request.value !== undefined) object['value'] = validateQuantity('call.value', request.value);
      if (request.gas !== undefined) object['gas'] = validateQuantity('call.gas', request.gas, MAX_UINT64);
      return [object, validateBlock('block', block)];
    },
    parse: (raw): Hex => asHexData(raw, 'call result'),
    // each part of the request is part of the question; no data is the empty call
    key: (request, block) => [
      request.to.toLowerCase(),
      (request.data ?? '0x').toLowerCase(),
      request.from?.toLowerCase() ?? null,
      request.value?.toString() ?? null,
      request.gas?.toString() ?? null,
      block,
    ],
    fixed: (_, _request, block) => atNumber(block),
    // token texts and a failure's replay are asked again on every page that shows them
    keptUnused: true,
    notServed: saysMethodNotServed,
    probe: [{ to: ZERO_ADDRESS }, 'latest'],
  }),
  // the accounts and slots a transaction touches, run on the state before its block: what a
  // re-execution prefetches in one batch; asked only by it
  eth_createAccessList: entry({
    params: (request: AccessListRequest, block: string) => {
      const object: Record<string, string> = { from: validateAddress('call.from', request.from) };
      if (request.to !== null) object['to'] = validateAddress('call.to', request.to);
      object['data'] = validateData('call.data', request.data);
      object['value'] = validateQuantity('call.value', request.value);
      object['gas'] = validateQuantity('call.gas', request.gas, MAX_UINT64);
      return [object, validateBlock('block', block)];
    },
    parse: (raw): AccessListAnswer => parseAccessListAnswer(raw),
    key: (request, block) => [
      request.from.toLowerCase(),
      request.to?.toLowerCase() ?? null,
      request.data.toLowerCase(),
      request.value.toString(),
      request.gas.toString(),
      block,
    ],
    fixed: (_, _request, block) => atNumber(block),
    notServed: saysMethodNotServed,
    // a call's list costs the node a run of it: learned from the first re-execution instead
    probe: null,
  }),
  // a mined transaction's trace, by the tracer named; asked only by the Trace page
  debug_traceTransaction: entry({
    params: (hash: string, tracer: Tracer) => [validateHash('transaction hash', hash), TRACERS[tracer]],
    parse: (raw, [, config]): Trace =>
      (config as { tracer: Tracer }).tracer === 'callTracer'
        ? { tracer: 'callTracer', calls: parseCallTrace(raw) }
        : { tracer: 'prestateTracer', diff: parsePrestateDiff(raw) },
    key: (hash, tracer) => [hash.toLowerCase(), tracer],
    // a mined transaction's trace never changes; not kept unused: a trace can be megabytes
    fixed: () => true,
    notServed: saysTracerNotServed,
    // nothing cheap to trace (on the zero hash anvil answers a struct-log trace whatever tracer
    // was asked, which says nothing of the one the page needs), and a real trace can cost seconds
    probe: null,
  }),
  // logs matching a filter over a range of block numbers: the Activity tab's transfers and events.
  // A range a provider refuses as too large is a failure, not absence (saysLogsNotServed)
  eth_getLogs: entry({
    params: (query: LogQuery) => {
      if (query.topics.length > MAX_TOPIC_POSITIONS)
        throw new RpcArgumentError('topics', `at most ${MAX_TOPIC_POSITIONS} positions; got ${query.topics.length}`);
      if (query.fromBlock > query.toBlock)
        throw new RpcArgumentError('fromBlock', `${query.fromBlock} is after toBlock ${query.toBlock}`);
      const filter: Record<string, unknown> = {};
      if (query.address !== undefined) filter['address'] = validateAddress('address', query.address);
      filter['fromBlock'] = validateQuantity('fromBlock', query.fromBlock, MAX_UINT64);
      filter['toBlock'] = validateQuantity('toBlock', query.toBlock, MAX_UINT64);
      filter['topics'] = query.topics.map((topic, i) => validateTopic(i, topic));
      return [filter];
    },
    parse: (raw, [filter]): Log[] => {
      const { fromBlock, toBlock } = filter as { fromBlock: string; toBlock: string };
      return parseLogsAnswer(raw, BigInt(fromBlock), BigInt(toBlock));
    },
    key: (query) => [
      query.address?.toLowerCase() ?? null,
      JSON.stringify(query.topics).toLowerCase(),
      query.fromBlock.toString(),
      query.toBlock.toString(),
    ],
    // a range of block numbers, all mined: its logs are what they are
    fixed: () => true,
    notServed: saysLogsNotServed,
    // the zero address emitted nothing in block 0: any node answers [] at once
    probe: [{ address: ZERO_ADDRESS as Address, topics: [], fromBlock: 0n, toBlock: 0n }],
  }),
  // a subscription on the WebSocket: its answer is the subscription's id. Made only through the
  // client's `subscribe`, which routes the notifications that follow; a call through the query
  // factory would open one nobody listens to
  eth_subscribe: entry({
    params: (kind: SubscriptionKind) => [kind],
    parse: (raw): string => {
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_SUBSCRIPTION_ID)
        throw new MalformedFieldError('subscription id', `must be a string of 1 to ${MAX_SUBSCRIPTION_ID} characters`);
      return raw;
    },
    key: (kind) => [kind],
    fixed: () => false,
    notServed: saysMethodNotServed,
    probe: null,
  }),
} satisfies Record<OptionalMethod, unknown>;

type Registry = typeof optionalMethodRegistry;
/** The arguments of a call of `M`, as its entry's `params` takes them. */
export type OptionalArgs<M extends OptionalMethod> = Parameters<Registry[M]['params']>;
/** What a call of `M` resolves to, as its entry's `parse` reads it. */
export type OptionalResult<M extends OptionalMethod> = ReturnType<Registry[M]['parse']>;

/** `M`'s entry, typed by its own arguments and result (a lookup by a generic name loses both). */
export function optionalMethodEntry<M extends OptionalMethod>(
  method: M,
): OptionalMethodEntry<OptionalArgs<M>, OptionalResult<M>> {
  return optionalMethodRegistry[method] as unknown as OptionalMethodEntry<OptionalArgs<M>, OptionalResult<M>>;
}
