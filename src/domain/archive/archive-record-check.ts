/**
 * Verifying a record on import, as a page verifies a fresh answer: a file from a colleague is
 * trusted only as far as the browser can prove it. A transaction must hash to its key and its
 * signature recover to its sender, under the chain it is filed under; a receipt's logs must make
 * its bloom and belong to it, and agree with its transaction where the file or the archive holds
 * that; a kept trace's top call must be its transaction's. What cannot be proved is said, never
 * hidden; what fails is refused with the reason.
 */
import type { ArchiveFileRecord } from './archive-file.ts';
import { MalformedFieldError } from '../parse-fields.ts';
import type { TransactionDialect } from '../dialects/index.ts';
import { networkByChainId } from '../network/networks.ts';
import { parseTransaction, type Transaction } from '../transaction.ts';
import { parseReceipt, type Receipt } from '../receipt.ts';
import { transactionChainId } from '../network/resolve-network.ts';
// through the index, as the pages load it: importing the module alone would split the verification chunk in two
import { verifyTransaction } from '../verify/index.ts';
import { verifyReceipt } from '../verify/verify-receipt.ts';
import type { Check } from '../verify/check.ts';
import { STORAGE_VALUE_UNPROVABLE } from '../storage/storage-value.ts';
import { TraceTooLargeError, type CallFrame } from '../trace/call-trace.ts';
import { parseKeptTrace, type KeptTrace } from '../trace/kept-trace.ts';
import { readSnapshotProof } from '../snapshot/snapshot-proof.ts';
import { checkSnapshotProof, type SnapshotProofOutcome } from '../snapshot/check-snapshot-proof.ts';

export type ProofRefusal = Extract<SnapshotProofOutcome, { status: 'refused' }>;

export type RecordCheck =
  | {
      ok: true;
      /** what could not be proved, in words */
      notes: string[];
    }
  /** `proof`: the receipt's proof did not check out, and which part (said in words by the page) */
  | { ok: false; reason: string; proof?: ProofRefusal };

/** The reason a record whose receipt's proof did not check out is refused with (then its part). */
export const PROOF_REFUSED = 'its receipt’s proof does not check out';

/** What a receipt whose proof checked out still rests on: the header, the file's word. */
const PROVED_NOTE =
  'The block header its receipt’s proof rests on: the file’s word until an endpoint sees the same hash (its status, gas used and logs are proved against that header’s receipts root).';
const NO_PROOF_NOTE =
  'Its status, gas used and logs themselves: a receipt is proved only by the block’s receipts root.';

/** The dialect of a record's chain: how its transaction types are encoded; null when unknown. */
export function chainDialect(chain: string): TransactionDialect | null {
  return chain === 'unknown' ? null : (networkByChainId(BigInt(chain))?.dialect ?? null);
}

const refuse = (reason: string): RecordCheck => ({ ok: false, reason });

function parseProblem(error: unknown): string {
  if (error instanceof MalformedFieldError) return `${error.field} ${error.problem}`;
  throw error;
}

const inputOf = (check: Check, label: string) => check.inputs.find((input) => input.label === label)?.value ?? '?';

/** The transaction a record holds, or the reason it is refused. */
export function parseArchivedTransaction(record: ArchiveFileRecord): { transaction: Transaction } | { reason: string } {
  try {
    return { transaction: parseTransaction(record.result) };
  } catch (error) {
    return { reason: `its result is not a transaction: ${parseProblem(error)}` };
  }
}

export function checkArchivedTransaction(record: ArchiveFileRecord, tx: Transaction): RecordCheck {
  if (tx.hash !== record.key) return refuse(`its key is not its transaction’s hash ${tx.hash}`);
  const signedFor = transactionChainId(tx);
  if (signedFor !== null && record.chain !== 'unknown' && BigInt(record.chain) !== signedFor)
    return refuse(`it is filed under chain ${record.chain}, but the transaction is signed for chain ${signedFor}`);
  const notes: string[] = ['That it is in the block it names: that needs the block’s transactions root.'];
  for (const check of verifyTransaction(tx, chainDialect(record.chain)).checks) {
    if (check.id === 'hash' && check.status === 'fail')
      return refuse(
        `its hash does not match its fields (keccak-256 of them is ${inputOf(check, 'Computed hash')}): the record was changed after it was fetched`,
      );
    if (check.id === 'sender' && check.status === 'fail')
      return refuse(`its signature does not check out: ${check.result}`);
    if (check.status === 'unavailable') notes.push(`${check.title}: ${check.result}`);
    if (check.id === 'sender' && check.status === 'info') notes.push(`Sender: ${check.result}`);
  }
  return { ok: true, notes };
}

/** Where a receipt and its transaction disagree, or null. */
function receiptAgainstTransaction(receipt: Receipt, tx: Transaction): string | null {
  const differ = (field: string, receiptValue: unknown, txValue: unknown) =>
    `its ${field} ${String(receiptValue)} is not its transaction’s ${String(txValue)}`;
  if (receipt.from !== tx.from) return differ('from', receipt.from, tx.from);
  if (receipt.to !== tx.to) return differ('to', receipt.to ?? 'none (a creation)', tx.to ?? 'none (a creation)');
  if (tx.blockHash !== null && receipt.blockHash !== tx.blockHash)
    return differ('blockHash', receipt.blockHash, tx.blockHash);
  if (tx.transactionIndex !== null && receipt.transactionIndex !== tx.transactionIndex)
    return differ('transactionIndex', receipt.transactionIndex, tx.transactionIndex);
  return null;
}

