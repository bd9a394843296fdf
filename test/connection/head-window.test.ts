/**
 * Which endpoints count down to leaving a window: the service and the devnet's gateway keep the
 * latest 128 blocks; a bare node (anvil, a full node) is taken to keep everything.
 */
import { describe, expect, it } from 'vitest';
import type { ConnectionSettings } from '../../src/connection/connection.ts';
import { servedWindowBlocks } from '../../src/connection/head-window.ts';

const url = (text: string, source: ConnectionSettings['source'] = 'user'): ConnectionSettings => ({
  connection: { kind: 'url', url: text },
  remember: false,
  source,
});

describe('servedWindowBlocks', () => {
  it('a provider base URL + key (the service’s scheme) keeps 128 blocks', () => {
    const settings: ConnectionSettings = {
      connection: { kind: 'provider', base: 'https://opbnb-mainnet.infura.io', apiKey: 'k', transport: 'http' },
      remember: false,
      source: 'user',
    };
    expect(servedWindowBlocks(settings)).toBe(128);
  });

  it('the devnet preset keeps 128 blocks', () => {
    expect(servedWindowBlocks(url('http://127.0.0.1:8545', 'devnet'))).toBe(128);
  });

  it('a full URL of the service: its host names or its /v3/<key> path', () => {
    expect(servedWindowBlocks(url('https://mainnet.infura.io/v3/abc'))).toBe(128);
    expect(servedWindowBlocks(url('wss://opbnb-mainnet.infura.io/ws/v3/abc'))).toBe(128);
    expect(servedWindowBlocks(url('http://127.0.0.1:8454/v3/0123456789abcdef'))).toBe(128);
  });

  it('a bare anvil or another node’s URL says none', () => {
    expect(servedWindowBlocks(url('http://127.0.0.1:8545'))).toBeNull();
    expect(servedWindowBlocks(url('https://rpc.example.org/'))).toBeNull();
    expect(servedWindowBlocks(url('https://notinfura.io.example.org/rpc'))).toBeNull();
  });

  it('no connection: none', () => {
    expect(servedWindowBlocks(null)).toBeNull();
  });
});
