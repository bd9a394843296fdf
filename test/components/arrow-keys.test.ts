import { describe, expect, it } from 'vitest';
import { arrowKeyTarget } from '../../src/components/arrow-keys.ts';

describe('arrowKeyTarget: where an arrow key moves focus in a one-stop group', () => {
  it('next and previous wrap around the ends', () => {
    expect(arrowKeyTarget('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(arrowKeyTarget('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(arrowKeyTarget('ArrowLeft', 1, 3, 'horizontal')).toBe(0);
    expect(arrowKeyTarget('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
  });

  it('Home and End go to the first and the last', () => {
    expect(arrowKeyTarget('Home', 2, 4, 'horizontal')).toBe(0);
    expect(arrowKeyTarget('End', 0, 4, 'horizontal')).toBe(3);
  });

  it('up and down move only in a group that runs both ways (radio buttons), not in a row of tabs', () => {
    expect(arrowKeyTarget('ArrowDown', 0, 3, 'both')).toBe(1);
    expect(arrowKeyTarget('ArrowUp', 0, 3, 'both')).toBe(2);
    expect(arrowKeyTarget('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(arrowKeyTarget('ArrowUp', 0, 3, 'horizontal')).toBeNull();
  });

  it('other keys are left to the browser (Tab leaves the group, Enter activates)', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a']) expect(arrowKeyTarget(key, 1, 3, 'both')).toBeNull();
  });
});