/**
 * `transaction`: the receipt's transaction, from the same file or this browser's archive, already
 * checked; null when neither holds it.
 */
export function checkArchivedReceipt(record: ArchiveFileRecord, transaction: Transaction | null): RecordCheck {
  let receipt: Receipt;
  try {
    receipt = parseReceipt(record.result);
  } catch (error) {
    return refuse(`its result is not a receipt: ${parseProblem(error)}`);
  }
  if (receipt.transactionHash !== record.key)
    return refuse(`its key is not its receipt’s transaction hash ${receipt.transactionHash}`);
  for (const check of verifyReceipt(receipt, chainDialect(record.chain)).checks) {
    if (check.id === 'bloom' && check.status === 'fail')
      return refuse('its logs do not make its logsBloom: the record was changed after it was fetched');
    if (check.status === 'fail') return refuse(`${check.title}: ${check.result}`);
  }
  if (transaction !== null) {
    const mismatch = receiptAgainstTransaction(receipt, transaction);
    if (mismatch !== null) return refuse(mismatch);
  }
  const proof = receiptProofNote(record, receipt);
  if (typeof proof !== 'string') return proof;
  return {
    ok: true,
    notes: [
      ...(transaction === null
        ? [
            'Its transaction is neither in the file nor in this browser’s archive: nothing ties the receipt to a signed transaction.',
          ]
        : []),
      proof,
    ],
  };
}

/**
 * A receipt's proof, checked as a snapshot's is (the same format and checker): the note it earns,
 * or the refusal when it was carried and does not check out. No proof: the receipt is as proved as
 * one was before proofs were kept.
 */
function receiptProofNote(record: ArchiveFileRecord, receipt: Receipt): string | RecordCheck {
  if (record.proof === undefined) return NO_PROOF_NOTE;
  const read = readSnapshotProof(record.proof);
  if (!read.ok) return refuse(`${PROOF_REFUSED}: ${read.message}`);
  // a file says why a record carries none only in words Hexray does not write there
  if (read.value.kind === 'none') return refuse(`${PROOF_REFUSED}: it is not a proof`);
  const outcome = checkSnapshotProof(read.value, receipt, chainDialect(record.chain));
  switch (outcome.status) {
    case 'proved':
      return PROVED_NOTE;
    case 'unchecked':
      return `Its proof cannot be checked in this browser: ${outcome.reason}. ${NO_PROOF_NOTE}`;
    case 'refused':
      return { ok: false, reason: PROOF_REFUSED, proof: outcome };
    case 'none':
      return NO_PROOF_NOTE;
  }
}

/** A storage word is the endpoint's word: the four methods give no proof of it. */
export function checkArchivedStorage(): RecordCheck {
  return { ok: true, notes: [STORAGE_VALUE_UNPROVABLE] };
}

/** Where a trace's top call and its transaction disagree, or null. */
function traceAgainstTransaction(top: CallFrame, tx: Transaction): string | null {
  const differ = (field: string, traced: unknown, txValue: unknown) =>
    `its top call’s ${field} ${String(traced)} is not its transaction’s ${String(txValue)}`;
  if (top.from !== tx.from) return differ('from', top.from, tx.from);
  // a creation's top frame is addressed to the contract it made, which the transaction cannot name
  if (tx.to !== null && top.to !== tx.to) return differ('to', top.to ?? 'none', tx.to);
  if (top.input !== tx.input.toLowerCase())
    return differ('input', `of ${(top.input.length - 2) / 2} bytes`, `of ${(tx.input.length - 2) / 2} bytes`);
  if (top.value !== null && top.value !== tx.value) return differ('value', top.value, tx.value);
  if (top.gas !== tx.gas) return differ('gas', top.gas, tx.gas);
  return null;
}

/**
 * A kept trace: its geth shapes must read as a tracer's answer does (with its caps), and its top
 * call must be its transaction's, from the same file or this browser's archive (`transaction`,
 * already checked; null when neither holds it). What the calls inside did cannot be proved: the
 * Trace page holds its outcome against the receipt when it shows it.
 */
export function checkArchivedTrace(record: ArchiveFileRecord, transaction: Transaction | null): RecordCheck {
  let trace: KeptTrace;
  try {
    trace = parseKeptTrace(record.result);
  } catch (error) {
    if (error instanceof TraceTooLargeError) return refuse(error.message);
    return refuse(`its result is not a kept trace: ${parseProblem(error)}`);
  }
  if (transaction !== null) {
    const mismatch = traceAgainstTransaction(trace.calls, transaction);
    if (mismatch !== null) return refuse(mismatch);
  }
  return {
    ok: true,
    notes: [
      ...(transaction === null
        ? [
            'Its transaction is neither in the file nor in this browser’s archive: nothing ties the trace to a signed transaction.',
          ]
        : []),
      'The calls inside a trace: a tracer’s (or this browser’s) account of the execution, held against the receipt where it is shown.',
    ],
  };
}
