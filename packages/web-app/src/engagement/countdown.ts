/**
 * Why: 001 §2 /newyear counts down to the end of the year in days, hours, minutes and seconds, and
 * §4 "ticks each second and stops when negative" — at midnight the page stops ticking (and reloads
 * its channel) instead of counting into minus. Pure: the caller passes the clock.
 */

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;

/** The first instant of next year in the viewer's own time zone (their midnight, not UTC's). */
export function yearEnd(nowMs: number): number {
  return new Date(new Date(nowMs).getFullYear() + 1, 0, 1).getTime();
}

/** Time left to `targetMs`, whole seconds rounded down; null once the target has passed. */
export function countdown(targetMs: number, nowMs: number): Countdown | null {
  const left = targetMs - nowMs;
  if (left < 0) return null;
  const total = Math.floor(left / SECOND);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** Milliseconds until the displayed second changes, so ticks land on the second, not drift past it. */
export function untilNextTick(targetMs: number, nowMs: number): number {
  const rest = (targetMs - nowMs) % SECOND;
  return rest <= 0 ? SECOND : rest;
}
