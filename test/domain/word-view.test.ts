import { describe, expect, it } from 'vitest';
import { parseWordView, WORD_VIEWS } from '../../src/domain/word-view.ts';

describe('parseWordView', () => {
  it('no parameter, or an empty one, means every view', () => {
    expect(parseWordView(null)).toEqual({ view: null, problem: null });
    expect(parseWordView('')).toEqual({ view: null, problem: null });
  });

  it('takes each view by its name', () => {
    for (const view of WORD_VIEWS) expect(parseWordView(view)).toEqual({ view, problem: null });
  });

  it('a name it does not have falls back to every view, naming the ones it has', () => {
    const choice = parseWordView('Address');
    expect(choice.view).toBeNull();
    expect(choice.problem).toContain('“Address”, which Hexray does not have');
    expect(choice.problem).toContain('uint256, int256, address, bool, bytes32, string');
  });

  it('a very long bad value is cut in the note', () => {
    const problem = parseWordView('x'.repeat(500)).problem ?? '';
    expect(problem).toContain(`“${'x'.repeat(40)}…”`);
    expect(problem.length).toBeLessThan(200);
  });
});
