/**
 * `/persons/{slugOrId}` (001 §2, §5): the person, their favourite toggle and their titles; a child
 * profile sees only titles for 12 and under; with fewer than 2 titles the page asks not to be indexed.
 * Opened from a list it is a modal page over that list (app/PageOutlet.tsx) with a close control.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isModalPageState } from '../layout/page-modes';
import { NotFound } from '../pages/NotFound';
import { usePageEntity } from '../seo/page-entity';
import { useSession } from '../session/context';
import { FavouriteButton } from '../ui/FavouriteButton';
import { ErrorState, Spinner } from '../ui/Spinner';
import { personTitles, shouldNoindex } from './person-rules';
import { ContentTile } from './RowItems';
import { isNotFound, useCatalogueApi } from './useCatalogue';
import { useCatalogueT } from './useCatalogueT';
import './catalogue.css';

export default function PersonPage() {
  const { t, ready } = useCatalogueT();
  const { slugOrId = '' } = useParams();
  const navigate = useNavigate();
  const modal = isModalPageState(useLocation().state);
  const api = useCatalogueApi();
  const { childProfile, token } = useSession();
  const person = useQuery({
    // The answer carries the viewer's own favourite: one per signed-in viewer.
    queryKey: ['person-row', slugOrId, token],
    queryFn: () => api!.personRow(slugOrId),
    enabled: api !== null,
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  const titles = personTitles(person.data?.contents ?? [], childProfile);
  usePageEntity(
    person.isSuccess
      ? { name: person.data.person.name, noindex: shouldNoindex(slugOrId, titles.length) }
      : null,
  );
  if (person.isError && isNotFound(person.error)) return <NotFound />;
  if (!ready || person.isPending) {
    return (
      <main className="page" aria-busy="true">
        <Spinner />
      </main>
    );
  }
  if (person.isError) {
    return (
      <main className="page">
        <ErrorState text={t('rows_failed')} onRetry={() => void person.refetch()} />
      </main>
    );
  }
  const { person: who } = person.data;
  const image = (who as { image?: string | null }).image;
  const bio = (who as { bio?: string | null }).bio;
  const role = (who as { role?: string | null }).role;
  const favorite = (who as { favorite?: unknown }).favorite;
  const personId = Number(who.id);
  return (
    <main className="page person-page">
      {modal && (
        <button
          type="button"
          className="icon-button person-page__close"
          aria-label={t('close')}
          onClick={() => navigate(-1)}
        >
          ×
        </button>
      )}
      <div className="person-page__head">
        {image ? <img src={image} alt="" className="person-page__photo" /> : null}
        <div>
          <h1 className="rowset__title">{who.name}</h1>
          {role ? <p className="muted">{t(`role_${role}`, { defaultValue: role })}</p> : null}
          {bio ? <p>{bio}</p> : null}
          {Number.isInteger(personId) ? (
            <FavouriteButton
              key={`${personId}-${token}`}
              target={{ kind: 'person', id: personId }}
              initial={Boolean(favorite)}
            />
          ) : null}
        </div>
      </div>
      <h2 className="row__title">{t('person_titles', { count: titles.length })}</h2>
      {titles.length === 0 ? <p className="rowset__empty">{t('person_no_titles')}</p> : null}
      <div className="tile-grid" data-testid="person-titles">
        {titles.map((content) => (
          <ContentTile key={content.id} content={content} wide={false} />
        ))}
      </div>
    </main>
  );
}
