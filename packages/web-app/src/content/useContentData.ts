/** The content screens' data, cached as catalogue data (15 min) except the per-user meta (3 s). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cachePolicy } from '../app/cache';
import { EPISODE_REFRESH_MS } from '../constants';
import { useSession } from '../session/context';
import { contentMetaQuery, contentQuery } from './content-queries';

/**
 * `keepPrevious`: the watch page keeps its player while the route moves on to the next episode.
 * `libraryId`: the library the title is watched in (001 §2 `?library_id=`), sent with every content call.
 */
export function useContent(
  id: number | null,
  { keepPrevious = false, libraryId = null }: { keepPrevious?: boolean; libraryId?: number | null } = {},
) {
  const { endpoints } = useSession();
  return useQuery({
    ...contentQuery(endpoints, id, libraryId),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

export function useContentMeta(
  id: number | null,
  { keepPrevious = false, libraryId = null }: { keepPrevious?: boolean; libraryId?: number | null } = {},
) {
  const { endpoints, token } = useSession();
  return useQuery({
    ...contentMetaQuery(endpoints, id, token, libraryId),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * The series a title belongs to (an episode's season's series; a season's series): its id, and whether it
 * is still being found out.
 */
export function useSeriesId(
  content: { content_type?: string | null; parent_id?: unknown } | null | undefined,
) {
  const seasonId = content?.content_type === 'episode' ? numberOrNull(content.parent_id) : null;
  const season = useContent(seasonId);
  const seriesId =
    season.data?.content_type === 'season' ? (numberOrNull(season.data.parent_id) ?? seasonId) : seasonId;
  return { seasonId, seriesId, pending: seasonId !== null && season.isPending };
}

export function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

export function useEpisodes(seriesId: number | null, libraryId: number | null = null) {
  const { endpoints } = useSession();
  return useQuery({
    queryKey: ['episodes', seriesId, libraryId],
    queryFn: () => endpoints!.episodes(seriesId!, libraryId),
    enabled: endpoints !== null && seriesId !== null,
    retry: false,
    // Catalogue data (900 s or its cache_timeout), never asked again within 10 s (001 §4).
    ...cachePolicy('data', EPISODE_REFRESH_MS),
  });
}

/** 001 §7 Libraries: the operator's libraries, to name the one a title is watched in. */
export function useLibraries(enabled: boolean) {
  const { endpoints } = useSession();
  return useQuery({
    queryKey: ['libraries'],
    queryFn: () => endpoints!.libraries(),
    enabled: endpoints !== null && enabled,
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
