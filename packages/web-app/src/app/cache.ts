/**
 * Why: 000 §9 gives each kind of call its own freshness — 3 s for calls, 30 s for configuration and
 * resources, 300 s for schedules, 15 min for catalogue data (or the data's own cache_timeout in seconds),
 * and no cache at all for search and the user's own ('my') data. React Query does the caching; this
 * file only says how long each kind stays fresh.
 */
import { QueryClient } from '@tanstack/react-query';
import { CACHE_CALLS_MS, CACHE_CONFIGURATION_MS, CACHE_DATA_MS, CACHE_SCHEDULE_MS } from '../constants';

export type CacheKind = 'call' | 'configuration' | 'schedule' | 'data' | 'uncached';

const FRESH_MS: Record<CacheKind, number> = {
  call: CACHE_CALLS_MS,
  configuration: CACHE_CONFIGURATION_MS,
  schedule: CACHE_SCHEDULE_MS,
  data: CACHE_DATA_MS,
  uncached: 0,
};

/** How long an answer stays fresh; catalogue data may carry its own cache_timeout (seconds). */
export function freshFor(kind: CacheKind, data?: unknown): number {
  if (kind === 'data' && typeof data === 'object' && data !== null && 'cache_timeout' in data) {
    const seconds = (data as { cache_timeout?: unknown }).cache_timeout;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  }
  return FRESH_MS[kind];
}

/**
 * Options to spread into useQuery for a kind of call. `minFreshMs` is a floor a screen's own rule sets
 * (001 §4 "episode refresh is throttled to 10 s"), whatever short cache_timeout the answer carries.
 */
export function cachePolicy(kind: CacheKind, minFreshMs = 0) {
  return {
    staleTime: (query: { state: { data: unknown } }) =>
      Math.max(minFreshMs, freshFor(kind, query.state.data)),
    // Uncached data ('my', search) is dropped as soon as no screen shows it.
    gcTime: kind === 'uncached' ? 0 : Math.max(FRESH_MS[kind], 5 * 60_000),
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_CALLS_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Which cached answers a new token outdates: those answered before it was applied. Answers the session asked
 * with the new token already (the channel page's line-up, channel-queries.ts) stay as they are instead of
 * being asked again the moment the page shows them.
 */
export function answeredBefore(sinceMs: number) {
  return (query: { state: { dataUpdatedAt: number } }): boolean => query.state.dataUpdatedAt < sinceMs;
}
