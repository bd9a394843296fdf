import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CopyButton } from '../../src/components/CopyButton.tsx';
import { FieldName } from '../../src/components/FieldName.tsx';
import { desktop, render, textContrast } from './support/render.tsx';

describe('CopyButton', () => {
  it('copies the value it was given and says so with a tick', async () => {
    await desktop();
    const host = await render(<CopyButton value="0xdeadbeef" label="Copy input data" />);
    const button = host.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Copy input data');
    expect(button.title).toBe('Copy input data');
    await userEvent.click(button);
    await expect.poll(() => navigator.clipboard.readText()).toBe('0xdeadbeef');
    await expect.poll(() => button.textContent).toBe('✓');
  });

  it('is named after the field it sits in, in sentence case; plainly “Copy value” elsewhere', async () => {
    await desktop();
    const host = await render(
      <>
        <FieldName name="Gas price">
          <CopyButton value="1" />
        </FieldName>
        <FieldName name="logsBloom">
          <CopyButton value="2" />
        </FieldName>
        <CopyButton value="3" />
      </>,
    );
    expect([...host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Copy gas price',
      'Copy logsBloom',
      'Copy value',
    ]);
  });

  it('says so with a cross when the browser refuses the clipboard', async () => {
    await desktop();
    const host = await render(<CopyButton value="0x01" />);
    const writeText = navigator.clipboard.writeText;
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    try {
      await userEvent.click(host.querySelector('button')!);
      await expect.poll(() => host.querySelector('button')!.textContent).toBe('✗');
    } finally {
      navigator.clipboard.writeText = writeText;
    }
  });

  it('its icon is visible against the page in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await desktop(theme);
      const host = await render(<CopyButton value="0x01" />);
      // the icon is drawn in currentColor: a graphic needs 3:1 (WCAG 1.4.11)
      expect(textContrast(host.querySelector('button')!)).toBeGreaterThanOrEqual(3);
    }
  });
});
