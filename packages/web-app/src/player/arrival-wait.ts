/**
 * Why (001 §4 "Full mode has a 600 ms load delay"): the delay is there so that zapping through channels asks
 * no stream for the channels passed by. It applies to a channel the viewer chooses inside the app (a zap, a
 * click, a history step): the player waits 600 ms on it before anything is asked. A visitor who opens a
 * channel's address passes no channel by: the page asks that channel's stream as soon as it has a token (since
 * issue 23; before the page renders since issue 38, early-answers.ts), so holding the player afterwards would
 * protect nothing and only put idle time before the first frame. Issue 23 counted the delay from the navigation
 * (the viewer chose at the page's start); a returning viewer's page now has its first frame well inside 600 ms
 * of the navigation, so that rule held every such start to ≥ 600 ms. On arrival the delay counts as waited in
 * full (docs/decisions.md, 2026-11-27).
 */

export interface ArrivalFacts {
  /** No channel has been handed to a player yet in this document. */
  firstChannelOfPage: boolean;
  /** The router's history index: 0 while the visitor is still on the entry the document opened with. */
  historyIndex: number | null;
}

/** How much of the delay counts as waited already: all of it on arrival, none for a choice inside the app. */
export function waitedOnArrivalMs(facts: ArrivalFacts, delayMs: number): number {
  const onArrival = facts.firstChannelOfPage && (facts.historyIndex ?? 0) === 0;
  return onArrival ? delayMs : 0;
}

let channelHandedOver = false;

/**
 * User-timing marks of the wait, read by the web app's benchmark (scripts/bench/webapp.mjs) to tell the time
 * the delay still held the player from the rest of the way to the first frame.
 */
export const MARK_WAIT_START = 'onair:channel-wait-start';
export const MARK_HANDED_OVER = 'onair:channel-handed-over';

/** A channel player started its wait, `waitedMs` of it already behind it. */
export function noteChannelWaiting(waitedMs: number): void {
  globalThis.performance?.mark?.(MARK_WAIT_START, { detail: { waitedMs } });
}

/** Marks that a channel reached a player in this document: later channels are choices made inside the app. */
export function noteChannelHandedOver(): void {
  channelHandedOver = true;
  globalThis.performance?.mark?.(MARK_HANDED_OVER);
}

/** The facts of this document right now (the browser's clock and the router's history state). */
export function arrivalFacts(win: Window = window): ArrivalFacts {
  const state = win.history.state as { idx?: unknown } | null;
  return {
    firstChannelOfPage: !channelHandedOver,
    historyIndex: typeof state?.idx === 'number' ? state.idx : null,
  };
}
