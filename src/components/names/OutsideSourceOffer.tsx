import { OUTSIDE_SOURCES, outsideSourceStore, type OutsideSourceId } from '../../data/names/outside-sources.ts';
import { useOutsideSource } from '../../data/names/useOutsideSource.ts';

/**
 * The one quiet line that offers an outside source where a page has something it cannot name,
 * saying what the source would see. Shown only while the source is off and the person has not
 * answered; either answer is kept, and Settings can change it later. A div, not a paragraph: it
 * sits in description lists and spans too.
 */
export function OutsideSourceOffer({ source }: { source: OutsideSourceId }) {
  const setting = useOutsideSource(source);
  if (setting.enabled || setting.answered) return null;
  const info = OUTSIDE_SOURCES[source];
  const button = 'text-sky-700 hover:underline dark:text-sky-400';
  return (
    <div className="text-xs text-slate-600 dark:text-slate-400" data-testid={`outside-offer-${source}`}>
      Look names up on {info.label}? It will see {info.sees}.{' '}
      <button
        type="button"
        className={button}
        onClick={() => outsideSourceStore.set(source, { enabled: true, answered: true })}
      >
        Turn on
      </button>{' '}
      ·{' '}
      <button type="button" className={button} onClick={() => outsideSourceStore.set(source, { answered: true })}>
        No thanks
      </button>
    </div>
  );
}
