import { describe, expect, it } from 'vitest';
import { ETHEREUM_FORKS } from '../../../src/domain/network/fork-schedules.ts';
import { parseForkName } from '../../../src/domain/trace/fork-name.ts';

describe('parseForkName', () => {
  it('reads every execution-specs name as written there', () => {
    for (const fork of ETHEREUM_FORKS) expect(parseForkName(fork)).toEqual({ ok: true, value: fork });
  });

  it('takes - for _ and any case, around spaces', () => {
    expect(parseForkName('Tangerine-Whistle')).toEqual({ ok: true, value: 'tangerine_whistle' });
    expect(parseForkName('SPURIOUS_DRAGON')).toEqual({ ok: true, value: 'spurious_dragon' });
    expect(parseForkName(' Prague ')).toEqual({ ok: true, value: 'prague' });
  });

  it('refuses a name that is not a fork, listing the ones it knows', () => {
    for (const text of ['merge', 'tangerinewhistle', 'dao', '', 'prague2']) {
      const result = parseForkName(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain('frontier, homestead, tangerine_whistle');
    }
  });
});
