/**
 * The catalogue's data hooks. 001 §9 (Channels and categories): pages and rows are cached 900000 ms, or
 * for the answer's own cache_timeout (seconds); search and 'my' are never cached; countries and genres
 * load once per language.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { useSession } from '../session/context';
import { pageQuery, similarQuery } from './catalogue-queries';
import { type CatalogueEndpoints, createCatalogueEndpoints } from './endpoints';
import { type NamedItem, subgenresOf } from './filter-options';
import { FILTER_FIRST } from './paging-rules';

export function useCatalogueApi(): CatalogueEndpoints | null {
  const { api } = useSession();
  return useMemo(() => (api ? createCatalogueEndpoints(api) : null), [api]);
}

export function usePage(idOrSlug: string, q?: string, libraryId?: number) {
  const api = useCatalogueApi();
  const { token, i18n } = { ...useSession(), ...useTranslation() };
  return useQuery({ ...pageQuery(api, idOrSlug, token, i18n.language, q, libraryId), enabled: api !== null });
}

export function useNamedLists() {
  const api = useCatalogueApi();
  const { i18n } = useTranslation();
  const options = { enabled: api !== null, staleTime: Number.POSITIVE_INFINITY, retry: 1 } as const;
  const genres = useQuery({ queryKey: ['genres', i18n.language], queryFn: () => api!.genres(), ...options });
  const countries = useQuery({
    queryKey: ['countries', i18n.language],
    queryFn: () => api!.countries(),
    ...options,
  });
  return { genres: genres.data ?? [], countries: countries.data ?? [] };
}

/**
 * 001 §2 subgenre: the genres the chosen genre's titles name (filter-options.ts), read from the operator's
 * own titles of that genre — its first filter page (§9: 100), of the page's content type — once per
 * language, genre and type. Empty while no genre is chosen.
 */
export function useSubgenres(
  mainGenre: string,
  contentType: string | undefined,
  genres: readonly NamedItem[],
) {
  const api = useCatalogueApi();
  const { i18n } = useTranslation();
  const main = /^\d+$/.test(mainGenre) ? Number(mainGenre) : null;
  const titles = useQuery({
    queryKey: ['subgenres', i18n.language, contentType ?? null, main],
    queryFn: () =>
      api!.filter({ offset: 0, limit: FILTER_FIRST, content_type: contentType, main_genre: main! }),
    enabled: api !== null && main !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const contents = titles.data?.contents;
  return useMemo(
    () => (main === null || !contents ? [] : subgenresOf(main, contents, genres, i18n.language)),
    [main, contents, genres, i18n.language],
  );
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** 001 §7 Content similar: the operator's list for a content (12 at most), cached like catalogue data. */
export function useSimilar(contentId: number | null, libraryId: number | null = null) {
  const api = useCatalogueApi();
  return useQuery({
    ...similarQuery(api, contentId, libraryId),
    enabled: api !== null && contentId !== null,
  });
}
