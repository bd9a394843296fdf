import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chainIdFromLegacyV,
  NETWORKS,
  networkByChainId,
  networkFromUrl,
} from '../../../src/domain/network/networks.ts';
import {
  parseNetworkChoice,
  resolveNetwork,
  type NetworkClues,
  describeNetworkSource,
  serializeNetworkChoice,
  transactionChainId,
  type NetworkSource,
} from '../../../src/domain/network/resolve-network.ts';
import { parseTransaction } from '../../../src/domain/transaction.ts';

describe('network registry', () => {
  it('names the networks the provider serves, with their native currency', () => {
    expect(networkByChainId(204n)).toMatchObject({ name: 'opBNB Mainnet', symbol: 'BNB', family: 'op-stack' });
    expect(networkByChainId(5611n)).toMatchObject({ name: 'opBNB Testnet', family: 'op-stack' });
    expect(networkByChainId(56n)).toMatchObject({ name: 'BNB Smart Chain', symbol: 'BNB' });
    expect(networkByChainId(137n)?.symbol).toBe('POL');
    expect(networkByChainId(43114n)?.symbol).toBe('AVAX');
    expect(networkByChainId(10n)?.family).toBe('op-stack');
    expect(networkByChainId(8453n)?.family).toBe('op-stack');
    expect(networkByChainId(31337n)).toMatchObject({ name: 'Local chain 31337 (anvil/Hardhat)', family: 'devnet' });
    expect(networkByChainId(999_999n)).toBeNull();
  });

  it('has one entry per chain id and per host name', () => {
    expect(new Set(NETWORKS.map((n) => n.chainId)).size).toBe(NETWORKS.length);
    const hosts = NETWORKS.flatMap((n) => n.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('reads the network from the provider host name, and from nothing else', () => {
    expect(networkFromUrl('https://opbnb-mainnet.infura.io')?.chainId).toBe(204n);
    expect(networkFromUrl('wss://base-sepolia.infura.io/ws/v3/k')?.chainId).toBe(84532n);
    expect(networkFromUrl('https://mainnet.infura.io/v3/k')?.chainId).toBe(1n);
    expect(networkFromUrl('https://mainnet.example.com')).toBeNull();
    expect(networkFromUrl('http://127.0.0.1:8545')).toBeNull();
    expect(networkFromUrl('not a url')).toBeNull();
  });

  it('recovers the chain id an EIP-155 legacy signature carries in v', () => {
    expect(chainIdFromLegacyV(0x93n)).toBe(56n); // BSC
    expect(chainIdFromLegacyV(0x25n)).toBe(1n);
    expect(chainIdFromLegacyV(27n)).toBeNull();
    expect(chainIdFromLegacyV(null)).toBeNull();
  });
});

describe('resolveNetwork', () => {
  const none: NetworkClues = {
    endpointUrl: null,
    devnet: false,
    endpointChainId: null,
    transactionChainId: null,
    seenChainId: null,
    choice: { kind: 'auto' },
  };
  it('the host name wins over the transaction and the settings', () => {
    const r = resolveNetwork({
      ...none,
      endpointUrl: 'https://opbnb-mainnet.infura.io',
      transactionChainId: 1n,
      choice: { kind: 'chain', chainId: 10n },
    });
    expect(r).toMatchObject({ source: 'host', network: { symbol: 'BNB', chainId: 204n } });
  });
  it('then the endpoint’s eth_chainId, then the transaction’s chain id, then one seen on the endpoint, then the choice', () => {
    const all: NetworkClues = {
      ...none,
      endpointChainId: 204n,
      transactionChainId: 10n,
      seenChainId: 56n,
      choice: { kind: 'chain', chainId: 1n },
    };
    expect(resolveNetwork(all)).toMatchObject({ source: 'chainId', chainId: 204n, network: { name: 'opBNB Mainnet' } });
    expect(resolveNetwork({ ...all, endpointChainId: null })).toMatchObject({ source: 'transaction', chainId: 10n });
    expect(resolveNetwork({ ...all, endpointChainId: null, transactionChainId: null })).toMatchObject({
      source: 'seen',
      chainId: 56n,
    });
    expect(resolveNetwork({ ...none, choice: { kind: 'chain', chainId: 8453n } })).toMatchObject({
      source: 'settings',
      network: { name: 'Base' },
    });
  });
  it('a snapshot’s chain comes after what the endpoint says, before the transaction’s own, and is said to be the snapshot’s', () => {
    expect(resolveNetwork({ ...none, snapshotChainId: 204n, transactionChainId: 204n })).toEqual({
      network: networkByChainId(204n),
      chainId: 204n,
      source: 'snapshot',
    });
    // a snapshot naming another chain than its transaction is signed for: noted, as for an endpoint
    expect(resolveNetwork({ ...none, snapshotChainId: 204n, transactionChainId: 1n })).toMatchObject({
      source: 'snapshot',
      transactionDisagrees: 1n,
    });
    expect(resolveNetwork({ ...none, snapshotChainId: null, transactionChainId: 10n })).toMatchObject({
      source: 'transaction',
      chainId: 10n,
    });
  });
  it('the host name still wins over eth_chainId', () => {
    expect(
      resolveNetwork({ ...none, endpointUrl: 'https://base-mainnet.infura.io', endpointChainId: 8453n }),
    ).toMatchObject({ source: 'host', chainId: 8453n });
  });
  it('a transaction signed for another chain than the endpoint’s is noted, never silently taken', () => {
    expect(resolveNetwork({ ...none, endpointChainId: 204n, transactionChainId: 1n })).toEqual({
      network: networkByChainId(204n),
      chainId: 204n,
      source: 'chainId',
      transactionDisagrees: 1n,
    });
    expect(
      resolveNetwork({ ...none, endpointUrl: 'https://opbnb-mainnet.infura.io', transactionChainId: 56n }),
    ).toMatchObject({ source: 'host', transactionDisagrees: 56n });
    // agreeing, or a transaction that names no chain (a deposit): nothing to note
    expect(resolveNetwork({ ...none, endpointChainId: 204n, transactionChainId: 204n })).not.toHaveProperty(
      'transactionDisagrees',
    );
    expect(resolveNetwork({ ...none, endpointChainId: 204n })).not.toHaveProperty('transactionDisagrees');
    // the transaction's own chain id, or one seen earlier, is no endpoint's word to disagree with
    expect(resolveNetwork({ ...none, seenChainId: 56n, transactionChainId: 10n })).not.toHaveProperty(
      'transactionDisagrees',
    );
    expect(
      resolveNetwork({ ...none, transactionChainId: 10n, choice: { kind: 'chain', chainId: 1n } }),
    ).not.toHaveProperty('transactionDisagrees');
  });
  it('nothing known, or "unknown network" chosen → no network (amounts in native units)', () => {
    expect(resolveNetwork(none)).toEqual({ network: null, chainId: null, source: 'none' });
    expect(resolveNetwork({ ...none, choice: { kind: 'unknown' } })).toEqual({
      network: null,
      chainId: null,
      source: 'settings',
    });
  });
  it('a chain id the registry does not list is kept, with no network', () => {
    expect(resolveNetwork({ ...none, transactionChainId: 999n })).toEqual({
      network: null,
      chainId: 999n,
      source: 'transaction',
    });
  });
  it('parses a stored choice, anything odd meaning "detect"', () => {
    expect(parseNetworkChoice('204')).toEqual({ kind: 'chain', chainId: 204n });
    expect(parseNetworkChoice('unknown')).toEqual({ kind: 'unknown' });
    expect(parseNetworkChoice('<script>')).toEqual({ kind: 'auto' });
    expect(parseNetworkChoice(null)).toEqual({ kind: 'auto' });
  });
});

describe('resolveNetwork on the devnet', () => {
  const devnet: NetworkClues = {
    endpointUrl: 'http://127.0.0.1:8545',
    devnet: true,
    endpointChainId: null,
    transactionChainId: null,
    seenChainId: null,
    choice: { kind: 'chain', chainId: 1n },
  };
  it('a chain id the transaction carries still wins; without one the devnet preset names it before the settings', () => {
    expect(resolveNetwork({ ...devnet, transactionChainId: 10n })).toMatchObject({
      source: 'transaction',
      network: { name: 'OP Mainnet' },
    });
    expect(resolveNetwork(devnet)).toMatchObject({
      source: 'devnet',
      chainId: 31337n,
      network: { name: 'Hexray devnet (anvil)' },
    });
  });
  it('chain 31337 is the devnet only where its preset says so: else any local node (anvil, Hardhat)', () => {
    for (const source of [
      { endpointChainId: 31337n },
      { transactionChainId: 31337n },
      { seenChainId: 31337n },
    ] as const) {
      expect(resolveNetwork({ ...devnet, ...source }).network?.name, JSON.stringify(Object.keys(source))).toBe(
        'Hexray devnet (anvil)',
      );
      expect(resolveNetwork({ ...devnet, ...source, devnet: false }).network?.name).toBe(
        'Local chain 31337 (anvil/Hardhat)',
      );
    }
    expect(resolveNetwork({ ...devnet, devnet: false, choice: { kind: 'chain', chainId: 31337n } })).toMatchObject({
      source: 'settings',
      network: { name: 'Local chain 31337 (anvil/Hardhat)', symbol: 'ETH' },
    });
    // a devnet preset on the opBNB flavour's chain does not make any 31337 node the devnet
    expect(resolveNetwork({ ...devnet, devnetChainId: 204n, endpointChainId: 31337n }).network?.name).toBe(
      'Local chain 31337 (anvil/Hardhat)',
    );
  });
  it('the opBNB flavour’s preset names opBNB, in BNB, for a deposit that carries no chain id', () => {
    expect(resolveNetwork({ ...devnet, devnetChainId: 204n })).toMatchObject({
      source: 'devnet',
      chainId: 204n,
      network: { name: 'opBNB Mainnet', symbol: 'BNB' },
    });
  });
});

describe('every network: its currency and the transaction dialect its types are read in', () => {
  it('native currency: MNT on Mantle, CELO on Celo, POL on Polygon, AVAX on Avalanche, BNB on BSC and opBNB, ETH elsewhere', () => {
    const expected: Record<string, string> = {
      Mantle: 'MNT',
      'Mantle Sepolia': 'MNT',
      Celo: 'CELO',
      'Celo Alfajores': 'CELO',
      'Polygon PoS': 'POL',
      'Polygon Amoy': 'POL',
      'Avalanche C-Chain': 'AVAX',
      'Avalanche Fuji': 'AVAX',
      'BNB Smart Chain': 'BNB',
      'BNB Smart Chain Testnet': 'tBNB',
      'opBNB Mainnet': 'BNB',
      'opBNB Testnet': 'tBNB',
    };
    for (const n of NETWORKS) expect(n.symbol, n.name).toBe(expected[n.name] ?? 'ETH');
  });

  it('each network’s own types come from its dialect', () => {
    const dialects = Object.fromEntries(NETWORKS.map((n) => [n.name, n.dialect]));
    expect(dialects).toMatchObject({
      'OP Mainnet': 'op-stack',
      Base: 'op-stack',
      'opBNB Mainnet': 'op-stack',
      Unichain: 'op-stack',
      Mantle: 'mantle',
      'Mantle Sepolia': 'mantle',
      Celo: 'celo',
      'Celo Alfajores': 'celo',
      Scroll: 'scroll',
      'ZKsync Era': 'zksync',
      'ZKsync Sepolia': 'zksync',
      'Arbitrum One': 'arbitrum',
      Linea: 'ethereum',
      'BNB Smart Chain': 'ethereum',
      'Local chain 31337 (anvil/Hardhat)': 'ethereum',
    });
  });
});

describe('a chain id of 0 names no chain', () => {
  const clues: NetworkClues = {
    endpointUrl: 'https://rpc.example.com',
    devnet: false,
    endpointChainId: null,
    transactionChainId: null,
    seenChainId: null,
    choice: { kind: 'chain', chainId: 1n },
  };

  it('a pre-EIP-155 legacy answer with chainId 0x0 (some nodes send it) falls through to the next clue', () => {
    const raw = JSON.parse(readFileSync('test/fixtures/recorded/constructed-legacy-chainid-0.json', 'utf8')) as {
      result: unknown;
    };
    const tx = parseTransaction(raw.result);
    expect(tx.chainId).toBe(0n);
    expect(transactionChainId(tx)).toBeNull();
    const resolved = resolveNetwork({ ...clues, transactionChainId: transactionChainId(tx) });
    expect(resolved).toMatchObject({ source: 'settings', chainId: 1n });
    expect(resolved.network?.name).toBe('Ethereum Mainnet');
  });
});

const FAMILIES = ['ethereum', 'op-stack', 'bnb', 'arbitrum', 'zk-rollup', 'other-evm', 'devnet'];
/** Words that name a test network in the networks' own names. */
const TESTNET_NAME = /Sepolia|Testnet|Hoodi|Holesky|Amoy|Fuji|Alfajores|Local chain/;

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
    const sources: NetworkSource[] = [
      'host',
      'devnet',
      'transaction',
      'seen',
      'settings',
      'none',
      'chainId',
      'snapshot',
    ];
    const texts = sources.map((source) => describeNetworkSource({ network: null, chainId: null, source }));
    for (const text of texts) expect(text).toMatch(/^[a-z]/);
    expect(new Set(texts).size).toBe(sources.length);
    expect(texts[0]).toContain('host name');
    expect(texts[1]).toContain('devnet');
    expect(texts[2]).toContain('transaction’s chain id');
    expect(texts[3]).toContain('transaction seen on this endpoint');
    expect(texts[4]).toContain('Settings');
    expect(texts[5]).toContain('choose it in Settings');
    expect(texts[6]).toBe('from the endpoint');
    // a snapshot's network is the link's word: no endpoint was asked, and Settings have no say
    expect(texts[7]).toBe('the snapshot names no network, nor does its transaction');
    expect(describeNetworkSource({ network: null, chainId: 10n, source: 'snapshot' })).toBe(
      'as the snapshot names it (the network it was fetched on)',
    );
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
