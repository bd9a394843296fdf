import { useLayoutEffect, useRef } from 'react';

/** Roles whose own arrow keys (or letters) must not be taken over by a page shortcut. */
const OWN_KEYS_ROLES = new Set([
  'tab',
  'radio',
  'option',
  'listbox',
  'combobox',
  'slider',
  'menuitem',
  'spinbutton',
  'textbox',
  'searchbox',
]);

/** True while the user types or works a control that uses the keys itself: no shortcut then. */
export function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  // a modal dialog (the shortcut list) has the keyboard to itself
  if (target.closest('dialog') !== null) return true;
  return OWN_KEYS_ROLES.has(target.getAttribute('role') ?? '');
}

/**
 * Page keyboard shortcuts, by `KeyboardEvent.key` ("ArrowLeft", "j"). Nothing fires while typing in
 * a field, with a modifier held, or when a control already handled the key.
 */
export function useShortcuts(shortcuts: Partial<Record<string, () => void>>): void {
  const latest = useRef(shortcuts);
  // layout effects: listening from the commit that shows the page, not after the paint — a cold
  // link's page appears whole in its first commit, and a key pressed as it appears must work
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  useLayoutEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || ownsKeys(event.target)) return;
      const action = latest.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
