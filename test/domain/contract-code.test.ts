/**
 * An address's code as the address page reads it. Oracle: viem's keccak256 for the hash (the
 * code hash a node's EXTCODEHASH returns), EIP-1167's and EIP-7702's published byte layouts.
 */
import { keccak256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { codeFacts } from '../../src/domain/contract-code.ts';

// EIP-1167's runtime code for target 0xbebebebebebebebebebebebebebebebebebebebe
const CLONE = '0x363d3d373d3d3d363d73bebebebebebebebebebebebebebebebebebebebe5af43d82803e903d91602b57fd5bf3';

describe('codeFacts', () => {
  it('no code: an account, not a contract', () => {
    expect(codeFacts('0x')).toBeNull();
  });

  it('code: its size in bytes and its keccak-256 hash', () => {
    expect(codeFacts(CLONE)).toEqual({ size: 45, hash: keccak256(CLONE), delegatesTo: null });
    expect(codeFacts('0x00')).toEqual({ size: 1, hash: keccak256('0x00'), delegatesTo: null });
  });

  it('an EIP-7702 delegation: 0xef0100 and the address it delegates to, checksummed', () => {
    const target = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const code = `0xef0100${target.slice(2).toLowerCase()}` as const;
    expect(codeFacts(code)).toEqual({ size: 23, hash: keccak256(code), delegatesTo: target });
  });

  it('code that only starts like a delegation is just code', () => {
    expect(codeFacts(`0xef0100${'ab'.repeat(20)}00`)?.delegatesTo).toBeNull();
    expect(codeFacts(`0xef0101${'ab'.repeat(20)}`)?.delegatesTo).toBeNull();
  });
});
