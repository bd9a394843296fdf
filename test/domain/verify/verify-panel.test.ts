/**
 * What the verification panel lists for each check: the labelled values it used and the bytes it
 * hashed, so a reader can redo the computation elsewhere; and the edge cases of signature recovery
 * (parity, the upper half of s, signatures no key produced).
 */
import { readFileSync } from 'node:fs';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from '../../../src/domain/hex.ts';
import { parseTransaction, type Authorization } from '../../../src/domain/transaction.ts';
import { verifyTransaction } from '../../../src/domain/verify/index.ts';
import { verdict, type Check, type Verification } from '../../../src/domain/verify/check.ts';
import { recoverAuthority } from '../../../src/domain/verify/authority.ts';
import { recoverSigner } from '../../../src/domain/verify/recover-signer.ts';
import { encodeRlp, rlpInteger } from '../../../src/domain/verify/rlp.ts';

type Raw = Record<string, unknown>;
const record = (name: string): Raw =>
  (JSON.parse(readFileSync(`test/fixtures/verify/${name}.json`, 'utf8')) as { result: Raw }).result;
const N = secp256k1.Point.CURVE().n;
const labels = (c: Check) => c.inputs.map((i) => i.label);
const input = (c: Check, label: string) => c.inputs.find((i) => i.label === label)?.value;

describe('the transaction checks show their workings', () => {
  const raw = record('eth_getTransactionByHash-type2');
  const [hash, sender] = verifyTransaction(parseTransaction(raw), null).checks as [Check, Check];

  it('hash: encoding, fields, computed and given hash, and the envelope hashed', () => {
    expect(hash.title).toBe('Transaction hash');
    expect(hash.result).toBe(
      'keccak-256 of the fields (chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, to, value, input, accessList, yParity, r, s) is the hash the endpoint gave.',
    );
    expect(hash.inputs).toEqual([
      { label: 'Encoding', value: 'EIP-1559: 0x02 ‖ rlp[…]' },
      {
        label: 'Fields hashed',
        value: 'chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, to, value, input, accessList, yParity, r, s',
      },
      { label: 'Computed hash', value: raw.hash },
      { label: 'Hash in the answer', value: raw.hash },
    ]);
    expect(hash.bytes!.label).toBe('Signed envelope (keccak-256 input)');
  });

  it('sender: signing hash (keccak of the payload shown), signature, recovered signer, and "from"', () => {
    expect(sender.title).toBe('Sender (from)');
    expect(labels(sender)).toEqual(['Signing hash', 'Signature', 'Recovered signer', 'from in the answer']);
    expect(input(sender, 'Signing hash')).toBe(bytesToHex(keccak_256(hexToBytes(sender.bytes!.hex))));
    expect(input(sender, 'Signature')).toBe(`yParity 1, r ${raw.r as string}, s ${raw.s as string}`);
    expect(input(sender, 'from in the answer')).toBe(raw.from);
    expect(sender.bytes!.label).toBe('Signed payload (what the sender signed)');
    expect(sender.bytes!.hex).toMatch(/^0x02f9/);
    expect(sender.result).toBe('The signature over the fields recovers to “from”.');
  });

  it('a deposit’s sender check lists the "from" it cannot prove', () => {
    const deposit = record('op-mainnet-deposit-tx');
    const check = verifyTransaction(parseTransaction(deposit), null).checks[1]!;
    expect(check).toMatchObject({
      title: 'Sender (from)',
      status: 'info',
      inputs: [{ label: 'from', value: deposit.from }],
    });
    expect(check.bytes).toBeUndefined();
  });

  it('a signature no key produced (r = 0): the sender check fails and says so, with no recovered signer', () => {
    const tx = parseTransaction({ ...raw, r: '0x0' });
    const check = verifyTransaction(tx, null).checks[1]!;
    expect(check).toMatchObject({ id: 'sender', title: 'Sender (from)', status: 'fail' });
    expect(check.result).toMatch(
      /^The signature does not recover: no public key recovers from this signature \(.+\)\.$/,
    );
    expect(labels(check)).toEqual(['Signing hash', 'Signature', 'from in the answer']);
  });

  it('an unknown type: both checks titled, unavailable, with nothing to show', () => {
    const v = verifyTransaction(parseTransaction({ ...raw, type: '0x64' }), null);
    expect(v.checks.map((c) => [c.id, c.title, c.inputs])).toEqual([
      ['hash', 'Transaction hash', []],
      ['sender', 'Sender (from)', []],
    ]);
  });
});

