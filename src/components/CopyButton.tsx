import { useState } from 'react';
import { inSentence, useFieldName } from './FieldName.tsx';

function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 5.5v-2a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3.5V9A1.5 1.5 0 0 0 4 10.5h1.5" />
    </svg>
  );
}

/**
 * Copies a value to the clipboard; says so for a moment, and says so when the browser refuses.
 * Its name says what it copies: `label`, else the field it sits in ("Copy nonce").
 */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const field = useFieldName();
  const name = label ?? (field ? `Copy ${inSentence(field)}` : 'Copy value');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 1200);
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={name}
      title={name}
      className="ml-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
    >
      {state === 'copied' ? '✓' : state === 'failed' ? '✗' : <CopyIcon />}
    </button>
  );
}
