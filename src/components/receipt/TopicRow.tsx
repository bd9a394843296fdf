import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { checksumAddress } from '../../domain/address-checksum.ts';
import type { Hash } from '../../domain/hex.ts';
import { topicViews } from '../../domain/logs/topic-views.ts';
import { formatInteger } from '../../domain/units.ts';
import { addressURL } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';
import { ModeTabs, TabPanel } from '../ModeTabs.tsx';

type TopicMode = 'hex' | 'address' | 'number' | 'text';

/** One topic of a log, viewable as hex, address, number or text; views that do not apply are disabled. */
export function TopicRow({ position, topic }: { position: number; topic: Hash }) {
  const views = useMemo(() => topicViews(topic), [topic]);
  const [mode, setMode] = useState<TopicMode>('hex');
  const panelId = useId();
  let shown: string;
  let body;
  switch (mode) {
    case 'address':
      // checksummed, as every address on screen is; the link keeps the lowercase form
      shown = checksumAddress(views.address!);
      body = (
        <Link to={addressURL(views.address!)} className="text-sky-700 hover:underline dark:text-sky-400">
          {shown}
        </Link>
      );
      break;
    case 'number':
      shown = views.number.toString();
      body = formatInteger(views.number, { thousands: true });
      break;
    case 'text':
      shown = views.text!;
      body = `“${shown}”`;
      break;
    default:
      shown = views.hex;
      body = shown;
  }
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2" data-testid="topic" data-topic-mode={mode}>
      <div className="flex shrink-0 items-center gap-2">
        <span className="w-6 font-mono text-xs text-slate-500">[{position}]</span>
        <ModeTabs
          label={`Topic ${position} view`}
          panelId={panelId}
          value={mode}
          onChange={setMode}
          modes={[
            { value: 'hex', label: 'Hex' },
            {
              value: 'address',
              label: 'Address',
              disabledReason: views.address ? null : 'The first 12 bytes are not zero: not an address',
            },
            { value: 'number', label: 'Number' },
            { value: 'text', label: 'Text', disabledReason: views.text !== null ? null : 'Not printable UTF-8 text' },
          ]}
        />
      </div>
      <TabPanel
        panelId={panelId}
        value={mode}
        className="inline-flex min-w-0 items-start font-mono text-xs leading-5 sm:text-sm"
      >
        <span className="min-w-0 break-all" data-testid="topic-value">
          {body}
        </span>
        <CopyButton value={shown} label={`Copy topic ${position}`} />
      </TabPanel>
    </li>
  );
}
