/**
 * How each dialect's own types are hashed, keyed by dialect and, within it, by every type the
 * dialect defines (dialects/): a dialect or a type without its entry does not compile. An entry
 * rebuilds the bytes, or says why the browser cannot, explicitly; nothing falls back to "cannot
 * check" unsaid. Ethereum's 0x0–0x4 (and Celo's legacy variant) are transaction-envelope.ts's.
 */
import type { Dialect } from '../dialects/dialect.ts';
import type { DIALECTS, TransactionDialect } from '../dialects/index.ts';
import { isAddress, isHash } from '../hex.ts';
import type { Transaction } from '../transaction.ts';
import {
  accessList,
  EMPTY,
  extraAddress,
  extraQuantity,
  int,
  MissingField,
  need,
  to,
  typed,
  unsignedEnvelope,
  type Envelope,
  type Field,
} from './envelope-parts.ts';
import { rlpBytes } from './rlp.ts';

export type TypeEncoding =
  | {
      encode: (tx: Transaction) => Envelope;
      /**
       * On an unknown network, a field the answer must carry before this encoding is assumed
       * (the number alone may be another network's)
       */
      unknownNetworkNeeds?: string;
    }
  | { cannot: string };

type Encodings<D extends Dialect> = Readonly<Record<keyof D['types'], TypeEncoding>>;

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

const OP_STACK_DEPOSIT: TypeEncoding = { encode: (tx) => deposit(tx, false) };

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

/** Celo's typed envelopes (celo op-geth, core/types/celo_dynamic_fee_tx*.go) share their head and call. */
function celoHead(tx: Transaction): Field[] {
  return [
    ['chainId', int(need(tx.chainId, 'chainId'))],
    ['nonce', int(tx.nonce)],
    ['maxPriorityFeePerGas', int(need(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'))],
    ['maxFeePerGas', int(need(tx.maxFeePerGas, 'maxFeePerGas'))],
    ['gas', int(tx.gas)],
  ];
}

function celoCall(tx: Transaction): Field[] {
  return [
    ['to', to(tx)],
    ['value', int(tx.value)],
    ['input', rlpBytes(tx.input)],
  ];
}

function cip42(tx: Transaction): Envelope {
  const fields: Field[] = [
    ...celoHead(tx),
    ['feeCurrency', extraAddress(tx, 'feeCurrency')],
    ['gatewayFeeRecipient', extraAddress(tx, 'gatewayFeeRecipient')],
    ['gatewayFee', int(extraQuantity(tx, 'gatewayFee'))],
    ...celoCall(tx),
    ['accessList', accessList(tx)],
  ];
  return typed(tx, fields, 'Celo CIP-42');
}

function cip64(tx: Transaction): Envelope {
  const fields: Field[] = [
    ...celoHead(tx),
    ...celoCall(tx),
    ['accessList', accessList(tx)],
    ['feeCurrency', extraAddress(tx, 'feeCurrency')],
  ];
  return typed(tx, fields, 'Celo CIP-64');
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

const arbitrumOwn = (hex: string): TypeEncoding => ({
  cannot: `type ${hex} is one of Arbitrum’s: its hash covers fields the answer does not carry (request id, L1 base fee, …), so it cannot be checked here`,
});

const zksyncOwn = (hex: string): TypeEncoding => ({
  cannot: `type ${hex} is ZKsync’s own: its hash is not keccak-256 of an RLP list of these fields (EIP-712 signing and L1 priority hashing need data the answer does not carry), so it cannot be checked here`,
});

export const DIALECT_ENVELOPES: { [D in TransactionDialect]: Encodings<(typeof DIALECTS)[D]> } = {
  ethereum: {},
  'op-stack': { 0x7e: OP_STACK_DEPOSIT },
  mantle: { 0x7e: { encode: (tx) => deposit(tx, true) } },
  celo: {
    // only a feeCurrency says a 0x7b/0x7c of an unknown network is Celo's
    0x7b: { encode: cip64, unknownNetworkNeeds: 'feeCurrency' },
    0x7c: { encode: cip42, unknownNetworkNeeds: 'feeCurrency' },
    0x7a: {
      cannot: 'type 0x7a is Celo’s CIP-66, whose encoding Hexray does not know yet, so it cannot be checked here',
    },
    0x7e: OP_STACK_DEPOSIT,
  },
  scroll: { 0x7e: { encode: scrollL1Message } },
  arbitrum: {
    0x64: arbitrumOwn('0x64'),
    0x65: arbitrumOwn('0x65'),
    0x66: arbitrumOwn('0x66'),
    0x68: arbitrumOwn('0x68'),
    0x69: arbitrumOwn('0x69'),
    0x6a: { encode: arbitrumInternal },
    0x78: arbitrumOwn('0x78'),
  },
  zksync: { 0x71: zksyncOwn('0x71'), 0xff: zksyncOwn('0xff') },
};
