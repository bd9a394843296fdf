/**
 * The transaction checks on real recorded answers of every type (mainnet, BSC, OP Mainnet and
 * go-ethereum's execution-apis recordings, copied into test/fixtures/verify/) and on tampered
 * copies: one field changed, and the check that covers it fails and says what it hashed.
 */
import { readFileSync } from 'node:fs';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { hexToBigInt, keccak256, numberToHex, parseTransaction as decodeSerialized, toRlp, type Hex } from 'viem';
import { privateKeyToAccount, sign } from 'viem/accounts';
import { bytesToHex, hexToBytes } from '../../../src/domain/hex.ts';
import { parseTransaction } from '../../../src/domain/transaction.ts';
import { verifyTransaction } from '../../../src/domain/verify/index.ts';
import { verdict, type Check } from '../../../src/domain/verify/check.ts';
import { transactionEnvelope } from '../../../src/domain/verify/transaction-envelope.ts';

type Raw = Record<string, unknown>;
const record = (name: string): Raw =>
  (JSON.parse(readFileSync(`test/fixtures/verify/${name}.json`, 'utf8')) as { result: Raw }).result;
const check = (raw: Raw, id: string): Check => {
  const found = verifyTransaction(parseTransaction(raw), null).checks.find((c) => c.id === id);
  if (!found) throw new Error(`no ${id} check`);
  return found;
};

const REAL: Array<[string, string, RegExp]> = [
  ['mainnet legacy before EIP-155 (block 46147)', 'mainnet-type0-first-eth-transfer', /^Legacy before EIP-155/],
  ['BSC mainnet legacy, EIP-155 chain 56', 'bsc-system-tx', /^Legacy, EIP-155 \(chain 56\)/],
  ['mainnet EIP-2930', 'mainnet-type1', /^EIP-2930: 0x01/],
  ['mainnet EIP-1559 (Infura sample)', 'eth_getTransactionByHash-type2', /^EIP-1559: 0x02/],
  ['EIP-4844 blob (geth)', 'get-blob-tx', /^EIP-4844: 0x03/],
  ['EIP-7702 set-code (geth)', 'get-setcode-tx', /^EIP-7702: 0x04/],
  ['EIP-7702 set-code (devnet, yParity 1)', 'devnet-type4-setcode', /^EIP-7702: 0x04/],
];

describe('verifyTransaction on real answers', () => {
  it.each(REAL)('%s: the hash and the sender both check out', (_, name, encoding) => {
    const raw = record(name);
    const v = verifyTransaction(parseTransaction(raw), null);
    expect(v.checks.find((c) => c.id === 'hash')).toMatchObject({ status: 'pass' });
    expect(v.checks.find((c) => c.id === 'hash')!.inputs[0]!.value).toMatch(encoding);
    const sender = v.checks.find((c) => c.id === 'sender')!;
    expect(sender.status).toBe('pass');
    expect(sender.inputs.find((i) => i.label === 'Recovered signer')!.value).toBe((raw.from as string).toLowerCase());
    expect(verdict(v)).toBe('verified');
  });

  it('OP Mainnet deposit: the hash checks out, and the sender is said to come from L1', () => {
    const v = verifyTransaction(parseTransaction(record('op-mainnet-deposit-tx')), null);
    expect(v.checks[0]).toMatchObject({ id: 'hash', status: 'pass' });
    expect(v.checks[0]!.inputs[1]!.value).toBe('sourceHash, from, to, mint, value, gas, isSystemTx, input');
    expect(v.checks[1]).toMatchObject({ id: 'sender', status: 'info' });
    expect(v.checks[1]!.result).toMatch(/no signature: its sender comes from L1/);
    expect(verdict(v)).toBe('verified');
  });

  it('EIP-7702: each authorization’s authority is recovered (geth’s recording)', () => {
    const v = verifyTransaction(parseTransaction(record('get-setcode-tx')), null);
    const authority = v.checks.find((c) => c.id === 'authority-0')!;
    expect(authority.status).toBe('info');
    expect(authority.result).toContain('Signed by 0xeda8645ba6948855e3b3cd596bbb07596d59c603');
    expect(authority.result).toContain('0x8c2319620d7c348bb4e2b2a0b230c81f310e9561');
  });

  it('exposes the signed envelope bytes whose keccak-256 is the hash', () => {
    const raw = record('eth_getTransactionByHash-type2');
    const hash = check(raw, 'hash');
    expect(hash.bytes!.hex).toMatch(/^0x02f9/);
    expect(bytesToHex(keccak_256(hexToBytes(hash.bytes!.hex)))).toBe(raw.hash);
  });

  it('always says what the four methods cannot prove', () => {
    const v = verifyTransaction(parseTransaction(record('bsc-system-tx')), null);
    expect(v.cannotVerify.join(' ')).toMatch(/in the block/);
    expect(v.cannotVerify.join(' ')).toMatch(/status/);
    expect(v.cannotVerify.join(' ')).toMatch(/storage/i);
  });
});

