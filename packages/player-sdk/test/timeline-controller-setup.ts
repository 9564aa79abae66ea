/**
 * Shared by the controller's tests: an hourly schedule around a fixed clock, a controller over fake-able
 * timers and Date.now (vi.useFakeTimers moves both), and a record of every event it emits.
 */
import { vi } from 'vitest';
import type { OperatorApi, ScheduleItem } from '../src/api/operator-api';
import type { TimelineEvents } from '../src/timeline/controller-types';
import { createTimelineController } from '../src/timeline/timeline-controller';
import type { TimelineChannel } from '../src/timeline/types';

export const NOW_S = 1_700_000_000;
export const channel: TimelineChannel = { id: 7, age: 12, archived_days: 7, is_purchased: true };
// Hourly programmes: 3 h ago … 2 h ahead; the one on air started 30 min ago.
const hour = (k: number): ScheduleItem => ({
  id: `p${k}`,
  timestamp: NOW_S - 1800 + k * 3600,
  duration: 3600,
  is_catchup_available: k !== -2,
  program: { title: `Programme ${k}` },
});
export const schedule = [-3, -2, -1, 0, 1, 2].map(hour);

export function setup(scheduleImpl?: OperatorApi['schedule']) {
  const calls: { start: number; end: number }[] = [];
  const api = {
    schedule: vi.fn<OperatorApi['schedule']>(
      scheduleImpl ??
        (async (_id, range) => {
          calls.push(range);
          return schedule;
        }),
    ),
  };
  const outer = new AbortController();
  const log = vi.fn();
  const timeline = createTimelineController({
    api,
    now: () => Date.now(),
    timers: { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
    signal: outer.signal,
    log,
  });
  const events: { [K in keyof TimelineEvents]?: TimelineEvents[K][] } = {};
  for (const type of ['programmechange', 'boundary', 'skip', 'resumeplay', 'warning'] as const) {
    timeline.on(type, (e) => {
      if (!events[type]) events[type] = [];
      (events[type] as unknown[]).push(e);
    });
  }
  return { timeline, api, calls, outer, log, events };
}
