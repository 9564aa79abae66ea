/** 001 §2 /channelsfree: available, free, not hidden channels, numbered; a click opens the channel. */
import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner } from '../ui/Spinner';
import { ChannelList } from './ChannelList';
import { freeChannels } from './channel-rules';
import { useChannels } from './useChannelData';
import './channels.css';

export default function FreeChannelsPage() {
  const { t } = useTranslation();
  const channels = useChannels();
  if (channels.isPending) return <Spinner />;
  if (channels.isError)
    return <ErrorState text={t('channels_failed')} onRetry={() => void channels.refetch()} />;
  const list = freeChannels(channels.visible);
  return (
    <main className="page">
      <h1>{t('free_channels')}</h1>
      {list.length === 0 ? (
        <p className="muted">{t('warning_no_search_results')}</p>
      ) : (
        <ChannelList
          channels={list}
          selectedId={null}
          hrefOf={(c) => `/channels/all/${c.slug ?? c.id}`}
          label={t('free_channels')}
        />
      )}
    </main>
  );
}
