/**
 * The storage reads kept for the tab are read back strictly: sessionStorage can be edited by hand or
 * left by an older version, and the storage page trusts each entry's type (it checksums the address).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../support/memory-storage.ts';
import type { StorageRead } from '../../../src/data/stores/read-history.ts';

const ADDRESS = `0x${'ab'.repeat(20)}`;
const good: StorageRead = {
  address: ADDRESS,
  slot: '0x1',
  block: 'latest',
  word: `0x${'00'.repeat(31)}01`,
  error: null,
};

function tabWith(kept: unknown): void {
  const items = new Map<string, string>([['hexray.storage-reads', JSON.stringify(kept)]]);
  vi.stubGlobal('sessionStorage', memoryStorage(items));
}

/** The store as a new page load finds it (it reads the tab's storage once, when first imported). */
async function freshStore() {
  vi.resetModules();
  return (await import('../../../src/data/stores/read-history.ts')).readHistory;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reads kept for the tab, after a reload', () => {
  it('come back as they were kept', async () => {
    tabWith([good, { ...good, slot: '0x2', word: null, error: 'outside the window' }]);
    expect((await freshStore()).snapshot()).toEqual([
      good,
      { ...good, slot: '0x2', word: null, error: 'outside the window' },
    ]);
  });

  it('an entry that is not a read is left out, the others kept', async () => {
    tabWith([
      good,
      null,
      'text',
      { ...good, address: undefined },
      { ...good, address: 42 },
      { ...good, address: '0x12' },
      { ...good, slot: 'one' },
      { ...good, block: 7 },
      { ...good, word: 'not hex' },
      { ...good, error: { message: 'x' } },
      { ...good, archived: false },
      { ...good, archived: 'yes' },
      { ...good, slot: '0x3' },
      { ...good, slot: '0x4', archived: true },
    ]);
    expect((await freshStore()).snapshot()).toEqual([
      good,
      { ...good, slot: '0x3' },
      { ...good, slot: '0x4', archived: true },
    ]);
  });

  it('anything but a list is no reads at all', async () => {
    tabWith({ 0: good });
    expect((await freshStore()).snapshot()).toEqual([]);
  });

  it('no more than the store keeps (30), however many were written', async () => {
    tabWith(Array.from({ length: 100 }, (_, i) => ({ ...good, slot: `0x${(i + 1).toString(16)}` })));
    expect((await freshStore()).snapshot()).toHaveLength(30);
  });
});

describe('a read the archive answered', () => {
  it('replaces the endpoint’s refusal of the same read, and is said to be the archive’s', async () => {
    tabWith([]);
    const store = await freshStore();
    const refused = { ...good, block: '7', word: null, error: 'outside the 128-block window' };
    store.record(refused);
    store.record({ ...good, block: '7', archived: true });
    expect(store.snapshot()).toEqual([{ ...good, block: '7', archived: true }]);
  });
});
