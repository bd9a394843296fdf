import { useRef, type KeyboardEvent } from 'react';
import { arrowKeyTarget } from './arrow-keys.ts';

/**
 * A group that is one Tab stop (tabs, a radio group): only the chosen item has `tabIndex` 0, and
 * the arrow keys, Home and End move focus to another item, which `onMove` may then choose.
 */
export function useRovingFocus(count: number, orientation: 'horizontal' | 'both', onMove: (index: number) => void) {
  const items = useRef<Array<HTMLElement | null>>([]);
  return {
    /** The props of the item at `index`, given whether it is the group's one Tab stop. */
    itemProps: (index: number, isStop: boolean) => ({
      ref: (element: HTMLElement | null) => {
        items.current[index] = element;
      },
      tabIndex: isStop ? 0 : -1,
      onKeyDown: (event: KeyboardEvent) => {
        const target = arrowKeyTarget(event.key, index, count, orientation);
        if (target === null) return;
        event.preventDefault();
        items.current[target]?.focus();
        onMove(target);
      },
    }),
  };
}
