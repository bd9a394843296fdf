/**
 * Every seeded example is there, through the gateway, with the shape its role promises: what a
 * person opening the manifest's links would check.
 */
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, rpc } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const url = httpUrl(manifest);
const tx = async (hash: string) => (await rpc(url, 'eth_getTransactionByHash', [hash])).result;
const receipt = async (hash: string) => (await rpc(url, 'eth_getTransactionReceipt', [hash])).result;
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

describe('seeded roles', () => {
  const { roles } = manifest;

  it('has a legacy transaction signed with a chain id (EIP-155)', async () => {
    const t = await tx(roles.legacy.hash);
    expect(t.type).toBe('0x0');
    expect(BigInt(t.chainId ?? t.chainID)).toBe(BigInt(manifest.chainId));
    expect([BigInt(manifest.chainId) * 2n + 35n, BigInt(manifest.chainId) * 2n + 36n]).toContain(BigInt(t.v));
    expect(t.maxFeePerGas).toBeUndefined();
  });

  it('has an access-list transaction with a non-empty list', async () => {
    const t = await tx(roles.accessList.hash);
    expect(t.type).toBe('0x1');
    expect(t.accessList[0].address).toBe(roles.tokens.token);
    expect(t.accessList[0].storageKeys).toHaveLength(2);
  });

  it('has an EIP-1559 transaction with its fee caps', async () => {
    const t = await tx(roles.eip1559.hash);
    expect(t.type).toBe('0x2');
    expect(BigInt(t.maxFeePerGas)).toBeGreaterThanOrEqual(BigInt(t.maxPriorityFeePerGas));
    expect(Buffer.from(t.input.slice(2), 'hex').toString()).toBe('hexray!');
  });

  it('has an EIP-7702 transaction with a signed authorization', async () => {
    const t = await tx(roles.setCode.hash);
    expect(t.type).toBe('0x4');
    expect(t.authorizationList).toHaveLength(1);
    expect(t.authorizationList[0]).toMatchObject({
      chainId: expect.any(String),
      r: expect.any(String),
      s: expect.any(String),
    });
    expect((await receipt(roles.setCode.hash)).status).toBe('0x1');
  });

  it('has a blob transaction (EIP-4844): its versioned hash, a fee cap for blob gas, one blob of gas paid', async () => {
    const t = await tx(roles.blob.hash);
    expect(t.type).toBe('0x3');
    expect(t.blobVersionedHashes).toEqual(roles.blob.blobVersionedHashes);
    expect(t.blobVersionedHashes).toHaveLength(1);
    expect(t.blobVersionedHashes[0]).toMatch(/^0x01[0-9a-f]{62}$/); // version byte 0x01: a KZG commitment
    expect(BigInt(t.maxFeePerBlobGas)).toBeGreaterThan(0n);
    const r = await receipt(roles.blob.hash);
    expect(r.status).toBe('0x1');
    expect(BigInt(r.blobGasUsed)).toBe(131_072n); // one blob: 2^17 blob gas
  });

  it('has a contract creation: no receiver, the new address in the receipt', async () => {
    const t = await tx(roles.creation.hash);
    expect(t.to).toBeNull();
    const r = await receipt(roles.creation.hash);
    expect(r.contractAddress).toBe(roles.creation.contractAddress);
    expect(r.to).toBeNull();
  });

  it('has a reverted transaction (status 0x0)', async () => {
    const r = await receipt(roles.reverted.hash);
    expect(r.status).toBe('0x0');
    expect(r.logs).toEqual([]);
  });

  it('has token transfer and approval with their events', async () => {
    const transfer = await receipt(roles.tokens.transfer.hash);
    expect(transfer.logs).toHaveLength(1);
    expect(transfer.logs[0]).toMatchObject({
      address: roles.tokens.token,
      topics: [TRANSFER_TOPIC, expect.any(String), expect.any(String)],
    });
    const approval = await receipt(roles.tokens.approval.hash);
    expect(approval.logs[0]).toMatchObject({
      address: roles.tokens.token,
      topics: [APPROVAL_TOPIC, expect.any(String), expect.any(String)],
    });
  });

  it('has a transaction with at least 2,000 logs', async () => {
    const r = await receipt(roles.manyLogs.hash);
    expect(r.logs.length).toBe(roles.manyLogs.logCount);
    expect(r.logs.length).toBeGreaterThanOrEqual(2000);
    expect(r.logs[1999].logIndex).toBe(`0x${(1999).toString(16)}`);
  });

  it('has a pending transaction: null block fields and no receipt', async () => {
    const t = await tx(roles.pending.hash);
    expect(t).toMatchObject({ hash: roles.pending.hash, blockHash: null, blockNumber: null, transactionIndex: null });
    expect(await receipt(roles.pending.hash)).toBeNull();
  });

  it('records each mined role where the node has it', async () => {
    const mined = [
      roles.legacy,
      roles.accessList,
      roles.eip1559,
      roles.setCode,
      roles.creation,
      roles.reverted,
      roles.manyLogs,
      roles.tokens.transfer,
      roles.tokens.approval,
    ];
    for (const role of mined) {
      const t = await tx(role.hash);
      expect(t).toMatchObject({
        type: role.type,
        blockHash: role.blockHash,
        blockNumber: `0x${role.blockNumber!.toString(16)}`,
      });
    }
  });

  it('has a block with several transactions, walkable by index', async () => {
    expect(manifest.block.transactionCount).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < manifest.block.transactionCount; i++) {
      const t = (await rpc(url, 'eth_getTransactionByBlockHashAndIndex', [manifest.block.hash, `0x${i.toString(16)}`]))
        .result;
      expect(t).toMatchObject({ blockHash: manifest.block.hash, transactionIndex: `0x${i.toString(16)}` });
    }
    const past = await rpc(url, 'eth_getTransactionByBlockHashAndIndex', [
      manifest.block.hash,
      `0x${manifest.block.transactionCount.toString(16)}`,
    ]);
    expect(past.result).toBeNull();
  });
});

