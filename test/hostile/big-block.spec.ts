/**
 * A hostile endpoint's block of 100,000 transactions: the block page shows its first page of 25,
 * reading those 25 transactions only, and its last page costs the same. The endpoint is a small
 * JSON-RPC server of this file (answering every read method, CORS allowed as a node does),
 * reached through the full-URL option.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectWithUrl, expect, test } from '../e2e/support/fixtures.ts';
import { printSummary, recordCase, summaryScope } from './support.ts';

summaryScope('e2e-hostile-big-block');

const TRANSACTIONS = 100_000;
const BLOCK_HASH = `0x${'bb'.repeat(32)}`;
const SENDER = `0x${'12'.repeat(20)}`;
const txHash = (index: number) => `0xa1${index.toString(16).padStart(62, '0')}`;

const bigBlock = {
  number: '0x10',
  hash: BLOCK_HASH,
  parentHash: `0x${'aa'.repeat(32)}`,
  timestamp: '0x6700a000',
  gasUsed: '0x1c9c380',
  gasLimit: '0x1c9c380',
  baseFeePerGas: '0x3b9aca00',
  miner: SENDER,
  size: '0x6acfc0',
  extraData: '0x',
  transactions: Array.from({ length: TRANSACTIONS }, (_, i) => txHash(i)),
};

function transactionAt(index: number) {
  return {
    hash: txHash(index),
    blockHash: BLOCK_HASH,
    blockNumber: '0x10',
    transactionIndex: `0x${index.toString(16)}`,
    from: SENDER,
    to: SENDER,
    gas: '0x5208',
    gasPrice: '0x3b9aca00',
    value: `0x${(index + 1).toString(16)}`,
    nonce: `0x${index.toString(16)}`,
    input: '0x',
    v: '0x25',
    r: '0x1',
    s: '0x2',
    type: '0x0',
    chainId: '0x1',
  };
}

/** Every call the server answered, by method. */
const calls = new Map<string, number>();
const transactionReads: number[] = [];

function answer(call: { id: unknown; method: string; params: unknown[] }): unknown {
  calls.set(call.method, (calls.get(call.method) ?? 0) + 1);
  const result = (value: unknown) => ({ jsonrpc: '2.0', id: call.id, result: value });
  switch (call.method) {
    case 'eth_chainId':
      return result('0x1');
    case 'eth_blockNumber':
      return result('0x10');
    case 'eth_getBlockByHash':
      return result(call.params[0] === BLOCK_HASH ? bigBlock : null);
    case 'eth_getBlockByNumber':
      return result(call.params[0] === '0x10' || call.params[0] === 'latest' ? bigBlock : null);
    case 'eth_getTransactionByBlockHashAndIndex': {
      const index = Number(BigInt(call.params[1] as string));
      transactionReads.push(index);
      return result(index < TRANSACTIONS ? transactionAt(index) : null);
    }
    case 'eth_getBalance':
    case 'eth_getTransactionCount':
      return result('0x0');
    case 'eth_getCode':
    case 'eth_call':
      return result('0x');
    default:
      return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'method not found' } };
  }
}

let server: Server;
let url = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'content-type',
      'Access-Control-Allow-Methods': 'POST',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as unknown;
      const reply = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed as never);
      res.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  printSummary('big-block.spec.ts');
});

test('a block of 100,000 transactions: page 1 shows 25 rows and reads 25 transactions; the last page as many', async ({
  page,
  consoleErrors,
}) => {
  await connectWithUrl(page, url);
  await recordCase('hostile answers', 'a block of 100,000 transactions, first page', async () => {
    transactionReads.length = 0;
    await page.goto(`/block/${BLOCK_HASH}`);
    await expect(page.getByTestId('block-tx-count')).toHaveText('100,000');
    await expect(page.getByTestId('block-page').first()).toHaveText('Page 1 of 4,000');
    const rows = page.getByTestId('block-tx');
    await expect(rows).toHaveCount(25);
    await expect(rows.last().getByTestId('block-tx-value')).toHaveAttribute('data-wei', '25');
    await expect(rows.first().getByTestId('block-tx-hash')).toHaveAttribute('data-value', txHash(0));
    // one page of reads, those of its rows, and the page still answers the keyboard
    expect([...new Set(transactionReads)].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    await page.getByRole('searchbox').fill('latest');
    await expect(page.getByRole('searchbox')).toHaveValue('latest');
  });

  await recordCase('hostile answers', 'a block of 100,000 transactions, last page', async () => {
    transactionReads.length = 0;
    await page.getByRole('link', { name: 'Last »' }).first().click();
    await expect(page).toHaveURL(`/block/${BLOCK_HASH}?page=4000`);
    const rows = page.getByTestId('block-tx');
    await expect(rows).toHaveCount(25);
    await expect(rows.last().getByTestId('block-tx-hash')).toHaveAttribute('data-value', txHash(TRANSACTIONS - 1));
    await expect(rows.last().getByTestId('block-tx-value')).toHaveAttribute('data-wei', String(TRANSACTIONS));
    expect([...new Set(transactionReads)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => TRANSACTIONS - 25 + i),
    );
  });

  await recordCase('hostile answers', 'a page beyond the block’s last', async () => {
    await page.goto(`/block/${BLOCK_HASH}?page=4001`);
    await expect(page.getByTestId('block-page-error')).toContainText(
      'There is no page 4,001: this block’s 100,000 transactions fill 4,000 pages.',
    );
    await expect(page.getByTestId('block-tx')).toHaveCount(0);
  });
  expect(consoleErrors).toEqual([]);
});
