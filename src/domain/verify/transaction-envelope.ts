/**
 * The bytes a transaction's hash is taken over, rebuilt from the fields an endpoint returned:
 * RLP of the legacy fields with v/r/s (EIP-155 or not), `type ‖ rlp(…)` for the typed envelopes
 * 0x1–0x4 (EIP-2718), and OP-stack's deposit encoding for 0x7e. Alongside, the bytes the sender
 * signed, so the sender can be recovered from the same field list.
 */
import type { Authorization, Transaction } from '../transaction.ts';
import { isHash, isQuantity, type Hex } from '../hex.ts';
import { concatBytes, encodeRlp, rlpBytes, rlpInteger, type RlpItem } from './rlp.ts';

/** One field as it enters the encoding: its name in the JSON answer and its RLP item. */
type Field = readonly [name: string, item: RlpItem];

export interface Signature {
  r: bigint;
  s: bigint;
  yParity: number;
}

export interface Envelope {
  /** e.g. `EIP-1559 (0x02 ‖ rlp[…])` */
  encoding: string;
  /** the answer's fields that were hashed, in order (the JSON names) */
  fields: string[];
  /** keccak-256 of these bytes is the transaction hash */
  signed: Uint8Array;
  /** keccak-256 of these bytes is what the sender signed; null for deposits (no signature) */
  unsigned: Uint8Array | null;
  signature: Signature | null;
  /** legacy only: the chain id EIP-155 folds into v, null before EIP-155 */
  legacyChainId?: bigint | null;
}

export type EnvelopeResult = { ok: true; envelope: Envelope } | { ok: false; reason: string };

/** A field the type requires is missing: the envelope cannot be rebuilt. */
class MissingField extends Error {}

function need<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined)
    throw new MissingField(`the answer has no \`${name}\`, which this type hashes`);
  return value;
}

const int = (value: bigint): RlpItem => rlpInteger(value);
const word = (value: Hex): RlpItem => rlpInteger(BigInt(value));
const to = (tx: Transaction): RlpItem => (tx.to === null ? new Uint8Array(0) : rlpBytes(tx.to));

function accessList(tx: Transaction): RlpItem {
  return need(tx.accessList, 'accessList').map((e) => [rlpBytes(e.address), e.storageKeys.map(rlpBytes)]);
}

function authorizationItem(a: Authorization): RlpItem {
  return [int(a.chainId), rlpBytes(a.address), int(a.nonce), int(a.yParity), word(a.r), word(a.s)];
}

function typedSignature(tx: Transaction): { fields: Field[]; signature: Signature } {
  // Old nodes send only v on typed transactions, where it means yParity.
  const yParity = tx.yParity ?? need(tx.v, 'yParity');
  const signature = { r: BigInt(tx.r), s: BigInt(tx.s), yParity: Number(yParity) };
  return {
    fields: [
      ['yParity', int(yParity)],
      ['r', word(tx.r)],
      ['s', word(tx.s)],
    ],
    signature,
  };
}