describe('seeded storage', () => {
  const variables = manifest.storage.variables;
  const read = async (slot: string) =>
    (await rpc(url, 'eth_getStorageAt', [manifest.storage.address, slot, 'latest'])).result as string;
  const word = (slot: string) => read(`0x${BigInt(slot).toString(16)}`);

  it('lists every case the storage view must explain', () => {
    const labels = variables.map((v) => v.label);
    for (const expected of [
      'uint8 small',
      'bool flag',
      'address owner',
      'uint256 count',
      'mapping(address => uint256) balances',
      'mapping(uint256 => bytes32) hashes',
      'mapping(string => uint256) scores',
      'mapping(address => mapping(address => uint256)) allowances',
      'uint256[] numbers',
      'uint64[] packedNumbers',
      'string shortText',
      'string longText',
    ]) {
      expect(labels).toContain(expected);
    }
    expect(variables.find((v) => v.members)?.members).toHaveLength(3);
  });

  it('packs uint8, bool and address in slot 0 at their offsets', async () => {
    const w = await word('0');
    expect(parseInt(w.slice(-2), 16)).toBe(42); // small, offset 0
    expect(parseInt(w.slice(-4, -2), 16)).toBe(1); // flag, offset 1
    expect(`0x${w.slice(-44, -4)}`).toBe(manifest.accounts[0]); // owner, offset 2
  });

  it('holds each listed word and mapping entry at its slot', async () => {
    for (const v of variables) {
      expect(await word(v.slot)).toBe(v.word);
      for (const entry of v.entries ?? []) {
        expect(await read(entry.slot)).toBe(entry.word);
      }
    }
    const balances = variables.find((v) => v.label.endsWith(' balances'))!;
    expect(BigInt(await read(balances.entries![0]!.slot))).toBe(BigInt(balances.entries![0]!.value));
  });

  it('stores the long string outside its slot, from keccak256(slot)', async () => {
    const long = variables.find((v) => v.label === 'string longText')!;
    const length = Buffer.byteLength(long.value!);
    expect(length).toBeGreaterThan(31);
    expect(BigInt(await word(long.slot))).toBe(BigInt(length * 2 + 1));
    const first = await read(long.dataSlot!);
    expect(Buffer.from(first.slice(2), 'hex').toString()).toBe(long.value!.slice(0, 32));
  });
});
