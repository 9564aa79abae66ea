import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { pageQuery, rowItemsQuery, rowsetsQuery, similarQuery } from '../catalogue/catalogue-queries';
import { contentQuery } from '../content/content-queries';
import { type EarlyPageData, prefetchPageData } from './early-page-data';

function setup(
  overrides: {
    rowsets?: () => Promise<unknown>;
    content?: () => Promise<unknown>;
    page?: () => Promise<unknown>;
    row?: (id: number) => Promise<unknown>;
  } = {},
) {
  const client = new QueryClient();
  const endpoints = {
    rowsets: vi.fn(
      overrides.rowsets ??
        (async () => [
          { id: 1, slug: 'search', template: 'search' },
          { id: 7, slug: 'main', template: 'startpage' },
        ]),
    ),
    content: vi.fn(overrides.content ?? (async () => ({ id: 103, library_id: 4 }))),
    contentMeta: vi.fn(),
  };
  const catalogue = {
    page: vi.fn(overrides.page ?? (async () => ({ id: 7, rows: [] }))),
    similar: vi.fn(async () => []),
    row: vi.fn(overrides.row ?? (async (id: number) => ({ id, contents: [] }))),
  };
  const preload = vi.fn();
  const data = {
    client,
    endpoints,
    catalogue,
    token: 'tok',
    language: 'en',
    preload,
  } as unknown as EarlyPageData;
  return { client, endpoints, catalogue, data, preload };
}

/** Resolves once every query the client started has settled. */
async function settled(client: QueryClient) {
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
}

