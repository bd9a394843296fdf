/**
 * A snapshot link's fragment: a transaction (and its receipt) as the endpoint answered them,
 * JSON, raw-deflated, base64url. The fragment never reaches a server, so the link needs no
 * endpoint and carries no key (the endpoint is named only by its redacted label).
 *
 * `1.<length>.<base64url>`: the format version, then how many characters follow, so a link cut
 * short when it was copied says so instead of failing as "not deflate". Whatever opens one treats
 * it as hostile: its length, its inflated size (a zip bomb), its JSON and every field are checked,
 * each refusal with its own message.
 */
import { parsed, rejected, type ParseResult } from '../parse-result.ts';
import { MalformedFieldError } from '../parse-fields.ts';
import { parseReceipt, type Receipt } from '../receipt.ts';
import { receiptJson, transactionJson } from '../record-json.ts';
import { parseTransaction, type Transaction } from '../transaction.ts';
import { base64urlToBytes, bytesToBase64url } from './base64url.ts';
import { deflateRaw, inflateRawCapped } from './deflate.ts';
import { readSnapshotProof, snapshotProofJson, type SnapshotProof } from './snapshot-proof.ts';

export const SNAPSHOT_VERSION = 1;
const FORMAT = 'hexray-snapshot';

/** The longest fragment Hexray writes: past it, browsers, chat apps and mail clients start to cut links. */
export const SNAPSHOT_LINK_LIMIT = 32 * 1024;
/** The longest fragment it reads: a little slack over what it writes, then refused unread. */
export const SNAPSHOT_READ_LIMIT = 2 * SNAPSHOT_LINK_LIMIT;
/** A transaction and its receipt inflate to far less; a zip bomb is stopped here, mid-stream. */
export const SNAPSHOT_INFLATED_LIMIT = 4 * 1024 * 1024;
/** A redacted endpoint label is a URL; longer than this it is not one Hexray wrote. */
const ENDPOINT_LABEL_LIMIT = 2_000;

export interface Snapshot {
  /** the chain id in decimal, or 'unknown' when the page did not know its network */
  chain: string;
  /** the endpoint's redacted label (rpc/redact.ts): never the key */
  endpoint: string;
  /** when the page fetched the record, ms since the epoch */
  fetchedAt: number;
  transaction: Transaction;
  /** null: shared before it was mined, or without its receipt */
  receipt: Receipt | null;
  /** the receipt's proof (snapshot-proof.ts), or why none is carried */
  proof: SnapshotProof;
}

/** Too long: its length, and the most a link may hold, both in characters. */
/** `proofLeftOut`: the receipt's proof would have made it too long, so it carries none. */
export type EncodedSnapshot =
  { ok: true; fragment: string; proofLeftOut: boolean } | { ok: false; tooLong: number; limit: number };

async function fragmentOf(snapshot: Snapshot): Promise<string> {
  const json = JSON.stringify({
    format: FORMAT,
    version: SNAPSHOT_VERSION,
    chain: snapshot.chain,
    endpoint: snapshot.endpoint,
    fetchedAt: snapshot.fetchedAt,
    transaction: transactionJson(snapshot.transaction),
    receipt: snapshot.receipt && receiptJson(snapshot.receipt),
    proof: snapshotProofJson(snapshot.proof),
  });
  const data = bytesToBase64url(await deflateRaw(new TextEncoder().encode(json)));
  return `${SNAPSHOT_VERSION}.${data.length}.${data}`;
}

/**
 * The fragment (without `#`), or its length when it is too long for a link. A proof that would
 * push the link past its limit is left out (and the link says so) rather than the record.
 */
export async function encodeSnapshot(snapshot: Snapshot): Promise<EncodedSnapshot> {
  let fragment = await fragmentOf(snapshot);
  const proofLeftOut = fragment.length > SNAPSHOT_LINK_LIMIT && snapshot.proof.kind === 'carried';
  if (proofLeftOut) fragment = await fragmentOf({ ...snapshot, proof: { kind: 'none', why: 'too-long' } });
  return fragment.length > SNAPSHOT_LINK_LIMIT
    ? { ok: false, tooLong: fragment.length, limit: SNAPSHOT_LINK_LIMIT }
    : { ok: true, fragment, proofLeftOut };
}

const KIB = 1024;
const HEADER = /^(\d{1,6})\.(\d{1,6})\.(.*)$/s;
const CHAIN = /^(?:[1-9]\d{0,19}|unknown)$/;

