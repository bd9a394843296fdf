/**
 * Where an arrow key moves focus in a group that is one Tab stop (tabs, radio buttons): next and
 * previous wrap around, Home and End go to the ends. `null`: not a key the group handles.
 */
export function arrowKeyTarget(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'both',
): number | null {
  const vertical = orientation === 'both';
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) return (index + 1) % count;
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
