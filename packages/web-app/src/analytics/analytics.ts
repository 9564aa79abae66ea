/**
 * Why: the app's one way to tell the operator how it is used (001 §7 "Analytics events", "events to a metrics
 * service (events, pages…)", "web vitals metrics"; §4 "on every path change the step counter increases, page
 * analytics are sent in production, and a redirect check runs after 200 ms; user interaction is recorded as
 * last action"; §9 "focus analytics delay 500 ms (100 ms for channels), channel search analytics debounce
 * 500 ms"). Every event goes through `track` to one sink — the operator's stat endpoint in the app, a memory
 * sink in tests — in batches (batcher.ts). The timing rules live here, with an injected clock:
 * - a page is reported once the path has held 200 ms (the redirect check): a path the app left by itself
 *   within that time, with no viewer action since, was a redirect and is reported on the page it led to;
 * - the last viewer action (touch, click, key) and its time ride on every page event;
 * - a focus counts only when it stays 500 ms (100 ms on a channel);
 * - channel search is reported 500 ms after the typing stops.
 */
import { BATCH_MS, createEventBatcher } from './batcher';

export const REDIRECT_CHECK_MS = 200;
export const FOCUS_DELAY_MS = 500;
export const FOCUS_DELAY_CHANNEL_MS = 100;
export const CHANNEL_SEARCH_DEBOUNCE_MS = 500;

export type ViewerAction = 'touch' | 'click' | 'key';

/** 001 §7 Analytics events about a row's items. */
export interface ItemEvent {
  event: 'show' | 'click' | 'focus' | 'play';
  name_template: string;
  value: number | string;
  source: string;
}

export type AnalyticsEvent =
  | ItemEvent
  | {
      event: 'page';
      path: string;
      step: number;
      redirected_from?: string;
      last_action?: ViewerAction;
      last_action_ms_ago?: number;
    }
  | { event: 'web_vital'; name: string; value: number; rating: string; path: string }
  | { event: 'channel_search'; text: string; results: number };

/** Where events go: the operator's endpoint, or a test's memory. */
export interface AnalyticsSink {
  send(events: AnalyticsEvent[]): Promise<unknown>;
  /** For the page going away; the events must leave without waiting for an answer. */
  beacon?(events: AnalyticsEvent[]): void;
}

export interface AnalyticsTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface Analytics {
  track(event: AnalyticsEvent): void;
  /** The path changed (a route change); `production` false reports no pages (001 §4). */
  pathChanged(path: string): void;
  /** A viewer's touch, click or key. */
  action(kind: ViewerAction): void;
  lastAction(): { kind: ViewerAction; at: number } | null;
  /** Starts a focus that is reported if it lasts (then `reported` runs); the returned function is its blur. */
  focus(event: ItemEvent & { event: 'focus' }, onChannel: boolean, reported?: () => void): () => void;
  /** The channel search text changed; `results` is how many channels it finds. */
  channelSearch(text: string, results: number): void;
  flush(): Promise<void>;
  readonly pending: number;
}

export function createAnalytics(options: {
  sink: AnalyticsSink;
  timers: AnalyticsTimers;
  /** Pages are reported in production builds only (001 §4). */
  production: boolean;
  /** Where `pagehide` is heard (normally `window`): waiting events then leave as a beacon. */
  page?: EventTarget;
}): Analytics {
  const { timers } = options;
  const beacon = options.sink.beacon;
  const batcher = createEventBatcher<AnalyticsEvent>({
    send: (events) => options.sink.send(events),
    timers,
    delayMs: BATCH_MS,
    ...(options.page && beacon ? { page: options.page, beacon: (events) => beacon(events) } : {}),
  });
  let step = 0;
  let last: { kind: ViewerAction; at: number } | null = null;
  let pendingPage: { path: string; handle: unknown; from?: string; actionAt: number | null } | null = null;
  let search: unknown = null;

  const reportPage = (path: string, from: string | undefined) => {
    step += 1;
    if (!options.production) return;
    const now = timers.now();
    batcher.add({
      event: 'page',
      path,
      step,
      ...(from ? { redirected_from: from } : {}),
      ...(last ? { last_action: last.kind, last_action_ms_ago: now - last.at } : {}),
    });
  };

  return {
    track: (event) => batcher.add(event),
    pathChanged(path) {
      let from: string | undefined;
      if (pendingPage) {
        timers.clearTimeout(pendingPage.handle);
        // Left within the check: a viewer's doing if they acted since reaching it, else the app redirected.
        const viewerActed = (last?.at ?? null) !== pendingPage.actionAt;
        if (viewerActed) reportPage(pendingPage.path, pendingPage.from);
        else from = pendingPage.from ?? pendingPage.path;
      }
      const handle = timers.setTimeout(() => {
        const reached = pendingPage;
        pendingPage = null;
        if (reached) reportPage(reached.path, reached.from);
      }, REDIRECT_CHECK_MS);
      pendingPage = { path, handle, actionAt: last?.at ?? null, ...(from ? { from } : {}) };
    },
    action(kind) {
      last = { kind, at: timers.now() };
    },
    lastAction: () => last,
    focus(event, onChannel, reported) {
      const handle = timers.setTimeout(
        () => {
          batcher.add(event);
          reported?.();
        },
        onChannel ? FOCUS_DELAY_CHANNEL_MS : FOCUS_DELAY_MS,
      );
      return () => timers.clearTimeout(handle);
    },
    channelSearch(text, results) {
      if (search !== null) timers.clearTimeout(search);
      const trimmed = text.trim();
      if (!trimmed) {
        search = null;
        return;
      }
      search = timers.setTimeout(() => {
        search = null;
        batcher.add({ event: 'channel_search', text: trimmed, results });
      }, CHANNEL_SEARCH_DEBOUNCE_MS);
    },
    flush: () => batcher.flush(),
    get pending() {
      return batcher.pending;
    },
  };
}
