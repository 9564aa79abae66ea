/**
 * /channels, /channels/:category and /channels/:category/:channel (?ts=). On desktop the player and the
 * side panel share the page; at ≤ 932 px or on a mobile device the list is the page and the channel opens
 * as a modal over it (001 §2 Page modes). The channel comes from the route, else the last saved channel,
 * else the first one; an unknown channel is a not-found page, an unknown category an error message.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Channel, Programme } from '../api/schemas';
import { useAfterPaint } from '../app/after-paint';
import { usePrerender } from '../app/prerender';
import { CATEGORY_FAVOURITES_FALLBACK, CHANNEL_MODAL_MAX_PX } from '../constants';
import { useMaxWidth } from '../layout/useHeaderMode';
import { Dialog } from '../modals/ModalHost';
import { NotFound } from '../pages/NotFound';
import { useAfterFirstFrame } from '../player/after-first-frame';
import { usePageEntity } from '../seo/page-entity';
import { useSession } from '../session/context';
import { browserStore, KEYS } from '../session/storage';
import { ErrorState, Spinner } from '../ui/Spinner';
import { ChannelStage } from './ChannelStage';
import {
  categoryOptions,
  channelsInCategory,
  chooseCategory,
  findChannel,
  isAdultChannel,
} from './channel-rules';
import type { ProgrammeAction } from './guide';
import { parseLastChannels, rememberChannel } from './last-channels';
import { NarrowChannelBody } from './NarrowChannelBody';
import { recommendedChannels } from './recommended';
import { SidePanel } from './SidePanel';
import { useBackInApp } from './useBackInApp';
import { useCategories, useChannels, useFavouriteChannelIds } from './useChannelData';
import './channels.css';

const store = browserStore();

export { preloadChannelPlayer } from '../player/load-app-player';

function parseTs(raw: string | null): number | null {
  if (!raw) return null;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : null;
}

export default function ChannelsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { category: categoryParam, channel: channelParam } = useParams();
  const [search] = useSearchParams();
  const ts = parseTs(search.get('ts'));
  const session = useSession();
  // 001 §2: a crawler gets every route as a plain page, the channel page too.
  const prerender = usePrerender();
  const narrow = useMaxWidth(CHANNEL_MODAL_MAX_PX, true) && !prerender;
  const channels = useChannels();
  const categories = useCategories();
  const favourites = useFavouriteChannelIds();
  // The side panel renders once the page's player has shown its first frame (after-first-frame.ts) and the page's
  // own first pass — the channel's name and stage — has been painted (app/after-paint.ts).
  const firstFrame = useAfterFirstFrame();
  const panelReady = useAfterPaint() && firstFrame;

  const options = useMemo(
    () => categoryOptions(categories.data ?? [], favourites.data ?? null, t('favourites')),
    [categories.data, favourites.data, t],
  );
  const choice = chooseCategory(options, categoryParam, session.childProfile);
  const list = useMemo(
    () => (choice.kind === 'found' ? channelsInCategory(channels.visible, choice.option) : []),
    [choice, channels.visible],
  );
  const lastIds = parseLastChannels(store.get(KEYS.lastChannels));
  const lastChannels = lastIds.flatMap((id) =>
    channels.visible.filter((c) => c.id === id && !isAdultChannel(c)),
  );
  const fromRoute = findChannel(channels.visible, channelParam);
  const lastSaved = findChannel(list, store.get(KEYS.lastChannel) ?? undefined);
  const selected = channelParam ? fromRoute : narrow ? null : (lastSaved ?? list[0] ?? null);
  const curated = options.find((o) => o.id === CATEGORY_FAVOURITES_FALLBACK);
  const recommended = curated
    ? recommendedChannels(channelsInCategory(channels.visible, curated), selected?.id ?? null, lastIds)
    : [];
  const categoryKey = choice.kind === 'found' ? choice.option.slug : 'all';
  // The tab and search results name the channel the route opened (seo/page-meta.ts).
  usePageEntity(fromRoute ? { name: fromRoute.name, description: fromRoute.description } : null);

  const hrefOf = useCallback(
    (channel: Channel) => `/channels/${categoryKey}/${channel.slug ?? channel.id}`,
    [categoryKey],
  );

  useEffect(() => {
    if (!selected) return;
    store.set(KEYS.lastChannel, String(selected.id));
    const next = rememberChannel(
      parseLastChannels(store.get(KEYS.lastChannels)),
      selected.id,
      isAdultChannel(selected),
    );
    store.set(KEYS.lastChannels, JSON.stringify(next));
  }, [selected]);

  // Stable, so the channel dialog does not take the focus back whenever the page re-renders.
  const closeModal = useCallback(() => navigate(`/channels/${categoryKey}`), [navigate, categoryKey]);

  const goBack = useBackInApp(!narrow);

  const onProgramme = useCallback(
    (action: ProgrammeAction, _programme: Programme) => {
      if (!selected) return;
      if (action.kind === 'live') navigate(hrefOf(selected));
      else if (action.kind === 'archive') navigate(`${hrefOf(selected)}?ts=${action.ts}`);
      else session.showMessage({ title: 'error', text: action.key });
    },
    [selected, hrefOf, navigate, session],
  );

  if (channels.isPending || categories.isPending) return <Spinner />;
  if (channels.isError) {
    return <ErrorState text={t('channels_failed')} onRetry={() => void channels.refetch()} />;
  }
  if (choice.kind === 'unknown') {
    return (
      <main className="page">
        <ErrorState text={t('error_category_not_found')} />
        <Link to="/channels" className="button">
          {t('all_channels')}
        </Link>
      </main>
    );
  }
  // A line-up drawn from storage (stored-lineup.ts) that lacks the address's channel waits for the fresh one.
  if (channelParam && !fromRoute) return channels.isFetching ? <Spinner /> : <NotFound kind="channel" />;

  const panel = !panelReady ? (
    <aside className="side-panel side-panel--pending" aria-label={t('channels')} aria-busy="true" />
  ) : (
    <SidePanel
      options={options}
      category={choice.option}
      channels={list}
      lastChannels={lastChannels}
      recommended={recommended}
      selected={narrow ? null : selected}
      playingTs={ts}
      hrefOf={hrefOf}
      onProgramme={onProgramme}
    />
  );

  if (narrow) {
    return (
      <main className="channels-page channels-page--narrow">
        {panel}
        {selected && (
          <Dialog title={selected.name} className="modal--page channel-modal" onClose={closeModal}>
            <NarrowChannelBody channel={selected} ts={ts} onProgramme={onProgramme} />
          </Dialog>
        )}
      </main>
    );
  }
  return (
    <main className="channels-page">
      <div className="channels-page__stage">
        <button type="button" className="channels-page__back" onClick={goBack}>
          <span aria-hidden="true">←</span> {t('go_back')}
        </button>
        {selected ? (
          <ChannelStage key={selected.id} channel={selected} ts={ts} />
        ) : (
          <p>{t('warning_no_search_results')}</p>
        )}
      </div>
      {panel}
    </main>
  );
}
