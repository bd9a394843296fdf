/**
 * The envelope of each transaction type: the fields hashed, in the order each EIP defines; the
 * field a type needs and the answer lacks, named; contract creations (no `to`); the edges of legacy v.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keccak256, parseTransaction as decodeSerialized } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseTransaction, type Transaction } from '../../../src/domain/transaction.ts';
import { transactionEnvelope } from '../../../src/domain/verify/transaction-envelope.ts';
import { verifyTransaction } from '../../../src/domain/verify/index.ts';

type Raw = Record<string, unknown>;
const record = (name: string): Raw =>
  (JSON.parse(readFileSync(`test/fixtures/verify/${name}.json`, 'utf8')) as { result: Raw }).result;
const tx = (name: string, change: Raw = {}): Transaction => parseTransaction({ ...record(name), ...change });
const envelope = (t: Transaction) => {
  const result = transactionEnvelope(t, null);
  if (!result.ok) throw new Error(result.reason);
  return result.envelope;
};
const reason = (t: Transaction) => {
  const result = transactionEnvelope(t, null);
  return result.ok ? 'ok' : result.reason;
};

describe('the fields each type hashes, in order', () => {
  it.each([
    ['mainnet-type0-first-eth-transfer', 'nonce, gasPrice, gas, to, value, input, v, r, s'],
    ['mainnet-type1', 'chainId, nonce, gasPrice, gas, to, value, input, accessList, yParity, r, s'],
    [
      'get-blob-tx',
      'chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, to, value, input, accessList, maxFeePerBlobGas, blobVersionedHashes, yParity, r, s',
    ],
    [
      'get-setcode-tx',
      'chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, to, value, input, accessList, authorizationList, yParity, r, s',
    ],
  ])('%s', (name, fields) => {
    expect(envelope(tx(name)).fields.join(', ')).toBe(fields);
  });

  it('a deposit names its encoding', () => {
    expect(envelope(tx('op-mainnet-deposit-tx')).encoding).toBe('OP-stack deposit: 0x7e ‖ rlp[…]');
  });
});

describe('a field the type hashes and the answer lacks is named', () => {
  it.each([
    ['mainnet-type1', 'chainId'],
    ['eth_getTransactionByHash-type2', 'maxPriorityFeePerGas'],
    ['get-blob-tx', 'maxFeePerBlobGas'],
    ['get-blob-tx', 'blobVersionedHashes'],
    ['get-setcode-tx', 'authorizationList'],
  ])('%s without %s', (name, field) => {
    const { [field]: _, ...raw } = record(name);
    expect(reason(parseTransaction(raw))).toBe(`the answer has no \`${field}\`, which this type hashes`);
  });

  it.each(['mainnet-type0-first-eth-transfer', 'mainnet-type1'])('%s without gasPrice', (name) => {
    expect(reason({ ...tx(name), gasPrice: null })).toBe('the answer has no `gasPrice`, which this type hashes');
  });

  it('a typed answer with neither yParity nor v lacks the parity', () => {
    const { yParity: _, ...noParity } = tx('eth_getTransactionByHash-type2');
    expect(reason({ ...noParity, v: null })).toBe('the answer has no `yParity`, which this type hashes');
  });

  it('an old node’s typed answer with only v uses it as the parity', () => {
    const { yParity: _, ...vOnly } = tx('eth_getTransactionByHash-type2');
    expect(vOnly.v).toBe(1n);
    expect(verifyTransaction(vOnly, null).checks.map((c) => c.status)).toEqual(['pass', 'pass']);
  });

  it('a legacy answer without v', () => {
    expect(reason({ ...tx('bsc-system-tx'), v: null })).toBe('the answer has no `v`, which this type hashes');
  });
});

describe('legacy v', () => {
  it('27/28: before EIP-155, no chain id', () => {
    expect(envelope(tx('mainnet-type0-first-eth-transfer'))).toMatchObject({
      encoding: 'Legacy before EIP-155: rlp[…]',
      legacyChainId: null,
      signature: { yParity: 1 },
    });
    expect(envelope({ ...tx('mainnet-type0-first-eth-transfer'), v: 27n }).signature).toMatchObject({ yParity: 0 });
  });

  it('35 and 36 are EIP-155 with chain id 0', () => {
    expect(envelope({ ...tx('bsc-system-tx'), v: 35n })).toMatchObject({
      legacyChainId: 0n,
      signature: { yParity: 0 },
    });
    expect(envelope({ ...tx('bsc-system-tx'), v: 36n })).toMatchObject({
      legacyChainId: 0n,
      signature: { yParity: 1 },
    });
    expect(reason({ ...tx('bsc-system-tx'), v: 34n })).toMatch(/^v is 0x22; a legacy signature has 27, 28/);
  });
});

describe('OP-stack deposit fields', () => {
  it('mint and isSystemTx may be absent or null (0 and false); anything else is not hashed', () => {
    for (const change of [{ mint: undefined }, { mint: null }, { isSystemTx: null }]) {
      const t = tx('op-mainnet-deposit-tx');
      expect(reason({ ...t, extra: { ...t.extra, ...change } })).toBe('ok');
    }
    const t = tx('op-mainnet-deposit-tx');
    expect(reason({ ...t, extra: { ...t.extra, mint: 'lots' } })).toBe('`mint` is not a hex quantity');
    expect(reason({ ...t, extra: { ...t.extra, isSystemTx: 'yes' } })).toBe('`isSystemTx` is not a boolean');
  });

  it('an absent mint is hashed as 0', () => {
    const t = tx('op-mainnet-deposit-tx');
    expect(t.extra.mint).toBe('0x0');
    const { mint: _, ...extra } = t.extra;
    expect(envelope({ ...t, extra }).signed).toEqual(envelope(t).signed);
  });
});

describe('a contract creation (no `to`)', () => {
  it('is hashed with an empty `to`, and its sender recovers', async () => {
    const account = privateKeyToAccount(`0x${'07'.repeat(32)}`);
    const fields = {
      type: 'eip1559',
      chainId: 1,
      nonce: 5,
      maxFeePerGas: 30n,
      maxPriorityFeePerGas: 2n,
      gas: 60_000n,
      value: 0n,
      data: '0x6000600055',
    } as const;
    const serialized = await account.signTransaction(fields);
    const signature = decodeSerialized(serialized);
    const answer = {
      type: '0x2',
      chainId: '0x1',
      nonce: '0x5',
      maxFeePerGas: '0x1e',
      maxPriorityFeePerGas: '0x2',
      gasPrice: '0x1e',
      gas: '0xea60',
      value: '0x0',
      input: '0x6000600055',
      to: null,
      accessList: [],
      hash: keccak256(serialized),
      from: account.address.toLowerCase(),
      blockHash: null,
      blockNumber: null,
      transactionIndex: null,
      yParity: `0x${signature.yParity!.toString(16)}`,
      v: `0x${signature.yParity!.toString(16)}`,
      r: signature.r!,
      s: signature.s!,
    };
    const v = verifyTransaction(parseTransaction(answer), null);
    expect(v.checks.map((c) => c.status)).toEqual(['pass', 'pass']);
  });
});

/** Answers recorded from other networks (test/fixtures/recorded/, each names its source). */
const network = (name: string, change: Raw = {}): Transaction =>
  parseTransaction({
    ...(JSON.parse(readFileSync(`test/fixtures/recorded/${name}.json`, 'utf8')) as { result: Raw }).result,
    ...change,
  });
