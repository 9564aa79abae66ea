import type { AnalyticsEvent, AnalyticsSink } from '../src/analytics/analytics';

/** A sink that keeps what it is sent: tests read `events`. */
export function memorySink(): AnalyticsSink & { events: AnalyticsEvent[] } {
  const events: AnalyticsEvent[] = [];
  return {
    events,
    send: async (batch) => {
      events.push(...batch);
    },
  };
}
