/**
 * `/search?q=` — the operator's search page (template search) with the text: its rows that find
 * something, or the no-results message (001 §8 warning_no_search_results). On phones a field on the
 * page types the search, and Cancel goes back to where the viewer came from (001 §2).
 */
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMediaQuery } from '../ui/useMediaQuery';
import { SpecialPageView } from './RowsetPage';
import { leaveSearchTo, searchNavigation, searchText } from './search-rules';
import { useCatalogueT } from './useCatalogueT';

export default function SearchPage() {
  const { t } = useCatalogueT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const phone = useMediaQuery('(max-width: 1023px)');
  const q = searchText(params.get('q') ?? '');
  const from = (location.state as { from?: string } | null)?.from ?? null;
  const field = phone ? (
    <form
      className="search-page__form"
      onSubmit={(event) => {
        event.preventDefault();
        const input = new FormData(event.currentTarget).get('q');
        const target = searchNavigation(String(input ?? ''), '/search');
        if (target) navigate(target.to, { replace: true, state: location.state });
      }}
    >
      <input
        type="search"
        name="q"
        defaultValue={q}
        aria-label={t('search')}
        placeholder={t('search_placeholder')}
      />
      <button type="button" className="button" onClick={() => navigate(leaveSearchTo(from))}>
        {t('cancel')}
      </button>
    </form>
  ) : null;
  const header = (
    <>
      {field}
      <h1 className="rowset__title">{q ? t('search_results', { q }) : t('search')}</h1>
    </>
  );
  if (!q) {
    return (
      <main className="page page--rowset">
        {header}
        <p className="rowset__empty">{t('search_prompt')}</p>
      </main>
    );
  }
  return (
    <SpecialPageView key={q} template="search" q={q} empty="warning_no_search_results" header={header} />
  );
}