const bump = (hex: unknown) => `0x${(BigInt(hex as string) + 1n).toString(16)}`;

describe('verifyTransaction on tampered answers', () => {
  it.each([
    ['value', 'eth_getTransactionByHash-type2'],
    ['nonce', 'mainnet-type0-first-eth-transfer'],
    ['gasPrice', 'bsc-system-tx'],
    ['gas', 'mainnet-type1'],
    ['maxFeePerGas', 'get-blob-tx'],
    ['maxFeePerBlobGas', 'get-blob-tx'],
    ['chainId', 'get-setcode-tx'],
  ])('a changed %s (%s) fails the hash check, which names the fields hashed, and the sender check', (field, name) => {
    const raw = { ...record(name), [field]: bump(record(name)[field]) };
    const hash = check(raw, 'hash');
    expect(hash.status).toBe('fail');
    expect(hash.result).toContain(field);
    expect(hash.result).toMatch(/altered or mis-encoded/);
    expect(check(raw, 'sender').status).toBe('fail');
  });

  it('changed input data fails the hash check', () => {
    const raw = { ...record('bsc-system-tx'), input: '0xf340fa01' };
    expect(check(raw, 'hash').status).toBe('fail');
  });

  it('a changed recipient fails the hash check', () => {
    const raw = { ...record('mainnet-type1'), to: '0x000000000000000000000000000000000000dead' };
    expect(check(raw, 'hash').status).toBe('fail');
  });

  it('a changed `from` keeps the hash (from is not hashed) but fails the sender check, naming both addresses', () => {
    const raw = { ...record('eth_getTransactionByHash-type2'), from: '0x000000000000000000000000000000000000dead' };
    expect(check(raw, 'hash').status).toBe('pass');
    const sender = check(raw, 'sender');
    expect(sender.status).toBe('fail');
    expect(sender.result).toContain('0x000000000000000000000000000000000000dead');
    expect(sender.result).toContain((record('eth_getTransactionByHash-type2').from as string).toLowerCase());
  });

  it('a flipped yParity fails the hash and recovers someone else', () => {
    const raw = { ...record('eth_getTransactionByHash-type2'), yParity: '0x0', v: '0x0' };
    expect(check(raw, 'hash').status).toBe('fail');
    expect(check(raw, 'sender').status).toBe('fail');
  });

  it('a legacy v for another chain (EIP-155) fails both checks', () => {
    const raw = { ...record('bsc-system-tx'), v: '0x94' };
    expect(check(raw, 'hash').status).toBe('fail');
    expect(check(raw, 'sender').status).toBe('fail');
  });

  it('a changed blob versioned hash fails the hash check', () => {
    const raw = record('get-blob-tx');
    const hashes = [...(raw.blobVersionedHashes as string[])];
    hashes[0] = `0x01${'00'.repeat(31)}`;
    expect(check({ ...raw, blobVersionedHashes: hashes }, 'hash').status).toBe('fail');
  });

  it('a changed authorization fails the hash check and changes the recovered authority', () => {
    const raw = record('get-setcode-tx');
    const list = raw.authorizationList as Raw[];
    const tampered = { ...raw, authorizationList: [{ ...list[0], nonce: '0x1' }] };
    expect(check(tampered, 'hash').status).toBe('fail');
    expect(check(tampered, 'authority-0').result).not.toContain('0xeda8645ba6948855e3b3cd596bbb07596d59c603');
  });

  it('a changed deposit mint fails the hash check, naming the deposit’s field set', () => {
    const raw = { ...record('op-mainnet-deposit-tx'), mint: '0x1' };
    const hash = check(raw, 'hash');
    expect(hash.status).toBe('fail');
    expect(hash.result).toContain('sourceHash, from, to, mint, value, gas, isSystemTx, input');
  });

  it('a changed deposit sender fails the hash check (a deposit hashes `from`)', () => {
    const raw = { ...record('op-mainnet-deposit-tx'), from: '0x000000000000000000000000000000000000dead' };
    expect(check(raw, 'hash').status).toBe('fail');
  });

  it('a deposit marked as a system transaction hashes differently', () => {
    const raw = { ...record('op-mainnet-deposit-tx'), isSystemTx: true };
    expect(check(raw, 'hash').status).toBe('fail');
  });

  it('a failing answer gives the verdict "failed"', () => {
    const raw = { ...record('mainnet-type1'), value: '0x1' };
    expect(verdict(verifyTransaction(parseTransaction(raw), null))).toBe('failed');
  });
});

