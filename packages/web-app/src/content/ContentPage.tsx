/**
 * /contents/:slugOrId and /contents/:slug/:childSlug (001 §2 content page, shown as a modal page): hero with
 * background image or muted trailer (desktop), title (season and series suffix for an episode), watch button, tags, ratings, persons,
 * description, seasons and episodes, similar. Unknown ids are the not-found page.
 */
import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Content } from '../api/schemas';
import { usePrerender } from '../app/prerender';
import { useSimilar } from '../catalogue/useCatalogue';
import { CHANNEL_MODAL_MAX_PX } from '../constants';
import { isMobileDevice, useMaxWidth } from '../layout/useHeaderMode';
import { NotFound } from '../pages/NotFound';
import { useSession } from '../session/context';
import { FavouriteButton } from '../ui/FavouriteButton';
import { ShareButton } from '../ui/ShareButton';
import { Skeleton } from '../ui/Spinner';
import { useMediaQuery } from '../ui/useMediaQuery';
import { BackgroundTrailer } from './BackgroundTrailer';
import { backgroundTrailerId } from './background-trailer';
import { ContentCard } from './ContentCard';
import { ContentBreadcrumbs, ContentTags, useContentEntity } from './ContentHeading';
import { contentIdFrom, contentLoadFailure, contentTitle } from './content-rules';
import { Description } from './Description';
import { Episodes } from './Episodes';
import { LicenceInfo } from './LicenceInfo';
import { libraryOfTitle, libraryParam } from './library';
import { OtherEpisodesSection, useOtherEpisodes } from './OtherEpisodes';
import { heroPictureOf } from './poster';
import { similarContents } from './similar';
import { useContent, useContentMeta, useEpisodes, useLibraries } from './useContentData';
import { usePersonNamesState } from './usePersonNames';
import { useReloadRequest } from './useReloadRequest';
import { WatchButton } from './WatchButton';
import './content.css';

function isSeries(content: Content): boolean {
  return (
    content.content_type === 'series' ||
    content.content_type === 'serial' ||
    content.content_type === 'season'
  );
}

