/**
 * An `eth_getProof` answer checked against a block's state root: the account proof (key
 * keccak256(address), value RLP [nonce, balance, storageRoot, codeHash]) must prove what the
 * answer says of the account, then each storage proof (key keccak256(slot), value RLP of the word
 * without leading zeros) must prove its value against the proved storage root. An absent account
 * or slot is proved absent, and must then be said to be empty (zero, no code, no storage).
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bigIntToBytes32, bytesToBigInt } from '../bytes32.ts';
import { bytesToHex, hexToBytes, type Hash } from '../hex.ts';
import type { RlpItem } from '../verify/rlp.ts';
import type { AccountProofAnswer } from './account-proof.ts';
import { EMPTY_TRIE_ROOT, ProofError, walkProof, type ProofFailure } from './merkle-patricia-proof.ts';
import { RlpDecodeError, decodeRlp } from './rlp-decode.ts';

/** keccak256 of no bytes: the code hash of an account without code. */
export const EMPTY_CODE_HASH = bytesToHex(keccak_256(new Uint8Array(0)));
const ZERO_HASH = `0x${'0'.repeat(64)}`;

/** The account as the state root proves it; null: proved absent (no such account). */
export interface ProvedAccountFields {
  nonce: bigint;
  balance: bigint;
  storageRoot: Hash;
  codeHash: Hash;
}

/** An account proved not to exist reads as an empty one. */
export const EMPTY_ACCOUNT: ProvedAccountFields = {
  nonce: 0n,
  balance: 0n,
  storageRoot: bytesToHex(EMPTY_TRIE_ROOT),
  codeHash: EMPTY_CODE_HASH,
};

/** A field of the answer that the proof says otherwise of. */
export type ProvedField = 'nonce' | 'balance' | 'storageHash' | 'codeHash' | 'value';

/** Which part did not check out: the account's proof, or one slot's. */
export type ProofPart = { of: 'account' } | { of: 'storage'; slot: bigint };

export type ProofMismatch =
  | ProofFailure
  | { kind: 'value-mismatch'; field: ProvedField; proved: string; claimed: string }
  | { kind: 'malformed-leaf'; why: string };

export type ProofVerdict =
  | {
      ok: true;
      account: ProvedAccountFields | null;
      storage: Array<{ slot: bigint; value: bigint }>;
    }
  | { ok: false; part: ProofPart; mismatch: ProofMismatch };

class LeafMismatch extends Error {
  constructor(readonly mismatch: ProofMismatch) {
    super(mismatch.kind);
  }
}

const hexOf = (bytes: Uint8Array): Hash => bytesToHex(bytes);

/** A leaf's integer: canonical big-endian bytes (no leading zero), at most 32 of them. */
function integerOf(item: RlpItem | undefined, what: string): bigint {
  if (!(item instanceof Uint8Array) || item.length > 32 || item[0] === 0) {
    throw new LeafMismatch({ kind: 'malformed-leaf', why: `${what} is not an integer` });
  }
  return item.length === 0 ? 0n : bytesToBigInt(item);
}

function hashOf(item: RlpItem | undefined, what: string): Hash {
  if (!(item instanceof Uint8Array) || item.length !== 32) {
    throw new LeafMismatch({ kind: 'malformed-leaf', why: `${what} is not a 32-byte hash` });
  }
  return hexOf(item);
}

function decodeLeaf(value: Uint8Array): RlpItem {
  try {
    return decodeRlp(value);
  } catch (error) {
    if (error instanceof RlpDecodeError) throw new LeafMismatch({ kind: 'malformed-leaf', why: error.message });
    throw error;
  }
}

function accountOf(leaf: Uint8Array): ProvedAccountFields {
  const fields = decodeLeaf(leaf);
  if (fields instanceof Uint8Array || fields.length !== 4) {
    throw new LeafMismatch({ kind: 'malformed-leaf', why: 'an account is not a list of four fields' });
  }
  return {
    nonce: integerOf(fields[0], 'the nonce'),
    balance: integerOf(fields[1], 'the balance'),
    storageRoot: hashOf(fields[2], 'the storage root'),
    codeHash: hashOf(fields[3], 'the code hash'),
  };
}

function mustEqual(field: ProvedField, proved: string, claimed: string): void {
  if (proved !== claimed) throw new LeafMismatch({ kind: 'value-mismatch', field, proved, claimed });
}

/** The account the answer describes, held to what its proof proves (absent: the empty account). */
function checkAccount(answer: AccountProofAnswer, proved: ProvedAccountFields | null): void {
  if (proved === null) {
    mustEqual('balance', '0', answer.balance.toString());
    mustEqual('nonce', '0', answer.nonce.toString());
    // nodes name an absent account's hashes either as an empty account's or as zero
    if (answer.codeHash !== ZERO_HASH) mustEqual('codeHash', EMPTY_CODE_HASH, answer.codeHash);
    if (answer.storageHash !== ZERO_HASH) mustEqual('storageHash', EMPTY_ACCOUNT.storageRoot, answer.storageHash);
    return;
  }
  mustEqual('nonce', proved.nonce.toString(), answer.nonce.toString());
  mustEqual('balance', proved.balance.toString(), answer.balance.toString());
  mustEqual('storageHash', proved.storageRoot, answer.storageHash);
  mustEqual('codeHash', proved.codeHash, answer.codeHash);
}

/** One part's walk: its leaf read by `read`, or the reason it failed. */
function walk<T>(
  root: Uint8Array,
  key: Uint8Array,
  proof: readonly `0x${string}`[],
  read: (leaf: Uint8Array | null) => T,
): T {
  const lookup = walkProof(root, keccak_256(key), proof.map(hexToBytes));
  return read('found' in lookup ? lookup.found : null);
}

function failure(part: ProofPart, error: unknown): ProofVerdict {
  if (error instanceof ProofError) return { ok: false, part, mismatch: error.failure };
  if (error instanceof LeafMismatch) return { ok: false, part, mismatch: error.mismatch };
  throw error;
}

/** Checks `answer` against `stateRoot` (a header's, itself checked against the block hash). */
export function verifyAccountProof(stateRoot: Hash, answer: AccountProofAnswer): ProofVerdict {
  let account: ProvedAccountFields | null;
  try {
    account = walk(hexToBytes(stateRoot), hexToBytes(answer.address), answer.accountProof, (leaf) =>
      leaf === null ? null : accountOf(leaf),
    );
    checkAccount(answer, account);
  } catch (error) {
    return failure({ of: 'account' }, error);
  }
  const storage: Array<{ slot: bigint; value: bigint }> = [];
  for (const item of answer.storageProof) {
    const part: ProofPart = { of: 'storage', slot: item.slot };
    try {
      // an absent account has no storage: every slot is zero, whatever proof came with it
      const proved =
        account === null
          ? 0n
          : walk(hexToBytes(account.storageRoot), bigIntToBytes32(item.slot), item.proof, (leaf) =>
              leaf === null ? 0n : integerOf(decodeLeaf(leaf), 'the word'),
            );
      mustEqual('value', proved.toString(), item.value.toString());
      storage.push({ slot: item.slot, value: proved });
    } catch (error) {
      return failure(part, error);
    }
  }
  return { ok: true, account, storage };
}

/** Whether `code` is the code a proved account's code hash names (no code: the empty hash). */
export function provesCode(codeHash: Hash, code: `0x${string}`): boolean {
  return bytesToHex(keccak_256(hexToBytes(code))) === codeHash;
}
