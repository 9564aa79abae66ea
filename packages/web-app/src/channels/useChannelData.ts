/**
 * The channel screens' data: the line-up (refreshed every 5 minutes while the tab is active, 001 §4),
 * categories, the viewer's favourites ('my' data, never cached) and one channel's schedule (300 s).
 */
import { loadSchedule, sleepWith } from '@onair/player-sdk/timeline';
import { useQuery } from '@tanstack/react-query';
import type { Endpoints } from '../api/endpoints';
import type { Channel, Programme } from '../api/schemas';
import { cachePolicy } from '../app/cache';
import { CHANNEL_REFRESH_MS } from '../constants';
import { useSession } from '../session/context';
import { categoriesQuery, channelsQuery } from './channel-queries';
import { visibleChannels } from './channel-rules';
import { guideWindow } from './schedule-window';

export function useChannels() {
  const { endpoints, childProfile, token } = useSession();
  const query = useQuery({
    ...channelsQuery(endpoints, token),
    refetchInterval: CHANNEL_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  return { ...query, visible: query.data ? visibleChannels(query.data, childProfile) : [] };
}

export function useCategories() {
  const { endpoints } = useSession();
  return useQuery(categoriesQuery(endpoints));
}

export function useFavouriteChannelIds() {
  const { endpoints, isGuest, token } = useSession();
  return useQuery({
    queryKey: ['favorites', token],
    queryFn: async () => {
      const list = await endpoints!.favorites();
      return list.flatMap((f) => (f.channel_id != null ? [Number(f.channel_id)] : []));
    },
    enabled: endpoints !== null && !isGuest,
    ...cachePolicy('uncached'),
  });
}

const browserTimers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** Thrown when the SDK's 5 attempts, 3 s apart, found no programmes: the guide shows warning_no_program. */
export class NoProgrammesError extends Error {
  readonly key = 'warning_no_program';
}

/** The guide's cache key of one channel's schedule window; the player's schedule call reads it (guide-schedule.ts). */
export function scheduleQueryKey(channelId: number | null, window: { start: number; end: number }) {
  return ['schedule', channelId, window.start, window.end] as const;
}

/**
 * One channel's schedule over a guide window (001 §9), loaded by the SDK's rule: 5 attempts 3 s apart, each
 * failure only logged (§7), then warning_no_program. The list comes sorted by start. The player's schedule call
 * starts this same query when the page's is waiting (player/guide-schedule.ts), so both share one answer.
 */
export function scheduleQuery(
  endpoints: Pick<Endpoints, 'schedule'> | null,
  channelId: number | null,
  window: { start: number; end: number },
) {
  return {
    queryKey: scheduleQueryKey(channelId, window),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Programme[]> => {
      const result = await loadSchedule({
        fetchSchedule: (range) => endpoints!.schedule(Number(channelId), range.start, range.end),
        window,
        sleep: sleepWith(browserTimers),
        signal,
        onAttemptFailed: (error, attempt) => console.warn(`[onair] schedule attempt ${attempt}`, error),
      });
      if (!result.ok) throw new NoProgrammesError('no programmes after 5 attempts');
      return result.programmes as Programme[];
    },
    ...cachePolicy('schedule'),
    // The SDK's loader already retried; react-query must not multiply the attempts.
    retry: false,
  };
}

/**
 * The page's schedule of one channel over its guide window. `enabled` false holds it (the channel page's
 * programme line waits for the player's first frame: player/after-first-frame.ts).
 */
export function useSchedule(channel: Channel | null, enabled = true) {
  const { endpoints } = useSession();
  const window = channel ? guideWindow(channel, Date.now()) : { start: 0, end: 0 };
  return useQuery({
    ...scheduleQuery(endpoints, channel?.id ?? null, window),
    enabled: endpoints !== null && channel !== null && enabled,
  });
}

export function useChannelPackets(channelId: number | null, enabled: boolean) {
  const { endpoints, token } = useSession();
  return useQuery({
    queryKey: ['channel-packets', channelId, token],
    queryFn: () => endpoints!.channelPackets(channelId!),
    enabled: endpoints !== null && channelId !== null && enabled,
    ...cachePolicy('call'),
  });
}
