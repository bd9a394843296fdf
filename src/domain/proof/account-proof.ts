/**
 * An `eth_getProof` answer (EIP-1186): the account's fields and its proof from the state root,
 * and for each storage key asked its value and proof from the account's storage root. Read once
 * at the edge with every size bounded (a proof has at most MAX_PROOF_NODES nodes of at most
 * MAX_NODE_BYTES each, so a huge answer is refused before anything is hashed), and an answer for
 * another account or other keys than those asked is refused as malformed.
 */
import type { Address, Hash, Hex } from '../hex.ts';
import { MalformedFieldError, FieldReader, asAddress, asHash, asHexData, asQuantity, asWord } from '../parse-fields.ts';
import { MAX_NODE_BYTES, MAX_PROOF_NODES } from './proof-limits.ts';

export interface StorageProofAnswer {
  slot: bigint;
  /** the word as the endpoint says it is */
  value: bigint;
  proof: Hex[];
}

export interface AccountProofAnswer {
  address: Address;
  balance: bigint;
  nonce: bigint;
  codeHash: Hash;
  storageHash: Hash;
  accountProof: Hex[];
  storageProof: StorageProofAnswer[];
}

/** More keys than this in one call is not a page's read; the wire refuses it before sending. */
export const MAX_PROOF_KEYS = 32;

function asProofNodes(value: unknown, path: string): Hex[] {
  if (!Array.isArray(value)) throw new MalformedFieldError(path, 'must be an array');
  if (value.length > MAX_PROOF_NODES) {
    throw new MalformedFieldError(
      path,
      `has ${value.length} nodes; a proof of a 32-byte key has at most ${MAX_PROOF_NODES}`,
    );
  }
  return value.map((node, i) => {
    // the length first: a node of megabytes is refused before it is read as hex
    if (typeof node === 'string' && node.length > 2 + MAX_NODE_BYTES * 2) {
      throw new MalformedFieldError(`${path}[${i}]`, `is longer than any trie node (${MAX_NODE_BYTES} bytes)`);
    }
    return asHexData(node, `${path}[${i}]`);
  });
}

/** Nodes send a key or value as a quantity (`0x1`) or as a padded word (`0x00…01`): one number. */
const asQuantityOrWord = (value: unknown, path: string): bigint => BigInt(asWord(value, path));

function parseStorageProof(raw: unknown, path: string, asked: bigint): StorageProofAnswer {
  const f = new FieldReader(raw, path);
  const slot = f.required('key', asQuantityOrWord);
  if (slot !== asked) {
    throw new MalformedFieldError(`${path}.key`, `does not match the request (asked ${asked}, got ${slot})`);
  }
  return { slot, value: f.required('value', asQuantityOrWord), proof: f.required('proof', asProofNodes) };
}

/** Throws MalformedFieldError naming the field; `address` and `slots` are what was asked. */
export function parseAccountProof(raw: unknown, address: string, slots: readonly bigint[]): AccountProofAnswer {
  const f = new FieldReader(raw, 'proof');
  const answered = f.required('address', asAddress);
  if (answered.toLowerCase() !== address.toLowerCase()) {
    throw new MalformedFieldError('proof.address', `does not match the request (asked ${address}, got ${answered})`);
  }
  const storage = f.required('storageProof', (value, path) => {
    if (!Array.isArray(value) || value.length !== slots.length) {
      throw new MalformedFieldError(path, `must hold one proof per key asked (${slots.length})`);
    }
    return value.map((item, i) => parseStorageProof(item, `${path}[${i}]`, slots[i]!));
  });
  return {
    address: answered.toLowerCase() as Address,
    balance: f.required('balance', asQuantity),
    nonce: f.required('nonce', asQuantity),
    codeHash: f.required('codeHash', asHash).toLowerCase() as Hash,
    storageHash: f.required('storageHash', asHash).toLowerCase() as Hash,
    accountProof: f.required('accountProof', asProofNodes),
    storageProof: storage,
  };
}
