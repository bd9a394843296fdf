/**
 * A browser that refuses IndexedDB (site data blocked): the archive keeps working in memory, and
 * the page says so once — one note, not one per write — which a person can dismiss.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ArchiveMemoryNote } from '../../../src/components/archive/ArchiveMemoryNote.tsx';
import { archiveLater, archiveWritten } from '../../../src/data/archive/archive-writer.ts';
import { desktop, render, shownText, unmountAll } from '../support/render.tsx';

const entry = (n: number) => ({
  kind: 'transaction' as const,
  chain: '204',
  endpoint: 'https://opbnb.example/v3/<API_KEY>',
  key: `0x${String(n).repeat(64)}`,
  result: { hash: `0x${String(n).repeat(64)}` },
  fetchedAt: n,
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await unmountAll();
});

describe('ArchiveMemoryNote', () => {
  it('says once that the archive lives in memory when the browser refuses IndexedDB', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    await desktop();
    const host = await render(<ArchiveMemoryNote />);
    expect(host.querySelector('[data-testid="archive-memory-note"]')).toBeNull(); // nothing written yet

    archiveLater(entry(1));
    await archiveWritten();
    await expect.poll(() => host.querySelectorAll('[data-testid="archive-memory-note"]').length).toBe(1);
    expect(shownText(host)).toContain('kept in memory until this page is closed or reloaded');
    const { archive } = await import('../../../src/data/archive/archive-store.ts');
    expect(await archive.get('transaction', '204', entry(1).key)).not.toBeNull();

    await userEvent.click(host.querySelector('button')!);
    await expect.poll(() => host.querySelector('[data-testid="archive-memory-note"]')).toBeNull();
    archiveLater(entry(2));
    await archiveWritten();
    expect(host.querySelector('[data-testid="archive-memory-note"]')).toBeNull();
  });
});
