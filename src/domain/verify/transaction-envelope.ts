/**
 * The bytes a transaction's hash is taken over, rebuilt from the fields an endpoint returned:
 * RLP of the legacy fields with v/r/s (EIP-155 or not), `type ‖ rlp(…)` for the typed envelopes
 * 0x1–0x4 (EIP-2718), and the network's own encodings where Hexray knows them: OP-stack, Mantle
 * and Scroll's 0x7e, Celo's legacy transaction, CIP-42 and CIP-64, Arbitrum's internal 0x6a.
 * Alongside, the bytes the sender signed, so the sender can be recovered from the same field list.
 * Which encoding a type number means is the network's dialect: 0x7e alone does not say.
 */
import type { Authorization, Transaction } from '../transaction.ts';
import type { TransactionDialect } from '../networks.ts';
import { kindOf0x7e, transactionTypeInfo } from '../transaction-type.ts';
import { isAddress, isHash, isQuantity, type Hex } from '../hex.ts';
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
  /** when there is no signature: where the sender comes from instead, in words */
  unsignedBecause?: string;
  /** legacy only: the chain id EIP-155 folds into v, null before EIP-155 */
  legacyChainId?: bigint | null;
  /** what the encoding assumed that the answer did not say (an absent accessList) */
  notes: string[];
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
const word = (value: Hex | null, name: string): RlpItem => rlpInteger(BigInt(need(value, name)));
const EMPTY = new Uint8Array(0);
const to = (tx: Transaction): RlpItem => (tx.to === null ? EMPTY : rlpBytes(tx.to));

/** Some nodes leave out an empty access list: absent is the empty list, for the hash as for the chain. */
function accessList(tx: Transaction): RlpItem {
  return (tx.accessList ?? []).map((e) => [rlpBytes(e.address), e.storageKeys.map(rlpBytes)]);
}

/** An extra (non-spec) field read by name: an address, null/absent → empty bytes. */
function extraAddress(tx: Transaction, name: string): RlpItem {
  const value = tx.extra[name];
  if (value === undefined || value === null) return EMPTY;
  if (!isAddress(value)) throw new MissingField(`\`${name}\` is not a 20-byte address`);
  return rlpBytes(value);
}

/** An extra field read by name: a quantity, null/absent → 0. */
function extraQuantity(tx: Transaction, name: string, required = false): bigint {
  const value = tx.extra[name];
  if (value === undefined || value === null) {
    if (required) throw new MissingField(`the answer has no \`${name}\`, which this type hashes`);
    return 0n;
  }
  if (!isQuantity(value)) throw new MissingField(`\`${name}\` is not a hex quantity`);
  return BigInt(value);
}

function authorizationItem(a: Authorization): RlpItem {
  return [int(a.chainId), rlpBytes(a.address), int(a.nonce), int(a.yParity), word(a.r, 'r'), word(a.s, 's')];
}

