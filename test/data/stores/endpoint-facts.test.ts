/**
 * What Hexray knows of each endpoint beyond the four methods: which optional read methods it serves
 * and the chain ids it is known by. Kept for the tab (sessionStorage) and, for a remembered
 * connection, on the device (localStorage), so a reload or a new tab knows them before asking;
 * storage can be edited by hand, so only well-formed facts come back; "Forget" leaves nothing.
 *
 * A page load is a fresh import of the module over the same storages (vi.resetModules); the
 * storages are the browser's Web Storage, kept in memory here as Node has none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPTIONAL_METHODS } from '../../../src/rpc/optional-method-names.ts';

type Module = typeof import('../../../src/data/stores/endpoint-facts.ts');

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  reads = 0;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    this.reads++;
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

const KEY = 'hexray.endpoint-facts';
const A = 'endpoint-00000000000000a1';
const B = 'endpoint-00000000000000b2';
/** endpoint ids 0…n-1 */
const ids = (n: number) => Array.from({ length: n }, (_, i) => `endpoint-${i.toString(16).padStart(16, '0')}`);

let device: MemoryStorage;
let tab: MemoryStorage;

/** A page load: the module afresh, over the storages as the last page left them. */
async function load(): Promise<Module> {
  vi.resetModules();
  return import('../../../src/data/stores/endpoint-facts.ts');
}

/** What a storage holds under the facts' key, parsed. */
function kept(storage: MemoryStorage): Record<string, unknown> | null {
  const text = storage.items.get(KEY);
  return text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
}

beforeEach(() => {
  device = new MemoryStorage();
  tab = new MemoryStorage();
  vi.stubGlobal('localStorage', device);
  vi.stubGlobal('sessionStorage', tab);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what is known of an endpoint', () => {
  it('nothing at first: no method known, no chain id; no endpoint at all is the same', async () => {
    const { endpointFacts } = await load();
    expect(endpointFacts.of(A)).toEqual({ methods: {}, chainId: null, seenChainId: null });
    expect(endpointFacts.of(null)).toBe(endpointFacts.of(A));
    expect(endpointFacts.serves(A, 'eth_call')).toBeNull();
    expect(endpointFacts.serves(null, 'eth_call')).toBeNull();
  });

  it('a method learnt served or absent is answered true or false, per endpoint', async () => {
    const { endpointFacts } = await load();
    endpointFacts.learnMethod(A, 'eth_call', 'served');
    endpointFacts.learnMethod(A, 'eth_getBalance', 'absent');
    expect(endpointFacts.serves(A, 'eth_call')).toBe(true);
    expect(endpointFacts.serves(A, 'eth_getBalance')).toBe(false);
    expect(endpointFacts.serves(A, 'eth_chainId')).toBeNull();
    expect(endpointFacts.serves(B, 'eth_call')).toBeNull();
    expect(endpointFacts.of(A).methods).toEqual({ eth_call: 'served', eth_getBalance: 'absent' });
    // an endpoint can change its mind (a plan upgraded): the newest word counts
    endpointFacts.learnMethod(A, 'eth_getBalance', 'served');
    expect(endpointFacts.serves(A, 'eth_getBalance')).toBe(true);
  });

  it('the chain id eth_chainId said and the one a transaction carried are kept apart, in decimal', async () => {
    const { endpointFacts } = await load();
    endpointFacts.learnChainId(A, 204n);
    endpointFacts.learnSeenChainId(A, 31337n);
    expect(endpointFacts.of(A)).toEqual({ methods: {}, chainId: '204', seenChainId: '31337' });
    endpointFacts.learnSeenChainId(A, 10n);
    expect(endpointFacts.of(A)).toMatchObject({ chainId: '204', seenChainId: '10' });
    expect(endpointFacts.of(B).chainId).toBeNull();
  });

  it('a snapshot stays the same object, and listeners hear nothing, until something changes', async () => {
    const { endpointFacts } = await load();
    const heard = vi.fn();
    endpointFacts.subscribe(heard);
    endpointFacts.learnMethod(A, 'eth_call', 'served');
    endpointFacts.learnChainId(A, 1n);
    endpointFacts.learnSeenChainId(A, 1n);
    expect(heard).toHaveBeenCalledTimes(3);
    const snapshot = endpointFacts.of(A);
    endpointFacts.learnMethod(A, 'eth_call', 'served');
    endpointFacts.learnChainId(A, 1n);
    endpointFacts.learnSeenChainId(A, 1n);
    expect(heard).toHaveBeenCalledTimes(3);
    expect(endpointFacts.of(A)).toBe(snapshot);
    endpointFacts.learnMethod(A, 'eth_call', 'absent');
    expect(heard).toHaveBeenCalledTimes(4);
    expect(endpointFacts.of(A)).not.toBe(snapshot);
  });

  it('every optional method is kept, served or absent, and read back after a reload', async () => {
    const first = await load();
    OPTIONAL_METHODS.forEach((method, index) =>
      first.endpointFacts.learnMethod(A, method, index % 2 === 0 ? 'served' : 'absent'),
    );
    const { endpointFacts } = await load();
    for (const [index, method] of OPTIONAL_METHODS.entries())
      expect(endpointFacts.serves(A, method), method).toBe(index % 2 === 0);
  });
});

