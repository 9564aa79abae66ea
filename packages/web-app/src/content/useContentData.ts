/** The content screens' data, cached as catalogue data (15 min) except the per-user meta (3 s). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cachePolicy } from '../app/cache';
import { useSession } from '../session/context';
import { contentMetaQuery, contentQuery } from './content-queries';

/** `keepPrevious`: the watch page keeps its player while the route moves on to the next episode. */
export function useContent(id: number | null, { keepPrevious = false } = {}) {
  const { endpoints } = useSession();
  return useQuery({
    ...contentQuery(endpoints, id),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

export function useContentMeta(id: number | null, { keepPrevious = false } = {}) {
  const { endpoints, token } = useSession();
  return useQuery({
    ...contentMetaQuery(endpoints, id, token),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

export function useEpisodes(seriesId: number | null) {
  const { endpoints } = useSession();
  return useQuery({
    queryKey: ['episodes', seriesId],
    queryFn: () => endpoints!.episodes(seriesId!),
    enabled: endpoints !== null && seriesId !== null,
    retry: false,
    ...cachePolicy('data'),
  });
}

export function usePersons(enabled: boolean) {
  const { endpoints } = useSession();
  return useQuery({
    queryKey: ['persons'],
    queryFn: () => endpoints!.persons(),
    enabled: endpoints !== null && enabled,
    ...cachePolicy('data'),
  });
}
