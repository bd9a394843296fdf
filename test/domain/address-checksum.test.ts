import { describe, expect, it } from 'vitest';
import { checksumAddress, checksumProblem } from '../../src/domain/address-checksum.ts';

// The test vectors published in EIP-55.
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
] as const;

describe('EIP-55 checksums', () => {
  it.each(EIP55)('%s', (address) => {
    expect(checksumAddress(address.toLowerCase() as `0x${string}`)).toBe(address);
    expect(checksumAddress(address.toUpperCase().replace('0X', '0x') as `0x${string}`)).toBe(address);
  });
});

/** The vector with the case of its first letter flipped: one capital where a small letter belongs or the reverse. */
function flipFirstLetter(address: string): `0x${string}` {
  const at = address.slice(2).search(/[a-fA-F]/) + 2;
  const letter = address.charAt(at);
  const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase();
  return `0x${address.slice(2, at)}${flipped}${address.slice(at + 1)}`;
}

describe('a mixed-case address whose case is not its checksum is probably a typo', () => {
  it.each(EIP55)('%s as published, all small and all capital letters: nothing wrong', (address) => {
    expect(checksumProblem(address)).toBeNull();
    expect(checksumProblem(address.toLowerCase() as `0x${string}`)).toBeNull();
    expect(checksumProblem(`0x${address.slice(2).toUpperCase()}`)).toBeNull();
  });

  it.each(EIP55.filter((address) => /[a-f]/.test(address.slice(2)) && /[A-F]/.test(address.slice(2))))(
    '%s with one letter’s case flipped is refused',
    (address) => {
      expect(checksumProblem(flipFirstLetter(address))).toMatch(/^The checksum does not match: probably a typo\./);
    },
  );

  it('a mixed case that is all small letters but one capital is refused too', () => {
    // the case a person makes by capitalising one letter of a lowercase address
    expect(checksumProblem(`0x${'ab'.repeat(19)}aB`)).toMatch(/checksum does not match/);
  });
});
