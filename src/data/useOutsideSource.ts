import { useSyncExternalStore } from 'react';
import { outsideSourceStore, type OutsideSourceId, type OutsideSourceSetting } from './outside-sources.ts';

/** Whether an outside source is on, where it is, and whether its offer was answered; re-renders on change. */
export function useOutsideSource(id: OutsideSourceId): OutsideSourceSetting {
  useSyncExternalStore(outsideSourceStore.subscribe, outsideSourceStore.version);
  return outsideSourceStore.get(id);
}
