import { OUTSIDE_SOURCES, outsideSourceStore, type OutsideSourceId } from '../../data/outside-sources.ts';
import { useOutsideSource } from '../../data/useOutsideSource.ts';

/**
 * The one quiet line that offers an outside source, shown while it is off and the person has not
 * answered: a lookup tells the source what the person looks at, so it is never on by default.
 */
export function OutsideSourceOffer({ source }: { source: OutsideSourceId }) {
  const setting = useOutsideSource(source);
  if (setting.enabled || setting.answered) return null;
  const { label, sees } = OUTSIDE_SOURCES[source];
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600 dark:text-slate-400"
      data-testid={`offer-${source}`}
    >
      <span>
        Look names up on {label}? It will see {sees}.
      </span>
      <button
        type="button"
        className="text-sky-700 hover:underline dark:text-sky-400"
        onClick={() => outsideSourceStore.set(source, { enabled: true, answered: true })}
      >
        Turn on
      </button>
      <button
        type="button"
        className="text-slate-500 hover:underline"
        onClick={() => outsideSourceStore.set(source, { answered: true })}
      >
        No thanks
      </button>
    </div>
  );
}
