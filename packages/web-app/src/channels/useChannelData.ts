/**
 * The channel screens' data: the line-up (refreshed every 5 minutes while the tab is active, 001 §4),
 * categories, the viewer's favourites ('my' data, never cached) and one channel's schedule (300 s).
 */
import { useQuery } from '@tanstack/react-query';
import { cachePolicy } from '../app/cache';
import { CHANNEL_REFRESH_MS, SCHEDULE_AHEAD_SEC, SCHEDULE_BACK_SEC } from '../constants';
import { useSession } from '../session/context';
import { visibleChannels } from './channel-rules';

export function useChannels() {
  const { endpoints, childProfile, token } = useSession();
  const query = useQuery({
    queryKey: ['channels', token],
    queryFn: () => endpoints!.channels(),
    enabled: endpoints !== null,
    refetchInterval: CHANNEL_REFRESH_MS,
    refetchIntervalInBackground: false,
    ...cachePolicy('data'),
  });
  return { ...query, visible: query.data ? visibleChannels(query.data, childProfile) : [] };
}

export function useCategories() {
  const { endpoints } = useSession();
  return useQuery({
    queryKey: ['categories'],
    queryFn: () => endpoints!.categories(),
    enabled: endpoints !== null,
    ...cachePolicy('data'),
  });
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

/** The guide window: 72 h back and 72 h ahead of the current hour (so the cache key is stable for an hour). */
export function scheduleWindow(nowSec: number): { start: number; end: number } {
  const hour = Math.floor(nowSec / 3600) * 3600;
  return { start: hour - SCHEDULE_BACK_SEC, end: hour + SCHEDULE_AHEAD_SEC };
}

export function useSchedule(channelId: number | null) {
  const { endpoints } = useSession();
  const { start, end } = scheduleWindow(Math.floor(Date.now() / 1000));
  return useQuery({
    queryKey: ['schedule', channelId, start],
    queryFn: () => endpoints!.schedule(channelId!, start, end),
    enabled: endpoints !== null && channelId !== null,
    ...cachePolicy('schedule'),
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
