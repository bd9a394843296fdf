import { describe, expect, it } from 'vitest';
import { rangeRefusal } from '../../../src/domain/activity/range-refusal.ts';

// the providers' own words, each from a public report of a real answer
const REFUSALS: [string, string, { count: bigint; of: 'logs' | 'blocks' } | null][] = [
  // geth; Infura's documented -32005 (docs.infura.io, eth_getLogs constraints)
  ['geth/Infura', 'query returned more than 10000 results', { count: 10000n, of: 'logs' }],
  ['Infura', 'query timeout exceeded', null],
  // Infura's live range cap (INFURA/infura#237)
  ['Infura live', 'range 1000000 exceeds limit of 10000', { count: 10000n, of: 'blocks' }],
  // Alchemy (bancorprotocol/webapp#523, BobTheBuidler/dank_mids#772)
  ['Alchemy', 'Log response size exceeded. Please reduce query block range.', null],
  [
    'Alchemy',
    'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response.',
    { count: 2000n, of: 'blocks' },
  ],
  [
    'Alchemy',
    'You can make eth_getLogs requests with up to a 500 block range. Based on your parameters, this block range should work: [0x123c9b2, 0x123cba5]',
    { count: 500n, of: 'blocks' },
  ],
  // QuickNode, -32614 over HTTP 413 (OffchainLabs/arbitrum-sdk#609)
  ['QuickNode', 'eth_getLogs is limited to a 10,000 range', { count: 10000n, of: 'blocks' }],
  // erigon --rpc.blockrange.limit / --rpc.logs.maxresults (erigontech/erigon#19721)
  ['erigon', 'query block range exceeds server limit, narrow your filter: 1000', { count: 1000n, of: 'blocks' }],
  ['erigon', 'query returns too many logs, narrow your filter: 20000', { count: 20000n, of: 'logs' }],
  // cdk-erigon (0xPolygon/cdk-erigon#1706)
  ['cdk-erigon', 'block range too large, max range: 1000', { count: 1000n, of: 'blocks' }],
  // reth (paradigmxyz/reth#23810)
  ['reth', 'query exceeds max results 20000, retry with the range 25766988-25775072', { count: 20000n, of: 'logs' }],
  // BSC-style geth forks
  ['BSC fork', 'exceed maximum block range: 5000', { count: 5000n, of: 'blocks' }],
  // scroll's geth (scroll-tech/go-ethereum#529); morph (enviodev/hyperindex#605); Candle; Tenderly
  ['scroll', 'block range is bigger than maxBlockRange', null],
  [
    'morph',
    'block range is larger than max block range, block range = 5120, max block range = 5000',
    { count: 5000n, of: 'blocks' },
  ],
  ['Candle', 'block range too high', null],
  ['Tenderly', 'range 9009594 is bigger than range limit 2000', { count: 2000n, of: 'blocks' }],
];

describe('a refused eth_getLogs range, in every provider’s words', () => {
  it.each(REFUSALS)('%s: “%s”', (_, said, limit) => {
    expect(rangeRefusal(said)).toEqual({ limit });
  });

  it('is not “method not found”, a rate limit, a bad key or a malformed range', () => {
    for (const said of [
      'the method eth_getLogs does not exist/is not available',
      'Method not found',
      'project ID request rate exceeded',
      'invalid project id',
      'invalid block range params',
      'header not found',
    ])
      expect(rangeRefusal(said), said).toBeNull();
  });
});