describe('EIP-7702 authorizations', () => {
  const raw = record('get-setcode-tx');
  const auth = (raw.authorizationList as Raw[])[0]!;
  const parsed = parseTransaction(raw).authorizationList![0]!;

  it('the authority check shows the message layout, the digest and the authority', () => {
    const check = verifyTransaction(parseTransaction(raw), null).checks.find((c) => c.id === 'authority-0')!;
    expect(check.title).toBe('Authorization 0: authority');
    expect(check.inputs).toEqual([
      { label: 'Signed message', value: '0x05 ‖ rlp([chainId, address, nonce])' },
      { label: 'Digest', value: bytesToHex(keccak_256(hexToBytes(check.bytes!.hex))) },
      { label: 'Authority', value: '0xeda8645ba6948855e3b3cd596bbb07596d59c603' },
    ]);
    expect(check.bytes).toEqual({
      label: 'Authorization message',
      hex: '0x05de870c72dd9d5e883e948c2319620d7c348bb4e2b2a0b230c81f310e956180',
    });
  });

  it('an authorization the chain skips names no authority and says why', () => {
    const tx = parseTransaction({ ...raw, authorizationList: [{ ...auth, yParity: '0x2' }] });
    const check = verifyTransaction(tx, null).checks.find((c) => c.id === 'authority-0')!;
    expect(check.result).toBe('No valid signer: yParity is 2; it must be 0 or 1. The chain skips this authorization.');
    expect(labels(check)).toEqual(['Signed message', 'Digest']);
    expect(check.bytes!.hex).toBe('0x05de870c72dd9d5e883e948c2319620d7c348bb4e2b2a0b230c81f310e956180');
  });

  it('yParity 1 is a parity, not an error; a signature with r = 0 recovers nothing', () => {
    const flipped = recoverAuthority({ ...parsed, yParity: 1n });
    expect(flipped).toMatchObject({ ok: true });
    expect(flipped.ok && flipped.authority).not.toBe('0xeda8645ba6948855e3b3cd596bbb07596d59c603');
    const none = recoverAuthority({ ...parsed, r: '0x0' });
    expect(none).toMatchObject({ ok: false, reason: expect.stringMatching(/^no public key recovers/) as string });
    expect(none.digest).toBe(recoverAuthority(parsed).digest);
  });

  it('the same signature with s in the upper half (and the parity flipped) is skipped, as EIP-7702 says', () => {
    const highS: Authorization = {
      ...parsed,
      s: `0x${(N - BigInt(parsed.s)).toString(16)}`,
      yParity: 1n - parsed.yParity,
    };
    expect(recoverAuthority(highS)).toMatchObject({
      ok: false,
      reason: 's is in the upper half of the curve order, which EIP-7702 forbids',
    });
  });
});

describe('recoverSigner', () => {
  const digest = keccak_256(new TextEncoder().encode('hexray'));
  const key = new Uint8Array(32).fill(7);
  const signed = secp256k1.Signature.fromBytes(
    secp256k1.sign(digest, key, { prehash: false, format: 'recovered' }),
    'recovered',
  );
  const address = bytesToHex(keccak_256(secp256k1.getPublicKey(key, false).subarray(1)).subarray(12));

  it('recovers the signer; s in the lower half is not flagged', () => {
    expect(recoverSigner(digest, { r: signed.r, s: signed.s, yParity: signed.recovery! })).toEqual({
      ok: true,
      address,
      highS: false,
    });
  });

  it('the mirrored signature (n − s, other parity) recovers the same signer and is flagged high-s', () => {
    expect(recoverSigner(digest, { r: signed.r, s: N - signed.s, yParity: 1 - signed.recovery! })).toEqual({
      ok: true,
      address,
      highS: true,
    });
  });

  it('s of exactly half the order is still low (EIP-2 forbids only s > n/2)', () => {
    const recovered = recoverSigner(digest, { r: signed.r, s: N / 2n, yParity: 0 });
    expect(recovered).toMatchObject({ ok: true, highS: false });
    expect(recoverSigner(digest, { r: signed.r, s: N / 2n + 1n, yParity: 0 })).toMatchObject({ ok: true, highS: true });
  });

  it('only parities 0 and 1 are tried', () => {
    expect(recoverSigner(digest, { r: signed.r, s: signed.s, yParity: 2 })).toEqual({
      ok: false,
      reason: 'the y parity is 2; a signature has 0 or 1',
    });
  });
});

describe('verdict', () => {
  const c = (status: Check['status']): Check => ({ id: status, title: status, status, result: '', inputs: [] });
  const v = (...checks: Check[]): Verification => ({ checks, cannotVerify: [] });
  it('one failure fails the whole; one check that could not run makes it partial', () => {
    expect(verdict(v(c('pass'), c('fail'), c('unavailable')))).toBe('failed');
    expect(verdict(v(c('pass'), c('unavailable')))).toBe('partial');
    expect(verdict(v(c('pass'), c('info')))).toBe('verified');
  });
});

describe('RLP', () => {
  it('refuses a negative integer, saying so', () => {
    expect(() => encodeRlp(rlpInteger(-1n))).toThrow('RLP encodes non-negative integers only');
  });
});
