import { DetailList, DetailRow } from './DetailRow.tsx';
import { CopyButton } from './CopyButton.tsx';
import { formatUnixSeconds } from '../domain/timestamp.ts';

/** Fields the spec does not define (L2 extras, newer forks): shown as sent, never dropped. */
export function ExtraFields({
  extra,
  hidden = [],
}: {
  extra: Record<string, unknown>;
  /** shown by name elsewhere on the page */ hidden?: readonly string[];
}) {
  const keys = Object.keys(extra).filter((key) => !hidden.includes(key));
  if (keys.length === 0) return null;
  return (
    <section data-testid="extra-fields">
      <h2 className="mb-2 text-sm font-semibold">Other fields sent by the endpoint</h2>
      <DetailList>
        {keys.map((key) => {
          const text = typeof extra[key] === 'string' ? extra[key] : JSON.stringify(extra[key]);
          const date = /timestamp/i.test(key) ? formatUnixSeconds(extra[key]) : null;
          return (
            <DetailRow key={key} label={key}>
              <span className="font-mono text-sm break-all">{text}</span>
              <CopyButton value={text} />
              {date && (
                <span className="ml-2 text-sm text-slate-600 dark:text-slate-400" data-testid={`extra-${key}-date`}>
                  {date}
                </span>
              )}
            </DetailRow>
          );
        })}
      </DetailList>
    </section>
  );
}
