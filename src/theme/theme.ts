/** Light, dark, or whatever the system prefers; applied as a class on <html> (see index.css). */
import { deviceStorage, readItem, writeItem } from '../browser/guarded-storage.ts';

export type ThemeChoice = 'light' | 'dark' | 'system';

const STORAGE_KEY = 'hexray.theme';

export function loadTheme(): ThemeChoice {
  const stored = readItem(deviceStorage(), STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function saveTheme(choice: ThemeChoice): void {
  // storage full: the choice holds for this page
  writeItem(deviceStorage(), STORAGE_KEY, choice === 'system' ? null : choice);
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}
