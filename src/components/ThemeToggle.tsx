import { useEffect, useState } from 'react';
import { useRovingFocus } from './useRovingFocus.ts';
import { applyTheme, loadTheme, saveTheme, type ThemeChoice } from '../theme/theme.ts';

const CHOICES: Array<{ value: ThemeChoice; label: string; icon: string }> = [
  { value: 'light', label: 'Light theme', icon: '☀' },
  { value: 'system', label: 'System theme', icon: '◐' },
  { value: 'dark', label: 'Dark theme', icon: '☾' },
];

/**
 * A radio group as ARIA has it: one Tab stop (the chosen theme), arrow keys choose another. Not
 * tabs (no panel is shown), and not three `aria-pressed` buttons: exactly one theme is always on,
 * which is what a radio group says.
 */
export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(loadTheme);
  const { itemProps } = useRovingFocus(CHOICES.length, 'both', (target) => choose(CHOICES[target]!.value));
  function choose(value: ThemeChoice) {
    saveTheme(value);
    setChoice(value);
  }
  useEffect(() => {
    applyTheme(choice);
    if (choice !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice]);
  return (
    <div role="radiogroup" aria-label="Theme" className="flex rounded-md border border-slate-200 dark:border-slate-700">
      {CHOICES.map((c, index) => (
        <button
          key={c.value}
          {...itemProps(index, choice === c.value)}
          type="button"
          role="radio"
          aria-checked={choice === c.value}
          aria-label={c.label}
          title={c.label}
          onClick={() => choose(c.value)}
          className={`px-2 py-1 text-sm ${choice === c.value ? 'bg-slate-200 dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
        >
          {c.icon}
        </button>
      ))}
    </div>
  );
}
