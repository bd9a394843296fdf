/**
 * A list that renders only the items near the viewport, scrolled with the window
 * (`@tanstack/react-virtual`). Items may have any height: each starts at an estimate and is
 * measured once rendered. The rendered items sit in normal flow between two spacers; the
 * virtualizer, not the browser's scroll anchoring, keeps what is on screen still when an item
 * above the viewport turns out taller or shorter than its estimate.
 */
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

export interface WindowedListHandle {
  /** Scrolls the window so the item sits just below `topInset`, and focuses it. */
  scrollToIndex(index: number): void;
}

interface WindowedListProps {
  count: number;
  /** Stable per item, so measurements survive filtering. */
  itemKey: (index: number) => string;
  estimateHeight: (index: number) => number;
  renderItem: (index: number) => ReactNode;
  /** Items rendered beyond the viewport on each side. */
  overscan?: number;
  /** Vertical space between items. */
  gap?: number;
  /** Height of anything stuck to the top of the viewport (a sticky toolbar), for scrollToIndex. */
  topInset?: number;
  handleRef?: Ref<WindowedListHandle>;
  label: string;
}

/** Frames to wait for the item to be rendered before giving up on focusing it. */
const FOCUS_FRAMES = 30;

/** Where the list starts on the page: the virtualizer counts window scroll from the document's top. */
function useOffsetInDocument(container: React.RefObject<HTMLDivElement | null>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // anything above the list that grows or shrinks changes the body's height
    const observer = new ResizeObserver(() => {
      setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [container]);
  return offset;
}

export function WindowedList({
  count,
  itemKey,
  estimateHeight,
  renderItem,
  overscan = 1,
  gap = 8,
  topInset = 0,
  handleRef,
  label,
}: WindowedListProps) {
  const container = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetInDocument(container);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: estimateHeight,
    getItemKey: itemKey,
    overscan,
    gap,
    scrollMargin,
    scrollPaddingStart: topInset + 8,
    // React batches the re-render a scroll asks for; a synchronous flush per scroll event only costs frames
    useFlushSync: false,
  });

  useImperativeHandle(
    handleRef,
    () => ({
      scrollToIndex(index: number) {
        const element = container.current;
        if (!element || index < 0 || index >= count) return;
        virtualizer.scrollToIndex(index, { align: 'start' });
        // Focus goes to the item once it is rendered (the virtualizer brings it into place by
        // itself), unless the person moved focus elsewhere meanwhile (clicked a filter box while
        // the list settled): never take it back from them.
        const focusedAtStart = document.activeElement;
        let frames = 0;
        const focusWhenRendered = () => {
          const item = element.querySelector<HTMLElement>(`[data-index="${index}"]`);
          if (item && frames >= 2) {
            const focusNow = document.activeElement;
            if (focusNow === focusedAtStart || focusNow === document.body) item.focus({ preventScroll: true });
            return;
          }
          if (frames++ < FOCUS_FRAMES) requestAnimationFrame(focusWhenRendered);
        };
        requestAnimationFrame(focusWhenRendered);
      },
    }),
    [count, virtualizer],
  );

  const rendered = virtualizer.getVirtualItems();
  const first = rendered[0];
  const last = rendered[rendered.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin) - gap) : 0;
  return (
    <div
      ref={container}
      role="list"
      aria-label={label}
      data-testid="windowed-list"
      data-rendered={rendered.length}
      style={{ overflowAnchor: 'none' }}
    >
      <div style={{ height: before }} aria-hidden="true" />
      {rendered.map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          data-window-key={item.key}
          data-window-index={item.index}
          role="listitem"
          aria-posinset={item.index + 1}
          aria-setsize={count}
          tabIndex={-1}
          style={{ marginBottom: gap }}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {renderItem(item.index)}
        </div>
      ))}
      <div style={{ height: after }} aria-hidden="true" />
    </div>
  );
}
