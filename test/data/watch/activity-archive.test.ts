/**
 * An address's activity out of the archive (data/watch/activity-archive.ts), from the devnet's own
 * answers as the archive feed keeps them: a receipt gives the transfers to or from the address and
 * a transaction the transfer it sent or received; records of another network and endpoint, and
 * records that do not read, give nothing. And the archive finds a receipt by the address a token
 * went to, though the address appears only in its log's topics.
 */
import { inject, describe, expect, it } from 'vitest';
import { toArchiveRecord, type ArchiveEntry } from '../../../src/data/archive/archive-record.ts';
import { archivedActivityRows } from '../../../src/data/watch/activity-archive.ts';
import type { Address } from '../../../src/domain/hex.ts';
import { rpc } from '../../devnet/gateway-client.ts';

const manifest = inject('manifest');
const { activity } = manifest;
const account = activity.account.toLowerCase() as Address;
const HERE = { chain: '31337', endpoint: 'http://127.0.0.1/v3/<API_KEY>' };

const record = (kind: ArchiveEntry['kind'], key: string, result: unknown, chain = '31337', endpoint = HERE.endpoint) =>
  toArchiveRecord({ kind, chain, endpoint, key, result, fetchedAt: 1 }, 1);

describe('archivedActivityRows', () => {
  it('rebuilds the rows of the node’s own receipt and transaction', async () => {
    const receipt = (await rpc(manifest.nodeUrl, 'eth_getTransactionReceipt', [activity.erc20In.hash])).result;
    const transaction = (await rpc(manifest.nodeUrl, 'eth_getTransactionByHash', [activity.received.hash])).result;
    const rows = archivedActivityRows(
      [record('receipt', activity.erc20In.hash, receipt), record('transaction', activity.received.hash, transaction)],
      HERE,
      account,
    );
    expect(rows.map((row) => [row.kind, row.at.transactionHash, row.kind === 'event' ? null : row.direction])).toEqual([
      ['transfer', activity.erc20In.hash, 'in'],
      ['transaction', activity.received.hash, 'received'],
    ]);
    const transfer = rows[0]!;
    expect(transfer.kind === 'transfer' && transfer.movement.standard === 'ERC-20' && transfer.movement.amount).toBe(
      BigInt(activity.erc20In.amount),
    );
    expect(transfer.at.blockNumber).toBe(BigInt(activity.blockNumber));
  });

  it('gives nothing from another network’s endpoint, or from a record that does not read', async () => {
    const receipt = (await rpc(manifest.nodeUrl, 'eth_getTransactionReceipt', [activity.erc20In.hash])).result;
    const elsewhere = record('receipt', activity.erc20In.hash, receipt, '1', 'https://mainnet.example/v3/<API_KEY>');
    const broken = record('receipt', activity.erc20In.hash, { ...receipt, logs: 'not logs' });
    expect(archivedActivityRows([elsewhere, broken], HERE, account)).toEqual([]);
    // filed before the page named its network, by this very endpoint: kept
    const early = record('receipt', activity.erc20In.hash, receipt, 'unknown');
    expect(archivedActivityRows([early], HERE, account)).toHaveLength(1);
  });

  it('the archive finds a receipt by a transfer’s parties, not only its sender and emitters', async () => {
    const receipt = (await rpc(manifest.nodeUrl, 'eth_getTransactionReceipt', [activity.erc1155In.hash])).result;
    const kept = record('receipt', activity.erc1155In.hash, receipt);
    // TransferSingle(operator, from, to): the account is only the log's third topic
    expect(receipt.from.toLowerCase()).not.toBe(account);
    expect(kept.addresses).toContain(account);
  });
});
