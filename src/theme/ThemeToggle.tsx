import { useEffect, useRef, useState } from 'react';
import { arrowKeyTarget } from '../components/arrow-keys.ts';
import { applyTheme, loadTheme, saveTheme, type ThemeChoice } from './theme.ts';

const CHOICES: Array<{ value: ThemeChoice; label: string; icon: string }> = [
  { value: 'light', label: 'Light theme', icon: '☀' },
  { value: 'system', label: 'System theme', icon: '◐' },
  { value: 'dark', label: 'Dark theme', icon: '☾' },
];

/** A radio group as ARIA has it: one Tab stop (the chosen theme), arrow keys choose another. */
export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(loadTheme);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
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
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={choice === c.value}
          aria-label={c.label}
          title={c.label}
          tabIndex={choice === c.value ? 0 : -1}
          onClick={() => choose(c.value)}
          onKeyDown={(event) => {
            const target = arrowKeyTarget(event.key, index, CHOICES.length, 'both');
            if (target === null) return;
            event.preventDefault();
            buttons.current[target]?.focus();
            choose(CHOICES[target]!.value);
          }}
          className={`px-2 py-1 text-sm ${choice === c.value ? 'bg-slate-200 dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
        >
          {c.icon}
        </button>
      ))}
    </div>
  );
}
