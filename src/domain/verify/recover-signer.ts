/**
 * The address that produced a secp256k1 signature over a 32-byte digest: the last 20 bytes of
 * keccak-256 of the recovered public key (uncompressed, without its 0x04 prefix). The one place
 * Hexray touches secp256k1; it loads with the verification code, never on the first page.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, type Address } from '../hex.ts';
import type { Signature } from './envelope-parts.ts';

const HALF_ORDER = secp256k1.Point.CURVE().n / 2n;

export type Recovered = { ok: true; address: Address; highS: boolean } | { ok: false; reason: string };

export function recoverSigner(digest: Uint8Array, { r, s, yParity }: Signature): Recovered {
  if (yParity !== 0 && yParity !== 1)
    return { ok: false, reason: `the y parity is ${yParity}; a signature has 0 or 1` };
  try {
    const point = new secp256k1.Signature(r, s, yParity).recoverPublicKey(digest);
    const publicKey = point.toBytes(false).subarray(1);
    return { ok: true, address: bytesToHex(keccak_256(publicKey).subarray(12)), highS: s > HALF_ORDER };
  } catch (error) {
    return {
      ok: false,
      reason: `no public key recovers from this signature (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}
