/**
 * Why (001 §3 Push notification: timeToLive or time_to_live, timeStart or time_start): a push is meant for a
 * window of time — from its start, for its time to live. The operator's feed is read once a minute and a
 * push may wait behind another modal, so the app checks the window itself when it shows one: a push not
 * started yet waits, one past its time is never shown. Times are seconds (a start above 10^12 is taken as
 * milliseconds, as some feeds send them); a push without them is always current.
 */
export interface PushTimes {
  time_start?: number | null;
  timeStart?: number | null;
  time_to_live?: number | null;
  timeToLive?: number | null;
}

const MS_THRESHOLD = 1e12;

/** The push's window in ms: [start, end); null ends are open. */
export function pushWindow(push: PushTimes): { startMs: number | null; endMs: number | null } {
  const start = push.time_start ?? push.timeStart ?? null;
  const ttl = push.time_to_live ?? push.timeToLive ?? null;
  const startMs =
    typeof start === 'number' && Number.isFinite(start)
      ? start > MS_THRESHOLD
        ? start
        : start * 1000
      : null;
  const endMs =
    startMs !== null && typeof ttl === 'number' && Number.isFinite(ttl) && ttl > 0
      ? startMs + ttl * 1000
      : null;
  return { startMs, endMs };
}

export function isCurrentPush(push: PushTimes, nowMs: number): boolean {
  const { startMs, endMs } = pushWindow(push);
  return (startMs === null || startMs <= nowMs) && (endMs === null || nowMs < endMs);
}

/** When the set of current pushes next changes (a start or an end still ahead), or null. */
export function nextPushChangeMs(pushes: readonly PushTimes[], nowMs: number): number | null {
  let next: number | null = null;
  for (const push of pushes) {
    const { startMs, endMs } = pushWindow(push);
    for (const at of [startMs, endMs]) {
      if (at !== null && at > nowMs && (next === null || at < next)) next = at;
    }
  }
  return next;
}