describe('what cannot be checked', () => {
  it('an unknown type is not checked, and says why', () => {
    const raw = { ...record('eth_getTransactionByHash-type2'), type: '0x5' };
    const v = verifyTransaction(parseTransaction(raw), null);
    expect(v.checks.map((c) => c.status)).toEqual(['unavailable', 'unavailable']);
    expect(v.checks[0]!.result).toMatch(/type 0x5 is not an encoding Hexray knows \(the network is unknown\)/);
    // nothing was compared: "cannot be checked", never "failed", and not "partly verified" either
    expect(verdict(v)).toBe('unchecked');
  });

  it('on an unknown network, a number only one network defines is read as that network’s, as its label names it', () => {
    const raw = { ...record('eth_getTransactionByHash-type2'), type: '0x64' };
    const v = verifyTransaction(parseTransaction(raw), null);
    expect(v.checks[0]!.result).toMatch(
      /type 0x64 is one of Arbitrum’s: its hash covers fields the answer does not carry/,
    );
    expect(verdict(v)).toBe('unchecked');
  });

  it('a typed answer missing a hashed field names it', () => {
    const { maxFeePerGas: _, ...raw } = record('eth_getTransactionByHash-type2');
    const result = transactionEnvelope(parseTransaction(raw), null);
    expect(result).toEqual({ ok: false, reason: 'the answer has no `maxFeePerGas`, which this type hashes' });
  });

  it('a legacy v that is neither 27/28 nor EIP-155 is not checked', () => {
    const raw = { ...record('bsc-system-tx'), v: '0x1' };
    expect(check(raw, 'hash')).toMatchObject({ status: 'unavailable' });
    expect(check(raw, 'hash').result).toMatch(/v is 0x1/);
  });

  it('a deposit without a sourceHash is not checked', () => {
    const { sourceHash: _, ...raw } = record('op-mainnet-deposit-tx');
    expect(check(raw, 'hash').result).toMatch(/sourceHash/);
  });
});

/** Answers recorded from other networks (test/fixtures/recorded/, each names its source). */
const network = (name: string): Raw =>
  (JSON.parse(readFileSync(`test/fixtures/recorded/${name}.json`, 'utf8')) as { result: Raw }).result;
const statuses = (raw: Raw, dialect: Parameters<typeof verifyTransaction>[1]) =>
  verifyTransaction(parseTransaction(raw), dialect).checks.map((c) => [c.id, c.status]);

const PASS = [
  ['hash', 'pass'],
  ['sender', 'pass'],
];