const on = (dialect: Parameters<typeof transactionEnvelope>[1], t: Transaction) => {
  const result = transactionEnvelope(t, dialect);
  return result.ok ? result.envelope : result.reason;
};

describe('the fields each network’s own encoding hashes, in order, under its name', () => {
  it.each([
    [
      'celo',
      'celo-cip64-tx',
      'Celo CIP-64: 0x7b ‖ rlp[…]',
      'chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, to, value, input, accessList, feeCurrency, yParity, r, s',
    ],
    [
      'celo',
      'celo-cip42-tx',
      'Celo CIP-42: 0x7c ‖ rlp[…]',
      'chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, feeCurrency, gatewayFeeRecipient, gatewayFee, to, value, input, accessList, yParity, r, s',
    ],
    [
      'scroll',
      'constructed-scroll-l1-message-tx',
      'Scroll L1 message: 0x7e ‖ rlp[…]',
      'queueIndex, gas, to, value, input, sender',
    ],
    ['arbitrum', 'arbitrum-internal-tx', 'Arbitrum internal: 0x6a ‖ rlp[…]', 'chainId, input'],
  ] as const)('%s: %s', (dialect, name, encoding, fields) => {
    expect(on(dialect, network(name))).toMatchObject({ encoding, fields: fields.split(', ') });
  });

  it('a Mantle deposit names its encoding, and hashes ethTxValue last when the answer has one', () => {
    expect(on('mantle', network('mantle-deposit-tx'))).toMatchObject({
      encoding: 'Mantle deposit: 0x7e ‖ rlp[…]',
      fields: ['sourceHash', 'from', 'to', 'mint', 'value', 'gas', 'isSystemTx', 'ethValue', 'input'],
    });
    expect(on('mantle', network('mantle-deposit-tx', { ethTxValue: '0x5' }))).toMatchObject({
      fields: ['sourceHash', 'from', 'to', 'mint', 'value', 'gas', 'isSystemTx', 'ethValue', 'input', 'ethTxValue'],
    });
  });

  it('an envelope with nothing assumed carries no note (only an absent accessList gets one)', () => {
    for (const [dialect, t] of [
      [null, tx('mainnet-type0-first-eth-transfer')],
      [null, tx('eth_getTransactionByHash-type2')],
      ['arbitrum', network('arbitrum-internal-tx')],
      ['scroll', network('constructed-scroll-l1-message-tx')],
    ] as const)
      expect(on(dialect, t)).toMatchObject({ notes: [] });
  });
});

