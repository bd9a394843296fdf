import type { SubmitEvent } from 'react';
import type { LogFilterParse } from '../../domain/logs/log-filter.ts';
import { formatCount } from '../../domain/units.ts';
import { LogLinkButton } from './LogLinkButton.tsx';

const input =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs placeholder:font-sans focus:border-sky-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950';

interface LogsToolbarProps {
  id: string;
  addressText: string;
  onAddressText: (text: string) => void;
  topicText: string;
  onTopicText: (text: string) => void;
  parsedFilter: LogFilterParse;
  /** decoded event names with their counts; the event filter shows only when there is one */
  events: readonly { name: string; count: number }[];
  event: string;
  onEvent: (name: string) => void;
  /** an event name asked for (by a link) that no log decodes as, or null */
  unknownEvent: string | null;
  jumpText: string;
  onJumpText: (text: string) => void;
  jumpProblem: string | null;
  onJump: (event: SubmitEvent) => void;
  /** "12 of 2,000 logs", or the total when nothing filters */
  countText: string;
}

/** The logs toolbar: filter by emitter, topic and (once decoded) event, and go to a log number. */
export function LogsToolbar(props: LogsToolbarProps) {
  const { id, parsedFilter } = props;
  return (
    <>
      <div
        className={`grid grid-cols-1 gap-2 sm:grid-cols-2 lg:items-start ${props.events.length > 0 ? 'lg:grid-cols-[1fr_1fr_auto_auto_auto]' : 'lg:grid-cols-[1fr_1fr_auto_auto]'}`}
      >
        <FilterInput
          id={`${id}-address`}
          label="Filter by emitting address"
          placeholder="Filter by address (hex prefix)"
          value={props.addressText}
          onChange={props.onAddressText}
          invalid={!parsedFilter.ok && parsedFilter.field === 'address'}
          testId="filter-address"
        />
        <FilterInput
          id={`${id}-topic`}
          label="Filter by topic, at any position"
          placeholder="Topic (hex prefix) or address, any position"
          value={props.topicText}
          onChange={props.onTopicText}
          invalid={!parsedFilter.ok && parsedFilter.field === 'topic'}
          testId="filter-topic"
        />
        {props.events.length > 0 && (
          <div>
            <label htmlFor={`${id}-event`} className="sr-only">
              Filter by event
            </label>
            <select
              id={`${id}-event`}
              value={props.event}
              onChange={(e) => props.onEvent(e.target.value)}
              className={`${input} font-sans`}
              data-testid="filter-event"
            >
              <option value="">Any event</option>
              {props.events.map(({ name, count }) => (
                <option key={name} value={name}>
                  {name} ({formatCount(count)})
                </option>
              ))}
            </select>
          </div>
        )}
        <form onSubmit={props.onJump} className="flex gap-1" aria-label="Go to log">
          <label htmlFor={`${id}-jump`} className="sr-only">
            Go to log number
          </label>
          <input
            id={`${id}-jump`}
            value={props.jumpText}
            onChange={(e) => props.onJumpText(e.target.value)}
            placeholder="Log #"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={props.jumpProblem !== null}
            className={`${input} lg:w-24`}
            data-testid="jump-input"
          />
          <button
            type="submit"
            className="shrink-0 rounded-md border border-slate-300 px-2 text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Go
          </button>
        </form>
        <div className="flex items-center gap-2 self-center">
          <p
            className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400"
            data-testid="filter-count"
            aria-live="polite"
          >
            {props.countText}
          </p>
          <LogLinkButton label="Copy link to these logs" />
        </div>
      </div>
      {!parsedFilter.ok && (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400" data-testid="filter-error">
          {parsedFilter.message}
        </p>
      )}
      {props.unknownEvent !== null && (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400" data-testid="filter-event-error">
          No log here decodes as a “{props.unknownEvent}” event, so every event is shown (paste the emitting contract’s
          ABI to decode its events).
        </p>
      )}
      {props.jumpProblem && (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400" data-testid="jump-error">
          {props.jumpProblem}
        </p>
      )}
    </>
  );
}

/** One filter box of the logs toolbar, labelled for screen readers. */
function FilterInput(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  invalid: boolean;
  testId: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <input
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={props.invalid || undefined}
        className={input}
        data-testid={props.testId}
      />
    </div>
  );
}