describe('kept over a reload', () => {
  it('importing touches no storage: facts are read on first use', async () => {
    await load();
    expect(tab.reads + device.reads).toBe(0);
  });

  it('for the tab: a reload knows what the last page learnt; the device keeps nothing of it', async () => {
    const first = await load();
    first.endpointFacts.learnMethod(A, 'eth_getCode', 'served');
    first.endpointFacts.learnChainId(A, 56n);
    first.endpointFacts.learnSeenChainId(A, 56n);
    const { endpointFacts } = await load();
    expect(endpointFacts.of(A)).toEqual({ methods: { eth_getCode: 'served' }, chainId: '56', seenChainId: '56' });
    expect(kept(device)).toBeNull();
  });

  it('a remembered connection’s facts are kept on the device too: a new tab knows them', async () => {
    const first = await load();
    first.endpointFacts.learnMethod(A, 'eth_call', 'served');
    first.endpointFacts.learnMethod(B, 'eth_call', 'absent');
    first.endpointFacts.keepOnDevice(A);
    expect(Object.keys(kept(device)!)).toEqual([A]);
    // learnt after "remember" is kept on the device as well
    first.endpointFacts.learnChainId(A, 10n);
    expect(kept(device)).toEqual({ [A]: { methods: { eth_call: 'served' }, chainId: '10', seenChainId: null } });

    tab = new MemoryStorage();
    vi.stubGlobal('sessionStorage', tab);
    const { endpointFacts } = await load();
    expect(endpointFacts.of(A)).toMatchObject({ methods: { eth_call: 'served' }, chainId: '10' });
    expect(endpointFacts.of(B).methods).toEqual({});
  });

  it('remembering an endpoint with no facts yet writes nothing; remembering twice tells listeners once', async () => {
    const { endpointFacts } = await load();
    const heard = vi.fn();
    endpointFacts.subscribe(heard);
    endpointFacts.keepOnDevice(A);
    expect(kept(device)).toBeNull();
    expect(heard).not.toHaveBeenCalled();
    endpointFacts.learnMethod(B, 'eth_call', 'served');
    endpointFacts.keepOnDevice(B);
    endpointFacts.keepOnDevice(B);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(Object.keys(kept(device)!)).toEqual([B]);
  });

  it('the tab’s word is the newer: it wins over the device’s for the same endpoint', async () => {
    device.setItem(KEY, JSON.stringify({ [A]: { methods: { eth_call: 'absent' }, chainId: '1' } }));
    tab.setItem(KEY, JSON.stringify({ [A]: { methods: { eth_call: 'served' }, chainId: '10' } }));
    const { endpointFacts } = await load();
    expect(endpointFacts.of(A)).toEqual({ methods: { eth_call: 'served' }, chainId: '10', seenChainId: null });
  });

  it('the newest eight endpoints are kept; learning about one again makes it the newest', async () => {
    const { endpointFacts } = await load();
    const nine = ids(9);
    for (const id of nine.slice(0, 8)) endpointFacts.learnMethod(id, 'eth_call', 'served');
    endpointFacts.learnMethod(nine[0]!, 'eth_chainId', 'served');
    endpointFacts.learnMethod(nine[8]!, 'eth_call', 'served');
    expect(endpointFacts.serves(nine[1]!, 'eth_call')).toBeNull();
    for (const id of [nine[0]!, ...nine.slice(2)]) expect(endpointFacts.serves(id, 'eth_call'), id).toBe(true);
    expect(Object.keys(kept(tab)!)).toEqual([...nine.slice(2, 8), nine[0], nine[8]]);
  });

  it('of a longer list edited in by hand, only the newest eight come back', async () => {
    const ten = ids(10);
    tab.setItem(KEY, JSON.stringify(Object.fromEntries(ten.map((id) => [id, { methods: { eth_call: 'served' } }]))));
    const { endpointFacts } = await load();
    expect(ten.map((id) => endpointFacts.serves(id, 'eth_call'))).toEqual([null, null, ...Array(8).fill(true)]);
  });
});

