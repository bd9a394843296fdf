import { describe, expect, it } from 'vitest';
import { TextField } from '../../src/components/TextField.tsx';
import { desktop, render } from './support/render.tsx';

const HINT = 'A transaction hash, an address or a block number (decimal or hex)';

function Field({ error = null }: { error?: string | null }) {
  return <TextField label="Search the archive" hint={HINT} value="" onChange={() => undefined} error={error} />;
}

describe('TextField', () => {
  it('puts a text hint under the box, in smaller type than the box, not beside it', async () => {
    await desktop();
    const host = await render(<Field />);
    const input = host.querySelector('input')!;
    const hint = [...host.querySelectorAll('p')].find((p) => p.textContent === HINT)!;
    expect(hint).toBeDefined();
    expect(hint.getBoundingClientRect().top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom);
    expect(parseFloat(getComputedStyle(hint).fontSize)).toBeLessThan(parseFloat(getComputedStyle(host).fontSize));
  });

  it('shows the error instead of the hint, and the box names it', async () => {
    await desktop();
    const host = await render(<Field error="Not a hash" />);
    expect(host.textContent).not.toContain(HINT);
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('Not a hash');
    expect(host.querySelector('input')!.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
