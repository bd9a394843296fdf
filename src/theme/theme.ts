/** Light, dark, or whatever the system prefers; applied as a class on <html> (see index.css). */
import { deviceStorage } from '../connection/safe-storage.ts';

export type ThemeChoice = 'light' | 'dark' | 'system';

const STORAGE_KEY = 'hexray.theme';

export function loadTheme(): ThemeChoice {
  const stored = deviceStorage().getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function saveTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') deviceStorage().removeItem(STORAGE_KEY);
    else deviceStorage().setItem(STORAGE_KEY, choice);
  } catch {
    // storage full: the choice holds for this page
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}
