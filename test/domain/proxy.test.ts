/**
 * Where a proxy's code lives: the ERC-1967 slots of a proxy deployed on anvil, its beacon's
 * implementation() answer, and the runtime code of an EIP-1167 clone made by OpenZeppelin's
 * Clones (test/fixtures/eth-call/), then words and code that only look similar.
 */
import { readFileSync } from 'node:fs';
import { getAddress, keccak256, stringToHex, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../src/domain/hex.ts';
import {
  BEACON_IMPLEMENTATION_CALLDATA,
  decodeBeaconImplementation,
  eip1167Target,
  ERC1967_SLOTS,
  implementationFromSlotWord,
} from '../../src/domain/proxy.ts';

const recorded = JSON.parse(
  readFileSync(new URL('../fixtures/eth-call/anvil-eth-call-answers.json', import.meta.url), 'utf8'),
) as {
  calls: Record<string, { answer: { result: Hex } }>;
  proxy: {
    implementation: Hex;
    beacon: Hex;
    admin: Hex;
    slots: Record<'implementation' | 'beacon' | 'admin', Hex>;
    emptySlot: Hex;
  };
  clone: { target: Hex; code: Hex };
};

const PREFIX = '363d3d373d3d3d363d73';
const SUFFIX = '5af43d82803e903d91602b57fd5bf3';

describe('ERC1967_SLOTS', () => {
  it('are the values the EIP publishes', () => {
    expect(ERC1967_SLOTS).toEqual({
      implementation: '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
      beacon: '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50',
      admin: '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103',
    });
    const minusOne = (label: string): Hex =>
      `0x${(BigInt(keccak256(stringToHex(label))) - 1n).toString(16).padStart(64, '0')}`;
    expect(ERC1967_SLOTS.beacon).toBe(minusOne('eip1967.proxy.beacon'));
  });
});

describe('implementationFromSlotWord', () => {
  it('a proxy on anvil: the implementation, beacon and admin slots hold their addresses, checksummed', () => {
    const { slots } = recorded.proxy;
    expect(implementationFromSlotWord(slots.implementation)).toEqual({
      kind: 'address',
      address: getAddress(recorded.proxy.implementation),
    });
    expect(implementationFromSlotWord(slots.beacon)).toEqual({
      kind: 'address',
      address: getAddress(recorded.proxy.beacon),
    });
    expect(implementationFromSlotWord(slots.admin)).toEqual({
      kind: 'address',
      address: getAddress(recorded.proxy.admin),
    });
  });

  it('a contract that is not a proxy: the slot is zero, none', () => {
    expect(implementationFromSlotWord(recorded.proxy.emptySlot)).toEqual({ kind: 'none' });
  });

  it('a set byte above the low 20 is not an address, at any of the 12 high bytes', () => {
    for (let i = 0; i < 12; i++) {
      const word = `0x${'00'.repeat(i)}01${'00'.repeat(11 - i)}${'11'.repeat(20)}` as Hex;
      expect(implementationFromSlotWord(word)).toEqual({ kind: 'not-an-address', word });
    }
    const zeroAddressHighSet: Hex = `0x01${'00'.repeat(31)}`;
    expect(implementationFromSlotWord(zeroAddressHighSet)).toEqual({
      kind: 'not-an-address',
      word: zeroAddressHighSet,
    });
  });

  it('the lowest and highest addresses are addresses', () => {
    expect(implementationFromSlotWord(`0x${'00'.repeat(31)}01`)).toEqual({
      kind: 'address',
      address: '0x0000000000000000000000000000000000000001',
    });
    expect(implementationFromSlotWord(`0x${'00'.repeat(12)}${'ff'.repeat(20)}`)).toEqual({
      kind: 'address',
      address: getAddress(`0x${'ff'.repeat(20)}`),
    });
  });

  it('anything but a 32-byte word is not an address', () => {
    for (const word of [
      '0x',
      `0x${'00'.repeat(12)}${'11'.repeat(20)}00`,
      `0x${'11'.repeat(20)}`,
      `0x${'zz'.repeat(32)}`,
    ] as Hex[])
      expect(implementationFromSlotWord(word)).toEqual({ kind: 'not-an-address', word });
  });
});

describe('a beacon', () => {
  it('is asked with implementation(), 0x5c60da1b', () => {
    expect(BEACON_IMPLEMENTATION_CALLDATA).toBe(toFunctionSelector('implementation()'));
    expect(BEACON_IMPLEMENTATION_CALLDATA).toBe('0x5c60da1b');
  });

  it('anvil’s answer names the implementation', () => {
    expect(decodeBeaconImplementation(recorded.calls['beacon.implementation']!.answer.result)).toEqual({
      kind: 'address',
      address: getAddress(recorded.proxy.implementation),
    });
  });

  it('no data (no code, or no such function) is not an address', () => {
    expect(decodeBeaconImplementation('0x')).toEqual({ kind: 'not-an-address', word: '0x' });
  });
});

describe('eip1167Target', () => {
  it('a clone made by OpenZeppelin’s Clones on anvil: its target', () => {
    expect(recorded.clone.code).toBe(`0x${PREFIX}${recorded.clone.target.slice(2)}${SUFFIX}`);
    expect(eip1167Target(recorded.clone.code)).toBe(getAddress(recorded.clone.target));
  });

  it('the code in capitals is the same code', () => {
    expect(eip1167Target(recorded.clone.code.toUpperCase().replace('0X', '0x') as Hex)).toBe(
      getAddress(recorded.clone.target),
    );
  });

  it('nothing else: a byte more or less, another byte inside, the PUSH0 variant, empty code', () => {
    const target = '11'.repeat(20);
    const others: Hex[] = [
      `0x${PREFIX}${target}${SUFFIX}00`,
      `0x00${PREFIX}${target}${SUFFIX}`,
      `0x${PREFIX}${target}${SUFFIX.slice(0, -2)}`,
      `0x${PREFIX}${target.slice(2)}${SUFFIX}`,
      `0x${PREFIX.replace('73', '74')}${target}${SUFFIX}`,
      `0x${PREFIX}${target}${SUFFIX.replace('f4', 'f2')}`,
      `0x${PREFIX}${'zz'.repeat(20)}${SUFFIX}`,
      // ERC-7511 (draft): the same proxy with PUSH0
      `0x365f5f375f5f365f73${target}5af43d5f5f3e5f3d91602a57fd5bf3`,
      '0x',
    ];
    for (const code of others) expect(eip1167Target(code)).toBeNull();
  });
});
