/**
 * Why (001 §4 "Full mode has a 600 ms load delay"): the delay is there so that zapping through channels asks
 * no stream for the channels passed by. It counts from when the viewer chose the channel. A visitor who opens
 * a channel's address chose it when the page started loading: the session start, the line-up and the player's
 * code all take time after that, and the viewer stayed on the channel throughout. Counting the delay again from
 * the player's mount put 600 ms of idle waiting on the way to the first frame of every cold visit. A channel
 * chosen inside the app (a zap, a click, a history step) still waits the full delay from the player's mount.
 */

export interface ArrivalFacts {
  /** No channel has been handed to a player yet in this document. */
  firstChannelOfPage: boolean;
  /** The router's history index: 0 while the visitor is still on the entry the document opened with. */
  historyIndex: number | null;
  /** Milliseconds since the navigation that opened the document started (performance.now()). */
  sincePageStartMs: number;
}

/** How much of the delay the viewer has already waited: all the time since the page started, on arrival only. */
export function waitedOnArrivalMs(facts: ArrivalFacts): number {
  const onArrival = facts.firstChannelOfPage && (facts.historyIndex ?? 0) === 0;
  return onArrival ? Math.max(0, facts.sincePageStartMs) : 0;
}

/** The rest of the delay to wait, never negative. */
export function remainingDelayMs(delayMs: number, waitedMs: number): number {
  return Math.max(0, delayMs - Math.max(0, waitedMs));
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
    sincePageStartMs: win.performance.now(),
  };
}
