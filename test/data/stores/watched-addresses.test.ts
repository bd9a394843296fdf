/**
 * The watched addresses (data/stores/watched-addresses.ts): kept on the device, so a reload (a
 * fresh import over the same storage) finds the watch on; per network; bounded; a hand-edited
 * entry that is not what it should be is ignored.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../../src/data/stores/watched-addresses.ts');

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const KEY = 'hexray.watch.addresses';
const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
let device: MemoryStorage;

async function load(): Promise<Module> {
  vi.resetModules();
  return import('../../../src/data/stores/watched-addresses.ts');
}

beforeEach(() => {
  device = new MemoryStorage();
  vi.stubGlobal('localStorage', device);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watched addresses', () => {
  it('a watch survives a reload, on its network only, in any letter case', async () => {
    const first = await load();
    first.watchedAddresses.watch('31337', A.toUpperCase().replace('0X', '0x'), 120n, 1_700_000_000_000);
    const { watchedAddresses } = await load();
    expect(watchedAddresses.of('31337', A)).toEqual({
      chain: '31337',
      address: A,
      sinceBlock: 120n,
      sinceMs: 1_700_000_000_000,
    });
    expect(watchedAddresses.of('1', A)).toBeNull();
    expect(watchedAddresses.of('31337', B)).toBeNull();
    expect(device.items.get(KEY)).not.toContain('v3');
  });

  it('unwatched, it is gone after a reload; the others stay', async () => {
    const { watchedAddresses } = await load();
    watchedAddresses.watch('31337', A, 1n);
    watchedAddresses.watch('31337', B, 2n);
    watchedAddresses.unwatch('31337', A);
    const again = await load();
    expect(again.watchedAddresses.of('31337', A)).toBeNull();
    expect(again.watchedAddresses.of('31337', B)?.sinceBlock).toBe(2n);
  });

  it('keeps the newest MAX_WATCHED_ADDRESSES', async () => {
    const { watchedAddresses, MAX_WATCHED_ADDRESSES } = await load();
    const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
    for (let i = 1; i <= MAX_WATCHED_ADDRESSES + 1; i++) watchedAddresses.watch('1', address(i), BigInt(i));
    expect(watchedAddresses.of('1', address(1))).toBeNull();
    expect(watchedAddresses.of('1', address(2))).not.toBeNull();
    expect(watchedAddresses.of('1', address(MAX_WATCHED_ADDRESSES + 1))).not.toBeNull();
  });

  it('a hand-edited entry that is not a watch is ignored', async () => {
    device.setItem(
      KEY,
      JSON.stringify([
        { chain: '1', address: 'not an address', sinceBlock: '1', sinceMs: 1 },
        { chain: '1', address: A, sinceBlock: -1, sinceMs: 1 },
        { chain: '<script>', address: A, sinceBlock: '1', sinceMs: 1 },
        { chain: '1', address: B, sinceBlock: '7', sinceMs: 5 },
      ]),
    );
    const { watchedAddresses } = await load();
    expect(watchedAddresses.of('1', A)).toBeNull();
    expect(watchedAddresses.of('1', B)).toEqual({ chain: '1', address: B, sinceBlock: 7n, sinceMs: 5 });
    device.setItem(KEY, '{"not": "a list"}');
    expect((await load()).watchedAddresses.of('1', B)).toBeNull();
  });
});
