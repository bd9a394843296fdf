import { useEffect, useState } from 'react';
import { applyTheme, loadTheme, saveTheme, type ThemeChoice } from './theme.ts';

const CHOICES: Array<{ value: ThemeChoice; label: string; icon: string }> = [
  { value: 'light', label: 'Light theme', icon: '☀' },
  { value: 'system', label: 'System theme', icon: '◐' },
  { value: 'dark', label: 'Dark theme', icon: '☾' },
];

export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(loadTheme);
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
      {CHOICES.map((c) => (
        <button
          key={c.value}
          type="button"
          role="radio"
          aria-checked={choice === c.value}
          aria-label={c.label}
          title={c.label}
          onClick={() => {
            saveTheme(c.value);
            setChoice(c.value);
          }}
          className={`px-2 py-1 text-sm ${choice === c.value ? 'bg-slate-200 dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
        >
          {c.icon}
        </button>
      ))}
    </div>
  );
}
