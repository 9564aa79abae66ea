/**
 * /watch/:slugOrId — the full-screen player for a content or episode (001 §2, §4 Content playback):
 * not-found when unavailable, the PIN for adult content, resume from history (10–12600 s, not when fully
 * watched) with a 5 s "from the beginning" button, history saved from 10 s, and the next episode on end.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/errors';
import { isAdultAge } from '../channels/channel-rules';
import { PinPrompt } from '../channels/PinPrompt';
import { RESUME_BUTTON_MS } from '../constants';
import { NotFound } from '../pages/NotFound';
import { PlayerView } from '../player/PlayerView';
import { useSession } from '../session/context';
import { browserStore } from '../session/storage';
import { Spinner } from '../ui/Spinner';
import { contentIdFrom, contentTitle, isContentAvailable, resumePosition } from './content-rules';
import { useContent, useContentMeta } from './useContentData';
import { localHistory, saveHistory } from './watch-history';
import './content.css';

const store = browserStore();
const approvedContents = new Set<number>();

export default function WatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { slugOrId } = useParams();
  const id = contentIdFrom(slugOrId);
  const content = useContent(id);
  const meta = useContentMeta(id);
  const [fromStart, setFromStart] = useState(false);
  const [showRestart, setShowRestart] = useState(true);
  const [, setApproved] = useState(0);
  const lastSaved = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the 5 s resume button restarts for each content.
  useEffect(() => {
    const timer = window.setTimeout(() => setShowRestart(false), RESUME_BUTTON_MS);
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
  if (isAdultAge(item.age) && !session.params.ignoreParentalControl && !approvedContents.has(item.id)) {
    body = (
      <PinPrompt
        title={t('pin_prompt_title', { name: contentTitle(item) })}
        onSuccess={() => {
          approvedContents.add(item.id);
          setApproved((n) => n + 1);
        }}
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
  } else {
    const resume = fromStart
      ? null
      : resumePosition({ history: meta.data?.history ?? localHistory(store, item.id) });
    const onEnded = async () => {
      const nextId = meta.data?.next_to_play?.id;
      if (!nextId || !session.endpoints) return;
      const next = await session.endpoints.content(nextId).catch(() => null);
      if (next?.is_announcement)
        session.showMessage({ title: 'warning', text: 'warning_episode_is_announcement' });
      else navigate(`/watch/${nextId}`);
    };
    body = (
      <>
        <PlayerView
          key={`${item.id}-${fromStart}`}
          className="player--fill"
          target={{ kind: 'content', contentId: item.id, startPosition: resume }}
          onEnded={() => void onEnded()}
          onProgress={(seconds, duration) => {
            const bucket = Math.floor(seconds / 5);
            if (bucket === lastSaved.current) return;
            lastSaved.current = bucket;
            saveHistory(store, item.id, seconds, duration, Date.now());
          }}
        />
        {resume !== null && showRestart && (
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
