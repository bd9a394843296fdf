import { describe, expect, it } from 'vitest';
import { EXCHANGE_RESPONSE_LIMIT, emptyStats, truncateForExchange } from '../../src/rpc/transport.ts';

describe('transport helpers', () => {
  it('stats start at zero, every counter', () => {
    expect(emptyStats()).toEqual({
      requestsSent: 0,
      unknownIdReplies: 0,
      lateReplies: 0,
      notifications: 0,
      reconnects: 0,
      connectFailures: 0,
      malformedMessages: 0,
      inFlight: 0,
    });
  });

  it('the inspector keeps 64 KiB of a reply, and says when it cut', () => {
    expect(EXCHANGE_RESPONSE_LIMIT).toBe(65_536);
    const exact = 'x'.repeat(EXCHANGE_RESPONSE_LIMIT);
    expect(truncateForExchange(exact)).toBe(exact);
    expect(truncateForExchange(`${exact}y`)).toBe(`${exact}…[truncated]`);
  });
});
