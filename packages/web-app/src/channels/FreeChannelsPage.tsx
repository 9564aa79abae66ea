/**
 * 001 §2 /channelsfree: available, free, not hidden channels, numbered; a click opens the channel.
 * On a phone (≤ 932 px or a mobile device) it is a modal page whose close goes back.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePrerender } from '../app/prerender';
import { CHANNEL_MODAL_MAX_PX } from '../constants';
import { useMaxWidth } from '../layout/useHeaderMode';
import { Dialog } from '../modals/ModalHost';
import { ErrorState, Spinner } from '../ui/Spinner';
import { ChannelList } from './ChannelList';
import { freeChannels } from './channel-rules';
import { useChannels } from './useChannelData';
import './channels.css';

export default function FreeChannelsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // 001 §2: a crawler gets every route as a plain page.
  const prerender = usePrerender();
  const modal = useMaxWidth(CHANNEL_MODAL_MAX_PX, true) && !prerender;
  const channels = useChannels();
  // Stable, so the dialog does not take the focus back on every render.
  const close = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  }, [navigate]);
  if (channels.isPending) return <Spinner />;
  if (channels.isError)
    return <ErrorState text={t('channels_failed')} onRetry={() => void channels.refetch()} />;
  const list = freeChannels(channels.visible);
  const body =
    list.length === 0 ? (
      <p className="muted">{t('warning_no_search_results')}</p>
    ) : (
      <ChannelList
        channels={list}
        selectedId={null}
        hrefOf={(c) => `/channels/all/${c.slug ?? c.id}`}
        label={t('free_channels')}
      />
    );
  if (modal) {
    return (
      <Dialog title={t('free_channels')} className="modal--page" onClose={close}>
        {body}
      </Dialog>
    );
  }
  return (
    <main className="page">
      <h1>{t('free_channels')}</h1>
      {body}
    </main>
  );
}
