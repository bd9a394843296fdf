/**
 * A list that renders only the items near the viewport, scrolled with the window. Items may have
 * any height: each starts at an estimate and is measured by a ResizeObserver once rendered. The
 * rendered items sit in normal flow between two spacers, so when a measured item above the
 * viewport differs from its estimate, the browser's scroll anchoring keeps what is on screen still.
 */
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';

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
  /** Pixels rendered beyond the viewport on each side. */
  overscan?: number;
  /** Vertical space between items. */
  gap?: number;
  /** Height of anything stuck to the top of the viewport (a sticky toolbar), for scrollToIndex. */
  topInset?: () => number;
  handleRef?: Ref<WindowedListHandle>;
  label: string;
}

/** Largest i with offsets[i] <= y (offsets ascending, offsets[0] = 0). */
function indexAt(offsets: Float64Array, y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function WindowedList({
  count,
  itemKey,
  estimateHeight,
  renderItem,
  overscan = 400,
  gap = 8,
  topInset,
  handleRef,
  label,
}: WindowedListProps) {
  const container = useRef<HTMLDivElement>(null);
  // measured heights by item key; a new map whenever one changes, so the offsets follow
  const [measured, setMeasured] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [range, setRange] = useState<[number, number]>([0, Math.min(count, 10)]);

  // offsets[i] = top of item i; offsets[count] = bottom of the list (without a trailing gap)
  const offsets = useMemo(() => {
    const out = new Float64Array(count + 1);
    for (let i = 0; i < count; i++) out[i + 1] = out[i]! + (measured.get(itemKey(i)) ?? estimateHeight(i)) + gap;
    return out;
  }, [count, itemKey, estimateHeight, gap, measured]);
  const offsetsRef = useRef(offsets);
  offsetsRef.current = offsets;

  const updateRange = useCallback(() => {
    const element = container.current;
    if (!element) return;
    const top = -element.getBoundingClientRect().top;
    const o = offsetsRef.current;
    const n = o.length - 1;
    const start = Math.min(n, indexAt(o, top - overscan));
    const end = Math.min(n, indexAt(o, top + window.innerHeight + overscan) + 1);
    setRange((previous) => (previous[0] === start && previous[1] === end ? previous : [start, end]));
  }, [overscan]);

  useLayoutEffect(updateRange, [updateRange, offsets]);

  useEffect(() => {
    window.addEventListener('scroll', updateRange, { passive: true });
    window.addEventListener('resize', updateRange);
    return () => {
      window.removeEventListener('scroll', updateRange);
      window.removeEventListener('resize', updateRange);
    };
  }, [updateRange]);

  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            const heights = entries.map((entry) => {
              const target = entry.target as HTMLElement;
              return [target.dataset.windowKey, entry.borderBoxSize[0]?.blockSize ?? target.offsetHeight] as const;
            });
            setMeasured((previous) => {
              let next: Map<string, number> | null = null;
              for (const [key, height] of heights) {
                if (key === undefined || height === 0 || (next ?? previous).get(key) === height) continue;
                next ??= new Map(previous);
                next.set(key, height);
              }
              return next ?? previous;
            });
          }),
    [],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  const observe = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !observer) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );

  useImperativeHandle(
    handleRef,
    () => ({
      scrollToIndex(index: number) {
        const element = container.current;
        if (!element || index < 0 || index >= count) return;
        const inset = (topInset?.() ?? 0) + 8;
        const scrollTo = () => {
          const base = element.getBoundingClientRect().top + window.scrollY;
          window.scrollTo({ top: base + offsetsRef.current[index]! - inset });
        };
        scrollTo();
        // Focus goes to the item at the end, unless the person moved it elsewhere meanwhile (clicked
        // a filter box while the list settled): never take it back from them.
        const focusedAtStart = document.activeElement;
        // The estimate put us close; once the items around it are rendered and measured, settle on the item itself.
        let frames = 0;
        const settle = () => {
          const item = element.querySelector<HTMLElement>(`[data-window-index="${index}"]`);
          if (item) {
            const delta = item.getBoundingClientRect().top - inset;
            if (Math.abs(delta) > 1) window.scrollBy({ top: delta });
            if (frames >= 2) {
              const focusNow = document.activeElement;
              if (focusNow === focusedAtStart || focusNow === document.body) item.focus({ preventScroll: true });
              return;
            }
          } else {
            scrollTo();
          }
          if (frames++ < 10) requestAnimationFrame(settle);
        };
        requestAnimationFrame(settle);
      },
    }),
    [count, topInset],
  );

  const [start, end] = [Math.min(range[0], count), Math.min(range[1], count)];
  const items: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    const key = itemKey(i);
    items.push(
      <div
        key={key}
        ref={observe}
        data-window-key={key}
        data-window-index={i}
        role="listitem"
        aria-posinset={i + 1}
        aria-setsize={count}
        tabIndex={-1}
        style={{ marginBottom: gap }}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        {renderItem(i)}
      </div>,
    );
  }
  const before = offsets[start]!;
  const after = offsets[count]! - offsets[end]!;
  return (
    <div ref={container} role="list" aria-label={label} data-testid="windowed-list" data-rendered={end - start}>
      <div style={{ height: before }} aria-hidden="true" />
      {items}
      <div style={{ height: after }} aria-hidden="true" />
    </div>
  );
}