/** What the Celo transactions below sign: a throwaway key, Celo mainnet. */
const CELO_KEY = `0x${'07'.repeat(32)}` as const;
const CELO_SIGNER = privateKeyToAccount(CELO_KEY);
const CELO_CALL = {
  chainId: 42220,
  nonce: 10,
  gas: 1_000_000n,
  to: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
  value: 100_000_000n,
  data: '0x12345678',
} as const;
const CUSD = '0x765de816845861e75a25fca122bb6898b8b1282a';

/** An integer as an RLP item: big-endian without leading zeros, zero as no bytes at all. */
const rlpInt = (n: bigint): Hex => {
  const digits = n === 0n ? '' : n.toString(16);
  return `0x${digits.length % 2 === 1 ? '0' : ''}${digits}`;
};

/** The answer fields every signed transaction has, read back from viem's serialization. */
function answerOf(serialized: Hex): Raw {
  const t = decodeSerialized(serialized);
  return {
    hash: keccak256(serialized),
    from: CELO_SIGNER.address.toLowerCase(),
    blockHash: null,
    blockNumber: null,
    transactionIndex: null,
    chainId: numberToHex(CELO_CALL.chainId),
    nonce: numberToHex(CELO_CALL.nonce),
    gas: numberToHex(CELO_CALL.gas),
    to: CELO_CALL.to,
    value: numberToHex(CELO_CALL.value),
    input: CELO_CALL.data,
    // EIP-155: chainId × 2 + 35 + yParity
    v: numberToHex(BigInt(CELO_CALL.chainId) * 2n + 35n + BigInt(t.yParity!)),
    r: t.r,
    s: t.s,
  };
}

/**
 * A Celo legacy transaction signed here, built as celo-blockchain does (not with Hexray's code):
 * rlp[nonce, gasPrice, gas, feeCurrency, gatewayFeeRecipient, gatewayFee, to, value, data, v, r, s],
 * EIP-155 signing over the same list ending in chainId, 0, 0; a null address is the empty string.
 */
async function celoLegacy(fees: { feeCurrency: Hex | null; gatewayFeeRecipient: Hex | null; gatewayFee: bigint }) {
  const chainId = BigInt(CELO_CALL.chainId);
  const gasPrice = 100_000n;
  const base: Hex[] = [
    rlpInt(BigInt(CELO_CALL.nonce)),
    rlpInt(gasPrice),
    rlpInt(CELO_CALL.gas),
    fees.feeCurrency ?? '0x',
    fees.gatewayFeeRecipient ?? '0x',
    rlpInt(fees.gatewayFee),
    CELO_CALL.to,
    rlpInt(CELO_CALL.value),
    CELO_CALL.data,
  ];
  const signature = await sign({
    hash: keccak256(toRlp([...base, rlpInt(chainId), '0x', '0x'])),
    privateKey: CELO_KEY,
  });
  const v = chainId * 2n + 35n + BigInt(signature.yParity!);
  const signed = toRlp([...base, rlpInt(v), rlpInt(hexToBigInt(signature.r)), rlpInt(hexToBigInt(signature.s))]);
  return {
    hash: keccak256(signed),
    from: CELO_SIGNER.address.toLowerCase(),
    blockHash: null,
    blockNumber: null,
    transactionIndex: null,
    type: '0x0',
    chainId: numberToHex(chainId),
    nonce: numberToHex(CELO_CALL.nonce),
    gasPrice: numberToHex(gasPrice),
    gas: numberToHex(CELO_CALL.gas),
    feeCurrency: fees.feeCurrency,
    gatewayFeeRecipient: fees.gatewayFeeRecipient,
    gatewayFee: numberToHex(fees.gatewayFee),
    to: CELO_CALL.to,
    value: numberToHex(CELO_CALL.value),
    input: CELO_CALL.data,
    v: numberToHex(v),
    r: signature.r,
    s: signature.s,
    ethCompatible: false,
  } satisfies Raw;
}

