import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chainIdFromLegacyV, NETWORKS, networkByChainId, networkFromUrl } from '../../src/domain/networks.ts';
import {
  parseNetworkChoice,
  resolveNetwork,
  transactionChainId,
  type NetworkClues,
} from '../../src/domain/resolve-network.ts';
import { parseTransaction } from '../../src/domain/transaction.ts';

describe('network registry', () => {
  it('names the networks the provider serves, with their native currency', () => {
    expect(networkByChainId(204n)).toMatchObject({ name: 'opBNB Mainnet', symbol: 'BNB', family: 'op-stack' });
    expect(networkByChainId(5611n)).toMatchObject({ name: 'opBNB Testnet', family: 'op-stack' });
    expect(networkByChainId(56n)).toMatchObject({ name: 'BNB Smart Chain', symbol: 'BNB' });
    expect(networkByChainId(137n)?.symbol).toBe('POL');
    expect(networkByChainId(43114n)?.symbol).toBe('AVAX');
    expect(networkByChainId(10n)?.family).toBe('op-stack');
    expect(networkByChainId(8453n)?.family).toBe('op-stack');
    expect(networkByChainId(31337n)?.family).toBe('devnet');
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
    transactionChainId: null,
    endpointChainId: null,
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
  it('then the transaction chain id, then one seen on the endpoint, then the choice', () => {
    expect(
      resolveNetwork({
        ...none,
        transactionChainId: 10n,
        endpointChainId: 56n,
        choice: { kind: 'chain', chainId: 1n },
      }),
    ).toMatchObject({ source: 'transaction', chainId: 10n });
    expect(resolveNetwork({ ...none, endpointChainId: 56n, choice: { kind: 'chain', chainId: 1n } })).toMatchObject({
      source: 'endpoint',
      chainId: 56n,
    });
    expect(resolveNetwork({ ...none, choice: { kind: 'chain', chainId: 8453n } })).toMatchObject({
      source: 'settings',
      network: { name: 'Base' },
    });
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
    transactionChainId: null,
    endpointChainId: null,
    choice: { kind: 'chain', chainId: 1n },
  };
  it('a chain id the transaction carries still wins; without one the devnet preset names it before the settings', () => {
    expect(resolveNetwork({ ...devnet, transactionChainId: 10n })).toMatchObject({
      source: 'transaction',
      network: { name: 'OP Mainnet' },
    });
    expect(resolveNetwork(devnet)).toMatchObject({ source: 'devnet', chainId: 31337n });
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
      'Hexray devnet (anvil)': 'ethereum',
    });
  });
});

describe('a chain id of 0 names no chain', () => {
  const clues: NetworkClues = {
    endpointUrl: 'https://rpc.example.com',
    devnet: false,
    transactionChainId: null,
    endpointChainId: null,
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