describe('storage edited by hand: only well-formed facts come back', () => {
  it('odd chain ids, odd methods and odd states are left out; the rest is read', async () => {
    tab.setItem(
      KEY,
      JSON.stringify({
        [A]: {
          methods: {
            eth_call: 'served',
            eth_getCode: 'yes',
            eth_sendRawTransaction: 'served',
            eth_getBalance: 'absent',
          },
          chainId: '0x38',
          seenChainId: 56,
        },
        [B]: { methods: 'all', chainId: '123456789012345678901', seenChainId: '12345678901234567890' },
        'endpoint-00000000000000d4': 'served',
        'endpoint-00000000000000e5': null,
        'endpoint-00000000000000f6': { methods: null, chainId: ' 1', seenChainId: '1 ' },
        'endpoint-00000000000000f7': { methods: {}, chainId: 204, seenChainId: ['1'] },
      }),
    );
    const { endpointFacts } = await load();
    expect(endpointFacts.of(A)).toEqual({
      methods: { eth_call: 'served', eth_getBalance: 'absent' },
      chainId: null,
      seenChainId: null,
    });
    expect(endpointFacts.of(B)).toEqual({ methods: {}, chainId: null, seenChainId: '12345678901234567890' });
    expect(endpointFacts.of('endpoint-00000000000000f6')).toEqual({ methods: {}, chainId: null, seenChainId: null });
    expect(endpointFacts.of('endpoint-00000000000000f7')).toEqual({ methods: {}, chainId: null, seenChainId: null });
    // what was read is written back as read: the odd entries are gone from the tab
    endpointFacts.learnMethod(A, 'eth_getCode', 'served');
    expect(Object.keys(kept(tab)!).sort()).toEqual(
      [A, B, 'endpoint-00000000000000f6', 'endpoint-00000000000000f7'].sort(),
    );
  });

  it('an entry under anything but an endpoint id is left out', async () => {
    const odd = [
      'endpoint-1234',
      'endpoint-00000000000000A1',
      'xendpoint-00000000000000c3',
      'endpoint-00000000000000c3x',
    ];
    tab.setItem(
      KEY,
      JSON.stringify(Object.fromEntries([A, ...odd].map((id) => [id, { methods: { eth_call: 'served' } }]))),
    );
    const { endpointFacts } = await load();
    expect(endpointFacts.serves(A, 'eth_call')).toBe(true);
    for (const id of odd) expect(endpointFacts.serves(id, 'eth_call'), id).toBeNull();
  });

  it('not JSON, or JSON that is no object, is nothing known', async () => {
    for (const text of ['{not json', '"served"', 'null', '42']) {
      tab.setItem(KEY, text);
      device.setItem(KEY, text);
      const { endpointFacts } = await load();
      expect(endpointFacts.of(A), text).toEqual({ methods: {}, chainId: null, seenChainId: null });
    }
  });
});

describe('"Forget saved connection"', () => {
  it('forgets every endpoint’s facts, in memory, in the tab and on the device, and says so', async () => {
    const { endpointFacts } = await load();
    endpointFacts.learnMethod(A, 'eth_call', 'served');
    endpointFacts.learnChainId(A, 204n);
    endpointFacts.keepOnDevice(A);
    const heard = vi.fn();
    endpointFacts.subscribe(heard);
    endpointFacts.forgetAll();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(endpointFacts.of(A)).toEqual({ methods: {}, chainId: null, seenChainId: null });
    expect(tab.items.has(KEY)).toBe(false);
    expect(device.items.has(KEY)).toBe(false);
    // and forgets that it was remembered: what is learnt next stays in the tab
    endpointFacts.learnMethod(A, 'eth_call', 'served');
    expect(device.items.has(KEY)).toBe(false);
    expect(kept(tab)).toEqual({ [A]: { methods: { eth_call: 'served' }, chainId: null, seenChainId: null } });
    const reloaded = await load();
    expect(reloaded.endpointFacts.of(A).chainId).toBeNull();
  });
});
