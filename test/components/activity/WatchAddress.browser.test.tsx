import { describe, expect, it } from 'vitest';
import { WatchAddress } from '../../../src/components/activity/WatchAddress.tsx';
import type { AddressWatchControl } from '../../../src/data/hooks/useAddressWatch.ts';
import { desktop, overflowing, phone, render, shownText, textContrast } from '../support/render.tsx';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const WATCH = { chain: '31337', address: ADDRESS, sinceBlock: 1_234n, sinceMs: Date.UTC(2026, 10, 29, 12, 4, 10) };

/** A control over a watch held here, as the hook's store would: start and stop change what the next render shows. */
function control(watching: boolean): AddressWatchControl & { started: number; stopped: number } {
  const c: AddressWatchControl & { started: number; stopped: number } = {
    watch: watching ? WATCH : null,
    started: 0,
    stopped: 0,
    start() {
      c.started++;
    },
    stop() {
      c.stopped++;
      c.watch = null;
    },
  };
  return c;
}

describe('WatchAddress', () => {
  it('off: one button, which starts the watch', async () => {
    await desktop();
    const off = control(false);
    const host = await render(<WatchAddress control={off} kept={0} archiveOff={false} />);
    const button = host.querySelector('button')!;
    expect(button.textContent).toBe('Watch this address');
    expect(host.querySelector('[data-testid="address-watch-status"]')).toBeNull();
    button.click();
    expect(off.started).toBe(1);
  });

  it('on: since which block and when, what it keeps; the archive switched off is said', async () => {
    await desktop();
    const host = await render(<WatchAddress control={control(true)} kept={3} archiveOff={true} />);
    const text = shownText(host);
    expect(text).toContain('Watching since block 1,234 (2026-11-29 12:04:10 UTC)');
    expect(text).toContain('kept in this browser’s archive as they arrive, while a tab of it is open');
    expect(text).toContain('This browser’s archive is off (its budget is 0 in Settings): nothing is kept.');
    expect(host.querySelector('button')!.textContent).toBe('Stop watching');
  });

  it('stopped: says what stays kept', async () => {
    await desktop();
    const on = control(true);
    const host = await render(<WatchAddress control={on} kept={12} archiveOff={false} />);
    expect(shownText(host)).not.toContain('Stopped watching');
    host.querySelector('button')!.click();
    expect(on.stopped).toBe(1);
    await expect
      .poll(() => shownText(host))
      .toContain(
        'Stopped watching: nothing new is kept. What was kept stays in this browser’s archive (12 rows of this address) until its budget pushes it out or you clear it on the Archive page.',
      );
    expect(host.querySelector('button')!.textContent).toBe('Watch this address');
  });

  it('at 390 px in dark mode: wraps, readable', async () => {
    await phone('dark');
    const host = await render(<WatchAddress control={control(true)} kept={3} archiveOff={true} />);
    expect(overflowing(host)).toEqual([]);
    expect(textContrast(host.querySelector('[data-testid="address-watch-status"]')!)).toBeGreaterThanOrEqual(4.5);
  });
});
