/**
 * Why: a channel page asked for the same schedule twice — the guide (and the stage's programme title) for its
 * window taken from the start of the hour (schedule-window.ts), and the player's timeline for the same window
 * taken from the current second. Both are 001 §9's window over one channel, ≈ 160 KB of JSON before gzip, on
 * the way to the first frame. The player's call now takes the guide's answer when the guide has it or is
 * fetching it: the window from the start of the hour reaches as far back and ends at most an hour earlier, 71
 * hours ahead. The guide's query is only read, never fetched or changed from here. With no guide query for that
 * window (another page, a different archive depth), or when the guide's fetch fails, the player asks the API
 * itself, with its own attempts as before.
 */
import type { Id, OperatorApi, RequestOptions, ScheduleItem } from '@onair/player-sdk';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { guideWindowOf } from '../channels/schedule-window';
import { scheduleQueryKey } from '../channels/useChannelData';

/** The guide's programmes once its fetch in flight (if any) settles; null when it has none to give. */
function guideAnswer(
  cache: QueryClient,
  queryKey: QueryKey,
  signal?: AbortSignal,
): Promise<ScheduleItem[] | null> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    let done = false;
    const finish = (answer: ScheduleItem[] | null) => {
      if (done) return;
      done = true;
      unsubscribe?.();
      signal?.removeEventListener('abort', onAbort);
      resolve(answer);
    };
    const onAbort = () => finish(null);
    const check = () => {
      const state = cache.getQueryState<ScheduleItem[]>(queryKey);
      if (state?.fetchStatus === 'fetching') return;
      finish(state?.status === 'success' && state.data ? state.data : null);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    unsubscribe = cache.getQueryCache().subscribe(check);
    check();
  });
}

export function withGuideSchedule(api: OperatorApi, cache: QueryClient): OperatorApi {
  return {
    ...api,
    schedule: async (channelId: Id, range: { start: number; end: number }, options?: RequestOptions) => {
      const id = Number(channelId);
      const queryKey = scheduleQueryKey(Number.isFinite(id) ? id : null, guideWindowOf(range));
      if (cache.getQueryState(queryKey)) {
        const guide = await guideAnswer(cache, queryKey, options?.signal);
        if (guide) return guide;
      }
      return api.schedule(channelId, range, options);
    },
  };
}