describe('each network’s own encodings (the dialect of the resolved network decides)', () => {
  it('ZKsync L1 priority (0xff, no signature): cannot be checked, says why, never "failed"', () => {
    for (const dialect of ['zksync', null] as const) {
      const v = verifyTransaction(parseTransaction(network('zksync-priority-tx')), dialect);
      expect(verdict(v)).toBe('unchecked');
      expect(v.checks[0]!.result).toMatch(/^Not checked: type 0xff is ZKsync’s own: its hash is not keccak-256/);
    }
  });

  it('Celo legacy with feeCurrency and the gateway fee: the hash covers them, and the signature recovers to from', () => {
    for (const dialect of ['celo', null] as const) {
      expect(statuses(network('celo-legacy-tx'), dialect)).toEqual([
        ['hash', 'pass'],
        ['sender', 'pass'],
      ]);
    }
    const hash = check(network('celo-legacy-tx'), 'hash');
    expect(hash.inputs[0]!.value).toBe('Celo legacy, EIP-155 (chain 42220): rlp[…]');
    expect(hash.inputs[1]!.value).toBe(
      'nonce, gasPrice, gas, feeCurrency, gatewayFeeRecipient, gatewayFee, to, value, input, v, r, s',
    );
  });

  it('a Celo legacy answer paid in a fee currency with no gateway fee (recipient null, fee 0) checks out', async () => {
    const raw = await celoLegacy({ feeCurrency: CUSD, gatewayFeeRecipient: null, gatewayFee: 0n });
    for (const dialect of ['celo', null] as const) expect(statuses(raw, dialect)).toEqual(PASS);
    // a node may leave out the null fields: absent is hashed as null is
    const { gatewayFeeRecipient: _, ...withoutRecipient } = raw;
    expect(statuses(withoutRecipient, 'celo')).toEqual(PASS);
    expect(check(withoutRecipient, 'hash').inputs[1]!.value).toContain('gas, feeCurrency, gatewayFeeRecipient');
  });

  it('any one of the Celo fields marks a legacy answer as Celo’s (paid in CELO, the other fields left out)', async () => {
    const raw = await celoLegacy({ feeCurrency: null, gatewayFeeRecipient: null, gatewayFee: 0n });
    const { feeCurrency, gatewayFeeRecipient, gatewayFee, ...rest } = raw;
    for (const only of [{ feeCurrency }, { gatewayFeeRecipient }, { gatewayFee }])
      expect(statuses({ ...rest, ...only }, null), Object.keys(only)[0]).toEqual(PASS);
  });

  it('an Ethereum-compatible legacy transaction on Celo (ethCompatible) is hashed without the Celo fields', async () => {
    const serialized = await CELO_SIGNER.signTransaction({ type: 'legacy', ...CELO_CALL, gasPrice: 100_000n });
    const raw = {
      ...answerOf(serialized),
      type: '0x0',
      gasPrice: numberToHex(100_000n),
      feeCurrency: null,
      gatewayFeeRecipient: null,
      gatewayFee: '0x0',
      ethCompatible: true,
    };
    expect(statuses(raw, 'celo')).toEqual(PASS);
    expect(check(raw, 'hash').inputs[0]!.value).toBe('Legacy, EIP-155 (chain 42220): rlp[…]');
  });

  it('with the network unknown, a Celo CIP-64 or CIP-42 answer (it carries feeCurrency) is still checked', () => {
    for (const name of ['celo-cip64-tx', 'celo-cip42-tx']) expect(statuses(network(name), null), name).toEqual(PASS);
  });

  it('Celo CIP-64 (0x7b) and CIP-42 (0x7c): hash and sender check out on Celo', () => {
    for (const name of ['celo-cip64-tx', 'celo-cip42-tx', 'celo-mainnet-cip64-tx'])
      expect(statuses(network(name), 'celo'), name).toEqual([
        ['hash', 'pass'],
        ['sender', 'pass'],
      ]);
    // on a network that does not define them they are not checked, not failed
    expect(verdict(verifyTransaction(parseTransaction(network('celo-cip64-tx')), 'ethereum'))).toBe('unchecked');
  });

  it('Mantle deposit: verified with Mantle’s encoding (ethValue hashed); the OP-stack list gives another hash', () => {
    const raw = network('mantle-deposit-tx');
    expect(statuses(raw, 'mantle')).toEqual([
      ['hash', 'pass'],
      ['sender', 'info'],
    ]);
    expect(check(raw, 'hash').inputs[1]!.value).toBe(
      'sourceHash, from, to, mint, value, gas, isSystemTx, ethValue, input',
    );
    // what the old code did for every network: the OP-stack encoding, which is not Mantle's
    expect(statuses(raw, 'op-stack')[0]).toEqual(['hash', 'fail']);
  });

  it('Scroll L1 message: rebuilt byte for byte as scroll-tech/reth recorded it, and not taken for an OP deposit', () => {
    const raw = network('constructed-scroll-l1-message-tx');
    const built = transactionEnvelope(parseTransaction(raw), 'scroll');
    if (!built.ok) throw new Error(built.reason);
    // the EIP-2718 bytes scroll-tech/reth's test_eip2718_encode holds for L1 message 947883
    expect(bytesToHex(built.envelope.signed)).toBe(
      `0x7ef9015a830e76ab831e848094781e90f1c8fc4611c9b7497c3b47f99ef6969cbc80b90124${(raw.input as string).slice(2)}947885bcbd5cecef1336b5300fb5186a12ddd8c478`,
    );
    expect(statuses(raw, 'scroll')).toEqual([
      ['hash', 'pass'],
      ['sender', 'info'],
    ]);
    expect(check(raw, 'sender').result).toMatch(/^An L1 message has no signature/);
    // On an OP-stack network the same answer lacks a deposit's sourceHash: not checked, not "failed".
    expect(statuses(raw, 'op-stack')).toEqual([
      ['hash', 'unavailable'],
      ['sender', 'unavailable'],
    ]);
  });

  it('Arbitrum internal (0x6a): keccak-256 of 0x6a ‖ rlp[chainId, input]; a system transaction with no signer', () => {
    const raw = network('arbitrum-internal-tx');
    expect(statuses(raw, 'arbitrum')).toEqual([
      ['hash', 'pass'],
      ['sender', 'info'],
    ]);
    expect(check(raw, 'sender').result).toMatch(/^A system transaction made by ArbOS itself/);
    expect(verdict(verifyTransaction(parseTransaction({ ...raw, type: '0x68' }), 'arbitrum'))).toBe('unchecked');
  });

  it('0x7e on a network that defines none (Ethereum, BSC, Arbitrum, ZKsync): cannot be checked, never "failed"', () => {
    for (const name of ['mantle-deposit-tx', 'op-mainnet-deposit-tx', 'constructed-scroll-l1-message-tx'])
      for (const dialect of ['ethereum', 'arbitrum', 'zksync'] as const) {
        const v = verifyTransaction(parseTransaction(network(name)), dialect);
        expect(verdict(v), `${name} on ${dialect}`).toBe('unchecked');
        expect(v.checks[0]!.result).toBe(
          'Not checked: type 0x7e is not a type this network defines, so there is no encoding to check it with.',
        );
      }
  });

  it('0x7e on an unknown network: told apart by the fields only one kind carries, each verified with its own encoding', () => {
    for (const name of ['mantle-deposit-tx', 'op-mainnet-deposit-tx', 'constructed-scroll-l1-message-tx'])
      expect(verdict(verifyTransaction(parseTransaction(network(name)), null)), name).toBe('verified');
    expect(check(network('mantle-deposit-tx'), 'hash').inputs[0]!.value).toBe('Mantle deposit: 0x7e ‖ rlp[…]');
    expect(check(network('constructed-scroll-l1-message-tx'), 'hash').inputs[0]!.value).toBe(
      'Scroll L1 message: 0x7e ‖ rlp[…]',
    );
  });

  it('an answer without accessList (some nodes omit an empty one) is verified: absent is the empty list', () => {
    const raw = network('constructed-type2-without-accesslist');
    const v = verifyTransaction(parseTransaction(raw), null);
    expect(verdict(v)).toBe('verified');
    expect(v.checks[0]!.result).toContain('The answer has no accessList: hashed as the empty list');
  });
});
