// The app's stylesheet (Tailwind and our theme variables), so layout and colours are the real ones.
import '../../../src/index.css';
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';
import { applyTheme } from '../../../src/theme/theme.ts';
import { unmountAll } from './render.tsx';

// index.html's body: the page colours every component sits on
document.body.className = 'bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100';

afterEach(async () => {
  await unmountAll();
  applyTheme('light');
  await page.viewport(1280, 800);
});
