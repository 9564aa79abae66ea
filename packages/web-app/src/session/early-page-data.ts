/**
 * Why (issue 38, Lighthouse): on a first visit the start page and a content page asked for their data only once
 * the session had answered and React had rendered the layout and the page — a Lighthouse trace of the content
 * page had the film's call leave ≈ 430 ms after the viewer's answer (React's render, ×4 on its simulated phone),
 * and the start page's rows waited for the same render before the rowsets, then the page, then the rows. Which
 * data these pages show is known from the address and the token alone, so the session's early start asks it the
 * moment the token is known, beside 000 §4's last call (the viewer), with the pages' own queries (keys, calls,
 * freshness): the pages then find the answers in the cache. A page that asks nothing of the kind here asks as it
 * did.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoints } from '../api/endpoints';
import type { Content, MenuPage } from '../api/schemas';
import { uncachedPage } from '../catalogue/cache-rules';
import { pageQuery, rowItemsQuery, rowsetsQuery, similarQuery } from '../catalogue/catalogue-queries';
import type { CatalogueEndpoints } from '../catalogue/endpoints';
import { INITIAL_ROWS } from '../catalogue/paging-rules';
import { specialPage } from '../catalogue/special-pages';
import { contentQuery } from '../content/content-queries';
import { contentIdFrom } from '../content/content-rules';
import { libraryOfTitle, libraryParam } from '../content/library';
import { heroPictureOf } from '../content/poster';
import { artworkPreload, type PicturePreload, preloadPicture } from '../ui/preload-picture';

type Client = Pick<QueryClient, 'fetchQuery' | 'prefetchQuery'>;

export interface EarlyPageData {
  client: Client;
  endpoints: Pick<Endpoints, 'rowsets' | 'content' | 'contentMeta'>;
  catalogue: Pick<CatalogueEndpoints, 'page' | 'similar' | 'row'>;
  token: string;
  language: string;
  /** Asks for the page's largest picture as soon as its address is known (ui/preload-picture.ts). */
  preload?: (picture: PicturePreload) => void;
}

/**
 * The start page (`/`): the rowsets, then its page of template startpage (RowsetPage.tsx's StartPage), then the
 * items of the rows it shows at once (RowSection's eager rows, in the page's library): the first is the promo
 * banner, the page's largest picture (Lighthouse's LCP), whose address comes with its row's answer.
 */
async function startPage({
  client,
  endpoints,
  catalogue,
  token,
  language,
  preload,
}: EarlyPageData): Promise<void> {
  const rowsets: MenuPage[] = await client.fetchQuery<MenuPage[]>(rowsetsQuery(endpoints, token));
  const found = specialPage({ isPending: false, data: rowsets }, 'startpage');
  if (found.status !== 'found') return;
  const page = await client.fetchQuery<Awaited<ReturnType<CatalogueEndpoints['page']>>>(
    pageQuery(catalogue, found.key, token, language),
  );
  const personal = uncachedPage(found.key) || uncachedPage(String(page.id));
  const libraryId = page.library_id ?? undefined;
  const rows = (page.rows ?? []).slice(0, INITIAL_ROWS);
  // The first promo banner (RowSection's promo-bg template, PromoSlider's first slide) is the start page's
  // largest picture: asked for as soon as its row answers.
  const banner = rows.find((head) => head.template === 'promo-bg');
  await Promise.all(
    rows.map((head) =>
      head === banner
        ? client
            .fetchQuery<Awaited<ReturnType<CatalogueEndpoints['row']>>>(
              rowItemsQuery(catalogue, head, { libraryId, personal }),
            )
            .then((items) => {
              const first = items.promotions?.[0]?.background;
              if (first) (preload ?? defaultPreload)(artworkPreload(first, 'banner'));
            })
        : client.prefetchQuery(rowItemsQuery(catalogue, head, { libraryId, personal })),
    ),
  );
}

const defaultPreload = (picture: PicturePreload) => void preloadPicture(picture);

/** A content page (`/contents/:slugOrId`): the title, then its similar titles in the library it is watched in. */
async function contentPage(data: EarlyPageData, id: number, asked: number | null): Promise<void> {
  const { client, endpoints, catalogue } = data;
  const content: Content = await client.fetchQuery<Content>(contentQuery(endpoints, id, asked));
  // The hero's picture is the content page's largest paint (ContentPage's background).
  const hero = heroPictureOf(content);
  if (hero) (data.preload ?? defaultPreload)({ href: hero });
  await client.prefetchQuery(similarQuery(catalogue, id, libraryOfTitle(asked, content)));
}

/** Starts the data of the page at `pathname`/`search`, if it is one of the above; true when it did. */
export function prefetchPageData(data: EarlyPageData, pathname: string, search: string): boolean {
  // A failed call is the page's to show: it asks again and renders its own error (the queries do not retry 404s).
  const quiet = (work: Promise<void>) => void work.catch(() => undefined);
  if (pathname === '/') {
    quiet(startPage(data));
    return true;
  }
  const content = /^\/contents\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname);
  const id = content?.[1] ? contentIdFrom(decodeURIComponent(content[1])) : null;
  if (id === null) return false;
  quiet(contentPage(data, id, libraryParam(new URLSearchParams(search).get('library_id'))));
  return true;
}