describe('a field a network’s encoding hashes and the answer lacks, or gives in the wrong form, is named', () => {
  it.each(['chainId', 'maxPriorityFeePerGas', 'maxFeePerGas', 'r', 's'])('Celo CIP-64 without %s', (field) => {
    expect(on('celo', network('celo-cip64-tx', { [field]: undefined }))).toBe(
      `the answer has no \`${field}\`, which this type hashes`,
    );
  });

  it('a Celo fee currency or gateway fee recipient that is not an address', () => {
    expect(on('celo', network('celo-cip42-tx', { feeCurrency: '0x2f25' }))).toBe(
      '`feeCurrency` is not a 20-byte address',
    );
    expect(on('celo', network('celo-cip42-tx', { gatewayFeeRecipient: 'nobody' }))).toBe(
      '`gatewayFeeRecipient` is not a 20-byte address',
    );
    expect(on('celo', network('celo-cip42-tx', { gatewayFee: 'ten' }))).toBe('`gatewayFee` is not a hex quantity');
  });

  it('an OP-stack deposit without its sourceHash', () => {
    const deposit = network('op-mainnet-deposit-tx');
    delete deposit.extra.sourceHash;
    expect(on('op-stack', deposit)).toBe('the answer has no 32-byte `sourceHash`, which a deposit hashes');
    // on an unknown network nothing then says which 0x7e it is
    expect(on(null, deposit)).toBe(
      'type 0x7e is a deposit or an L1 message depending on the network, which is unknown, and the answer carries neither a deposit’s sourceHash nor an L1 message’s queueIndex, so it cannot be checked here',
    );
  });

  it('a Scroll L1 message without its queue index or its L1 sender', () => {
    expect(on('scroll', network('constructed-scroll-l1-message-tx', { queueIndex: undefined }))).toBe(
      'the answer has no `queueIndex`, which this type hashes',
    );
    expect(on('scroll', network('constructed-scroll-l1-message-tx', { sender: undefined }))).toBe(
      'the answer has no 20-byte `sender`, which an L1 message hashes',
    );
  });

  it('an Arbitrum internal transaction without its chain id', () => {
    expect(on('arbitrum', network('arbitrum-internal-tx', { chainId: undefined }))).toBe(
      'the answer has no `chainId`, which this type hashes',
    );
  });
});

describe('a type with no encoding to check it by says why, in the network’s terms', () => {
  it('ZKsync’s 0x71 is named as ZKsync’s own even when the network is unknown', () => {
    expect(on(null, tx('eth_getTransactionByHash-type2', { type: '0x71' }))).toMatch(/^type 0x71 is ZKsync’s own/);
  });

  it('an Arbitrum type other than 0x6a is one of Arbitrum’s, whose hash covers fields the answer lacks', () => {
    expect(on('arbitrum', network('arbitrum-internal-tx', { type: '0x68' }))).toMatch(
      /^type 0x68 is one of Arbitrum’s/,
    );
  });

  it('Celo’s CIP-66 (0x7a) says so, on Celo and on an unknown network whose answer carries a feeCurrency', () => {
    const cip66 = network('celo-cip64-tx', { type: '0x7a' });
    const reason = 'type 0x7a is Celo’s CIP-66, whose encoding Hexray does not know yet, so it cannot be checked here';
    expect(on('celo', cip66)).toBe(reason);
    expect(on(null, cip66)).toBe(reason);
  });

  it('on an unknown network, Celo’s 0x7b is assumed only when the answer carries its feeCurrency', () => {
    const withoutCurrency = network('celo-cip64-tx');
    delete withoutCurrency.extra.feeCurrency;
    expect(on(null, withoutCurrency)).toBe(
      'type 0x7b is not an encoding Hexray knows (the network is unknown), so it cannot be checked here',
    );
    expect(transactionEnvelope(network('celo-cip64-tx'), null).ok).toBe(true);
  });

  it('on a known network the reason does not say the network is unknown', () => {
    expect(on('ethereum', tx('eth_getTransactionByHash-type2', { type: '0x64' }))).not.toContain('network is unknown');
  });

  it('Arbitrum’s 0x6a and Celo’s 0x7b are not checked on a network that does not define them', () => {
    expect(on('ethereum', network('arbitrum-internal-tx'))).toEqual(expect.any(String));
    expect(on('op-stack', network('celo-cip64-tx'))).toEqual(expect.any(String));
    // and a type Celo does not define is not taken for one of Celo's
    expect(on('celo', network('celo-cip64-tx', { type: '0x64' }))).toEqual(expect.any(String));
  });
});
