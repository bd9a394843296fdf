/**
 * What the browser can prove about a transaction answer on its own: that the hash is keccak-256
 * of the fields returned, and that the signature over them recovers to “from”.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Transaction } from '../transaction.ts';
import type { TransactionDialect } from '../dialects/index.ts';
import { bytesToHex } from '../hex.ts';
import type { Check, Verification } from './check.ts';
import { transactionEnvelope, type Envelope } from './transaction-envelope.ts';
import { recoverSigner } from './recover-signer.ts';
import { recoverAuthority } from './authority.ts';

const TRANSACTION_CANNOT_VERIFY = [
  'That the transaction is in the block and at the position the endpoint names: that needs the block’s transactions root, which none of the four methods returns.',
  'Whether it succeeded: the receipt’s status is the endpoint’s word (see the receipt page).',
  'Storage values read on this site: without eth_getStorageAt proofs (eth_getProof) a value cannot be checked.',
];

function hashCheck(tx: Transaction, envelope: Envelope): Check {
  const computed = bytesToHex(keccak_256(envelope.signed));
  const fieldList = envelope.fields.join(', ');
  const ok = computed === tx.hash.toLowerCase();
  const notes = envelope.notes.map((note) => ` ${note}`).join('');
  return {
    id: 'hash',
    title: 'Transaction hash',
    status: ok ? 'pass' : 'fail',
    result: ok
      ? `keccak-256 of the fields (${fieldList}) is the hash the endpoint gave.${notes}`
      : `The hash does not match the fields: keccak-256 of ${fieldList} is ${computed}, not ${tx.hash}. The endpoint altered or mis-encoded one of these fields.${notes}`,
    inputs: [
      { label: 'Encoding', value: envelope.encoding },
      { label: 'Fields hashed', value: fieldList },
      { label: 'Computed hash', value: computed },
      { label: 'Hash in the answer', value: tx.hash },
    ],
    bytes: { label: 'Signed envelope (keccak-256 input)', hex: bytesToHex(envelope.signed) },
  };
}

function senderCheck(tx: Transaction, envelope: Envelope): Check {
  const title = 'Sender (from)';
  if (envelope.unsigned === null || envelope.signature === null) {
    return {
      id: 'sender',
      title,
      status: 'info',
      result: envelope.unsignedBecause ?? 'The transaction has no signature.',
      inputs: [{ label: 'from', value: tx.from }],
    };
  }
  const digest = keccak_256(envelope.unsigned);
  const recovered = recoverSigner(digest, envelope.signature);
  const { r, s, yParity } = envelope.signature;
  const inputs = [
    { label: 'Signing hash', value: bytesToHex(digest) },
    { label: 'Signature', value: `yParity ${yParity}, r 0x${r.toString(16)}, s 0x${s.toString(16)}` },
    ...(recovered.ok ? [{ label: 'Recovered signer', value: recovered.address }] : []),
    { label: 'from in the answer', value: tx.from },
  ];
  const bytes = { label: 'Signed payload (what the sender signed)', hex: bytesToHex(envelope.unsigned) };
  if (!recovered.ok)
    return {
      id: 'sender',
      title,
      status: 'fail',
      result: `The signature does not recover: ${recovered.reason}.`,
      inputs,
      bytes,
    };
  const ok = recovered.address === tx.from.toLowerCase();
  return {
    id: 'sender',
    title,
    status: ok ? 'pass' : 'fail',
    result: ok
      ? 'The signature over the fields recovers to “from”.'
      : `The signature recovers to ${recovered.address}, not to “from” ${tx.from}: the endpoint changed “from”, or a signed field.`,
    inputs,
    bytes,
  };
}

function authorityChecks(tx: Transaction): Check[] {
  return (tx.authorizationList ?? []).map((auth, i) => {
    const found = recoverAuthority(auth);
    return {
      id: `authority-${i}`,
      title: `Authorization ${i}: authority`,
      // Nothing in the answer names the authority: the recovered address is a fact, not a comparison.
      status: 'info',
      result: found.ok
        ? `Signed by ${found.authority}, which delegates its code to ${auth.address}.`
        : `No valid signer: ${found.reason}. The chain skips this authorization.`,
      inputs: [
        { label: 'Signed message', value: '0x05 ‖ rlp([chainId, address, nonce])' },
        { label: 'Digest', value: found.digest },
        ...(found.ok ? [{ label: 'Authority', value: found.authority }] : []),
      ],
      bytes: { label: 'Authorization message', hex: found.message },
    };
  });
}

/** `dialect`: the resolved network's, which says what a type number means; null when unknown. */
export function verifyTransaction(tx: Transaction, dialect: TransactionDialect | null): Verification {
  const built = transactionEnvelope(tx, dialect);
  if (!built.ok) {
    const unavailable = (id: string, title: string): Check => ({
      id,
      title,
      status: 'unavailable',
      result: `Not checked: ${built.reason}.`,
      inputs: [],
    });
    return {
      checks: [unavailable('hash', 'Transaction hash'), unavailable('sender', 'Sender (from)')],
      cannotVerify: TRANSACTION_CANNOT_VERIFY,
    };
  }
  return {
    checks: [hashCheck(tx, built.envelope), senderCheck(tx, built.envelope), ...authorityChecks(tx)],
    cannotVerify: TRANSACTION_CANNOT_VERIFY,
  };
}
