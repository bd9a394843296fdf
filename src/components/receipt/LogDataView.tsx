import { useId, useMemo, useState } from 'react';
import type { Hex } from '../../domain/hex.ts';
import { dataUtf8, dataWords } from '../../domain/logs/topic-views.ts';
import { visibleControlCharacters } from '../../domain/visible-control-characters.ts';
import { formatCount } from '../../domain/units.ts';
import { CopyButton } from '../CopyButton.tsx';
import { ModeTabs, TabPanel } from '../ModeTabs.tsx';

type DataMode = 'words' | 'hex' | 'utf8';

const box = 'max-h-56 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs leading-5 dark:bg-slate-950/60';

/** A log's data as 32-byte words, raw hex or UTF-8 text. */
export function LogDataView({ data }: { data: Hex }) {
  const bytes = (data.length - 2) / 2;
  const words = useMemo(() => dataWords(data), [data]);
  const utf8 = useMemo(() => (bytes > 0 ? dataUtf8(data) : null), [data, bytes]);
  const [mode, setMode] = useState<DataMode>('words');
  const panelId = useId();

  if (bytes === 0) {
    return (
      <p className="text-xs text-slate-500" data-testid="log-data">
        No data (0 bytes)
      </p>
    );
  }
  return (
    <div data-testid="log-data" data-data-mode={mode}>
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <ModeTabs
          label="Data view"
          panelId={panelId}
          value={mode}
          onChange={setMode}
          modes={[
            { value: 'words', label: '32-byte words' },
            { value: 'hex', label: 'Hex' },
            { value: 'utf8', label: 'UTF-8', disabledReason: utf8 ? null : 'Not valid UTF-8' },
          ]}
        />
        <span className="text-xs text-slate-500">{formatCount(bytes)} bytes</span>
        <CopyButton value={data} label="Copy data as hex" />
      </div>
      <TabPanel panelId={panelId} value={mode}>
        {mode === 'words' ? (
          // tabIndex: the box scrolls when long, so a keyboard must be able to reach it
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be focusable
          <ol className={box} tabIndex={0} aria-label="Data words">
            {words.map((word) => (
              <li key={word.index} className="flex gap-3 whitespace-nowrap">
                <span className="text-slate-500 select-none">0x{word.offset.toString(16).padStart(2, '0')}</span>
                <span className="break-all whitespace-normal">
                  {word.hex.slice(2)}
                  {word.partial && (
                    <span className="ml-2 font-sans text-amber-600"> ({(word.hex.length - 2) / 2} bytes)</span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        ) : mode === 'utf8' && utf8 ? (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be focusable
          <div className={box} tabIndex={0}>
            <p className="break-all whitespace-pre-wrap" data-testid="log-data-utf8">
              {visibleControlCharacters(utf8.text)}
            </p>
            {utf8.hasControlCharacters && (
              <p className="mt-1 font-sans text-amber-700 dark:text-amber-400">
                Contains control characters (shown as ␀ and the like): probably binary, not text.
              </p>
            )}
          </div>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be focusable
          <p className={`${box} break-all`} tabIndex={0}>
            {data}
          </p>
        )}
      </TabPanel>
    </div>
  );
}
