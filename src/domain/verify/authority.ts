/**
 * EIP-7702: the authority of an authorization is the signer of
 * keccak-256(0x05 ‖ rlp([chainId, address, nonce])). The chain skips an authorization whose
 * signature does not recover or has s in the upper half of the curve order.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Authorization } from '../transaction.ts';
import type { Address, Hex } from '../hex.ts';
import { bytesToHex } from '../hex.ts';
import { concatBytes, encodeRlp, rlpBytes, rlpInteger } from './rlp.ts';
import { recoverSigner } from './recover-signer.ts';

const MAGIC = 0x05;

export type Authority =
  | { ok: true; authority: Address; message: Hex; digest: Hex }
  | { ok: false; reason: string; message: Hex; digest: Hex };

function authorizationMessage(a: Authorization): Uint8Array {
  return concatBytes([
    Uint8Array.of(MAGIC),
    encodeRlp([rlpInteger(a.chainId), rlpBytes(a.address), rlpInteger(a.nonce)]),
  ]);
}

export function recoverAuthority(a: Authorization): Authority {
  const message = authorizationMessage(a);
  const digest = keccak_256(message);
  const shown = { message: bytesToHex(message), digest: bytesToHex(digest) };
  if (a.yParity > 1n) return { ok: false, reason: `yParity is ${a.yParity}; it must be 0 or 1`, ...shown };
  const recovered = recoverSigner(digest, { r: BigInt(a.r), s: BigInt(a.s), yParity: Number(a.yParity) });
  if (!recovered.ok) return { ok: false, reason: recovered.reason, ...shown };
  if (recovered.highS)
    return { ok: false, reason: 's is in the upper half of the curve order, which EIP-7702 forbids', ...shown };
  return { ok: true, authority: recovered.address, ...shown };
}
