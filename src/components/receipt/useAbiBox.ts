import { useCallback, useState, type RefObject } from 'react';
import type { Address } from '../../domain/hex.ts';

/**
 * An ABI box just opened (it renders on the next frame): scrolled to and its text area focused, so
 * the person sees where it opened, maybe below the fold. If they have moved to another control by
 * then, they are left there.
 */
export function bringIntoView(section: RefObject<HTMLElement | null>): void {
  const focusedAtStart = document.activeElement;
  requestAnimationFrame(() => {
    section.current?.scrollIntoView({ block: 'nearest' });
    if (document.activeElement !== focusedAtStart && document.activeElement !== document.body) return;
    section.current?.querySelector('textarea')?.focus({ preventScroll: true });
  });
}

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
      bringIntoView(section);
    },
    [section],
  );

  return {
    open,
    /** opening it from the "Decode with ABI…" button brings the box into view too (it may open below the fold) */
    toggle: () => {
      setOpen(!open);
      if (!open) bringIntoView(section);
    },
    /** the emitter whose ABI the box edits: the one chosen, else the first */
    address: chosen ?? emitters[0] ?? null,
    choose: setChosen,
    openFor,
  };
}
