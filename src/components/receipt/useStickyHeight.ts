import { useEffect, useState } from 'react';

/**
 * The height an element covers at the top of the viewport when it is sticky (0 while it is not:
 * the toolbar sticks only on wide screens), followed as it resizes.
 */
export function useStickyHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setHeight(getComputedStyle(element).position === 'sticky' ? element.offsetHeight : 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
