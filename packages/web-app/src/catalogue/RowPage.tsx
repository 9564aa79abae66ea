/**
 * `/row/{idOrSlug}` and `/row/collection` (001 §2 Row page): the row's title, description and an
 * endless grid, 21 (content-v), 18 (content-h) or 24 titles a page; not found on 404. Query library_id
 * and text narrow it.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { Channel, Content, Person } from '../api/schemas';
import { usePrerender } from '../app/prerender';
import { NotFound } from '../pages/NotFound';
import { usePageEntity } from '../seo/page-entity';
import { ErrorState, Spinner } from '../ui/Spinner';
import { rowPageSize } from './paging-rules';
import { ChannelTile, ContentTile, PersonTile, WIDE_TEMPLATES } from './RowItems';
import { isNotFound, useCatalogueApi } from './useCatalogue';
import { useCatalogueT } from './useCatalogueT';
import { useEndlessList } from './useEndlessList';
import './catalogue.css';

type Item =
  | { kind: 'content'; value: Content }
  | { kind: 'channel'; value: Channel }
  | { kind: 'person'; value: Person };

export default function RowPage() {
  const { t, ready } = useCatalogueT();
  const { id = 'collection' } = useParams();
  const [params] = useSearchParams();
  const libraryParam = Number(params.get('library_id'));
  const libraryId = Number.isInteger(libraryParam) && libraryParam > 0 ? libraryParam : undefined;
  const search = params.get('text')?.trim().toLowerCase() || undefined;
  const api = useCatalogueApi();
  const head = useQuery({
    queryKey: ['row-head', id, libraryId ?? null, search ?? ''],
    queryFn: ({ signal }) => api!.row(id, { offset: 0, limit: 1, library_id: libraryId, search }, signal),
    enabled: api !== null,
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  // 001 §9: 24 a page (21 content-v, 18 content-h), 100 for a prerender crawler.
  const size = rowPageSize(head.data?.template, usePrerender());
  const list = useEndlessList<Item>({
    key: ['row-page', id, libraryId ?? null, search ?? '', size],
    enabled: head.isSuccess,
    firstLimit: size,
    moreLimit: size,
    load: async (offset, limit, signal) => {
      const row = await api!.row(id, { offset, limit, library_id: libraryId, search }, signal);
      return [
        ...row.contents.map((value): Item => ({ kind: 'content', value })),
        ...row.channels.map((value): Item => ({ kind: 'channel', value })),
        ...row.persons.map((value): Item => ({ kind: 'person', value })),
      ];
    },
  });
  usePageEntity(head.data ? { name: head.data.title, description: head.data.description } : null);
  if (head.isError && isNotFound(head.error)) return <NotFound />;
  if (!ready || head.isPending) {
    return (
      <main className="page" aria-busy="true">
        <Spinner />
      </main>
    );
  }
  if (head.isError) {
    return (
      <main className="page">
        <ErrorState text={t('rows_failed')} onRetry={() => void head.refetch()} />
      </main>
    );
  }
  const wide = WIDE_TEMPLATES.has(head.data.template ?? '');
  return (
    <main className="page row-page">
      <h1 className="rowset__title">{head.data.title}</h1>
      {head.data.description ? <p className="row-page__description">{head.data.description}</p> : null}
      <div className={`tile-grid${wide ? ' tile-grid--wide' : ''}`} data-testid="row-grid">
        {list.items.map((item) => {
          if (item.kind === 'channel') return <ChannelTile key={`c${item.value.id}`} channel={item.value} />;
          if (item.kind === 'person') return <PersonTile key={`p${item.value.id}`} person={item.value} />;
          return <ContentTile key={item.value.id} content={item.value} wide={wide} libraryId={libraryId} />;
        })}
      </div>
      {list.query.isPending || list.loadingMore ? <Spinner /> : null}
      {list.timedOut ? <p className="muted">{t('row_slow')}</p> : null}
      {list.query.isSuccess && !list.query.hasNextPage && list.items.length > 0 ? (
        <p className="muted row-page__end" data-testid="row-end">
          {t('row_end', { count: list.items.length })}
        </p>
      ) : null}
      <div ref={list.sentinel} aria-hidden="true" />
    </main>
  );
}
