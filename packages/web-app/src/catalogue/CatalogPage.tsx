/**
 * `/catalog/{id}` (001 §2 Catalogue filter page): genre, subgenre, country, year, rating and clear over
 * an endless grid — 100 titles first and after Clear, 50 after a change, 50 more near the bottom (§4) — and
 * the nothing-found message. The filters live in the URL, so a filtered view can be shared and Back
 * undoes a change. The catalogue sub-menu's links (`/{catalogue slug}/{sub page slug}`) open here too.
 * `/movies` and `/series` (001 §2 "catalogue lists") are the same grid for one content type: they need
 * no page of the operator's, so they work whatever the operator calls its catalogue pages.
 */
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFound } from '../pages/NotFound';
import { ErrorState, Spinner } from '../ui/Spinner';
import {
  type FilterValues,
  filterParams,
  type NamedItem,
  RATING_OPTIONS,
  shownCountries,
  yearOptions,
} from './filter-options';
import { FILTER_MORE, type FilterLoad, filterFirstLimit } from './paging-rules';
import { ContentTile } from './RowItems';
import { StartPage } from './RowsetPage';
import { isNotFound, useCatalogueApi, useNamedLists, usePage, useSubgenres } from './useCatalogue';
import { useCatalogueT } from './useCatalogueT';
import { useEndlessList } from './useEndlessList';
import './catalogue.css';

const FIELDS = ['genre', 'subgenre', 'country', 'year', 'rating'] as const;

export default function CatalogPage() {
  const { t, ready } = useCatalogueT();
  // `/catalog/{id}`, or the catalogue sub-menu's `/{catalogue slug}/{sub page slug}` (001 §2).
  const { id: catalogId, sub } = useParams();
  const id = catalogId ?? sub ?? '';
  const page = usePage(id);
  // Any other two-word path is the `/*` catch-all, which shows the home view.
  if (page.isError && isNotFound(page.error)) return sub === undefined ? <NotFound /> : <StartPage />;
  if (page.isError) {
    return (
      <main className="page">
        <ErrorState text={t('rows_failed')} onRetry={() => void page.refetch()} />
      </main>
    );
  }
  if (!ready || page.isPending) {
    return (
      <main className="page" aria-busy="true">
        <Spinner />
      </main>
    );
  }
  return <CatalogView id={id} title={page.data.title ?? ''} preset={page.data.preset ?? {}} />;
}

/** The subgenres, keeping the one in the URL while its genre's titles load (or if they no longer name it). */
function withChosen(subgenres: readonly NamedItem[], genres: readonly NamedItem[], chosen: string) {
  if (!chosen || subgenres.some((g) => String(g.id) === chosen)) return subgenres;
  const known = genres.find((g) => String(g.id) === chosen);
  return known ? [...subgenres, known] : subgenres;
}

/** `/movies` and `/series`: the catalogue list of one content type (001 §2). */
export function ContentTypeCatalog({ type }: { type: 'movie' | 'series' }) {
  const { t, ready } = useCatalogueT();
  if (!ready) return <Spinner />;
  return (
    <CatalogView
      id={type}
      title={t(type === 'movie' ? 'catalog_movies' : 'catalog_series')}
      preset={{ content_type: type }}
    />
  );
}

function CatalogView(props: { id: string; title: string; preset: Record<string, string> }) {
  const { t } = useCatalogueT();
  const { id, preset } = props;
  const [params, setParams] = useSearchParams();
  const api = useCatalogueApi();
  const { genres, countries } = useNamedLists();
  const [load, setLoad] = useState<FilterLoad>('initial');
  const values: FilterValues = Object.fromEntries(
    FIELDS.map((f) => [f, params.get(f) ?? '']),
  ) as FilterValues;
  const query = filterParams(values, preset, new Date().getFullYear());
  const subgenres = useSubgenres(values.genre, preset.content_type, genres);
  const list = useEndlessList({
    key: ['catalog', id, query],
    enabled: api !== null,
    firstLimit: filterFirstLimit(load),
    moreLimit: FILTER_MORE,
    load: async (offset, limit) => (await api!.filter({ ...query, offset, limit })).contents,
  });
  const change = (field: (typeof FIELDS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(field, value);
    else next.delete(field);
    if (field === 'genre') next.delete('subgenre');
    setLoad(FIELDS.some((f) => next.get(f)) ? 'change' : 'reset');
    setParams(next);
  };
  const years = yearOptions(new Date().getFullYear());
  const select = (
    field: (typeof FIELDS)[number],
    label: string,
    options: { value: string; label: string }[],
    disabled = false,
  ) => (
    <label className="filter">
      <span className="filter__label">{label}</span>
      <select
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        name={field}
        disabled={disabled}
      >
        <option value="">{t('filter_any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  const named = (list: readonly NamedItem[]) => list.map((g) => ({ value: String(g.id), label: g.name }));
  const anySet = FIELDS.some((f) => values[f]);
  return (
    <main className="page catalog-page">
      <h1 className="rowset__title">{props.title}</h1>
      <form className="filters" aria-label={t('filters')} onSubmit={(event) => event.preventDefault()}>
        {select('genre', t('filter_genre'), named(genres))}
        {/* A subgenre belongs to a genre: offered once one is chosen, from that genre's own titles. */}
        {select(
          'subgenre',
          t('filter_subgenre'),
          named(withChosen(subgenres, genres, values.subgenre)),
          !values.genre,
        )}
        {select('country', t('filter_country'), named(shownCountries(countries)))}
        {select(
          'year',
          t('filter_year'),
          years.map((y) => ({ value: y.value, label: y.label ?? t(y.key ?? '') })),
        )}
        {select(
          'rating',
          t('filter_rating'),
          RATING_OPTIONS.map((r) => ({ value: String(r), label: t('rating_over', { n: r }) })),
        )}
        <button
          type="button"
          className="button"
          disabled={!anySet}
          onClick={() => {
            setLoad('reset');
            setParams(new URLSearchParams());
          }}
        >
          {t('filter_clear')}
        </button>
      </form>
      {list.query.isSuccess && list.items.length === 0 ? (
        <p className="rowset__empty" role="status">
          {t('filters_no_found')}
        </p>
      ) : null}
      <div className="tile-grid" data-testid="catalog-grid" aria-busy={list.query.isFetching}>
        {list.items.map((content) => (
          <ContentTile key={content.id} content={content} wide={false} />
        ))}
      </div>
      {list.query.isPending || list.loadingMore ? <Spinner /> : null}
      <div ref={list.sentinel} aria-hidden="true" />
    </main>
  );
}
