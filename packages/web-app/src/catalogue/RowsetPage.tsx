/**
 * A rowset page (001 §2): the start page (the operator's page of template startpage, special-pages.ts)
 * at `/`, `/startpage` and for unknown paths, `/{slug}`, `/rowset/{id}`, `/my`, and the search results.
 * Its rows come in the operator's order; their items load lazily. A catalogue page (group.catalog)
 * opens its first sub page's filters; a channel page opens /channels.
 */

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { CHANNEL_TEMPLATES } from '../layout/menu';
import { NotFound } from '../pages/NotFound';
import { usePageEntity } from '../seo/page-entity';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { uncachedPage } from './cache-rules';
import { RowSection } from './RowSection';
import type { SpecialTemplate } from './special-pages';
import { isNotFound, usePage } from './useCatalogue';
import { useCatalogueT } from './useCatalogueT';
import { eagerRow } from './useLazyRows';
import { useSpecialPage } from './useRowsets';
import './catalogue.css';

export function RowsetView(props: {
  idOrSlug: string;
  q?: string;
  libraryId?: number;
  fallbackHome?: boolean;
  empty?: string;
  header?: ReactNode;
  forceEmpty?: boolean;
  /** The home view shown for an unknown path: not a page of its own for search engines. */
  noindex?: boolean;
}) {
  const { t, ready } = useCatalogueT();
  const page = usePage(props.idOrSlug, props.q, props.libraryId);
  usePageEntity(
    page.data ? { name: page.data.title, description: page.data.description, noindex: props.noindex } : null,
  );
  const rows = page.data?.rows ?? [];
  if (!ready || page.isPending) {
    return (
      <main className="page page--rowset" aria-busy="true">
        <Spinner label={ready ? t('loading') : undefined} />
      </main>
    );
  }
  if (page.isError) {
    // 001 §2: an unknown path shows the home view, not an error.
    if (isNotFound(page.error) && props.fallbackHome) return <StartPage noindex />;
    if (isNotFound(page.error)) return <NotFound />;
    return (
      <main className="page page--rowset">
        <ErrorState text={t('rows_failed')} onRetry={() => void page.refetch()} />
      </main>
    );
  }
  const data = page.data;
  if (data.template === 'group.catalog' && data.pages[0]) {
    const sub = data.pages[0].slug ?? data.pages[0].id;
    return <Navigate to={`/${encodeURIComponent(data.slug ?? String(data.id))}/${sub}`} replace />;
  }
  if (CHANNEL_TEMPLATES.has(data.template ?? '')) return <Navigate to="/channels" replace />;
  if (data.template === 'group.catalog.page' || data.template === 'catalog')
    return <Navigate to={`/catalog/${data.slug ?? data.id}`} replace />;
  const libraryId = props.libraryId ?? data.library_id ?? undefined;
  const personal = uncachedPage(props.idOrSlug) || uncachedPage(String(data.id));
  return (
    <main className="page page--rowset">
      {props.header}
      <div className="rowset" data-page={data.slug ?? data.id}>
        {data.template !== 'startpage' && data.template !== 'search' && (
          <h1 className="rowset__title">{data.title}</h1>
        )}
        {(rows.length === 0 || props.forceEmpty) && props.empty ? (
          <p className="rowset__empty">{t(props.empty)}</p>
        ) : null}
        {rows.map((head, i) => (
          <RowSection
            key={head.id}
            head={head}
            eager={eagerRow(i)}
            search={props.q}
            libraryId={libraryId}
            source={String(data.slug ?? data.id)}
            personal={personal}
          />
        ))}
      </div>
    </main>
  );
}

/**
 * The operator's page of a special template, once the rowsets name it; while they load a spinner, and
 * when the operator has none a message instead of a guess at another operator's slug.
 */
export function SpecialPageView(
  props: { template: SpecialTemplate } & Omit<Parameters<typeof RowsetView>[0], 'idOrSlug'>,
) {
  const { template, ...view } = props;
  const { t, ready } = useCatalogueT();
  const special = useSpecialPage(template);
  if (special.status === 'found') return <RowsetView idOrSlug={special.key} {...view} />;
  if (special.status === 'pending' || !ready) {
    return (
      <main className="page page--rowset" aria-busy="true">
        <Spinner label={ready ? t('loading') : undefined} />
      </main>
    );
  }
  return (
    <main className="page page--rowset">
      {view.header}
      <p className="rowset__empty" role="status">
        {t(template === 'startpage' ? 'start_page_missing' : 'search_page_missing')}
      </p>
    </main>
  );
}

/** `/`, `/startpage` and the `*` catch-all: the page whose template is startpage (001 §2). */
export function StartPage(props: { noindex?: boolean }) {
  return <SpecialPageView template="startpage" noindex={props.noindex} />;
}

/** `/{slug}` and `/rowset/{id}`: an unknown slug shows the home view (001 §2 `/*`). */
export function SlugPage() {
  const params = useParams();
  const idOrSlug = params.id ?? params.slug;
  if (idOrSlug === undefined) return <StartPage />;
  return <RowsetView idOrSlug={idOrSlug} fallbackHome={params.id === undefined} />;
}

/** `/my`: the viewer's favourites; with none, the no-favourites state (001 §8 warning_no_favorites). */
export function MyPage() {
  const { endpoints, isGuest, token } = useSession();
  const favourites = useQuery({
    queryKey: ['favorites', token],
    queryFn: () => endpoints!.favorites(),
    enabled: endpoints !== null && !isGuest,
    staleTime: 0,
  });
  const none = isGuest || (favourites.isSuccess && favourites.data.length === 0);
  return <RowsetView idOrSlug="my" empty="warning_no_favorites" forceEmpty={none} />;
}
