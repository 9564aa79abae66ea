/**
 * The content page's heading parts (001 §2 Content page): the breadcrumbs (home › films or series › the title
 * › the episode), and the tags under the title — year, genres, countries, the age rating, the library it is
 * watched in — with the ratings beside them; and what the tab and search results name (seo/page-meta.ts).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Content } from '../api/schemas';
import { usePageEntity } from '../seo/page-entity';
import { contentTitle, visibleRatings } from './content-rules';

function names(list: Content['genres'] | Content['countries']): string[] {
  return (list ?? []).map((x) => (typeof x === 'string' ? x : x.name));
}

export function ContentBreadcrumbs(props: { item: Content; series: boolean; episode: Content | null }) {
  const { t } = useTranslation();
  const { item, series, episode } = props;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <Link to="/">{t('menu_home')}</Link>
      <span aria-hidden="true">›</span>
      <Link to={series ? '/series' : '/movies'}>{series ? t('series') : t('movies')}</Link>
      <span aria-hidden="true">›</span>
      {episode ? (
        <Link to={`/contents/${item.slug ?? item.id}`}>{contentTitle(item)}</Link>
      ) : (
        <span>{contentTitle(item)}</span>
      )}
      {episode && (
        <>
          <span aria-hidden="true">›</span>
          <span>{contentTitle(episode)}</span>
        </>
      )}
    </nav>
  );
}

export function ContentTags(props: { item: Content; libraryTitle: string | null }) {
  const { t } = useTranslation();
  const { item } = props;
  const tags = [item.year ? String(item.year) : null, ...names(item.genres), ...names(item.countries)].filter(
    Boolean,
  );
  const ratings = visibleRatings(item);
  return (
    <>
      <ul className="tags">
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
        {typeof item.age === 'number' && <li className="tags__age">{item.age}+</li>}
        {props.libraryTitle && (
          <li className="tags__library" data-testid="content-library">
            {t('library_of', { title: props.libraryTitle })}
          </li>
        )}
      </ul>
      {ratings.length > 0 && (
        <ul className="ratings" aria-label={t('ratings')}>
          {ratings.map((r) => (
            <li key={r.type}>
              <span className="ratings__type">{r.type.toUpperCase()}</span> {Number(r.value).toFixed(1)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The tab's title and the page's description: the title, or "title: episode" on an episode's page. */
export function useContentEntity(content: Content | undefined, episode: Content | null): void {
  usePageEntity(
    content
      ? {
          name: episode ? `${contentTitle(content)}: ${contentTitle(episode)}` : contentTitle(content),
          description: episode?.description ?? content.description,
        }
      : null,
  );
}