/** The unsigned field list of each typed envelope, in the order its EIP defines. */
function typedFields(tx: Transaction): Field[] | null {
  const head: Field[] = [
    ['chainId', int(need(tx.chainId, 'chainId'))],
    ['nonce', int(tx.nonce)],
  ];
  // Built on demand: a type that lacks a field must not be asked for it.
  const fees = (): Field[] => [
    ['maxPriorityFeePerGas', int(need(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'))],
    ['maxFeePerGas', int(need(tx.maxFeePerGas, 'maxFeePerGas'))],
  ];
  const call = (): Field[] => [
    ['gas', int(tx.gas)],
    ['to', to(tx)],
    ['value', int(tx.value)],
    ['input', rlpBytes(tx.input)],
    ['accessList', accessList(tx)],
  ];
  switch (tx.type) {
    case 1n:
      return [...head, ['gasPrice', int(need(tx.gasPrice, 'gasPrice'))], ...call()];
    case 2n:
      return [...head, ...fees(), ...call()];
    case 3n:
      return [
        ...head,
        ...fees(),
        ...call(),
        ['maxFeePerBlobGas', int(need(tx.maxFeePerBlobGas, 'maxFeePerBlobGas'))],
        ['blobVersionedHashes', need(tx.blobVersionedHashes, 'blobVersionedHashes').map(rlpBytes)],
      ];
    case 4n:
      return [
        ...head,
        ...fees(),
        ...call(),
        ['authorizationList', need(tx.authorizationList, 'authorizationList').map(authorizationItem)],
      ];
    default:
      return null;
  }
}

const names = (fields: readonly Field[]) => fields.map(([name]) => name);
const items = (fields: readonly Field[]) => fields.map(([, item]) => item);

function legacy(tx: Transaction): Envelope {
  const v = need(tx.v, 'v');
  const base: Field[] = [
    ['nonce', int(tx.nonce)],
    ['gasPrice', int(need(tx.gasPrice, 'gasPrice'))],
    ['gas', int(tx.gas)],
    ['to', to(tx)],
    ['value', int(tx.value)],
    ['input', rlpBytes(tx.input)],
  ];
  const sig: Field[] = [
    ['v', int(v)],
    ['r', word(tx.r)],
    ['s', word(tx.s)],
  ];
  let chainId: bigint | null;
  let yParity: number;
  let unsigned: Uint8Array;
  if (v === 27n || v === 28n) {
    chainId = null;
    yParity = Number(v - 27n);
    unsigned = encodeRlp(items(base));
  } else if (v >= 35n) {
    // EIP-155: v = chainId × 2 + 35 + yParity, and the signed list ends with chainId, 0, 0.
    chainId = (v - 35n) / 2n;
    yParity = Number((v - 35n) % 2n);
    unsigned = encodeRlp([...items(base), int(chainId), int(0n), int(0n)]);
  } else {
    throw new MissingField(`v is 0x${v.toString(16)}; a legacy signature has 27, 28 or chainId × 2 + 35/36`);
  }
  const all = [...base, ...sig];
  return {
    encoding: chainId === null ? 'Legacy before EIP-155: rlp[…]' : `Legacy, EIP-155 (chain ${chainId}): rlp[…]`,
    fields: names(all),
    signed: encodeRlp(items(all)),
    unsigned,
    signature: { r: BigInt(tx.r), s: BigInt(tx.s), yParity },
    legacyChainId: chainId,
  };
}

/** OP-stack deposit: 0x7e ‖ rlp([sourceHash, from, to, mint, value, gas, isSystemTx, data]). */
function deposit(tx: Transaction): Envelope {
  const { sourceHash, mint, isSystemTx } = tx.extra;
  if (!isHash(sourceHash)) throw new MissingField('the answer has no 32-byte `sourceHash`, which a deposit hashes');
  if (mint !== undefined && mint !== null && !isQuantity(mint)) throw new MissingField('`mint` is not a hex quantity');
  if (isSystemTx !== undefined && isSystemTx !== null && typeof isSystemTx !== 'boolean')
    throw new MissingField('`isSystemTx` is not a boolean');
  const fields: Field[] = [
    ['sourceHash', rlpBytes(sourceHash)],
    ['from', rlpBytes(tx.from)],
    ['to', to(tx)],
    ['mint', int(typeof mint === 'string' ? BigInt(mint) : 0n)],
    ['value', int(tx.value)],
    ['gas', int(tx.gas)],
    // Since Regolith nodes omit isSystemTx when false; a bool is 0x01 or the empty string.
    ['isSystemTx', isSystemTx === true ? Uint8Array.of(1) : new Uint8Array(0)],
    ['input', rlpBytes(tx.input)],
  ];
  return {
    encoding: 'OP-stack deposit: 0x7e ‖ rlp[…]',
    fields: names(fields),
    signed: concatBytes([Uint8Array.of(0x7e), encodeRlp(items(fields))]),
    unsigned: null,
    signature: null,
  };
}

const TYPED_NAMES: Record<string, string> = { '1': 'EIP-2930', '2': 'EIP-1559', '3': 'EIP-4844', '4': 'EIP-7702' };

export function transactionEnvelope(tx: Transaction): EnvelopeResult {
  try {
    if (tx.type === 0n) return { ok: true, envelope: legacy(tx) };
    if (tx.type === 0x7en) return { ok: true, envelope: deposit(tx) };
    const unsignedFields = typedFields(tx);
    if (unsignedFields === null) {
      return {
        ok: false,
        reason: `type 0x${tx.type.toString(16)} is not an encoding Hexray knows (0x0–0x4, OP-stack 0x7e)`,
      };
    }
    const { fields: sigFields, signature } = typedSignature(tx);
    const prefix = Uint8Array.of(Number(tx.type));
    const all = [...unsignedFields, ...sigFields];
    return {
      ok: true,
      envelope: {
        encoding: `${TYPED_NAMES[tx.type.toString()]}: 0x0${tx.type} ‖ rlp[…]`,
        fields: names(all),
        signed: concatBytes([prefix, encodeRlp(items(all))]),
        unsigned: concatBytes([prefix, encodeRlp(items(unsignedFields))]),
        signature,
      },
    };
  } catch (error) {
    if (error instanceof MissingField) return { ok: false, reason: error.message };
    throw error;
  }
}
