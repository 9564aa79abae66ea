/**
 * A row's analytics (rules in row-analytics.ts): `show` once when at least half the row is on screen,
 * `click` or `play` when an item opens, `focus` once per item when the keyboard reaches it. The items
 * are told apart by their cell's place in the slider, so tiles need no knowledge of analytics. Events
 * go to the operator's analytics call (POST /stat/events) through one batcher per API client.
 */
import { type FocusEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/http';
import { anyBody } from '../api/schemas';
import { useSession } from '../session/context';
import { createEventBatcher, type RowEvent, type RowEventName } from './row-analytics';

const batchers = new WeakMap<ApiClient, ReturnType<typeof createEventBatcher>>();

function batcherOf(api: ApiClient) {
  let batcher = batchers.get(api);
  if (!batcher) {
    batcher = createEventBatcher({
      send: (events) =>
        api.request({ method: 'POST', path: '/stat/events', schema: anyBody, body: { events }, quiet: true }),
      timers: {
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
      // Events still waiting when the page goes away (a reload, another site) leave as a beacon; it
      // cannot carry headers, so the token rides in the URL as the stat calls' does.
      page: window,
      beacon: (events) => navigator.sendBeacon?.(api.url('/stat/events'), JSON.stringify({ events })),
    });
    batchers.set(api, batcher);
  }
  return batcher;
}

export interface RowAnalyticsItem {
  id: number | string;
  /** The item's destination type, for rowset items (a channel destination plays). */
  destination?: string | null;
}

export function useRowAnalytics(template: string, rowId: number | string, source: string) {
  const { api } = useSession();
  const [section, setSection] = useState<HTMLElement | null>(null);
  const focused = useRef(new Set<string>());

  const track = useCallback(
    (event: RowEventName, value: number | string) => {
      if (api) batcherOf(api).add({ event, name_template: template, value, source } satisfies RowEvent);
    },
    [api, template, source],
  );

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
        focused.current.add(key);
        track('focus', item.id);
      },
    };
  };

  return { sectionRef: setSection, track, itemHandlers };
}