export default function ContentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { slugOrId, childSlug } = useParams();
  const id = contentIdFrom(slugOrId);
  const episodeId = contentIdFrom(childSlug);
  const [params] = useSearchParams();
  const askedLibrary = libraryParam(params.get('library_id'));
  const content = useContent(id, { libraryId: askedLibrary });
  // 001 §7: every content call names the library the title is watched in.
  const libraryId = libraryOfTitle(askedLibrary, content.data);
  const series = content.data && isSeries(content.data);
  const episodes = useEpisodes(series ? (id ?? null) : null, libraryId);
  const selectedEpisode = episodes.data?.find((e) => e.id === episodeId) ?? null;
  const metaId = series ? (episodeId ?? null) : id;
  const meta = useContentMeta(metaId, { libraryId });
  // The operator's similar call (issue 19); similarContents still orders it and applies the child filter.
  const catalogue = useSimilar(id, libraryId);
  // Issue 38 (Lighthouse TBT): the similar titles (below the hero) render in a deferred pass, in slices that
  // yield, not in the same long task as the page.
  const similarData = useDeferredValue(catalogue.data);
  const libraries = useLibraries(libraryId !== null);
  const library = libraries.data?.find((l) => l.id === libraryId) ?? null;
  // A film's catch-ups (a series lists its own episodes instead).
  const otherEpisodes = useOtherEpisodes(content.data && !series ? content.data.id : null, libraryId);
  const persons = usePersonNamesState(content.data?.persons);
  const personNames = persons.names;
  const narrow = useMaxWidth(CHANNEL_MODAL_MAX_PX);
  const { childProfile, isGuest } = useSession();
  const refetchContent = content.refetch;
  const refetchMeta = meta.refetch;
  const reload = useCallback(() => {
    void refetchContent();
    void refetchMeta();
  }, [refetchContent, refetchMeta]);
  useReloadRequest(!isGuest, reload);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // 001 §2: a crawler gets a simplified page, without buttons or player.
  const prerender = usePrerender();
  useContentEntity(content.data, selectedEpisode);

  if (id === null) return <NotFound kind="content" />;
  if (content.isError) {
    const failure = contentLoadFailure(content.error);
    if (failure === 'lost') return <p role="status">{t('content_not_available')}</p>;
    return failure === 'not_found' ? <NotFound kind="content" /> : <p role="alert">{t('content_failed')}</p>;
  }
  if (!content.data) {
    return (
      <main className="content-page">
        <Skeleton lines={8} />
      </main>
    );
  }
  if (childSlug && episodes.isSuccess && !selectedEpisode) return <NotFound kind="content" />;
  // 001 §4 Content page: an is_available of 404 (the operator's "gone") is the not-found page.
  if (content.data.is_available === 404 || meta.data?.is_available === 404)
    return <NotFound kind="content" />;

  const item = content.data;
  const firstPlayable = episodes.data?.find((e) => !e.is_announcement) ?? null;
  const watchId = series
    ? (selectedEpisode?.id ?? meta.data?.next_to_play?.id ?? firstPlayable?.id ?? null)
    : item.id;
  const title = selectedEpisode
    ? `${contentTitle(item)} — ${t('season_episode', { season: selectedEpisode.season, series: selectedEpisode.series })}`
    : contentTitle(item);
  const background = heroPictureOf(item);
  const trailerId = prerender
    ? null
    : backgroundTrailerId({
        trailers: item.trailers,
        mobileDevice: isMobileDevice(),
        narrow,
        reducedMotion,
      });
  const similar = similarData ? similarContents(similarData, item, childProfile) : [];

  return (
    <main className="content-page modal-page" data-testid="content-page">
      <div
        className="content-hero"
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
      >
        {trailerId !== null && <BackgroundTrailer key={trailerId} trailerId={trailerId} />}
        <div className="content-hero__shade">
          <button
            type="button"
            className="icon-button content-page__close"
            aria-label={t('close')}
            onClick={() => navigate(-1)}
          >
            ×
          </button>
          <ContentBreadcrumbs item={item} series={Boolean(series)} episode={selectedEpisode} />
          <h1 className="content-page__title">{title}</h1>
          <ContentTags item={item} libraryTitle={library?.title ?? null} />
          {!prerender && (
            <ContentActions item={item} meta={meta} metaId={metaId} watchId={watchId} libraryId={libraryId} />
          )}
          {meta.data ? (
            <LicenceInfo meta={meta.data} />
          ) : (
            metaId !== null && <p className="licence licence--waiting" aria-hidden="true" />
          )}
        </div>
      </div>
      <div className="content-page__body">
        <Description text={selectedEpisode?.description ?? item.description} />
        {persons.loading && <p className="persons persons--waiting" aria-hidden="true" />}
        {personNames.length > 0 && (
          <p className="persons">
            <span className="muted">{t('persons')}: </span>
            {personNames.join(', ')}
          </p>
        )}
        {series && episodes.data && (
          <Episodes series={item} episodes={episodes.data} selectedEpisodeId={episodeId} />
        )}
        {!series && <OtherEpisodesSection state={otherEpisodes} contentType={item.content_type} />}
        {/* After the other episodes have their height, so their late arrival does not push these down. */}
        {similar.length > 0 && (series || otherEpisodes.settled) && (
          <section aria-label={t('similar')}>
            <h2 className="section-title">{t('similar')}</h2>
            <div className="card-grid">
              {similar.map((c) => (
                <ContentCard key={c.id} content={c} />
              ))}
            </div>
          </section>
        )}
      </div>
    </main>
  );
}

/** The hero's buttons: watch (or buy), favourites, share, the trailer. */
function ContentActions(props: {
  item: Content;
  meta: ReturnType<typeof useContentMeta>;
  metaId: number | null;
  watchId: number | null;
  libraryId: number | null;
}) {
  const { t } = useTranslation();
  const { item, meta, metaId } = props;
  return (
    <div className="content-page__actions">
      <WatchButton
        content={item}
        meta={meta.data ?? null}
        pending={meta.isPending && metaId !== null}
        watchId={props.watchId}
        libraryId={props.libraryId}
      />
      {metaId === null || meta.isFetched ? (
        <FavouriteButton target={{ kind: 'content', id: item.id }} initial={Boolean(meta.data?.favorite)} />
      ) : (
        // Its place, until the meta says whether the title is a favourite: the hero's text sits at its foot, and
        // the button's arrival (a new line on a phone) moved all of it up (issue 38, CLS).
        <button type="button" className="button" disabled>
          ☆ {t('add_favourite')}
        </button>
      )}
      <ShareButton title={contentTitle(item)} />
      {item.trailers?.[0] && (
        <Link className="button" to={`/trailers/${item.trailers[0].id}`}>
          {t('trailer')}
        </Link>
      )}
    </div>
  );
}
