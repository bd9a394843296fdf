import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ErrorPanel } from '../../src/components/ErrorPanel.tsx';
import { NOT_FOUND_REASONS, NotFoundPanel } from '../../src/components/NotFoundPanel.tsx';
import { RpcAuthError, RpcResponseError } from '../../src/rpc/errors.ts';
import { settingsURL } from '../../src/routes/urls.ts';
import { desktop, overflowing, phone, render, shownText, textContrast } from './support/render.tsx';

describe('ErrorPanel', () => {
  it('an API key refused: what happened, the provider’s words, where it came from, and the way to settings', async () => {
    await desktop();
    const host = await render(
      <ErrorPanel error={new RpcAuthError(401, 'invalid project id', { method: 'eth_getTransactionByHash' })} />,
    );
    const panel = host.querySelector('[role="alert"]')!;
    expect(panel.querySelector('h2')!.textContent).toBe('The endpoint refused the API key');
    expect(panel.querySelector('[data-testid="error-message"]')!.textContent).toBe(
      'HTTP 401 unauthorized: invalid project id',
    );
    expect(shownText(panel)).toContain('HTTP 401 · eth_getTransactionByHash');
    expect(shownText(panel)).toContain('Check the API key: it is missing, mistyped or revoked.');
    expect(panel.querySelector('a')!.getAttribute('href')).toBe(settingsURL());
    expect(panel.querySelector('button')).toBeNull();
  });

  it('offers “Try again” when it can, and no settings link for a node’s own error', async () => {
    await desktop();
    let retried = 0;
    const host = await render(
      <ErrorPanel error={new RpcResponseError(-32005, 'rate limited')} onRetry={() => retried++} />,
    );
    expect(host.querySelector('a')).toBeNull();
    await userEvent.click(host.querySelector('button')!);
    await expect.poll(() => retried).toBe(1);
  });

  it('any other error shows its own message; every line readable in both themes and at 390 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await phone(theme);
      const host = await render(
        <ErrorPanel error={new Error('x'.repeat(30) + ' ' + 'y'.repeat(30))} onRetry={() => {}} />,
      );
      expect(host.querySelector('h2')!.textContent).toBe('Something went wrong');
      for (const line of host.querySelectorAll('h2, p, button')) expect(textContrast(line)).toBeGreaterThanOrEqual(4.5);
      expect(overflowing(host)).toEqual([]);
    }
  });
});

describe('NotFoundPanel', () => {
  it('says the endpoint answered, lists why it might have nothing, readable in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await phone(theme);
      const host = await render(
        <NotFoundPanel title="No such transaction" reasons={[NOT_FOUND_REASONS.typo, NOT_FOUND_REASONS.window]} />,
      );
      expect(host.querySelector('h2')!.textContent).toBe('No such transaction');
      expect(shownText(host)).toContain('The endpoint answered, but has nothing for it. Likely reasons:');
      expect([...host.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'A typo in the hash: one wrong digit gives a different hash.',
        NOT_FOUND_REASONS.window,
      ]);
      expect(NOT_FOUND_REASONS.window).toMatch(/^It was mined more than \d+ blocks ago/);
      for (const line of host.querySelectorAll('h2, p, li')) expect(textContrast(line)).toBeGreaterThanOrEqual(4.5);
      expect(overflowing(host)).toEqual([]);
    }
  });
});