function typedSignature(tx: Transaction): { fields: Field[]; signature: Signature } {
  // Old nodes send only v on typed transactions, where it means yParity.
  const yParity = tx.yParity ?? need(tx.v, 'yParity');
  const fields: Field[] = [
    ['yParity', int(yParity)],
    ['r', word(tx.r, 'r')],
    ['s', word(tx.s, 's')],
  ];
  return { fields, signature: { r: BigInt(tx.r!), s: BigInt(tx.s!), yParity: Number(yParity) } };
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

/** Celo's typed envelopes (celo op-geth, core/types/celo_dynamic_fee_tx*.go). */
function celoTypedFields(tx: Transaction): Field[] | null {
  const head: Field[] = [
    ['chainId', int(need(tx.chainId, 'chainId'))],
    ['nonce', int(tx.nonce)],
    ['maxPriorityFeePerGas', int(need(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'))],
    ['maxFeePerGas', int(need(tx.maxFeePerGas, 'maxFeePerGas'))],
    ['gas', int(tx.gas)],
  ];
  const call: Field[] = [
    ['to', to(tx)],
    ['value', int(tx.value)],
    ['input', rlpBytes(tx.input)],
  ];
  switch (tx.type) {
    case 0x7cn: // CIP-42
      return [
        ...head,
        ['feeCurrency', extraAddress(tx, 'feeCurrency')],
        ['gatewayFeeRecipient', extraAddress(tx, 'gatewayFeeRecipient')],
        ['gatewayFee', int(extraQuantity(tx, 'gatewayFee'))],
        ...call,
        ['accessList', accessList(tx)],
      ];
    case 0x7bn: // CIP-64
      return [...head, ...call, ['accessList', accessList(tx)], ['feeCurrency', extraAddress(tx, 'feeCurrency')]];
    default:
      return null;
  }
}

const names = (fields: readonly Field[]) => fields.map(([name]) => name);
const items = (fields: readonly Field[]) => fields.map(([, item]) => item);

/** Celo's legacy transactions carry feeCurrency and the gateway fee between gas and to, in the hash and the signature. */
function isCeloLegacy(tx: Transaction): boolean {
  return (
    tx.type === 0n &&
    tx.extra.ethCompatible !== true &&
    ('feeCurrency' in tx.extra || 'gatewayFeeRecipient' in tx.extra || 'gatewayFee' in tx.extra)
  );
}

function legacy(tx: Transaction): Envelope {
  const v = need(tx.v, 'v');
  const celo = isCeloLegacy(tx);
  const base: Field[] = [
    ['nonce', int(tx.nonce)],
    ['gasPrice', int(need(tx.gasPrice, 'gasPrice'))],
    ['gas', int(tx.gas)],
    ...(celo
      ? ([
          ['feeCurrency', extraAddress(tx, 'feeCurrency')],
          ['gatewayFeeRecipient', extraAddress(tx, 'gatewayFeeRecipient')],
          ['gatewayFee', int(extraQuantity(tx, 'gatewayFee'))],
        ] as Field[])
      : []),
    ['to', to(tx)],
    ['value', int(tx.value)],
    ['input', rlpBytes(tx.input)],
  ];
  const sig: Field[] = [
    ['v', int(v)],
    ['r', word(tx.r, 'r')],
    ['s', word(tx.s, 's')],
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
  const name = celo ? 'Celo legacy' : 'Legacy';
  return {
    encoding: chainId === null ? `${name} before EIP-155: rlp[…]` : `${name}, EIP-155 (chain ${chainId}): rlp[…]`,
    fields: names(all),
    signed: encodeRlp(items(all)),
    unsigned,
    signature: { r: BigInt(tx.r!), s: BigInt(tx.s!), yParity },
    legacyChainId: chainId,
    notes: [],
  };
}

/** A transaction with no signature: its hash is `type ‖ rlp(fields)`, its sender comes from elsewhere. */
function unsignedEnvelope(type: number, encoding: string, fields: Field[], unsignedBecause: string): Envelope {
  return {
    encoding: `${encoding}: 0x${type.toString(16)} ‖ rlp[…]`,
    fields: names(fields),
    signed: concatBytes([Uint8Array.of(type), encodeRlp(items(fields))]),
    unsigned: null,
    signature: null,
    unsignedBecause,
    notes: [],
  };
}

const FROM_L1 =
  'its sender comes from L1 (the deposit event on the L1 chain), which the L2 endpoint cannot prove. “from” is part of the hash above.';

/**
 * OP-stack deposit: 0x7e ‖ rlp([sourceHash, from, to, mint, value, gas, isSystemTx, data]).
 * Mantle's inserts ethValue before data and may end with ethTxValue (mantle op-geth, deposit_tx.go).
 */
function deposit(tx: Transaction, mantle: boolean): Envelope {
  const { sourceHash, isSystemTx } = tx.extra;
  if (!isHash(sourceHash)) throw new MissingField('the answer has no 32-byte `sourceHash`, which a deposit hashes');
  if (isSystemTx !== undefined && isSystemTx !== null && typeof isSystemTx !== 'boolean')
    throw new MissingField('`isSystemTx` is not a boolean');
  const fields: Field[] = [
    ['sourceHash', rlpBytes(sourceHash)],
    ['from', rlpBytes(tx.from)],
    ['to', to(tx)],
    ['mint', int(extraQuantity(tx, 'mint'))],
    ['value', int(tx.value)],
    ['gas', int(tx.gas)],
    // Since Regolith nodes omit isSystemTx when false; a bool is 0x01 or the empty string.
    ['isSystemTx', isSystemTx === true ? Uint8Array.of(1) : EMPTY],
    ...(mantle ? ([['ethValue', int(extraQuantity(tx, 'ethValue'))]] as Field[]) : []),
    ['input', rlpBytes(tx.input)],
    ...(mantle && tx.extra.ethTxValue != null
      ? ([['ethTxValue', int(extraQuantity(tx, 'ethTxValue'))]] as Field[])
      : []),
  ];
  return unsignedEnvelope(
    0x7e,
    mantle ? 'Mantle deposit' : 'OP-stack deposit',
    fields,
    `A deposit has no signature: ${FROM_L1}`,
  );
}

/** Scroll L1 message: 0x7e ‖ rlp([queueIndex, gas, to, value, data, sender]) (l2geth, tx_l1_message.go). */
function scrollL1Message(tx: Transaction): Envelope {
  const sender = tx.extra.sender;
  if (!isAddress(sender)) throw new MissingField('the answer has no 20-byte `sender`, which an L1 message hashes');
  const fields: Field[] = [
    ['queueIndex', int(extraQuantity(tx, 'queueIndex', true))],
    ['gas', int(tx.gas)],
    ['to', to(tx)],
    ['value', int(tx.value)],
    ['input', rlpBytes(tx.input)],
    ['sender', rlpBytes(sender)],
  ];
  return unsignedEnvelope(
    0x7e,
    'Scroll L1 message',
    fields,
    'An L1 message has no signature: it was queued on L1, whose sender the L2 endpoint cannot prove. “sender” is part of the hash above.',
  );
}

/** Arbitrum internal: 0x6a ‖ rlp([chainId, data]) (nitro, arb_types.go ArbitrumInternalTx). */
function arbitrumInternal(tx: Transaction): Envelope {
  const fields: Field[] = [
    ['chainId', int(need(tx.chainId, 'chainId'))],
    ['input', rlpBytes(tx.input)],
  ];
  return unsignedEnvelope(
    0x6a,
    'Arbitrum internal',
    fields,
    'A system transaction made by ArbOS itself: no one signed it, and “from” is ArbOS’s own address.',
  );
}

/** Why a type cannot be checked, in the network's own terms. */
function cannotCheck(type: bigint, dialect: TransactionDialect | null): string {
  const hex = `0x${type.toString(16)}`;
  if (dialect !== null && !transactionTypeInfo(type, dialect).known)
    return `type ${hex} is not a type this network defines, so there is no encoding to check it with`;
  if (type === 0x7en && dialect === null)
    return 'type 0x7e is a deposit or an L1 message depending on the network, which is unknown, and the answer carries neither a deposit’s sourceHash nor an L1 message’s queueIndex, so it cannot be checked here';
  if (type === 0x71n || type === 0xffn)
    return `type ${hex} is ZKsync’s own: its hash is not keccak-256 of an RLP list of these fields (EIP-712 signing and L1 priority hashing need data the answer does not carry), so it cannot be checked here`;
  if (dialect === 'arbitrum')
    return `type ${hex} is one of Arbitrum’s: its hash covers fields the answer does not carry (request id, L1 base fee, …), so it cannot be checked here`;
  return `type ${hex} is not an encoding Hexray knows${dialect === null ? ' (the network is unknown)' : ''}, so it cannot be checked here`;
}

/** Which network's 0x7e decides the encoding (kindOf0x7e); a network without one cannot check it. */
function encoding0x7e(tx: Transaction, dialect: TransactionDialect | null): Envelope | string {
  const kind = kindOf0x7e(tx.extra, dialect);
  if (kind === 'scroll-l1-message') return scrollL1Message(tx);
  if (kind === null) return cannotCheck(tx.type, dialect);
  return deposit(tx, kind === 'mantle-deposit');
}

const TYPED_NAMES: Record<string, string> = {
  '1': 'EIP-2930',
  '2': 'EIP-1559',
  '3': 'EIP-4844',
  '4': 'EIP-7702',
  '123': 'Celo CIP-64',
  '124': 'Celo CIP-42',
};

function typed(tx: Transaction, unsignedFields: Field[]): Envelope {
  const { fields: sigFields, signature } = typedSignature(tx);
  const prefix = Uint8Array.of(Number(tx.type));
  const all = [...unsignedFields, ...sigFields];
  const hex = tx.type.toString(16).padStart(2, '0');
  return {
    encoding: `${TYPED_NAMES[tx.type.toString()]}: 0x${hex} ‖ rlp[…]`,
    fields: names(all),
    signed: concatBytes([prefix, encodeRlp(items(all))]),
    unsigned: concatBytes([prefix, encodeRlp(items(unsignedFields))]),
    signature,
    notes:
      tx.accessList === undefined && all.some(([name]) => name === 'accessList')
        ? ['The answer has no accessList: hashed as the empty list, which is what an absent list is.']
        : [],
  };
}

function build(tx: Transaction, dialect: TransactionDialect | null): Envelope | string {
  if (tx.type === 0n) return legacy(tx);
  if (tx.type === 0x7en) return encoding0x7e(tx, dialect);
  const ethereum = typedFields(tx);
  if (ethereum !== null) return typed(tx, ethereum);
  const celo = dialect === 'celo' || (dialect === null && 'feeCurrency' in tx.extra) ? celoTypedFields(tx) : null;
  if (celo !== null) return typed(tx, celo);
  if (tx.type === 0x6an && (dialect === 'arbitrum' || dialect === null)) return arbitrumInternal(tx);
  return cannotCheck(tx.type, dialect);
}

/** `dialect`: the resolved network's (networks.ts); null when the network is unknown. */
export function transactionEnvelope(tx: Transaction, dialect: TransactionDialect | null): EnvelopeResult {
  try {
    const built = build(tx, dialect);
    return typeof built === 'string' ? { ok: false, reason: built } : { ok: true, envelope: built };
  } catch (error) {
    if (error instanceof MissingField) return { ok: false, reason: error.message };
    throw error;
  }
}
