/**
 * The outside sources' settings: off until the person turns a source on, a URL that is not
 * http(s) refused, a hand-edited storage value taken only in the right shape, a page load
 * remembering the choice; the devnet's local responders replace the public URL without turning
 * anything on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../support/memory-storage.ts';

type Module = typeof import('../../../src/data/names/outside-sources.ts');

let device: Map<string, string>;

async function load(): Promise<Module> {
  vi.resetModules();
  return import('../../../src/data/names/outside-sources.ts');
}

beforeEach(() => {
  device = new Map();
  vi.stubGlobal('localStorage', memoryStorage(device));
  vi.stubGlobal('sessionStorage', memoryStorage(new Map()));
});
afterEach(() => vi.unstubAllGlobals());

describe('outside sources', () => {
  it('are off, unanswered and at their public URLs until the person says otherwise', async () => {
    const { outsideSourceStore } = await load();
    expect(outsideSourceStore.get('signatures')).toEqual({
      enabled: false,
      url: 'https://api.4byte.sourcify.dev',
      answered: false,
    });
    expect(outsideSourceStore.get('sourcify')).toEqual({
      enabled: false,
      url: 'https://sourcify.dev/server',
      answered: false,
    });
  });

  it('remember a choice across a page load, per source', async () => {
    const first = await load();
    expect(
      first.outsideSourceStore.set('sourcify', { enabled: true, answered: true, url: 'https://my.host/api/' }),
    ).toBe(true);
    const { outsideSourceStore } = await load();
    expect(outsideSourceStore.get('sourcify')).toEqual({ enabled: true, url: 'https://my.host/api', answered: true });
    expect(outsideSourceStore.get('signatures').enabled).toBe(false);
  });

  it.each(['ftp://host', 'javascript:alert(1)', 'not a url', 'https://user:pw@host', 'https://host/?key=1'])(
    'refuse the URL %s and keep the one before',
    async (url) => {
      const { outsideSourceStore } = await load();
      expect(outsideSourceStore.set('signatures', { url })).toBe(false);
      expect(outsideSourceStore.get('signatures').url).toBe('https://api.4byte.sourcify.dev');
    },
  );

  it('take a hand-edited value only in the right shape', async () => {
    device.set('hexray.outside.signatures', JSON.stringify({ enabled: 'yes', url: 'file:///etc/passwd' }));
    device.set('hexray.outside.sourcify', '{not json');
    const { outsideSourceStore } = await load();
    expect(outsideSourceStore.get('signatures')).toEqual({
      enabled: false,
      url: 'https://api.4byte.sourcify.dev',
      answered: false,
    });
    expect(outsideSourceStore.get('sourcify').enabled).toBe(false);
  });

  it("use the devnet's local responder as the default URL without turning the source on", async () => {
    const { outsideSourceStore } = await load();
    const seen: number[] = [];
    outsideSourceStore.subscribe(() => seen.push(outsideSourceStore.version()));
    outsideSourceStore.setDefaultUrl('sourcify', 'http://127.0.0.1:4321/sourcify');
    expect(outsideSourceStore.get('sourcify')).toEqual({
      enabled: false,
      url: 'http://127.0.0.1:4321/sourcify',
      answered: false,
    });
    expect(seen).toHaveLength(1);
    outsideSourceStore.reset('sourcify');
    expect(outsideSourceStore.get('sourcify').url).toBe('http://127.0.0.1:4321/sourcify');
  });

  it("take from the page's preset only their own ids and only http(s) URLs", async () => {
    const { outsideSourceStore } = await load();
    outsideSourceStore.setDefaultUrl('signatures', 'javascript:alert(1)');
    outsideSourceStore.setDefaultUrl('__proto__' as 'signatures', 'http://127.0.0.1:1/x');
    expect(outsideSourceStore.get('signatures').url).toBe('https://api.4byte.sourcify.dev');
    expect(outsideSourceStore.version()).toBe(0);
  });
});
