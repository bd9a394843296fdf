import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LogsBloomView } from '../../../src/components/receipt/LogsBloomView.tsx';
import { bloomFor, bloomToHex } from '../../../src/domain/logs/logs-bloom.ts';
import type { Log } from '../../../src/domain/receipt.ts';
import type { Address, Hash } from '../../../src/domain/hex.ts';
import { desktop, overflowing, phone, render, shownText, textContrast } from '../support/render.tsx';

const TOKEN = `0x${'7a'.repeat(20)}` as Address;
const TO = `0x${'0b'.repeat(20)}` as Address;
const TRANSFER = `0x${'dd'.repeat(32)}` as Hash;
const padded = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}` as Hash;

const log = (logIndex: bigint, topics: Hash[]): Log => ({
  address: TOKEN,
  topics,
  data: '0x',
  blockNumber: 1n,
  blockHash: null,
  transactionHash: null,
  transactionIndex: 0n,
  logIndex,
  removed: false,
  extra: {},
});
const LOGS = [log(4n, [TRANSFER, padded(TO)]), log(5n, [TRANSFER])];
const BLOOM = bloomToHex(bloomFor(LOGS));

async function testItem(value: string) {
  const shown: number[] = [];
  const host = await render(<LogsBloomView logsBloom={BLOOM} logs={LOGS} onShowLog={(p) => shown.push(p)} />);
  const input = host.querySelector<HTMLInputElement>('[data-testid="bloom-input"]')!;
  await userEvent.fill(input, value);
  await userEvent.click(host.querySelector('button[type="submit"]')!);
  return { host, shown };
}

describe('LogsBloomView', () => {
  it('an address passed as an argument: "definitely not" as emitter, "may contain" as topic, and the log to go to', async () => {
    await desktop();
    const { host, shown } = await testItem(TO.toUpperCase().replace('0X', '0x'));
    await expect
      .poll(() => host.querySelector('[data-testid="bloom-result"]')?.getAttribute('data-verdict'))
      .toBe('may-contain');
    expect(shownText(host.querySelector('[data-testid="bloom-as-emitter"]')!)).toMatch(
      /^definitely not as the emitting address 0x0b0b0b…0b0b0b bits \d+, \d+, \d+ are not all set$/,
    );
    expect(shownText(host.querySelector('[data-testid="bloom-as-topic"]')!)).toMatch(
      new RegExp(`^may contain as a topic ${padded(TO)} bits \\d+, \\d+, \\d+ are all set · In 1 log$`),
    );
    expect(shownText(host.querySelector('[data-testid="bloom-matches"]')!)).toBe('In 1 log: #4');
    await userEvent.click(host.querySelector('[data-testid="bloom-matches"] button')!);
    await expect.poll(() => shown).toEqual([0]);
  });

  it('says what is wrong with the input, and shows no verdict', async () => {
    await desktop();
    const { host } = await testItem('0x12345');
    await expect
      .poll(() => host.querySelector('[data-testid="bloom-error"]')?.textContent)
      .toBe('5 hex digits: an address has 40 (20 bytes), a topic 64 (32 bytes)');
    expect(host.querySelector('[data-testid="bloom-result"]')).toBeNull();
  });

  it('the verdict badges are readable in both themes, and the tester fits 390 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await phone(theme);
      const { host } = await testItem(TO);
      await expect.poll(() => host.querySelector('[data-testid="bloom-result"]')).not.toBeNull();
      for (const badge of host.querySelectorAll('[data-testid="bloom-result"] li > span:first-child'))
        expect(textContrast(badge)).toBeGreaterThanOrEqual(4.5);
      expect(overflowing(host)).toEqual([]);
    }
  });
});
