/**
 * What the channel page shows where the video goes (001 §4 Channel loading): the access_error text for an
 * unavailable channel, the PIN prompt for an adult one (unless the embed ignores parental control), the
 * lock view for an unpurchased one, otherwise the player — live, or the archive at `ts`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Channel } from '../api/schemas';
import { openModal } from '../modals/modal-url';
import { PlayerView } from '../player/PlayerView';
import { useSession } from '../session/context';
import { ShareButton } from '../ui/ShareButton';
import { isAdultChannel, isPurchasedChannel } from './channel-rules';
import { programmeAt, programmeTitle } from './guide';
import { LockView } from './LockView';
import { PinPrompt } from './PinPrompt';
import { useSchedule } from './useChannelData';

/** Channels whose PIN was entered during this visit. */
const approvedChannels = new Set<number>();

export function ChannelStage({ channel, ts }: { channel: Channel; ts: number | null }) {
  const { t } = useTranslation();
  const { params } = useSession();
  const [, setApproved] = useState(0);

  let stage: React.ReactNode;
  if (channel.is_available === false) {
    stage = (
      <div className="stage__message" role="alert">
        {channel.access_error || t('channel_not_available')}
      </div>
    );
  } else if (isAdultChannel(channel) && !params.ignoreParentalControl && !approvedChannels.has(channel.id)) {
    stage = (
      <PinPrompt
        title={t('pin_prompt_title', { name: channel.name })}
        onSuccess={() => {
          approvedChannels.add(channel.id);
          setApproved((n) => n + 1);
        }}
      />
    );
  } else if (!isPurchasedChannel(channel)) {
    stage = <LockView channel={channel} archive={ts !== null} />;
  } else {
    stage = <PlayerView target={{ kind: 'channel', channelId: channel.id, ts }} />;
  }
  return (
    <div className="stage">
      <div className="stage__video">{stage}</div>
      <ChannelInfo channel={channel} ts={ts} />
    </div>
  );
}

function ChannelInfo({ channel, ts }: { channel: Channel; ts: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const schedule = useSchedule(channel.id);
  const at = ts ?? Math.floor(Date.now() / 1000);
  const programme = programmeAt(schedule.data ?? [], at);
  const [favoured, setFavoured] = useState(channel.is_favored === true);

  const toggleFavourite = async () => {
    // 000 §4 Favourites toggle: a guest gets the auth modal; otherwise flip locally, then ask the server.
    if (session.isGuest || !session.endpoints) {
      openModal(navigate, 'auth');
      return;
    }
    const next = !favoured;
    setFavoured(next);
    try {
      const list = await session.endpoints.favorites();
      const existing = list.find((f) => Number(f.channel_id) === channel.id);
      if (next && !existing) await session.endpoints.addFavorite({ channel_id: channel.id });
      if (!next && existing) await session.endpoints.removeFavorite(existing.id);
    } catch {
      setFavoured(!next);
    }
  };

  return (
    <div className="channel-info">
      <div>
        <h1 className="channel-info__name">{channel.name}</h1>
        <p className="channel-info__programme">
          {ts !== null && <span className="badge">{t('archive')}</span>}
          {programme ? programmeTitle(programme) : schedule.isPending ? t('status_loading') : ''}
        </p>
      </div>
      <div className="channel-info__actions">
        <button
          type="button"
          className={`button${favoured ? ' button--active' : ''}`}
          aria-pressed={favoured}
          onClick={() => void toggleFavourite()}
        >
          {favoured ? `★ ${t('in_favourites')}` : `☆ ${t('add_favourite')}`}
        </button>
        <ShareButton title={channel.name} />
      </div>
    </div>
  );
}
