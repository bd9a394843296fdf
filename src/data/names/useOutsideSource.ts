import { useSyncExternalStore } from 'react';
import { outsideSourceStore, type OutsideSourceId, type OutsideSourceSetting } from './outside-sources.ts';

/** An outside source's setting (on, URL, whether the offer was answered), following every change. */
export function useOutsideSource(id: OutsideSourceId): OutsideSourceSetting {
  useSyncExternalStore(outsideSourceStore.subscribe, outsideSourceStore.version);
  return outsideSourceStore.get(id);
}