function readPayload(value: unknown): ParseResult<Snapshot> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return rejected('The snapshot is JSON, but not an object: it was not written by Hexray.');
  }
  const payload = value as Record<string, unknown>;
  if (payload.format !== FORMAT) return rejected('The snapshot is JSON, but not a Hexray snapshot (no format name).');
  if (payload.version !== SNAPSHOT_VERSION) {
    return rejected(
      `The snapshot’s format version is ${JSON.stringify(payload.version)}; this Hexray reads version ${SNAPSHOT_VERSION}.`,
    );
  }
  const { chain, endpoint, fetchedAt } = payload;
  if (typeof chain !== 'string' || !CHAIN.test(chain)) {
    return rejected('The snapshot’s network (chain) is not a decimal chain id or “unknown”.');
  }
  if (typeof endpoint !== 'string' || endpoint.length > ENDPOINT_LABEL_LIMIT) {
    return rejected('The snapshot’s endpoint is not a short text.');
  }
  if (typeof fetchedAt !== 'number' || !Number.isSafeInteger(fetchedAt) || fetchedAt < 0) {
    return rejected('The snapshot’s fetch time is not a time.');
  }
  let transaction: Transaction;
  let receipt: Receipt | null;
  try {
    transaction = parseTransaction(payload.transaction, 'transaction');
    receipt = payload.receipt === null ? null : parseReceipt(payload.receipt, 'receipt');
  } catch (error) {
    if (error instanceof MalformedFieldError) return rejected(`The snapshot’s ${error.message}.`);
    throw error;
  }
  if (receipt && receipt.transactionHash.toLowerCase() !== transaction.hash.toLowerCase()) {
    return rejected(
      `The snapshot’s receipt belongs to transaction ${receipt.transactionHash}, not to ${transaction.hash}: it was changed.`,
    );
  }
  const proof = readSnapshotProof(payload.proof);
  if (!proof.ok) return proof;
  return parsed({ chain, endpoint, fetchedAt, transaction, receipt, proof: proof.value });
}

/**
 * The snapshot a fragment (without `#`) carries, or one message saying what is wrong with it.
 * Its transaction's hash and signature are not checked here (verify-snapshot.ts), nor its receipt's
 * proof (check-snapshot-proof.ts).
 */
export async function decodeSnapshot(fragment: string): Promise<ParseResult<Snapshot>> {
  if (fragment === '') return rejected('This link carries no snapshot: nothing follows the “#”.');
  if (fragment.length > SNAPSHOT_READ_LIMIT) {
    return rejected(
      `This snapshot is ${Math.ceil(fragment.length / KIB)} KB long; Hexray writes at most ${SNAPSHOT_LINK_LIMIT / KIB} KB and reads no more than ${SNAPSHOT_READ_LIMIT / KIB} KB.`,
    );
  }
  const header = HEADER.exec(fragment);
  if (!header)
    return rejected('This link’s “#…” is not a Hexray snapshot (it does not start with its version and length).');
  const [, version = '', length = '', data = ''] = header;
  if (Number(version) !== SNAPSHOT_VERSION) {
    return rejected(`This snapshot is format version ${version}; this Hexray reads version ${SNAPSHOT_VERSION}.`);
  }
  if (data.length < Number(length)) {
    return rejected(
      `This snapshot link is cut short: it holds ${data.length} of its ${length} characters. Ask for the whole link (some apps cut long links).`,
    );
  }
  if (data.length > Number(length)) {
    return rejected(
      `This snapshot link has ${data.length - Number(length)} characters more than it says: it was changed.`,
    );
  }
  const bytes = base64urlToBytes(data);
  if (!bytes.ok) return rejected(`This snapshot ${bytes.message}.`);
  const inflated = await inflateRawCapped(bytes.value, SNAPSHOT_INFLATED_LIMIT);
  if (!inflated.ok) {
    return rejected(
      inflated.problem === 'over cap'
        ? `This snapshot inflates to more than ${SNAPSHOT_INFLATED_LIMIT / KIB / KIB} MB, far more than a transaction and its receipt: refused (it may be a zip bomb).`
        : 'This snapshot is not deflate-compressed data: it was damaged or changed.',
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes);
  } catch {
    return rejected('This snapshot inflates to bytes that are not UTF-8 text.');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return rejected('This snapshot inflates to text that is not JSON.');
  }
  return readPayload(json);
}
