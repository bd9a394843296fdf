/**
 * Web Storage as a browser may hand it out: working, full (QuotaExceededError on write) or refused
 * outright (site data blocked: SecurityError on any access). Whatever it does, a settings read or
 * write never throws, and a refused storage is replaced by memory that says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, readJson, writeItem } from '../../src/browser/guarded-storage.ts';
import { memoryStorage } from '../support/memory-storage.ts';

/** Reads work; every write throws, as a full storage does. */
function fullStorage(seed: Record<string, string>): Storage {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(seed)) storage.setItem(key, value);
  return {
    ...storage,
    get length() {
      return storage.length;
    },
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

/** Site data blocked: touching anything throws. */
const refusing = new Proxy(memoryStorage(), {
  get() {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  },
});

describe('reading and writing one setting', () => {
  it('a working storage keeps text and JSON, and null removes the key', () => {
    const storage = memoryStorage();
    expect(writeItem(storage, 'hexray.theme', 'dark')).toBe(true);
    expect(readItem(storage, 'hexray.theme')).toBe('dark');
    expect(writeItem(storage, 'hexray.list', JSON.stringify([{ a: 1 }]))).toBe(true);
    expect(readJson(storage, 'hexray.list')).toEqual([{ a: 1 }]);
    expect(writeItem(storage, 'hexray.theme', null)).toBe(true);
    expect(readItem(storage, 'hexray.theme')).toBeNull();
    expect(storage.length).toBe(1);
  });

  it('nothing kept, or text that is not JSON (edited by hand), reads as null', () => {
    const storage = memoryStorage();
    expect(readJson(storage, 'hexray.list')).toBeNull();
    storage.setItem('hexray.list', '{not json');
    expect(readJson(storage, 'hexray.list')).toBeNull();
    storage.setItem('hexray.list', '');
    expect(readJson(storage, 'hexray.list')).toBeNull();
  });

  it('a full storage refuses the write (false), and what it held still reads', () => {
    const storage = fullStorage({ 'hexray.theme': 'light' });
    expect(writeItem(storage, 'hexray.theme', 'dark')).toBe(false);
    expect(readItem(storage, 'hexray.theme')).toBe('light');
    expect(writeItem(storage, 'hexray.theme', null)).toBe(true);
    expect(readItem(storage, 'hexray.theme')).toBeNull();
  });

  it('a storage that throws on every access reads as empty and refuses writes, never throwing', () => {
    expect(readItem(refusing, 'hexray.theme')).toBeNull();
    expect(readJson(refusing, 'hexray.list')).toBeNull();
    expect(writeItem(refusing, 'hexray.theme', 'dark')).toBe(false);
    expect(writeItem(refusing, 'hexray.theme', null)).toBe(false);
  });
});

describe('the device and tab storages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A fresh copy of the module: it opens each storage once per page. */
  const fresh = () => import('../../src/browser/guarded-storage.ts');

  it('are the browser’s own when it lets them be written, and nothing is said to be blocked', async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    const guarded = await fresh();
    expect(guarded.deviceStorage()).toBe(local);
    expect(guarded.tabStorage()).toBe(session);
    expect(guarded.storageBlocked()).toBe(false);
    // the probe left nothing behind
    expect(local.length).toBe(0);
  });

  it('with site data blocked, are memory that works for the page, and say storage is blocked', async () => {
    const blocked = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    Object.defineProperty(globalThis, 'localStorage', { get: blocked, configurable: true });
    Object.defineProperty(globalThis, 'sessionStorage', { get: blocked, configurable: true });
    try {
      const guarded = await fresh();
      expect(guarded.storageBlocked()).toBe(true);
      expect(writeItem(guarded.deviceStorage(), 'hexray.theme', 'dark')).toBe(true);
      expect(readItem(guarded.deviceStorage(), 'hexray.theme')).toBe('dark');
      expect(guarded.tabStorage()).not.toBe(guarded.deviceStorage());
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  it('with site data blocked, what the page keeps can be listed, forgotten and cleared like a storage', async () => {
    // the ABI store lists its keys with length and key(i); Forget removes one
    vi.stubGlobal('localStorage', refusing);
    vi.stubGlobal('sessionStorage', refusing);
    const guarded = await fresh();
    const device = guarded.deviceStorage();
    writeItem(device, 'hexray.abi.0xaa', '[]');
    writeItem(device, 'hexray.abi.0xbb', '[{}]');
    expect(device.length).toBe(2);
    expect([device.key(0), device.key(1)].sort()).toEqual(['hexray.abi.0xaa', 'hexray.abi.0xbb']);
    expect(device.key(2)).toBeNull();
    expect(writeItem(device, 'hexray.abi.0xaa', null)).toBe(true);
    expect(device.length).toBe(1);
    expect(device.key(0)).toBe('hexray.abi.0xbb');
    expect(readItem(device, 'hexray.abi.0xaa')).toBeNull();
    device.clear();
    expect(device.length).toBe(0);
    expect(readItem(device, 'hexray.abi.0xbb')).toBeNull();
    // the tab's storage is its own
    expect(guarded.tabStorage().length).toBe(0);
  });

  it('a runtime without Web Storage at all gets memory, and says storage is blocked', async () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('sessionStorage', undefined);
    const guarded = await fresh();
    expect(guarded.storageBlocked()).toBe(true);
    expect(writeItem(guarded.tabStorage(), 'hexray.reads', '[]')).toBe(true);
    expect(readJson(guarded.tabStorage(), 'hexray.reads')).toEqual([]);
  });

  it('a storage that throws on write only (a full one at start) counts as blocked too', async () => {
    vi.stubGlobal('localStorage', fullStorage({}));
    vi.stubGlobal('sessionStorage', memoryStorage());
    const guarded = await fresh();
    expect(guarded.storageBlocked()).toBe(true);
    expect(writeItem(guarded.deviceStorage(), 'hexray.theme', 'dark')).toBe(true);
  });
});
