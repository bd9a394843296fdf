import { describe, expect, it } from 'vitest';
import { chainIdFromLegacyV, NETWORKS, networkByChainId, networkFromUrl } from '../../src/domain/networks.ts';
import {
  describeNetworkSource,
  parseNetworkChoice,
  serializeNetworkChoice,
  transactionChainId,
  type NetworkSource,
} from '../../src/domain/resolve-network.ts';

const FAMILIES = ['ethereum', 'op-stack', 'bnb', 'arbitrum', 'zk-rollup', 'other-evm', 'devnet'];
/** Words that name a test network in the networks' own names. */
const TESTNET_NAME = /Sepolia|Testnet|Hoodi|Holesky|Amoy|Fuji|Alfajores|devnet/;

describe('every network in the registry', () => {
  it('has a name, a ticker, 18 decimals and a known family', () => {
    expect(NETWORKS.length).toBe(35);
    for (const n of NETWORKS) {
      expect(n.name, String(n.chainId)).toMatch(/^[A-Za-z]/);
      expect(n.symbol, n.name).toMatch(/^t?[A-Z]{3,4}$/);
      expect(n.decimals, n.name).toBe(18);
      expect(FAMILIES, n.name).toContain(n.family);
      expect(networkByChainId(n.chainId), n.name).toBe(n);
    }
  });

  it('is a testnet exactly when its name says so', () => {
    for (const n of NETWORKS) expect(n.testnet, n.name).toBe(TESTNET_NAME.test(n.name));
  });

  it('is named by its provider host, <slug>.infura.io, except the devnet, which has none', () => {
    for (const n of NETWORKS) {
      if (n.family === 'devnet') {
        expect(n.hosts).toEqual([]);
        continue;
      }
      expect(n.hosts.length, n.name).toBe(1);
      expect(n.hosts[0], n.name).toMatch(/^[a-z]+(-[a-z]+)?$/);
      expect(networkFromUrl(`https://${n.hosts[0]}.infura.io`), n.name).toBe(n);
    }
  });

  it('tickers and families of the main networks', () => {
    expect(networkByChainId(1n)).toMatchObject({ name: 'Ethereum Mainnet', symbol: 'ETH', family: 'ethereum' });
    expect(networkByChainId(97n)).toMatchObject({ symbol: 'tBNB', family: 'bnb', testnet: true });
    expect(networkByChainId(42161n)).toMatchObject({ name: 'Arbitrum One', family: 'arbitrum' });
    expect(networkByChainId(5000n)).toMatchObject({ symbol: 'MNT', family: 'op-stack' });
    expect(networkByChainId(42220n)).toMatchObject({ symbol: 'CELO', family: 'op-stack' });
    expect(networkByChainId(324n)?.family).toBe('zk-rollup');
  });
});

describe('networkFromUrl only trusts the provider’s own host', () => {
  it('a two-label host is not a provider subdomain', () => {
    expect(networkFromUrl('https://infura.io')).toBeNull();
    expect(networkFromUrl('https://mainnet.infura.com')).toBeNull();
    expect(networkFromUrl('https://mainnet.evil.io')).toBeNull();
    expect(networkFromUrl('https://unknown-slug.infura.io')).toBeNull();
  });
  it('reads the host case-insensitively', () => {
    expect(networkFromUrl('https://BASE-MAINNET.Infura.IO/v3/k')?.chainId).toBe(8453n);
  });
});

describe('EIP-155 v', () => {
  it('v 37 is chain 1; below that no chain id (27/28 predate EIP-155, 35/36 would be chain 0)', () => {
    expect(chainIdFromLegacyV(37n)).toBe(1n);
    expect(chainIdFromLegacyV(36n)).toBeNull();
    expect(chainIdFromLegacyV(28n)).toBeNull();
  });
});

describe('the network choice and where the guess came from', () => {
  it('each source has its own description; "none" sends the user to Settings', () => {
    const sources: NetworkSource[] = ['host', 'devnet', 'transaction', 'endpoint', 'settings', 'none'];
    const texts = sources.map((source) => describeNetworkSource({ network: null, chainId: null, source }));
    for (const text of texts) expect(text).toMatch(/^[a-z]/);
    expect(new Set(texts).size).toBe(sources.length);
    expect(texts[0]).toContain('host name');
    expect(texts[1]).toContain('devnet');
    expect(texts[2]).toContain('transaction’s chain id');
    expect(texts[3]).toContain('this endpoint');
    expect(texts[4]).toContain('Settings');
    expect(texts[5]).toContain('choose it in Settings');
  });

  it('a stored choice survives the round trip', () => {
    for (const choice of [{ kind: 'auto' }, { kind: 'unknown' }, { kind: 'chain', chainId: 204n }] as const) {
      expect(parseNetworkChoice(serializeNetworkChoice(choice))).toEqual(choice);
    }
    expect(serializeNetworkChoice({ kind: 'chain', chainId: 8453n })).toBe('8453');
    expect(serializeNetworkChoice({ kind: 'unknown' })).toBe('unknown');
  });

  it('only a whole decimal chain id of at most 12 digits is a choice', () => {
    expect(parseNetworkChoice('x10')).toEqual({ kind: 'auto' });
    expect(parseNetworkChoice('10x')).toEqual({ kind: 'auto' });
    expect(parseNetworkChoice('123456789012')).toEqual({ kind: 'chain', chainId: 123456789012n });
    expect(parseNetworkChoice('1234567890123')).toEqual({ kind: 'auto' });
  });

  it('the chain id a transaction names: its chainId, else the EIP-155 v of a legacy transaction only', () => {
    expect(transactionChainId({ chainId: 10n, type: 2n, v: 1n })).toBe(10n);
    expect(transactionChainId({ chainId: 10n, type: 0n, v: 0x93n })).toBe(10n);
    expect(transactionChainId({ chainId: null, type: 0n, v: 0x93n })).toBe(56n);
    expect(transactionChainId({ chainId: null, type: 1n, v: 0x93n })).toBeNull();
  });
});
