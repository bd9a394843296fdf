/**
 * The bytes a transaction's hash is taken over, rebuilt from the fields an endpoint returned:
 * RLP of the legacy fields with v/r/s (EIP-155 or not; Celo's legacy variant with its fee
 * currency), `type ‖ rlp(…)` for the typed envelopes 0x1–0x4 (EIP-2718), and each network's own
 * types through its dialect's entry (dialect-envelopes.ts). Alongside, the bytes the sender signed,
 * so the sender can be recovered from the same field list. Which encoding a type number means is
 * the network's dialect: 0x7e alone does not say.
 */
import type { Authorization, Transaction } from '../transaction.ts';
import { DIALECTS, type TransactionDialect } from '../dialects/index.ts';
import { dialectType, kindOf0x7e } from '../network/transaction-type.ts';
import { encodeRlp, rlpBytes, type RlpItem } from './rlp.ts';
import {
  accessList,
  extraAddress,
  extraQuantity,
  int,
  items,
  MissingField,
  names,
  need,
  to,
  typed,
  word,
  type Envelope,
  type Field,
} from './envelope-parts.ts';
import { DIALECT_ENVELOPES, type TypeEncoding } from './dialect-envelopes.ts';

export type { Envelope } from './envelope-parts.ts';

export type EnvelopeResult = { ok: true; envelope: Envelope } | { ok: false; reason: string };

function authorizationItem(a: Authorization): RlpItem {
  return [int(a.chainId), rlpBytes(a.address), int(a.nonce), int(a.yParity), word(a.r, 'r'), word(a.s, 's')];
}

const ETHEREUM_TYPED: Readonly<Record<number, string>> = {
  1: 'EIP-2930',
  2: 'EIP-1559',
  3: 'EIP-4844',
  4: 'EIP-7702',
};

/** The unsigned field list of each typed envelope, in the order its EIP defines. */
function typedFields(tx: Transaction): Field[] | null {
  // Built on demand: a type that lacks a field must not be asked for it.
  const head = (): Field[] => [
    ['chainId', int(need(tx.chainId, 'chainId'))],
    ['nonce', int(tx.nonce)],
  ];
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
      return [...head(), ['gasPrice', int(need(tx.gasPrice, 'gasPrice'))], ...call()];
    case 2n:
      return [...head(), ...fees(), ...call()];
    case 3n:
      return [
        ...head(),
        ...fees(),
        ...call(),
        ['maxFeePerBlobGas', int(need(tx.maxFeePerBlobGas, 'maxFeePerBlobGas'))],
        ['blobVersionedHashes', need(tx.blobVersionedHashes, 'blobVersionedHashes').map(rlpBytes)],
      ];
    case 4n:
      return [
        ...head(),
        ...fees(),
        ...call(),
        ['authorizationList', need(tx.authorizationList, 'authorizationList').map(authorizationItem)],
      ];
    default:
      return null;
  }
}

/**
 * Celo's legacy transactions carry feeCurrency and the gateway fee between gas and to, in the hash
 * and the signature. Asked by legacy() only, so of a type-0 transaction.
 */
function isCeloLegacy(tx: Transaction): boolean {
  return (
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

/** The type is not one this network defines. */
function notDefined(type: bigint): string {
  return `type 0x${type.toString(16)} is not a type this network defines, so there is no encoding to check it with`;
}

const OWNERS = Object.keys(DIALECTS) as TransactionDialect[];

/**
 * On an unknown network, the dialect a type is read in: for 0x7e the one its fields name
 * (kindOf0x7e), otherwise the only dialect that defines the number; null when none or several do.
 */
function assumedDialect(tx: Transaction): TransactionDialect | null {
  const kind = kindOf0x7e(tx, null);
  const owners = OWNERS.filter((d) => {
    const entry = dialectType(d, tx.type);
    return entry !== undefined && (kind === null || entry.kind === kind);
  });
  // fields that name a kind name its dialect, whichever of those sharing it (Celo's 0x7e is the OP stack's)
  return kind !== null || owners.length === 1 ? owners[0]! : null;
}

function unknownNetwork(tx: Transaction): string {
  if (tx.type === 0x7en)
    return 'type 0x7e is a deposit or an L1 message depending on the network, which is unknown, and the answer carries neither a deposit’s sourceHash nor an L1 message’s queueIndex, so it cannot be checked here';
  return `type 0x${tx.type.toString(16)} is not an encoding Hexray knows (the network is unknown), so it cannot be checked here`;
}

/** The dialect's entry for one of its own types: the envelope, or the reason it cannot be rebuilt. */
function encodeWith(encoding: TypeEncoding, tx: Transaction): Envelope | string {
  return 'cannot' in encoding ? encoding.cannot : encoding.encode(tx);
}

/** `DIALECT_ENVELOPES[dialect]` seen through the common shape, for a number known only at run time. */
function encodingOf(dialect: TransactionDialect, type: bigint): TypeEncoding | undefined {
  const encodings: Readonly<Partial<Record<number, TypeEncoding>>> = DIALECT_ENVELOPES[dialect];
  return encodings[Number(type)];
}

function build(tx: Transaction, dialect: TransactionDialect | null): Envelope | string {
  if (tx.type === 0n) return legacy(tx);
  const ethereum = typedFields(tx);
  if (ethereum !== null) return typed(tx, ethereum, ETHEREUM_TYPED[Number(tx.type)]!);
  if (dialect !== null) {
    const encoding = encodingOf(dialect, tx.type);
    return encoding === undefined ? notDefined(tx.type) : encodeWith(encoding, tx);
  }
  const assumed = assumedDialect(tx);
  const encoding = assumed === null ? undefined : encodingOf(assumed, tx.type);
  if (encoding === undefined) return unknownNetwork(tx);
  if ('encode' in encoding && encoding.unknownNetworkNeeds !== undefined && !(encoding.unknownNetworkNeeds in tx.extra))
    return unknownNetwork(tx);
  return encodeWith(encoding, tx);
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
