/**
 * The signatures of an ABI's functions, events and errors, in the canonical text form the
 * signature databases and Sourcify's `signatures` field use (`name(type,type)`, tuples as
 * `(…)`), with their keccak-256 hashes. One place computes them for both of the devnet's
 * outside-source stand-ins, from the compiler's ABI.
 */
import { keccak256, toHex, type Abi, type AbiParameter, type Hash, type Hex } from 'viem';

export type SignatureKind = 'function' | 'event' | 'error';

export interface AbiSignature {
  kind: SignatureKind;
  /** e.g. "transfer(address,uint256)" */
  signature: string;
  /** keccak-256 of the text: an event's topic0 */
  hash32: Hash;
  /** its first four bytes: a function's or an error's selector */
  hash4: Hex;
}

function canonicalType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type;
  const components = 'components' in parameter ? parameter.components : [];
  return `(${components.map(canonicalType).join(',')})${parameter.type.slice('tuple'.length)}`;
}

export function abiSignatures(abi: Abi): AbiSignature[] {
  const out: AbiSignature[] = [];
  for (const item of abi) {
    if (item.type !== 'function' && item.type !== 'event' && item.type !== 'error') continue;
    const signature = `${item.name}(${item.inputs.map(canonicalType).join(',')})`;
    const hash32 = keccak256(toHex(signature));
    out.push({ kind: item.type, signature, hash32, hash4: hash32.slice(0, 10) as Hex });
  }
  return out;
}
