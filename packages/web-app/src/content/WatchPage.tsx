/**
 * /watch/:slugOrId — the full-screen player for a content or episode (001 §2, §4 Content playback):
 * not-found when unavailable, the PIN for adult content, resume from history (10–12600 s, not when fully
 * watched) with a 5 s "from the beginning" button, history saved from 10 s. The series' episodes go to the
 * player, which moves to the next one 2 s before the end after the end-ad check; the route follows it.
 */
import { constants, type PlayerState } from '@onair/player-sdk';
import { type EpisodeEntry, pickNextEpisode } from '@onair/player-sdk/react';
import { isAdultAge } from '@onair/player-sdk/timeline';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../api/errors';
import type { Content } from '../api/schemas';
import { usePrerender } from '../app/prerender';
import { PinPrompt } from '../channels/PinPrompt';
import { NotFound } from '../pages/NotFound';
import { useViewingGate } from '../parental/useViewingGate';
import { PlayerView } from '../player/PlayerView';
import { useSession } from '../session/context';
import { browserStore } from '../session/storage';
import { Spinner } from '../ui/Spinner';
import { contentIdFrom, contentTitle, isContentAvailable, resumePosition } from './content-rules';
import { libraryOfTitle, libraryParam, watchPath } from './library';
import { useContent, useContentMeta, useEpisodes, useSeriesId } from './useContentData';
import { localHistory, saveHistory } from './watch-history';
import './content.css';

const store = browserStore();

export default function WatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { slugOrId } = useParams();
  const id = contentIdFrom(slugOrId);
  const [params] = useSearchParams();
  const prerender = usePrerender();
  const askedLibrary = libraryParam(params.get('library_id'));
  const content = useContent(id, { keepPrevious: true, libraryId: askedLibrary });
  // 001 §7: the meta and the (library) content stream name the library the title is watched in.
  const libraryId = libraryOfTitle(askedLibrary, content.data);
  const meta = useContentMeta(id, { keepPrevious: true, libraryId });
  const [fromStart, setFromStart] = useState(false);
  const [showRestart, setShowRestart] = useState(true);
  // The title whose PIN was just entered here (the approval the server gave is held beside it).
  const [passed, setPassed] = useState<number | string | null>(null);
  const adult = isAdultAge(content.data?.age);
  const viewing = useViewingGate('vod', adult);
  const lastSaved = useRef(0);
  const announced = useRef(false);
  const { seasonId, seriesId, pending: seasonPending } = useSeriesId(content.data);
  const episodes = useEpisodes(seriesId);
  const list = useMemo(() => episodes.data?.map(toEpisodeEntry) ?? null, [episodes.data]);
  const next = useMemo(() => {
    if (!list || id === null) return null;
    const outcome = pickNextEpisode(list, id);
    return outcome.kind === 'next' ? outcome.episode : null;
  }, [list, id]);

  const onState = useCallback(
    (state: PlayerState) => {
      const status = state.stats?.nextEpisode.status;
      if (status === 'announcement' && !announced.current) {
        announced.current = true;
        session.showMessage({ title: 'warning', text: 'warning_episode_is_announcement' });
      }
      if (!state.playing || id === null) return;
      const bucket = Math.floor(state.currentTime / 5);
      if (bucket === lastSaved.current) return;
      lastSaved.current = bucket;
      saveHistory(store, id, state.currentTime, state.duration, Date.now());
    },
    [id, session],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the 5 s resume button restarts for each content.
  useEffect(() => {
    const timer = window.setTimeout(() => setShowRestart(false), constants.RESUME_BUTTON_MS);
    return () => window.clearTimeout(timer);
  }, [id]);

  if (id === null) return <NotFound kind="content" />;
  if (content.isError || (meta.isError && meta.error instanceof ApiError && meta.error.status === 404)) {
    return <NotFound kind="content" />;
  }
  if (!content.data || meta.isPending) return <Spinner />;
  const item = content.data;
  if (!isContentAvailable(item, meta.data ?? null)) return <NotFound kind="content" />;

  const back = () => navigate(`/contents/${item.slug ?? item.id}`);
  let body: React.ReactNode;
  if (viewing !== 'allow' && passed !== item.id) {
    // Still reading this device's switches (null): the prompt waits with them, and passes if none is on.
    body = (
      <PinPrompt
        title={t(adult ? 'pin_prompt_title' : 'pin_prompt_title_switch', { name: contentTitle(item) })}
        action="vod"
        restricted={adult}
        onSuccess={() => setPassed(item.id)}
      />
    );
  } else if (meta.data?.is_purchased === false) {
    body = (
      <div className="stage__message" role="alert">
        <p>{t('content_not_purchased')}</p>
        <Link className="button button--primary" to={`/contents/${item.slug ?? item.id}`}>
          {t('go_back')}
        </Link>
      </div>
    );
  } else if (prerender) {
    // 001 §2: a crawler's page has no player; it reads what the title is.
    body = (
      <div className="stage__message" data-testid="prerender-stage">
        <p>{item.description}</p>
        <Link to={`/contents/${item.slug ?? item.id}`}>{contentTitle(item)}</Link>
      </div>
    );
  } else if (seasonId !== null && (seasonPending || (seriesId !== null && episodes.isPending))) {
    // The episodes decide the next episode and the menu: wait for them rather than load twice.
    body = <Spinner />;
  } else {
    // "From the beginning" is 0, not "unknown": unknown would let the player resume from the history again.
    const resume = fromStart
      ? 0
      : resumePosition({ history: meta.data?.history ?? localHistory(store, item.id) });
    body = (
      <>
        <PlayerView
          key={String(fromStart)}
          variant="fill"
          aria-label={contentTitle(item)}
          target={{
            kind: 'content',
            contentId: item.id,
            startPosition: resume,
            ...(libraryId !== null ? { libraryId } : {}),
            ...(list ? { episodes: list } : {}),
          }}
          onBack={back}
          onState={onState}
          onEpisodeChange={(nextId) => navigate(watchPath(nextId, libraryId))}
          {...(list
            ? {
                episodesMenu: {
                  episodes: list.map((e) => ({ id: e.id, title: e.title ?? '' })),
                  currentId: item.id,
                  next: next ? { id: next.id, title: next.title ?? '' } : null,
                  onSelect: (episodeId) => navigate(watchPath(episodeId, libraryId)),
                },
              }
            : {})}
        />
        {resume !== null && resume > 0 && showRestart && (
          <button type="button" className="button watch-page__restart" onClick={() => setFromStart(true)}>
            {t('watch_from_beginning')}
          </button>
        )}
      </>
    );
  }

  return (
    <main className="watch-page" data-testid="watch-page">
      <div className="watch-page__top">
        <button type="button" className="icon-button" aria-label={t('go_back')} onClick={back}>
          ←
        </button>
        <h1 className="watch-page__title">{contentTitle(item)}</h1>
      </div>
      {body}
    </main>
  );
}

/** The §3 episode entry the SDK reads, from the app's content item (null becomes absent). */
function toEpisodeEntry(episode: Content): EpisodeEntry {
  return {
    id: episode.id,
    title: contentTitle(episode),
    ...(episode.season != null ? { season: episode.season } : {}),
    ...(episode.series != null ? { series: episode.series } : {}),
    ...(episode.is_announcement ? { is_announcement: true } : {}),
  };
}
