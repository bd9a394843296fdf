import { describe, expect, it } from 'vitest';
import { VerificationMark } from '../../../src/components/verify/VerificationMark.tsx';
import type { Check, Verification } from '../../../src/domain/verify/check.ts';
import { desktop, overflowing, phone, render, shownText, textColour, textContrast } from '../support/render.tsx';

const LIMITS = 'Checked: the hash and the signature. Not checked: that the transaction is in a block.';

function check(id: string, status: Check['status'], result = `${id} agrees`): Check {
  return { id, title: `The ${id}`, status, result, inputs: [] };
}
const verification = (...checks: Check[]): Verification => ({ checks, cannotVerify: [] });

describe('VerificationMark', () => {
  it('says what was verified, partly verified or failed, in words', async () => {
    await desktop();
    const mark = async (v: Verification) =>
      (await render(<VerificationMark verification={v} limits={LIMITS} />)).querySelector(
        '[data-testid="verify-mark"]',
      )!.textContent;
    expect(await mark(verification(check('hash', 'pass'), check('fee', 'info')))).toBe('✓ Verified in your browser');
    expect(await mark(verification(check('hash', 'pass'), check('signature', 'unavailable')))).toBe(
      '– Partly verified in your browser',
    );
    expect(await mark(verification(check('hash', 'fail'), check('signature', 'unavailable')))).toBe(
      '✗ Failed verification in your browser',
    );
  });

  it('a failed check raises an alert naming it, with what was found, and warns not to rely on the data', async () => {
    await desktop();
    const host = await render(
      <VerificationMark
        verification={verification(
          check('hash', 'fail', 'The hash of the fields is 0x12…, not 0x34…'),
          check('fee', 'pass'),
        )}
        limits={LIMITS}
      />,
    );
    const alert = host.querySelector('[role="alert"]')!;
    expect(shownText(alert)).toBe(
      'The endpoint’s answer does not agree with itself: the hash. The hash of the fields is 0x12…, not 0x34… The data below is shown exactly as the endpoint sent it; do not rely on it.',
    );
  });

  it('while loading, and when the checks could not load, it says so plainly', async () => {
    await desktop();
    expect(shownText(await render(<VerificationMark verification={null} limits={LIMITS} />))).toBe(
      'Verifying in your browser…',
    );
    expect(shownText(await render(<VerificationMark verification={new Error('chunk')} limits={LIMITS} />))).toBe(
      'The verification code could not load, so nothing here was checked in your browser. Reload to try again.',
    );
  });

  it('while verifying it takes the height its verdict will take, so nothing below it moves when the checks end', async () => {
    const height = async (v: Verification | null) =>
      (await render(<VerificationMark verification={v} limits={LIMITS} />)).getBoundingClientRect().height;
    for (const size of [desktop, phone]) {
      await size();
      const verifying = await height(null);
      expect(verifying).toBeGreaterThan(0);
      expect(await height(verification(check('hash', 'pass')))).toBe(verifying);
      expect(await height(verification(check('hash', 'pass'), check('signature', 'unavailable')))).toBe(verifying);
    }
  });

  it('each verdict is readable in both themes, in its own colour, and the mark and limits fit 390 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await phone(theme);
      const colours = new Set<string>();
      for (const status of ['pass', 'unavailable', 'fail'] as const) {
        const host = await render(
          <VerificationMark verification={verification(check('hash', status))} limits={LIMITS} />,
        );
        const mark = host.querySelector('[data-testid="verify-mark"]')!;
        expect(textContrast(mark)).toBeGreaterThanOrEqual(4.5);
        expect(textContrast(host.querySelector('[data-testid="verify-limits"]')!)).toBeGreaterThanOrEqual(4.5);
        colours.add(textColour(mark));
        expect(overflowing(host)).toEqual([]);
      }
      expect(colours.size).toBe(3);
    }
  });
});
