import { describe, expect, it } from 'vitest';
import { chainIdFromLegacyV, NETWORKS, networkByChainId, networkFromUrl } from '../../src/domain/networks.ts';
import { parseNetworkChoice, resolveNetwork, type NetworkClues } from '../../src/domain/resolve-network.ts';

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
