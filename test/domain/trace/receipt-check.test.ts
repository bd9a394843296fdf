import { describe, expect, it } from 'vitest';
import { parseCallTrace } from '../../../src/domain/trace/call-trace.ts';
import { flattenFrames, receiptOrderLogs } from '../../../src/domain/trace/trace-frames.ts';
import { checkAgainstReceipt } from '../../../src/domain/trace/receipt-check.ts';
import { parseReceipt } from '../../../src/domain/receipt.ts';
import { anvilSwap } from './support.ts';

function swapCheck(
  change: (raw: { trace: Record<string, unknown>; receipt: Record<string, unknown> }) => void = () => {},
) {
  const fixture = structuredClone(anvilSwap());
  const raw = { trace: fixture.callTracer, receipt: fixture.receipt };
  change(raw);
  const top = parseCallTrace(raw.trace);
  return checkAgainstReceipt(top, receiptOrderLogs(flattenFrames(top)), parseReceipt(raw.receipt));
}

describe('checkAgainstReceipt', () => {
  it("finds the devnet swap's trace agrees with its receipt: success, four logs in order, and anvil's cumulative gas recognised", () => {
    const check = swapCheck();
    expect(check).toMatchObject({
      status: { traced: true, receipt: true },
      gas: { kind: 'cumulative', gasUsed: 0xfcd2n, traced: 0x2200bn },
      logs: { traced: 4, receipt: 4, firstDifference: null },
      contractAddress: null,
      matches: true,
    });
  });

  it('says where the logs part: a topic changed, a log missing', () => {
    expect(
      swapCheck(({ receipt }) => {
        const logs = receipt['logs'] as Array<{ topics: string[] }>;
        logs[2]!.topics[0] = `0x${'00'.repeat(32)}`;
      }),
    ).toMatchObject({ logs: { firstDifference: 2 }, matches: false });
    expect(
      swapCheck(({ receipt }) => {
        (receipt['logs'] as unknown[]).pop();
      }),
    ).toMatchObject({ logs: { traced: 4, receipt: 3, firstDifference: 3 }, matches: false });
  });

  it('says a gas figure that is neither the receipt’s nor the cumulative one differs, and a status that disagrees', () => {
    expect(swapCheck(({ trace }) => void (trace['gasUsed'] = '0x1'))).toMatchObject({
      gas: { kind: 'differs', traced: 1n, receipt: 0xfcd2n },
      matches: false,
    });
    expect(swapCheck(({ trace }) => void (trace['gasUsed'] = '0xfcd2'))).toMatchObject({
      gas: { kind: 'match' },
      matches: true,
    });
    expect(swapCheck(({ receipt }) => void (receipt['status'] = '0x0'))).toMatchObject({
      status: { traced: true, receipt: false },
      matches: false,
    });
  });

  it("checks a creation's address against the receipt's", () => {
    const created = `0x${'cc'.repeat(20)}`;
    const check = swapCheck(({ trace, receipt }) => {
      trace['type'] = 'CREATE';
      trace['to'] = created;
      receipt['contractAddress'] = `0x${'dd'.repeat(20)}`;
    });
    expect(check).toMatchObject({
      contractAddress: { traced: created, receipt: `0x${'dd'.repeat(20)}` },
      matches: false,
    });
  });
});
