/**
 * Every seeded transaction and receipt on the devnet, read through the gateway with Hexray's own
 * client, verifies in full; the EIP-7702 authority is the account that signed the authorization
 * (the seed's a8), and agrees with viem's recoverAuthorizationAddress as an independent oracle.
 */
import { recoverAuthorizationAddress } from 'viem/utils';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRpcClient } from '../../../src/rpc/index.ts';
import { scopedKey, setFault } from '../../devnet/gateway-client.ts';
import { recoverAuthority, verifyTransaction } from '../../../src/domain/verify/index.ts';
import { verifyReceipt } from '../../../src/domain/verify/verify-receipt.ts';
import { verdict } from '../../../src/domain/verify/check.ts';

const manifest = inject('manifest');
const client = createRpcClient({ base: manifest.base, apiKey: manifest.apiKey, transport: 'http' });
afterAll(() => client.close());

const { roles } = manifest;
const MINED = {
  'legacy (EIP-155)': roles.legacy,
  'EIP-2930': roles.accessList,
  'EIP-1559': roles.eip1559,
  'EIP-7702': roles.setCode,
  'contract creation': roles.creation,
  reverted: roles.reverted,
  'many logs': roles.manyLogs,
  'token transfer': roles.tokens.transfer,
  'token approval': roles.tokens.approval,
};

describe('the devnet’s seeded transactions verify in full', () => {
  it.each(Object.entries(MINED))('%s: hash and sender', async (_, role) => {
    const tx = await client.getTransactionByHash(role.hash);
    const v = verifyTransaction(tx!, null);
    expect(v.checks.filter((c) => c.id === 'hash' || c.id === 'sender').map((c) => [c.id, c.status])).toEqual([
      ['hash', 'pass'],
      ['sender', 'pass'],
    ]);
    expect(verdict(v)).toBe('verified');
  });

  it.each(Object.entries(MINED))('%s: receipt bloom and logs', async (_, role) => {
    const receipt = await client.getTransactionReceipt(role.hash);
    const v = verifyReceipt(receipt!, null);
    expect(v.checks.map((c) => c.status)).toEqual(['pass', 'pass', 'pass']);
  });

  it('the pending transaction verifies too (the signature does not need a block)', async () => {
    const tx = await client.getTransactionByHash(roles.pending.hash);
    expect(tx!.pending).toBe(true);
    expect(verdict(verifyTransaction(tx!, null))).toBe('verified');
  });

  it('each transaction of the multi-transaction block verifies, read by position', async () => {
    for (let i = 0; i < manifest.block.transactionCount; i++) {
      const tx = await client.getTransactionByBlockHashAndIndex(manifest.block.hash, BigInt(i));
      expect(verdict(verifyTransaction(tx!, null))).toBe('verified');
    }
  });

  it('the EIP-7702 authority is the signer of the authorization, as viem also recovers it', async () => {
    const tx = await client.getTransactionByHash(roles.setCode.hash);
    const auth = tx!.authorizationList![0]!;
    const found = recoverAuthority(auth);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const oracle = await recoverAuthorizationAddress({
      authorization: {
        chainId: Number(auth.chainId),
        address: auth.address,
        nonce: Number(auth.nonce),
        yParity: Number(auth.yParity),
        r: auth.r,
        s: auth.s,
      },
    });
    expect(found.authority).toBe(oracle.toLowerCase());
    expect(found.authority).toBe(manifest.accounts[8]!.toLowerCase());
  });

  it('an answer the gateway tampers with (value changed, hash kept) fails the hash and sender checks', async () => {
    const key = scopedKey(manifest, 'verify-tamper');
    const tampering = createRpcClient({ base: manifest.base, apiKey: key, transport: 'http' });
    try {
      await setFault(manifest, key, { kind: 'tamper', field: 'value', value: '0x1' });
      const tx = await tampering.getTransactionByHash(roles.eip1559.hash);
      expect(tx!.value).toBe(1n);
      const v = verifyTransaction(tx!, null);
      expect(v.checks.slice(0, 2).map((c) => c.status)).toEqual(['fail', 'fail']);
      expect(verdict(v)).toBe('failed');
    } finally {
      await setFault(manifest, key, null);
      tampering.close();
    }
  });

  it('a receipt whose bloom the gateway tampers with fails the bloom check', async () => {
    const key = scopedKey(manifest, 'verify-tamper-bloom');
    const tampering = createRpcClient({ base: manifest.base, apiKey: key, transport: 'http' });
    try {
      await setFault(manifest, key, { kind: 'tamper', field: 'logsBloom', value: `0x${'00'.repeat(256)}` });
      const receipt = await tampering.getTransactionReceipt(roles.tokens.transfer.hash);
      expect(verifyReceipt(receipt!, null).checks.map((c) => c.status)).toEqual(['fail', 'pass', 'pass']);
    } finally {
      await setFault(manifest, key, null);
      tampering.close();
    }
  });
});
