import { describe, expect, it } from 'vitest';
import { readLogFilterQuery, writeLogFilterQuery } from '../../src/routes/query-state.ts';

describe('the logs filter in the URL query', () => {
  it('reads what a link holds, an absent key as empty', () => {
    expect(readLogFilterQuery(new URLSearchParams('topic=0xAB&event=Transfer'))).toEqual({
      address: '',
      topic: '0xAB',
      event: 'Transfer',
    });
  });

  it('writes the texts as typed, leaves empty ones out and keeps other parameters', () => {
    const written = writeLogFilterQuery(new URLSearchParams('address=0x1&other=kept'), {
      address: '',
      topic: '0xnope & more',
      event: '',
    });
    expect(written.toString()).toBe('other=kept&topic=0xnope+%26+more');
    expect(readLogFilterQuery(written).topic).toBe('0xnope & more');
  });
});
