/**
 * A row's analytics (rules in row-analytics.ts): `show` once when at least half the row is on screen,
 * `click` or `play` when an item opens, `focus` once per item when the keyboard rests on it for the §9
 * focus delay (500 ms, 100 ms on a channel). The items are told apart by their cell's place in the slider,
 * so tiles need no knowledge of analytics. Events go through the app's analytics (src/analytics/).
 */
import { type FocusEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useAnalytics } from '../analytics/useAnalytics';
import type { RowEvent, RowEventName } from './row-analytics';

/** Rows whose items are channels: their focus counts sooner (001 §9). */
const CHANNEL_TEMPLATES = new Set(['channel', 'channels']);

export interface RowAnalyticsItem {
  id: number | string;
  /** The item's destination type, for rowset items (a channel destination plays). */
  destination?: string | null;
}

export function useRowAnalytics(template: string, rowId: number | string, source: string) {
  const analytics = useAnalytics();
  const [section, setSection] = useState<HTMLElement | null>(null);
  const focused = useRef(new Set<string>());
  const blur = useRef<(() => void) | null>(null);

  const track = useCallback(
    (event: RowEventName, value: number | string) => {
      analytics?.track({ event, name_template: template, value, source } satisfies RowEvent);
    },
    [analytics, template, source],
  );
  useEffect(() => () => blur.current?.(), []);

  useEffect(() => {
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        track('show', rowId);
      },
      { threshold: 0.5 },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [section, track, rowId]);

  /** Handlers for the slider: which item a click or keyboard focus landed on. */
  const itemHandlers = (
    items: readonly RowAnalyticsItem[],
    openEvent: (item: RowAnalyticsItem) => RowEventName,
  ) => {
    const itemOf = (target: EventTarget) => {
      const cell = (target as Element).closest?.('.slider__cell');
      const index = cell?.parentElement ? [...cell.parentElement.children].indexOf(cell) : -1;
      return items[index];
    };
    return {
      onClickCapture: (event: MouseEvent) => {
        const item = itemOf(event.target);
        if (item) track(openEvent(item), item.id);
      },
      onFocusCapture: (event: FocusEvent) => {
        const item = itemOf(event.target);
        const key = String(item?.id);
        // Keyboard focus only: a pointer click focuses the tile too, and is already a click.
        if (!item || focused.current.has(key) || !(event.target as Element).matches(':focus-visible')) return;
        if (!analytics) return;
        blur.current?.();
        // Counted once per item, when it has held the focus: a tab passing through counts nothing.
        blur.current = analytics.focus(
          { event: 'focus', name_template: template, value: item.id, source },
          CHANNEL_TEMPLATES.has(template),
          () => focused.current.add(key),
        );
      },
      onBlurCapture: () => {
        blur.current?.();
        blur.current = null;
      },
    };
  };

  return { sectionRef: setSection, track, itemHandlers };
}
