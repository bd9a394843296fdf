import { useCallback, useState, type RefObject } from 'react';
import type { Address } from '../../domain/hex.ts';

/**
 * The "Decode with ABI" box of the logs: open or not, for which emitter, and opening it from a log
 * (`section` holds the box: scrolled to and focused then).
 */
export function useAbiBox(emitters: readonly Address[], section: RefObject<HTMLDivElement | null>) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Address | null>(null);

  const openFor = useCallback(
    (address: string) => {
      setChosen(address.toLowerCase() as Address);
      setOpen(true);
      // the box opens on the next frame: if the person has moved to another control by then, leave them there
      const focusedAtStart = document.activeElement;
      requestAnimationFrame(() => {
        section.current?.scrollIntoView({ block: 'center' });
        if (document.activeElement !== focusedAtStart && document.activeElement !== document.body) return;
        section.current?.querySelector('textarea')?.focus({ preventScroll: true });
      });
    },
    [section],
  );

  return {
    open,
    toggle: () => setOpen(!open),
    /** the emitter whose ABI the box edits: the one chosen, else the first */
    address: chosen ?? emitters[0] ?? null,
    choose: setChosen,
    openFor,
  };
}