describe('the early page data (issue 38: asked with the token, found by the page in the cache)', () => {
  it('asks the start page’s rowsets, then its startpage page, under the keys the page reads', async () => {
    const { client, endpoints, catalogue, data } = setup();
    expect(prefetchPageData(data, '/', '')).toBe(true);
    await vi.waitFor(() => expect(catalogue.page).toHaveBeenCalledTimes(1));
    await settled(client);
    expect(endpoints.rowsets).toHaveBeenCalledTimes(1);
    expect(catalogue.page).toHaveBeenCalledWith('main', undefined, undefined);
    expect(client.getQueryData(rowsetsQuery(null, 'tok').queryKey)).toHaveLength(2);
    expect(client.getQueryData(pageQuery(null, 'main', 'tok', 'en').queryKey)).toEqual({ id: 7, rows: [] });
  });

  it('asks the items of the rows the start page shows at once (the promo banner first), in its library', async () => {
    const rows = [1, 2, 3, 4, 5, 6].map((id) => ({ id, template: id === 1 ? 'promo-bg' : 'content-v' }));
    const { client, catalogue, data } = setup({ page: async () => ({ id: 7, library_id: 3, rows }) });
    prefetchPageData(data, '/', '');
    await vi.waitFor(() => expect(catalogue.row).toHaveBeenCalled());
    await settled(client);
    // RowSection's eager rows (INITIAL_ROWS = 4), under the key RowSection reads; the rest wait for the screen.
    expect(catalogue.row.mock.calls.map(([id]) => id)).toEqual([1, 2, 3, 4]);
    expect(catalogue.row).toHaveBeenCalledWith(1, { offset: 0, limit: 20, library_id: 3 }, expect.anything());
    const head = rows[0] as (typeof rows)[number];
    expect(client.getQueryData(rowItemsQuery(null, head, { libraryId: 3 }).queryKey)).toEqual({
      id: 1,
      contents: [],
    });
  });

  it('asks no page when the rowsets have no start page, and nothing more when they fail', async () => {
    const none = setup({ rowsets: async () => [{ id: 1, template: 'search' }] });
    prefetchPageData(none.data, '/', '');
    await vi.waitFor(() => expect(none.endpoints.rowsets).toHaveBeenCalled());
    await settled(none.client);
    expect(none.catalogue.page).not.toHaveBeenCalled();

    // An operator without rowsets answers 404, which the rowsets query does not ask again.
    const failing = setup({
      rowsets: async () => Promise.reject(new ApiError('http', 'not found', '/v2/rowsets', 404)),
    });
    prefetchPageData(failing.data, '/', '');
    await vi.waitFor(() => expect(failing.endpoints.rowsets).toHaveBeenCalled());
    await settled(failing.client);
    expect(failing.catalogue.page).not.toHaveBeenCalled();
  });

  it('asks a content page’s title, then its similar titles in the title’s own library', async () => {
    const { client, endpoints, catalogue, data } = setup();
    expect(prefetchPageData(data, '/contents/mandelbrot-dreams-103', '')).toBe(true);
    await vi.waitFor(() => expect(catalogue.similar).toHaveBeenCalledTimes(1));
    await settled(client);
    expect(endpoints.content).toHaveBeenCalledWith(103, null);
    expect(catalogue.similar).toHaveBeenCalledWith(103, 4);
    expect(client.getQueryData(contentQuery(null, 103, null).queryKey)).toEqual({ id: 103, library_id: 4 });
    expect(client.getQueryData(similarQuery(null, 103, 4).queryKey)).toEqual([]);
  });

  it('keeps the library the address names, for an episode’s address too', async () => {
    const { client, endpoints, catalogue, data } = setup();
    prefetchPageData(data, '/contents/a-series-50/episode-51', '?library_id=9');
    await vi.waitFor(() => expect(catalogue.similar).toHaveBeenCalled());
    await settled(client);
    expect(endpoints.content).toHaveBeenCalledWith(50, 9);
    expect(catalogue.similar).toHaveBeenCalledWith(50, 9);
  });

  it('asks no similar titles for a title that failed, and nothing on other pages', async () => {
    const failing = setup({ content: async () => Promise.reject(new Error('404')) });
    prefetchPageData(failing.data, '/contents/103', '');
    await vi.waitFor(() => expect(failing.endpoints.content).toHaveBeenCalled());
    await settled(failing.client);
    expect(failing.catalogue.similar).not.toHaveBeenCalled();

    const other = setup();
    for (const path of ['/channels/all/onair-one', '/movies', '/contents/no-id-here', '/watch/103']) {
      expect(prefetchPageData(other.data, path, '')).toBe(false);
    }
    expect(other.endpoints.rowsets).not.toHaveBeenCalled();
    expect(other.endpoints.content).not.toHaveBeenCalled();
  });

  it('asks for the first promo banner’s picture as its row answers, with the srcset the slide will have', async () => {
    const rows = [
      { id: 1, template: 'content-v' },
      { id: 2, template: 'promo-bg' },
    ];
    const banner = 'https://img.example/banner.webp?title=Tonight';
    const { client, data, preload } = setup({
      page: async () => ({ id: 7, rows }),
      row: async (id: number) =>
        id === 2
          ? {
              id,
              contents: [],
              promotions: [
                { id: 9, background: banner },
                { id: 10, background: 'x' },
              ],
            }
          : { id, contents: [] },
    });
    prefetchPageData(data, '/', '');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await settled(client);
    expect(preload).toHaveBeenCalledTimes(1);
    const asked = preload.mock.calls[0]?.[0] as { href: string; srcset?: string; sizes?: string };
    expect(asked.href).toBe(banner);
    expect(asked.srcset).toContain('https://img.example/banner.webp?title=Tonight&w=1280 1280w');
    expect(asked.sizes).toBe('(max-width: 1440px) 100vw, 1440px');
  });

  it('asks for no picture when the start page has no promo banner or it has no picture', async () => {
    const { client, data, preload } = setup({
      page: async () => ({ id: 7, rows: [{ id: 2, template: 'promo-bg' }] }),
      row: async (id: number) => ({ id, contents: [], promotions: [{ id: 9, background: null }] }),
    });
    prefetchPageData(data, '/', '');
    await vi.waitFor(() => expect(data.catalogue.row).toHaveBeenCalled());
    await settled(client);
    expect(preload).not.toHaveBeenCalled();
  });

  it('asks for a content page’s hero picture as the title answers (the wide picture, 1080 wide)', async () => {
    const { client, data, preload } = setup({
      content: async () => ({
        id: 103,
        images: [
          { ar: '2:3', src: 'https://img.example/103-tall.webp' },
          { ar: '16:9', src: 'https://img.example/103.webp' },
        ],
      }),
    });
    prefetchPageData(data, '/contents/film-103', '');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await settled(client);
    expect(preload).toHaveBeenCalledWith({ href: 'https://img.example/103.webp?w=1080' });
  });
});
